/** Server-side data of the dynamic pages, loaded before they render. */
import type { Request } from 'express';
import type { PageMatch } from '../shared/routes';
import type { DataPageKey, PageDataByKey } from '../shared/page-data';
import type { AdminScheduleData, SchedulePageData } from '../shared/schedule';
import type { ScheduleStopData } from '../shared/schedule-stop';
import { appContext, type AppContext } from './app-context';
import type {
  AdminAnnouncementsData,
  AdminDashboardData,
  AdminLeadData,
  AdminLeadsData,
  AdminMessagesData,
  AdminWinnersData,
  AdminUnitsData,
  RemainingPageData,
  WinnerPageData,
  AdminVisitsData,
  AdminTodayData,
  AdminAccountsData,
  AdminAccessLogData,
  AdminSecurityData,
  AdminSetupData,
  LeadResultData,
  OptoutData,
  ReservationPageData,
  VisitFailure,
  VisitSlotsData,
} from '../shared/page-data';
import { kstDay, VISIT_DAYS_AHEAD, VISIT_MESSAGES } from '../shared/visits';
import { openSlots } from './visits/slots';
import { findByToken, viewOf } from './visits/reservations';
import { visitDay, visitWeek } from './visits/admin';
import { scopeDay } from './visits/customer-scope';
import { CostsQuery, findMessages, MessageFilter, messageCosts, smsBudgetStatus } from './outbox/admin';
import type { PageData } from './ssr';
import { openPress } from './press/service';
import { pressCache } from './press/cache';
import { isDbReady } from './db/connection';
import { DB_UNAVAILABLE, HttpError } from './http/errors';
import { findLeads, LeadFilter, leadDetail, spamCount, statusCounts } from './leads/inbox';
import { personCard } from './leads/people';
import { leadBookings } from './visits/lead-bookings';
import { leadStats, StatsQuery, statsPeriod } from './leads/stats';
import { Lead } from './leads/model';
import { LEAD_MESSAGES, type LeadField } from '../shared/leads';
import { isMobilePhone, maskPhone } from './core/phone';
import { consentView, phoneForToken } from './consent/ledger';
import { koreanDate } from '../shared/kst';
import { listAnnouncements } from './announcements/service';
import { currentAccount } from './auth/guard';
import { ENROL_FIRST } from './accounts/permission';
import { can, type Permission, type Role } from '../shared/permissions';
import { recordAccess, searchSubject } from './access-log/record';
import { viewOf as leadView } from './leads/admin-routes';
import { assignmentMode, leadScope, seesAll } from './leads/assignment';
import { lateLeads, teamNumbers, todayList } from './leads/today';
import { listAccounts, sha256 } from './accounts/service';
import { accessLogPage, AccessQuery } from './access-log/routes';
import { Admin, type AccountDoc } from './accounts/model';
import { listWinners } from './winners/service';
import { SLOT_KINDS, WINNER_SLOT_KINDS } from '../shared/winners';
import { winnerDocuments } from '../shared/site.config';
import { schedulePageData } from './schedule/loaders';
import { listUnits, publicUnits } from './units/service';
import { withUnits } from './units/links';
import { currentSale, DEFAULT_SALE, saleView } from './units/sale';

/** What a page's loader gets: the matched route, the request, the clock and the app's context. */
export interface LoaderContext {
  match: PageMatch;
  req: Request;
  now: Date;
  app: AppContext;
}
type Loader<T> = (ctx: LoaderContext) => Promise<PageData<T> | undefined>;

/**
 * The server loader of every page with server data, by page key, typed by the data its component
 * reads (PageDataByKey in shared/page-data.ts): a page declared with data and no loader here, or a
 * loader returning another shape, is a compile error. Pages without server data have no entry.
 */
export const pageLoaders: { [K in DataPageKey]: Loader<PageDataByKey[K]> } = {
  'lead-result': async ({ req }) => ({ value: leadResult(req) }),
  'site-customer': async ({ now }) => ({ value: await visitSlots(now) }),
  winner: async ({ now }) => ({ value: await winnerSlots(now) }),
  reservation: async ({ match, req, now }) => notFoundWhen(await reservationPage(match.params.token!, req, now), (v) => !v.reservation),
  optout: async ({ match, req }) => notFoundWhen(await optout(match.params.token!, req), (v) => v.state === 'invalid'),
  'sales-schedule': ({ match, req, now }) => schedulePageData(match, req, now) as Promise<PageData<SchedulePageData> | undefined>,
  'schedule-stop': ({ match, req, now }) => schedulePageData(match, req, now) as Promise<PageData<ScheduleStopData> | undefined>,
  'press-list': async ({ match, req }) => {
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    const { page, current } = await pressCache(req).firstPage(match.params.site!);
    return { value: { page, admin: req.session?.adminEmail ?? null, loginFailed: req.query.login === 'failed' }, cacheWhile: current };
  },
  'press-detail': async ({ match, req }) => {
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    // Opening the article here counts its one view; the browser hydrates with this data, no refetch.
    const article = await openPress(match.params.id!, match.params.site);
    if (!article) return { redirect: '/Promotion/Press' };
    const admin = !!req.session?.adminEmail;
    return { value: { article, ...(admin ? { admin } : {}) }, article: { title: article.title, summary: article.summary, date: article.date, dateModified: article.updatedAt } };
  },
  'admin-dashboard': async ({ req, now, app }) => {
    const value = await adminDashboard(req, now, app);
    // A counselor's desk starts with today's calls.
    return value.role === 'counselor' ? { redirect: '/admin/today' } : { value };
  },
  'admin-leads': async ({ req }) => ({ value: await adminLeads(req) }),
  'admin-lead': async ({ match, req }) => ({ value: await adminLead(req, match.params.id!) }),
  'admin-visits': async ({ req, now }) => ({ value: await adminVisits(req, now) }),
  'admin-messages': async ({ req, now, app }) => ({ value: await adminMessages(req, now, app) }),
  'admin-announcements': async ({ req, app }) => ({ value: await adminAnnouncements(req, app) }),
  'admin-today': async ({ req, now, app }) => ({ value: await adminToday(req, now, app) }),
  'admin-accounts': async ({ req }) => ({ value: await adminAccounts(req) }),
  'admin-access-log': async ({ req }) => ({ value: await adminAccessLog(req) }),
  'admin-security': async ({ req, app }) => ({ value: await adminSecurity(req, app) }),
  'admin-setup': async ({ req, now }) => notFoundWhen(await adminSetup(req, now), (v) => !v.valid),
  'admin-winners': async ({ req }) => ({ value: await adminWinners(req) }),
  'admin-units': async ({ req }) => ({ value: await adminUnits(req) }),
  'sales-remaining': async () => ({ value: await remainingPage() }),
  // Its permission is checked first (loadPageData), so the schedule loader finds req.account set.
  'admin-schedule': ({ match, req, now }) => schedulePageData(match, req, now) as Promise<PageData<AdminScheduleData> | undefined>,
};

export async function loadPageData(match: PageMatch, req: Request, now = new Date()): Promise<PageData | undefined> {
  const page = match.route.page;
  if (!(page in pageLoaders)) return undefined;
  // A desk page's permission is part of its route: checked here, before its loader, for a signed-in
  // account (a visitor without one sees the page's sign-in form).
  const permission = match.route.permission;
  if (permission && (await identity(req)).email) allow(req, permission);
  const load = pageLoaders[page as DataPageKey] as Loader<unknown>;
  return load({ match, req, now, app: appContext(req) });
}

/**
 * A private link (reservation, opt-out, set-up) whose token is unknown or erased: the page's own
 * friendly message, answered 404 so search engines and monitors read it as absent. The tokens are
 * long enough that the status tells a guesser nothing.
 */
function notFoundWhen<T>(value: T, missing: (v: T) => boolean): PageData<T> {
  return missing(value) ? { value, status: 404 } : { value };
}

/** The outcome of a form posted without JavaScript (see api/leads.ts), from the query string. */
function leadResult(req: Request): LeadResultData {
  const q = req.query;
  const status = q.status === 'ok' || q.status === 'limited' || q.status === 'visit' || q.status === 'received' || q.status === 'booked' ? q.status : 'invalid';
  const known = [...Object.keys(LEAD_MESSAGES.fields), ...Object.keys(VISIT_MESSAGES.fields)];
  const fields = String(q.fields ?? '')
    .split(',')
    .filter((f): f is LeadField => known.includes(f));
  const back = typeof q.back === 'string' && /^\/(?!\/)[\w\-/.%]{0,200}$/.test(q.back) ? q.back : '/';
  const reasons: VisitFailure[] = ['full', 'closed', 'past', 'busy', 'duplicate', 'invalid', 'limited', 'not-listed'];
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

/** The winners' booking page: 서류접수 and 계약 slots for the next month. */
async function winnerSlots(now: Date): Promise<WinnerPageData> {
  if (!isDbReady()) return { documents: [], contract: [], bring: winnerDocuments };
  const [documents, contract] = await Promise.all(
    WINNER_SLOT_KINDS.map((kind) => openSlots(now, kstDay(now), 31, kind).catch(() => [])),
  );
  return { documents: documents!, contract: contract!, bring: winnerDocuments };
}

async function adminWinners(req: Request): Promise<AdminWinnersData> {
  const { email, role } = await identity(req);
  if (!email) return { email, role, items: [] };
  const items = await withUnits(await listWinners());
  await recordAccess(req, { action: 'search', subject: 'winners', count: items.length });
  return { email, role, items };
}

async function adminUnits(req: Request): Promise<AdminUnitsData> {
  const { email, role } = await identity(req);
  if (!email) return { email, role, items: [], sale: saleView(DEFAULT_SALE) };
  const [items, sale] = await Promise.all([listUnits(), currentSale()]);
  if (items.some((u) => u.hold)) await recordAccess(req, { action: 'search', subject: 'units', count: items.length });
  return { email, role, items, sale: saleView(sale) };
}

/** The remaining units as anyone may see them (the grid is readable without JavaScript). */
async function remainingPage(): Promise<RemainingPageData> {
  if (!isDbReady()) return { visible: false, opensAt: null, units: [] };
  const sale = await currentSale();
  if (!sale.visible) return { visible: false, opensAt: null, units: [] };
  return { visible: true, opensAt: sale.opensAt?.toISOString() ?? null, units: await publicUnits() };
}

async function reservationPage(token: string, req: Request, now: Date): Promise<ReservationPageData> {
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const r = await findByToken(token);
  const q = req.query;
  const booked = r && !isMobilePhone(r.phone) ? 'bookedNoText' : 'booked';
  const notice =
    q.booked === '1' ? booked : q.cancelled === '1' ? 'cancelled' : q.moved === '1' ? 'moved' : q.error === 'past' ? 'past' : q.error === 'cancelled' ? 'already' : q.error === 'move' ? 'move-failed' : undefined;
  const view = r ? viewOf(r, now) : null;
  // A booking still ahead may move to another open slot.
  const slots = view && view.status === 'booked' && !view.past ? await openSlots(now) : undefined;
  return { reservation: view, ...(notice ? { notice } : {}), ...(slots ? { slots } : {}) };
}

/** The signed-in account (the same check as the admin guard), or nobody. */
async function identity(req: Request): Promise<{ email: string | null; role: Role | null }> {
  if (!req.session?.adminEmail) return { email: null, role: null };
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const a = await currentAccount(req);
  return { email: a?.email ?? null, role: a?.role ?? null };
}

/** A page the role may not use answers 403 (its menu never links to it); so does a pending second factor. */
function allow(req: Request, permission: Permission) {
  const a = req.account;
  if (a && ((a.mustEnroll && permission !== 'self') || !can(a.role, permission))) {
    throw new HttpError(403, a.mustEnroll ? ENROL_FIRST : '이 화면을 볼 권한이 없습니다.');
  }
}

async function adminVisits(req: Request, now: Date): Promise<AdminVisitsData> {
  const { email, role } = await identity(req);
  const date = typeof req.query.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(req.query.date) ? req.query.date : kstDay(now);
  const kind = SLOT_KINDS.find((k) => k === req.query.kind);
  if (!email) return { email, role, date, kind, slots: [], week: [] };
  const [day, week] = await Promise.all([visitDay(date, kind), visitWeek(date)]);
  // A counselor sees full phones only of their own and pool customers (server/visits/customer-scope.ts).
  const slots = await scopeDay(day, req.account);
  await recordAccess(req, { action: 'search', subject: `visits ${date}${kind ? ` ${kind}` : ''}`, count: slots.length });
  return { email, role, date, kind, slots, week, today: kstDay(now) };
}

async function adminMessages(req: Request, now: Date, app: AppContext): Promise<AdminMessagesData> {
  const { email, role } = await identity(req);
  const parsed = MessageFilter.safeParse(req.query);
  const filter = parsed.success ? parsed.data : {};
  if (!email) return { email, role, items: [], nextCursor: null, costs: null };
  const period = CostsQuery.safeParse(req.query);
  const [page, costs, smsBudget] = await Promise.all([findMessages(filter), messageCosts(period.success ? period.data : {}, now), budgetOf(app)]);
  const subject = `messages ${[filter.state, filter.kind, filter.phone ? 'phone' : undefined].filter(Boolean).join(' ') || 'all'}`;
  await recordAccess(req, { action: 'search', subject, count: page.items.length });
  return { email, role, state: filter.state, kind: filter.kind, phone: filter.phone, items: page.items, nextCursor: page.nextCursor, costs, ...(smsBudget ? { smsBudget } : {}) };
}

async function adminLeads(req: Request): Promise<AdminLeadsData> {
  const { email, role } = await identity(req);
  const parsed = LeadFilter.safeParse(req.query);
  const filter = parsed.success ? parsed.data : {};
  if (!email) return { email, role, filter, leads: [], nextCursor: null, counts: null };
  const view = leadView(req);
  const [page, counts, spam] = await Promise.all([findLeads(filter, undefined, view), statusCounts(view.scope), spamCount()]);
  await recordAccess(req, { action: 'search', subject: await searchSubject('leads', filter), count: page.items.length });
  return { email, role, filter, leads: page.items, nextCursor: page.nextCursor, counts, spam };
}

async function adminLead(req: Request, id: string): Promise<AdminLeadData> {
  const { email, role } = await identity(req);
  if (!email) return { email, role, lead: null };
  const scope = leadScope(req.account);
  const lead = await leadDetail(id, leadBookings, scope);
  if (lead) await recordAccess(req, { action: 'view', subject: `lead ${lead.id}` });
  const may = (p: Permission) => can(role, p);
  const assignable = may('assignment') ? (await listAccounts()).filter((a) => a.active).map((a) => ({ id: a.id, name: a.name })) : [];
  const person = lead ? await personCard(lead.phone, leadBookings, scope) : null;
  return { email, role, lead, person, me: req.account!.id, assignable, canDelete: may('erasure') };
}

async function adminDashboard(req: Request, now: Date, app: AppContext): Promise<AdminDashboardData> {
  const { email, role } = await identity(req);
  if (!email) return { email, role, stats: null, period: null, waiting: 0 };
  if (role === 'counselor') return { email, role, stats: null, period: null, waiting: 0 };
  const parsed = StatsQuery.safeParse(req.query);
  let period;
  try {
    period = statsPeriod(parsed.success ? parsed.data : {}, now);
  } catch {
    period = statsPeriod({}, now); // a bad period in the address bar shows the default one
  }
  const rules = app.deskRules;
  const [stats, waiting, counselors, late, smsBudget] = await Promise.all([
    leadStats(period, now),
    Lead.countDocuments({ status: { $in: ['new', null] }, spam: { $ne: true } }),
    can(role, 'team') ? teamNumbers(period) : null,
    can(role, 'team') ? lateLeads(now, rules) : null,
    budgetOf(app),
  ]);
  if (late?.length) await recordAccess(req, { action: 'search', subject: 'team first-contact flags', count: late.length });
  const spooled = app.leadSpool.depth;
  const team = counselors && late ? { counselors, late, firstContactMinutes: rules.firstContactMinutes } : null;
  return { email, role, stats, period: { ...period, today: kstDay(now) }, waiting, spooled, team, ...(smsBudget ? { smsBudget } : {}) };
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

async function adminAnnouncements(req: Request, app: AppContext): Promise<AdminAnnouncementsData> {
  const { email, role } = await identity(req);
  if (!email) return { email, role, items: [] };
  return { email, role, items: await listAnnouncements(app.consent) };
}

async function adminToday(req: Request, now: Date, app: AppContext): Promise<AdminTodayData> {
  const { email, role } = await identity(req);
  const rules = app.deskRules;
  if (!email) return { email, role, list: null, firstContactMinutes: rules.firstContactMinutes };
  const list = await todayList(leadScope(req.account), req.account!.id, !seesAll(req.account), now, rules);
  await recordAccess(req, { action: 'search', subject: 'today', count: list.callbacks.length + list.uncalled.length });
  return { email, role, list, firstContactMinutes: rules.firstContactMinutes };
}

async function adminAccounts(req: Request): Promise<AdminAccountsData> {
  const { email, role } = await identity(req);
  if (!email) return { email, role, accounts: [], mode: null };
  const [accounts, mode] = await Promise.all([listAccounts(), assignmentMode()]);
  return { email, role, accounts, mode };
}

async function adminAccessLog(req: Request): Promise<AdminAccessLogData> {
  const { email, role } = await identity(req);
  const parsed = AccessQuery.safeParse(req.query);
  const filter = parsed.success ? parsed.data : {};
  if (!email) return { email, role, filter, page: null };
  return { email, role, filter, page: await accessLogPage(filter, 300) };
}

async function adminSecurity(req: Request, app: AppContext): Promise<AdminSecurityData> {
  const { email, role } = await identity(req);
  const required = app.twoFactorRequired;
  if (!email) return { email, role, twoFactor: false, required, recoveryCodesLeft: 0 };
  const a = await Admin.findById(req.account!.id, { totp: 1 }).lean<AccountDoc>();
  return { email, role, twoFactor: !!a?.totp?.enabled, required, recoveryCodesLeft: a?.totp?.recovery?.length ?? 0 };
}

async function adminSetup(req: Request, now: Date): Promise<AdminSetupData> {
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const token = typeof req.query.token === 'string' && /^[\w-]{20,200}$/.test(req.query.token) ? req.query.token : '';
  const valid = !!token && !!(await Admin.exists({ setupTokenHash: sha256(token), setupExpiresAt: { $gt: now } }));
  return { token: valid ? token : '', valid };
}

/** The hourly budget of visitor texts, for the banner (absent when the app has none). */
function budgetOf(app: AppContext) {
  return smsBudgetStatus(app.visitorBudget);
}
