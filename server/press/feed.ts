/**
 * RSS 2.0 feeds of the press boards: `/{site}/press/rss.xml` for each board and `/rss.xml` for the
 * default one (what an operator submits to Naver Search Advisor). The document and its caching are
 * the site's one feed mechanism (server/core/rss-feed.ts): built at most once per five minutes per
 * instance, dropped at once when an article is created, edited or deleted here, 304 to a reader
 * that sends its ETag.
 */
import { Router } from 'express';
import { PRESS_AUTHOR, PRESS_FEED_SIZE } from '../../shared/press';
import { pressFeedTitle } from '../../shared/seo';
import type { SiteConfig } from '../../shared/site.config';
import { SITEMAP_CACHE_MS } from '../seo-routes';
import { buildRss, feedServer } from '../core/rss-feed';

export interface FeedArticle {
  id: string;
  title: string;
  summary: string;
  date: Date;
  updatedAt?: Date;
}

/** The newest articles of a board; rejects while the database is unavailable. */
export type FeedSource = (board: string, limit: number) => Promise<FeedArticle[]>;

/** The feed document of a board, served at `selfPath`. */
export function buildPressFeed(site: SiteConfig, board: string, selfPath: string, articles: FeedArticle[], builtAt: Date): string {
  const listUrl = `${site.siteUrl}/${board}/press`;
  return buildRss(
    { title: pressFeedTitle(site), link: listUrl, description: `${site.projectName}의 보도자료와 분양 소식을 전해 드립니다.`, self: site.siteUrl + selfPath },
    articles.map((a) => ({
      title: a.title,
      link: `${listUrl}/${a.id}`,
      description: a.summary,
      date: a.date,
      ...(a.updatedAt ? { updatedAt: a.updatedAt } : {}),
      author: PRESS_AUTHOR,
    })),
    builtAt,
  );
}

export function pressFeedRoutes(site: SiteConfig, source: FeedSource, clock: () => number = Date.now) {
  // Case-sensitive: `/RSS.xml` is no feed address (and no second cache entry).
  const router = Router({ caseSensitive: true });
  const feeds = feedServer(SITEMAP_CACHE_MS, clock);
  const UNAVAILABLE = '보도자료 피드를 잠시 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.';
  const make = (board: string, selfPath: string) => async () =>
    buildPressFeed(site, board, selfPath, await source(board, PRESS_FEED_SIZE), new Date(clock()));

  router.get('/rss.xml', (req, res) => feeds.answer(req, res, '/rss.xml', make(site.defaultSite, '/rss.xml'), UNAVAILABLE));
  router.get('/:site/press/rss.xml', (req, res, next) => {
    const board = String(req.params.site);
    // A board exists only for the configured sites, like its pages.
    if (!site.sites.includes(board)) return next();
    const selfPath = `/${board}/press/rss.xml`;
    return feeds.answer(req, res, selfPath, make(board, selfPath), UNAVAILABLE);
  });

  return Object.assign(router, {
    /** An article was created, edited or deleted: every feed is built afresh on its next request. */
    invalidateFeeds: feeds.invalidate,
  });
}
