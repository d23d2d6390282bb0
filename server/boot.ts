/** Start-up shared by the development and production entries: config, database, app, listen. */
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { ConfigError, loadConfig, type ServerConfig } from './config.server';
import { createLogger } from './logger';
import { createApp, outboxFor } from './app';
import { Counting } from './campaigns/counting';
import { startCounterRollUp } from './campaigns/counters';
import { startPaymentReminders } from './contracts/payment-reminders';
import { startSaleSnapshots } from './sale/snapshot';
import { listen } from './start';
import { connectDatabase, isDbReady } from './db/connection';
import { openDatabase } from './db/database';
import { EmbeddedPortTaken } from './db/embedded';
import { sessionSecret } from './auth/session';
import { requeueUnforwardedLeads } from './leads/forwarder';
import { runMigrations } from './db/migrations';
import { contractLifeAtStart } from './contract-life/at-start';
import { visitContextFor } from './site-visits';
import { resumeAnnouncements } from './announcements/service';
import { repairPlaces } from './visits/reservations';
import { startSweeping } from './units/holds';
import { outboxQueue } from './outbox/message-queue';
import './models';
import mongoose from 'mongoose';
import { appContextOf } from './app-context';
import { createAlerts } from './ops/alerts';
import { smsProvider } from './outbox/providers';
import { recordPagesOnStart } from './page-texts/start';
import type { Render } from '../client/entry-server';
import type { PageKey } from '../shared/routes';

interface Entry {
  env?: NodeJS.ProcessEnv;
  prettyLogs?: boolean;
  render: () => Promise<Render>;
  template: (url: string) => Promise<string>;
  staticDir?: string;
  buildId?: string;
  assetTags?: (key: PageKey) => string;
  devMiddleware?: RequestHandler;
  onClose?: () => Promise<void>;
  /** Login throttling handlers (test instances pass ones without long delays). */
  loginThrottle?: RequestHandler[];
  /** Record what each visitor page says once listening (the production entry; server/page-texts). */
  recordPageTexts?: boolean;
}

export async function boot(entry: Entry) {
  let config: ServerConfig;
  try {
    config = loadConfig(entry.env ?? process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel, entry.prettyLogs);

  // The bundled engine's snapshot is loaded here, before anything connects or listens. Its port
  // taken (a second site on this machine) is said in one line, like a setting that is wrong.
  const database = await openDatabase(config, log).catch((err: unknown) => {
    if (!(err instanceof EmbeddedPortTaken)) throw err;
    console.error(err.message);
    process.exit(1);
  });
  const db = connectDatabase(database.uri, log, { watchCommands: database.watchCommands });
  // Changes to stored data, each once per database and in order (server/db/migrations).
  const migrated = db.ready.then(() => runMigrations(mongoose.connection.db!, log));
  void migrated.catch((err) => log.warn({ err }, 'migrations stopped; they go on at the next start'));
  const { webhookUrl } = config.leads;
  const secret = sessionSecret(config.sessionSecret, config.dataDir);
  const outbox = outboxFor(config, log);
  // Ended contracts not yet followed everywhere are settled; a board out of step with the ledger is reported.
  void migrated
    .then(() => contractLifeAtStart(visitContextFor(config, outbox, log, () => new Date()), log))
    .catch((err) => log.error({ err }, 'contract life check at start failed; it runs again at the next start'));
  if (webhookUrl && !config.leads.webhookSecret) log.warn('LEAD_WEBHOOK_SECRET not set: lead deliveries are not signed');
  if (webhookUrl) void db.ready.then(() => requeueUnforwardedLeads(outbox, webhookUrl, log)).catch((err) => log.error({ err }, 'requeue failed'));
  else log.info('LEAD_WEBHOOK_URL not set: leads are stored only (see /admin/leads)');
  // Places left behind by a crash mid-booking or mid-cancellation are set right, now and every 5 minutes.
  const repair = () =>
    repairPlaces(new Date())
      .then((r) => (r.given || r.kept || r.released) && log.warn(r, 'visit places repaired after an interrupted booking or cancellation'))
      .catch((err) => log.error({ err }, 'visit place repair failed'));
  void db.ready.then(repair);
  setInterval(() => void (isDbReady() && repair()), 5 * 60_000).unref();
  // Unit holds not confirmed in time go back to the sale (every instance sweeps; each step is conditional).
  startSweeping(() => new Date(), log, isDbReady);
  // An announcement whose queuing was cut short by a crash is queued to the end.
  void db.ready
    .then(() => resumeAnnouncements({ site: config.site, queue: outboxQueue(outbox), now: () => new Date() }))
    .then((n) => n && log.warn({ announcements: n }, 'finished queuing announcements interrupted by a restart'))
    .catch((err) => log.error({ err }, 'resuming announcements failed; it runs again at the next start'));
  // Payment texts to contract holders (7 days and 1 day before a due date, the day after a missed one), swept every ten minutes.
  startPaymentReminders({ site: config.site, outbox, now: () => new Date() }, log, isDbReady, db.ready);
  if (config.sms.provider === 'log') log.info('SMS_PROVIDER=log: text messages are recorded, not sent (see /admin/messages)');

  // Page views are counted in memory and written about once a second (server/campaigns/counting.ts).
  const counting = new Counting({ now: () => new Date(), site: new URL(config.site.siteUrl).host, log });
  void db.ready.then(() => counting.start());
  // Hourly page-view counters of finished days are summed into days and deleted (server/campaigns/counters.ts).
  startCounterRollUp(() => new Date(), log, isDbReady, db.ready);
  // The sale report of each ended week is kept once (server/sale/snapshot.ts), checked every ten minutes.
  startSaleSnapshots(() => new Date(), config.site, log, isDbReady, db.ready);
  const app = createApp({
    counting,
    config,
    log,
    render: entry.render,
    template: entry.template,
    staticDir: entry.staticDir,
    buildId: entry.buildId,
    assetTags: entry.assetTags,
    devMiddleware: entry.devMiddleware,
    loginThrottle: entry.loginThrottle,
    dbReady: db.ready,
    sessionSecret: secret,
    outbox,
  });
  // After createApp: the keys the sender's check of advertising texts needs (erased numbers) are configured there.
  outbox.start();
  // Leads spooled while the database was unreachable (also by a previous run) go into it once it answers.
  const leadSpool = appContextOf(app)!.leadSpool;
  leadSpool.start();
  mongoose.connection.on('connected', () => leadSpool.kick(0));
  mongoose.connection.on('reconnected', () => leadSpool.kick(0));
  // Operator alerts (ALERT_PHONES, ALERT_WEBHOOK), checked every minute (server/ops/alerts.ts).
  const alerts = createAlerts({
    settings: config.ops,
    projectName: `[${config.site.projectName}]`,
    outbox,
    sms: smsProvider(config.sms, log),
    smsSender: config.sms.sender,
    log,
    spoolDepth: () => leadSpool.depth,
    // The folder every replica mounts: while the database is down, one replica of N sends each alert.
    sharedDir: join(config.leads.spoolDir, 'ops-alerts'),
  });
  alerts.start();
  const server = listen(app, config, log, async () => {
    await entry.onClose?.();
    await alerts.stop();
    await leadSpool.stop();
    await counting.stop().catch(() => {});
    await outbox.stop();
    await db.stop();
    await database.stop();
  });
  if (entry.recordPageTexts) recordPagesOnStart(server, config.site.defaultSite, db.ready, log);
}
