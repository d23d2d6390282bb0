/**
 * Slots became unique per kind, date and start (a contract visit may start when a model-house
 * visit does). A database from before keeps the old unique index on date and start, which would
 * refuse that slot: it is dropped. Nothing to do on a new database.
 */
import type { Db } from 'mongodb';

export async function dropSlotIndexWithoutKind(db: Db): Promise<boolean> {
  try {
    await db.collection('visit_slots').dropIndex('date_1_start_1');
    return true;
  } catch {
    return false; // not there (a new database, or already dropped)
  }
}

export const run = dropSlotIndexWithoutKind;
