/**
 * Which pages are answered from memory, and the caching headers of every page: content pages are
 * kept in memory and by a CDN for a minute (decision 0010), a page with scheduled popups or slides
 * only until they change (decision 0033), per-request and signed-in pages nowhere. The ETag names
 * the build, the menu entries turned on, the path and the schedule's stamp.
 */
import type { Request, RequestHandler, Response } from 'express';
import { findPage, isAdminPath, type MenuFlags, type PageMatch } from '../shared/routes';
import type { SiteConfig } from '../shared/site.config';
import { TOKEN_PAGE } from '../shared/private-links';
import { SESSION_COOKIE } from './auth/session';
import type { HtmlCache } from './html-cache';
import { announceSpeculationRules } from './http/speculation-rules';

/** Seconds a CDN may serve a page with scheduled content stale while it revalidates (decision 0033). */
const SHARED_STALE_SECONDS = 20;

/**
 * What the desk schedules onto visitor pages (popups, the main visual: server/content/schedule.ts),
 * at the app's clock. A page kept in memory or named by an ETag is valid only for the stamp it was
 * rendered with; a shared cache keeps a page with a schedule at most `sharedCacheSeconds`.
 */
export interface ScheduledContent {
  stamp(path: string): string;
  sharedCacheSeconds(path: string): number | undefined;
  /** The popups as a notice band for visitors without JavaScript (HTML, '' when none). */
  band(path: string): string;
}

/** What answering from memory needs of the renderer's options (server/ssr.ts). */
export interface MemoryPageOptions {
  site: SiteConfig;
  cache: HtmlCache;
  /** Identifies the build and site config: ETags change with it, so a deploy is never served stale. */
  version?: string;
  /** Menu entries shown once the desk turns them on (the remaining-units page); part of ETags too. */
  menuFlags?: () => MenuFlags;
  content?: ScheduledContent;
}

/** The version as ETags name it: the build, plus the menu entries turned on (menus differ with them). */
const versionOf = (opts: Pick<MemoryPageOptions, 'version' | 'menuFlags'>) => (opts.version && opts.menuFlags?.().remaining ? `${opts.version}r` : opts.version);

/**
 * Mounted early in app.ts: a page already in memory (or unchanged for the client) is answered
 * before static files and sessions are looked at. Everything else goes on to ssrHandler.
 */
export function memoryPageHandler(opts: MemoryPageOptions): RequestHandler {
  // Route matches of paths the cache holds (so bounded like it): matching costs more than the lookup.
  const matches = new Map<string, PageMatch | null>();
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !opts.cache.get(req.path)) return next();
    let match = matches.get(req.path);
    if (match === undefined) {
      match = findPage(req.path, opts.site.sites);
      if (matches.size < 1000) matches.set(req.path, match);
    }
    const cacheKey = memoryCacheKey(match, req);
    if (!cacheKey || !answerFromMemory(req, res, match, cacheKey, opts)) next();
  };
}

/** Sets the caching headers; answers 304 or the kept HTML when it can. True when answered. */
export function answerFromMemory(
  req: Request,
  res: Response,
  match: PageMatch | null,
  cacheKey: string | undefined,
  opts: Omit<MemoryPageOptions, 'site'>,
): boolean {
  const stamp = match ? (opts.content?.stamp(match.canonicalPath) ?? '') : '';
  setCacheHeaders(req, res, match, versionOf(opts), stamp, match ? opts.content?.sharedCacheSeconds(match.canonicalPath) : undefined);
  if (req.fresh) {
    res.status(304).end();
    return true;
  }
  const cached = cacheKey ? opts.cache.get(cacheKey) : undefined;
  // Rendered with other popups or slides than show now: rendered again (and kept in its place).
  if (!cached || (cached.stamp ?? '') !== stamp) return false;
  res.status(cached.status).type('html').send(cached.body ?? cached.html);
  return true;
}

/**
 * Key under which a page's HTML is kept in memory, or undefined when it must be rendered per request.
 * Content pages are the same for everyone; a dynamic page only for visitors without a session
 * and without a query (its loader then says how long the copy stays valid).
 */
export function memoryCacheKey(match: PageMatch | null, req: Request): string | undefined {
  if (!match) return undefined;
  if (!match.route.dynamic) return req.path;
  const anonymous = !req.session?.adminEmail && !String(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
  return anonymous && !req.originalUrl.includes('?') ? req.path : undefined;
}

/**
 * Content pages: a shared cache (CDN) may keep them a minute and serve stale copies while it
 * revalidates (decision 0010); the ETag names the build and the path. Per-request pages
 * (private data, sessions, view counts) are never stored anywhere.
 */
function setCacheHeaders(req: Request, res: Response, match: PageMatch | null, version: string | undefined, stamp = '', sharedSeconds?: number) {
  // A page whose address is a secret (a booking's link, a set-up link's ?token=) names only the site in
  // the Referer of what it loads (scripts, images, the API) or links to: a CDN's log would keep the
  // path. Not no-referrer: with it a form post carries `Origin: null`, which the same-origin check refuses.
  if (TOKEN_PAGE.test(req.path) || req.query.token !== undefined) res.setHeader('Referrer-Policy', 'strict-origin');
  if (!match) return res.setHeader('Cache-Control', 'no-cache');
  if (!isAdminPath(match.canonicalPath)) announceSpeculationRules(res);
  const session = String(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
  // An answer that sets a cookie (the attribution cookie of a landing) is this visitor's alone.
  if (match.route.dynamic || session || res.getHeader('Set-Cookie')) return res.setHeader('Cache-Control', 'private, no-store');
  // A page with scheduled popups or slides: a CDN keeps it until their next start or end, 30 s at
  // most, and serves it stale 20 s more at most (decision 0033: never an ended popup after 60 s).
  res.setHeader(
    'Cache-Control',
    sharedSeconds === undefined
      ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
      : `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${SHARED_STALE_SECONDS}`,
  );
  if (version) res.setHeader('ETag', `W/"${version}-${Buffer.from(match.canonicalPath).toString('base64url')}${stamp ? `-${stamp}` : ''}"`);
}
