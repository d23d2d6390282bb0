/** The board's and the public page's views of the units (the public one names no person). */
import { UNIT_MESSAGES, UNIT_STATE_LABELS, type AdminUnit, type PublicUnit, type UnitPlace, type UnitState } from '../../shared/units';
import { toCsv } from '../core/csv';
import { kstStamp } from '../core/time';
import { Winner } from '../winners/model';
import { Unit, type UnitDoc } from './model';

export interface UnitFilter {
  dong?: string;
  type?: string;
  state?: UnitState;
}

/** 동 in number order (101, 102, …, 1001), then 호 by floor and line. */
const byPlace = (a: { dong: string; ho: string }, b: { dong: string; ho: string }) =>
  a.dong.localeCompare(b.dong, 'ko', { numeric: true }) || a.ho.localeCompare(b.ho, 'ko', { numeric: true });

/**
 * 계약대기 under a hold whose time is over and tied to no contract visit: the desk confirmed it (or
 * set it by hand) and no visit was booked. The sweep leaves the desk's states alone, so the board
 * asks the desk to act (decision 0028).
 */
export const needsAction = (u: Pick<UnitDoc, 'state' | 'hold' | 'booking'>, now: Date): boolean =>
  u.state === 'pending' && !!u.hold && !u.booking && !!u.hold.expiresAt && u.hold.expiresAt <= now;

export async function listUnits(filter: UnitFilter = {}, now = new Date()): Promise<AdminUnit[]> {
  const q: Record<string, string> = {};
  if (filter.dong) q.dong = filter.dong;
  if (filter.type) q.unitType = filter.type;
  if (filter.state) q.state = filter.state;
  const units = (await Unit.find(q).lean<UnitDoc[]>()).sort(byPlace);
  const winners = await Winner.find({ dong: { $in: [...new Set(units.map((u) => u.dong))] }, ineligible: false }, { name: 1, dong: 1, ho: 1 }).lean();
  const winnerOf = new Map(winners.map((w) => [`${w.dong}|${w.ho}`, w]));
  return units.map((u) => {
    const w = winnerOf.get(`${u.dong}|${u.ho}`);
    return {
      ...placeOf(u),
      state: u.state as UnitState,
      ...(u.hold && (u.state === 'held' || u.state === 'pending')
        ? { hold: { name: u.hold.name ?? '', phone: u.hold.phone ?? '', expiresAt: (u.hold.expiresAt ?? new Date(0)).toISOString() } }
        : {}),
      ...(w ? { winner: { id: String(w._id), name: w.name } } : {}),
      ...(needsAction(u, now) ? { needsAction: UNIT_MESSAGES.lapsedWithoutVisit } : {}),
      history: (u.history ?? []).map((h) => ({ from: (h.from ?? null) as UnitState | null, to: h.to as UnitState, by: h.by, at: h.at.toISOString(), reason: h.reason })),
    };
  });
}

/** Where a unit is and what it is, as every list of units gives it. */
const placeOf = (u: UnitDoc): UnitPlace => ({ id: String(u._id), dong: u.dong, ho: u.ho, floor: u.floor ?? null, line: u.line ?? null, unitType: u.unitType });

/** Only what anyone may see: where a unit is and whether it can still be picked. */
export async function publicUnits(): Promise<PublicUnit[]> {
  // Every unit, so the grid keeps its shape: anything but 잔여 reads as taken (never why, nor whose).
  const units = (await Unit.find({}, { dong: 1, ho: 1, floor: 1, line: 1, unitType: 1, state: 1 }).lean<UnitDoc[]>()).sort(byPlace);
  return units.map((u) => ({
    ...placeOf(u),
    state: u.state === 'available' ? 'available' : 'taken',
  }));
}

/** The board as filtered, through the one CSV writer (BOM, quoted cells, no formulas). */
export function unitsCsv(units: AdminUnit[]): string {
  const header = ['동', '호', '층', '라인', '주택형', '상태', '홀드·계약자', '연락처', '홀드 마감', '당첨자', '최근 변경', '변경 사유'];
  return toCsv(
    header,
    units.map((u) => {
      const last = u.history.at(-1);
      return [
        u.dong, u.ho, u.floor === null ? '' : String(u.floor), u.line ?? '', u.unitType, UNIT_STATE_LABELS[u.state],
        u.hold?.name ?? '', u.hold?.phone ?? '', u.hold?.expiresAt ? kstStamp(u.hold.expiresAt) : '', u.winner?.name ?? '', last ? kstStamp(last.at) : '', last?.reason ?? '',
      ];
    }),
  );
}
