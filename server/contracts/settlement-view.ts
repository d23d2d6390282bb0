/**
 * The 정산서 of a stored contract on a day: its terms (the notice's 연체료, the 입주지정기간, the site's
 * 정산 settings), its 중도금 대출 and the day checked (one of the 입주지정기간; today, or the period's
 * nearest day, when none is asked). /my, the desk, the 입주증 and 열쇠 지급 read it here.
 */
import { HttpError } from '../http/errors';
import { kstDay } from '../core/time';
import { isDay } from '../../shared/kst';
import { SETTLEMENT_MESSAGES, settlementSplit, type Settlement } from '../../shared/settlement';
import type { Pricing } from '../../shared/site.config';
import { moneyTerms, moveInPeriod } from './money-terms';
import { settlementOf } from './settlement';
import { ContractLoan, type LoanDoc } from './loan-model';
import type { ContractDoc } from './model';

/** The day asked, checked against the 입주지정기간; none asked: today, brought into the period. */
export async function settlementDay(raw: unknown, now: Date): Promise<string> {
  const period = await moveInPeriod();
  const today = kstDay(now);
  if (raw === undefined || raw === '') {
    if (!period) return today;
    return today < period.from ? period.from : today > period.to ? period.to : today;
  }
  if (typeof raw !== 'string' || !isDay(raw)) throw new HttpError(400, SETTLEMENT_MESSAGES.day, { on: SETTLEMENT_MESSAGES.day });
  if (period && (raw < period.from || raw > period.to)) throw new HttpError(400, SETTLEMENT_MESSAGES.outsidePeriod(period.from, period.to), { on: SETTLEMENT_MESSAGES.outsidePeriod(period.from, period.to) });
  return raw;
}

export async function loanOf(contractId: unknown): Promise<LoanDoc | null> {
  return ContractLoan.findById(contractId).lean<LoanDoc>();
}

export async function settlementFor(contract: ContractDoc, on: string, pricing: Pricing): Promise<Settlement> {
  const [terms, loan] = await Promise.all([moneyTerms(pricing), loanOf(contract._id)]);
  return settlementOf(contract, on, { ...terms, ...(pricing.settlement ? { settlement: pricing.settlement } : {}) }, loan);
}

/** Whether the 입주증 and the keys are released today: the 정산서's total is nothing left to pay. */
export async function settledToday(contract: ContractDoc, now: Date, pricing: Pricing): Promise<{ total: number; owed: number; settled: boolean }> {
  const s = await settlementFor(contract, kstDay(now), pricing);
  // The 관리비 예치금 is paid at the management office when the keys are handed over: what releases the
  // 입주증 is what is owed to the sale (잔금, options, 연체료, 후불이자), so it is left out here.
  const owed = settlementSplit(s).toAccount;
  return { total: s.total, owed, settled: owed <= 0 };
}
