/** The administrator's day of visits: slots with their reservations, and the same as CSV. */
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '../../shared/visits';
import type { AdminSlot, WeekDay } from '../../shared/visits-admin';
import { addDays } from '../../shared/kst';
import { toCsv } from '../core/csv';
import { LABELS } from '../../shared/labels';
import { Reservation, VisitSlot } from './model';
import { ofKind } from './slots';
import type { SlotKind } from '../../shared/winners';

export async function visitDay(date: string, kind?: SlotKind): Promise<AdminSlot[]> {
  const [slots, reservations] = await Promise.all([
    VisitSlot.find({ date, ...(kind ? ofKind(kind) : {}) }).sort({ start: 1 }).lean(),
    Reservation.find({ date }).sort({ createdAt: 1 }).lean(),
  ]);
  return slots.map((s) => ({
    id: String(s._id),
    start: s.start,
    end: s.end,
    capacity: s.capacity,
    booked: s.booked,
    closed: s.closed,
    kind: (s.kind ?? 'visit') as SlotKind,
    ...(s.dong ? { dong: s.dong } : {}),
    ...(s.line ? { line: s.line } : {}),
    reservations: reservations
      .filter((r) => String(r.slotId) === String(s._id))
      .map((r) => ({
        code: r.code,
        name: r.name,
        phone: r.phone,
        party: r.party,
        status: r.status as ReservationStatus,
        channel: (r.channel ?? 'web') as 'web' | 'phone' | 'walk-in',
        ...(r.bookedBy ? { bookedBy: r.bookedBy } : {}),
        ...(r.leadId ? { leadId: String(r.leadId) } : {}),
        ...(r.phoneVerified ? { phoneVerified: true } : {}),
        ...(r.unitDong ? { unit: `${r.unitDong}동${r.unitHo ? ` ${r.unitHo}호` : ''}` } : {}),
      })),
  }));
}

/** Seven Korean days from `from`: every slot with its capacity and what is booked (the week view). */
export async function visitWeek(from: string): Promise<WeekDay[]> {
  const to = addDays(from, 6);
  const slots = await VisitSlot.find({ date: { $gte: from, $lte: to } }).sort({ date: 1, start: 1 }).lean();
  const days: WeekDay[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push({ date: d, slots: [] });
  for (const s of slots) {
    days.find((d) => d.date === s.date)?.slots.push({
      id: String(s._id), start: s.start, end: s.end, capacity: s.capacity, booked: s.booked, closed: s.closed,
      kind: (s.kind ?? 'visit') as SlotKind, ...(s.dong ? { dong: s.dong } : {}), ...(s.line ? { line: s.line } : {}),
    });
  }
  return days;
}

/** CSV with a UTF-8 BOM so Excel shows the Korean text correctly. */
export function visitDayCsv(date: string, slots: AdminSlot[]): string {
  const header = ['날짜', '시간', '예약번호', '이름', '연락처', '인원', '상태', '예약 경로'];
  const lines = slots.flatMap((s) =>
    s.reservations.map((r) => [date, `${s.start}~${s.end}`, r.code, r.name, r.phone, String(r.party), RESERVATION_STATUS_LABELS[r.status], LABELS.bookingChannel[r.channel] ?? r.channel]),
  );
  return toCsv(header, lines);
}
