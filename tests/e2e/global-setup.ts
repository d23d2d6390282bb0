/**
 * Builds the site and starts the production server on a free port for the browser tests.
 * The URL reaches the workers through E2E_BASE_URL (see fixtures.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from '../helpers/ports';
import { startJongodb } from '../../server/db/embedded';

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

export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  // The database: MONGODB_URI when set, else the bundled engine on a free port.
  let mongoUri = process.env.MONGODB_URI;
  let engine: Awaited<ReturnType<typeof startJongodb>> | undefined;
  if (!mongoUri) {
    const dbPort = await freePort();
    engine = await startJongodb(dbPort);
    mongoUri = `mongodb://127.0.0.1:${dbPort}/e2e`;
  }
  process.env.E2E_MONGODB_URI = mongoUri;

  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/prod.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MONGODB_URI: mongoUri,
      SESSION_SECRET: 'e2e-session-secret-0123456789abcdefghij',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, 30_000);
  process.env.E2E_BASE_URL = base;
  return async () => {
    child.kill('SIGTERM');
    engine?.kill('SIGTERM');
  };
}
