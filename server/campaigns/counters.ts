/**
 * Page-view counters over time (decision 0035). Guarantee: a report reads each day of its period once,
 * from the day's rows in `visit_counter_days` when `visit_rollups` marks the day as summed, else from
 * its hourly rows; the hourly rows of a marked day are deleted only ten minutes after the mark, so a
 * reading that began before the mark still finds them all. A day is summed once the day after it has
 * ended (hourly rows are kept at most 48 hours, like the visitor hashes), by a job every instance runs
 * every ten minutes: summing again gives the same rows (`$set`), so instances may meet on a day.
 */
import { createHash } from 'node:crypto';
import type { Logger } from '../logger';
import { kstDay } from '../core/time';
import { addDays } from '../../shared/kst';
import { VisitCounter, VisitCounterDay, VisitRollUp } from './model';
import { knownValues, NEW_CAMPAIGNS_A_DAY, OTHER_TAG } from './vocabulary';
import type { TagField } from '../attribution/tags';

/** Days before this many days ago are summed: today and yesterday stay hourly. */
export const HOURLY_DAYS = 2;
/** The hourly rows of a summed day are deleted this long after its mark. */
export const DELETE_AFTER_MS = 10 * 60_000;
const JOB_MS = 10 * 60_000;
/** Days summed in one run at most (a long-stopped site catches up over a few runs). */
const DAYS_A_RUN = 31;

const KEY = ['day', 'path', 'channel', 'campaign', 'source', 'medium', 'content', 'term', 'device'] as const;
type CounterKey = Record<(typeof KEY)[number], string>;
export interface CounterRow extends CounterKey {
  views: number;
  entries: number;
}

const dayRowId = (k: CounterKey) =>
  createHash('sha256')
    .update(KEY.map((f) => k[f]).join('\u0000'))
    .digest('base64url')
    .slice(0, 22);

/** The counters of the KST days from..to (hourly or summed, each day once). */
export async function countersIn(from: string, to: string): Promise<CounterRow[]> {
  const rolled = (await VisitRollUp.find({ _id: { $gte: from, $lte: to } }, { _id: 1 }).lean<{ _id: string }[]>()).map((d) => d._id);
  const projection = { _id: 0, hour: 0 };
  const [days, hours] = await Promise.all([
    rolled.length ? VisitCounterDay.find({ day: { $in: rolled } }, { _id: 0 }).lean<CounterRow[]>() : [],
    VisitCounter.find({ day: { $gte: from, $lte: to, $nin: rolled } }, projection).lean<CounterRow[]>(),
  ]);
  return [...days, ...hours];
}

/**
 * The rule of vocabulary.ts applied to a whole day: unknown source, medium, content and term are 기타,
 * and of the unknown campaign names only the NEW_CAMPAIGNS_A_DAY with the most views are kept. New
 * rows already follow it; rows counted before it did (a flood's names) are folded here.
 */
function foldDay(rows: CounterRow[], known: Record<TagField, Set<string>>): (r: CounterRow) => CounterKey {
  const unknownViews = new Map<string, number>();
  for (const r of rows) if (r.campaign && r.campaign !== OTHER_TAG && !known.campaign.has(r.campaign)) unknownViews.set(r.campaign, (unknownViews.get(r.campaign) ?? 0) + (r.views ?? 0));
  const kept = new Set([...unknownViews].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, NEW_CAMPAIGNS_A_DAY).map(([c]) => c));
  const tag = (f: TagField, v: string) => (!v || known[f].has(v) ? v : OTHER_TAG);
  return (r) => {
    const key = Object.fromEntries(KEY.map((f) => [f, r[f] ?? ''])) as CounterKey;
    for (const f of ['source', 'medium', 'content', 'term'] as const) key[f] = tag(f, key[f]);
    if (key.campaign && !known.campaign.has(key.campaign) && !kept.has(key.campaign)) key.campaign = OTHER_TAG;
    return key;
  };
}

/** Sums one day's hourly rows into day rows and marks the day (idempotent). */
async function sumDay(day: string, now: Date) {
  const [rows, known] = await Promise.all([VisitCounter.find({ day }, { _id: 0, hour: 0 }).lean<CounterRow[]>(), knownValues()]);
  const keyOf = foldDay(rows, known);
  const sums = new Map<string, CounterRow>();
  for (const r of rows) {
    const key = keyOf(r);
    const id = dayRowId(key);
    const s = sums.get(id) ?? { ...key, views: 0, entries: 0 };
    s.views += r.views ?? 0;
    s.entries += r.entries ?? 0;
    sums.set(id, s);
  }
  if (sums.size) {
    await VisitCounterDay.bulkWrite(
      [...sums].map(([_id, s]) => ({ updateOne: { filter: { _id }, update: { $set: s }, upsert: true } })),
      { ordered: false },
    );
  }
  await VisitRollUp.updateOne({ _id: day }, { $setOnInsert: { at: now } }, { upsert: true });
}

/**
 * The job: sums each day before yesterday that still has only hourly rows, and deletes the hourly
 * rows of days marked at least ten minutes ago. Returns the days summed and the hourly rows deleted.
 */
export async function rollUpCounters(now: Date): Promise<{ summed: string[]; deleted: number }> {
  const last = addDays(kstDay(now), -HOURLY_DAYS);
  const marks = await VisitRollUp.find({ _id: { $lte: last } }).lean<{ _id: string; at: Date }[]>();
  const marked = marks.map((m) => m._id);
  const summed: string[] = [];
  while (summed.length < DAYS_A_RUN) {
    const next = await VisitCounter.findOne({ day: { $lte: last, $nin: [...marked, ...summed] } }, { day: 1 })
      .sort({ day: 1 })
      .lean<{ day: string }>();
    if (!next) break;
    await sumDay(next.day, now);
    summed.push(next.day);
  }
  const ripe = marks.filter((m) => now.getTime() - m.at.getTime() >= DELETE_AFTER_MS).map((m) => m._id);
  const deleted = ripe.length ? (await VisitCounter.deleteMany({ day: { $in: ripe } })).deletedCount : 0;
  return { summed, deleted };
}

/** Runs the job once `first` resolves and every ten minutes while the database answers (every instance: each step is idempotent). */
export function startCounterRollUp(now: () => Date, log: Logger, ready: () => boolean, first: Promise<unknown>): () => void {
  const run = () => {
    if (!ready()) return;
    rollUpCounters(now())
      .then((r) => (r.summed.length || r.deleted) && log.info({ days: r.summed, deleted: r.deleted }, 'hourly page-view counters summed into days'))
      .catch((err: unknown) => log.warn({ err }, 'page-view counter roll-up failed; it runs again in ten minutes'));
  };
  const timer = setInterval(run, JOB_MS);
  timer.unref();
  void first.then(run, () => {});
  return () => clearInterval(timer);
}
