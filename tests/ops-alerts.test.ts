/**
 * Operator alerts as the owner receives them: a provider refusing every text raises one alert an
 * hour (to a chat webhook and by text through the provider), a second cause raises its own, two
 * instances do not both report, and with the database down the alert goes straight out.
 * Loopback fakes for the provider and the webhook; the clock is injected.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb } from './helpers/app';
import { freePort } from './helpers/ports';
import { FakeSmsProvider, SOLAPI } from './helpers/fake-sms';
import { outboxFor } from '../server/app';
import { loadConfig, type ServerConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { smsProvider } from '../server/outbox/providers';
import { createAlerts } from '../server/ops/alerts';
import type { Outbox } from '../server/outbox/outbox';
import { OutboxMessage } from '../server/outbox/model';

const OWNER = '010-9000-0001';
const log = createLogger('silent');
let sms: FakeSmsProvider;
let hook: Server;
const posts: { text: string }[] = [];
let config: ServerConfig;
let t = new Date('2026-11-26T01:00:00Z');
const now = () => t;
const later = (minutes: number) => (t = new Date(t.getTime() + minutes * 60_000));
let outbox: Outbox;
const statusFile = join(mkdtempSync(join(tmpdir(), 'ops-backup-')), 'status.json');

const alertsFor = (dbReady?: () => boolean, extra: Partial<Parameters<typeof createAlerts>[0]> = {}) =>
  createAlerts({ settings: config.ops, projectName: '[해온 레이크시티]', outbox, sms: smsProvider(config.sms, log), smsSender: config.sms.sender, log, now, spoolDepth: () => 0, dbReady, ...extra });

beforeAll(async () => {
  await testDb();
  sms = new FakeSmsProvider(await freePort());
  await sms.start();
  // The provider refuses every text (an unregistered sender number, say).
  sms.answer = () => ({ status: 200, body: { statusCode: '3059', statusMessage: '등록되지 않은 발신번호' } });
  const hookPort = await freePort();
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      posts.push(JSON.parse(body) as { text: string });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => hook.listen(hookPort, '127.0.0.1', r));
  config = loadConfig({
    NODE_ENV: 'test',
    SMS_PROVIDER: 'solapi',
    SMS_SENDER: '02-1234-5678',
    SMS_RATE_PER_SECOND: '1000',
    SOLAPI_API_KEY: SOLAPI.key,
    SOLAPI_API_SECRET: SOLAPI.secret,
    SOLAPI_BASE_URL: sms.base,
    ALERT_PHONES: OWNER,
    ALERT_WEBHOOK: `http://127.0.0.1:${hookPort}/hook`,
    BACKUP_STATUS_FILE: statusFile,
  });
  outbox = outboxFor(config, log, now);
  writeFileSync(statusFile, JSON.stringify({ ok: true, at: t.toISOString(), lastSuccessAt: t.toISOString() }));
});
afterAll(async () => {
  await sms?.stop();
  await new Promise((r) => hook?.close(r));
});

let n = 0;
/** A customer's text, refused by the provider. */
async function failingText() {
  await outbox.enqueue({ key: `test-text:${++n}`, kind: 'test-text', channel: 'sms', to: `010-5000-${String(n).padStart(4, '0')}`, text: '견본주택 방문 예약이 확정되었습니다.' });
  await outbox.drain();
}

const about = (word: string) => posts.filter((p) => p.text.includes(word));
const textsToOwner = () => sms.requests.filter((r) => r.to === OWNER.replace(/-/g, ''));

describe('operator alerts', () => {
  it('a provider failing every text raises exactly one alert in an hour, to the webhook and through the provider', async () => {
    const alerts = alertsFor();
    await failingText();
    await failingText();
    expect(await alerts.check()).toEqual(['sms-failures']);
    await outbox.drain();
    expect(about('문자 발송')).toHaveLength(1);
    expect(about('문자 발송')[0]!.text).toMatch(/^\[해온 레이크시티\] 최근 15분 문자 발송 \d+건 중 \d+건\(\d+%\)이 실패했습니다/);
    // The text to the owner went to the provider too (which refused it like the others).
    expect(textsToOwner()).toHaveLength(1);
    expect(textsToOwner()[0]!.text).toContain('실패했습니다');

    // Failing all along: checked every minute for the rest of the hour, nothing more is sent.
    for (let minute = 1; minute < 60; minute++) {
      later(1);
      if (minute % 5 === 0) await failingText();
      expect(await alerts.check()).toEqual([]);
      await outbox.drain();
    }
    expect(about('문자 발송')).toHaveLength(1);
    expect(textsToOwner()).toHaveLength(1);
    // An hour on, still failing: reported again.
    later(1);
    await failingText();
    expect(await alerts.check()).toEqual(['sms-failures']);
    await outbox.drain();
    expect(about('문자 발송')).toHaveLength(2);
  });

  it('a second cause (a failed backup) raises its own alert, once, and another instance does not repeat it', async () => {
    const [one, two] = [alertsFor(), alertsFor()];
    writeFileSync(statusFile, JSON.stringify({ ok: false, at: t.toISOString(), lastSuccessAt: t.toISOString(), error: 'mongodump exited with 1' }));
    later(1);
    const [first, second] = await Promise.all([one.check(), two.check()]);
    expect([...first, ...second].filter((c) => c === 'backup-failed')).toEqual(['backup-failed']);
    await outbox.drain();
    expect(about('백업')).toHaveLength(1);
    expect(about('백업')[0]!.text).toContain('데이터베이스 백업이 실패했습니다(mongodump exited with 1)');
    later(1);
    expect(await one.check()).not.toContain('backup-failed');
  });

  it('a backup missing for 26 hours is reported', async () => {
    const alerts = alertsFor();
    writeFileSync(statusFile, JSON.stringify({ ok: true, at: t.toISOString(), lastSuccessAt: t.toISOString() }));
    later(25 * 60);
    expect(await alerts.check()).not.toContain('backup-missing');
    later(61);
    expect(await alerts.check()).toContain('backup-missing');
    await outbox.drain();
    expect(about('백업이 26시간째 없습니다')).toHaveLength(1);
  });

  it('with the database down, an outage alert goes straight to the provider and the webhook', async () => {
    const alerts = alertsFor(() => false);
    writeFileSync(statusFile, JSON.stringify({ ok: true, at: t.toISOString(), lastSuccessAt: t.toISOString() }));
    const before = textsToOwner().length;
    expect(await alerts.check()).toEqual([]);
    later(2);
    expect(await alerts.check()).toContain('database');
    // Sent directly: nothing waits in the outbox for a database that is not there.
    expect(about('데이터베이스에 2분째 연결되지 않습니다')).toHaveLength(1);
    expect(textsToOwner()).toHaveLength(before + 1);
    later(30);
    expect(await alerts.check()).not.toContain('database');
    expect(about('데이터베이스에')).toHaveLength(1);
  });

  it('an outage is reported within two minutes of when it was first seen, not of the first minute check that noticed it', async () => {
    // The database was first seen unreachable (a failed readiness ping) 50 s before this minute's check.
    const began = new Date(t.getTime() - 50_000);
    const alerts = alertsFor(() => false, { dbDownSince: () => began });
    const hooks = about('데이터베이스에').length;
    expect(await alerts.check()).toEqual([]);
    later(1);
    // The next check, 1 min 50 s after the outage began, sends it.
    expect(await alerts.check()).toContain('database');
    expect(t.getTime() - began.getTime()).toBeLessThanOrEqual(2 * 60_000);
    expect(about('데이터베이스에')).toHaveLength(hooks + 1);
    expect(about('데이터베이스에').at(-1)!.text).toContain('데이터베이스에 1분째 연결되지 않습니다');
  });

  it('with the database down, two instances sharing the spool folder send one outage alert between them, and the next only an hour later', async () => {
    const shared = mkdtempSync(join(tmpdir(), 'ops-shared-'));
    const [one, two] = [alertsFor(() => false, { sharedDir: shared }), alertsFor(() => false, { sharedDir: shared })];
    const texts = textsToOwner().length;
    const hooks = about('데이터베이스에').length;
    const both = async () => {
      const [x, y] = await Promise.all([one.check(), two.check()]);
      return [...x, ...y].filter((c) => c === 'database');
    };
    expect(await both()).toEqual([]);
    later(2);
    expect(await both()).toEqual(['database']);
    expect(textsToOwner()).toHaveLength(texts + 1);
    expect(about('데이터베이스에')).toHaveLength(hooks + 1);
    // Still down: every minute's check by either instance sends nothing more within the hour.
    for (let minute = 1; minute < 60; minute++) {
      later(1);
      expect(await both()).toEqual([]);
    }
    later(1);
    expect(await both()).toEqual(['database']);
    expect(textsToOwner()).toHaveLength(texts + 2);
    expect(about('데이터베이스에')).toHaveLength(hooks + 2);
  });

  it('a refusal the outbox will retry (the provider answering 503) counts toward the failure share at once: the next check reports it', async () => {
    // A quarter of an hour on: the failures counted before are out of the window.
    later(16);
    sms.answer = () => ({ status: 503, body: { errorCode: 'ServiceUnavailable' } });
    const alerts = alertsFor();
    await outbox.enqueue({ key: 'retried-text:1', kind: 'test-text', channel: 'sms', to: '010-5200-0001', text: '견본주택 방문 예약이 확정되었습니다.' });
    await outbox.drain();
    // Not given up: it waits for its retry, and has already counted as failed.
    const msg = await OutboxMessage.findOne({ key: 'retried-text:1' }).lean();
    expect(msg).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await alerts.check()).toContain('sms-failures');
    await outbox.drain();
    expect(about('최근 15분 문자 발송 1건 중 1건(100%)이 실패했습니다')).toHaveLength(1);
    // Out of the way of the next test's pending text.
    await OutboxMessage.updateMany({ state: 'pending' }, { $set: { state: 'cancelled' } });
  });

  it('a text left pending for over 10 minutes, a spool not drained 5 minutes after the database came back, and a low SMS balance each raise their own alert', async () => {
    // The provider is down (503): the text waits for its retry.
    sms.answer = () => ({ status: 503, body: { errorCode: 'ServiceUnavailable' } });
    await outbox.enqueue({ key: 'stuck-text:1', kind: 'test-text', channel: 'sms', to: '010-5100-0001', text: '계약 일정 안내입니다.' });
    await outbox.drain();
    const depth = 2;
    const alerts = alertsFor(undefined, {
      spoolDepth: () => depth,
      settings: { ...config.ops, smsBalanceMin: 30_000 },
      sms: { ...smsProvider(config.sms, log), balance: async () => 12_000 },
    });
    const first = await alerts.check();
    expect(first).toContain('sms-balance');
    expect(first).not.toContain('sms-stuck');
    expect(first).not.toContain('spool-stuck');
    later(11);
    const second = await alerts.check();
    expect(second).toContain('sms-stuck');
    expect(second).toContain('spool-stuck');
    expect(second).not.toContain('sms-balance');
    await outbox.drain();
    expect(about('발송 대기 중인 문자가 11분째')).toHaveLength(1);
    expect(about('임시 보관된 관심고객 등록 2건')).toHaveLength(1);
    expect(about('문자 발송 잔액이 12,000원으로 설정한 30,000원보다 적습니다')).toHaveLength(1);
  });

  it('a failed backup whose status file quotes the database URI with its password alerts without the password', async () => {
    // As an older backup script wrote it: the end of mongodump's message, cut inside the URI.
    const password = 'S3cr3t-backup-pw';
    writeFileSync(statusFile, JSON.stringify({ ok: false, at: t.toISOString(), lastSuccessAt: t.toISOString(), error: `mongodump or age failed: ckup:${password}@mongo1:27017/admin?password=${password}` }));
    later(61);
    const alerts = alertsFor();
    const owner = textsToOwner().length;
    expect(await alerts.check()).toContain('backup-failed');
    await outbox.drain();
    const hook = about('데이터베이스 백업이 실패했습니다').at(-1)!.text;
    expect(hook).toContain('데이터베이스 백업이 실패했습니다(mongodump or age failed: mongo1:27017');
    const texts = textsToOwner().slice(owner);
    expect(texts.length).toBeGreaterThan(0);
    const queued = await OutboxMessage.find({ kind: /alert/ }).lean();
    for (const text of [hook, ...texts.map((x) => x.text), ...queued.map((m) => JSON.stringify(m))]) {
      expect(text).not.toContain(password);
      expect(text).not.toContain('ckup:');
    }
  });
});
