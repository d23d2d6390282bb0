/**
 * The terms every money view reads a contract on: the notice's 연체료 and the 입주지정기간's last day
 * (잔금 is due by it). /my, the ledger, a contract's desk view, the due list and the 납부확인서 all
 * read them here, so they give the same figures on the same day.
 */
import type { Pricing } from '../../shared/site.config';
import type { StatementTerms } from './statement';
import { ContractSetting } from './option-period';
import type { MoveInPeriod } from '../../shared/movein';

export const MOVE_IN_PERIOD_ID = 'move-in-period';

/** The 입주지정기간 (both Korean days included), or null while the desk has not set it (movein/ sets it). */
export async function moveInPeriod(): Promise<MoveInPeriod | null> {
  const s = await ContractSetting.findById(MOVE_IN_PERIOD_ID).lean();
  return s?.start && s.deadline ? { from: s.start, to: s.deadline } : null;
}

export async function moneyTerms(pricing: Pick<Pricing, 'lateRatePercent' | 'lateTerms'>): Promise<StatementTerms> {
  const { lateRatePercent, lateTerms } = pricing;
  return { lateRatePercent, ...(lateTerms ? { lateTerms } : {}), moveInDeadline: (await moveInPeriod())?.to ?? null };
}

/** A money view's clock and terms. */
export interface MoneyAt {
  now: Date;
  terms: StatementTerms;
}
