/**
 * The option catalogue's one read for visitors and contract holders: the active options, per type
 * in the desk's order, each priced on its own (never a package). The cash plan and /my read it here.
 */
import type { AdminOption, CatalogueOption, OptionPlanRow } from '../../shared/options';
import { UnitOption, type UnitOptionDoc } from './model';

type Stored = Pick<UnitOptionDoc, 'key' | 'unitType' | 'category' | 'label' | 'price' | 'vat' | 'note' | 'noticeDate'> & { plan?: OptionPlanRow[] | null };

export const catalogueOption = (o: Stored): CatalogueOption => ({
  id: o.key,
  unitType: o.unitType,
  category: o.category,
  label: o.label,
  price: o.price,
  ...(typeof o.vat === 'number' ? { vat: o.vat } : {}),
  plan: (o.plan ?? []).map((r) => ({ label: r.label, percent: r.percent, ...(r.dueDate ? { dueDate: r.dueDate } : {}), ...(r.dueText ? { dueText: r.dueText } : {}) })),
  ...(o.note ? { note: o.note } : {}),
  ...(o.noticeDate ? { noticeDate: o.noticeDate } : {}),
});

/** The active options of one type (or of every type), in the desk's order. */
export async function listOptions(unitType?: string): Promise<CatalogueOption[]> {
  const rows = await UnitOption.find({ active: true, ...(unitType ? { unitType } : {}) })
    .sort({ unitType: 1, order: 1, key: 1 })
    .lean<Stored[]>();
  return rows.map(catalogueOption);
}

/** Every option, inactive ones too, for the desk. */
export async function adminOptions(): Promise<AdminOption[]> {
  const rows = await UnitOption.find({}).sort({ unitType: 1, order: 1, key: 1 }).lean<(Stored & { order: number; active: boolean; updatedAt: Date; updatedBy?: string | null })[]>();
  return rows.map((o) => ({ ...catalogueOption(o), order: o.order, active: o.active, updatedAt: o.updatedAt.toISOString(), ...(o.updatedBy ? { updatedBy: o.updatedBy } : {}) }));
}
