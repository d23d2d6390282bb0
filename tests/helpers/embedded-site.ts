/**
 * A real app instance (API, no pages) as a newcomer runs it: no MONGODB_URI, so it starts the
 * embedded database itself in `dataDir`. mongod downloads point at a closed loopback port, so every
 * start is an offline start that falls back to the bundled engine, on any machine (even one with a
 * cached mongod).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';
import { apiServerArgs } from './api-process';

export interface EmbeddedSite {
  base: string;
  dbPort: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and resolves with the exit code (null when killed by the signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Ctrl-C as a terminal sends it: SIGINT to the site's whole process group (needs `ownProcessGroup`). */
  interrupt(): Promise<number | null>;
}

export const sites: EmbeddedSite[] = [];
const tempDirs: string[] = [];

/** A fresh directory in the system's temp folder, removed by `stopAllSites`. */
export function tempDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** The environment of a site with no MONGODB_URI (`extra` may set one back). */
export async function embeddedSiteEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    EMBEDDED_DB_PORT: String(await freePort()),
    // Offline: the mongod download is refused at once (nothing listens on a freshly freed port), and
    // a version no machine has cached means no mongod is found in any download cache either.
    MONGOMS_VERSION: '8.2.99',
    MONGOMS_DOWNLOAD_DIR: tempDir('mongod-downloads-'),
    MONGOMS_DOWNLOAD_MIRROR: `http://127.0.0.1:${await freePort()}`,
    MONGOMS_USE_HTTP: '1',
    MONGOMS_MAX_RETRIES: '1',
    LEAD_RATE_LIMIT: '1000',
    LEAD_PHONE_LIMIT: '1000',
    ...extra,
  };
  if (!('MONGODB_URI' in extra)) delete env.MONGODB_URI;
  return env;
}

/** `ownProcessGroup`: the site leads a process group of its own, as `npm start` in a terminal does. */
export async function startEmbeddedSite(dataDir: string, extra: NodeJS.ProcessEnv = {}, { ownProcessGroup = false } = {}): Promise<EmbeddedSite> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...(await embeddedSiteEnv(dataDir, extra)), PORT: String(port) };
  const child = spawn(process.execPath, apiServerArgs(), {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownProcessGroup,
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const site: EmbeddedSite = {
    base: `http://127.0.0.1:${port}`,
    dbPort: Number(env.EMBEDDED_DB_PORT),
    child,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    async interrupt() {
      if (!ownProcessGroup) throw new Error('interrupt() needs a site started with ownProcessGroup');
      process.kill(-child.pid!, 'SIGINT');
      return exited;
    },
  };
  sites.push(site);
  // Generous: a loaded machine running the whole suite starts a site in seconds to tens of seconds.
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${site.base}/readyz`)).ok) return site;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await site.stop('SIGKILL');
  throw new Error(`site on the embedded engine did not start:\n${out.slice(-2000)}`);
}

/** Stops every site still running (SIGKILL: a test that needed a graceful stop did it itself) and removes the temp folders. */
export async function stopAllSites() {
  await Promise.all(sites.splice(0).map((s) => s.stop('SIGKILL')));
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
