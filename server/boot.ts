/** Start-up shared by the development and production entries: config, database, app, listen. */
import type { RequestHandler } from 'express';
import { ConfigError, loadConfig, type ServerConfig } from './config.server';
import { createLogger } from './logger';
import { createApp } from './app';
import { listen } from './start';
import { connectDatabase } from './db/connection';
import { startEmbeddedDb } from './db/embedded';
import { sessionSecret } from './auth/session';
import { startForwarder } from './leads/forwarder';
import './db/models';
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

  let uri = config.mongoUri;
  let embedded: Awaited<ReturnType<typeof startEmbeddedDb>> | undefined;
  if (uri) {
    log.info({ uri: uri.replace(/\/\/[^@/]*@/, '//***@') }, 'using the database at MONGODB_URI');
  } else {
    embedded = await startEmbeddedDb(config.embeddedDbPort, config.dataDir, log);
    uri = embedded.uri;
  }
  const db = connectDatabase(uri, log);
  const { webhookUrl, retryBaseMs, timeoutMs } = config.leads;
  const forwarder = webhookUrl ? startForwarder({ url: webhookUrl, retryBaseMs, timeoutMs, log }) : undefined;
  if (!webhookUrl) log.info('LEAD_WEBHOOK_URL not set: leads are stored only (see /admin/leads)');

  const app = createApp({
    config,
    log,
    render: entry.render,
    template: entry.template,
    staticDir: entry.staticDir,
    buildId: entry.buildId,
    assetTags: entry.assetTags,
    devMiddleware: entry.devMiddleware,
    dbReady: db.ready,
    sessionSecret: sessionSecret(config.sessionSecret, config.dataDir),
    onLeadStored: forwarder?.kick,
  });
  listen(app, config, log, async () => {
    await entry.onClose?.();
    await forwarder?.stop();
    await db.stop();
    await embedded?.stop();
  });
}
