/**
 * Without KAKAO_PROVIDER, every informational text reaches the SMS provider exactly as before
 * AlimTalk existed: the request bodies are compared byte for byte with ones recorded from the
 * earlier code (tests/fixtures/sms-requests.json; `RECORD_SMS_REQUESTS=1` writes it anew).
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import mongoose from 'mongoose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb } from './helpers/app';
import { freePort } from './helpers/ports';
import { NHN, SOLAPI } from './helpers/fake-sms';
import { createOutbox } from '../server/outbox/outbox';
import { OutboxMessage } from '../server/outbox/model';
import { solapiProvider } from '../server/outbox/providers/solapi';
import { nhnProvider } from '../server/outbox/providers/nhn';
import type { SmsProvider } from '../server/outbox/providers/types';
import { queueBooked, queueCancelled, visitRequested } from '../server/visits/messages';
import { confirmChange } from '../server/consent/notify';
import { outboxQueue } from '../server/outbox/message-queue';
import { OptoutToken } from '../server/consent/model';
import { siteConfig } from '../shared/site.config';
import { RateLimitCounter } from '../server/rate-limit/store';

const FIXTURE = new URL('./fixtures/sms-requests.json', import.meta.url);
const PHONE = '010-4321-8765';

interface Captured {
  method: string;
  path: string;
  contentType: string;
  body: string;
}

let server: Server;
let base: string;
const captured: Captured[] = [];

beforeAll(async () => {
  await testDb();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      captured.push({ method: req.method!, path: req.url!, contentType: String(req.headers['content-type']), body: raw });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        req.url!.startsWith('/messages/')
          ? JSON.stringify({ messageId: 'M1', statusCode: '2000' })
          : JSON.stringify({ header: { isSuccessful: true, resultCode: 0 }, body: { data: { requestId: 'R1', sendResultList: [{ resultCode: 0 }] } } }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** Every informational message of a booking, a cancellation, a visit request and consent changes. */
async function sendAll(sms: SmsProvider): Promise<Captured[]> {
  captured.length = 0;
  await OutboxMessage.deleteMany({});
  await OptoutToken.deleteMany({});
  await RateLimitCounter.deleteMany({}); // one address text per phone a day: each provider's run starts afresh
  await OptoutToken.create({ phone: PHONE, token: 'OptoutTokenFixture01', createdAt: new Date('2026-11-01T00:00:00Z') });
  let t = new Date('2026-11-20T01:00:00Z').getTime();
  const now = () => new Date(t);
  const outbox = createOutbox({ log: pino({ level: 'silent' }), sms, smsSender: '1661-1455', defaultSubject: `[${siteConfig.projectName}]`, retryBaseMs: 30_000, smsPerSecond: 1000, now });
  const r = {
    _id: new mongoose.Types.ObjectId('65a000000000000000000001'),
    code: 'HK7Q2M',
    token: 'ManageTokenFixture0000000000001',
    date: '2026-11-28',
    start: '14:00',
    party: 2,
    phone: PHONE,
    startsAt: new Date('2026-11-28T05:00:00Z'),
  };
  await queueBooked(outbox, siteConfig, r);
  await queueCancelled(outbox, siteConfig, { ...r, _id: new mongoose.Types.ObjectId('65a000000000000000000002') });
  await queueBooked(outbox, siteConfig, { ...r, _id: new mongoose.Types.ObjectId('65a000000000000000000003') });
  await visitRequested(outbox, siteConfig, { _id: new mongoose.Types.ObjectId('65a000000000000000000004'), type: 'visit-request', phone: PHONE });
  const ctx = { site: siteConfig, queue: outboxQueue(outbox), now };
  await confirmChange(ctx, PHONE, [{ id: 'g1', kind: 'grant', scope: 'marketing', at: new Date('2026-11-20T01:00:00Z') }] as never);
  await confirmChange(ctx, PHONE, [{ id: 'w1', kind: 'withdraw', scope: 'marketing', at: new Date('2026-11-20T02:00:00Z') }] as never);
  await outbox.drain();
  // The reminders the day before, and a reconfirmation two years on.
  t = new Date('2028-11-21T01:00:00Z').getTime();
  await OutboxMessage.updateMany({ kind: 'visit-reminder' }, { $unset: { sendBefore: 1 } });
  await OutboxMessage.updateMany({ state: 'cancelled', kind: { $ne: 'visit-reminder' } }, { $set: { state: 'pending' } });
  await outbox.drain();
  return [...captured].sort((a, b) => (a.path + a.body < b.path + b.body ? -1 : 1));
}

describe('with KAKAO_PROVIDER unset', () => {
  it('SOLAPI and NHN Cloud receive byte-for-byte the requests they received before AlimTalk', async () => {
    const solapi = await sendAll(solapiProvider({ apiKey: SOLAPI.key, apiSecret: SOLAPI.secret, baseUrl: base }));
    const nhn = await sendAll(nhnProvider({ appKey: NHN.appKey, secretKey: NHN.secretKey, baseUrl: base }));
    const now = { solapi, nhn };
    if (process.env.RECORD_SMS_REQUESTS === '1' || !existsSync(FIXTURE)) {
      if (process.env.CI) throw new Error('tests/fixtures/sms-requests.json is missing');
      writeFileSync(FIXTURE, JSON.stringify(now, null, 2) + '\n');
    }
    const before = JSON.parse(readFileSync(FIXTURE, 'utf8')) as typeof now;
    expect(solapi.length).toBeGreaterThanOrEqual(7);
    expect(now).toEqual(before);
  });
});
