/**
 * 분양가 변경 by the desk once money is paid: the new price's instalments are made afresh and every
 * won paid into the sale instalments (and any earlier surplus) is allotted to them again, oldest due
 * first, as a deposit would be. What no instalment takes is the contract's surplus (초과 납부,
 * 과오납), shown on the ledger; paid never exceeds an instalment's amount, so the ledger, the due
 * list, /my and the 납부확인서 add up the same. An instalment still paid in full keeps the day it was.
 */
import { Types } from 'mongoose';
import type { Pricing } from '../../shared/site.config';
import { instalmentsFromPrice } from '../../shared/instalments';
import { CONTRACT_MESSAGES, type RepriceResult } from '../../shared/contract-ledger';
import { kstDay } from '../core/time';
import { HttpError } from '../http/errors';
import { allocatePayment, type InstalmentState } from './allocate';
import { partsOf } from './instalment-late';
import { asRead } from './as-read';
import { LIVE, assertLive } from './live';
import { totals } from './ledger';
import { Contract, type ContractDoc } from './model';
import { contractsChanged } from './revision';
import { amountChanges, recordChange, type ChangeRow } from './write';

export async function repriceContract(id: string, price: number, ctx: { pricing: Pricing; by: string; now: Date }): Promise<RepriceResult> {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
  const c = await Contract.findById(new Types.ObjectId(id)).lean<ContractDoc>();
  if (!c) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
  assertLive(c, 'desk');
  if (price === c.price) throw new HttpError(400, CONTRACT_MESSAGES.priceSame);
  const before = (c.instalments ?? []).filter((i) => i.kind !== 'option');
  const options = (c.instalments ?? []).filter((i) => i.kind === 'option');
  const fresh = instalmentsFromPrice(ctx.pricing, price).map((i) => ({ ...i, paid: 0 }));
  const today = kstDay(ctx.now);
  // Every payment again by its own day, oldest first, so a late one keeps its 연체료 (instalment-late.ts);
  // the earlier surplus as paid today.
  const paidBefore = [...before.flatMap((i) => partsOf(i, i.dueDate ?? today)), ...(c.surplus ? [{ day: today, amount: c.surplus }] : [])].sort((a, b) => a.day.localeCompare(b.day));
  let after: InstalmentState[] = fresh;
  let surplus = 0;
  for (const p of paidBefore) {
    const a = allocatePayment(after, p.amount, p.day);
    after = a.after;
    surplus += a.surplus;
  }
  const was = new Map(before.map((i) => [i.key, i]));
  const sale = fresh.map((i, n) => {
    const { paid, parts } = after[n]!;
    const old = was.get(i.key);
    const kept = parts?.length ? { parts } : {};
    if (paid < i.amount) return { ...i, paid, ...kept };
    return { ...i, paid, ...kept, paidOn: old && old.paid >= old.amount && old.paidOn ? old.paidOn : today };
  });
  const instalments = [...sale, ...options];
  // As read, its surplus too (a deposit beyond every instalment changes only that).
  const res = await Contract.updateOne({ ...asRead(c), ...LIVE, surplus: c.surplus ? c.surplus : { $in: [0, null] } }, { $set: { price, instalments, surplus, updatedAt: ctx.now } });
  if (res.modifiedCount !== 1) throw new HttpError(409, CONTRACT_MESSAGES.changedMeanwhile);
  await contractsChanged();
  const paidChanges: ChangeRow[] = sale
    .filter((i) => (was.get(i.key)?.paid ?? 0) !== i.paid)
    .map((i) => ({ field: 'instalment.paid', label: i.label, from: was.get(i.key)?.paid ?? 0, to: i.paid }));
  await recordChange(c._id, ctx.by, ctx.now, '분양가 변경 (납부액 재배분)', [
    { field: 'price', from: c.price, to: price },
    ...amountChanges(before, sale),
    ...paidChanges,
    ...(surplus !== (c.surplus ?? 0) ? [{ field: 'surplus', from: c.surplus ?? 0, to: surplus }] : []),
  ]);
  return { price, ...totals({ instalments }), surplus };
}
