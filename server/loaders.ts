/** Server-side data of the dynamic pages, loaded before they render. */
import type { Request } from 'express';
import type { PageMatch } from '../shared/routes';
import type { AdminDashboardData, AdminLeadData, AdminLeadsData, LeadResultData, PressDetailData, PressListData } from '../shared/page-data';
import type { PageData } from './ssr';
import { listPress, openPress } from './press/service';
import { isDbReady } from './db/connection';
import { DB_UNAVAILABLE, HttpError } from './http/errors';
import { findLeads, LeadFilter, leadDetail, statusCounts } from './leads/inbox';
import { leadStats, StatsQuery, statsPeriod } from './leads/stats';
import { kstDay } from './leads/kst';
import { Lead } from './leads/model';
import { LEAD_MESSAGES, type LeadField } from '../shared/leads';

export async function loadPageData(match: PageMatch, req: Request): Promise<PageData | undefined> {
  const { page } = match.route;
  if (page === 'lead-result') return { value: leadResult(req) };
  if (page === 'admin-leads') return { value: await adminLeads(req) };
  if (page === 'admin-lead') return { value: await adminLead(req, match.params.id!) };
  if (page === 'admin-dashboard') return { value: await adminDashboard(req) };
  if (page !== 'press-list' && page !== 'press-detail') return undefined;
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);

  if (page === 'press-list') {
    const value: PressListData = {
      page: await listPress(match.params.site!),
      admin: req.session?.adminEmail ?? null,
      loginFailed: req.query.login === 'failed',
    };
    return { value };
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
  const status = q.status === 'ok' || q.status === 'limited' ? q.status : 'invalid';
  const known = Object.keys(LEAD_MESSAGES.fields);
  const fields = String(q.fields ?? '')
    .split(',')
    .filter((f): f is LeadField => known.includes(f));
  const back = typeof q.back === 'string' && /^\/(?!\/)[\w\-/.%]{0,200}$/.test(q.back) ? q.back : '/';
  return { status, fields, back };
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

async function adminDashboard(req: Request): Promise<AdminDashboardData> {
  const email = req.session?.adminEmail ?? null;
  if (!email) return { email, stats: null, period: null, waiting: 0 };
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  const now = (req.app.locals.now as (() => Date) | undefined)?.() ?? new Date();
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
