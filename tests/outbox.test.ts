import { Writable } from 'node:stream';
import { createServer } from 'node:http';
import { createHmac } from 'node:crypto';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDb } from './helpers/app';
import { freePort } from './helpers/ports';
import { FakeSmsProvider, NHN, SOLAPI } from './helpers/fake-sms';
import { createOutbox, type OutboxOptions } from '../server/outbox/outbox';
import { OutboxMessage } from '../server/outbox/model';
import { smsTypeOf } from '../server/outbox/sms-type';
import { solapiProvider } from '../server/outbox/providers/solapi';
import { nhnProvider } from '../server/outbox/providers/nhn';
import { logProvider } from '../server/outbox/providers/log';
import { signWebhook } from '../server/outbox/webhook-signature';

const PHONE = '010-4321-8765';
const SENDER = '1661-1455';

/** A logger whose lines the test can read. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  return { log: pino({ level: 'debug' }, stream), lines };
}

/** A clock the test moves. */
function clock(start: string) {
  let t = new Date(start).getTime();
  return { now: () => new Date(t), set: (iso: string) => (t = new Date(iso).getTime()), advance: (ms: number) => (t += ms) };
}

function outboxWith(sms: OutboxOptions['sms'], extra: Partial<OutboxOptions> = {}) {
  const { log, lines } = capturedLog();
  const outbox = createOutbox({ log, sms, smsSender: SENDER, defaultSubject: '[더 해온 레이크시티]', retryBaseMs: 30_000, smsPerSecond: 1000, ...extra });
  return { outbox, lines };
}

let provider: FakeSmsProvider;
beforeAll(async () => {
  await testDb();
  provider = new FakeSmsProvider(await freePort());
  await provider.start();
});
afterEach(async () => {
  await OutboxMessage.deleteMany({});
  provider.accepted = [];
  provider.requests = [];
  provider.authFailures = [];
  provider.answer = undefined;
});
afterAll(() => provider.stop());

const solapi = () => solapiProvider({ apiKey: SOLAPI.key, apiSecret: SOLAPI.secret, baseUrl: provider.base });
const nhn = () => nhnProvider({ appKey: NHN.appKey, secretKey: NHN.secretKey, baseUrl: provider.base });

describe('SMS or LMS by EUC-KR bytes', () => {
  it('45 hangul (90 bytes) is an SMS, 46 is an LMS; ASCII counts one byte', () => {
    expect(smsTypeOf('가'.repeat(45))).toEqual({ type: 'SMS', bytes: 90 });
    expect(smsTypeOf('가'.repeat(46))).toEqual({ type: 'LMS', bytes: 92 });
    expect(smsTypeOf('a'.repeat(90))!.type).toBe('SMS');
    expect(smsTypeOf('a'.repeat(91))!.type).toBe('LMS');
    expect(smsTypeOf('가'.repeat(1001))).toBeNull();
  });

  it('an LMS gets the default subject; an SMS has none', async () => {
    const { outbox } = outboxWith(logProvider(capturedLog().log));
    await outbox.enqueue({ key: 't:short', kind: 't', channel: 'sms', to: PHONE, text: '가'.repeat(45) });
    await outbox.enqueue({ key: 't:long', kind: 't', channel: 'sms', to: PHONE, text: '가'.repeat(46) });
    const short = await OutboxMessage.findOne({ key: 't:short' }).lean();
    const long = await OutboxMessage.findOne({ key: 't:long' }).lean();
    expect([short!.smsType, short!.subject]).toEqual(['SMS', undefined]);
    expect([long!.smsType, long!.subject]).toEqual(['LMS', '[더 해온 레이크시티]']);
  });
});

describe('the outbox', () => {
  it('a message is stored once per key: a second enqueue creates nothing and raises no error', async () => {
    const { outbox } = outboxWith(logProvider(capturedLog().log));
    const first = await outbox.enqueue({ key: 'visit-confirmed:abc', kind: 'visit-confirmed', channel: 'sms', to: PHONE, text: '안내' });
    const second = await outbox.enqueue({ key: 'visit-confirmed:abc', kind: 'visit-confirmed', channel: 'sms', to: PHONE, text: '안내 다시' });
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(await OutboxMessage.countDocuments({ key: 'visit-confirmed:abc' })).toBe(1);
  });

  it('a scheduled message is not sent before its time, then sent once', async () => {
    const c = clock('2026-05-01T00:00:00Z');
    const { outbox } = outboxWith(solapi(), { now: c.now });
    await outbox.enqueue({ key: 'r:1', kind: 'r', channel: 'sms', to: PHONE, text: '내일 방문 안내', notBefore: new Date('2026-05-01T01:00:00Z') });
    await outbox.drain();
    expect(provider.accepted).toHaveLength(0);
    c.set('2026-05-01T01:00:00Z');
    await outbox.drain();
    await outbox.drain();
    expect(provider.accepted).toHaveLength(1);
    expect((await OutboxMessage.findOne({ key: 'r:1' }).lean())!.state).toBe('sent');
  });

  it('a message past its send-before time is given up, not sent late', async () => {
    const c = clock('2026-05-01T00:00:00Z');
    const { outbox } = outboxWith(solapi(), { now: c.now });
    await outbox.enqueue({ key: 'r:late', kind: 'r', channel: 'sms', to: PHONE, text: '안내', sendBefore: new Date('2026-05-01T00:30:00Z') });
    c.set('2026-05-01T00:31:00Z');
    await outbox.drain();
    expect(provider.requests).toHaveLength(0);
    expect((await OutboxMessage.findOne({ key: 'r:late' }).lean())!.state).toBe('failed');
  });

  it('cancelling a group cancels its unsent messages only', async () => {
    const c = clock('2026-05-01T00:00:00Z');
    const { outbox } = outboxWith(solapi(), { now: c.now });
    await outbox.enqueue({ key: 'a:1', kind: 'a', channel: 'sms', to: PHONE, text: '확정', group: 'res-1' });
    await outbox.drain();
    await outbox.enqueue({ key: 'b:1', kind: 'b', channel: 'sms', to: PHONE, text: '알림', group: 'res-1', notBefore: new Date('2026-05-02T01:00:00Z') });
    await outbox.enqueue({ key: 'b:2', kind: 'b', channel: 'sms', to: PHONE, text: '알림', group: 'res-2', notBefore: new Date('2026-05-02T01:00:00Z') });
    expect(await outbox.cancelGroup('res-1')).toBe(1);
    c.set('2026-05-03T00:00:00Z');
    await outbox.drain();
    const states = Object.fromEntries((await OutboxMessage.find().lean()).map((m) => [m.key, m.state]));
    expect(states).toEqual({ 'a:1': 'sent', 'b:1': 'cancelled', 'b:2': 'sent' });
  });

  it('a provider outage is retried with backoff; a definitive refusal fails at once with the reason', async () => {
    const c = clock('2026-05-01T00:00:00Z');
    const { outbox } = outboxWith(solapi(), { now: c.now });
    provider.answer = () => ({ status: 503, body: { errorCode: 'ServiceUnavailable', errorMessage: 'maintenance' } });
    await outbox.enqueue({ key: 'x:1', kind: 'x', channel: 'sms', to: PHONE, text: '안내' });
    await outbox.drain();
    let msg = (await OutboxMessage.findOne({ key: 'x:1' }).lean())!;
    expect([msg.state, msg.attempts, msg.lastError]).toEqual(['pending', 1, 'ServiceUnavailable: maintenance']);
    expect(msg.nextAttemptAt.toISOString()).toBe('2026-05-01T00:00:30.000Z');
    c.advance(30_000);
    await outbox.drain();
    msg = (await OutboxMessage.findOne({ key: 'x:1' }).lean())!;
    expect([msg.attempts, msg.nextAttemptAt.toISOString()]).toEqual([2, '2026-05-01T00:01:30.000Z']); // 60 s later

    provider.answer = () => ({ status: 400, body: { errorCode: 'InvalidPhoneNumber', errorMessage: '수신번호 형식 오류' } });
    await outbox.enqueue({ key: 'x:2', kind: 'x', channel: 'sms', to: PHONE, text: '안내' });
    await outbox.drain();
    const refused = (await OutboxMessage.findOne({ key: 'x:2' }).lean())!;
    expect([refused.state, refused.attempts, refused.lastError]).toEqual(['failed', 1, 'InvalidPhoneNumber: 수신번호 형식 오류']);
  });

  it('phone numbers never appear in the log; the message id does', async () => {
    const { outbox, lines } = outboxWith(solapi());
    provider.answer = () => ({ status: 503, body: {} });
    const { id } = await outbox.enqueue({ key: 'p:1', kind: 'p', channel: 'sms', to: PHONE, text: '안내' });
    await outbox.drain();
    provider.answer = undefined;
    const { log, lines: logLines } = capturedLog();
    await createOutbox({ log, sms: logProvider(log), defaultSubject: '', retryBaseMs: 10 }).enqueue({ key: 'p:2', kind: 'p', channel: 'sms', to: PHONE, text: '안내' });
    const all = [...lines, ...logLines].join('\n');
    expect(all).toContain(id!);
    // No part of the number (010-4321-8765). Message ids are random hex and the time and pid are
    // numbers that may hold those digits by chance (a fresh-clone run met id …4321…): left out.
    const scrubbed = all.replace(/\b[0-9a-f]{24}\b/g, '<id>').replace(/"(time|pid|retryInMs)":\d+/g, '"$1":0');
    expect(scrubbed).toContain('<id>');
    expect(scrubbed).not.toMatch(/4321|8765/);
  });
});

describe('SOLAPI adapter', () => {
  it('signs with HMAC-SHA256 of date + salt, which the provider verifies with the shared secret; body {message: {to, from, text, type}}', async () => {
    const { outbox } = outboxWith(solapi());
    await outbox.enqueue({ key: 's:1', kind: 's', channel: 'sms', to: PHONE, text: '견본주택 방문 안내' });
    await outbox.drain();
    expect(provider.authFailures).toEqual([]);
    expect(provider.accepted).toEqual([expect.objectContaining({ provider: 'solapi', to: '01043218765', from: '16611455', text: '견본주택 방문 안내', type: 'SMS', subject: undefined })]);
    const msg = (await OutboxMessage.findOne({ key: 's:1' }).lean())!;
    expect([msg.state, msg.providerId]).toEqual(['sent', 'M1']);
  });

  it('an LMS carries its subject; a wrong secret is refused by the provider and the message is not marked sent', async () => {
    const { outbox } = outboxWith(solapi());
    await outbox.enqueue({ key: 's:2', kind: 's', channel: 'sms', to: PHONE, text: '가'.repeat(60), subject: '방문 안내' });
    await outbox.drain();
    expect(provider.accepted[0]).toMatchObject({ type: 'LMS', subject: '방문 안내' });

    const wrong = outboxWith(solapiProvider({ apiKey: SOLAPI.key, apiSecret: 'not-the-secret', baseUrl: provider.base })).outbox;
    await wrong.enqueue({ key: 's:3', kind: 's', channel: 'sms', to: PHONE, text: '안내' });
    await wrong.drain();
    expect(provider.authFailures).toEqual(['signature mismatch']);
    const msg = (await OutboxMessage.findOne({ key: 's:3' }).lean())!;
    expect(msg.state).toBe('pending'); // 401: credentials may be fixed, so it is retried
  });
});

describe('NHN Cloud adapter', () => {
  it('SMS to /sender/sms, LMS to /sender/mms with a title, advertising to /sender/ad-*, with X-Secret-Key', async () => {
    const { outbox } = outboxWith(nhn());
    await outbox.enqueue({ key: 'n:1', kind: 'n', channel: 'sms', to: PHONE, text: '안내' });
    await outbox.enqueue({ key: 'n:2', kind: 'n', channel: 'sms', to: PHONE, text: '나'.repeat(50), subject: '제목' });
    await outbox.enqueue({ key: 'n:3', kind: 'n', channel: 'sms', to: PHONE, text: '(광고) 안내', advertising: true });
    await outbox.drain();
    expect(provider.authFailures).toEqual([]);
    const base = `/sms/v3.0/appKeys/${NHN.appKey}/sender`;
    expect(provider.accepted.map((r) => [r.path, r.to, r.from, r.type, r.subject ?? null])).toEqual([
      [`${base}/sms`, '01043218765', '16611455', 'SMS', null],
      [`${base}/mms`, '01043218765', '16611455', 'LMS', '제목'],
      [`${base}/ad-sms`, '01043218765', '16611455', 'SMS', null],
    ]);
    expect(await OutboxMessage.countDocuments({ state: 'sent' })).toBe(3);
  });

  it('a recipient refused by NHN (HTTP 200, result code) is failed at once with its message', async () => {
    provider.answer = () => ({
      status: 200,
      body: { header: { isSuccessful: false, resultCode: -2021, resultMessage: '발신번호 미등록' } },
    });
    const { outbox } = outboxWith(nhn());
    await outbox.enqueue({ key: 'n:4', kind: 'n', channel: 'sms', to: PHONE, text: '안내' });
    await outbox.drain();
    const msg = (await OutboxMessage.findOne({ key: 'n:4' }).lean())!;
    expect([msg.state, msg.lastError]).toEqual(['failed', '-2021: 발신번호 미등록']);
  });
});

describe('webhook deliveries', () => {
  it('carry Idempotency-Key and, with a secret, an X-Signature the receiver can verify', async () => {
    const got: { headers: NodeJS.Dict<string | string[]>; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => (got.push({ headers: req.headers, body }), res.writeHead(204).end()));
    });
    const port = await freePort();
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      const secret = 'webhook-secret-0123456789';
      const { outbox } = outboxWith(logProvider(capturedLog().log), { webhookSecret: secret });
      await outbox.enqueue({ key: 'lead:L1', kind: 'lead', channel: 'webhook', url: `http://127.0.0.1:${port}/hook`, payload: { id: 'L1' }, idempotencyKey: 'L1' });
      await outbox.drain();
      expect(got).toHaveLength(1);
      expect(got[0]!.headers['idempotency-key']).toBe('L1');
      const sig = String(got[0]!.headers['x-signature']);
      const t = Number(/^t=(\d+),/.exec(sig)![1]);
      expect(sig).toBe(`t=${t},v1=${createHmac('sha256', secret).update(`${t}.${got[0]!.body}`).digest('hex')}`);
      expect(signWebhook(got[0]!.body, secret, t)).toBe(sig);
    } finally {
      server.close();
    }
  });
});

describe('SMS settings', () => {
  it('a provider without its settings stops start-up naming the missing setting', async () => {
    const { loadConfig } = await import('../server/config.server');
    expect(() => loadConfig({ SMS_PROVIDER: 'solapi', SMS_SENDER: '1661-1455', SOLAPI_API_KEY: 'k' })).toThrow(/SOLAPI_API_SECRET: required when SMS_PROVIDER=solapi/);
    expect(() => loadConfig({ SMS_PROVIDER: 'nhn', NHN_SMS_APP_KEY: 'a', NHN_SMS_SECRET_KEY: 's' })).toThrow(/SMS_SENDER: required when SMS_PROVIDER=nhn/);
    expect(() => loadConfig({ SMS_PROVIDER: 'kakao' })).toThrow(/SMS_PROVIDER/);
    const ok = loadConfig({ MODEL_HOUSE_ADDRESS: '부산시 해운대구 1', MODEL_HOUSE_HOURS: '10:00~18:00' });
    expect(ok.sms.provider).toBe('log');
    expect(ok.sms.nhn).toBeUndefined();
    expect(ok.site.modelHouse).toMatchObject({ address: '부산시 해운대구 1', hours: '10:00~18:00' });
  });
});

describe('a sender’s claim on a message', () => {
  /** How long the claim on a text holds, as the outbox of the given settings stamps it while sending. */
  async function claimHeld(env: NodeJS.ProcessEnv) {
    const { loadConfig } = await import('../server/config.server');
    const { leads } = loadConfig(env);
    const at = clock('2026-12-01T10:00:00+09:00');
    let claimedUntil: Date | undefined;
    const peek = {
      name: 'peek',
      async send() {
        claimedUntil = (await OutboxMessage.findOne({ key: 'visit-confirmed:claim' }).lean())!.claimedUntil ?? undefined;
        return { ok: true as const };
      },
    };
    const { outbox } = outboxWith(peek, { now: at.now, timeoutMs: leads.timeoutMs, claimMs: leads.claimMs });
    await outbox.enqueue({ key: 'visit-confirmed:claim', kind: 'visit-confirmed', channel: 'sms', to: PHONE, text: '방문 예약 확정 안내' });
    await outbox.drain();
    await OutboxMessage.deleteMany({ key: 'visit-confirmed:claim' });
    return claimedUntil!.getTime() - at.now().getTime();
  }

  it('holds twice the timeout plus 5 s unless OUTBOX_CLAIM_MS sets it; one shorter than two attempts stops start-up', async () => {
    expect(await claimHeld({})).toBe(25_000);
    expect(await claimHeld({ LEAD_TIMEOUT_MS: '1000' })).toBe(7_000);
    expect(await claimHeld({ LEAD_TIMEOUT_MS: '1000', OUTBOX_CLAIM_MS: '3000' })).toBe(3_000);
    const { loadConfig } = await import('../server/config.server');
    expect(() => loadConfig({ LEAD_TIMEOUT_MS: '1000', OUTBOX_CLAIM_MS: '2000' })).toThrow(/OUTBOX_CLAIM_MS: must be longer than twice LEAD_TIMEOUT_MS \(2000 ms\)/);
  });
});
