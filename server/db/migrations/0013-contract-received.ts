/**
 * Contracts stored before they kept their money in by day (`receivedByDay`, server/contracts/model.ts)
 * get it from their deposits: those of the batches the contract lists, each one's amount less its
 * surplus, by the deposit's day, as the sale report counted them before. Written only over the
 * batches as read (a deposit applied meanwhile adds a batch and its days itself: the contract is read
 * again), so run again it writes the same sums.
 */
import { ObjectId, type Db } from 'mongodb';

type StoredContract = { _id: ObjectId; depositBatches?: ObjectId[] };
type StoredDeposit = { contractId?: ObjectId; batchId?: ObjectId; day: string; amount: number; surplus?: number };

async function sumsOf(db: Db, c: StoredContract): Promise<Record<string, number>> {
  const listed = new Set((c.depositBatches ?? []).map(String));
  const days: Record<string, number> = {};
  if (!listed.size) return days;
  const deposits = db.collection<StoredDeposit>('deposits').find({ contractId: c._id, batchId: { $exists: true } }, { projection: { batchId: 1, day: 1, amount: 1, surplus: 1 } });
  for await (const d of deposits) if (listed.has(String(d.batchId))) days[d.day] = (days[d.day] ?? 0) + d.amount - (d.surplus ?? 0);
  return days;
}

export async function fillReceived(db: Db): Promise<{ filled: number }> {
  const contracts = db.collection<StoredContract & { receivedByDay?: unknown }>('contracts');
  let filled = 0;
  for (const { _id } of await contracts.find({}, { projection: { _id: 1 } }).toArray()) {
    for (let attempt = 0; attempt < 10; attempt++) {
      const c = await contracts.findOne({ _id }, { projection: { depositBatches: 1 } });
      if (!c) break;
      const asRead = c.depositBatches ? { depositBatches: c.depositBatches } : { depositBatches: { $exists: false } };
      const res = await contracts.updateOne({ _id, ...asRead }, { $set: { receivedByDay: await sumsOf(db, c) } });
      if (res.matchedCount === 1) {
        filled++;
        break;
      }
    }
  }
  // Sale reports kept in memory read the contracts again (server/contracts/revision.ts).
  await db.collection<{ _id: string; rev: string }>('revisions').updateOne({ _id: 'contracts' }, { $set: { rev: new ObjectId().toHexString() } }, { upsert: true });
  return { filled };
}

export const run = fillReceived;
