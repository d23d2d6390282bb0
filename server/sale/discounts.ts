/**
 * 할인 분양: each unit sold against its list price (the price table's, contracts/from-unit.ts), by
 * 주택형 and in total. A unit the table has no price for is left out (nothing to compare with); a
 * contract above its list price counts as a negative discount, so the total is the plain difference.
 */
import type { DiscountRow } from '../../shared/sale-lender';

export interface DiscountFacts {
  unitType: string;
  listPrice: number | null;
  price: number;
}

const row = (key: string): DiscountRow => ({ key, units: 0, discounted: 0, listPrice: 0, contracted: 0, discount: 0, rate: 0 });
const num = (s: string) => (/^\d+/.test(s) ? Number(/^\d+/.exec(s)![0]) : Infinity);

export function discountFigures(sold: readonly DiscountFacts[]): { byType: DiscountRow[]; total: DiscountRow } {
  const types = new Map<string, DiscountRow>();
  const total = row('합계');
  for (const s of sold) {
    if (s.listPrice === null) continue;
    if (!types.has(s.unitType)) types.set(s.unitType, row(s.unitType));
    for (const r of [total, types.get(s.unitType)!]) {
      r.units++;
      if (s.price < s.listPrice) r.discounted++;
      r.listPrice += s.listPrice;
      r.contracted += s.price;
      r.discount += s.listPrice - s.price;
    }
  }
  const rate = (r: DiscountRow): DiscountRow => ({ ...r, rate: r.listPrice ? r.discount / r.listPrice : 0 });
  return { byType: [...types.values()].map(rate).sort((a, b) => num(a.key) - num(b.key) || a.key.localeCompare(b.key)), total: rate(total) };
}
