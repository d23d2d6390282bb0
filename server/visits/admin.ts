/** The administrator's day of visits: slots with their reservations, and the same as CSV. */
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '../../shared/visits';
import type { AdminSlot } from '../../shared/visits-admin';
import { cell } from '../leads/inbox';
import { Reservation, VisitSlot } from './model';

export async function visitDay(date: string): Promise<AdminSlot[]> {
  const [slots, reservations] = await Promise.all([
    VisitSlot.find({ date }).sort({ start: 1 }).lean(),
    Reservation.find({ date }).sort({ createdAt: 1 }).lean(),
  ]);
  return slots.map((s) => ({
    id: String(s._id),
    start: s.start,
    end: s.end,
    capacity: s.capacity,
    booked: s.booked,
    closed: s.closed,
    reservations: reservations
      .filter((r) => String(r.slotId) === String(s._id))
      .map((r) => ({ code: r.code, name: r.name, phone: r.phone, party: r.party, status: r.status as ReservationStatus, ...(r.phoneVerified ? { phoneVerified: true } : {}) })),
  }));
}

/** CSV with a UTF-8 BOM so Excel shows the Korean text correctly. */
export function visitDayCsv(date: string, slots: AdminSlot[]): string {
  const header = ['날짜', '시간', '예약번호', '이름', '연락처', '인원', '상태'];
  const lines = slots.flatMap((s) =>
    s.reservations.map((r) => [date, `${s.start}~${s.end}`, r.code, r.name, r.phone, String(r.party), RESERVATION_STATUS_LABELS[r.status]].map(cell).join(',')),
  );
  return '\uFEFF' + [header.map(cell).join(','), ...lines].join('\r\n') + '\r\n';
}
