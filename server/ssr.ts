/**
 * Streams server-rendered pages into the HTML shell (views/index.html): a path matched against the
 * route table, its loader's data, its head, the tree streamed (ssr-stream.ts). Which pages are
 * answered from memory and with which caching headers is in page-caching.ts.
 */
import type { Request, Response, NextFunction, RequestHandler } from 'express';
import { findPage, isAdminPath, redirectFor, type PageKey, type PageMatch } from '../shared/routes';
import { buildHead, escapeHtml, renderHeadTags, safeJson, type ArticleMeta } from '../shared/seo';
import { APP_STATE_ID, type AppState } from '../shared/app-state';
import type { SiteConfig } from '../shared/site.config';
import { apartmentComplex } from '../shared/structured-data';
import type { Render } from '../client/entry-server';
import type { Logger } from './logger';
import type { FormPageRenderer } from './http/renderers';
import { issueFormRenderId } from './http/form-render-id';
import { answerFromMemory, memoryCacheKey, type MemoryPageOptions } from './page-caching';
import { stream } from './ssr-stream';

export { memoryPageHandler, type ScheduledContent } from './page-caching';

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

export type PageLoader = (match: PageMatch, req: Request) => Promise<PageData | undefined>;

export interface SsrOptions extends MemoryPageOptions {
  /** The CSRF token of a signed-in administrator's session, handed to desk pages (server/auth/csrf.ts). */
  deskToken?: (req: Request) => string | undefined;
  log: Logger;
  /** The HTML shell for a URL (development transforms it through Vite on every request). */
  template: (url: string) => Promise<string>;
  render: () => Promise<Render>;
  loadData?: PageLoader;
  /** Head tags that preload a page's chunk and stylesheet (production build; see page-assets.ts). */
  assetTags?: (key: PageKey) => string;
}

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
  const [template, render] = await Promise.all([opts.template(url), opts.render()]);
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

