/**
 * A unit and its contract visit (handed to visits by app.ts). The visit is tied to its unit when it
 * is booked (the reservation keeps the unit's id, the unit the reservation's), and each later step
 * is one conditional write on that unit *and* that booking, so a visit marked done can contract
 * only the unit it was booked for, never another unit the same phone holds later:
 * - booked: the unit awaits its contract (계약대기); a hold stays with it. A unit already 계약대기
 *   by the desk's confirm of this phone's hold, and tied to no visit, is tied to this one.
 * - signed (the visit marked done): 계약완료. unsigned (the mark undone): back to 계약대기.
 * - cancelled (by the desk or the buyer's link): a held unit is held again until its hold's own end,
 *   or goes back to 잔여 at once when that has passed; a winner's unit returns to the state it had.
 * Every step is recorded with the desk account that caused it, or 'visitor' (decision 0028).
 */
import { Types } from 'mongoose';
import type { UnitState } from '../../shared/units';
import { Unit, UnitHold, type UnitDoc } from './model';
import { listingChanged } from './listing-changes';

type Step = 'booked' | 'signed' | 'unsigned' | 'cancelled';
type Visit = { reservationId: Types.ObjectId; unitId: Types.ObjectId; phone: string };

/** The unit a contract visit is for: the winner's 동·호 on the list, else the unit this phone's active hold is on. */
export async function contractUnit(who: { phone: string; winner?: { dong?: string | null; ho?: string | null } | null }): Promise<Types.ObjectId | null> {
  if (who.winner?.dong && who.winner.ho) return (await Unit.findOne({ dong: who.winner.dong, ho: who.winner.ho }, { _id: 1 }).lean())?._id ?? null;
  const hold = await UnitHold.findOne({ phone: who.phone, active: true }, { unitId: 1 }).lean();
  return hold ? ((await Unit.findOne({ _id: hold.unitId, 'hold.id': hold._id }, { _id: 1 }).lean())?._id ?? null) : null;
}

/** States a booking may move to 계약대기 (a held unit only for its own holder). */
const BOOKABLE: readonly UnitState[] = ['unreleased', 'available', 'held', 'reserved'];

export async function contractStep(step: Step, visit: Visit, now: Date, by: string): Promise<void> {
  const unit = await Unit.findById(visit.unitId).lean<UnitDoc>();
  if (!unit) return;
  const from = unit.state as UnitState;
  const mine = { _id: unit._id, 'booking.id': visit.reservationId };
  const move = async (filter: object, to: UnitState, reason: string, extra: { set?: object; unset?: object } = {}) => {
    const res = await Unit.updateOne(filter, {
      $set: { state: to, updatedAt: now, ...extra.set },
      ...(extra.unset ? { $unset: extra.unset } : {}),
      $addToSet: { history: { id: new Types.ObjectId(), from, to, by, at: now, reason } },
    });
    if (res.modifiedCount) listingChanged();
    return res.modifiedCount === 1;
  };

  if (step === 'booked') {
    // 계약대기 by the desk's confirm of this phone's hold, no visit yet: the visit takes the unit as it stands.
    const confirmed = from === 'pending' && !unit.booking && !!unit.hold && unit.hold.phone === visit.phone;
    if (!(BOOKABLE.includes(from) || confirmed) || (from === 'held' && unit.hold?.phone !== visit.phone)) return;
    const moved = await move({ _id: unit._id, state: from, 'hold.id': unit.hold?.id ?? null, booking: null }, 'pending', '계약 방문 예약', {
      set: { booking: { id: visit.reservationId, from } },
    });
    if (moved && unit.hold) await UnitHold.updateOne({ _id: unit.hold.id, confirmedAt: null }, { $set: { confirmedAt: now } });
    return;
  }
  if (step === 'signed') return void (await move({ ...mine, state: 'pending' }, 'contracted', '계약 체결(계약 방문 완료)'));
  if (step === 'unsigned') return void (await move({ ...mine, state: 'contracted' }, 'pending', '계약 방문 완료 취소'));

  // Cancelled: only while this booking's unit still awaits its contract.
  if (from !== 'pending' || String(unit.booking?.id) !== String(visit.reservationId)) return;
  const filter = { ...mine, state: 'pending', 'hold.id': unit.hold?.id ?? null };
  if (!unit.hold) {
    await move(filter, (unit.booking!.from as UnitState) ?? 'available', '계약 방문 취소', { unset: { booking: 1 } });
    return;
  }
  if (unit.hold.expiresAt && unit.hold.expiresAt > now) {
    await move(filter, 'held', '계약 방문 취소(홀드 마감까지 다시 홀드)', { unset: { booking: 1 } });
    return;
  }
  if (await move(filter, 'available', '계약 방문 취소(홀드 시간이 지나 잔여 전환)', { unset: { booking: 1, hold: 1 } })) {
    await UnitHold.updateOne({ _id: unit.hold.id, active: true }, { $set: { active: false, endedAt: now } });
  }
}
