/**
 * The sale report agrees with itself (issue 64, item 9): its total sold equals the last day's
 * cumulative, also when an undated contract (sold from the start) was ended before the first dated one.
 */
import { describe, expect, it } from 'vitest';
import { soldFigures, type ContractFacts } from '../server/sale/sold';

const c = (n: number, contractDate: string | null, cancelledOn: string | null = null): ContractFacts => ({ unitKey: `101-${n}01`, dong: '101', ho: `${n}01`, unitType: '84A', contractDate, cancelledOn });

describe('the daily rows of 분양률', () => {
  it('end on the total sold, a 해약 of an undated contract before the first dated one included', () => {
    const contracts = [c(1, null, '2026-12-02'), c(2, null), c(3, '2026-12-05'), c(4, '2026-12-06'), c(5, '2026-12-06', '2026-12-07')];
    const sale = soldFigures([], contracts, '2026-12-08');
    expect(sale.total.sold).toBe(3);
    expect(sale.total.cancelled).toBe(2);
    expect(sale.byDay[0]).toMatchObject({ day: '2026-12-02', cancelled: 1, sold: 1 });
    expect(sale.byDay.at(-1)!.sold).toBe(sale.total.sold);
  });
});
