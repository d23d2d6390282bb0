/**
 * The contract a deposit pays, found in the order an office's finance staff trust the clues: the
 * 가상계좌 the line names (its account column, or an account number written in its text), then the
 * 동·호 in the payer's name or the memo, then a holder's name with exactly the amount next due on
 * one contract. Anything else waits for the desk. A contract ended by a 해약 is found only for money
 * paid before its 해약 day (what it was owed then); a deposit on or after that day waits for the desk.
 */
import type { Types } from 'mongoose';
import { Contract } from './model';
import { paymentOrder, type InstalmentState } from './allocate';
import { unitInName } from './deposit-csv';

export type MatchedBy = 'account' | 'unit' | 'name';
type Facts = { _id: Types.ObjectId; unitKey: string; accountKey?: string | null; cancelledOn?: string | null; holders?: { name: string }[]; instalments?: (InstalmentState & { kind?: string })[]; depositBatches?: Types.ObjectId[] };

export interface FindableRow {
  depositor: string;
  memo?: string;
  text?: string;
  accountKey: string;
  amount: number;
  day: string;
}

const BATCH = 1000;
/** From this many lines, the finder reads the ledger once rather than each clue's contracts. */
const WHOLE_LEDGER_FROM = 300;
const chunks = <T>(list: T[]): T[][] => Array.from({ length: Math.ceil(list.length / BATCH) }, (_, i) => list.slice(i * BATCH, (i + 1) * BATCH));

/** Account numbers written in a line's text ('가상계좌 790-0101-1203', '79001011203'): their digits. */
export function accountsIn(text: string): string[] {
  return [...text.matchAll(/\d[\d-]{7,22}\d/g)].map((m) => m[0].replace(/\D/g, '')).filter((d) => d.length >= 9);
}

/** The 동·호 written in the payer's name or the memo. */
export const unitOfRow = (r: FindableRow) => unitInName(r.depositor) ?? (r.memo ? unitInName(r.memo) : null);

/** A payer that is a name alone ('김하나', '김 하나'): the name; else null. */
export const nameOfPayer = (p: string) => {
  const t = p.normalize('NFC').replace(/\s+/g, '');
  return /^[가-힣]{2,5}$/.test(t) ? t : null;
};

/** The amount next due on a contract: the oldest instalment not paid in full, what is left of it. */
function nextDue(c: Facts): number {
  const list = (c.instalments ?? []).filter((i) => i.kind !== 'option');
  for (const i of paymentOrder(list)) {
    const open = list[i]!.amount - list[i]!.paid;
    if (open > 0) return open;
  }
  return 0;
}

export async function contractFinder(rows: FindableRow[]) {
  const accountKeys = (r: FindableRow) => [...new Set([r.accountKey, ...accountsIn(`${r.depositor} ${r.memo ?? ''} ${r.text ?? ''}`)].filter(Boolean))];
  const accounts = [...new Set(rows.flatMap(accountKeys))];
  const units = [...new Set(rows.map(unitOfRow).filter((u): u is string => !!u))];
  const names = [...new Set(rows.map((r) => nameOfPayer(r.depositor)).filter((n): n is string => !!n))];
  // A unit sold again after a 해약 has two contracts of one key (and often one 가상계좌): both are kept.
  const byAccount = new Map<string, Facts[]>();
  const byUnit = new Map<string, Facts[]>();
  const add = (m: Map<string, Facts[]>, k: string, c: Facts) => m.set(k, [...(m.get(k) ?? []), c]);
  const byName = new Map<string, Facts[]>();
  const nameOf = (c: Facts) => (c.holders ?? []).map((h) => h.name);
  if (rows.length > WHOLE_LEDGER_FROM) {
    // A long statement names most of the ledger: one read of every contract's clues (and instalments, which
    // the apply reuses) costs less than a look-up per clue.
    const wanted = { accounts: new Set(accounts), units: new Set(units), names: new Set(names) };
    for (const c of await Contract.find({}, { unitKey: 1, accountKey: 1, cancelledOn: 1, 'holders.name': 1, instalments: 1, depositBatches: 1 }).lean<Facts[]>()) {
      if (c.accountKey && wanted.accounts.has(c.accountKey)) add(byAccount, c.accountKey, c);
      if (wanted.units.has(c.unitKey)) add(byUnit, c.unitKey, c);
      for (const n of nameOf(c)) if (wanted.names.has(n)) add(byName, n, c);
    }
  } else {
    for (const part of chunks(accounts)) {
      for (const c of await Contract.find({ accountKey: { $in: part } }, { unitKey: 1, accountKey: 1, cancelledOn: 1 }).lean<Facts[]>()) add(byAccount, c.accountKey!, c);
    }
    for (const part of chunks(units)) {
      for (const c of await Contract.find({ unitKey: { $in: part } }, { unitKey: 1, accountKey: 1, cancelledOn: 1 }).lean<Facts[]>()) add(byUnit, c.unitKey, c);
    }
    for (const part of chunks(names)) {
      for (const c of await Contract.find({ 'holders.name': { $in: part } }, { unitKey: 1, 'holders.name': 1, instalments: 1, cancelledOn: 1 }).lean<Facts[]>()) {
        for (const n of nameOf(c)) add(byName, n, c);
      }
    }
  }
  const find = (row: FindableRow): { contract: Facts; by: MatchedBy } | null => {
    const open = (c: Facts | undefined): c is Facts => !!c && (!c.cancelledOn || row.day < c.cancelledOn);
    // Money paid before a 해약 is the ended contract's; from its day on, the live one's (sold again) or nobody's.
    const pick = (cs: Facts[] | undefined) => (cs ?? []).filter(open).sort((x, y) => Number(!x.cancelledOn) - Number(!y.cancelledOn))[0];
    for (const key of accountKeys(row)) {
      const a = pick(byAccount.get(key));
      if (a) return { contract: a, by: 'account' };
    }
    const unit = unitOfRow(row);
    const u = unit ? pick(byUnit.get(unit)) : undefined;
    if (u) return { contract: u, by: 'unit' };
    const name = nameOfPayer(row.depositor);
    const due = name ? (byName.get(name) ?? []).filter((c) => open(c) && nextDue(c) === row.amount) : [];
    return due.length === 1 ? { contract: due[0]!, by: 'name' } : null;
  };
  // The contracts read whole (instalments and batches), which the apply may start from.
  const whole = rows.length > WHOLE_LEDGER_FROM ? [...byAccount.values(), ...byUnit.values(), ...byName.values()].flat() : [];
  return Object.assign(find, { read: new Map(whole.map((c) => [String(c._id), c])) });
}
