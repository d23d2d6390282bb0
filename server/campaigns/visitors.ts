/**
 * Unique visitors per KST day, channel and campaign. While a day's hashes exist (to the end of the next day) they are
 * counted directly; a finished day is rolled up into `visit_days` so its numbers outlive them.
 * A visitor is counted once per day: over a period, visitors are the sum of the days' visitors
 * (the salt changes at midnight, so nobody can be recognised across days, by design).
 */
import { VisitDay, VisitHash } from './model';

/** 'm:2026-11-26T15:42' in Korea time: the minute bucket of "visitors right now". */
export const minuteKey = (d: Date) => `m:${new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 16)}`;

/** `channel|campaign` → visitors, with `channel|*` (the channel's) and `*|*` (the day's) totals. */
export type DayVisitors = Map<string, number>;

/** How a report names a stored campaign (vocabulary.ts: a name nobody's lead or cost carries is 기타). */
export type CampaignNaming = (campaign: string) => string;

async function countDay(day: string, shown: CampaignNaming = (c) => c): Promise<DayVisitors> {
  const docs = await VisitHash.find({ day }, { _id: 0, h: 1, channel: 1, campaign: 1 }).lean<{ h: string; channel: string; campaign: string }[]>();
  const sets = new Map<string, Set<string>>();
  const add = (k: string, h: string) => {
    let s = sets.get(k);
    if (!s) sets.set(k, (s = new Set()));
    s.add(h);
  };
  for (const d of docs) {
    add(`${d.channel}|${shown(d.campaign)}`, d.h);
    add(`${d.channel}|*`, d.h);
    add('*|*', d.h);
  }
  return new Map([...sets].map(([k, s]) => [k, s.size]));
}

/** Keeps a finished day's counts (idempotent: every instance may run it). */
export async function rollUpDay(day: string): Promise<void> {
  if (await VisitDay.exists({ _id: `${day}|*|*` })) return;
  const counts = await countDay(day);
  if (!counts.size) return;
  await VisitDay.bulkWrite(
    [...counts].map(([k, visitors]) => {
      const [channel, campaign] = k.split('|') as [string, string];
      return { updateOne: { filter: { _id: `${day}|${k}` }, update: { $set: { day, channel, campaign, visitors } }, upsert: true } };
    }),
    { ordered: false },
  );
}

/**
 * Each day's visitors: rolled-up days from `visit_days`, the others counted from their hashes. With
 * `shown`, campaigns a report names alike are one: counted once per visitor from the hashes, summed
 * from a rolled-up day (a visitor of two such names that day counts in both).
 */
export async function visitorsByDay(days: string[], shown?: CampaignNaming): Promise<Map<string, DayVisitors>> {
  const kept = await VisitDay.find({ day: { $in: days } }).lean<{ day: string; channel: string; campaign: string; visitors: number }[]>();
  const out = new Map<string, DayVisitors>();
  for (const k of kept) {
    const m = out.get(k.day) ?? new Map<string, number>();
    const key = `${k.channel}|${k.campaign === '*' || !shown ? k.campaign : shown(k.campaign)}`;
    m.set(key, (m.get(key) ?? 0) + k.visitors);
    out.set(k.day, m);
  }
  for (const day of days) if (!out.has(day)) out.set(day, await countDay(day, shown));
  return out;
}

/** Distinct visitors seen in the last `minutes` minutes (from the minute markers). */
export async function visitorsNow(now: Date, minutes = 5): Promise<number> {
  const keys = Array.from({ length: minutes }, (_, i) => minuteKey(new Date(now.getTime() - i * 60_000)));
  const docs = await VisitHash.find({ day: { $in: keys } }, { _id: 0, h: 1 }).lean<{ h: string }[]>();
  return new Set(docs.map((d) => d.h)).size;
}
