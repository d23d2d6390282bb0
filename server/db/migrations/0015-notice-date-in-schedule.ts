/**
 * The 모집공고일 was entered twice: on the schedule (its 입주자모집공고 step) and in the eligibility
 * figures (`noticeDate`). It is now the schedule's alone. A stored `noticeDate` that differs from the
 * schedule's step moves onto the step (the eligibility answers told buyers that day, and the desk
 * entered it from the notice), recorded as a schedule change; then it is removed from the figures.
 * Without a stored schedule, one is stored from the site config's steps with that day. Safe to run
 * again: a figures document without `noticeDate` is left as it is.
 */
import type { Db } from 'mongodb';
import { siteConfig } from '../../../shared/site.config';

interface FiguresDoc {
  _id: string;
  noticeDate?: string;
}
interface Step {
  key: string;
  start: string;
  end?: string;
  [more: string]: unknown;
}
interface ScheduleDoc {
  _id: string;
  items: Step[];
  meta: Record<string, { seq: number; changedAt: string }>;
  rev: number;
  updatedAt: Date;
  updatedBy: string;
}

const KEY = 'announcement';
const BY = 'migration 0015';

export async function run(db: Db, now = new Date()): Promise<{ moved: number }> {
  const figures = db.collection<FiguresDoc>('eligibility_figures');
  const schedules = db.collection<ScheduleDoc>('schedule');
  let moved = 0;
  for (const doc of await figures.find({ noticeDate: { $exists: true } }).toArray()) {
    const day = doc.noticeDate;
    if (day) {
      const stored = await schedules.findOne({ _id: 'current' });
      const items: Step[] = stored?.items ?? siteConfig.schedule.map((s) => ({ ...s }) as Step);
      const step = items.find((s) => s.key === KEY);
      if (step?.start !== day) {
        const next = step
          ? items.map((s) => (s.key === KEY ? { ...s, start: day, ...(s.end && s.end < day ? { end: day } : {}) } : s))
          : [{ key: KEY, label: '입주자모집공고', start: day, where: 'online' }, ...items];
        const meta = { ...(stored?.meta ?? {}) };
        meta[KEY] = { seq: (meta[KEY]?.seq ?? -1) + 1, changedAt: now.toISOString() };
        const rev = (stored?.rev ?? 0) + 1;
        if (stored) await schedules.updateOne({ _id: 'current', rev: stored.rev }, { $set: { items: next, meta, rev, updatedAt: now, updatedBy: BY } });
        else await schedules.insertOne({ _id: 'current', items: next, meta, rev, updatedAt: now, updatedBy: BY });
        await db.collection('schedule_changes').insertOne({ at: now, by: BY, rev, changes: [{ key: KEY, kind: step ? 'changed' : 'added', ...(step ? { before: step } : {}), after: next.find((s) => s.key === KEY) }] });
        moved++;
      }
    }
    await figures.updateOne({ _id: doc._id }, { $unset: { noticeDate: '' } });
  }
  return { moved };
}
