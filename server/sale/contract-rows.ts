/**
 * The contracts as the sale report reads them, kept in memory while the contracts' revision
 * (server/contracts/revision.ts) is the one they were read under: reading 1,400 contracts with their
 * instalments is most of an answer on the bundled engine, and an unchanged ledger need not be read
 * again. The revision is read first, so a write landing during the read changes it and the next
 * answer reads again; every instance checks the stored revision, so a write on another instance
 * counts too. Kept at most MAX_AGE_MS, should a writer have stopped between its write and the mark.
 */
import { Contract } from '../contracts/model';
import { contractsRevision } from '../contracts/revision';
import type { ContractFacts } from './sold';
import type { MoneyContract } from './money';
import type { LateWaiverRow } from '../contracts/late-waived';
import type { EndedFacts } from '../contracts/ended-money';

export type ContractRow = ContractFacts &
  MoneyContract & {
    receivedByDay?: Record<string, number> | null;
    surplus?: number | null;
    lateWaivers?: LateWaiverRow[] | null;
    cancellation?: EndedFacts['cancellation'];
  };

const MAX_AGE_MS = 5 * 60_000;
/** Every list in one reply: the engine answers a further batch slowly (1,400 contracts in 101s took twice as long). */
export const ALL = { batchSize: 100_000 } as const;

let kept: { rev: string; at: number; rows: Promise<readonly ContractRow[]> } | null = null;

const read = () =>
  Contract.find({}, { unitKey: 1, dong: 1, ho: 1, unitType: 1, contractDate: 1, cancelledOn: 1, price: 1, lateWaivers: 1, 'instalments.kind': 1, 'instalments.parts': 1, 'instalments.key': 1, 'instalments.label': 1, 'instalments.dueDate': 1, 'instalments.dueText': 1, 'instalments.amount': 1, 'instalments.paid': 1, 'instalments.paidOn': 1, receivedByDay: 1, surplus: 1, cancellation: 1 }, ALL).lean<ContractRow[]>().exec();

/** Shared between answers: read only, never changed. */
export async function contractRows(): Promise<readonly ContractRow[]> {
  const rev = await contractsRevision();
  // performance.now(): an age in this process, not a business time.
  if (rev && kept?.rev === rev && performance.now() - kept.at < MAX_AGE_MS) return kept.rows;
  const rows = read();
  kept = rev ? { rev, at: performance.now(), rows } : null;
  rows.catch(() => {
    if (kept?.rows === rows) kept = null;
  });
  return rows;
}
