/**
 * One 입주 day as the desk prints it for the lifts and the management office: by line (동, then the
 * first 호 ending), then by 동·호 as numbers, each household with its 계약자, 연락처 and half-day, and what
 * the desk needs at the door (issue 66): its 정산 (완납, or what the 입주 정산서 leaves), 열쇠 and open 하자.
 */
import { Types } from 'mongoose';
import { Reservation, VisitSlot } from '../visits/model';
import { Contract } from '../contracts/model';
import { byUnitNumber, halfDayOf, type MoveInDay } from '../../shared/movein';
import { lineOrder } from './desk';
import { unitName } from './service';
import { releaseOf } from './release';
import { MoveInRecord, type MoveInRecordDoc } from './model';
import { Defect } from '../defects/model';
import type { ContractDoc } from '../contracts/model';

export async function moveInDay(date: string, now: Date = new Date(`${date}T03:00:00Z`)): Promise<MoveInDay> {
  const slots = await VisitSlot.find({ kind: 'movein', date }).lean();
  const rows = await Reservation.find({ slotId: { $in: slots.map((s) => s._id) }, status: { $ne: 'cancelled' } }).lean();
  const ids = rows.flatMap((r) => (r.contractId ? [new Types.ObjectId(String(r.contractId))] : []));
  const contracts = ids.length ? await Contract.find({ _id: { $in: ids } }).lean<ContractDoc[]>() : [];
  const records = ids.length ? await MoveInRecord.find({ _id: { $in: ids } }).lean<MoveInRecordDoc[]>() : [];
  const defects = ids.length ? await Defect.find({ contractId: { $in: ids }, state: { $ne: 'confirmed' } }, { contractId: 1 }).lean() : [];
  // At the door, 정산 is what the sale is still owed (the 관리비 예치금 is paid at the management office).
  const door = new Map<string, { left: number; exception: boolean; keysAt: string | null; openDefects: number }>();
  for (const c of contracts) {
    const rec = records.find((r) => String(r._id) === String(c._id)) ?? null;
    const release = await releaseOf(c, now, undefined, rec);
    door.set(String(c._id), { left: release.owed, exception: !!release.exception, keysAt: rec?.keys ? rec.keys.at.toISOString() : null, openDefects: defects.filter((d) => String(d.contractId) === String(c._id)).length });
  }
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
              ...(c ? door.get(String(c._id)) : {}),
            };
          })
          .sort((a, b) => byUnitNumber(a.unit, b.unit) || a.start.localeCompare(b.start)),
      };
    }),
  };
}
