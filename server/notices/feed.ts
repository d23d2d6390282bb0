/**
 * The notices' RSS feed at /SalesInfo/notice/rss.xml, on the site's one feed mechanism
 * (server/core/rss-feed.ts, as the press boards'). A scheduled notice joins it once its time has
 * come: the feed is built at most every five minutes, and at once after a change on the desk.
 */
import { Router } from 'express';
import { NOTICE_AUTHOR, NOTICE_BOARD_PATH, NOTICE_FEED_SIZE, noticeUrl } from '../../shared/notices';
import type { SiteConfig } from '../../shared/site.config';
import { SITEMAP_CACHE_MS } from '../seo-routes';
import { buildRss, feedServer } from '../core/rss-feed';
import { noticeText } from './sanitize';

export interface FeedNotice {
  _id: unknown;
  title: string;
  body: string;
  publishAt: Date;
  updatedAt: Date;
}

export const NOTICE_FEED_PATH = `${NOTICE_BOARD_PATH}/rss.xml`;

export function buildNoticeFeed(site: SiteConfig, notices: FeedNotice[], builtAt: Date): string {
  return buildRss(
    {
      title: `${site.projectName} 공지사항`,
      link: site.siteUrl + NOTICE_BOARD_PATH,
      description: `${site.projectName}의 분양 공지사항(모집공고, 정정공고, 일정 안내)을 전해 드립니다.`,
      self: site.siteUrl + NOTICE_FEED_PATH,
    },
    notices.map((n) => ({
      title: n.title,
      link: site.siteUrl + noticeUrl(String(n._id)),
      description: noticeText(n.body, 300),
      date: n.publishAt,
      ...(n.updatedAt > n.publishAt ? { updatedAt: n.updatedAt } : {}),
      author: NOTICE_AUTHOR,
    })),
    builtAt,
  );
}

/** `source` gives the newest published notices at a time (rejects while the database is unavailable). */
export function noticeFeedRoutes(site: SiteConfig, source: (limit: number, now: Date) => Promise<FeedNotice[]>, now: () => Date) {
  const router = Router({ caseSensitive: true });
  const feeds = feedServer(SITEMAP_CACHE_MS, () => now().getTime());
  const UNAVAILABLE = '공지사항 피드를 잠시 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.';
  router.get(NOTICE_FEED_PATH, (req, res) =>
    feeds.answer(req, res, NOTICE_FEED_PATH, async () => buildNoticeFeed(site, await source(NOTICE_FEED_SIZE, now()), now()), UNAVAILABLE),
  );
  return Object.assign(router, { invalidateFeed: feeds.invalidate });
}
