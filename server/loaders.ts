/** Server-side data of the dynamic pages, loaded before they render. */
import type { Request } from 'express';
import type { PageMatch } from '../shared/routes';
import type { PressArticle, PressPage } from '../shared/press';
import type { PageData } from './ssr';
import { listPress, openPress } from './press/service';
import { isDbReady } from './db/connection';
import { DB_UNAVAILABLE, HttpError } from './api/errors';

export interface PressListData {
  page: PressPage;
  admin: string | null;
  loginFailed: boolean;
}
export interface PressDetailData {
  article: PressArticle;
}

export async function loadPageData(match: PageMatch, req: Request): Promise<PageData | undefined> {
  const { page } = match.route;
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
  return { value, article: { title: article.title, summary: article.summary, date: article.date } };
}
