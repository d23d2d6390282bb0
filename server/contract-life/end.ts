/**
 * A 해약 ends the contract everywhere. The ledger's write (contracts/cancel.ts) decides it once; then
 * what hangs on the contract follows, each step safe to run again: its bookings are cancelled and
 * their places given back, its unsent texts withdrawn, its open defects closed in words, and its unit
 * goes back to the board as 보류. The contract is marked settled after the last step; one ended but
 * not settled (a process that died in between) is settled by the sweep at start (sweep.ts).
 * Its 입주증 needs no write: the pass check reads the contract and answers ✗ 해약.
 */
import { Types } from 'mongoose';
import type { z } from 'zod';
import { HttpError } from '../http/errors';
import { CancelBody, cancelContract } from '../contracts/cancel';
import { Contract, type ContractDoc } from '../contracts/model';
import { endedMoney } from '../contracts/ended-money';
import { boardFollowsLedger } from '../contracts/board';
import { Reservation } from '../visits/model';
import { setStatusByCode, type VisitContext } from '../visits/reservations';
import { Defect } from '../defects/model';
import { LIFE_MESSAGES, type EndedMoney } from '../../shared/contract-life';
import { MoveInRecord, type MoveInRecordDoc } from '../movein/model';
import { kstDay } from '../core/time';

/** What the contract-life routes need: the visits' context carries the clock, the outbox and the site. */
export type LifeContext = VisitContext & {
  /** The 입주자모집공고일 once the desk entered it: no 해약 falls before it. */
  noticeDay?: () => Promise<string | null>;
};

export const ENDED_DEFECT_NOTE = '계약 해약으로 하자 접수를 종결했습니다.';

/** POST /api/admin/contracts/:id/cancel: the 해약 recorded, then followed everywhere; its money answered. */
export async function endContract(id: string, body: z.infer<typeof CancelBody>, by: string, ctx: LifeContext): Promise<{ cancelledOn: string; penalty: number; ended: EndedMoney }> {
  // Once the keys are handed over the sale has been carried out: a 해약 then is not the desk's to record.
  const keys = Types.ObjectId.isValid(id) && id.length === 24 ? (await MoveInRecord.findById(id, { keys: 1 }).lean<MoveInRecordDoc>())?.keys : null;
  if (keys) throw new HttpError(409, LIFE_MESSAGES.keysHanded(kstDay(keys.at)));
  const done = await cancelContract(id, body, { by, now: ctx.now(), penaltyPercent: ctx.site.pricing.penaltyPercent, noticeDay: (await ctx.noticeDay?.()) ?? ctx.site.disclosures.permit?.date ?? null });
  await settleEnded(done.contract._id, by, ctx);
  const c = await Contract.findById(done.contract._id).lean<ContractDoc>();
  return { cancelledOn: done.cancelledOn, penalty: done.penalty, ended: endedMoney(c!)! };
}

/** Everything that hangs on an ended contract follows it; a contract settled already, or live, is left alone. */
export async function settleEnded(contractId: Types.ObjectId, by: string, ctx: LifeContext): Promise<boolean> {
  const c = await Contract.findById(contractId, { cancelledOn: 1, cancellation: 1, dong: 1, ho: 1 }).lean<Pick<ContractDoc, '_id' | 'cancelledOn' | 'cancellation' | 'dong' | 'ho'>>();
  if (!c?.cancelledOn || c.cancellation?.settledAt) return false;
  const now = ctx.now();
  // Bookings: each cancelled as the desk cancels one (its place and lock given back, its texts withdrawn).
  for (const r of await Reservation.find({ contractId: c._id, status: 'booked' }, { code: 1 }).lean()) {
    await setStatusByCode(ctx, r.code, 'cancelled', by).catch((err: unknown) => {
      if (!(err instanceof HttpError) || err.status !== 409) throw err; // cancelled or marked meanwhile
    });
  }
  // Texts not yet sent about its money (payment reminders carry the contract's group).
  await ctx.outbox.cancelGroup(`contract:${String(c._id)}`, 'contract ended');
  // Open defects are closed in words: the unit's next contract files its own.
  for (const d of await Defect.find({ contractId: c._id, closed: false }, { state: 1, rev: 1 }).lean()) {
    const step = { state: d.state, at: now, byKind: 'desk', byName: '시스템', note: ENDED_DEFECT_NOTE };
    await Defect.updateOne({ _id: d._id, rev: d.rev }, { $set: { closed: true, updatedAt: now }, $inc: { rev: 1 }, $addToSet: { history: step } });
    await ctx.outbox.cancelGroup(`defect:${String(d._id)}`, 'contract ended');
  }
  await boardFollowsLedger(c.dong, c.ho, { by, now, why: '해약' });
  await Contract.updateOne({ _id: c._id, 'cancellation.settledAt': { $exists: false } }, { $set: { 'cancellation.settledAt': now } });
  return true;
}
