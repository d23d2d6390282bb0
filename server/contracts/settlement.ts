/**
 * 입주 정산서 (issue 66): everything a household owes at move-in on one day of the 입주지정기간, to the
 * won: 잔금, anything else still open, 유상옵션 잔금, each instalment's 연체료 (kept once paid,
 * instalment-late.ts, the statement's own figure), the 중도금 대출's 후불이자 to that day, 선납할인
 * where the contract grants one, the 관리비 예치금, and what was paid beyond every instalment
 * (초과 납부) taken off. Money beyond the instalments settles these lines (decision 0057). Pure.
 */
import { statementOf, dueByOf, type StatementTerms } from './statement';
import { partsOf } from './instalment-late';
import { daysOverdue } from './late-charge';
import type { ContractDoc } from './model';
import type { LoanDraw } from './loan-model';
import type { Pricing } from '../../shared/site.config';
import { MANAGEMENT_DEPOSIT, type Settlement, type SettlementLine } from '../../shared/settlement';
import { groupDigits } from '../../shared/korean-format';
import { isDay, koreanDate } from '../../shared/kst';

const YEAR = 10_000 * 365;
const bp = (percent: number) => Math.round(percent * 100);
const isBalance = (i: { key: string; label: string }) => i.key === 'balance' || /^잔금/.test(i.label.trim());

export type SettlementTerms = StatementTerms & { settlement?: Pricing['settlement'] };

export interface SettlementLoan {
  bank: string;
  ratePercent: number;
  draws: readonly LoanDraw[];
}

/** 후불이자: each 회차's amount × rate × the days from its execution to `on`, rounded down once (Actual/365). */
export function deferredInterest(loan: SettlementLoan | null | undefined, on: string): number {
  if (!loan) return 0;
  const sum = loan.draws.reduce((s, d) => s + d.amount * bp(loan.ratePercent) * daysOverdue(d.day, on), 0);
  return Math.floor(sum / YEAR);
}

/** The 관리비 예치금 of a 주택형: its own row ('84A'), else its size's ('84'), else `default`, else none. */
export function managementDeposit(unitType: string | null | undefined, terms: SettlementTerms): number {
  const table = terms.settlement?.managementDeposit ?? {};
  const area = /^\d+/.exec(unitType ?? '')?.[0];
  return (unitType ? table[unitType] : undefined) ?? (area ? table[area] : undefined) ?? table.default ?? 0;
}

/** 선납할인: each payment made before its instalment's due day × rate × the days early, rounded down once. */
function prepayDiscount(c: Pick<ContractDoc, 'instalments'>, terms: SettlementTerms): number {
  const rate = terms.settlement?.prepayRatePercent;
  if (!rate) return 0;
  let sum = 0;
  for (const i of c.instalments) {
    const dueBy = dueByOf(i, terms);
    if (!dueBy) continue;
    for (const p of partsOf(i, dueBy)) sum += p.amount * bp(rate) * daysOverdue(p.day, dueBy);
  }
  return Math.floor(sum / YEAR);
}

const won = (n: number) => `${groupDigits(n)}원`;
/** A due day as the buyer reads it ('2027년 7월 31일'); '-' when the instalment has none yet. */
const dueDay = (day?: string | null) => (day && isDay(day) ? koreanDate(day) : '-');

type SettlementContract = Parameters<typeof statementOf>[0];

/** The 정산서 on `on` (YYYY-MM-DD, a day of the 입주지정기간). */
export function settlementOf(contract: SettlementContract, on: string, terms: SettlementTerms, loan?: SettlementLoan | null): Settlement {
  // The statement on that day: its lines' 연체료 run to it (a Korea noon stands for the day).
  const s = statementOf(contract, new Date(`${on}T03:00:00Z`), terms);
  const lines: SettlementLine[] = [];
  const balance = s.payments.filter((p) => p.kind === 'sale' && isBalance(p));
  const balanceBy = balance[0]?.dueDate ?? balance[0]?.dueBy;
  lines.push({ label: '잔금', amount: balance.reduce((t, p) => t + p.outstanding, 0), note: balanceBy ? `납부기한 ${dueDay(balanceBy)}` : '입주지정기간 내' });
  for (const p of s.payments.filter((x) => x.kind === 'sale' && !isBalance(x) && x.outstanding > 0)) {
    lines.push({ label: p.label, amount: p.outstanding, note: `미납 (납부기한 ${dueDay(p.dueDate ?? p.dueBy)})` });
  }
  const options = s.payments.filter((p) => p.kind === 'option');
  if (options.length) lines.push({ label: '유상옵션 잔금', amount: options.reduce((t, p) => t + p.outstanding, 0), note: `${options.length}건` });
  // The clause's table as it reads ('1~30일 연 10.96%, 31~90일 13.96%, … 181일~ 15.96%').
  const tiers = terms.lateTerms?.tiers;
  const rate = tiers ? tiers.map((t, k) => `${t.fromDay}${tiers[k + 1] ? `~${tiers[k + 1]!.fromDay - 1}` : ''}일${tiers[k + 1] ? '' : '~'} ${k ? '' : '연 '}${t.ratePercent}%`).join(', ') : `연 ${terms.lateRatePercent}%`;
  for (const p of s.payments.filter((x) => x.late > 0)) {
    lines.push({ label: `${p.label} 연체료`, amount: p.late, note: p.outstanding > 0 ? `미납분 ${on}까지 (${rate})` : `완납 ${p.paidOn ?? ''} 확정분 (${rate})`.replace('  ', ' ') });
  }
  if (loan?.draws.length) {
    lines.push({ label: '중도금 후불이자', amount: deferredInterest(loan, on), note: `${loan.bank} 연 ${loan.ratePercent}%, ${loan.draws.length}회차 ${won(loan.draws.reduce((t, d) => t + d.amount, 0))}, ${on}까지` });
  }
  const discount = prepayDiscount(contract, terms);
  if (terms.settlement?.prepayRatePercent) lines.push({ label: '선납할인', amount: -discount, note: `연 ${terms.settlement.prepayRatePercent}%, 납부기한 전 납부분` });
  const deposit = managementDeposit(contract.unitType, terms);
  if (deposit) lines.push({ label: MANAGEMENT_DEPOSIT, amount: deposit, note: '입주 시 관리사무소 예치' });
  if (s.surplus > 0) lines.push({ label: '초과 납부', amount: -s.surplus, note: '분양대금을 넘어 납부하신 금액' });
  const total = lines.reduce((t, l) => t + l.amount, 0);
  return { id: s.id, dong: s.dong, ho: s.ho, on, lines, total, account: s.account };
}
