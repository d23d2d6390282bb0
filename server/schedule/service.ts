/**
 * The schedule in force: the site config's steps until staff save their own, then the stored
 * ones. A save applies only to the revision it read, records every added, changed and removed
 * step, and raises the calendar SEQUENCE of each step it touched (a step's UID never changes).
 */
import type { SiteConfig } from '../../shared/site.config';
import type { ScheduleStep } from '../../shared/schedule';
import { HttpError } from '../http/errors';
import { Schedule, ScheduleChange } from './model';
import { cleanStep } from './validate';

export const SCHEDULE_ID = 'current';

/** Per step key: calendar SEQUENCE and when the step last changed. */
export type StepMeta = Record<string, { seq: number; changedAt: string }>;

export interface CurrentSchedule {
  items: ScheduleStep[];
  meta: StepMeta;
  rev: number;
  updatedAt?: Date;
}

/** Defaults count as unchanged since the start of their first step's year (a stable DTSTAMP). */
function defaults(site: SiteConfig): CurrentSchedule {
  const since = `${site.schedule.map((s) => s.start).sort()[0]?.slice(0, 4) ?? '2026'}-01-01T00:00:00.000Z`;
  const meta: StepMeta = {};
  for (const s of site.schedule) meta[s.key] = { seq: 0, changedAt: since };
  return { items: site.schedule.map(cleanStep), meta, rev: 0 };
}

export async function currentSchedule(site: SiteConfig): Promise<CurrentSchedule> {
  const doc = await Schedule.findById(SCHEDULE_ID).lean();
  if (!doc) return defaults(site);
  return { items: (doc.items as ScheduleStep[]).map(cleanStep), meta: doc.meta as StepMeta, rev: doc.rev, updatedAt: doc.updatedAt };
}

export interface StepChange {
  key: string;
  kind: 'added' | 'changed' | 'removed';
  before?: ScheduleStep;
  after?: ScheduleStep;
}

const same = (a: ScheduleStep, b: ScheduleStep) => JSON.stringify(cleanStep(a)) === JSON.stringify(cleanStep(b));

/** What a save changes, step by step. */
export function diffSteps(before: ScheduleStep[], after: ScheduleStep[]): StepChange[] {
  const old = new Map(before.map((s) => [s.key, s]));
  const changes: StepChange[] = [];
  for (const s of after) {
    const prev = old.get(s.key);
    if (!prev) changes.push({ key: s.key, kind: 'added', after: s });
    else if (!same(prev, s)) changes.push({ key: s.key, kind: 'changed', before: prev, after: s });
  }
  const kept = new Set(after.map((s) => s.key));
  for (const s of before) if (!kept.has(s.key)) changes.push({ key: s.key, kind: 'removed', before: s });
  return changes;
}

export const SCHEDULE_CONFLICT = '다른 관리자가 먼저 일정을 수정했습니다. 새로고침한 뒤 다시 저장해 주세요.';

/** Stores the new steps; returns the saved schedule and what changed (nothing stored when nothing changed). */
export async function saveSchedule(site: SiteConfig, input: ScheduleStep[], by: string, at: Date): Promise<{ saved: CurrentSchedule; changes: StepChange[] }> {
  const current = await currentSchedule(site);
  const items = input.map(cleanStep);
  const changes = diffSteps(current.items, items);
  if (changes.length === 0) return { saved: current, changes };
  const meta: StepMeta = { ...current.meta };
  for (const c of changes) {
    // A step added again under a deleted key continues its SEQUENCE: calendars keep its UID.
    const prev = meta[c.key];
    meta[c.key] = { seq: prev ? prev.seq + 1 : 0, changedAt: at.toISOString() };
  }
  const rev = current.rev + 1;
  const set = { items, meta, rev, updatedAt: at, updatedBy: by };
  if (current.rev === 0) {
    try {
      await Schedule.create({ _id: SCHEDULE_ID, ...set });
    } catch (err) {
      if ((err as { code?: number }).code === 11000) throw new HttpError(409, SCHEDULE_CONFLICT);
      throw err;
    }
  } else {
    const res = await Schedule.updateOne({ _id: SCHEDULE_ID, rev: current.rev }, { $set: set });
    if (res.modifiedCount !== 1) throw new HttpError(409, SCHEDULE_CONFLICT);
  }
  await ScheduleChange.create({ at, by, rev, changes });
  return { saved: { items, meta, rev, updatedAt: at }, changes };
}

export interface ScheduleChangeView {
  at: string;
  by: string;
  changes: StepChange[];
}

export async function recentChanges(limit = 20): Promise<ScheduleChangeView[]> {
  const docs = await ScheduleChange.find().sort({ at: -1, _id: -1 }).limit(limit).lean();
  return docs.map((d) => ({ at: d.at.toISOString(), by: d.by, changes: d.changes as StepChange[] }));
}

/** The key of the 입주자모집공고 step: its start is the 모집공고일 every tool counts to. */
export const ANNOUNCEMENT_KEY = 'announcement';

/**
 * The 모집공고일: the one fact the desk enters (the schedule's 입주자모집공고 step), read by the
 * schedule, the eligibility answer and the score page. The site config's day while none is saved
 * or the database is away.
 */
export async function announcementDay(site: SiteConfig, dbReady = true): Promise<string> {
  const items = dbReady ? (await currentSchedule(site)).items : site.schedule;
  const step = items.find((s) => s.key === ANNOUNCEMENT_KEY) ?? site.schedule.find((s) => s.key === ANNOUNCEMENT_KEY);
  return step?.start ?? site.schedule.map((s) => s.start).sort()[0]!;
}

/** The 모집공고일 the desk saved on the schedule, or null while it has saved none (the site config's is a plan, not a fact). */
export async function enteredAnnouncementDay(): Promise<string | null> {
  const doc = await Schedule.findById(SCHEDULE_ID, { items: 1 }).lean();
  return ((doc?.items ?? []) as ScheduleStep[]).find((s) => s.key === ANNOUNCEMENT_KEY)?.start ?? null;
}

/** Moves the 입주자모집공고 step to `day` (added when the desk had removed it), as a schedule save. */
export async function saveAnnouncementDay(site: SiteConfig, day: string, by: string, at: Date): Promise<void> {
  const current = await currentSchedule(site);
  const found = current.items.some((s) => s.key === ANNOUNCEMENT_KEY);
  const fallback = site.schedule.find((s) => s.key === ANNOUNCEMENT_KEY) ?? { key: ANNOUNCEMENT_KEY, label: '입주자모집공고', start: day };
  const items = found ? current.items.map((s) => (s.key === ANNOUNCEMENT_KEY ? { ...s, start: day, ...(s.end && s.end < day ? { end: day } : {}) } : s)) : [{ ...fallback, start: day }, ...current.items];
  await saveSchedule(site, items, by, at);
}
