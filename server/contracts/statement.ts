/**
 * What a contract holder reads of their contract: every instalment (계약금, 중도금 by 회차, 잔금, the
 * confirmed options' own) with its amount, what is paid, what is left and the late charge accrued to
 * today (Korea time) on what is left; the totals and the account to pay into. Won, integers.
 */
import { kstDay } from '../../shared/kst';
import { instalmentLate } from './instalment-late';
import { waivedOf, type LateWaiverRow } from './late-waived';
import { instalmentStatus, type InstalmentStatus } from '../../shared/payment-status';
import type { ContractDoc } from './model';
import type { LateTerms } from '../../shared/site.config';
import type { EndedMoney } from '../../shared/contract-life';
import { endedMoney, type EndedFacts } from './ended-money';

export interface PaymentLine {
  /** The instalment's key within the contract ('mid-1'), for the desk's views to pair lines. */
  key: string;
  label: string;
  kind: 'sale' | 'option';
  dueDate?: string;
  dueText?: string;
  amount: number;
  paid: number;
  outstanding: number;
  /**
   * 연체료 owed today: what each late payment fixed (kept once paid, issue 66) and what runs on
   * `outstanding`, less what the desk waived (server/contracts/instalment-late.ts).
   */
  late: number;
  /** The day late charges start after, when it is not `dueDate`: 잔금's, the 입주지정기간's last day. */
  dueBy?: string;
  /** The day it was paid in full, when it is. */
  paidOn?: string;
  /** 완납 / 납부예정 / 연체 on today (shared/payment-status.ts). */
  status: InstalmentStatus;
}

export interface Statement {
  id: string;
  dong: string;
  ho: string;
  unitType?: string;
  total: number;
  paid: number;
  outstanding: number;
  /** Outstanding of the instalments due by today (overdue included). */
  due: number;
  /** The sum of the lines' late charges. */
  late: number;
  /** Outstanding of the instalments past their due day (연체). */
  overdue: number;
  /** Outstanding not yet past due (납부예정). */
  upcoming: number;
  /** 납부하실 금액(연체료 포함): what is due by today and the late charges. */
  payNow: number;
  /** Paid beyond every instalment (초과 납부): after a price change or a deposit larger than what was due. */
  surplus: number;
  lateRatePercent: number;
  /** The contract's 연체료 by overdue period, when it has them (lateRatePercent is then the first). */
  lateTerms?: LateTerms;
  account: string | null;
  today: string;
  payments: PaymentLine[];
  /** 해약: the day, what was paid, the 위약금 kept and the refunds; nothing is owed on an ended contract. */
  ended?: EndedMoney;
}

type ContractView = Pick<ContractDoc, '_id' | 'dong' | 'ho' | 'unitType' | 'account' | 'instalments'> & { surplus?: number | null } & { lateWaivers?: readonly LateWaiverRow[] | null } & Pick<EndedFacts, 'cancelledOn' | 'cancellation'>;

/** An ended contract owes nothing: no instalment is due, late or left; what it paid is in `ended`. */
function closed(s: Statement, ended: EndedMoney): Statement {
  const payments = s.payments.map((p) => ({ ...p, outstanding: 0, late: 0, status: p.status === 'paid' ? p.status : ('upcoming' as const) }));
  return { ...s, payments, outstanding: 0, due: 0, late: 0, overdue: 0, upcoming: 0, payNow: 0, ended };
}

/** Dated instalments in date order, then those with only a text (잔금: 입주지정기간 내) as the contract lists them. */
const order = (a: { dueDate?: string | null }, b: { dueDate?: string | null }) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999');

/** What a statement needs of the contract's terms: its 연체료 and, once the desk set it, the 입주지정기간's last day. */
export interface StatementTerms {
  lateRatePercent: number;
  lateTerms?: LateTerms;
  /** 잔금 (and any instalment due 입주지정기간 내) is due by this day: late charges run from the next. */
  moveInDeadline?: string | null;
}

/**
 * The day an instalment is due by: its date, or for one due 입주지정기간 내 (잔금) the period's last day
 * once the desk has set it; none otherwise. The statement and the due list read it here alike.
 */
export function dueByOf(i: { dueDate?: string | null; dueText?: string | null }, terms: Pick<StatementTerms, 'moveInDeadline'>): string | undefined {
  if (i.dueDate) return i.dueDate;
  return i.dueText?.includes('입주') && terms.moveInDeadline ? terms.moveInDeadline : undefined;
}

export function statementOf(contract: ContractView, now: Date, terms: StatementTerms): Statement {
  const today = kstDay(now);
  const late = terms.lateTerms ?? terms.lateRatePercent;
  const waived = waivedOf(contract.lateWaivers);
  const payments: PaymentLine[] = [...contract.instalments].sort(order).map((i) => {
    const outstanding = Math.max(i.amount - i.paid, 0);
    // An instalment due 입주지정기간 내 is due by its last day, once the desk has set the period.
    const dueBy = i.dueDate ? undefined : dueByOf(i, terms);
    return {
      key: i.key,
      label: i.label,
      kind: i.kind,
      ...(i.dueDate ? { dueDate: i.dueDate } : {}),
      ...(i.dueText ? { dueText: i.dueText } : {}),
      amount: i.amount,
      paid: i.paid,
      outstanding,
      late: instalmentLate(i, i.dueDate ?? dueBy, today, late, waived.get(i.key) ?? 0).owed,
      ...(dueBy ? { dueBy } : {}),
      ...(i.paidOn && outstanding === 0 ? { paidOn: i.paidOn } : {}),
      status: instalmentStatus({ amount: i.amount, paid: i.paid, dueBy: i.dueDate ?? dueBy }, today),
    };
  });
  const sum = (f: (p: PaymentLine) => number) => payments.reduce((s, p) => s + f(p), 0);
  const due = sum((p) => {
    const by = p.dueDate ?? p.dueBy;
    return by && by <= today ? p.outstanding : 0;
  });
  const lateSum = sum((p) => p.late);
  const statement: Statement = {
    id: String(contract._id),
    dong: contract.dong,
    ho: contract.ho,
    ...(contract.unitType ? { unitType: contract.unitType } : {}),
    total: sum((p) => p.amount),
    paid: sum((p) => p.paid),
    outstanding: sum((p) => p.outstanding),
    due,
    late: lateSum,
    overdue: sum((p) => (p.status === 'overdue' ? p.outstanding : 0)),
    upcoming: sum((p) => (p.status === 'upcoming' ? p.outstanding : 0)),
    payNow: due + lateSum,
    surplus: contract.surplus ?? 0,
    lateRatePercent: terms.lateTerms?.tiers[0]?.ratePercent ?? terms.lateRatePercent,
    ...(terms.lateTerms ? { lateTerms: terms.lateTerms } : {}),
    account: contract.account ?? null,
    today,
    payments,
  };
  const ended = endedMoney(contract);
  return ended ? closed(statement, ended) : statement;
}
