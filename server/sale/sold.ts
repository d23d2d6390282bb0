/**
 * 분양률: units sold of those supplied, by 주택형, 동 and floor band, 해약 apart, and the contracts
 * of each day since the first. One rule of what is sold (shared/sale.ts, decision 0047). Supplied:
 * every unit on the board but those not yet supplied (공급 전), and any unit a contract names.
 */
import { floorBand, saleStatus, type SaleReport, type SoldRow } from '../../shared/sale';
import type { UnsoldUnit } from '../../shared/sale-lender';
import { addDays } from '../core/time';

export interface UnitFacts {
  dong: string;
  ho: string;
  floor?: number | null;
  line?: string | null;
  unitType: string;
  state: string;
  /** The price table's 분양가 of the unit (contracts/from-unit.ts's tablePrice), null when it has none. */
  listPrice?: number | null;
}
export interface ContractFacts {
  unitKey: string;
  dong: string;
  ho: string;
  unitType?: string | null;
  contractDate?: string | null;
  cancelledOn?: string | null;
  price?: number | null;
}

/** 동·호 of a unit with no floor on the board: '1203' is on the 12th floor. */
const floorOf = (ho: string) => (/^\d{3,4}$/.test(ho) ? Math.floor(Number(ho) / 100) : null);
const num = (s: string) => (/^\d+/.test(s) ? Number(/^\d+/.exec(s)![0]) : Infinity);
const byKey = (a: SoldRow, b: SoldRow) => num(a.key) - num(b.key) || a.key.localeCompare(b.key);

type Place = { type: string; dong: string; ho: string; band: string; supplied: boolean; listPrice: number | null };
const emptyRow = (key: string): SoldRow => ({ key, supplied: 0, sold: 0, cancelled: 0, rate: 0, listPrice: 0, contracted: 0, amountRate: 0 });

export type SoldFigures = Omit<SaleReport['sale'], 'discounts'>;

/**
 * By amount (decision 0059): a unit supplied adds its list price to the denominator (a unit the price
 * table has no price for, its contract's price when it is sold, else nothing); a unit sold adds its
 * contract's price (the 분양가 agreed, discounts included, options not) to the numerator.
 */
export function soldFigures(units: UnitFacts[], contracts: readonly ContractFacts[], today: string): SoldFigures {
  const places = new Map<string, Place>();
  for (const u of units) places.set(`${u.dong}-${u.ho}`, { type: u.unitType, dong: u.dong, ho: u.ho, band: floorBand(u.floor ?? floorOf(u.ho)), supplied: u.state !== 'unreleased', listPrice: u.listPrice ?? null });
  const groups = { type: new Map<string, SoldRow>(), dong: new Map<string, SoldRow>(), band: new Map<string, SoldRow>() };
  const total: SoldRow = emptyRow('합계');
  const rowsOf = (p: Place) =>
    (['type', 'dong', 'band'] as const).map((g) => {
      const key = p[g];
      const map = groups[g];
      if (!map.has(key)) map.set(key, emptyRow(key));
      return map.get(key)!;
    });
  // A unit sold again after a 해약 has two contracts: the one sold counts, else the last ended.
  const status = new Map<string, ReturnType<typeof saleStatus>>();
  const price = new Map<string, number>();
  for (const c of contracts) {
    const s = saleStatus(c, today);
    if (status.get(c.unitKey) !== 'sold') status.set(c.unitKey, s);
    if (s === 'sold') price.set(c.unitKey, c.price ?? 0);
    if (!places.has(c.unitKey)) places.set(c.unitKey, { type: c.unitType ?? '주택형 미상', dong: c.dong, ho: c.ho, band: floorBand(floorOf(c.ho)), supplied: false, listPrice: null });
  }
  const unsold: UnsoldUnit[] = [];
  for (const [key, p] of places) {
    const s = status.get(key);
    // A unit a contract names was supplied, whatever the board says.
    const supplied = p.supplied || s === 'sold' || s === 'cancelled';
    const list = p.listPrice ?? (s === 'sold' ? (price.get(key) ?? 0) : 0);
    if (supplied && s !== 'sold') unsold.push({ dong: p.dong, ho: p.ho, unitType: p.type, listPrice: p.listPrice });
    for (const r of [total, ...rowsOf(p)]) {
      if (supplied) {
        r.supplied++;
        r.listPrice += list;
      }
      if (s === 'sold') {
        r.sold++;
        r.contracted += price.get(key) ?? 0;
      }
      if (s === 'cancelled') r.cancelled++;
    }
  }
  const rate = (r: SoldRow): SoldRow => ({ ...r, rate: r.supplied ? r.sold / r.supplied : 0, amountRate: r.listPrice ? r.contracted / r.listPrice : 0 });
  // A group of units none of which is supplied yet (공급 전) is no row of zeros.
  const list = (m: Map<string, SoldRow>) => [...m.values()].filter((r) => r.supplied || r.cancelled).map(rate).sort(byKey);
  unsold.sort((a, b) => num(a.dong) - num(b.dong) || a.dong.localeCompare(b.dong) || num(a.ho) - num(b.ho) || a.ho.localeCompare(b.ho));
  return {
    total: rate(total),
    byType: list(groups.type),
    byDong: list(groups.dong),
    byFloor: list(groups.band),
    byDay: daily(contracts, today),
    unsold: { units: unsold, total: { units: unsold.length, listPrice: unsold.reduce((s, u) => s + (u.listPrice ?? 0), 0) } },
  };
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
