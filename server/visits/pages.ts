/** Server data of the visit pages: the booking form's open slots, a reservation's own page, the desk's day of visits. */
import type { AdminVisitsData, ReservationPageData, VisitSlotsData } from '../../shared/page-data';
import { kstDay, VISIT_DAYS_AHEAD } from '../../shared/visits';
import { SLOT_KINDS, isBuyerKind } from '../../shared/winners';
import { isDbReady } from '../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../http/errors';
import { notFoundWhen, type LoaderContext, type PageLoaderTable } from '../http/page-loaders';
import { isMobilePhone } from '../core/phone';
import { recordAccess } from '../access-log/record';
import { openSlots } from './slots';
import { findByToken, viewOf } from './reservations';
import { visitDay, visitWeek } from './admin';
import { withMoveTargets } from './move-targets';
import { scopeDay } from './customer-scope';

export const visitPages = {
  // ?type=84A (the cash plan's link) fills the inquiry with the type, when it is one of the price table's.
  'site-customer': async ({ now, req, app }) => {
    const type = typeof req.query.type === 'string' ? req.query.type.trim().toUpperCase() : '';
    return { value: { ...(await visitSlots(now)), ...(type && type in app.schedule.site.pricing.prices ? { type } : {}) } };
  },
  reservation: async (ctx) => notFoundWhen(await reservationPage(ctx), (v) => !v.reservation),
  'admin-visits': async (ctx) => ({ value: await adminVisits(ctx) }),
} satisfies PageLoaderTable;

/** Open slots for the booking form; with the database down the plain visit form still works. */
async function visitSlots(now: Date): Promise<VisitSlotsData> {
  if (!isDbReady()) return { days: [] };
  return { days: await openSlots(now, kstDay(now), VISIT_DAYS_AHEAD).catch(() => []) };
}

async function reservationPage({ match, req, now }: LoaderContext): Promise<ReservationPageData> {
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const r = await findByToken(match.params.token!);
  const q = req.query;
  const booked = r && !isMobilePhone(r.phone) ? 'bookedNoText' : 'booked';
  const notice =
    q.booked === '1' ? booked : q.cancelled === '1' ? 'cancelled' : q.moved === '1' ? 'moved' : q.error === 'past' ? 'past' : q.error === 'cancelled' ? 'already' : q.error === 'move' ? 'move-failed' : undefined;
  const view = r ? viewOf(r, now) : null;
  // A booking still ahead may move to another open slot of its kind (slot-fit.ts); a contract's
  // bookings are moved on /my (their 동 and line), so their page offers the office's phone instead.
  const kind = r?.kind ?? 'visit';
  const slots = view && view.status === 'booked' && !view.past && !isBuyerKind(kind) ? await openSlots(now, undefined, undefined, kind) : undefined;
  return { reservation: view, ...(notice ? { notice } : {}), ...(slots ? { slots } : {}) };
}

async function adminVisits({ req, now, identity }: LoaderContext): Promise<AdminVisitsData> {
  const { email, role } = await identity();
  const date = typeof req.query.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(req.query.date) ? req.query.date : kstDay(now);
  const kind = SLOT_KINDS.find((k) => k === req.query.kind);
  if (!email) return { email, role, date, kind, slots: [], week: [] };
  const [day, week] = await Promise.all([visitDay(date, kind), visitWeek(date)]);
  // A counselor sees full phones only of their own and pool customers (server/visits/customer-scope.ts).
  const slots = await scopeDay(withMoveTargets(day, week), req.account);
  await recordAccess(req, { action: 'search', subject: `visits ${date}${kind ? ` ${kind}` : ''}`, count: slots.length });
  return { email, role, date, kind, slots, week, today: kstDay(now) };
}
