/**
 * A unit may be sold again after a 해약 (a new contract of its own), so contracts are no longer unique
 * per unit key but per live key (server/contracts/live.ts): every contract not ended gets `liveKey`,
 * and the old unique index on `unitKey` is dropped. Run again it finds nothing left to do.
 */
import type { Db } from 'mongodb';

export async function liveContracts(db: Db): Promise<{ live: number; dropped: boolean }> {
  const contracts = db.collection<{ unitKey: string; liveKey?: string; cancelledOn?: string }>('contracts');
  let live = 0;
  for (const c of await contracts.find({ cancelledOn: { $exists: false }, liveKey: { $exists: false } }, { projection: { unitKey: 1 } }).toArray()) {
    const res = await contracts.updateOne({ _id: c._id, cancelledOn: { $exists: false }, liveKey: { $exists: false } }, { $set: { liveKey: c.unitKey } });
    live += res.modifiedCount;
  }
  let dropped = false;
  try {
    await contracts.dropIndex('unitKey_1');
    dropped = true;
  } catch {
    // not there (a new database, or dropped already)
  }
  return { live, dropped };
}

export const run = liveContracts;
