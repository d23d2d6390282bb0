/**
 * A booking's place goes back to the slot the booking held when its own write landed, never to a
 * slot read before it: a cancel claims the booking in the slot it names ({booked, slotId X} →
 * cancelled) and gives back X; a move claims it the same way ({booked, slotId X} → Y) and gives
 * back X. Of a cancel and a move sent together, one write lands first; a cancel that finds the
 * booking moved reads it again and cancels it where it now is, a move that finds it changed
 * answers 409. So whatever the order, a slot's count is its live bookings.
 */
import type { Types } from 'mongoose';
import { HttpError } from '../http/errors';
import { VISIT_MESSAGES } from '../../shared/visits';
import { Reservation } from './model';

export const STATUS_CHANGED = '예약 상태가 방금 바뀌었습니다. 새로고침한 뒤 다시 확인해 주세요.';

/** Where a test interleaves the writes of bookings, moves and cancels running together; nothing in production sets it. */
export const stepHooks: { beforeWrite?: (step: string) => Promise<unknown> } = {};
export const beforeWrite = async (step: string): Promise<void> => {
  await stepHooks.beforeWrite?.(step);
};

type Booking = NonNullable<Awaited<ReturnType<typeof readBooking>>>;
const readBooking = (id: Types.ObjectId) => Reservation.findById(id).lean();

/** Tries before giving up with 'busy' (each failed try means another write to this booking landed). */
const CLAIM_TRIES = 8;

/**
 * Cancels a booked reservation in the slot it holds at that moment, and returns the reservation as
 * the cancel found it: its slot (and day) are the ones to give back.
 */
export async function claimCancel<T extends Pick<Booking, '_id' | 'slotId'>>(r: T, now: Date): Promise<T | Booking> {
  let current: T | Booking = r;
  for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
    await beforeWrite('cancel:claim');
    const done = await Reservation.updateOne(
      { _id: current._id, status: 'booked', slotId: current.slotId },
      { $set: { status: 'cancelled', cancelledAt: now, placeReleased: false } },
    );
    if (done.modifiedCount === 1) return current;
    const fresh = await readBooking(r._id);
    if (fresh?.status !== 'booked') throw new HttpError(409, fresh?.status === 'cancelled' ? VISIT_MESSAGES.alreadyCancelled : STATUS_CHANGED);
    current = fresh; // moved meanwhile: cancel it in its new slot
  }
  throw new HttpError(409, VISIT_MESSAGES.busy);
}

/** Switches a booked reservation from the slot read (`r.slotId`) to `slot`; false if it changed meanwhile. */
export async function claimMove(
  r: Pick<Booking, '_id' | 'slotId'>,
  slot: { _id: Types.ObjectId; date: string; start: string; end: string; startsAt: Date },
  now: Date,
): Promise<boolean> {
  await beforeWrite('move:switch');
  const switched = await Reservation.updateOne(
    { _id: r._id, status: 'booked', slotId: r.slotId },
    { $set: { slotId: slot._id, date: slot.date, start: slot.start, end: slot.end, startsAt: slot.startsAt, movedAt: now } },
  );
  return switched.modifiedCount === 1;
}
