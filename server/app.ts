/** The Express application: security headers, static files, SEO files, the JSON API and streamed pages. */
import express, { type RequestHandler } from 'express';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import type { ServerConfig } from './config.server';
import type { Logger } from './logger';
import { securityHeaders } from './security';
import { seoRoutes } from './seo-routes';
import { ssrHandler } from './ssr';
import { HtmlCache } from './html-cache';
import { dbState } from './db/connection';
import { sessionMiddleware } from './auth/session';
import { authApi } from './auth/routes';
import { pressApi } from './press/routes';
import { leadsApi } from './leads/routes';
import { adminApi } from './leads/admin-routes';
import { HttpError, errorHandler } from './http/errors';
import { attributionCookie } from './attribution/cookie';
import { sameOriginOnly } from './http/same-origin';
import { loadPageData } from './loaders';
import { pressSitemapEntries } from './press/service';
import type { Render } from '../client/entry-server';

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
  /** The clock leads and the dashboard use (tests inject one). */
  now?: () => Date;
}

export function createApp(opts: AppOptions) {
  const { config, log } = opts;
  const app = express();
  const cache = new HtmlCache(config.htmlCache);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.locals.htmlCache = cache;
  app.locals.now = opts.now; // the dashboard page's clock (tests inject one)

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

  // Readiness: the site is only fully usable with its database.
  app.get('/healthz', (_req, res) => {
    const database = dbState();
    res.setHeader('Cache-Control', 'no-store');
    res.status(database === 'connected' ? 200 : 503).json({ status: database === 'connected' ? 'ok' : 'unavailable', database });
  });
  const seo = seoRoutes(config.site, () =>
    dbState() === 'connected' ? pressSitemapEntries() : Promise.reject(new Error('database unavailable')),
  );
  app.use(seo);

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

  // Before sessions: a refused cross-site post never touches the session store.
  app.use(sameOriginOnly(config.site.siteUrl));

  // Campaign attribution: a landing page's utm_* / external referrer goes into a first-party cookie.
  app.use(attributionCookie({ siteUrl: config.site.siteUrl, now: opts.now }));

  app.use(
    sessionMiddleware({ secret: opts.sessionSecret, secureCookies: config.isProd, dbReady: opts.dbReady }),
  );

  const api = express.Router();
  api.use(express.json({ limit: '32kb' }), express.urlencoded({ extended: false, limit: '32kb' }));
  api.use('/auth', authApi(opts.sessionSecret, opts.loginThrottle, config.isProd));
  api.use('/press', pressApi(opts.sessionSecret, config.site.sites, seo.invalidateSitemap));
  api.use('/leads', leadsApi({ leads: config.leads, onStored: opts.onLeadStored, now: opts.now }));
  api.use('/admin', adminApi(opts.sessionSecret, { now: opts.now }));
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
    }),
  );
  app.use(errorHandler);
  return app;
}
