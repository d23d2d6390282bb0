/** App instances as separate processes (API, database, forwarder; no pages) on this file's test database. */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './ports';
import { ownSpoolDir, testDbUri } from './app';
import { apiServerArgs } from './api-process';

export const instances: ChildProcess[] = [];

/**
 * For tests that kill a sender mid-send and wait for its claim to expire: a claim of 3 s instead of
 * 7 s (still longer than two attempts of the instances' 1 s timeout, as OUTBOX_CLAIM_MS requires).
 */
export const CRASH_CLAIM = { OUTBOX_CLAIM_MS: '3000' };

export async function startInstance(webhook?: string, env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, apiServerArgs(), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      MONGODB_URI: testDbUri(),
      SESSION_SECRET: 'forwarding-test-secret-0123456789abcdef',
      ...(webhook ? { LEAD_WEBHOOK_URL: webhook } : {}),
      LEAD_RETRY_BASE_MS: '100',
      LEAD_TIMEOUT_MS: '1000', // claims of a killed instance expire after 7 s (CRASH_CLAIM shortens it)
      LEAD_RATE_LIMIT: '1000',
      LEAD_PHONE_LIMIT: '1000',
      // Every JSON post is timed and these tests post as scripts do (the fill-time tests use testApp).
      LEAD_MIN_FILL_MS: '0',
      SPOOL_DIR: ownSpoolDir(),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  instances.push(child);
  const base = `http://127.0.0.1:${port}`;
  // Ready when /readyz says so, however long a loaded machine takes (the test's own timeout bounds
  // the wait); an instance that exits first fails at once.
  while (child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, child };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`test instance exited before it was ready (${child.signalCode ?? `code ${child.exitCode}`})`);
}
