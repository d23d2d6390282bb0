/** The Express application: security headers, static files, SEO files and streamed pages. */
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import type { ServerConfig } from './config.server';
import type { Logger } from './logger';
import { securityHeaders } from './security';
import { seoRoutes, type SitemapSource } from './seo-routes';
import { ssrHandler, type PageLoader } from './ssr';
import { HtmlCache } from './html-cache';
import type { Render } from '../client/entry-server';

export interface AppOptions {
  config: ServerConfig;
  log: Logger;
  render: () => Promise<Render>;
  template: (url: string) => Promise<string>;
  /** Folder of built client files (production) or public/ (tests); omitted when Vite serves them. */
  staticDir?: string;
  /** Vite's dev middleware, in development. */
  devMiddleware?: RequestHandler;
  loadData?: PageLoader;
  sitemapExtra?: SitemapSource;
}

export function createApp(opts: AppOptions) {
  const { config, log } = opts;
  const app = express();
  const cache = new HtmlCache(config.htmlCache);
  app.disable('x-powered-by');
  app.locals.htmlCache = cache;

  app.use(
    pinoHttp({
      logger: log,
      autoLogging: { ignore: (req) => req.url === '/healthz' || (req.url ?? '').startsWith('/assets/') },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  app.use(securityHeaders(config.site, { dev: !!opts.devMiddleware }));
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.use(seoRoutes(config.site, opts.sitemapExtra));

  if (opts.devMiddleware) app.use(opts.devMiddleware);
  if (opts.staticDir) {
    const serveStatic = express.static(opts.staticDir, {
        index: false,
        setHeaders(res, filePath) {
          // Hashed build output never changes; other public files (replaceable art) revalidate hourly.
          const immutable = /[\\/]assets[\\/]/.test(filePath);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
    });
    // The built HTML shell is a template, not a page.
    app.use((req, res, next) => (req.path.startsWith('/views/') ? next() : serveStatic(req, res, next)));
  }

  app.use(
    ssrHandler({ site: config.site, cache, log, template: opts.template, render: opts.render, loadData: opts.loadData }),
  );

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500) req.log?.error({ err }, 'request failed');
    if (res.headersSent) return res.end();
    if (req.path.startsWith('/api/')) {
      return res.status(status).json({ ok: false, error: status >= 500 ? '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' : '요청을 처리할 수 없습니다.' });
    }
    res.status(status).type('html').send('<!doctype html><meta charset="utf-8"><title>오류</title><p>일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.</p>');
  };
  app.use(onError);

  return app;
}
