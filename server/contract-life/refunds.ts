/**
 * The money of an ended contract: the desk corrects the 위약금 (the contract's own figure) and records
 * each refund (amount, day, the bank's reference). Each is one write on the contract as read (its
 * `updatedAt`), so two desks recording at once never refund past what is due: the second reads again.
 */
import { Types } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import { kstDay } from '../core/time';
import { CONTRACT_MESSAGES } from '../../shared/contract-ledger';
import { LIFE_MESSAGES, type EndedMoney } from '../../shared/contract-life';
import { Contract, type ContractDoc } from '../contracts/model';
import { endedMoney } from '../contracts/ended-money';
import { recordChange } from '../contracts/write';
import { contractsChanged } from '../contracts/revision';

export const RefundBody = z.object({
  amount: z.number({ error: LIFE_MESSAGES.refundInvalid }).int(LIFE_MESSAGES.refundInvalid).min(1, LIFE_MESSAGES.refundInvalid).max(1e13, LIFE_MESSAGES.refundInvalid),
  on: z.iso.date({ error: LIFE_MESSAGES.refundDay }),
  reference: z.string({ error: LIFE_MESSAGES.refundReference }).trim().min(2, LIFE_MESSAGES.refundReference).max(60, LIFE_MESSAGES.refundReference),
});
export const PenaltyBody = z.object({
  penalty: z.number({ error: LIFE_MESSAGES.penaltyInvalid }).int(LIFE_MESSAGES.penaltyInvalid).min(0, LIFE_MESSAGES.penaltyInvalid).max(1e13, LIFE_MESSAGES.penaltyInvalid),
});

async function endedContract(id: string): Promise<ContractDoc & { cancelledOn: string }> {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
  const c = await Contract.findById(new Types.ObjectId(id)).lean<ContractDoc>();
  if (!c) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
  if (!c.cancelledOn) throw new HttpError(409, LIFE_MESSAGES.notEnded);
  return c as ContractDoc & { cancelledOn: string };
}

/** The refunds as read, by their count (a 해약 recorded before refunds were kept has none). */
const refundsAsRead = (c: ContractDoc) => {
  const n = c.cancellation?.refunds?.length ?? 0;
  return n ? { 'cancellation.refunds': { $size: n } } : { $or: [{ 'cancellation.refunds': { $size: 0 } }, { 'cancellation.refunds': { $exists: false } }] };
};

/** `also`: what the write changes, as read (two desks within one millisecond leave `updatedAt` as it was). */
async function saveAsRead(c: ContractDoc, set: Record<string, unknown>, now: Date, also: Record<string, unknown>) {
  const res = await Contract.updateOne({ _id: c._id, updatedAt: c.updatedAt, ...also }, { $set: { ...set, updatedAt: now } });
  if (res.modifiedCount !== 1) throw new HttpError(409, CONTRACT_MESSAGES.changedMeanwhile);
  await contractsChanged();
}

/** POST /api/admin/contracts/:id/refunds → 201 with what the 해약 leaves after it. */
export async function recordRefund(id: string, body: z.infer<typeof RefundBody>, ctx: { by: string; now: Date }): Promise<EndedMoney> {
  const c = await endedContract(id);
  if (body.on < c.cancelledOn || body.on > kstDay(ctx.now)) throw new HttpError(400, LIFE_MESSAGES.refundDay, { on: LIFE_MESSAGES.refundDay });
  const before = endedMoney(c)!;
  if (body.amount > before.refundDue) throw new HttpError(409, LIFE_MESSAGES.refundOver(before.refundDue));
  const refund = { id: randomUUID(), amount: body.amount, on: body.on, reference: body.reference, by: ctx.by, at: ctx.now };
  await saveAsRead(c, { 'cancellation.refunds': [...(c.cancellation?.refunds ?? []), refund] }, ctx.now, refundsAsRead(c));
  await recordChange(c._id, ctx.by, ctx.now, `해약 환불 (${body.on}, 참조번호 ${body.reference})`, [{ field: 'refund', label: body.on, from: null, to: body.amount }]);
  return endedMoney({ ...c, cancellation: { ...c.cancellation!, refunds: [...(c.cancellation?.refunds ?? []), refund] } })!;
}

/** PUT /api/admin/contracts/:id/penalty: the contract's own 위약금, never more than what is left unrefunded. */
export async function setPenalty(id: string, penalty: number, ctx: { by: string; now: Date }): Promise<EndedMoney> {
  const c = await endedContract(id);
  const before = endedMoney(c)!;
  if (penalty > c.price) throw new HttpError(400, LIFE_MESSAGES.penaltyOverPrice, { penalty: LIFE_MESSAGES.penaltyOverPrice });
  if (penalty + before.refunded > before.paid && penalty > (c.cancellation?.penalty ?? 0)) throw new HttpError(409, LIFE_MESSAGES.penaltyOverRefunded(before.paid - before.refunded));
  await saveAsRead(c, { 'cancellation.penalty': penalty }, ctx.now, { 'cancellation.penalty': c.cancellation?.penalty ?? { $exists: false }, ...refundsAsRead(c) });
  await recordChange(c._id, ctx.by, ctx.now, '위약금 변경', [{ field: 'penalty', from: c.cancellation?.penalty ?? 0, to: penalty }]);
  return endedMoney({ ...c, cancellation: { ...c.cancellation!, penalty } })!;
}
