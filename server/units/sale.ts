/**
 * The first-come sale's settings (opening, admission rate, hold length, public page shown). Read
 * on every join: concurrent reads on one instance share one database read, so a rush of arrivals
 * costs one query per instant, and a change on any instance holds everywhere at once.
 */
import type { SaleSettings } from '../../shared/units';
import { UnitSale } from './model';

export interface Sale {
  opensAt: Date | null;
  admitPerMinute: number;
  holdMinutes: number;
  visible: boolean;
}

export const DEFAULT_SALE: Sale = { opensAt: null, admitPerMinute: 100, holdMinutes: 30, visible: false };

let inFlight: Promise<Sale> | undefined;

export function currentSale(): Promise<Sale> {
  inFlight ??= UnitSale.findById('sale')
    .lean<Sale & { _id: string }>()
    .then((doc) => (doc ? { opensAt: doc.opensAt ?? null, admitPerMinute: doc.admitPerMinute, holdMinutes: doc.holdMinutes, visible: doc.visible } : DEFAULT_SALE))
    .finally(() => (inFlight = undefined));
  return inFlight;
}

export async function saveSale(sale: Sale, now: Date, by: string): Promise<Sale> {
  await UnitSale.updateOne({ _id: 'sale' }, { $set: { ...sale, updatedAt: now, updatedBy: by } }, { upsert: true });
  return sale;
}

export const saleView = (s: Sale): SaleSettings => ({ opensAt: s.opensAt?.toISOString() ?? null, admitPerMinute: s.admitPerMinute, holdMinutes: s.holdMinutes, visible: s.visible });
