/** Server data of the press pages: a board's first page (kept in memory while current) and one article. */
import { isDbReady } from '../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../http/errors';
import type { PageLoaderTable } from '../http/page-loaders';
import { isPrefetch } from '../core/request';
import { openPress } from './service';
import { currentAccount } from '../auth/guard';
import { can } from '../../shared/permissions';

export const pressPages = {
  'press-list': async ({ match, req, app }) => {
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    const { page, current } = await app.pressCache.firstPage(match.params.site!);
    // The account, not the cookie's email: its role decides the staff tools (the same check as the API's).
    const account = req.session?.adminEmail ? await currentAccount(req) : null;
    return { value: { page, admin: account?.email ?? null, role: account?.role ?? null, loginFailed: req.query.login === 'failed' }, cacheWhile: current };
  },
  'press-detail': async ({ match, req }) => {
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    // Opening the article here counts its one view; the browser hydrates with this data, no refetch.
    // A prefetch is not a view: nobody has seen the page (and a hover that is never clicked would count).
    const article = await openPress(match.params.id!, match.params.site, { count: !isPrefetch(req) });
    if (!article) return { redirect: '/Promotion/Press' };
    const admin = !!req.session?.adminEmail && can((await currentAccount(req))?.role, 'press');
    const cover = article.cover;
    return {
      value: { article, ...(admin ? { admin } : {}) },
      article: {
        title: article.title,
        summary: article.summary,
        date: article.date,
        dateModified: article.updatedAt,
        // The cover is what a shared link shows (its largest JPEG).
        ...(cover ? { image: { url: cover.src, width: cover.width, height: cover.height, alt: cover.alt } } : {}),
      },
    };
  },
} satisfies PageLoaderTable;
