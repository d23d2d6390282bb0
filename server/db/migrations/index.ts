/**
 * Changes to stored data run once per database, in the order of their numbers, at start-up. Each
 * is recorded in `migrations` under its name (the record's _id, so unique by construction): an
 * instance claims a migration by inserting that record before running it, so two instances starting
 * together never run one twice. A run that fails removes its claim and is tried again at the next
 * start; a claim left by an instance that died mid-run is taken over once it is stale. Every
 * migration is safe to run again over its own partial work.
 */
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import * as leadKeys from './0001-lead-keys';
import * as leadTypes from './0002-lead-types';
import * as visitSlotIndex from './0003-visit-slot-index';
import * as accountRoles from './0004-account-roles';
import * as reconfirmationPrune from './0005-reconfirmation-prune';
import * as campaignTags from './0006-campaign-tags';
import * as visitSlotDong from './0007-visit-slot-dong';
import * as visitSlotLine from './0008-visit-slot-line';
import * as eligibilityTiers from './0009-eligibility-tiers';
import * as depositKeys from './0010-deposit-keys';
import * as defectAssignees from './0011-defect-assignees';
import * as bookingUnits from './0012-booking-units';
import * as contractReceived from './0013-contract-received';
import * as companyNames from './0014-company-names';
import * as noticeDateInSchedule from './0015-notice-date-in-schedule';
import * as liveContracts from './0016-live-contracts';

export interface Migration {
  name: string;
  run: (db: Db) => Promise<unknown>;
}

/** In order; a new one gets the next number and is added at the end. Never renumber or remove one. */
export const MIGRATIONS: Migration[] = [
  { name: '0001-lead-keys', run: (db) => leadKeys.run(db) },
  { name: '0002-lead-types', run: (db) => leadTypes.run(db) },
  { name: '0003-visit-slot-index', run: (db) => visitSlotIndex.run(db) },
  { name: '0004-account-roles', run: (db) => accountRoles.run(db) },
  { name: '0005-reconfirmation-prune', run: (db) => reconfirmationPrune.run(db) },
  { name: '0006-campaign-tags', run: (db) => campaignTags.run(db) },
  { name: '0007-visit-slot-dong', run: (db) => visitSlotDong.run(db) },
  { name: '0008-visit-slot-line', run: (db) => visitSlotLine.run(db) },
  { name: '0009-eligibility-tiers', run: (db) => eligibilityTiers.run(db) },
  { name: '0010-deposit-keys', run: (db) => depositKeys.run(db) },
  { name: '0011-defect-assignees', run: (db) => defectAssignees.run(db) },
  { name: '0012-booking-units', run: (db) => bookingUnits.run(db) },
  { name: '0013-contract-received', run: (db) => contractReceived.run(db) },
  { name: '0014-company-names', run: (db) => companyNames.run(db) },
  { name: '0015-notice-date-in-schedule', run: (db) => noticeDateInSchedule.run(db) },
  { name: '0016-live-contracts', run: (db) => liveContracts.run(db) },
];

interface MigrationRecord {
  _id: string;
  state: 'running' | 'done';
  startedAt: Date;
  finishedAt?: Date;
  result?: unknown;
}

/** A claim this old with no result belongs to an instance that stopped mid-run. */
export const STALE_CLAIM_MS = 15 * 60_000;

const isDuplicate = (err: unknown) => (err as { code?: number }).code === 11000;

export interface MigrationOutcome {
  ran: string[];
  /** Being run by another instance: it goes on with the rest in order. */
  busy?: string;
  failed?: string;
}

/**
 * Runs every migration not yet recorded as done, in order. Stops at one that fails (later ones may
 * build on it) or that another instance is running.
 */
export async function runMigrations(db: Db, log: Logger, opts: { migrations?: Migration[]; now?: () => Date } = {}): Promise<MigrationOutcome> {
  const { migrations = MIGRATIONS, now = () => new Date() } = opts;
  const records = db.collection<MigrationRecord>('migrations');
  const ran: string[] = [];
  for (const m of migrations) {
    const startedAt = now();
    let claimed = false;
    try {
      await records.insertOne({ _id: m.name, state: 'running', startedAt });
      claimed = true;
    } catch (err) {
      if (!isDuplicate(err)) throw err;
    }
    if (!claimed) {
      const taken = await records.findOneAndUpdate(
        { _id: m.name, state: 'running', startedAt: { $lt: new Date(startedAt.getTime() - STALE_CLAIM_MS) } },
        { $set: { startedAt } },
      );
      if (!taken) {
        const existing = await records.findOne({ _id: m.name });
        if (existing?.state === 'done') continue;
        return { ran, busy: m.name };
      }
      log.warn({ migration: m.name }, 'migration claim of a stopped instance taken over');
    }
    try {
      const result = await m.run(db);
      await records.updateOne({ _id: m.name, startedAt }, { $set: { state: 'done', finishedAt: now(), result: result ?? null } });
      ran.push(m.name);
      log.info({ migration: m.name, result }, 'migration done');
    } catch (err) {
      await records.deleteOne({ _id: m.name, state: 'running', startedAt }).catch(() => undefined);
      log.warn({ err, migration: m.name }, 'migration failed; it runs again at the next start');
      return { ran, failed: m.name };
    }
  }
  return { ran };
}
