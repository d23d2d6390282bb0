/**
 * What a 해약 leaves of a contract's money, to the won, for every view that shows it (/my, the
 * ledger, the sale report): all the holder paid in (instalments and 초과 납부), the 위약금 kept
 * (never more than was paid), the refunds made and the refund still due.
 */
import type { EndedMoney } from '../../shared/contract-life';

export interface EndedFacts {
  cancelledOn?: string | null;
  instalments?: readonly { paid?: number | null }[] | null;
  surplus?: number | null;
  cancellation?: { reason?: string | null; penalty?: number | null; refunds?: readonly { amount: number; on: string }[] | null } | null;
}

/** Null for a live contract. */
export function endedMoney(c: EndedFacts): EndedMoney | null {
  if (!c.cancelledOn) return null;
  const paid = (c.instalments ?? []).reduce((s, i) => s + (i.paid ?? 0), 0) + (c.surplus ?? 0);
  const penalty = Math.min(Math.max(0, c.cancellation?.penalty ?? 0), paid);
  const refunds = (c.cancellation?.refunds ?? []).map((r) => ({ amount: r.amount, on: r.on }));
  const refunded = refunds.reduce((s, r) => s + r.amount, 0);
  return { on: c.cancelledOn, reason: c.cancellation?.reason ?? '', paid, penalty, refunded, refundDue: Math.max(0, paid - penalty - refunded), refunds };
}
