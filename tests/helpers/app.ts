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

/** The engine's URI with a database name no other test file uses. */
export function uniqueDbUri(base: string, prefix = 't'): string {
  const cs = new ConnectionString(base);
  cs.pathname = `/${prefix}_${randomBytes(6).toString('hex')}`;
  return cs.toString();
}

/** Connects this test file's mongoose to a fresh database (unique name) on the test engine. */
export function testDb(): Promise<void> {
  connected ??= connectDatabase(testDbUri(), createLogger('silent')).ready;
  return connected;
}

let uri: string | undefined;
/** This test file's database URI (for child processes such as the CLI). */
export function testDbUri(): string {
  uri ??= uniqueDbUri(inject('mongoUri'));
  return uri;
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

export function testApp(env: NodeJS.ProcessEnv = {}, extra: Partial<AppOptions> = {}) {
  // Every JSON post is timed, and most tests post as a script would: the fill-time tests name their
  // own LEAD_MIN_FILL_MS (as the spawned servers of tests/helpers/server.ts do).
  const config = loadConfig({ NODE_ENV: 'test', LEAD_MIN_FILL_MS: '0', SPOOL_DIR: ownSpoolDir(), ...env });
  const app = createApp({
    config,
    log: createLogger('silent'),
    render: async () => render,
    template: async () => template,
    staticDir: 'public',
    dbReady: testDb(),
    sessionSecret: TEST_SECRET,
    ...extra,
  });
  return { app, config };
}

export const html = (text: string) => parse(text);
