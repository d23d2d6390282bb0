/**
 * The week's snapshot: once a week has ended (Monday 00:00 Korea time) its report is kept as it
 * stood, so a report already sent is produced again identically after later changes. Every
 * instance runs the job; the week is the document's _id (unique), claimed by an insert (or, when a
 * claimant died before writing, by one conditional update of the stale claim), and the report is
 * written only by the claim's holder and only once. No findOneAndUpdate: the bundled test
 * engine's is not atomic (decision 0018).
 */
import { Types } from 'mongoose';
import type { Logger } from 'pino';
import { addDays, kstDay, kstStart } from '../core/time';
import { isoWeek, weekMonday, type SaleReport } from '../../shared/sale';
import { saleReport, type SaleSite } from './report';
import { renderAll } from './files';
import { WEEK_CLOSE_MAKER } from '../../shared/sale-lender';
import { SaleSnapshot } from './snapshot-model';

export { SaleSnapshot, keptReport, keptWeeks } from './snapshot-model';

/** A claim older than this without its report was left by an instance that stopped. */
const STALE_CLAIM_MS = 10 * 60_000;
const JOB_MS = 10 * 60_000;

/** The last week that has ended at `now` (the one before the running week). */
export const lastEndedWeek = (now: Date): string => isoWeek(addDays(kstDay(now), -7));

/**
 * Keeps the report of the week that ended last, once. Returns true when this call wrote it. The
 * figures are as the week ended: counted on its Sunday (overdue days to that day), read now.
 */
export async function takeSnapshot(now: Date, site: SaleSite): Promise<boolean> {
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
  const counted = await saleReport(endOfWeek, site, WEEK_CLOSE_MAKER);
  const report: SaleReport = { ...counted, week, madeAt: now.toISOString(), live: false };
  // The files are made from the report as kept, then kept beside it in the same write: one set, ever.
  const files = await renderAll(report);
  const kept: SaleReport = { ...report, files: files.map(({ data: _data, ...meta }) => meta) };
  const wrote = await SaleSnapshot.updateOne({ _id: week, claimId, madeAt: { $exists: false } }, { $set: { report: kept, files, madeAt: now } });
  return wrote.modifiedCount === 1;
}

/**
 * How long until the job's next run: ten minutes, or less when the running week ends sooner (Monday
 * 00:00 Korea time, a few seconds after), so a finished week is kept within seconds of its end
 * rather than up to a round later, and never more than ten minutes after.
 */
export function nextRunDelay(now: Date): number {
  const nextMonday = weekMonday(isoWeek(addDays(kstDay(now), 7)))!;
  const untilEnd = kstStart(nextMonday).getTime() + WEEK_END_GRACE_MS - now.getTime();
  return Math.max(1_000, Math.min(JOB_MS, untilEnd));
}
const WEEK_END_GRACE_MS = 5_000;

/** Runs the job once `first` resolves, then at each `nextRunDelay` while the database answers (every instance; the week's claim makes it once). */
export function startSaleSnapshots(now: () => Date, site: SaleSite, log: Logger, ready: () => boolean, first: Promise<unknown>): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (ready()) {
      takeSnapshot(now(), site)
        .then((wrote) => wrote && log.info({ week: lastEndedWeek(now()) }, 'sale report of the week kept'))
        .catch((err: unknown) => log.warn({ err }, 'sale report snapshot failed; it runs again within ten minutes'));
    }
    timer = setTimeout(run, nextRunDelay(now()));
    timer.unref();
  };
  void first.then(run, () => {});
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
