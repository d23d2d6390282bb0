/**
 * Ready means: the database answers a ping within a second and every migration is recorded done.
 * Once seen done, the migrations are not asked about again by this process (they never undo).
 */
import mongoose from 'mongoose';
import { dbState, noteDbDown, noteDbUp } from '../db/connection';
import { within } from '../db/deadline';
import { MIGRATIONS } from '../db/migrations';

export const PING_LIMIT_MS = 1_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

export function readiness() {
  let migrated = false;
  return {
    state: dbState,
    async check(): Promise<Readiness> {
      const db = mongoose.connection.db;
      if (!db) {
        noteDbDown();
        return { ready: false, reason: 'database not connected' };
      }
      try {
        // Pinged whatever mongoose's state says: a ping is what makes the driver look again after an outage.
        await within(db.command({ ping: 1 }, { timeoutMS: PING_LIMIT_MS }), PING_LIMIT_MS);
      } catch {
        // The proxy asks every few seconds: the outage alert's clock starts here (server/ops/checks.ts).
        noteDbDown();
        return { ready: false, reason: `database did not answer within ${PING_LIMIT_MS / 1000} s` };
      }
      noteDbUp();
      if (!migrated) {
        try {
          const done = await within(
            db.collection<{ _id: string }>('migrations').countDocuments({ _id: { $in: MIGRATIONS.map((m) => m.name) }, state: 'done' }, { timeoutMS: PING_LIMIT_MS }),
            PING_LIMIT_MS,
          );
          migrated = done === MIGRATIONS.length;
        } catch {
          return { ready: false, reason: `database did not answer within ${PING_LIMIT_MS / 1000} s` };
        }
        if (!migrated) return { ready: false, reason: 'migrations have not run yet' };
      }
      return { ready: true };
    },
  };
}
