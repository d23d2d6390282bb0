/**
 * The week's snapshot: once a week has ended (Monday 00:00 Korea time) its report is kept as it
 * stood, so a report already sent is produced again identically after later changes. Every
 * instance runs the job; the week is the document's _id (unique), claimed by an insert (or, when a
 * claimant died before writing, by one conditional update of the stale claim), and the report is
 * written only by the claim's holder and only once. No findOneAndUpdate: the bundled test
 * engine's is not atomic (decision 0018).
 */
import mongoose, { Schema, Types } from 'mongoose';
import type { Logger } from 'pino';
import { addDays, kstDay, kstStart } from '../core/time';
import { isoWeek, weekMonday, type SaleReport } from '../../shared/sale';
import { saleReport } from './report';

const snapshotSchema = new Schema(
  {
    /** The ISO week, '2026-W48'. */
    _id: { type: String, required: true },
    claimId: { type: String, required: true },
    claimedAt: { type: Date, required: true },
    report: { type: Schema.Types.Mixed },
    madeAt: { type: Date },
  },
  { collection: 'sale_snapshots', versionKey: false },
);

export const SaleSnapshot = mongoose.model('SaleSnapshot', snapshotSchema);

/** A claim older than this without its report was left by an instance that stopped. */
const STALE_CLAIM_MS = 10 * 60_000;
const JOB_MS = 10 * 60_000;

/** The last week that has ended at `now` (the one before the running week). */
export const lastEndedWeek = (now: Date): string => isoWeek(addDays(kstDay(now), -7));

/**
 * Keeps the report of the week that ended last, once. Returns true when this call wrote it. The
 * figures are as the week ended: counted on its Sunday (overdue days to that day), read now.
 */
export async function takeSnapshot(now: Date, projectName: string): Promise<boolean> {
  const week = lastEndedWeek(now);
  const claimId = new Types.ObjectId().toHexString();
  const claimed = await SaleSnapshot.create({ _id: week, claimId, claimedAt: now }).then(
    () => true,
    async (err: { code?: number }) => {
      if (err.code !== 11000) throw err;
      const held = await SaleSnapshot.findById(week, { claimId: 1, claimedAt: 1, madeAt: 1 }).lean();
      if (!held || held.madeAt || now.getTime() - held.claimedAt.getTime() < STALE_CLAIM_MS) return false;
      const took = await SaleSnapshot.updateOne({ _id: week, claimId: held.claimId, madeAt: { $exists: false } }, { $set: { claimId, claimedAt: now } });
      return took.modifiedCount === 1;
    },
  );
  if (!claimed) return false;
  const endOfWeek = new Date(kstStart(addDays(weekMonday(week)!, 7)).getTime() - 1);
  const report: SaleReport = { ...(await saleReport(endOfWeek, projectName)), week, madeAt: now.toISOString(), live: false };
  const wrote = await SaleSnapshot.updateOne({ _id: week, claimId, madeAt: { $exists: false } }, { $set: { report, madeAt: now } });
  return wrote.modifiedCount === 1;
}

/** The kept report of a week, or null. */
export async function keptReport(week: string): Promise<SaleReport | null> {
  const s = await SaleSnapshot.findOne({ _id: week, madeAt: { $exists: true } }, { report: 1 }).lean<{ report: SaleReport }>();
  return s?.report ?? null;
}

/** The weeks kept, newest first. */
export async function keptWeeks(): Promise<string[]> {
  const list = await SaleSnapshot.find({ madeAt: { $exists: true } }, { _id: 1 }).sort({ _id: -1 }).limit(520).lean<{ _id: string }[]>();
  return list.map((s) => s._id);
}

/** Runs the job once `first` resolves and every ten minutes while the database answers (every instance; the week's claim makes it once). */
export function startSaleSnapshots(now: () => Date, projectName: string, log: Logger, ready: () => boolean, first: Promise<unknown>): () => void {
  const run = () => {
    if (!ready()) return;
    takeSnapshot(now(), projectName)
      .then((wrote) => wrote && log.info({ week: lastEndedWeek(now()) }, 'sale report of the week kept'))
      .catch((err: unknown) => log.warn({ err }, 'sale report snapshot failed; it runs again in ten minutes'));
  };
  const timer = setInterval(run, JOB_MS);
  timer.unref();
  void first.then(run, () => {});
  return () => clearInterval(timer);
}
