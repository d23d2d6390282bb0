/**
 * The sale's movement without rows of zeros: the days something happened (a contract, a 해약, money
 * in) and every week from the first, in date order with their years, as the workbook, the PDF and
 * the page's tables list them. Read from the report's own figures.
 */
import { isoWeek, type SaleReport } from './sale';

export interface ActivityDay {
  day: string;
  contracts: number;
  cancelled: number;
  /** Units sold at the day's end. */
  sold: number;
  received: number;
}

export interface ActivityWeek {
  week: string;
  /** '2026년 49주'. */
  label: string;
  contracts: number;
  cancelled: number;
  sold: number;
  received: number;
}

export const weekName = (week: string) => `${week.slice(0, 4)}년 ${Number(week.slice(6))}주`;

export function activityDays(r: Pick<SaleReport, 'sale' | 'money'>): ActivityDay[] {
  const received = new Map((r.money.byDay ?? []).map((d) => [d.day, d.amount]));
  const days = new Map<string, ActivityDay>();
  let sold = 0;
  for (const d of r.sale.byDay) {
    sold = d.sold;
    const money = received.get(d.day) ?? 0;
    if (d.contracts || d.cancelled || money) days.set(d.day, { day: d.day, contracts: d.contracts, cancelled: d.cancelled, sold: d.sold, received: money });
  }
  // Money in before the first contract (or on a day the daily rows do not reach).
  for (const [day, amount] of received) if (!days.has(day)) days.set(day, { day, contracts: 0, cancelled: 0, sold: r.sale.byDay.find((x) => x.day === day)?.sold ?? (day < (r.sale.byDay[0]?.day ?? '') ? 0 : sold), received: amount });
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

export function activityWeeks(r: Pick<SaleReport, 'sale' | 'money'>): ActivityWeek[] {
  const weeks = new Map<string, ActivityWeek>();
  const at = (week: string) => {
    if (!weeks.has(week)) weeks.set(week, { week, label: weekName(week), contracts: 0, cancelled: 0, sold: 0, received: 0 });
    return weeks.get(week)!;
  };
  for (const d of r.sale.byDay) {
    const w = at(isoWeek(d.day));
    w.contracts += d.contracts;
    w.cancelled += d.cancelled;
    w.sold = d.sold;
  }
  for (const w of r.money.byWeek) at(w.week).received += w.amount;
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}
