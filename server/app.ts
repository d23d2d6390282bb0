/** The Express application: security headers, static files, SEO files, the JSON API and streamed pages. */
import express, { type RequestHandler } from 'express';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import type { ServerConfig } from './config.server';
import type { Logger } from './logger';
import { securityHeaders } from './security';
import { seoRoutes } from './seo-routes';
import { memoryPageHandler, ssrHandler } from './ssr';
import { HtmlCache } from './html-cache';
import { dbState } from './db/connection';
import { sessionMiddleware } from './auth/session';
import { authApi } from './auth/routes';
import { pressApi } from './press/routes';
import { leadsApi } from './leads/routes';
import { adminApi } from './leads/admin-routes';
import { HttpError, errorHandler } from './http/errors';
import { loadPageData } from './loaders';
import { pressSitemapEntries } from './press/service';
import { PressListCache } from './press/cache';
import type { Render } from '../client/entry-server';
import type { PageKey } from '../shared/routes';
import { createHash } from 'node:crypto';

export interface AppOptions {
  config: ServerConfig;
  log: Logger;
  render: () => Promise<Render>;
  template: (url: string) => Promise<string>;
  /** Resolves once the database is connected (sessions wait for it). */
  dbReady: Promise<void>;
  sessionSecret: string;
  /** Folder of built client files (production) or public/ (tests); omitted when Vite serves them. */
  staticDir?: string;
  /** Vite's dev middleware, in development. */
  devMiddleware?: RequestHandler;
  /** Login throttling handlers (tests pass looser ones). */
  loginThrottle?: RequestHandler[];
  /** Called after a lead is stored (wakes the webhook forwarder). */
  onLeadStored?: () => void;
  /** Identifies the client build (production: a hash of its manifest); part of every page ETag. */
  buildId?: string;
  /** Tests move time forward without waiting (press list cache). */
  clock?: () => number;
  /** Head tags preloading each page's chunk and stylesheet (production build). */
  assetTags?: (key: PageKey) => string;
}

export function createApp(opts: AppOptions) {
  const { config, log } = opts;
  const app = express();
  const cache = new HtmlCache(config.htmlCache);
  app.disable('x-powered-by');
  // Pages get their own ETag (build + path, ssr.ts); hashing every response body would only cost time.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.locals.htmlCache = cache;
  app.locals.pressCache = new PressListCache(config.pressListCacheSeconds * 1000, opts.clock);
  // Pages change with the build and with the site config (env overrides): both name the ETag.
  const version = opts.devMiddleware
    ? undefined
    : createHash('sha256').update(`${opts.buildId ?? ''}\n${JSON.stringify(config.site)}`).digest('base64url').slice(0, 16);

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
  // Launch-day fast path: pages kept in memory skip static-file lookups, sessions and rendering.
  app.use(memoryPageHandler({ cache, version }));

  // Readiness: the site is only fully usable with its database.
  app.get('/healthz', (_req, res) => {
    const database = dbState();
    res.setHeader('Cache-Control', 'no-store');
    res.status(database === 'connected' ? 200 : 503).json({ status: database === 'connected' ? 'ok' : 'unavailable', database });
  });
  app.use(
    seoRoutes(config.site, () =>
      dbState() === 'connected' ? pressSitemapEntries().catch(() => []) : Promise.resolve([]),
    ),
  );

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
    sessionMiddleware({ secret: opts.sessionSecret, secureCookies: config.isProd, dbReady: opts.dbReady }),
  );

  const api = express.Router();
  // API answers carry sessions and private data: no cache may keep them unless a route says otherwise.
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  });
  api.use(express.json({ limit: '32kb' }), express.urlencoded({ extended: false, limit: '32kb' }));
  api.use('/auth', authApi(opts.sessionSecret, opts.loginThrottle));
  api.use('/press', pressApi(opts.sessionSecret));
  api.use('/leads', leadsApi({ leads: config.leads, onStored: opts.onLeadStored }));
  api.use('/admin', adminApi());
  api.use((_req, _res, next) => next(new HttpError(404, '요청하신 API를 찾을 수 없습니다.')));
  app.use('/api', api);

  app.use(
    ssrHandler({
      site: config.site,
      cache,
      log,
      template: opts.template,
      render: opts.render,
      loadData: loadPageData,
      assetTags: opts.assetTags,
      version,
    }),
  );
  app.use(errorHandler);
  return app;
}
