/**
 * Server-side data of the dynamic pages, loaded before they render. Each page's loader is declared
 * with its capability (server/<capability>/pages.ts); here the tables are merged into the one that
 * must hold every page with server data, typed by the data its component reads (PageDataByKey in
 * shared/page-data.ts): a page declared with data and no loader, or a loader returning another
 * shape, is a compile error. Pages without server data have no entry.
 */
import type { Request } from 'express';
import type { PageMatch } from '../shared/routes';
import type { DataPageKey } from '../shared/page-data';
import { appContext } from './app-context';
import type { Loader, PageLoaders } from './http/page-loaders';
import type { PageData } from './ssr';
import { allow, identity } from './auth/page-access';
import { can, homeFor } from '../shared/permissions';
import { leadPages } from './leads/pages';
import { visitPages } from './visits/pages';
import { pressPages } from './press/pages';
import { consentPages } from './consent/pages';
import { outboxPages } from './outbox/pages';
import { announcementPages } from './announcements/pages';
import { accountPages } from './accounts/pages';
import { accessLogPages } from './access-log/pages';
import { winnerPages } from './winners/pages';
import { unitPages } from './units/pages';
import { schedulePages } from './schedule/pages';
import { eligibilityPages } from './tools/eligibility/pages';
import { noticePages } from './notices/pages';
import { contentPages } from './content/pages';
import { documentPages } from './documents/pages';
import { mediaPages } from './media/pages';
import { campaignPages } from './campaigns/pages';
import { pageTextPages } from './page-texts/pages';
import { scorePages } from './tools/score/pages';
import { costPages } from './tools/cost/pages';
import { optionPages } from './options/pages';
import { contractPages } from './contracts/pages';
import { depositPages } from './contracts/deposit-pages';
import { salePages } from './sale/pages';
import { moveInPages } from './movein/pages';
import { defectPages } from './defects/pages';
import { myPages } from './my/pages';

export const pageLoaders: PageLoaders = {
  ...leadPages,
  ...visitPages,
  ...pressPages,
  ...consentPages,
  ...outboxPages,
  ...announcementPages,
  ...accountPages,
  ...accessLogPages,
  ...winnerPages,
  ...unitPages,
  ...schedulePages,
  ...eligibilityPages,
  ...noticePages,
  ...contentPages,
  ...documentPages,
  ...mediaPages,
  ...campaignPages,
  ...pageTextPages,
  ...scorePages,
  ...costPages,
  ...optionPages,
  ...contractPages,
  ...depositPages,
  ...salePages,
  ...moveInPages,
  ...defectPages,
  ...myPages,
};

export async function loadPageData(match: PageMatch, req: Request, now = new Date()): Promise<PageData | undefined> {
  const page = match.route.page;
  if (!(page in pageLoaders)) return undefined;
  // A desk page's permission is part of its route: checked here, before its loader, for a signed-in
  // account (a visitor without one sees the page's sign-in form).
  const permission = match.route.permission;
  const who = permission ? await identity(req) : null;
  // /admin for a role without the lead desk (a contractor) is its own landing page, not a 403.
  if (page === 'admin-dashboard' && who?.role && !can(who.role, 'leads.read')) return { redirect: homeFor(who.role) };
  if (permission && who?.email) allow(req, permission);
  const load = pageLoaders[page as DataPageKey] as Loader<unknown>;
  return load({ match, req, now, app: appContext(req), identity: () => identity(req) });
}
