/** Server data of the 입주 desk pages (each read of households in the access record, as the API's). */
import { z } from 'zod';
import type { AdminCheckInData, AdminMoveInData, AdminPassData } from '../../shared/movein';
import type { LoaderContext, PageLoaderTable } from '../http/page-loaders';
import { recordAccess } from '../access-log/record';
import { HttpError } from '../http/errors';
import { kstDay } from '../core/time';
import { checkInList, checkPass, moveInCalendar } from './desk';
import { moveInPeriod } from './service';
import { moveInDay } from './day-roster';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v : undefined);
const Dong = z.string().regex(/^\d{1,4}$/);

export const moveInPages = {
  'admin-movein': async (ctx) => ({ value: await calendarPage(ctx) }),
  'admin-movein-checkin': async (ctx) => ({ value: await checkInPage(ctx) }),
  'admin-movein-pass': async (ctx) => ({ value: await passPage(ctx) }),
} satisfies PageLoaderTable;

async function calendarPage({ req, now, identity }: LoaderContext): Promise<AdminMoveInData> {
  const { email, role } = await identity();
  // From the query, else the period's first day, else today.
  const from = day(req.query.from) ?? (email ? (await moveInPeriod())?.from : undefined) ?? kstDay(now);
  if (!email) return { email, role, from, calendar: null };
  const calendar = await moveInCalendar(from, 14);
  await recordAccess(req, { action: 'view', subject: `movein calendar ${from}+14` });
  // A day opened from the calendar: its households by line, then 동·호 (names and phones: in the access record).
  const date = day(req.query.day);
  if (!date) return { email, role, from, calendar, day: null };
  const roster = await moveInDay(date, now);
  await recordAccess(req, { action: 'view', subject: `movein day ${date}`, count: roster.lines.reduce((n, l) => n + l.rows.length, 0) });
  return { email, role, from, calendar, day: roster };
}

async function checkInPage({ req, now, identity }: LoaderContext): Promise<AdminCheckInData> {
  const { email, role } = await identity();
  const date = day(req.query.date) ?? kstDay(now);
  const dong = Dong.safeParse(req.query.dong).data ?? null;
  const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 30) : '';
  if (!email) return { email, role, date, dong, q, slots: null };
  const slots = await checkInList(date, dong ?? undefined, q);
  await recordAccess(req, { action: 'search', subject: `inspection check-in ${date}${dong ? ` ${dong}동` : ''}`, count: slots.reduce((n, s) => n + s.rows.length, 0) });
  return { email, role, date, dong, q, slots };
}

async function passPage({ req, identity, now }: LoaderContext): Promise<AdminPassData> {
  const { email, role } = await identity();
  const code = typeof req.query.code === 'string' ? req.query.code.trim().slice(0, 20) : '';
  if (!email || !code) return { email, role, code, pass: null, error: null };
  try {
    const pass = await checkPass(code, now);
    await recordAccess(req, { action: 'view', subject: `movein pass ${pass.unit}` });
    return { email, role, code, pass, error: null };
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return { email, role, code, pass: null, error: err.message };
    throw err;
  }
}
