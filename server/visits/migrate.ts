/**
 * Slots became unique per kind, date and start (a contract visit may start when a model-house
 * visit does). A database from before keeps the old unique index on date and start, which would
 * refuse that slot: it is dropped once at start-up. Nothing to do on a new database.
 */
import { VisitSlot } from './model';

export async function dropSlotIndexWithoutKind(): Promise<boolean> {
  try {
    await VisitSlot.collection.dropIndex('date_1_start_1');
    return true;
  } catch {
    return false; // not there (a new database, or already dropped)
  }
}
