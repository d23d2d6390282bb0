/**
 * Bookings of a contract made before bookings kept their unit: the contract's 동·호 copied onto them
 * (`unitDong`, `unitHo`), so the visits desk's day names the unit of every 사전점검 and 입주 booking.
 * A booking whose contract is gone keeps no unit; one that has its unit is left as it is.
 */
import type { Db, ObjectId } from 'mongodb';

export async function fillBookingUnits(db: Db): Promise<number> {
  const reservations = db.collection<{ _id: ObjectId; contractId?: ObjectId; unitDong?: string }>('reservations');
  const contracts = db.collection<{ _id: ObjectId; dong: string; ho?: string }>('contracts');
  let changed = 0;
  for (const r of await reservations.find({ contractId: { $exists: true }, unitDong: { $exists: false } }, { projection: { contractId: 1 } }).toArray()) {
    const c = await contracts.findOne({ _id: r.contractId! }, { projection: { dong: 1, ho: 1 } });
    if (!c) continue;
    const res = await reservations.updateOne({ _id: r._id, unitDong: { $exists: false } }, { $set: { unitDong: c.dong, ...(c.ho ? { unitHo: c.ho } : {}) } });
    changed += res.modifiedCount;
  }
  return changed;
}

export const run = (db: Db) => fillBookingUnits(db);
