/**
 * Units and the people who take them: a listed winner's unit is its 동·호 on the winners' list; a
 * buyer who held a unit on the site may book a contract visit like a winner (what the visit does to
 * its unit: contracts.ts). A winner ruled ineligible keeps their unit until a manager releases it.
 */
import type { Types } from 'mongoose';
import { Unit, UnitHold } from './model';
import type { AdminWinner } from '../../shared/winners';

/** Names compare without spaces (홍 길동 = 홍길동), as on the winners' list. */
const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/** True when this name and phone hold a unit (held or awaiting its contract): they may book a contract visit. */
export async function holdsUnit(name: string, phone: string): Promise<boolean> {
  const hold = await UnitHold.findOne({ phone, active: true }, { name: 1 }).lean();
  return !!hold && sameName(hold.name, name);
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
