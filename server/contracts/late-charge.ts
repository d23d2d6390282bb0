/**
 * 연체료: the late charge of an instalment not paid by its due date, at the 입주자모집공고's yearly rate
 * (siteConfig.pricing.lateRatePercent), counted to the day in Korea time.
 *
 * Day count: the days from the due date to `today` (both Korean calendar days), the due date itself
 * not counted: due 01-31 and unpaid on 02-01 is one day late. Actual days over a 365-day year
 * (Actual/365, as Korean 분양계약서 state 연체일수 × 연체료율 / 365), leap years included.
 * Rounding: the charge is rounded down to the won (원 미만 절사), once, on the whole product, so
 * charges of several days never drift from the formula. Integer arithmetic only: the rate is taken
 * in hundredths of a percent (6.5% = 650), so no floating point touches money.
 */
import { isDay } from '../../shared/kst';

const DAY_MS = 86_400_000;

/** Days after `dueDate` up to `today` (YYYY-MM-DD, Korean days); 0 when not overdue. */
export function daysOverdue(dueDate: string, today: string): number {
  if (!isDay(dueDate) || !isDay(today)) return 0;
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);
  return Math.max(days, 0);
}

/** floor(outstanding × rate × days / 365), in won. */
export function lateCharge(outstanding: number, dueDate: string | undefined | null, today: string, ratePercent: number): number {
  if (!dueDate || outstanding <= 0) return 0;
  const days = daysOverdue(dueDate, today);
  if (days === 0) return 0;
  const rateHundredths = Math.round(ratePercent * 100);
  // 5억 원 × 650 × 1,000 days ≈ 3.3 × 10^14: well inside the exact integers of a double (9 × 10^15).
  return Math.floor((outstanding * rateHundredths * days) / (10_000 * 365));
}
