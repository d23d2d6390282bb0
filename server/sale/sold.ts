/**
 * 분양률: units sold of those supplied, by 주택형, 동 and floor band, 해약 apart, and the contracts
 * of each day since the first. One rule of what is sold (shared/sale.ts, decision 0047). Supplied:
 * every unit on the board but those not yet supplied (공급 전), and any unit a contract names.
 */
import { floorBand, saleStatus, type SaleReport, type SoldRow } from '../../shared/sale';
import { addDays } from '../core/time';

export interface UnitFacts {
  dong: string;
  ho: string;
  floor?: number | null;
  line?: string | null;
  unitType: string;
  state: string;
}
export interface ContractFacts {
  unitKey: string;
  dong: string;
  ho: string;
  unitType?: string | null;
  contractDate?: string | null;
  cancelledOn?: string | null;
}

/** 동·호 of a unit with no floor on the board: '1203' is on the 12th floor. */
const floorOf = (ho: string) => (/^\d{3,4}$/.test(ho) ? Math.floor(Number(ho) / 100) : null);
const num = (s: string) => (/^\d+/.test(s) ? Number(/^\d+/.exec(s)![0]) : Infinity);
const byKey = (a: SoldRow, b: SoldRow) => num(a.key) - num(b.key) || a.key.localeCompare(b.key);

type Place = { type: string; dong: string; band: string; supplied: boolean };

export function soldFigures(units: UnitFacts[], contracts: readonly ContractFacts[], today: string): SaleReport['sale'] {
  const places = new Map<string, Place>();
  for (const u of units) places.set(`${u.dong}-${u.ho}`, { type: u.unitType, dong: u.dong, band: floorBand(u.floor ?? floorOf(u.ho)), supplied: u.state !== 'unreleased' });
  const groups = { type: new Map<string, SoldRow>(), dong: new Map<string, SoldRow>(), band: new Map<string, SoldRow>() };
  const total: SoldRow = { key: '합계', supplied: 0, sold: 0, cancelled: 0, rate: 0 };
  const rowsOf = (p: Place) =>
    (['type', 'dong', 'band'] as const).map((g) => {
      const key = p[g];
      const map = groups[g];
      if (!map.has(key)) map.set(key, { key, supplied: 0, sold: 0, cancelled: 0, rate: 0 });
      return map.get(key)!;
    });
  const status = new Map<string, ReturnType<typeof saleStatus>>();
  for (const c of contracts) {
    status.set(c.unitKey, saleStatus(c, today));
    if (!places.has(c.unitKey)) places.set(c.unitKey, { type: c.unitType ?? '주택형 미상', dong: c.dong, band: floorBand(floorOf(c.ho)), supplied: false });
  }
  for (const [key, p] of places) {
    const s = status.get(key);
    // A unit a contract names was supplied, whatever the board says.
    const supplied = p.supplied || s === 'sold' || s === 'cancelled';
    for (const r of [total, ...rowsOf(p)]) {
      if (supplied) r.supplied++;
      if (s === 'sold') r.sold++;
      if (s === 'cancelled') r.cancelled++;
    }
  }
  const rate = (r: SoldRow): SoldRow => ({ ...r, rate: r.supplied ? r.sold / r.supplied : 0 });
  const list = (m: Map<string, SoldRow>) => [...m.values()].map(rate).sort(byKey);
  return { total: rate(total), byType: list(groups.type), byDong: list(groups.dong), byFloor: list(groups.band), byDay: daily(contracts, today) };
}

/** Each day from the first contract to `today`: contracts signed, 해약, and the units sold at the day's end. */
function daily(contracts: readonly ContractFacts[], today: string): SaleReport['sale']['byDay'] {
  const signed = new Map<string, number>();
  const ended = new Map<string, number>();
  let first: string | null = null;
  for (const c of contracts) {
    if (c.contractDate && c.contractDate <= today) {
      signed.set(c.contractDate, (signed.get(c.contractDate) ?? 0) + 1);
      if (!first || c.contractDate < first) first = c.contractDate;
    }
    if (c.cancelledOn && c.cancelledOn <= today) ended.set(c.cancelledOn, (ended.get(c.cancelledOn) ?? 0) + 1);
  }
  const days: SaleReport['sale']['byDay'] = [];
  // Undated contracts count as sold from the start (decision 0047); a 해약 (of one of them too) falls on
  // its own day, so the rows start at the first contract or 해약, and the last row equals the total.
  let sold = contracts.filter((c) => !c.contractDate).length;
  for (const day of ended.keys()) if (!first || day < first) first = day;
  for (let day = first; day && day <= today && days.length < 3_700; day = addDays(day, 1)) {
    const n = signed.get(day) ?? 0;
    const x = ended.get(day) ?? 0;
    sold += n - x;
    days.push({ day, contracts: n, cancelled: x, sold });
  }
  return days;
}
