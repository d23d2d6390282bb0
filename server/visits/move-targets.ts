/**
 * The slots the desk offers a booking to move to: open, not full, in the week shown, and only those
 * the one rule of slot-fit.ts lets it hold (its own kind, 동 and line), so a 입주 booking of 101동
 * 1·2호 라인 is never offered another line's half-day.
 */
import type { AdminSlot, WeekDay } from '../../shared/visits-admin';
import { assertSlotFits, type BookingUnit } from './slot-fit';

const unitOf = (unit?: string): BookingUnit | null => {
  const m = unit ? /^(\d+)동(?: (\d+)호)?$/.exec(unit) : null;
  return m ? { dong: m[1]!, ...(m[2] ? { ho: m[2] } : {}) } : null;
};

const fits = (booking: Parameters<typeof assertSlotFits>[0], slot: Parameters<typeof assertSlotFits>[1]) => {
  try {
    assertSlotFits(booking, slot);
    return true;
  } catch {
    return false;
  }
};

export function withMoveTargets(day: AdminSlot[], week: WeekDay[]): AdminSlot[] {
  const open = week.flatMap((d) => d.slots.filter((s) => !s.closed && s.booked < s.capacity));
  return day.map((s) => ({
    ...s,
    reservations: s.reservations.map((r) =>
      r.status !== 'booked' ? r : { ...r, moveTo: open.filter((t) => t.id !== s.id && fits({ kind: s.kind, unit: unitOf(r.unit) }, t)).map((t) => t.id) },
    ),
  }));
}
