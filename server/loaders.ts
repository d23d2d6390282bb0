/** Server-side data of the dynamic pages, loaded before they render. */
import type { Request } from 'express';
import type { PageMatch } from '../shared/routes';
import type { AdminLeadsData, LeadResultData, PressDetailData, PressListData } from '../shared/page-data';
import type { PageData } from './ssr';
import { openPress } from './press/service';
import { pressCache } from './press/cache';
import { isDbReady } from './db/connection';
import { DB_UNAVAILABLE, HttpError } from './http/errors';
import { findLeads, LeadFilter } from './leads/inbox';
import { LEAD_MESSAGES, type LeadField } from '../shared/leads';

export async function loadPageData(match: PageMatch, req: Request): Promise<PageData | undefined> {
  const { page } = match.route;
  if (page === 'lead-result') return { value: leadResult(req) };
  if (page === 'admin-leads') return { value: await adminLeads(req) };
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
  return { value, article: { title: article.title, summary: article.summary, date: article.date } };
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
  if (!email) return { email, filter, leads: [] };
  if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
  return { email, filter, leads: await findLeads(filter) };
}
