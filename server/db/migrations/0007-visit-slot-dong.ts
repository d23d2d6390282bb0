/**
 * Slots became unique per kind, date, start and 동 (the 중도금 대출 자서 of two 동 may start at the same
 * time). A database from before keeps the unique index on kind, date and start, which would refuse
 * the second 동's slot: it is dropped (the new index is built with the models'). Nothing to do on a
 * new database.
 */
import type { Db } from 'mongodb';

export async function dropSlotIndexWithoutDong(db: Db): Promise<boolean> {
  try {
    await db.collection('visit_slots').dropIndex('kind_date_start');
    return true;
  } catch {
    return false; // not there (a new database, or already dropped)
  }
}

export const run = dropSlotIndexWithoutDong;
