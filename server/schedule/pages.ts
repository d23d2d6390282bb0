/** Server data of the schedule pages: the timeline with its Events, the stop link, the admin editor. */
import type { AdminScheduleData, SchedulePageData } from '../../shared/schedule';
import type { ScheduleStopData } from '../../shared/schedule-stop';
import { scheduleEvents } from '../../shared/structured-data';
import { isDbReady } from '../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../http/errors';
import type { PageLoaderTable } from '../http/page-loaders';
import { ScheduleSubscriber } from './model';
import { adminScheduleData, scheduleView } from './routes';

export const schedulePages = {
  'sales-schedule': async ({ req, now, app }) => {
    const ctx = app.schedule;
    const view = await scheduleView(ctx, now);
    const q = req.query;
    const reminder = q.reminder === 'ok' || q.reminder === 'invalid' || q.reminder === 'limited' ? q.reminder : undefined;
    const fields = typeof q.fields === 'string' ? q.fields.split(',').filter((f) => ['name', 'phone', 'consent'].includes(f)) : [];
    const value: SchedulePageData = { items: view.items, today: view.today, ...(reminder ? { reminder } : {}), ...(fields.length ? { fields } : {}) };
    return { value, jsonLd: scheduleEvents(ctx.site, view.items) };
  },
  'schedule-stop': async ({ match, req }) => {
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    const token = match.params.token!;
    const sub = await ScheduleSubscriber.findOne({ token }, { stoppedAt: 1 }).lean();
    const value: ScheduleStopData = { token, state: !sub ? 'invalid' : sub.stoppedAt ? (req.query.done === '1' ? 'done' : 'invalid') : 'ready' };
    // An unknown or erased link: the same page, answered 404 (see notFoundWhen in server/http/page-loaders.ts).
    return sub ? { value } : { value, status: 404 };
  },
  // Its permission is checked first (loadPageData in server/loaders.ts), so only a current account is set here.
  'admin-schedule': async ({ req, now, app }) => {
    const email = req.account?.email ?? null;
    const role = req.account?.role ?? null;
    if (!email) return { value: { email, role, items: [], subscribers: 0, changes: [], updatedAt: null } satisfies AdminScheduleData };
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    const data = await adminScheduleData({ site: app.schedule.site, now: () => now });
    const value: AdminScheduleData = {
      email,
      role,
      items: data.items,
      subscribers: data.subscribers,
      updatedAt: data.updatedAt,
      changes: data.changes.map((c) => ({ at: c.at, by: c.by, changes: c.changes.map((x) => ({ key: x.key, kind: x.kind })) })),
    };
    return { value };
  },
} satisfies PageLoaderTable;
