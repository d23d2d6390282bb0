/** The desk's reads of 입주 and 사전점검: the move-in calendar, the entrance check-in list, the 입주증 check. */
import { Types } from 'mongoose';
import { Reservation, VisitSlot } from '../visits/model';
import { Contract } from '../contracts/model';
import { HttpError } from '../http/errors';
import { addDays } from '../../shared/kst';
import { MOVE_IN_MESSAGES, byUnitNumber, halfDayOf, keyTime, matchesSearch, parseLine, type CheckInSlot, type KeyHandover, type MoveInCalendar } from '../../shared/movein';
import { balancePaid, moveInPeriod, unitName } from './service';
import { MoveInRecord, type MoveInRecordDoc } from './model';
import { releaseOf } from './release';
import type { ContractDoc } from '../contracts/model';
import { LIFE_MESSAGES } from '../../shared/contract-life';

/** Lines in the order residents read them: by 동, then by the first 호 ending. */
export const lineOrder = (a: string, b: string) => {
  const [x, y] = [parseLine(a), parseLine(b)];
  return Number(x?.dong ?? 0) - Number(y?.dong ?? 0) || (x?.ends[0] ?? 0) - (y?.ends[0] ?? 0) || a.localeCompare(b);
};

/** Every 입주 slot from `from` for `days` days: per day, per line, 오전/오후 filled of capacity. */
export async function moveInCalendar(from: string, days: number): Promise<MoveInCalendar> {
  const to = addDays(from, days - 1);
  const [slots, period] = await Promise.all([VisitSlot.find({ kind: 'movein', date: { $gte: from, $lte: to } }).sort({ date: 1, start: 1 }).lean(), moveInPeriod()]);
  const lines = [...new Set(slots.map((s) => s.line ?? '').filter(Boolean))].sort(lineOrder);
  const out: MoveInCalendar['days'] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const cells = slots
      .filter((s) => s.date === d && s.line)
      .map((s) => ({ line: s.line!, half: halfDayOf(s.start), booked: s.booked, capacity: s.capacity, closed: s.closed }));
    if (cells.length) out.push({ date: d, cells });
  }
  return { from, to, period, lines, days: out };
}

/** The 사전점검 entrance list of one day (one 동, or every 동): each slot with its households by number
 * (동, then 호 as numbers: 902 before 1201), narrowed by a search of 동·호 or name when one is given. */
export async function checkInList(date: string, dong?: string, q?: string): Promise<CheckInSlot[]> {
  const slots = await VisitSlot.find({ kind: 'inspection', date, ...(dong ? { dong } : {}) }).sort({ start: 1, dong: 1 }).lean();
  const found = await Reservation.find({ slotId: { $in: slots.map((s) => s._id) }, status: { $ne: 'cancelled' } }).lean();
  const rows = found.filter((r) => matchesSearch(r.message, r.name, q)).sort((a, b) => byUnitNumber(a.message, b.message));
  return slots.map((s) => ({
    id: String(s._id),
    start: s.start,
    end: s.end,
    dong: s.dong ?? null,
    rows: rows
      .filter((r) => String(r.slotId) === String(s._id))
      .map((r) => ({ code: r.code, unit: r.message, name: r.name, party: r.party, status: r.status })),
  }));
}

/** The key handover, once: a conditional update, so a second tap (or a second worker) is told who gave them and when. */
export async function giveKeys(code: string, by: string, at: Date): Promise<KeyHandover> {
  const pass = await checkPass(code, at);
  if (pass.ended) throw new HttpError(409, LIFE_MESSAGES.passEnded(pass.ended.on));
  // The keys follow the 입주 정산서: nothing left on it, or the desk's exception (release.ts).
  if (!pass.released) throw new HttpError(409, MOVE_IN_MESSAGES.keysUnsettled(pass.owed));
  const done = await MoveInRecord.updateOne({ code: pass.code, keys: { $exists: false } }, { $set: { keys: { by, at }, updatedAt: at } });
  const rec = (await MoveInRecord.findOne({ code: pass.code }, { keys: 1 }).lean())!;
  const keys = { by: rec.keys!.by, at: rec.keys!.at.toISOString() };
  if (done.modifiedCount !== 1) throw new HttpError(409, MOVE_IN_MESSAGES.keysGiven(keys.by, keyTime(keys.at)));
  return keys;
}

/** The 입주증 the management office reads: the unit, its holders, whether 잔금 is paid, its booked move-in. */
export async function checkPass(code: string, now: Date) {
  const clean = code.replace(/[\s-]/g, '').toUpperCase();
  const rec = /^[A-Z0-9]{8}$/.test(clean) ? await MoveInRecord.findOne({ code: clean }).lean() : null;
  const contract = rec ? await Contract.findById(rec._id).lean() : null;
  if (!rec || !contract) throw new HttpError(404, MOVE_IN_MESSAGES.passUnknown);
  const release = await releaseOf(contract as ContractDoc, now, undefined, rec as MoveInRecordDoc);
  const booking = await Reservation.findOne({ contractId: new Types.ObjectId(String(contract._id)), kind: 'movein', status: { $ne: 'cancelled' } }).lean();
  return {
    code: clean,
    unit: unitName(contract),
    names: contract.holders.map((h) => h.name),
    balancePaid: balancePaid(contract),
    settlementTotal: release.total,
    owed: release.owed,
    released: release.released,
    exception: release.exception,
    keys: rec.keys ? { by: rec.keys.by, at: rec.keys.at.toISOString() } : null,
    // A pass of an ended contract (해약) opens nothing: the check shows ✗ 해약.
    ...(contract.cancelledOn ? { ended: { on: contract.cancelledOn } } : {}),
    booking: booking ? { date: booking.date, start: booking.start, end: booking.end, half: halfDayOf(booking.start) } : null,
  };
}
