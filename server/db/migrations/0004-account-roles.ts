/** The administrator stored before roles (one account, no role) becomes an active owner. */
import type { Db } from 'mongodb';

export async function upgradeAccounts(db: Db): Promise<number> {
  const res = await db.collection('admins').updateMany({ role: { $exists: false } }, { $set: { role: 'owner', active: true, away: false, sessionEpoch: 0 } });
  return res.modifiedCount;
}

export const run = upgradeAccounts;
