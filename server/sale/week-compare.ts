/**
 * This week against last, and the corrections of a week already sent (decision 0059). Both read
 * the dated facts of the ledger: the 계약일, the 해약일 and the money in by the deposit's day
 * (`receivedByDay`), so a week's figures can be counted again later on the same rule. A kept week
 * is never changed: what reads otherwise now shows in the next week as a correction.
 */
import { saleStatus } from '../../shared/sale';
import { CORRECTION_LABELS, type AsOf, type Correction, type WeekMove } from '../../shared/sale-lender';
import type { ContractRow } from './contract-rows';

type Facts = Pick<ContractRow, 'contractDate' | 'cancelledOn' | 'price' | 'receivedByDay'>;

/** The figures as they stand at the end of `day`. */
export function asOf(contracts: readonly Facts[], day: string): AsOf {
  const out: AsOf = { day, sold: 0, contracted: 0, cancelled: 0, received: 0 };
  for (const c of contracts) {
    const s = saleStatus(c, day);
    if (s === 'sold') {
      out.sold++;
      out.contracted += c.price ?? 0;
    }
    if (s === 'cancelled') out.cancelled++;
    for (const [d, amount] of Object.entries(c.receivedByDay ?? {})) if (d <= day) out.received += amount;
  }
  return out;
}

/** New contracts, 해약 and money in from `from` to `to` (both included); 연체 is the caller's. */
export function weekMove(contracts: readonly Facts[], week: string, from: string, to: string, overdue: number | null): WeekMove {
  const within = (d: string | null | undefined) => !!d && d >= from && d <= to;
  const move: WeekMove = { week, contracts: 0, contractAmount: 0, cancelled: 0, received: 0, overdue };
  for (const c of contracts) {
    if (within(c.contractDate)) {
      move.contracts++;
      move.contractAmount += c.price ?? 0;
    }
    if (within(c.cancelledOn)) move.cancelled++;
    for (const [d, amount] of Object.entries(c.receivedByDay ?? {})) if (within(d)) move.received += amount;
  }
  return move;
}

/** The figures of the week before as sent (its kept `asOf`) against the same figures counted now. */
export function corrections(sent: { week: string; asOf?: AsOf | null } | null, contracts: readonly Facts[]): Correction[] {
  if (!sent?.asOf) return [];
  const now = asOf(contracts, sent.asOf.day);
  return (Object.keys(CORRECTION_LABELS) as Correction['key'][])
    .filter((k) => now[k] !== sent.asOf![k])
    .map((key) => ({ week: sent.week, key, label: CORRECTION_LABELS[key], sent: sent.asOf![key], now: now[key] }));
}
