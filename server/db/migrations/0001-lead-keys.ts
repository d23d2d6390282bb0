/**
 * Leads stored before the lead desk have no phone key or Korean day: give them both, so repeat
 * detection and the dashboard see them too.
 */
import type { Db } from 'mongodb';
import { phoneKey } from '../../core/phone';
import { kstDay } from '../../core/time';

export async function backfillLeadKeys(db: Db, batch = 1000): Promise<number> {
  const leads = db.collection<{ phone: string; createdAt: Date; phoneKey?: string; day?: string }>('leads');
  let done = 0;
  for (;;) {
    const rows = await leads.find({ $or: [{ phoneKey: { $exists: false } }, { day: { $exists: false } }] }, { projection: { phone: 1, createdAt: 1 }, limit: batch }).toArray();
    for (const r of rows) await leads.updateOne({ _id: r._id }, { $set: { phoneKey: phoneKey(r.phone), day: kstDay(r.createdAt) } });
    done += rows.length;
    if (rows.length < batch) return done;
  }
}

export const run = backfillLeadKeys;
