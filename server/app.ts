/** The Express application: security headers, static files, SEO files, the JSON API and streamed pages. */
import express, { type RequestHandler } from 'express';
import compression from 'compression';
import type { ServerConfig } from './config.server';
import type { Logger } from './logger';
import { securityHeaders } from './security';
import { seoRoutes } from './seo-routes';
import { formPageRenderer, memoryPageHandler, pageRenderer, ssrHandler, type SsrOptions } from './ssr';
import { HtmlCache } from './html-cache';
import { speculationRulesRoute } from './http/speculation-rules';
import { dbState, isDbReady } from './db/connection';
import { sessionMiddleware } from './auth/session';
import { csrfToken } from './auth/csrf';
import { optoutRoutes } from './consent/routes';
import type { ConsentContext } from './consent/notify';
import { outboxQueue } from './outbox/message-queue';
import { configureKeys, loadKeys } from './core/keys';
import { errorHandler } from './http/errors';
import { attributionCookie } from './attribution/cookie';
import { sameOriginOnly } from './http/same-origin';
import { loadPageData } from './loaders';
import { setAppContext } from './app-context';
import { pressFeedArticles, pressSitemapEntries } from './press/service';
import { pressFeedRoutes } from './press/feed';
import { noticeFeedRoutes } from './notices/feed';
import { noticeFeedItems, noticeSitemapEntries } from './notices/service';
import { indexNowQueue } from './indexnow/ping';
import { indexNowKeyRoute } from './indexnow/routes';
import type { Outbox } from './outbox/outbox';
import { alimtalkWebhook } from './outbox/alimtalk-webhook';
import { tossDepositHook } from './contracts/toss-hook';
import { leadBookings } from './visits/lead-bookings';
import { visitContextFor } from './site-visits';
import { requestLog } from './http/request-log';
import { sessionsExceptSessionless } from './http/sessionless';
import { watchVisibility } from './units/visibility';
import { PressListCache } from './press/cache';
import { calendarRoutes, reminderStopRoutes } from './schedule/routes';
import { scorePageRoutes } from './tools/score/routes';
import { costPageRoutes } from './tools/cost/routes';
import { eligibilityPageRoutes } from './tools/eligibility/routes';
import type { SubscribeContext } from './schedule/subscribe';
import type { DeskRules } from './leads/today';
import type { Render } from '../client/entry-server';
import type { PageKey } from '../shared/routes';
import { createHash } from 'node:crypto';
import { Spool } from './leads/spool';
import type { LeadSpool } from './leads/accept';
import { verificationService } from './verification/service';
import { contentSchedule } from './content/schedule';
import type { ContentContext } from './content/routes';
import { noticeBand } from './content/band';
import { opsRoutes, PROBE_PATHS, requestTimer } from './ops/routes';
import { mediaRoutes } from './media/serve';
import { installMediaLookup } from './media/store';
import { configureMediaCache } from './media/storage';
import { imageGate } from './media/process';
import { documentRoutes } from './documents/routes';
import { Counting } from './campaigns/counting';
import { beaconRoute } from './campaigns/beacon';
import { apiRouter } from './api';
import { staticFiles } from './http/static-files';
import { outboxFor } from './site-outbox';

/** The outbox as boot and tests build it (server/site-outbox.ts). */
export { outboxFor };

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
  /** Called after a lead is stored and counted (tests observe it). */
  onLeadStored?: () => void;
  /** The outbox this instance queues messages in (boot starts its sender; tests may pass their own). */
  outbox?: Outbox;
  /** Business clock for leads, visits, consent and the dashboard (tests inject one); the outbox passed in should share it. */
  now?: () => Date;
  /** Identifies the client build (production: a hash of its manifest); part of every page ETag. */
  buildId?: string;
  /** Tests move time forward without waiting (press list cache). */
  clock?: () => number;
  /** Head tags preloading each page's chunk and stylesheet (production build). */
  assetTags?: (key: PageKey) => string;
  /** Where leads wait while the database cannot take them (default: a spool in SPOOL_DIR; boot starts its drain). */
  leadSpool?: LeadSpool;
  /** This instance's page-view counter (boot starts its flushing; tests flush it themselves). */
  counting?: Counting;
}

export function createApp(opts: AppOptions) {
  const { config, log } = opts;
  const app = express();
  // Each purpose's key from its own setting (server/core/keys.ts): once, before anything hashes.
  // The session secret only seeds the first stored key of purposes that used to be derived from it.
  configureKeys(config.keys, opts.sessionSecret);
  // Loaded as soon as the database answers, so the synchronous token check has its key.
  opts.dbReady.then(loadKeys).catch((err: unknown) => log.error({ err }, 'purpose keys not loaded; they are loaded on first use'));
  if (config.isProd && !config.trustProxySet) {
    log.warn(
      'TRUST_PROXY is not set: behind a TLS-terminating proxy (Caddy, a load balancer) requests look like plain HTTP, so the session cookie is sent without Secure. Set TRUST_PROXY (e.g. 1 for one proxy in front).',
    );
  }
  const cache = new HtmlCache(config.htmlCache);
  const now = opts.now ?? opts.outbox?.now ?? (() => new Date());
  const outbox = opts.outbox ?? outboxFor(config, log, now);
  const visits = visitContextFor(config, outbox, log, now);
  app.disable('x-powered-by');
  // Pages get their own ETag (build + path, ssr.ts); hashing every response body would only cost time.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  const consent: ConsentContext = { site: config.site, queue: outboxQueue(outbox), now };
  const verification = verificationService({ site: config.site, outbox, log, now, required: config.phoneVerification });
  const deskRules: DeskRules = { firstContactMinutes: config.desk.firstContactMinutes, hours: config.desk.hours };
  const schedule: SubscribeContext = { site: config.site, outbox, now, retentionDays: config.leads.retentionDays, webhookUrl: config.leads.webhookUrl };
  const leadSpool: LeadSpool = opts.leadSpool ?? new Spool({ dir: config.leads.spoolDir, log, ready: isDbReady });
  // Pages change with the build and with the site config (env overrides): both name the ETag.
  const version = opts.devMiddleware
    ? undefined
    : createHash('sha256').update(`${opts.buildId ?? ''}\n${JSON.stringify(config.site)}`).digest('base64url').slice(0, 16);

  // Every request timed by its route pattern, fast paths included (server/ops/metrics.ts).
  app.use(requestTimer(config.site.sites));
  // The media library: findMedia answers from it everywhere. Its files are served first: no request
  // log line per picture (like /assets/), no session, no compression (images and PDFs are compressed
  // already; ranges stay byte-exact); every media answer sets its own sandboxing headers.
  installMediaLookup();
  configureMediaCache(config.media.cacheBytes);
  imageGate.setLimit(config.media.processConcurrency);
  app.use(mediaRoutes());
  app.use(documentRoutes({ staticDir: opts.staticDir }));
  // Token segments and admin query strings never reach the log (server/http/request-log.ts).
  app.use(requestLog(log, PROBE_PATHS));
  // Page-view beacons: before headers, compression, attribution, static files and sessions (no cookie,
  // no database call on the request: server/campaigns/beacon.ts).
  // Given by boot (started once the database answers) or by a test that flushes it; otherwise this app's own, flushing every second.
  const counting = opts.counting ?? new Counting({ now, site: new URL(config.site.siteUrl).host, log });
  if (!opts.counting) opts.dbReady.then(() => counting.start()).catch(() => {});
  app.use(beaconRoute({ counting, perMinute: config.counting.beaconPerMinute, siteUrl: config.site.siteUrl, sites: config.site.sites, now }));
  app.use(securityHeaders(config.site, { dev: !!opts.devMiddleware }));
  app.use(compression());
  // Campaign attribution: a landing page's utm_* / external referrer goes into a first-party cookie
  // (before the fast path below, so a landing on a page kept in memory is counted too).
  app.use(attributionCookie({ siteUrl: config.site.siteUrl, sites: config.site.sites, now }));
  // Popups and the main visual as scheduled on the desk, decided per request at the app's clock.
  const scheduled = contentSchedule(opts.dbReady);
  const content: ContentContext = { schedule: scheduled, now };
  const pageContent: SsrOptions['content'] = {
    stamp: (path) => scheduled.stamp(path, now()),
    sharedCacheSeconds: (path) => scheduled.sharedCacheSeconds(path, now()),
    band: (path) => noticeBand(scheduled.popupsFor(path, now())),
  };
  // Launch-day fast path: pages kept in memory skip static-file lookups, sessions and rendering.
  app.use(memoryPageHandler({ cache, version, site: config.site, menuFlags: () => menuFlags(), content: pageContent }));

  // Liveness (/healthz), readiness (/readyz) and, with METRICS_TOKEN, /metrics (server/ops/routes.ts).
  // `counting` on /healthz: write commands sent so far, views waiting for the next flush, views dropped (server/campaigns/counting.ts).
  app.use(
    opsRoutes({
      metricsToken: config.ops.metricsToken,
      spoolDepth: () => leadSpool.depth,
      counting: () => ({ writes: counting.writes, pending: counting.pending, dropped: counting.dropped }),
    }),
  );
  // The remaining-units page in menus and the sitemap once the desk shows it (every instance follows within seconds).
  const remaining = watchVisibility(opts.dbReady, () => {
    cache.clear();
    seo.invalidateSitemap();
  });
  const menuFlags = () => ({ remaining: remaining.get() });
  const seo = seoRoutes(
    config.site,
    async () => {
      if (dbState() !== 'connected') throw new Error('database unavailable');
      // Notices once published (a scheduled one joins at its time, within the sitemap's five minutes).
      const [press, notices] = await Promise.all([pressSitemapEntries(), noticeSitemapEntries(now())]);
      return [...press, ...notices];
    },
    menuFlags,
    // The business clock: a scheduled notice joins the sitemap as the time it was set for passes.
    () => now().getTime(),
  );
  app.use(seo);
  // The press boards' RSS feeds, cached and dropped like the sitemap.
  const feeds = pressFeedRoutes(
    config.site,
    (board, limit) => (dbState() === 'connected' ? pressFeedArticles(board, limit) : Promise.reject(new Error('database unavailable'))),
    opts.clock,
  );
  app.use(feeds);
  const noticeFeed = noticeFeedRoutes(
    config.site,
    (limit, at) => (dbState() === 'connected' ? noticeFeedItems(limit, at) : Promise.reject(new Error('database unavailable'))),
    now,
  );
  app.use(noticeFeed);
  app.use(speculationRulesRoute());
  // IndexNow (INDEXNOW_KEY): the key file, and pings queued in the outbox when pages change.
  const pingSearchEngines = config.indexNow ? indexNowQueue(config.indexNow, config.site.siteUrl, outbox, log) : async () => {};
  if (config.indexNow) app.use(indexNowKeyRoute(config.indexNow.key));

  if (opts.devMiddleware) app.use(opts.devMiddleware);
  if (opts.staticDir) app.use(staticFiles(opts.staticDir));

  // The 청약 calendar feed and per-step files (no session).
  app.use(calendarRoutes(schedule));

  // Before sessions: a refused cross-site post never touches the session store.
  app.use(sameOriginOnly(config.site.siteUrl));
  // Delivery results posted by the AlimTalk provider (server to server: no session, no form).
  app.use('/api/hooks', alimtalkWebhook({ signature: config.kakao?.provider === 'nhn' ? config.kakao.webhookSignature : undefined, outbox, log }));
  // 토스페이먼츠 가상계좌 deposit notices, checked with the payment's secret (server/contracts/toss-hook.ts).
  app.use('/api/hooks', tossDepositHook({ now, pricing: config.site.pricing, texts: { site: config.site, outbox, now }, log }));

  const sessions = sessionMiddleware({ secret: opts.sessionSecret, secureCookies: config.isProd, dbReady: opts.dbReady });
  // A visitor's form posts and the calls every page makes never read or write a session (server/http/sessionless.ts).
  app.use(sessionsExceptSessionless(sessions));

  const pages: SsrOptions = {
    site: config.site,
    cache,
    log,
    template: opts.template,
    render: opts.render,
    loadData: (match, req) => loadPageData(match, req, now()),
    assetTags: opts.assetTags,
    version,
    menuFlags,
    content: pageContent,
    deskToken: (req) => (req.session?.adminEmail ? csrfToken(req, opts.sessionSecret) : undefined),
  };
  // Built once, before any route is mounted: what handlers and page loaders read (server/app-context.ts).
  setAppContext(app, {
    now,
    consent,
    schedule,
    visitorBudget: outbox.visitorBudget, // the desk banner's numbers
    deskRules,
    twoFactorRequired: config.desk.twoFactorRequired,
    tossIssuing: !!config.toss,
    accessLogDays: config.desk.accessLogDays,
    htmlCache: cache,
    content: scheduled,
    pressCache: new PressListCache(config.pressListCacheSeconds * 1000, opts.clock),
    leadSpool,
    leadBookings,
    // Form posts without JavaScript that need a second step (phone verification) answer with the page.
    renderPage: pageRenderer(pages),
    // A refused no-JavaScript form post is answered with its page again (server/http/form-page.ts).
    formPage: formPageRenderer(pages),
  });

  app.use(
    '/api',
    apiRouter({
      config,
      log,
      sessionSecret: opts.sessionSecret,
      loginThrottle: opts.loginThrottle,
      onLeadStored: opts.onLeadStored,
      now,
      outbox,
      visits,
      consent,
      verification,
      schedule,
      deskRules,
      leadSpool,
      content,
      cache,
      remaining,
      pingSearchEngines,
      invalidateSitemap: () => seo.invalidateSitemap(),
      invalidatePressFeeds: () => feeds.invalidateFeeds(),
      invalidateNoticeFeed: () => noticeFeed.invalidateFeed(),
    }),
  );
  // The opt-out link's form post (the page itself is rendered below like every page).
  app.use(optoutRoutes(consent));
  // The stop link of the 청약 일정 reminders.
  app.use(reminderStopRoutes(schedule));
  // The score calculator's form posted without JavaScript: the page again, with the result.
  app.use(scorePageRoutes());
  // The cash plan's form posted without JavaScript: the page answers with the result.
  app.use(costPageRoutes());
  // The 청약 자격 questionnaire posted without JavaScript: answered with its page and result, nothing kept.
  app.use(eligibilityPageRoutes(config.site));

  app.use(ssrHandler(pages));
  app.use(errorHandler);
  return app;
}
