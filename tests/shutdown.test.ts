import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb } from './helpers/app';
import { instances, startInstance } from './helpers/instance';
import { Lead } from '../server/leads/model';
import { RateLimitCounter } from '../server/rate-limit/store';
import { apiServerArgs } from './helpers/api-process';

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

  it('a request on a kept-alive connection during the stop is answered with Connection: close, and the connection does not hold the stop', async () => {
    const { base, child } = await startInstance();
    const { port } = new URL(base);
    // A client's connection, kept alive, in the middle of sending a request as the stop begins.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    const closedByServer = new Promise<void>((r) => socket.once('end', r));
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n');
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    // The stop has begun once the site takes no new connection.
    await expect.poll(() => fetch(`${base}/healthz`).then(() => 'open', () => 'closed'), { timeout: 10_000 }).toBe('closed');
    socket.write('\r\n');
    await closedByServer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await exited).toBe(0);
  }, 30_000);

  it('leads from clients that hang up as the site stops are stored and counted all the same', async () => {
    const { base, child } = await startInstance();
    const N = 40;
    // Each client sends its lead and leaves at once; the site is told to stop right after.
    await Promise.all(
      Array.from({ length: N }, (_, i) => {
        const body = JSON.stringify({ type: 'interest', name: '홍길동', phone: `010-7777-${1000 + i}`, consent: true });
        return new Promise<void>((resolve) => {
          const req = request(`${base}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          });
          req.on('error', () => undefined);
          req.end(body, () => {
            req.destroy();
            resolve();
          });
        });
      }),
    );
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const stored = await Lead.countDocuments({ phone: /^010-7777-/ });
    const counted = (await RateLimitCounter.find({ _id: /^lead-phone:/ }).lean<{ hits: number }[]>()).reduce((n, c) => n + c.hits, 0);
    expect(stored, 'some leads reached the site before it stopped').toBeGreaterThan(0);
    expect(counted, 'every stored lead is counted against its phone number').toBe(stored);
  }, 30_000);

  it('a bad environment variable stops start-up with a message naming it', async () => {
    const { spawnSync } = await import('node:child_process');
    const r = spawnSync(process.execPath, apiServerArgs(), {
      env: { ...process.env, SITE_URL: 'not-a-url', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('SITE_URL');
  }, 30_000);
});
