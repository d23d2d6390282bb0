/**
 * A second site started on a machine where the embedded database's port is taken (a first site
 * running, or any other program on it) stops at once with one line that names the port and what to
 * set, not the engine's stack trace, and leaves the first site running.
 */
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedSiteEnv, startEmbeddedSite, stopAllSites, tempDir } from './helpers/embedded-site';
import { freePort } from './helpers/ports';
import { apiServerArgs } from './helpers/api-process';

afterAll(() => stopAllSites());

/** Starts a site process as `npm start` would and resolves with its exit code and output once it exits. */
async function runToExit(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, apiServerArgs(), { env: { ...env, PORT: String(await freePort()) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
  return { code, out };
}

describe('the embedded database\'s port already taken', () => {
  it('a second site stops with one line naming the port, EMBEDDED_DB_PORT and MONGODB_URI; the first keeps running', async () => {
    const first = await startEmbeddedSite(tempDir('port-first-'));
    const second = await runToExit(await embeddedSiteEnv(tempDir('port-second-'), { EMBEDDED_DB_PORT: String(first.dbPort) }));
    expect(second.code).toBe(1);
    const lines = second.out.trim().split('\n');
    expect(lines).toEqual([
      `EMBEDDED_DB_PORT ${first.dbPort} is already in use (another site or database runs on it): set EMBEDDED_DB_PORT to a free port, or MONGODB_URI to use a MongoDB of your own.`,
    ]);
    expect(second.out).not.toMatch(/Exception|\bat [\w.$]+\(/);
    expect((await fetch(`${first.base}/readyz`)).status).toBe(200);
  }, 180_000);
});
