/**
 * The desk confirms a contract holder's requested options at the option contract: each confirmed
 * option's own instalments (its plan, server/contracts/option-instalments.ts) join the contract's
 * payment list. Confirming an option twice adds nothing (only a `requested` choice is confirmed, in
 * one conditional write on the contract as read).
 */
import { asRead } from './as-read';
import { Types } from 'mongoose';
import { Contract, ContractChange } from './model';
import { contractsChanged } from './revision';
import { UnitOption } from '../options/model';
import { optionInstalments } from './option-instalments';
import { HttpError } from '../http/errors';
import { siteConfig } from '../../shared/site.config';

export async function confirmOptions(id: string, optionIds: string[] | undefined, by: string, now: Date) {
  if (!Types.ObjectId.isValid(id)) throw new HttpError(404, '계약을 찾을 수 없습니다.');
  const contract = await Contract.findById(id).lean();
  if (!contract) throw new HttpError(404, '계약을 찾을 수 없습니다.');
  const pick = contract.options.filter((o) => o.state === 'requested' && (!optionIds || optionIds.includes(o.optionId)));
  if (pick.length === 0) return { confirmed: [] as string[] };
  const catalogue = new Map((await UnitOption.find({ key: { $in: pick.map((o) => o.optionId) } }).lean()).map((o) => [o.key, o]));
  const added = pick.flatMap((choice) => {
    const o = catalogue.get(choice.optionId);
    // The price the holder requested is the price confirmed; the plan is the option's own.
    return optionInstalments({ key: choice.optionId, label: choice.label, price: choice.price, plan: o?.plan ?? [] }, siteConfig.pricing.roundTo);
  });
  const keys = new Set(pick.map((o) => o.optionId));
  const options = contract.options.map((o) => (keys.has(o.optionId) ? { ...o, state: 'confirmed' as const, confirmedAt: now } : o));
  const instalments = [...contract.instalments.filter((i) => !added.some((a) => a.key === i.key)), ...added];
  const saved = await Contract.updateOne(asRead(contract), { $set: { options, instalments, updatedAt: now } });
  if (saved.modifiedCount !== 1) throw new HttpError(409, '그사이 계약 정보가 바뀌었습니다. 새로 고친 뒤 다시 확정해 주세요.');
  await contractsChanged();
  await ContractChange.create({
    contractId: contract._id,
    at: now,
    by,
    what: '옵션 계약 확정',
    changes: [{ field: 'options.confirmed', from: null, to: [...keys] }],
  });
  return { confirmed: [...keys] };
}
