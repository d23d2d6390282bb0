/**
 * Units and the people who take them: a listed winner's unit is its 동·호 on the winners' list; a
 * buyer who held a unit on the site may book a contract visit like a winner. Booking the contract
 * visit moves the unit to `pending` (계약대기), signing it (the visit marked done) to `contracted`.
 * A winner ruled ineligible keeps their unit until a manager releases it on the board.
 */
import type { Types } from 'mongoose';
import { Unit, UnitHold, type UnitDoc } from './model';
import { Winner } from '../winners/model';
import { changeState } from './rules';
import type { UnitState } from '../../shared/units';
import type { AdminWinner } from '../../shared/winners';

/** Names compare without spaces (홍 길동 = 홍길동), as on the winners' list. */
const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/** True when this name and phone hold a unit (held or awaiting its contract): they may book a contract visit. */
export async function holdsUnit(name: string, phone: string): Promise<boolean> {
  const hold = await UnitHold.findOne({ phone, active: true }, { name: 1 }).lean();
  return !!hold && sameName(hold.name, name);
}

type Who = { phone: string; winnerId?: Types.ObjectId | null; winner?: { dong?: string | null; ho?: string | null } | null };

/** The unit a winner or a holder takes: their 동·호 on the list, or the unit their active hold is on. */
async function unitFor(who: Who): Promise<UnitDoc | null> {
  const winner = who.winner ?? (who.winnerId ? await Winner.findById(who.winnerId, { dong: 1, ho: 1 }).lean() : null);
  if (winner?.dong && winner.ho) return Unit.findOne({ dong: winner.dong, ho: winner.ho }).lean<UnitDoc>();
  const hold = await UnitHold.findOne({ phone: who.phone, active: true }, { unitId: 1 }).lean();
  return hold ? Unit.findOne({ _id: hold.unitId, 'hold.id': hold._id }).lean<UnitDoc>() : null;
}

const BEFORE_CONTRACT: readonly UnitState[] = ['unreleased', 'available', 'held', 'reserved'];

/**
 * A contract visit was booked (the unit awaits its contract, a hold becomes confirmed) or marked
 * done (the unit is contracted). Handed to visits as its `onContract` (app.ts).
 */
export async function contractStep(step: 'booked' | 'signed', who: Who, now: Date): Promise<void> {
  const unit = await unitFor(who);
  if (!unit) return;
  if (step === 'booked') {
    if (!BEFORE_CONTRACT.includes(unit.state as UnitState)) return;
    await changeState(unit._id, { to: 'pending', by: 'system', reason: '계약 방문 예약', now, from: BEFORE_CONTRACT });
    return;
  }
  if (unit.state === 'contracted') return;
  await changeState(unit._id, { to: 'contracted', by: 'system', reason: '계약 체결(계약 방문 완료)', now, from: ['pending', 'held', 'reserved', 'unreleased'] });
}

/** Each winner's unit id by 동·호 (the winners' list links to the board). */
export async function unitIdsByDongHo(pairs: { dong?: string; ho?: string }[]): Promise<Map<string, string>> {
  const wanted = pairs.filter((p) => p.dong && p.ho).map((p) => ({ dong: p.dong!, ho: p.ho! }));
  if (!wanted.length) return new Map();
  const units = await Unit.find({ $or: wanted }, { dong: 1, ho: 1 }).lean<{ _id: Types.ObjectId; dong: string; ho: string }[]>();
  return new Map(units.map((u) => [`${u.dong}|${u.ho}`, String(u._id)]));
}

/** The winners' rows with their unit on the board, where the unit list holds their 동·호. */
export async function withUnits(rows: AdminWinner[]): Promise<AdminWinner[]> {
  const ids = await unitIdsByDongHo(rows);
  return rows.map((w) => (w.dong && w.ho && ids.has(`${w.dong}|${w.ho}`) ? { ...w, unitId: ids.get(`${w.dong}|${w.ho}`) } : w));
}
