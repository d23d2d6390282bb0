/**
 * 중도금 대출 by bank (issue 66's loan records): of the contracts sold, the households with a 회차
 * executed, what was executed and the 이자후불 accrued to the day, by the settlement's own
 * `deferredInterest` (the figure the 입주 정산서 charges). Draws after the day are not yet counted.
 */
import { deferredInterest } from '../contracts/settlement';
import type { LoanDraw } from '../contracts/loan-model';
import type { LoanBankRow } from '../../shared/sale-lender';

export interface LoanFacts {
  _id: unknown;
  bank: string;
  ratePercent: number;
  draws: LoanDraw[];
}

export function loanFigures(loans: readonly LoanFacts[], soldIds: ReadonlySet<string>, today: string): { byBank: LoanBankRow[]; total: LoanBankRow } | null {
  const banks = new Map<string, LoanBankRow>();
  const total: LoanBankRow = { bank: '합계', households: 0, executed: 0, accrued: 0 };
  for (const l of loans) {
    if (!soldIds.has(String(l._id))) continue;
    const draws = l.draws.filter((d) => d.day <= today);
    if (!draws.length) continue;
    if (!banks.has(l.bank)) banks.set(l.bank, { bank: l.bank, households: 0, executed: 0, accrued: 0 });
    const accrued = deferredInterest({ bank: l.bank, ratePercent: l.ratePercent, draws }, today);
    for (const r of [total, banks.get(l.bank)!]) {
      r.households++;
      r.executed += draws.reduce((s, d) => s + d.amount, 0);
      r.accrued += accrued;
    }
  }
  if (!total.households) return null;
  return { byBank: [...banks.values()].sort((a, b) => b.executed - a.executed || a.bank.localeCompare(b.bank)), total };
}
