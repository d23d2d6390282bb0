/**
 * RSS 2.0 feeds, shared by every board that has one (press, notices): the document and the way it
 * is served. Each feed address is built at most once per `ttlMs` per instance and dropped at once
 * when its board changes here, like the sitemap; readers arriving together while it is rebuilt
 * share one query; an unchanged feed is answered 304 to a reader that sends its ETag; a feed whose
 * items cannot be read is a 503, never an empty feed (a reader would take the items as deleted).
 *
 * The XML is written by fast-xml-parser's builder: every text node is entity-escaped (titles with
 * `&`, `<` or quotes stay text), where feed generators wrap titles in CDATA sections.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { XMLBuilder } from 'fast-xml-parser';

export interface RssChannel {
  title: string;
  /** The board's page (absolute). */
  link: string;
  description: string;
  /** The feed's own address (absolute). */
  self: string;
}

export interface RssItem {
  title: string;
  /** Absolute permalink, also the guid. */
  link: string;
  description: string;
  date: Date;
  updatedAt?: Date;
  /** The label the board shows as writer. */
  author: string;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true, suppressBooleanAttributes: false });

/** Characters XML 1.0 does not allow anywhere (a pasted control character would break the whole feed). */
const xmlText = (s: string) => s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');

/** RFC 822 date, as RSS 2.0 asks: `Wed, 25 Nov 2026 02:00:00 GMT`. */
const rfc822 = (d: Date) => d.toUTCString();

export function buildRss(channel: RssChannel, items: RssItem[], builtAt: Date): string {
  // The newest change among the items: a rebuild with nothing changed gives the same document (and ETag).
  const changed = items.reduce<Date | undefined>((max, a) => {
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
        title: xmlText(channel.title),
        link: channel.link,
        description: xmlText(channel.description),
        language: 'ko',
        lastBuildDate: rfc822(changed ?? builtAt),
        'atom:link': { '@_href': channel.self, '@_rel': 'self', '@_type': 'application/rss+xml' },
        item: items.map((a) => ({
          title: xmlText(a.title),
          link: a.link,
          guid: { '#text': a.link, '@_isPermaLink': 'true' },
          description: xmlText(a.description),
          pubDate: rfc822(a.date),
          // RSS's <author> is meant for an e-mail address; Naver's own feeds carry a name there, and
          // dc:creator is the standard place for one: both hold the label the board shows.
          author: a.author,
          'dc:creator': a.author,
        })),
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

/** The cache and answer of a set of feed addresses; `invalidate` after any change to their items. */
export function feedServer(ttlMs: number, clock: () => number = Date.now) {
  // Keyed by the address served (its self link differs).
  const cache = new Map<string, Built>();
  /** Counts invalidations: a feed built from a query that a write overtook is served but not kept. */
  let dropped = 0;
  /** Builds under way: readers arriving together while a feed is rebuilt share one query. */
  const building = new Map<string, Promise<Built>>();

  async function build(key: string, make: () => Promise<string>): Promise<Built> {
    const generation = dropped;
    const xml = await make();
    const built = { xml, etag: `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`, builtAt: clock() };
    if (generation === dropped) cache.set(key, built);
    return built;
  }

  function feed(key: string, make: () => Promise<string>): Promise<Built> {
    const kept = cache.get(key);
    if (kept && clock() - kept.builtAt < ttlMs) return Promise.resolve(kept);
    let pending = building.get(key);
    if (!pending) {
      const made = build(key, make).finally(() => building.get(key) === made && building.delete(key));
      building.set(key, made);
      pending = made;
    }
    return pending;
  }

  return {
    /** Answers a request for the feed at `key` (its path), built by `make` when not kept. */
    async answer(req: Request, res: Response, key: string, make: () => Promise<string>, unavailable: string) {
      let built: Built;
      try {
        built = await feed(key, make);
      } catch {
        res.setHeader('Retry-After', '60');
        return res.status(503).type('text/plain').send(unavailable);
      }
      res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
      res.setHeader('ETag', built.etag);
      // Readers revalidate on every poll (a 304 costs nothing); a shared cache may keep it a minute.
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
      if (req.fresh) return res.status(304).end();
      res.send(built.xml);
    },
    /** Every feed is built afresh on its next request. */
    invalidate() {
      dropped++;
      cache.clear();
      building.clear(); // a build begun before the write is not shared with readers after it
    },
  };
}
