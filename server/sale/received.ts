/**
 * Money in by the deposit's day, from the deposit batches the contracts list: a batch's deposits
 * and their allocation are final once a contract lists it (server/contracts/deposits.ts), so each
 * batch is read once per process and kept (a few days and sums each). Reading 30,000 deposits on
 * every view took seconds on the bundled engine; a view now reads only the batches new since the
 * last. Keyed by batch id, so a batch of another database (a test file's) is never counted.
 */
import { Types } from 'mongoose';
import { Deposit } from '../contracts/deposit-model';

const byBatch = new Map<string, Map<string, number>>();
const MAX_BATCHES = 500_000;
const PART = 1000;

type BatchDeposit = { batchId: Types.ObjectId; day: string; amount: number; surplus?: number };
const FIELDS = { _id: 0, batchId: 1, day: 1, amount: 1, surplus: 1 } as const;

export async function receivedByDay(batchIds: string[]): Promise<{ day: string; amount: number }[]> {
  const missing = [...new Set(batchIds.filter((id) => !byBatch.has(id)))];
  if (byBatch.size + missing.length > MAX_BATCHES) byBatch.clear();
  // Many batches unknown (a fresh process): one pass over every batched deposit, kept for the batches
  // asked for only (those the contracts list: complete), instead of one $in per thousand batches.
  const reads =
    missing.length > PART
      ? [Deposit.find({ batchId: { $ne: null } }, FIELDS).lean<BatchDeposit[]>()]
      : missing.length
        ? [Deposit.find({ batchId: { $in: missing.map((id) => new Types.ObjectId(id)) } }, FIELDS).lean<BatchDeposit[]>()]
        : [];
  for (const read of reads) {
    const found = new Map<string, Map<string, number>>(missing.map((id) => [id, new Map()]));
    for (const d of await read) {
      const days = found.get(String(d.batchId));
      if (days) days.set(d.day, (days.get(d.day) ?? 0) + d.amount - (d.surplus ?? 0));
    }
    for (const [id, days] of found) byBatch.set(id, days);
  }
  const out = new Map<string, number>();
  for (const id of new Set(batchIds)) for (const [day, amount] of byBatch.get(id) ?? []) out.set(day, (out.get(day) ?? 0) + amount);
  return [...out].map(([day, amount]) => ({ day, amount }));
}
