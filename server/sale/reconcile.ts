/**
 * 수납 reconciled to the ledger, and the 연체료 of the contracts sold (decision 0059). Every figure is
 * the ledger's own: paid from `totals` (contracts/ledger.ts), what a 해약 leaves from `endedMoney`,
 * 연체료 from `instalmentLate` on the day the statement and the due list read (`dueByOf`), with the
 * desk's waivers. The one adjustment line says why 분양대금 수납 is not the money in the ledger:
 * options, the ended contracts' payments (위약금 kept, refunds made and due), 초과 납부 and deposits
 * waiting unmatched.
 */
import { totals } from '../contracts/ledger';
import { endedMoney } from '../contracts/ended-money';
import { instalmentLate } from '../contracts/instalment-late';
import { waivedOf } from '../contracts/late-waived';
import { dueByOf, type StatementTerms } from '../contracts/statement';
import type { LateFigures, Reconciliation, UnmatchedFigures } from '../../shared/sale-lender';
import type { ContractRow } from './contract-rows';
import { isOption } from './money';

/** `saleReceived`: the stages' total (계약금·중도금·잔금 of the contracts sold); `sold`: those contracts. */
export function reconcile(saleReceived: number, sold: readonly ContractRow[], all: readonly ContractRow[], unmatched: UnmatchedFigures): Reconciliation {
  const soldIds = new Set(sold.map((c) => String(c._id)));
  let options = 0;
  let surplus = 0;
  let endedPaid = 0;
  for (const c of all) {
    const ended = endedMoney(c);
    if (ended) {
      // All it paid in (instalments and 초과 납부) = 위약금 kept + refunded + refund due.
      endedPaid += ended.paid;
      continue;
    }
    // A contract signed after the day is not yet in the figures.
    if (!soldIds.has(String(c._id))) continue;
    options += totals({ instalments: c.instalments.filter(isOption) }).paid;
    surplus += c.surplus ?? 0;
  }
  const adjustment = options + endedPaid + surplus + unmatched.amount;
  return { saleReceived, options, endedPaid, surplus, unmatched: unmatched.amount, adjustment, ledgerTotal: saleReceived + adjustment };
}

/** 연체료 to `today` of the contracts sold: charged (after waivers), of it fixed by payments made, and waived. */
export function lateFigures(sold: readonly ContractRow[], today: string, terms: StatementTerms): LateFigures {
  const rate = terms.lateTerms ?? terms.lateRatePercent;
  const out: LateFigures = { charged: 0, kept: 0, waived: 0 };
  for (const c of sold) {
    const waived = waivedOf(c.lateWaivers);
    for (const i of c.instalments) {
      const l = instalmentLate(i, dueByOf(i, terms), today, rate, waived.get(i.key) ?? 0);
      out.charged += l.owed;
      out.kept += l.kept;
      out.waived += l.waived;
    }
  }
  return out;
}

/** Deposits waiting for the desk (미확인, 보류) on or before the day: their count, sum and oldest day. */
export function unmatchedFigures(waiting: readonly { day: string; amount: number }[], today: string): UnmatchedFigures {
  const upTo = waiting.filter((d) => d.day <= today);
  return {
    count: upTo.length,
    amount: upTo.reduce((s, d) => s + d.amount, 0),
    oldest: upTo.reduce<string | null>((o, d) => (!o || d.day < o ? d.day : o), null),
  };
}
