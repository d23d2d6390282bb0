/** The real Express app with the real renderer and a database of its own, for supertest. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import mongoose from 'mongoose';
import { parse } from 'node-html-parser';
import ConnectionString from 'mongodb-connection-string-url';
import { createApp, type AppOptions } from '../../server/app';
import { loadConfig } from '../../server/config.server';
import { createLogger } from '../../server/logger';
import { connectDatabase } from '../../server/db/connection';
import { render } from '../../client/entry-server';
import { issueStamp } from '../../server/leads/render-stamp';
import { Counting } from '../../server/campaigns/counting';
import '../../server/models';

const template = readFileSync(new URL('../../views/index.html', import.meta.url), 'utf8');
export const TEST_SECRET = 'test-session-secret-0123456789abcdef';

/**
 * What the site's own form sends when a person filled it for a minute before `now`: the stamp the
 * form fetched when it appeared (GET /api/leads/stamp signs the same). Every JSON post is timed, so
 * a test posting as the site's form does sends it.
 */
export const filledStamp = (now: Date | number = Date.now(), secret = TEST_SECRET) => issueStamp(secret, new Date(+now - 60_000));

let connected: Promise<void> | undefined;
let connection: ReturnType<typeof connectDatabase> | undefined;

/** The engine's URI with a database name no other test file uses. */
export function uniqueDbUri(base: string, prefix = 't'): string {
  const cs = new ConnectionString(base);
  cs.pathname = `/${prefix}_${randomBytes(6).toString('hex')}`;
  return cs.toString();
}

/** Connects this test file's mongoose to a fresh database (unique name) on the test engine. */
export function testDb(): Promise<void> {
  if (!connected) {
    connection = connectDatabase(testDbUri(), createLogger('silent'));
    connected = connection.ready;
  }
  return connected;
}

let uri: string | undefined;
/** This test file's database URI (for child processes such as the CLI). */
export function testDbUri(): string {
  uri ??= uniqueDbUri(inject('mongoUri'));
  return uri;
}

/**
 * Starts the next test file of a worker on a database of its own (tests/setup/each-file.ts): the
 * files share the worker's modules (vitest.config.ts), so the connection and name of the previous
 * file's database would otherwise carry over.
 */
export async function forgetTestDb(): Promise<void> {
  // The page views an app of the previous file still holds go to that file's database, not this one's.
  await Promise.all(countings.splice(0).map((c) => c.stop()));
  const was = connection;
  await connected?.catch(() => {});
  connected = connection = uri = undefined;
  await was?.stop();
  if (mongoose.connection.readyState !== 0) await mongoose.disconnect(); // a file's own connection
}

/**
 * Empties every collection but the purpose keys: they belong to the deployment, not its data, and
 * instances started for a file keep theirs in memory (a key stored again after a clear would differ).
 */
export async function clearDb() {
  const data = Object.values(mongoose.connection.collections).filter((c) => c.collectionName !== 'purpose_keys');
  await Promise.all(data.map((c) => c.deleteMany({})));
}

/**
 * A lead spool folder of its own (a test names SPOOL_DIR to share one). The default, DATA_DIR/spool
 * in the working folder, is shared by every test file and every run: leads one app spooled (a loaded
 * machine answers 202 past the deadline) were drained by the apps of later files, each taking a
 * place in the address limit of 127.0.0.1, and a limit test accepted 28 of 30.
 */
export const ownSpoolDir = () => mkdtempSync(join(tmpdir(), 'test-spool-'));

/** The page-view counters of this file's apps, stopped (and flushed) before the next file starts. */
const countings: Counting[] = [];

export function testApp(env: NodeJS.ProcessEnv = {}, extra: Partial<AppOptions> = {}) {
  // Every JSON post is timed, and most tests post as a script would: the fill-time tests name their
  // own LEAD_MIN_FILL_MS (as the spawned servers of tests/helpers/server.ts do).
  const config = loadConfig({ NODE_ENV: 'test', LEAD_MIN_FILL_MS: '0', SPOOL_DIR: ownSpoolDir(), ...env });
  const dbReady = testDb();
  // The app's own counter as createApp makes it (flushing every second), but one this file can stop.
  let counting = extra.counting;
  if (!counting) {
    const now = extra.now ?? extra.outbox?.now ?? (() => new Date());
    const own = new Counting({ now, site: new URL(config.site.siteUrl).host, log: extra.log ?? createLogger('silent') });
    dbReady.then(() => own.start()).catch(() => {});
    countings.push((counting = own));
  }
  const app = createApp({
    config,
    log: createLogger('silent'),
    render: async () => render,
    template: async () => template,
    staticDir: 'public',
    dbReady,
    sessionSecret: TEST_SECRET,
    ...extra,
    counting,
  });
  return { app, config };
}

export const html = (text: string) => parse(text);
