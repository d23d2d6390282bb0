import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb } from './helpers/app';
import { instances, startInstance } from './helpers/instance';

beforeAll(() => testDb());
afterAll(() => instances.forEach((c) => c.kill('SIGKILL')));

describe('graceful shutdown', () => {
  it('SIGTERM stops accepting, closes the database and exits 0', async () => {
    const { base, child } = await startInstance();
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 30_000);

  it('a bad environment variable stops start-up with a message naming it', async () => {
    const { spawnSync } = await import('node:child_process');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'tests/helpers/api-server.ts'], {
      env: { ...process.env, SITE_URL: 'not-a-url', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('SITE_URL');
  }, 30_000);
});
