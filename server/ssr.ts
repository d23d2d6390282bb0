/** Streams server-rendered pages into the HTML shell (views/index.html). */
import { Transform } from 'node:stream';
import type { Request, Response, NextFunction, RequestHandler } from 'express';
import { findPage, redirectFor, type PageMatch } from '../shared/routes';
import { buildHead, escapeHtml, renderHeadTags, safeJson, type ArticleMeta } from '../shared/seo';
import { APP_STATE_ID, type AppState } from '../shared/app-state';
import type { SiteConfig } from '../shared/site.config';
import type { Render } from '../client/entry-server';
import type { HtmlCache } from './html-cache';
import type { Logger } from './logger';

/** What a dynamic page's server loader returns: data for the tree, article head data, or a redirect. */
export interface PageData {
  value?: unknown;
  article?: ArticleMeta;
  redirect?: string;
}
export type PageLoader = (match: PageMatch, req: Request) => Promise<PageData | undefined>;

export interface SsrOptions {
  site: SiteConfig;
  cache: HtmlCache;
  log: Logger;
  /** The HTML shell for a URL (development transforms it through Vite on every request). */
  template: (url: string) => Promise<string>;
  render: () => Promise<Render>;
  loadData?: PageLoader;
}

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
      return res.redirect(301, collapseSlashes(pathname) + (q >= 0 ? url.slice(q) : ''));
    }

    const match = findPage(pathname, opts.site.sites);
    const cacheable = match !== null && !match.route.dynamic;
    // Dynamic pages may hold private data (the lead inbox): never stored by caches.
    res.setHeader('Cache-Control', match?.route.dynamic ? 'no-store' : 'no-cache');

    const cached = cacheable ? opts.cache.get(pathname) : undefined;
    if (cached) return res.status(cached.status).type('html').send(cached.html);

    try {
      let data: PageData | undefined;
      if (match && opts.loadData) {
        data = await opts.loadData(match, req);
        if (data?.redirect) return res.redirect(302, data.redirect);
      }
      const [template, render] = await Promise.all([opts.template(url), opts.render()]);
      const status = match ? 200 : 404;
      const head = match
        ? renderHeadTags(buildHead(match, opts.site, data?.article), opts.site)
        : `<title>Not Found | ${escapeHtml(opts.site.projectName)}</title>\n    <meta name="robots" content="noindex">`;
      const state: AppState = {
        site: opts.site,
        ...(data?.value !== undefined && match ? { data: { path: match.canonicalPath, value: data.value } } : {}),
      };
      // Function replacers: a string replacement would expand $' $` $& $$ found in titles or lead messages.
      const [start, end] = template.replace('<!--app-head-->', () => head).split('<!--app-html-->') as [string, string];
      const stateScript = `<script type="application/json" id="${APP_STATE_ID}">${safeJson(state)}</script>`;
      const tail = end.replace('<!--app-data-->', () => stateScript);
      stream(res, { start, tail, status, url, state, render, log: opts.log }, (html) => {
        if (cacheable) opts.cache.set(pathname, { status, html });
      });
    } catch (err) {
      next(err);
    }
  };
}

/**
 * '/a//b/' → '/a/b' in one pass (linear: a regex anchored at the end backtracks quadratically on a
 * long run of slashes). Leading slashes collapse too, so '//host/' never becomes an off-site redirect.
 */
export function collapseSlashes(pathname: string): string {
  return '/' + pathname.split('/').filter(Boolean).join('/');
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
      job.log.error({ err, url: job.url }, 'render failed before the shell was ready');
      res.status(500).type('html').send('<!doctype html><meta charset="utf-8"><title>오류</title><p>일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>');
    },
    onError(err) {
      failed = true;
      job.log.error({ err, url: job.url }, 'render error');
    },
  });
  const timer = setTimeout(() => abort(), RENDER_TIMEOUT_MS);
  res.on('close', () => clearTimeout(timer));
}
