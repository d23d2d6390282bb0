/**
 * Places left behind are set right, each exactly once: a booking's hold is given back at most once
 * (by the booking's failure or by the repair of a crash), a cancelled reservation's place goes back
 * to its slot once however often the repair runs, and the repair at start-up (and every few minutes)
 * finds what a crash left between two writes. Split from reservations.ts, which books with these.
 */
import { Types } from 'mongoose';
import { Reservation, VisitSlot } from './model';

/** Gives a place back only while the booking's hold is there: exactly once, whoever does it. */
export function giveBackHold(slotId: Types.ObjectId, reservationId: Types.ObjectId, reclaimedAt?: Date) {
  const hold = `holds.${reservationId}`;
  return VisitSlot.updateOne(
    { _id: slotId, [hold]: { $exists: true } },
    { $inc: { remaining: 1, booked: -1 }, $unset: { [hold]: 1 }, ...(reclaimedAt ? { $set: { [`reclaimed.${reservationId}`]: reclaimedAt } } : {}) },
  );
}

/**
 * The reservation is stored: its hold becomes a kept place. If the repair gave the place back in
 * between (a booking stalled past STALE_HOLD_MS), a place is taken again, or `lost` undoes the booking.
 */
export async function keepPlace(slotId: Types.ObjectId, reservationId: Types.ObjectId, now: Date, lost: () => Promise<never>) {
  const hold = `holds.${reservationId}`;
  const kept = await VisitSlot.updateOne({ _id: slotId, [hold]: { $exists: true } }, { $unset: { [hold]: 1 } });
  if (kept.matchedCount === 1) return;
  const slot = await VisitSlot.findById(slotId, { [`reclaimed.${reservationId}`]: 1 }).lean<{ reclaimed?: Record<string, Date> }>();
  if (!slot?.reclaimed?.[String(reservationId)]) return; // the repair saw the reservation and kept the place
  const again = await VisitSlot.updateOne({ _id: slotId, remaining: { $gte: 1 } }, { $inc: { remaining: -1, booked: 1 }, $unset: { [`reclaimed.${reservationId}`]: 1 } });
  if (again.modifiedCount !== 1) await lost();
}

/** A cancelled reservation's place goes back to its slot once, however often this runs. */
export async function releasePlace(r: { _id: Types.ObjectId; slotId: Types.ObjectId }, now: Date) {
  const mark = `released.${r._id}`;
  await VisitSlot.updateOne({ _id: r.slotId, [mark]: { $exists: false } }, { $inc: { remaining: 1, booked: -1 }, $set: { [mark]: now } });
  await Reservation.updateOne({ _id: r._id }, { $set: { placeReleased: true } });
}

/** A hold older than this without its reservation was left by a crash between taking the place and storing it. */
export const STALE_HOLD_MS = 60_000;

/**
 * Start-up (and every few minutes): places left behind by a crash are set right. A stale hold whose
 * reservation exists is kept as a booked place; one without is given back. A cancellation whose
 * place was not yet given back gets it back (once). Returns what was repaired.
 */
export async function repairPlaces(now: Date): Promise<{ given: number; kept: number; released: number }> {
  const out = { given: 0, kept: 0, released: 0 };
  // Slots of the last week and later: a place on a slot long past no longer matters.
  const slots = await VisitSlot.find({ holds: { $exists: true }, startsAt: { $gt: new Date(now.getTime() - 7 * 86_400_000) } }, { holds: 1 }).lean<{ _id: Types.ObjectId; holds?: Record<string, Date> }[]>();
  for (const slot of slots) {
    for (const [id, at] of Object.entries(slot.holds ?? {})) {
      if (now.getTime() - new Date(at).getTime() < STALE_HOLD_MS || !Types.ObjectId.isValid(id)) continue;
      const rid = new Types.ObjectId(id);
      if (await Reservation.exists({ _id: rid, status: { $ne: 'cancelled' } })) {
        const res = await VisitSlot.updateOne({ _id: slot._id, [`holds.${id}`]: { $exists: true } }, { $unset: { [`holds.${id}`]: 1 } });
        out.kept += res.modifiedCount;
      } else {
        out.given += (await giveBackHold(slot._id, rid, now)).modifiedCount;
      }
    }
  }
  // `false` is written with the cancellation itself (older cancellations, without the field, were settled then).
  const unreleased = await Reservation.find({ status: 'cancelled', placeReleased: false }, { _id: 1, slotId: 1 }).lean();
  for (const r of unreleased) {
    await releasePlace(r, now);
    out.released++;
  }
  return out;
}
