/**
 * Builds (optionally) and starts the production server on a free port, with its own database:
 * a fresh database on MONGODB_URI when set, else the bundled engine on another free port.
 * Used by the browser tests and the screenshot script.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ConnectionString from 'mongodb-connection-string-url';
import { freePort } from './ports';
import { startJongodb, stopBundledEngine } from '../../server/db/embedded';

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server at ${url} did not become ready`);
}

/** Press boards the browser tests use, one per worker slot (tests/e2e/db.ts). */
export const E2E_SITES = Array.from({ length: 8 }, (_, i) => `e2e-board-${i}`);

/**
 * `nodeArgs`: extra options for the server's node (e.g. --cpu-prof, which NODE_OPTIONS does not allow).
 * `captureOutput`: the server's stdout and stderr (its log lines) are kept for `output()` instead of shown.
 */
export async function startSiteServer({ build = true, env = {} as NodeJS.ProcessEnv, nodeArgs = [] as string[], captureOutput = false } = {}) {
  if (build) {
    const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('build failed');
  }
  let mongoUri: string;
  let engine: Awaited<ReturnType<typeof startJongodb>> | undefined;
  if (process.env.MONGODB_URI) {
    const cs = new ConnectionString(process.env.MONGODB_URI);
    cs.pathname = `/e2e_${randomBytes(6).toString('hex')}`;
    mongoUri = cs.toString();
  } else {
    const dbPort = await freePort();
    engine = await startJongodb(dbPort);
    mongoUri = `mongodb://127.0.0.1:${dbPort}/e2e`;
  }

  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/prod.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      MONGODB_URI: mongoUri,
      SESSION_SECRET: 'e2e-session-secret-0123456789abcdefghij',
      // Browser tests submit many forms quickly from one address (the API tests cover both checks).
      LEAD_RATE_LIMIT: '10000',
      LEAD_PHONE_LIMIT: '10000',
      LEAD_MIN_FILL_MS: '0',
      // Every page view of the run sends its beacon from this one address, at well over 120 a minute.
      BEACON_RATE_LIMIT: '100000',
      // A lead spool of its own: DATA_DIR/spool is shared with the API tests run in this folder.
      SPOOL_DIR: mkdtempSync(join(tmpdir(), 'e2e-spool-')),
      // Press boards of the browser-test workers (see tests/e2e/db.ts).
      SITES: ['haeon-lakecity', ...E2E_SITES].join(','),
      ...env,
    },
    stdio: ['ignore', captureOutput ? 'pipe' : 'inherit', captureOutput ? 'pipe' : 'inherit'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString('utf8')));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString('utf8')));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, 30_000);
  return {
    base,
    mongoUri,
    /** What the server wrote so far (with `captureOutput`). */
    output: () => output.join(''),
    /** Resolves once the site and its database have exited. */
    async stop() {
      // The database goes once the site has stopped, so in-flight requests do not fail noisily.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (engine) await stopBundledEngine(engine);
    },
  };
}
