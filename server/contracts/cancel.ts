/**
 * 해약: the desk records the day a contract ended (decision 0047). From that day it is shown apart,
 * never as a sale, its instalments are no longer due (the due list, the payment texts and the sale
 * report's 수납 leave it out), and what it paid stays received until refunded, less the 위약금 kept.
 * Recorded once, in one write that also frees the unit's live key (so the unit may be sold again as
 * a new contract); a contract already ended, or ended by another desk meanwhile, answers 409. What
 * follows it elsewhere (bookings, texts, defects, the board) is server/contract-life/end.ts.
 */
import { Types } from 'mongoose';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import { kstDay } from '../core/time';
import { CONTRACT_MESSAGES } from '../../shared/contract-ledger';
import { LIFE_MESSAGES, defaultPenalty } from '../../shared/contract-life';
import { Contract, type ContractDoc } from './model';
import { recordChange } from './write';
import { contractsChanged } from './revision';

export const CancelBody = z.object({
  on: z.iso.date({ error: CONTRACT_MESSAGES.cancelDay }),
  reason: z.string({ error: CONTRACT_MESSAGES.cancelReason }).trim().min(2, CONTRACT_MESSAGES.cancelReason).max(200, CONTRACT_MESSAGES.cancelReason),
  /** 위약금 in won; absent: the site's rule (분양가의 penaltyPercent %). */
  penalty: z.number({ error: LIFE_MESSAGES.penaltyInvalid }).int(LIFE_MESSAGES.penaltyInvalid).min(0, LIFE_MESSAGES.penaltyInvalid).max(1e13, LIFE_MESSAGES.penaltyInvalid).optional(),
});

type Read = Pick<ContractDoc, '_id' | 'cancelledOn' | 'contractDate' | 'price' | 'dong' | 'ho'>;

export async function cancelContract(id: string, body: z.infer<typeof CancelBody>, ctx: { by: string; now: Date; penaltyPercent?: number; noticeDay?: string | null }): Promise<{ cancelledOn: string; penalty: number; contract: Read }> {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
  const c = await Contract.findById(new Types.ObjectId(id), { cancelledOn: 1, contractDate: 1, price: 1, dong: 1, ho: 1 }).lean<Read>();
  if (!c) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
  if (c.cancelledOn) throw new HttpError(409, CONTRACT_MESSAGES.cancelledAlready(c.cancelledOn));
  // A day between the contract and today: a 해약 is recorded after it happened, never ahead.
  // An undated contract's 해약 falls no earlier than the 모집공고일 (the sale's first day), when it is known.
  const earliest = c.contractDate ?? ctx.noticeDay ?? null;
  if (body.on > kstDay(ctx.now) || (earliest && body.on < earliest)) throw new HttpError(400, CONTRACT_MESSAGES.cancelDay, { on: CONTRACT_MESSAGES.cancelDay });
  const penalty = body.penalty ?? defaultPenalty(c.price, ctx.penaltyPercent);
  if (penalty > c.price) throw new HttpError(400, LIFE_MESSAGES.penaltyOverPrice, { penalty: LIFE_MESSAGES.penaltyOverPrice });
  const res = await Contract.updateOne(
    { _id: c._id, cancelledOn: { $exists: false } },
    { $set: { cancelledOn: body.on, cancellation: { reason: body.reason, penalty, refunds: [] }, updatedAt: ctx.now }, $unset: { liveKey: 1 } },
  );
  if (res.modifiedCount !== 1) {
    const now = await Contract.findById(c._id, { cancelledOn: 1 }).lean<Pick<ContractDoc, 'cancelledOn'>>();
    throw new HttpError(409, now?.cancelledOn ? CONTRACT_MESSAGES.cancelledAlready(now.cancelledOn) : CONTRACT_MESSAGES.changedMeanwhile);
  }
  await recordChange(c._id, ctx.by, ctx.now, `해약 (사유: ${body.reason})`, [
    { field: 'cancelledOn', from: null, to: body.on },
    { field: 'penalty', from: null, to: penalty },
  ]);
  await contractsChanged();
  return { cancelledOn: body.on, penalty, contract: c };
}
