/**
 * Two real instances on one database behind a proxy that can cut it off: their request counts add
 * up to what was sent, and /readyz follows the database (503 while it is cut off, 200 once it is
 * back) while a lead posted meanwhile is kept in the spool and stored afterwards.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb, testDbUri } from './helpers/app';
import { instances, startInstance } from './helpers/instance';
import { tcpProxy } from './helpers/tcp-proxy';
import { requestCount, scrape } from './helpers/prometheus';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';

const TOKEN = 'instances-metrics-token-0123456789';
let proxy: Awaited<ReturnType<typeof tcpProxy>>;
let a: string;
let b: string;

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}
const readyz = async (base: string) => (await fetch(`${base}/readyz`)).status;

/** Messages in the shared outbox before the instances start (their first scrape reads them). */
const SETTLED = { sent: 3, cancelled: 2 };
const WAITING_SINCE = new Date(Date.now() - 3_600_000);

beforeAll(async () => {
  await testDb();
  const at = new Date();
  const message = (n: number, state: string) => ({
    key: `ops-count:${state}:${n}`, kind: 'ops-count', channel: 'sms', to: '01090000000', text: '안내', state, attempts: 1,
    nextAttemptAt: at, dueAt: at, createdAt: at, expiresAt: new Date(at.getTime() + 86_400_000),
  });
  await OutboxMessage.insertMany([
    ...Array.from({ length: SETTLED.sent }, (_, n) => message(n, 'sent')),
    ...Array.from({ length: SETTLED.cancelled }, (_, n) => message(n, 'cancelled')),
    // Due an hour ago and not retried before next year: the oldest pending text, left alone by the senders.
    { ...message(0, 'pending'), dueAt: WAITING_SINCE, nextAttemptAt: new Date(at.getTime() + 365 * 86_400_000) },
  ]);
  proxy = await tcpProxy(testDbUri());
  const env = () => ({ MONGODB_URI: proxy.uri, METRICS_TOKEN: TOKEN, SPOOL_DIR: mkdtempSync(join(tmpdir(), 'ops-spool-')), LEAD_DB_TIMEOUT_MS: '500' });
  [a, b] = (await Promise.all([startInstance(undefined, env()), startInstance(undefined, env())])).map((i) => i.base) as [string, string];
  // Ready once connected and migrated.
  await until(async () => (await readyz(a)) === 200 && (await readyz(b)) === 200);
}, 60_000);
afterAll(async () => {
  for (const c of instances.splice(0)) c.kill('SIGKILL');
  await proxy?.close();
});

describe('two instances', () => {
  it("after a burst of requests spread over both, their request counts add up to the requests sent", async () => {
    const route = '/api/leads/stamp';
    const before = requestCount(await scrape(a, TOKEN), route) + requestCount(await scrape(b, TOKEN), route);
    const sent = 60;
    // 40 to one, 20 to the other, many at a time.
    const answers = await Promise.all(Array.from({ length: sent }, (_, i) => fetch(`${i % 3 === 2 ? b : a}${route}`).then((r) => r.status)));
    expect(answers.every((s) => s === 200)).toBe(true);
    const [ca, cb] = [requestCount(await scrape(a, TOKEN), route), requestCount(await scrape(b, TOKEN), route)];
    expect(ca + cb - before).toBe(sent);
    expect(ca).toBeGreaterThan(0);
    expect(cb).toBeGreaterThan(0);
  });
});

describe('database-wide figures', () => {
  it('are the same on both instances, and their max() (as docs/operations.md prescribes) is the database\'s real count', async () => {
    const [fa, fb] = [await scrape(a, TOKEN), await scrape(b, TOKEN)];
    // Every series not prefixed database_ is this instance's own; the database_ ones are whole-database figures.
    const value = (families: typeof fa, name: string, labels: Record<string, string>) => {
      const f = families.find((x) => x.name === name);
      const m = f?.metrics.find((s) => Object.entries(labels).every(([k, v]) => s.labels?.[k] === v));
      return Number(m?.value);
    };
    for (const [state, count] of Object.entries(SETTLED) as ['sent' | 'cancelled', number][]) {
      const labels = { kind: 'ops-count', channel: 'sms', state };
      const real = await OutboxMessage.countDocuments({ kind: 'ops-count', state });
      expect(real).toBe(count);
      expect(Math.max(value(fa, 'database_outbox_messages', labels), value(fb, 'database_outbox_messages', labels))).toBe(real);
      expect(value(fa, 'database_outbox_messages', labels)).toBe(value(fb, 'database_outbox_messages', labels));
    }
    const waited = Math.max(value(fa, 'database_outbox_oldest_pending_seconds', { channel: 'sms' }), value(fb, 'database_outbox_oldest_pending_seconds', { channel: 'sms' }));
    expect(waited).toBeGreaterThanOrEqual(3_600);
    expect(waited).toBeLessThan((Date.now() - WAITING_SINCE.getTime()) / 1000 + 1);
    // The old names, which read as per-instance and summed to twice the database, are gone.
    for (const old of ['outbox_messages', 'outbox_oldest_pending_seconds', 'units_queue_waiting']) {
      expect(fa.find((f) => f.name === old)).toBeUndefined();
    }
  });
});

describe('readiness while the database is cut off', () => {
  it('/readyz is 503 within 2 s of the cut and 200 within 2 s of its return; a lead posted meanwhile is kept', async () => {
    expect(await readyz(a)).toBe(200);
    proxy.cut();
    try {
      await until(async () => (await readyz(a)) === 503, 2_000);
      const res = await fetch(`${a}/readyz`);
      expect(res.status).toBe(503);
      expect((await res.json()).reason).toMatch(/database/);
      // The process is alive: liveness stays 200.
      expect((await fetch(`${a}/healthz`)).status).toBe(200);
      const lead = await fetch(`${a}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'interest', name: '준비확인', phone: '010-6900-0001', consent: true }),
      });
      expect(lead.status).toBe(202);
    } finally {
      proxy.restore();
    }
    await until(async () => (await readyz(a)) === 200, 2_000);
    await until(async () => (await Lead.countDocuments({ phone: '010-6900-0001' })) === 1);
  }, 60_000);
});
