/**
 * 연체료: the late charge of an instalment not paid by its due date, on the contract's terms (the
 * 입주자모집공고's, which the 분양계약서 repeats): one yearly rate (siteConfig.pricing.lateRatePercent),
 * or rates by how long the instalment is overdue (pricing.lateTerms: "1~30일 연 6.5%, 31~90일 연 7.5% …"),
 * counted to the day in Korea time.
 *
 * Day count: the days from the due date to `today` (both Korean calendar days), the due date itself
 * not counted: due 01-31 and unpaid on 02-01 is one day late. Actual days over a 365-day year
 * (Actual/365, as Korean 분양계약서 state 연체일수 × 연체료율 / 365), leap years included. With tiers,
 * each overdue day is charged at the rate of the period it falls in (day 45 at the 31~90일 rate), or,
 * when the terms say `whole`, every day at the rate of the period the last day falls in.
 * Rounding: the charge is rounded down to the won (원 미만 절사), once, on the whole product, so
 * charges of several days never drift from the formula. Integer arithmetic only: rates are taken
 * in hundredths of a percent (6.5% = 650), so no floating point touches money.
 */
import { isDay } from '../../shared/kst';
import type { LateTerms } from '../../shared/site.config';

const DAY_MS = 86_400_000;

/** Days after `dueDate` up to `today` (YYYY-MM-DD, Korean days); 0 when not overdue. */
export function daysOverdue(dueDate: string, today: string): number {
  if (!isDay(dueDate) || !isDay(today)) return 0;
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);
  return Math.max(days, 0);
}

/** Σ rate × days over `days` overdue days, in hundredths of a percent × days. */
export function rateDays(days: number, terms: number | LateTerms): number {
  if (typeof terms === 'number') return Math.round(terms * 100) * days;
  const tiers = [...terms.tiers].sort((a, b) => a.fromDay - b.fromDay);
  const rateOn = (day: number) => Math.round((tiers.filter((t) => t.fromDay <= day).at(-1) ?? tiers[0]!).ratePercent * 100);
  if (terms.whole) return rateOn(days) * days;
  let sum = 0;
  tiers.forEach((t, i) => {
    const from = Math.max(t.fromDay, 1);
    const to = Math.min(days, (tiers[i + 1]?.fromDay ?? Infinity) - 1);
    if (to >= from) sum += Math.round(t.ratePercent * 100) * (to - from + 1);
  });
  return sum;
}

/** floor(outstanding × Σ rate × days / 365), in won: `terms` a yearly rate in percent, or the contract's tiers. */
export function lateCharge(outstanding: number, dueDate: string | undefined | null, today: string, terms: number | LateTerms): number {
  if (!dueDate || outstanding <= 0) return 0;
  const days = daysOverdue(dueDate, today);
  if (days === 0) return 0;
  // 5억 원 × 1,000 (10%) × 1,000 days ≈ 5 × 10^14: well inside the exact integers of a double (9 × 10^15).
  return Math.floor((outstanding * rateDays(days, terms)) / (10_000 * 365));
}
