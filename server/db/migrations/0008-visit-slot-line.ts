/**
 * Slots became unique per kind, date, start, 동 and line (the 입주 of two elevator lines may start at
 * the same half-day). A database from before keeps the unique index without the line, which would
 * refuse the second line's slot: it is dropped (the new index is built with the models'). Nothing to
 * do on a new database.
 */
import type { Db } from 'mongodb';

export async function dropSlotIndexWithoutLine(db: Db): Promise<boolean> {
  try {
    await db.collection('visit_slots').dropIndex('kind_date_start_dong');
    return true;
  } catch {
    return false; // not there (a new database, or already dropped)
  }
}

export const run = dropSlotIndexWithoutLine;
