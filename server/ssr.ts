/** Streams server-rendered pages into the HTML shell (views/index.html). */
import { Transform } from 'node:stream';
import type { Request, Response, NextFunction, RequestHandler } from 'express';
import { findPage, isAdminPath, redirectFor, type MenuFlags, type PageKey, type PageMatch } from '../shared/routes';
import { announceSpeculationRules } from './http/speculation-rules';
import { SESSION_COOKIE } from './auth/session';
import { buildHead, escapeHtml, renderHeadTags, safeJson, type ArticleMeta } from '../shared/seo';
import { APP_STATE_ID, type AppState } from '../shared/app-state';
import type { SiteConfig } from '../shared/site.config';
import { apartmentComplex } from '../shared/structured-data';
import type { Render } from '../client/entry-server';
import type { HtmlCache } from './html-cache';
import type { Logger } from './logger';
import type { FormPageRenderer } from './http/renderers';
import { scrubUrl } from './http/log-scrub';
import { TOKEN_PAGE } from '../shared/private-links';
import { issueFormRenderId } from './http/form-render-id';

/** Seconds a CDN may serve a page with scheduled content stale while it revalidates (decision 0033). */
const SHARED_STALE_SECONDS = 20;

/** What a dynamic page's server loader returns: data for the tree, article head data, or a redirect. */
export interface PageData<T = unknown> {
  value?: T;
  article?: ArticleMeta;
  /** schema.org nodes for the page's head (built from the same data the page shows). */
  jsonLd?: object[];
  redirect?: string;
  /** The answer's status when not 200: 404 for a private link whose token is unknown or erased. */
  status?: number;
  /** A dynamic page visitors may be served from memory while this holds (see press/cache.ts). */
  cacheWhile?: () => boolean;
  /** Extra head tags (the main visual's first image preload). */
  head?: string;
}

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
export type PageLoader = (match: PageMatch, req: Request) => Promise<PageData | undefined>;

export interface SsrOptions {
  site: SiteConfig;
  /** The CSRF token of a signed-in administrator's session, handed to desk pages (server/auth/csrf.ts). */
  deskToken?: (req: Request) => string | undefined;
  cache: HtmlCache;
  log: Logger;
  /** The HTML shell for a URL (development transforms it through Vite on every request). */
  template: (url: string) => Promise<string>;
  render: () => Promise<Render>;
  loadData?: PageLoader;
  /** Head tags that preload a page's chunk and stylesheet (production build; see page-assets.ts). */
  assetTags?: (key: PageKey) => string;
  /** Identifies the build and site config: ETags change with it, so a deploy is never served stale. */
  version?: string;
  /** Menu entries shown once the desk turns them on (the remaining-units page); part of ETags too. */
  menuFlags?: () => MenuFlags;
  content?: ScheduledContent;
}

/** The version as ETags name it: the build, plus the menu entries turned on (menus differ with them). */
const versionOf = (opts: Pick<SsrOptions, 'version' | 'menuFlags'>) => (opts.version && opts.menuFlags?.().remaining ? `${opts.version}r` : opts.version);

const RENDER_TIMEOUT_MS = 10_000;

export function ssrHandler(opts: SsrOptions): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = req.originalUrl;
    const pathname = req.path;

    // A missing file (image, script) gets a plain 404, not a rendered page.
    if (/\.[a-z0-9]{2,5}$/i.test(pathname)) return res.status(404).type('text/plain').send('Not Found');

    const redirect = redirectFor(pathname, opts.site.defaultSite);
    if (redirect) return res.redirect(302, redirect);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const q = url.indexOf('?');
      return res.redirect(301, sameSiteTarget(collapseSlashes(pathname), q >= 0 ? url.slice(q) : '', opts.site.siteUrl));
    }

    const match = findPage(pathname, opts.site.sites);
    const cacheKey = memoryCacheKey(match, req);
    if (answerFromMemory(req, res, match, cacheKey, opts)) return;

    try {
      await renderMatched(req, res, url, match, cacheKey, opts);
    } catch (err) {
      next(err);
    }
  };
}

/** schema.org nodes beyond the page and breadcrumbs: built on the server only (no visitor bytes). */
function structuredData(match: PageMatch, site: SiteConfig, data: PageData | undefined): object[] {
  return [...(match.route.page === 'business-intro' ? [apartmentComplex(site)] : []), ...(data?.jsonLd ?? [])];
}

/**
 * Renders the page at `url` as the answer to a form post (no JavaScript): the same page and data
 * as a GET, plus `extra` state (the form's second step), with `status`; never kept in memory.
 */
export function pageRenderer(opts: SsrOptions) {
  return async (req: Request, res: Response, url: string, extra: Partial<AppState>, status = 200) => {
    const match = findPage(url.split('?')[0]!, opts.site.sites);
    res.setHeader('Cache-Control', 'private, no-store');
    await renderMatched(req, res, url, match, undefined, opts, extra, status);
  };
}

async function renderMatched(
  req: Request,
  res: Response,
  url: string,
  match: PageMatch | null,
  cacheKey: string | undefined,
  opts: SsrOptions,
  extra: Partial<AppState> = {},
  statusOverride?: number,
) {
  let data: PageData | undefined;
  if (match && opts.loadData) {
    data = await opts.loadData(match, req);
    if (data?.redirect) return res.redirect(302, data.redirect);
  }
  const [shell, render] = await Promise.all([opts.template(url), opts.render()]);
  const template = isAdminPath(url.split('?')[0]!) ? zoomable(shell) : shell;
  const status = statusOverride ?? data?.status ?? (match ? 200 : 404);
  const head = [
    match
      ? renderHeadTags(buildHead(match, opts.site, data?.article, structuredData(match, opts.site, data)), opts.site)
      : `<title>Not Found | ${escapeHtml(opts.site.projectName)}</title>\n    <meta name="robots" content="noindex">`,
    opts.assetTags?.(match?.route.page ?? 'not-found') ?? '',
    data?.head ?? '',
  ].filter(Boolean).join('\n    ');
  const state: AppState = {
    site: opts.site,
    // Per render and signed (server/http/form-render-id.ts); a page kept in memory keeps its one.
    formId: await issueFormRenderId(new Date()),
    ...(opts.menuFlags ? { menu: opts.menuFlags() } : {}),
    ...extra,
    ...(data?.value !== undefined && match ? { data: { page: match.route.page, path: match.canonicalPath, value: data.value } } : {}),
  };
  const pathname = match?.canonicalPath ?? url.split('?')[0]!;
  // Never on a page kept in memory: only per-request pages of a session (memoryCacheKey) reach here with one.
  const deskToken = isAdminPath(pathname) && !cacheKey ? opts.deskToken?.(req) : undefined;
  if (deskToken) state.deskToken = deskToken;
  // Function replacers: page text may contain `$'`-style patterns that a string replacement expands.
  const stamp = opts.content?.stamp(pathname) ?? '';
  // The popups' no-JavaScript band comes first in the body, before the page (never on the desk).
  const band = isAdminPath(pathname) ? '' : (opts.content?.band(pathname) ?? '');
  const [start, end] = template
    .replace('<!--app-head-->', () => head)
    .replace('<div id="root">', () => `${band}<div id="root">`)
    .split('<!--app-html-->') as [string, string];
  const stateScript = `<script type="application/json" id="${APP_STATE_ID}">${safeJson(state)}</script>`;
  const tail = end.replace('<!--app-data-->', () => stateScript);
  const keepWhile = match?.route.dynamic ? data?.cacheWhile : undefined;
  stream(res, { start, tail, status, url, state, render, log: opts.log }, (html) => {
    if (cacheKey && (!match?.route.dynamic || keepWhile)) opts.cache.set(cacheKey, { status, html, valid: keepWhile, stamp });
  });
}

/**
 * The desk lets staff zoom into a dense table (WCAG 1.4.4); the visitor pages keep the shell's
 * maximum-scale=1, which the product spec asks for on the public site only.
 */
export const zoomable = (html: string) =>
  html.replace(/<meta name="viewport" content="[^"]*">/, '<meta name="viewport" content="width=device-width, initial-scale=1">');

/**
 * A refused no-JavaScript form post answered with the form's page again (never cached): the page
 * the form was on, its data loaded as for a visit, and the form holding what was typed.
 * False when that page is not one of the site's (the caller falls back to the result page).
 */
export function formPageRenderer(opts: SsrOptions): FormPageRenderer {
  return async (req, res, echo, status) => {
    const match = findPage(echo.path, opts.site.sites);
    if (!match) return false;
    res.setHeader('Cache-Control', 'private, no-store');
    await renderMatched(req, res, match.canonicalPath, match, undefined, opts, { form: echo }, status);
    return true;
  };
}

/**
 * '/a//b/' → '/a/b' in one pass (linear: a regex anchored at the end backtracks quadratically on a
 * long run of slashes). Leading slashes collapse too, so '//host/' never becomes an off-site redirect.
 */
export function collapseSlashes(pathname: string): string {
  return '/' + pathname.split('/').filter(Boolean).join('/');
}

/**
 * A redirect target built as a URL on the site's origin, so no spelling of the path ('/\\host',
 * '/%5Chost', '//host') can make a browser leave the site: the path is parsed as a browser parses it
 * (a backslash is a slash), its slashes collapsed, and only path and query are sent (same host).
 */
export function sameSiteTarget(path: string, search: string, siteUrl: string): string {
  const target = new URL(siteUrl);
  target.pathname = path;
  target.search = search;
  const origin = new URL(siteUrl).origin;
  if (target.origin !== origin) return '/';
  return collapseSlashes(target.pathname) + target.search;
}

/**
 * Mounted early in app.ts: a page already in memory (or unchanged for the client) is answered
 * before static files and sessions are looked at. Everything else goes on to ssrHandler.
 */
export function memoryPageHandler(opts: Pick<SsrOptions, 'cache' | 'version' | 'site' | 'menuFlags' | 'content'>): RequestHandler {
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
function answerFromMemory(
  req: Request,
  res: Response,
  match: PageMatch | null,
  cacheKey: string | undefined,
  opts: Pick<SsrOptions, 'cache' | 'version' | 'menuFlags' | 'content'>,
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
function memoryCacheKey(match: PageMatch | null, req: Request): string | undefined {
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

interface StreamJob {
  start: string;
  tail: string;
  status: number;
  url: string;
  state: AppState;
  render: Render;
  log: Logger;
}

function stream(res: Response, job: StreamJob, onComplete: (html: string) => void) {
  const chunks: string[] = [job.start];
  let failed = false;
  const body = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      chunks.push(chunk.toString());
      res.write(chunk);
      cb();
    },
  });
  // React flushes its destination after each burst; pass that through compression.
  (body as Transform & { flush(): void }).flush = () => (res as Response & { flush?: () => void }).flush?.();
  body.on('finish', () => {
    res.end(job.tail);
    if (!failed) onComplete(chunks.join('') + job.tail);
  });

  const { pipe, abort } = job.render(job.url, job.state, {
    onShellReady() {
      res.status(job.status).setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(job.start);
      pipe(body);
    },
    onShellError(err) {
      failed = true;
      job.log.error({ err, url: scrubUrl(job.url) }, 'render failed before the shell was ready');
      res.status(500).type('html').send('<!doctype html><meta charset="utf-8"><title>오류</title><p>일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>');
    },
    onError(err) {
      failed = true;
      job.log.error({ err, url: scrubUrl(job.url) }, 'render error');
    },
  });
  const timer = setTimeout(() => abort(), RENDER_TIMEOUT_MS);
  res.on('close', () => clearTimeout(timer));
}
