/**
 * A lead survives a database outage: with the database cut off by a TCP proxy, leads are
 * answered 202 within LEAD_DB_TIMEOUT_MS and spooled to disk; once it is back they land exactly
 * once, with their texts and webhook deliveries queued, also after the site was killed.
 * Real processes (tests/helpers/instance.ts); the database behind a proxy that can cut it off.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDb, testDbUri } from './helpers/app';
import { instances, startInstance } from './helpers/instance';
import { tcpProxy } from './helpers/tcp-proxy';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';
import { storeSpooledLead, toSpooled } from '../server/leads/drain';
import type { LeadLimits } from '../server/leads/limits';
import { phoneKey } from '../server/core/phone';
import { createLogger } from '../server/logger';
import { Types } from 'mongoose';

const TIMEOUT_MS = 500;
let proxy: Awaited<ReturnType<typeof tcpProxy>>;

beforeAll(async () => {
  await testDb();
  proxy = await tcpProxy(testDbUri());
}, 60_000);
// Each test's instances stop with it: no earlier instance shares the proxy with the next test.
afterEach(() => {
  for (const c of instances.splice(0)) c.kill('SIGKILL');
});
afterAll(async () => {
  await proxy?.close();
});

const spoolDir = () => mkdtempSync(join(tmpdir(), 'lead-spool-'));
const env = (dir: string, extra: NodeJS.ProcessEnv = {}) => ({ MONGODB_URI: proxy.uri, SPOOL_DIR: dir, LEAD_DB_TIMEOUT_MS: String(TIMEOUT_MS), ...extra });

function post(base: string, body: Record<string, unknown>, key?: string) {
  return fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify({ type: 'interest', consent: true, ...body }),
  });
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 45_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition not met in time');
}

/** Lines left in a spool folder's files (what a drain pass would still store). */
const spooledLines = (dir: string) =>
  readdirSync(dir)
    .filter((n) => n.endsWith('.jsonl'))
    .reduce((n, f) => n + readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean).length, 0);

const depth = async (base: string) => ((await (await fetch(`${base}/healthz`)).json()) as { spool: { depth: number } }).spool.depth;

describe('a lead posted while the database is cut off', () => {
  it('is answered 202 within the timeout, and every lead lands exactly once when the database returns', async () => {
    const dir = spoolDir();
    const { base } = await startInstance(undefined, env(dir));
    proxy.cut();
    try {
      const phones = Array.from({ length: 5 }, (_, i) => `010-6100-000${i}`);
      for (const [i, phone] of phones.entries()) {
        const started = Date.now();
        const res = await post(base, { name: `정전${i}`, phone }, `outage-${i}`);
        expect(res.status).toBe(202);
        expect(await res.json()).toEqual({ ok: true, queued: true, message: '등록이 완료되었습니다. 전문 상담사가 곧 연락드리겠습니다.' });
        // Answered on the spool's own time, not after the driver's socket time-outs (30 s).
        expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 5_000);
      }
      // A retry of a spooled post is answered as the first and spools nothing more.
      expect((await post(base, { name: '정전0', phone: phones[0] }, 'outage-0')).status).toBe(202);
      expect(await depth(base)).toBe(5);
      expect(await Lead.countDocuments({ phone: { $in: phones } })).toBe(0);

      proxy.restore();
      await until(async () => (await Lead.countDocuments({ phone: { $in: phones } })) === 5 && (await depth(base)) === 0);
      // Every line is dropped from the spool once stored, so no later pass can store one again.
      await until(() => spooledLines(dir) === 0);
      for (const phone of phones) expect(await Lead.countDocuments({ phone })).toBe(1);
      const stored = await Lead.findOne({ phone: phones[0] }).lean();
      expect(stored?.queuedAt).toBeInstanceOf(Date);
      expect(stored?.name).toBe('정전0');
    } finally {
      proxy.restore();
    }
  }, 90_000);

  it('leads spooled before the site is killed (SIGKILL) land after it restarts; a truncated last line is skipped', async () => {
    const dir = spoolDir();
    const first = await startInstance(undefined, env(dir));
    proxy.cut();
    const phones = ['010-6200-0001', '010-6200-0002', '010-6200-0003'];
    try {
      for (const [i, phone] of phones.entries()) expect((await post(first.base, { name: `재시작${i}`, phone })).status).toBe(202);
      first.child.kill('SIGKILL');
      await new Promise((r) => first.child.once('exit', r));
      // Power lost while the third line was being written: only part of it reached the disk.
      const [file] = readdirSync(dir).filter((n) => n.endsWith('.jsonl'));
      const path = join(dir, file!);
      truncateSync(path, statSync(path).size - 25);
    } finally {
      proxy.restore();
    }
    const second = await startInstance(undefined, env(dir));
    await until(async () => (await Lead.countDocuments({ phone: { $in: phones } })) === 2 && (await depth(second.base)) === 0);
    expect(await Lead.countDocuments({ phone: phones[2] })).toBe(0);
    // The damaged line is kept aside for an operator, not lost silently.
    expect(readFileSync(join(dir, 'rejected.txt'), 'utf8')).toContain('"sum"');
    expect(statSync(join(dir, 'rejected.txt')).mode & 0o777).toBe(0o600);
  }, 90_000);

  it('a spooled lead over its phone limit is stored as a repeat, and its texts and webhook delivery are queued when it drains', async () => {
    const { base } = await startInstance('http://127.0.0.1:9/leads', env(spoolDir(), { LEAD_PHONE_LIMIT: '3' }));
    proxy.cut();
    const phone = '010-6300-0001';
    try {
      for (let i = 0; i < 4; i++) expect((await post(base, { type: i === 0 ? 'visit' : 'interest', name: `한도${i}`, phone })).status).toBe(202);
    } finally {
      proxy.restore();
    }
    await until(async () => (await Lead.countDocuments({ phone })) === 4);
    expect(await Lead.countDocuments({ phone, overLimit: true })).toBe(1);
    const ids = (await Lead.find({ phone }, { _id: 1 }).lean()).map((l) => String(l._id));
    await until(async () => (await OutboxMessage.countDocuments({ key: { $in: ids.map((id) => `lead:${id}`) } })) === 4);
    // The visit request's text (address of the model house) is queued too.
    expect(await OutboxMessage.countDocuments({ kind: 'visit-request' , key: { $in: ids.map((id) => `visit-request:${id}`) } })).toBe(1);
  }, 90_000);

  it('answers 503 when the spool cannot be written either', async () => {
    const file = join(spoolDir(), 'not-a-folder');
    writeFileSync(file, '');
    const { base } = await startInstance(undefined, env(join(file, 'spool')));
    proxy.cut();
    try {
      const res = await post(base, { name: '디스크', phone: '010-6400-0001' });
      expect(res.status).toBe(503);
      expect((await res.json()).error).toMatch(/잠시 후 다시 시도해 주세요/);
    } finally {
      proxy.restore();
    }
  }, 60_000);
});

describe('draining one spooled lead', () => {
  it('marks it a repeat (재등록) only when the leads stored before it reach the phone limit, however far the counter ran ahead', async () => {
    const phone = '010-6500-0001';
    // A counter already past the limit: earlier passes took places and timed out before seeing the answer.
    const limits = { take: async () => ({ over: 'phone', places: {} }), giveBack: async () => {} } as unknown as LeadLimits;
    const store = storeSpooledLead({ limits, perPhone: 3, followUps: async () => [], log: createLogger('silent'), timeoutMs: 5_000, now: () => new Date() });
    const base = Date.now() - 60_000;
    for (let i = 0; i < 4; i++) {
      const at = new Date(base + i * 1_000);
      const lead = {
        _id: new Types.ObjectId(),
        type: 'interest' as const,
        name: `드레인${i}`,
        phone,
        phoneKey: phoneKey(phone),
        message: '',
        consentAt: at,
        createdAt: at,
        day: '2026-11-23',
        attribution: { first: { source: '(direct)', at }, last: { source: '(direct)', at } } as never,
        expiresAt: new Date(at.getTime() + 86_400_000),
        forward: { state: 'stored' as const, attempts: 0 as const },
      };
      await store(toSpooled(undefined, lead, { ip: '127.0.0.9', phone, marketing: false, night: false }, at));
    }
    const stored = await Lead.find({ phone }).sort({ createdAt: 1 }).lean();
    expect(stored.map((l) => l.name)).toEqual(['드레인0', '드레인1', '드레인2', '드레인3']);
    expect(stored.map((l) => !!l.overLimit)).toEqual([false, false, false, true]);
  });
});
