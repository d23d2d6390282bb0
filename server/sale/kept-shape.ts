/**
 * A week kept before the lenders' report (decision 0059) lacks its newer parts: read, it is given
 * them empty and marked `legacy`, so the page and the files still open it and say what it lacks,
 * rather than failing or showing figures nobody counted then.
 */
import { weekMonday, type SaleReport, type SoldRow } from '../../shared/sale';
import { periodWords, weekDays } from '../../shared/sale-lender';
import type { SaleSite } from './report-parts';
import { parties } from './report-parts';

const row = (r: SoldRow): SoldRow => ({ ...r, listPrice: r.listPrice ?? 0, contracted: r.contracted ?? 0, amountRate: r.amountRate ?? 0 });
const zeroMove = (week: string) => ({ week, contracts: 0, contractAmount: 0, cancelled: 0, received: 0, overdue: null });

export function currentShape(r: SaleReport, site: SaleSite): SaleReport {
  if (r.cover) return r;
  const monday = weekMonday(r.week)!;
  const discount = { key: '합계', units: 0, discounted: 0, listPrice: 0, contracted: 0, discount: 0, rate: 0 };
  return {
    ...r,
    legacy: true,
    cover: { ...parties({ ...site, projectName: r.projectName }), ...weekDays(monday), period: periodWords(monday), madeBy: '' },
    sale: { ...r.sale, total: row(r.sale.total), byType: r.sale.byType.map(row), byDong: r.sale.byDong.map(row), byFloor: r.sale.byFloor.map(row), discounts: { byType: [], total: discount }, unsold: { units: [], total: { units: 0, listPrice: 0 } } },
    compare: { thisWeek: zeroMove(r.week), lastWeek: zeroMove(r.week) },
    money: {
      ...r.money,
      groups: [],
      byDay: [],
      reconcile: { saleReceived: r.money.total.received, options: 0, endedPaid: 0, surplus: 0, unmatched: 0, adjustment: 0, ledgerTotal: r.money.total.received },
      late: { charged: 0, kept: 0, waived: 0 },
      unmatched: { count: 0, amount: 0, oldest: null },
    },
    moveIn: r.moveIn ? { ...r.moveIn, byDong: r.moveIn.byDong ?? [] } : null,
    loans: null,
    asOf: { day: r.today, sold: r.sale.total.sold, contracted: 0, cancelled: r.sale.total.cancelled, received: 0 },
    corrections: [],
  };
}
