/**
 * RSS 2.0 feeds of the press boards: `/{site}/press/rss.xml` for each board and `/rss.xml` for the
 * default one (what an operator submits to Naver Search Advisor). Each feed is built at most once
 * per five minutes per instance and dropped at once when an article is created, edited or deleted
 * here, like the sitemap; an unchanged feed is answered 304 to a reader that sends its ETag.
 *
 * The XML is written by fast-xml-parser's builder: every text node is entity-escaped (titles with
 * `&`, `<` or quotes stay text), where feed generators wrap titles in CDATA sections.
 */
import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { XMLBuilder } from 'fast-xml-parser';
import { PRESS_AUTHOR, PRESS_FEED_SIZE } from '../../shared/press';
import { pressFeedTitle } from '../../shared/seo';
import type { SiteConfig } from '../../shared/site.config';
import { SITEMAP_CACHE_MS } from '../seo-routes';

export interface FeedArticle {
  id: string;
  title: string;
  summary: string;
  date: Date;
  updatedAt?: Date;
}

/** The newest articles of a board; rejects while the database is unavailable. */
export type FeedSource = (board: string, limit: number) => Promise<FeedArticle[]>;

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true, suppressBooleanAttributes: false });

/** Characters XML 1.0 does not allow anywhere (a pasted control character would break the whole feed). */
const xmlText = (s: string) => s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');

/** RFC 822 date, as RSS 2.0 asks: `Wed, 25 Nov 2026 02:00:00 GMT`. */
const rfc822 = (d: Date) => d.toUTCString();

/** The feed document of a board, served at `selfPath`. */
export function buildPressFeed(site: SiteConfig, board: string, selfPath: string, articles: FeedArticle[], builtAt: Date): string {
  const listUrl = `${site.siteUrl}/${board}/press`;
  // The newest change among the articles: a rebuild with nothing changed gives the same document (and ETag).
  const changed = articles.reduce<Date | undefined>((max, a) => {
    const t = a.updatedAt && a.updatedAt > a.date ? a.updatedAt : a.date;
    return !max || t > max ? t : max;
  }, undefined);
  const doc = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      '@_xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      channel: {
        title: xmlText(pressFeedTitle(site)),
        link: listUrl,
        description: xmlText(`${site.projectName}의 보도자료와 분양 소식을 전해 드립니다.`),
        language: 'ko',
        lastBuildDate: rfc822(changed ?? builtAt),
        'atom:link': { '@_href': site.siteUrl + selfPath, '@_rel': 'self', '@_type': 'application/rss+xml' },
        item: articles.map((a) => {
          const url = `${site.siteUrl}/${board}/press/${a.id}`;
          return {
            title: xmlText(a.title),
            link: url,
            guid: { '#text': url, '@_isPermaLink': 'true' },
            description: xmlText(a.summary),
            pubDate: rfc822(a.date),
            // RSS's <author> is meant for an e-mail address; Naver's own feeds carry a name there, and
            // dc:creator is the standard place for one: both hold the label the board shows.
            author: PRESS_AUTHOR,
            'dc:creator': PRESS_AUTHOR,
          };
        }),
      },
    },
  };
  return builder.build(doc) as string;
}

interface Built {
  xml: string;
  etag: string;
  builtAt: number;
}

export function pressFeedRoutes(site: SiteConfig, source: FeedSource, clock: () => number = Date.now) {
  // Case-sensitive: `/RSS.xml` is no feed address (and no second cache entry).
  const router = Router({ caseSensitive: true });
  // Keyed by the address served (its self link differs): at most two per configured board.
  const cache = new Map<string, Built>();
  /** Counts invalidations: a feed built from a query that a write overtook is served but not kept. */
  let dropped = 0;

  /** Builds under way: readers arriving together while a feed is rebuilt share one query. */
  const building = new Map<string, Promise<Built>>();

  async function build(board: string, selfPath: string): Promise<Built> {
    const generation = dropped;
    const articles = await source(board, PRESS_FEED_SIZE);
    const xml = buildPressFeed(site, board, selfPath, articles, new Date(clock()));
    const built = { xml, etag: `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`, builtAt: clock() };
    if (generation === dropped) cache.set(selfPath, built);
    return built;
  }

  function feed(board: string, selfPath: string): Promise<Built> {
    const kept = cache.get(selfPath);
    if (kept && clock() - kept.builtAt < SITEMAP_CACHE_MS) return Promise.resolve(kept);
    let pending = building.get(selfPath);
    if (!pending) {
      const made = build(board, selfPath).finally(() => building.get(selfPath) === made && building.delete(selfPath));
      building.set(selfPath, made);
      pending = made;
    }
    return pending;
  }

  async function answer(req: Request, res: Response, board: string, selfPath: string) {
    let built: Built;
    try {
      built = await feed(board, selfPath);
    } catch {
      // No half feed: a reader would take the missing articles as deleted.
      res.setHeader('Retry-After', '60');
      return res.status(503).type('text/plain').send('보도자료 피드를 잠시 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.');
    }
    res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
    res.setHeader('ETag', built.etag);
    // Readers revalidate on every poll (a 304 costs nothing); a shared cache may keep it a minute.
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
    if (req.fresh) return res.status(304).end();
    res.send(built.xml);
  }

  router.get('/rss.xml', (req, res) => answer(req, res, site.defaultSite, '/rss.xml'));
  router.get('/:site/press/rss.xml', (req, res, next) => {
    const board = String(req.params.site);
    // A board exists only for the configured sites, like its pages.
    if (!site.sites.includes(board)) return next();
    return answer(req, res, board, `/${board}/press/rss.xml`);
  });

  return Object.assign(router, {
    /** An article was created, edited or deleted: every feed is built afresh on its next request. */
    invalidateFeeds: () => {
      dropped++;
      cache.clear();
      building.clear(); // a build begun before the write is not shared with readers after it
    },
  });
}
