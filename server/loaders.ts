/** Server-side data of the dynamic pages, loaded before they render. */
import type { Request } from 'express';
import type { PageMatch } from '../shared/routes';
import type {
  AdminAnnouncementsData,
  AdminDashboardData,
  AdminLeadData,
  AdminLeadsData,
  AdminMessagesData,
  AdminVisitsData,
  LeadResultData,
  OptoutData,
  PressDetailData,
  PressListData,
  ReservationPageData,
  VisitFailure,
  VisitSlotsData,
} from '../shared/page-data';
import { kstDay, VISIT_DAYS_AHEAD, VISIT_MESSAGES } from '../shared/visits';
import { openSlots } from './visits/slots';
import { findByToken, viewOf } from './visits/reservations';
import { visitDay } from './visits/admin';
import { findMessages, MessageFilter } from './outbox/admin';
import type { PageData } from './ssr';
import { openPress } from './press/service';
import { pressCache } from './press/cache';
import { isDbReady } from './db/connection';
import { DB_UNAVAILABLE, HttpError } from './http/errors';
import { findLeads, LeadFilter, leadDetail, statusCounts } from './leads/inbox';
import { leadStats, StatsQuery, statsPeriod } from './leads/stats';
import { Lead } from './leads/model';
import { isMobilePhone, LEAD_MESSAGES, maskPhone, type LeadField } from '../shared/leads';
import { consentView, phoneForToken } from './consent/ledger';
import { koreanDate } from '../shared/kst';
import type { ConsentContext } from './consent/notify';
import { listAnnouncements } from './announcements/service';

export async function loadPageData(match: PageMatch, req: Request, now = new Date()): Promise<PageData | undefined> {
  const { page } = match.route;
  if (page === 'lead-result') return { value: leadResult(req) };
  if (page === 'admin-leads') return { value: await adminLeads(req) };
  if (page === 'optout') return { value: await optout(match.params.token!, req) };
  if (page === 'admin-announcements') return { value: await adminAnnouncements(req) };
  if (page === 'site-customer') return { value: await visitSlots(now) };
  if (page === 'reservation') return { value: await reservationPage(match.params.token!, req, now) };
  if (page === 'admin-visits') return { value: await adminVisits(req, now) };
  if (page === 'admin-messages') return { value: await adminMessages(req) };
  if (page === 'admin-lead') return { value: await adminLead(req, match.params.id!) };
  if (page === 'admin-dashboard') return { value: await adminDashboard(req, now) };
  if (page !== 'press-list' && page !== 'press-detail') return undefined;
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);

  if (page === 'press-list') {
    const { page, current } = await pressCache(req).firstPage(match.params.site!);
    const value: PressListData = {
      page,
      admin: req.session?.adminEmail ?? null,
      loginFailed: req.query.login === 'failed',
    };
    return { value, cacheWhile: current };
  }

  // Opening the article here counts its one view; the browser hydrates with this data, no refetch.
  const article = await openPress(match.params.id!, match.params.site);
  if (!article) return { redirect: '/Promotion/Press' };
  const value: PressDetailData = { article };
  return { value, article: { title: article.title, summary: article.summary, date: article.date, dateModified: article.updatedAt } };
}

/** The outcome of a form posted without JavaScript (see api/leads.ts), from the query string. */
function leadResult(req: Request): LeadResultData {
  const q = req.query;
  const status = q.status === 'ok' || q.status === 'limited' || q.status === 'visit' ? q.status : 'invalid';
  const known = [...Object.keys(LEAD_MESSAGES.fields), ...Object.keys(VISIT_MESSAGES.fields)];
  const fields = String(q.fields ?? '')
    .split(',')
    .filter((f): f is LeadField => known.includes(f));
  const back = typeof q.back === 'string' && /^\/(?!\/)[\w\-/.%]{0,200}$/.test(q.back) ? q.back : '/';
  const reasons: VisitFailure[] = ['full', 'closed', 'past', 'busy', 'duplicate', 'invalid', 'limited'];
  const reason = reasons.find((r) => r === q.reason);
  // Only a day and a time are echoed back (never free text from the address bar).
  const at = typeof q.at === 'string' && /^\d{1,2}월 \d{1,2}일\([일월화수목금토]\) \d{2}:\d{2}$/.test(q.at) ? q.at : undefined;
  const landline = status === 'ok' && q.landline === '1' ? { landline: true } : {};
  return { status, fields, back, ...landline, ...(status === 'visit' ? { reason: reason ?? 'invalid', at } : {}) };
}

/** Open slots for the booking form; with the database down the plain visit form still works. */
async function visitSlots(now: Date): Promise<VisitSlotsData> {
  if (!isDbReady()) return { days: [] };
  return { days: await openSlots(now, kstDay(now), VISIT_DAYS_AHEAD).catch(() => []) };
}

async function reservationPage(token: string, req: Request, now: Date): Promise<ReservationPageData> {
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const r = await findByToken(token);
  const q = req.query;
  const booked = r && !isMobilePhone(r.phone) ? 'bookedNoText' : 'booked';
  const notice = q.booked === '1' ? booked : q.cancelled === '1' ? 'cancelled' : q.error === 'past' ? 'past' : q.error === 'cancelled' ? 'already' : undefined;
  return { reservation: r ? viewOf(r, now) : null, ...(notice ? { notice } : {}) };
}

async function adminVisits(req: Request, now: Date): Promise<AdminVisitsData> {
  const email = req.session?.adminEmail ?? null;
  const date = typeof req.query.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(req.query.date) ? req.query.date : kstDay(now);
  if (!email) return { email, date, slots: [] };
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  return { email, date, slots: await visitDay(date) };
}

async function adminMessages(req: Request): Promise<AdminMessagesData> {
  const email = req.session?.adminEmail ?? null;
  const parsed = MessageFilter.safeParse(req.query);
  const state = parsed.success ? parsed.data.state : undefined;
  if (!email) return { email, items: [] };
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  return { email, state, items: await findMessages({ state }) };
}

async function adminLeads(req: Request): Promise<AdminLeadsData> {
  const email = req.session?.adminEmail ?? null;
  const parsed = LeadFilter.safeParse(req.query);
  const filter = parsed.success ? parsed.data : {};
  if (!email) return { email, filter, leads: [], nextCursor: null, counts: null };
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const [page, counts] = await Promise.all([findLeads(filter), statusCounts()]);
  return { email, filter, leads: page.items, nextCursor: page.nextCursor, counts };
}

async function adminLead(req: Request, id: string): Promise<AdminLeadData> {
  const email = req.session?.adminEmail ?? null;
  if (!email) return { email, lead: null };
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  return { email, lead: await leadDetail(id) };
}

async function adminDashboard(req: Request, now: Date): Promise<AdminDashboardData> {
  const email = req.session?.adminEmail ?? null;
  if (!email) return { email, stats: null, period: null, waiting: 0 };
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const parsed = StatsQuery.safeParse(req.query);
  let period;
  try {
    period = statsPeriod(parsed.success ? parsed.data : {}, now);
  } catch {
    period = statsPeriod({}, now); // a bad period in the address bar shows the default one
  }
  const [stats, waiting] = await Promise.all([leadStats(period, now), Lead.countDocuments({ status: { $in: ['new', null] } })]);
  return { email, stats, period: { ...period, today: kstDay(now) }, waiting };
}

async function optout(token: string, req: Request): Promise<OptoutData> {
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const phone = await phoneForToken(token);
  if (!phone) return { state: 'invalid', token };
  const view = await consentView(phone);
  const masked = maskPhone(phone);
  // Opted out when no consent stands and a withdrawal is on record (a number may never have consented).
  const withdrawal = view.marketing ? undefined : view.ledger.filter((e) => e.kind === 'withdraw').at(-1);
  const withdrawnOn = withdrawal ? koreanDate(kstDay(new Date(withdrawal.at))) : undefined;
  if (req.query.done === '1' && !view.marketing) return { state: 'done', token, phone: masked, withdrawnOn };
  if (withdrawal) return { state: 'already', token, phone: masked, withdrawnOn };
  return { state: 'ready', token, phone: masked };
}

async function adminAnnouncements(req: Request): Promise<AdminAnnouncementsData> {
  const email = req.session?.adminEmail ?? null;
  if (!email) return { email, items: [] };
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const ctx = req.app.locals.consent as ConsentContext;
  return { email, items: await listAnnouncements(ctx) };
}
