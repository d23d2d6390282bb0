/**
 * 입주 and 하자 once they begin: households moved in (a 입주 booking marked visited) of those sold,
 * by elevator line; defects received, closed (확인) and open, the median days from 접수 to 확인, by
 * kind and by 협력업체. Counts only.
 */
import type { DefectRow, MoveInRow as Line, SaleReport } from '../../shared/sale';

/** `lineOf`: each sold contract's 동 and line; `visited`: contracts whose keys were handed over (열쇠 지급); `booked`: any 입주 booking or key at all. */
export function moveInFigures(lineOf: Map<string, { dong: string; line: string }>, visited: Set<string>, booked: boolean): SaleReport['moveIn'] {
  if (!booked) return null;
  const lines = new Map<string, Line>();
  const dongs = new Map<string, Line>();
  const total: Line = { line: '합계', contracted: 0, movedIn: 0, rate: 0 };
  for (const [id, { dong, line }] of lineOf) {
    if (!lines.has(line)) lines.set(line, { line, contracted: 0, movedIn: 0, rate: 0 });
    const d = `${dong}동`;
    if (!dongs.has(d)) dongs.set(d, { line: d, contracted: 0, movedIn: 0, rate: 0 });
    for (const r of [total, lines.get(line)!, dongs.get(d)!]) {
      r.contracted++;
      if (visited.has(id)) r.movedIn++;
    }
  }
  const rate = (r: Line): Line => ({ ...r, rate: r.contracted ? r.movedIn / r.contracted : 0 });
  const num = (s: string) => (/^\d+/.test(s) ? Number(/^\d+/.exec(s)![0]) : Infinity);
  const sorted = (m: Map<string, Line>) => [...m.values()].map(rate).sort((a, b) => num(a.line) - num(b.line) || a.line.localeCompare(b.line));
  return { total: rate(total), byDong: sorted(dongs), byLine: sorted(lines) };
}

export interface DefectFacts {
  kind: string;
  closed: boolean;
  assignee?: { name?: string | null } | null;
  createdAt: Date;
  history?: { state: string; at: Date }[];
}

const DAY_MS = 86_400_000;

/** The middle value (the mean of the two middle ones for an even count), to one decimal. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const m = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return Math.round(m * 10) / 10;
}

export function defectFigures(defects: DefectFacts[]): SaleReport['defects'] {
  if (!defects.length) return null;
  type Acc = { received: number; closed: number; days: number[] };
  const kinds = new Map<string, Acc>();
  const firms = new Map<string, Acc>();
  const all: Acc = { received: 0, closed: 0, days: [] };
  for (const d of defects) {
    const firm = d.assignee?.name?.trim() || '미배정';
    for (const [map, key] of [[kinds, d.kind], [firms, firm]] as const) if (!map.has(key)) map.set(key, { received: 0, closed: 0, days: [] });
    // Closed on the last 확인 (a reopened defect closes again later).
    const confirmed = d.closed ? [...(d.history ?? [])].reverse().find((h) => h.state === 'confirmed') : undefined;
    for (const acc of [all, kinds.get(d.kind)!, firms.get(firm)!]) {
      acc.received++;
      if (d.closed) acc.closed++;
      if (confirmed) acc.days.push((confirmed.at.getTime() - d.createdAt.getTime()) / DAY_MS);
    }
  }
  const row = (key: string, a: Acc): DefectRow => ({ key, received: a.received, closed: a.closed, open: a.received - a.closed, medianDays: median(a.days) });
  const list = (m: Map<string, Acc>) => [...m].map(([k, a]) => row(k, a)).sort((a, b) => b.received - a.received || a.key.localeCompare(b.key));
  return { total: row('합계', all), byKind: list(kinds), byContractor: list(firms) };
}
