/**
 * 기간과 나이, one rule for every buyer's tool (the score, the eligibility answer): 「민법」
 * 제157조 (a period in days, months or years starts the next day, unless it starts at 0시),
 * 제158조 (an age counts the day of birth) and 제160조 (a period in months or years ends the day
 * before the day matching its first day; where the last month has no such day, on that month's
 * last day). 청약홈 counts a 가입일, a 혼인신고일 and a birth the way 제158조 counts a birth: from the
 * day itself. So a period that began on D reaches n full months on the day matching D, n months
 * on; where that month has no such day (a 29 February start in a common year, a 31st in a 30-day
 * month) the period ends on that month's last day and the n months are reached the day after it
 * (1 March; the 1st of the next month). A child born 2024-02-29 is 만 2세 from 2026-03-01.
 */

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** The day `months` full months after `start` are reached (민법 제160조, counted from `start` itself). */
export function anniversary(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm = (index % 12) + 1;
  if (d <= daysIn(ty, tm)) return `${ty}-${pad(tm)}-${pad(d)}`;
  const next = index + 1;
  return `${Math.floor(next / 12)}-${pad((next % 12) + 1)}-01`;
}

/** Full months from `start` (its first day counted) to `on`; 0 when `on` is before a month has passed. */
export function fullMonths(start: string, on: string): number {
  if (on < start) return 0;
  const [y1, m1] = start.split('-').map(Number) as [number, number];
  const [y2, m2] = on.split('-').map(Number) as [number, number];
  let k = (y2 - y1) * 12 + (m2 - m1);
  while (k > 0 && anniversary(start, k) > on) k--;
  return k;
}

export const fullYears = (start: string, on: string) => Math.floor(fullMonths(start, on) / 12);

/** 만 나이 on a day (제158조: the birth day counts). */
export const ageOn = (birth: string, on: string) => fullYears(birth, on);

/** The day one reaches `years` full years from `start`: the day one turns `years`, for a birth. */
export const reachesYears = (start: string, years: number) => anniversary(start, years * 12);

/**
 * Whether a period that began on `start` is still within `years` years on `on`, the day it
 * reaches them included ("2세가 되는 날을 포함", "혼인기간 7년 이내").
 */
export const withinYears = (start: string, years: number, on: string) => start <= on && reachesYears(start, years) >= on;
