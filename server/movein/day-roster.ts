/**
 * One 입주 day as the desk prints it for the lifts and the management office: by line (동, then the
 * first 호 ending), then by 동·호 as numbers, each household with its 계약자, 연락처 and half-day.
 */
import { Types } from 'mongoose';
import { Reservation, VisitSlot } from '../visits/model';
import { Contract } from '../contracts/model';
import { byUnitNumber, halfDayOf, type MoveInDay } from '../../shared/movein';
import { lineOrder } from './desk';
import { unitName } from './service';

export async function moveInDay(date: string): Promise<MoveInDay> {
  const slots = await VisitSlot.find({ kind: 'movein', date }).lean();
  const rows = await Reservation.find({ slotId: { $in: slots.map((s) => s._id) }, status: { $ne: 'cancelled' } }).lean();
  const ids = rows.flatMap((r) => (r.contractId ? [new Types.ObjectId(String(r.contractId))] : []));
  const contracts = ids.length ? await Contract.find({ _id: { $in: ids } }, { dong: 1, ho: 1, holders: 1 }).lean() : [];
  const lines = [...new Set(slots.map((s) => s.line ?? '').filter(Boolean))].sort(lineOrder);
  return {
    date,
    lines: lines.map((line) => {
      const own = slots.filter((s) => s.line === line).sort((a, b) => a.start.localeCompare(b.start));
      return {
        line,
        halves: own.map((s) => ({ half: halfDayOf(s.start), start: s.start, end: s.end, booked: s.booked, capacity: s.capacity })),
        rows: rows
          .filter((r) => own.some((s) => String(s._id) === String(r.slotId)))
          .map((r) => {
            const c = contracts.find((x) => String(x._id) === String(r.contractId));
            return {
              code: r.code,
              unit: c ? unitName(c) : r.message,
              names: c ? c.holders.map((h) => h.name) : [r.name],
              phone: r.phone,
              half: halfDayOf(r.start),
              start: r.start,
              end: r.end,
            };
          })
          .sort((a, b) => byUnitNumber(a.unit, b.unit) || a.start.localeCompare(b.start)),
      };
    }),
  };
}
