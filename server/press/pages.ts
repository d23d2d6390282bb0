/** Server data of the press pages: a board's first page (kept in memory while current) and one article. */
import { isDbReady } from '../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../http/errors';
import type { PageLoaderTable } from '../http/page-loaders';
import { openPress } from './service';

export const pressPages = {
  'press-list': async ({ match, req, app }) => {
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    const { page, current } = await app.pressCache.firstPage(match.params.site!);
    return { value: { page, admin: req.session?.adminEmail ?? null, loginFailed: req.query.login === 'failed' }, cacheWhile: current };
  },
  'press-detail': async ({ match, req }) => {
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    // Opening the article here counts its one view; the browser hydrates with this data, no refetch.
    const article = await openPress(match.params.id!, match.params.site);
    if (!article) return { redirect: '/Promotion/Press' };
    const admin = !!req.session?.adminEmail;
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
