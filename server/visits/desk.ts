/**
 * The model-house desk: staff book for a caller or a walk-in (no verification code: staff spoke to
 * them; the account is recorded), bookings move between slots without ever exceeding a capacity
 * (the new place is taken by a conditional update before the old one is given back), and a slot
 * is deleted only while it holds no booking.
 */
import { Types } from 'mongoose';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import { PARTY_MAX, PARTY_MIN, VISIT_MESSAGES, shortDay } from '../../shared/visits';
import { LEAD_MESSAGES } from '../../shared/leads';
import { Reservation, VisitDayLock, VisitSlot } from './model';
import { book, findByToken, lockId, takeDayLock, usesDayLock, type VisitContext } from './reservations';
import { reservationMoved, type Actor } from './lead-link';
import { queueMoved } from './messages';
import { beforeWrite, claimMove } from './booking-claims';
import { assertMayMoveTo } from './slot-fit';
import { phoneField } from '../core/phone';
import { Lead } from '../leads/model';
import type { AdminReservation } from '../../shared/visits-admin';

const objectId = z.string({ error: VISIT_MESSAGES.fields.slotId }).regex(/^[0-9a-f]{24}$/i, VISIT_MESSAGES.fields.slotId);

export const StaffBooking = z.object({
  slotId: objectId,
  name: z.string({ error: LEAD_MESSAGES.fields.name }).trim().min(1, LEAD_MESSAGES.fields.name).max(50, LEAD_MESSAGES.fields.name),
  phone: phoneField(),
  party: z.coerce.number({ error: VISIT_MESSAGES.fields.party }).int(VISIT_MESSAGES.fields.party).min(PARTY_MIN, VISIT_MESSAGES.fields.party).max(PARTY_MAX, VISIT_MESSAGES.fields.party),
  channel: z.enum(['phone', 'walk-in'], { error: "channel은 'phone' 또는 'walk-in'입니다." }),
  message: z.string().max(2000).optional().default(''),
});

export const MoveBody = z.object({ slotId: objectId });

type ReservationDoc = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

export function deskView(r: {
  code: string;
  name: string;
  phone: string;
  party: number;
  status: string;
  date: string;
  start: string;
  end: string;
  channel?: string | null;
  bookedBy?: string | null;
  leadId?: unknown;
}): AdminReservation & { date: string; start: string; end: string } {
  return {
    code: r.code,
    name: r.name,
    phone: r.phone,
    party: r.party,
    status: r.status as AdminReservation['status'],
    date: r.date,
    start: r.start,
    end: r.end,
    channel: (r.channel ?? 'web') as AdminReservation['channel'],
    ...(r.bookedBy ? { bookedBy: r.bookedBy } : {}),
    ...(r.leadId ? { leadId: String(r.leadId) } : {}),
  };
}

/** A booking made by staff (phone or walk-in), recorded with the account that made it. */
export async function staffBook(ctx: VisitContext, input: z.infer<typeof StaffBooking>, account: string) {
  const r = await book(ctx, { ...input, channel: input.channel, bookedBy: account });
  return deskView(r);
}

/**
 * Moves a booked reservation to another slot. The new place is taken first (conditional update),
 * then the reservation is switched only if it is still booked in its old slot, then the old place
 * is given back: at no moment does a slot hold more than its capacity, and a failed step undoes
 * what came before it.
 */
export async function moveReservation(ctx: VisitContext, r: ReservationDoc, slotId: string, actor: Actor) {
  const now = ctx.now();
  if (r.status !== 'booked') throw new HttpError(409, r.status === 'cancelled' ? VISIT_MESSAGES.alreadyCancelled : '방문 처리된 예약은 옮길 수 없습니다.');
  if (actor.kind === 'visitor' && r.startsAt <= now) throw new HttpError(409, '이미 지난 예약은 변경할 수 없습니다.');
  if (String(r.slotId) === slotId) throw new HttpError(409, '지금 예약된 시간과 같습니다. 다른 시간을 선택해 주세요.');
  const slot = Types.ObjectId.isValid(slotId) ? await VisitSlot.findById(slotId).lean() : null;
  if (!slot) throw new HttpError(400, VISIT_MESSAGES.fields.slotId, { slotId: VISIT_MESSAGES.fields.slotId });
  if (slot.startsAt <= now) throw new HttpError(409, VISIT_MESSAGES.past);
  if (slot.closed) throw new HttpError(409, VISIT_MESSAGES.closed);
  // Its own kind, 동 and line only (the one rule every door applies, slot-fit.ts).
  await assertMayMoveTo(ctx, r, slot);

  const phone = r.phone;
  // Another day's lock for the phone (사전점검 and 입주 hold none: they are per contract).
  const newDay = slot.date !== r.date && usesDayLock(r.kind);
  if (newDay) await takeDayLock(phone, slot.date, now, ctx.retentionDays);
  await beforeWrite('move:take');
  const taken = await VisitSlot.updateOne({ _id: slot._id, closed: false, startsAt: { $gt: now }, remaining: { $gte: 1 } }, { $inc: { remaining: -1, booked: 1 } });
  if (taken.modifiedCount !== 1) {
    if (newDay) await VisitDayLock.deleteOne({ _id: lockId(phone, slot.date), reservationId: { $exists: false } });
    throw new HttpError(409, VISIT_MESSAGES.full);
  }
  // Only from the slot read: the old place given back below is the one this write left.
  if (!(await claimMove(r, slot, now))) {
    await VisitSlot.updateOne({ _id: slot._id }, { $inc: { remaining: 1, booked: -1 } });
    if (newDay) await VisitDayLock.deleteOne({ _id: lockId(phone, slot.date), reservationId: { $exists: false } });
    throw new HttpError(409, '예약이 방금 바뀌었습니다. 새로고침한 뒤 다시 시도해 주세요.');
  }
  await beforeWrite('move:release');
  await VisitSlot.updateOne({ _id: r.slotId }, { $inc: { remaining: 1, booked: -1 } });
  if (newDay) {
    await VisitDayLock.updateOne({ _id: lockId(phone, slot.date) }, { $set: { reservationId: r._id } });
    await VisitDayLock.deleteOne({ _id: lockId(phone, r.date) });
  }
  const moved = (await Reservation.findById(r._id).lean())!;
  await restateLeadSummary(r.leadId, moved);
  ctx.log.info({ reservation: String(r._id), by: actor.kind }, 'visit moved');
  await queueMoved(ctx.outbox, ctx.site, moved).catch((err) => ctx.log.error({ err, reservation: String(r._id) }, 'could not queue the move message'));
  await reservationMoved(r.leadId, { date: r.date, start: r.start }, { date: slot.date, start: slot.start }, actor, now);
  return moved;
}

/** The lead's first line names the booked time ('[방문예약 …]'): it follows the move. */
async function restateLeadSummary(leadId: Types.ObjectId | null | undefined, r: { date: string; start: string; party: number }) {
  if (!leadId) return;
  const lead = await Lead.findById(leadId, { message: 1 }).lean<{ message?: string }>();
  const message = lead?.message ?? '';
  if (!message.startsWith('[방문예약 ')) return;
  const rest = message.replace(/^\[방문예약 [^\]]*\]/, '');
  const channel = /, (전화 예약|현장 방문)\]/.exec(message)?.[1];
  await Lead.updateOne({ _id: leadId, message }, { $set: { message: `[방문예약 ${shortDay(r.date)} ${r.start}, ${r.party}명${channel ? `, ${channel}` : ''}]${rest}` } });
}

export async function moveByCode(ctx: VisitContext, code: string, slotId: string, account: string) {
  const r = await Reservation.findOne({ code: code.toUpperCase() }).lean();
  if (!r) throw new HttpError(404, '예약을 찾을 수 없습니다.');
  return deskView(await moveReservation(ctx, r, slotId, { kind: 'admin', account }));
}

/** Deletes a slot that holds no booking (a booked one answers 409: move or cancel its parties first). */
export async function deleteSlot(id: string) {
  if (!Types.ObjectId.isValid(id)) throw new HttpError(404, '시간대를 찾을 수 없습니다.');
  const res = await VisitSlot.deleteOne({ _id: id, booked: 0 });
  if (res.deletedCount === 1) return;
  const slot = await VisitSlot.findById(id).lean();
  if (!slot) throw new HttpError(404, '시간대를 찾을 수 없습니다.');
  throw new HttpError(409, `예약 ${slot.booked}팀이 있는 시간대는 삭제할 수 없습니다. 예약을 다른 시간으로 옮기거나 취소한 뒤 삭제해 주세요.`);
}

export { shortDay };
