/**
 * Options (유상옵션) on /my: during the desk's option period a contract holder requests options of the
 * catalogue of their unit's type, each on its own (none required, never a bundle: any subset of the
 * list is a valid choice). A request replaces the holder's earlier requests; options the desk has
 * confirmed stay. One conditional write on the contract as it was read, so a desk confirmation made
 * meanwhile is never overwritten (the holder is asked to try again).
 */
import { UnitOption } from '../options/model';
import { Contract, ContractChange, type ContractDoc } from '../contracts/model';
import { contractsChanged } from '../contracts/revision';
import { optionPeriod, periodState, type OptionPeriod } from '../contracts/option-period';
import { HttpError } from '../http/errors';
import { koreanDate } from '../../shared/kst';

export const OPTION_MESSAGES = {
  closed: (deadline: string) => `옵션 선택 기간(${koreanDate(deadline)}까지)이 지나 선택을 변경하실 수 없습니다. 분양사무소로 문의해 주세요.`,
  notYet: (start: string) => `옵션 선택은 ${koreanDate(start)}부터 가능합니다.`,
  none: '옵션 선택 기간이 아직 정해지지 않았습니다. 정해지면 공지로 안내해 드리겠습니다.',
  unknown: '선택하신 옵션 중 이 세대 타입에 없는 항목이 있습니다. 목록을 새로 고친 뒤 다시 선택해 주세요.',
  changed: '그사이 계약 정보가 바뀌었습니다. 화면을 새로 고친 뒤 다시 선택해 주세요.',
} as const;

export interface CatalogueItem {
  id: string;
  category: string;
  label: string;
  price: number;
  note?: string;
  /** 'requested' or 'confirmed' for this contract; absent when not chosen. */
  state?: 'requested' | 'confirmed';
}

export async function catalogueFor(unitType: string | null | undefined) {
  if (!unitType) return [];
  return UnitOption.find({ unitType, active: true }).sort({ order: 1, key: 1 }).lean();
}

export async function optionsView(contract: ContractDoc, now: Date): Promise<{ period: OptionPeriod & { state: string }; options: CatalogueItem[] }> {
  const [period, catalogue] = await Promise.all([optionPeriod(), catalogueFor(contract.unitType)]);
  const chosen = new Map(contract.options.map((o) => [o.optionId, o.state as 'requested' | 'confirmed']));
  return {
    period: { ...period, state: periodState(period, now) },
    options: catalogue.map((o) => ({
      id: o.key,
      category: o.category,
      label: o.label,
      price: o.price,
      ...(o.note ? { note: o.note } : {}),
      ...(chosen.has(o.key) ? { state: chosen.get(o.key) } : {}),
    })),
  };
}

/** The holder's request: 409 outside the period, 400 for an option not offered for the unit's type. */
export async function requestOptions(contract: ContractDoc, optionIds: string[], now: Date): Promise<void> {
  const period = await optionPeriod();
  const state = periodState(period, now);
  if (state === 'closed') throw new HttpError(409, OPTION_MESSAGES.closed(period.deadline!));
  if (state === 'before') throw new HttpError(409, OPTION_MESSAGES.notYet(period.start!));
  if (state === 'none') throw new HttpError(409, OPTION_MESSAGES.none);
  const wanted = [...new Set(optionIds)];
  const catalogue = new Map((await catalogueFor(contract.unitType)).map((o) => [o.key, o]));
  if (wanted.some((id) => !catalogue.has(id))) throw new HttpError(400, OPTION_MESSAGES.unknown);
  const confirmed = contract.options.filter((o) => o.state === 'confirmed');
  const requested = wanted
    .filter((id) => !confirmed.some((c) => c.optionId === id))
    .map((id) => {
      const o = catalogue.get(id)!;
      const earlier = contract.options.find((c) => c.optionId === id);
      return { optionId: id, label: o.label, price: o.price, state: 'requested' as const, requestedAt: earlier?.requestedAt ?? now };
    });
  const before = contract.options.filter((o) => o.state === 'requested').map((o) => o.optionId);
  const after = requested.map((o) => o.optionId);
  if (before.join() === after.join()) return;
  const saved = await Contract.updateOne({ _id: contract._id, updatedAt: contract.updatedAt }, { $set: { options: [...confirmed, ...requested], updatedAt: now } });
  if (saved.modifiedCount !== 1) throw new HttpError(409, OPTION_MESSAGES.changed);
  await contractsChanged();
  await ContractChange.create({
    contractId: contract._id,
    at: now,
    by: 'buyer',
    what: '옵션 선택 요청',
    changes: [{ field: 'options.requested', from: before, to: after }],
  });
}
