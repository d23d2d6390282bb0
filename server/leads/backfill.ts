/**
 * Leads stored before the lead desk have no phone key or Korean day: give them both once at
 * start-up (a no-op afterwards), so repeat detection and the dashboard see them too.
 */
import { Lead } from './model';
import { phoneKey } from './repeat';
import { kstDay } from '../../shared/kst';

export async function backfillLeadKeys(batch = 1000): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await Lead.find({ $or: [{ phoneKey: { $exists: false } }, { day: { $exists: false } }] }, { phone: 1, createdAt: 1 })
      .limit(batch)
      .lean<{ _id: unknown; phone: string; createdAt: Date }[]>();
    for (const r of rows) await Lead.updateOne({ _id: r._id }, { $set: { phoneKey: phoneKey(r.phone), day: kstDay(r.createdAt) } });
    done += rows.length;
    if (rows.length < batch) return done;
  }
}
