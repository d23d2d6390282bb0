/**
 * What a contract holder reads of their contract: every instalment (계약금, 중도금 by 회차, 잔금, the
 * confirmed options' own) with its amount, what is paid, what is left and the late charge accrued to
 * today (Korea time) on what is left; the totals and the account to pay into. Won, integers.
 */
import { kstDay } from '../../shared/kst';
import { lateCharge } from '../contracts/late-charge';
import type { ContractDoc } from '../contracts/model';

export interface PaymentLine {
  label: string;
  kind: 'sale' | 'option';
  dueDate?: string;
  dueText?: string;
  amount: number;
  paid: number;
  outstanding: number;
  /** 연체료 to today on `outstanding` (0 when not overdue). */
  late: number;
  /** The day it was paid in full, when it is. */
  paidOn?: string;
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
  /** Paid beyond every instalment (초과 납부): after a price change or a deposit larger than what was due. */
  surplus: number;
  lateRatePercent: number;
  account: string | null;
  today: string;
  payments: PaymentLine[];
}

type ContractView = Pick<ContractDoc, '_id' | 'dong' | 'ho' | 'unitType' | 'account' | 'instalments'> & { surplus?: number | null };

/** Dated instalments in date order, then those with only a text (잔금: 입주지정기간 내) as the contract lists them. */
const order = (a: { dueDate?: string | null }, b: { dueDate?: string | null }) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999');

export function statementOf(contract: ContractView, now: Date, lateRatePercent: number): Statement {
  const today = kstDay(now);
  const payments: PaymentLine[] = [...contract.instalments].sort(order).map((i) => {
    const outstanding = Math.max(i.amount - i.paid, 0);
    return {
      label: i.label,
      kind: i.kind,
      ...(i.dueDate ? { dueDate: i.dueDate } : {}),
      ...(i.dueText ? { dueText: i.dueText } : {}),
      amount: i.amount,
      paid: i.paid,
      outstanding,
      late: lateCharge(outstanding, i.dueDate, today, lateRatePercent),
      ...(i.paidOn && outstanding === 0 ? { paidOn: i.paidOn } : {}),
    };
  });
  const sum = (f: (p: PaymentLine) => number) => payments.reduce((s, p) => s + f(p), 0);
  return {
    id: String(contract._id),
    dong: contract.dong,
    ho: contract.ho,
    ...(contract.unitType ? { unitType: contract.unitType } : {}),
    total: sum((p) => p.amount),
    paid: sum((p) => p.paid),
    outstanding: sum((p) => p.outstanding),
    due: sum((p) => (p.dueDate && p.dueDate <= today ? p.outstanding : 0)),
    late: sum((p) => p.late),
    surplus: contract.surplus ?? 0,
    lateRatePercent,
    account: contract.account ?? null,
    today,
    payments,
  };
}
