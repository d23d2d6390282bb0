/**
 * 연체료 kept (issue 66): the charge of an instalment is the sum over its payments of what each
 * payment's lateness cost (its amount × the rate-days from the due day to the day it was paid), plus
 * what is still outstanding × the rate-days to the day asked; rounded down once, per instalment. A
 * payment therefore fixes the charge run on what it pays, and never takes any of it away: the day
 * before a payment and the day of it owe the same. What the desk waived (late-waivers.ts) is taken
 * off what is charged, never below zero. Integer arithmetic, as late-charge.ts.
 */
import { daysOverdue, rateDays } from './late-charge';
import type { LateTerms } from '../../shared/site.config';

export interface PaidPart {
  day: string;
  amount: number;
}

export interface LateInstalment {
  amount: number;
  paid: number;
  paidOn?: string | null;
  parts?: readonly PaidPart[] | null;
}

/** Hundredths of a percent × 365: the divisor of amount × rate-days. */
const YEAR = 10_000 * 365;

/**
 * An instalment's payments by day. Money paid before payments were kept by day (a contract older
 * than them) counts as paid on its `paidOn` when the instalment is paid in full, else on its due day
 * (no charge is made up for a day nobody recorded).
 */
export function partsOf(i: LateInstalment, dueBy: string | undefined): PaidPart[] {
  const parts = [...(i.parts ?? [])];
  const recorded = parts.reduce((s, p) => s + p.amount, 0);
  const untracked = i.paid - recorded;
  if (untracked > 0) {
    const day = i.paid >= i.amount && i.paidOn ? i.paidOn : dueBy;
    if (day) parts.unshift({ day, amount: untracked });
  }
  return parts;
}

export interface InstalmentLate {
  /** 연체료 charged to `on`, less what the desk waived. */
  owed: number;
  /** Fixed by payments already made (before any waiver). */
  kept: number;
  /** Waived by the desk. */
  waived: number;
  /** Days the outstanding part is overdue on `on` (0 when nothing is outstanding). */
  days: number;
}

export function instalmentLate(i: LateInstalment, dueBy: string | undefined | null, on: string, terms: number | LateTerms, waived = 0): InstalmentLate {
  if (!dueBy) return { owed: 0, kept: 0, waived: 0, days: 0 };
  const outstanding = Math.max(i.amount - i.paid, 0);
  let fixed = 0;
  for (const p of partsOf(i, dueBy)) fixed += p.amount * rateDays(daysOverdue(dueBy, p.day), terms);
  const days = outstanding > 0 ? daysOverdue(dueBy, on) : 0;
  const running = outstanding * rateDays(days, terms);
  const charged = Math.floor((fixed + running) / YEAR);
  const w = Math.min(waived, charged);
  return { owed: charged - w, kept: Math.floor(fixed / YEAR), waived: w, days };
}
