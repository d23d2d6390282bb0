import { readFileSync } from 'node:fs';
import mongoose from 'mongoose';
import pino from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApp, testDb } from './helpers/app';
import { freePort } from './helpers/ports';
import { FakeSmsProvider } from './helpers/fake-sms';
import { FakeKakaoProvider, NHN, NHN_ALIMTALK, PFID, SOLAPI } from './helpers/fake-kakao';
import { createOutbox, type Outbox } from '../server/outbox/outbox';
import { OutboxMessage } from '../server/outbox/model';
import { solapiProvider } from '../server/outbox/providers/solapi';
import { nhnProvider } from '../server/outbox/providers/nhn';
import { solapiAlimtalkProvider } from '../server/outbox/providers/solapi-alimtalk';
import { nhnAlimtalkProvider } from '../server/outbox/providers/nhn-alimtalk';
import { queueBooked } from '../server/visits/messages';
import { outboxQueue } from '../server/outbox/message-queue';
import { buildAdvertisement } from '../server/announcements/message';
import { messageCosts } from '../server/outbox/admin';
import { loadConfig } from '../server/config.server';
import { siteConfig, messageTemplates } from '../shared/site.config';

const PHONE = '010-4321-8765';
const DIGITS = '01043218765';
const WEBHOOK_SIGNATURE = 'nhn-webhook-signature-0123456789';

let kakao: FakeKakaoProvider;
let sms: FakeSmsProvider;
beforeAll(async () => {
  await testDb();
  kakao = new FakeKakaoProvider(await freePort());
  sms = new FakeSmsProvider(await freePort());
  await Promise.all([kakao.start(), sms.start()]);
});
afterEach(async () => {
  await OutboxMessage.deleteMany({});
  kakao.received = [];
  kakao.authFailures = [];
  kakao.notKakaoUsers.clear();
  kakao.registered = {};
  kakao.unapproved.clear();
  sms.accepted = [];
  sms.requests = [];
});
afterAll(() => Promise.all([kakao.stop(), sms.stop()]));

const PROVIDERS = {
  solapi: {
    kakao: () => solapiAlimtalkProvider({ apiKey: SOLAPI.key, apiSecret: SOLAPI.secret, baseUrl: kakao.base, pfId: PFID }),
    sms: () => solapiProvider({ apiKey: SOLAPI.key, apiSecret: SOLAPI.secret, baseUrl: sms.base }),
  },
  nhn: {
    kakao: () => nhnAlimtalkProvider({ ...NHN_ALIMTALK, baseUrl: kakao.base }),
    sms: () => nhnProvider({ appKey: NHN.appKey, secretKey: NHN.secretKey, baseUrl: sms.base }),
  },
};
type Name = keyof typeof PROVIDERS;

/** The business clock the outboxes share; result look-ups are due a minute after sending. */
let clockMs = Date.parse('2026-11-23T01:00:00Z');
const now = () => new Date(clockMs);
const aMinuteLater = () => (clockMs += 61_000);

function outboxFor(name: Name): Outbox {
  return createOutbox({
    now,
    log: pino({ level: 'silent' }),
    sms: PROVIDERS[name].sms(),
    kakao: PROVIDERS[name].kakao(),
    smsSender: '1661-1455',
    defaultSubject: `[${siteConfig.projectName}]`,
    retryBaseMs: 30_000,
    smsPerSecond: 1000,
    resultPollMs: 60_000,
  });
}

const reservation = (n = 1) => ({
  _id: new mongoose.Types.ObjectId(),
  code: `HK7Q2${n}`,
  token: `ManageTokenFixture000000000000${n}`,
  date: '2099-11-28',
  start: '14:00',
  party: 2,
  phone: PHONE,
  startsAt: new Date('2099-11-28T05:00:00Z'),
});

async function bookedConfirmation(outbox: Outbox) {
  const r = reservation();
  await queueBooked(outbox, siteConfig, r);
  await outbox.drain();
  return OutboxMessage.findOne({ kind: 'visit-confirmed' }).lean();
}

describe.each(['solapi', 'nhn'] as const)('AlimTalk through %s', (name) => {
  it('a booking confirmation goes as AlimTalk from its template, with the same text set for the SMS/LMS fallback', async () => {
    const stored = await bookedConfirmation(outboxFor(name));
    expect(kakao.authFailures).toEqual([]);
    expect(kakao.received).toHaveLength(1);
    const got = kakao.received[0]!;
    expect(got).toMatchObject({ to: DIGITS, from: '16611455', templateCode: messageTemplates['visit-confirmed'].code, text: stored!.text });
    expect(got.variables).toMatchObject({ 단지명: siteConfig.projectName, 인원: '2', 예약번호: 'HK7Q21', 일시: '2099년 11월 28일(토) 14:00' });
    if (name === 'solapi') {
      expect(got.raw.kakaoOptions).toMatchObject({ pfId: PFID, templateId: 'HL_VISIT_CONFIRMED' });
      expect((got.raw.kakaoOptions as { disableSms?: boolean }).disableSms).not.toBe(true);
      expect(got.raw.type).toBe('ATA');
    } else {
      expect(got.fallbackType).toBe('LMS');
      expect(got.subject).toBe(`[${siteConfig.projectName}] 방문 예약 확정`);
      expect(got.idempotencyKey).toBe(stored!.key);
    }
    expect(sms.requests).toEqual([]);
    expect(stored).toMatchObject({ state: 'sent', via: 'alimtalk', delivery: 'pending' });
  });

  it('a template Kakao says does not match goes out at once as SMS/LMS, and the reason is kept for /admin/messages', async () => {
    kakao.registered[messageTemplates['visit-confirmed'].code] = '[#{단지명}] 예약이 확정되었습니다. #{일시}';
    const stored = await bookedConfirmation(outboxFor(name));
    expect(kakao.received).toHaveLength(1);
    expect(sms.accepted).toEqual([expect.objectContaining({ to: DIGITS, text: stored!.text, type: 'LMS' })]);
    expect(stored).toMatchObject({ state: 'sent', via: 'sms' });
    expect(stored!.fallbackReason).toMatch(/^알림톡 템플릿 오류: .*(3034|-3010)/);
    expect(stored!.delivery ?? undefined).toBeUndefined();
  });

  it('an unapproved template also falls back to SMS/LMS at once', async () => {
    kakao.unapproved.add(messageTemplates['visit-confirmed'].code);
    const stored = await bookedConfirmation(outboxFor(name));
    expect(sms.accepted).toHaveLength(1);
    expect(stored!.fallbackReason).toMatch(/(3033|-3005)/);
  });

  it('the provider reports how each message arrived: as AlimTalk, or as the fallback LMS for a number without KakaoTalk', async () => {
    const outbox = outboxFor(name);
    const delivered = await bookedConfirmation(outbox);
    kakao.notKakaoUsers.add('01055556666');
    await queueBooked(outbox, siteConfig, { ...reservation(2), phone: '010-5555-6666' });
    await outbox.drain();
    await outbox.checkResults();
    expect((await OutboxMessage.findById(delivered!._id).lean())!.delivery).toBe('pending'); // not asked yet
    aMinuteLater();
    await outbox.checkResults();
    const after = await OutboxMessage.findById(delivered!._id).lean();
    const fallback = await OutboxMessage.findOne({ kind: 'visit-confirmed', to: '010-5555-6666' }).lean();
    expect(after!.delivery).toBe('alimtalk');
    expect(fallback).toMatchObject({ via: 'alimtalk', delivery: 'lms' });
    expect(fallback!.fallbackReason).toBeTruthy();
  });

  it('an announcement (advertising) is never sent as AlimTalk, and cannot be given a template', async () => {
    const outbox = outboxFor(name);
    const text = buildAdvertisement(siteConfig, '잔여세대 안내', 'OptoutTokenFixture01');
    await outboxQueue(outbox).enqueue([{ key: 'announcement:a1:p', kind: 'announcement', to: PHONE, text, advertising: true }]);
    await outbox.drain();
    expect(kakao.received).toEqual([]);
    expect(sms.accepted).toEqual([expect.objectContaining({ text })]);
    const alimtalk = { templateCode: 'HL_VISIT_CONFIRMED', variables: {} };
    await expect(outbox.enqueue({ key: 'announcement:a1:q', kind: 'announcement', channel: 'sms', to: PHONE, text, alimtalk })).rejects.toThrow(/advertising/);
    await expect(outbox.enqueue({ key: 'x:1', kind: 'visit-confirmed', channel: 'sms', to: PHONE, text, advertising: true, alimtalk })).rejects.toThrow(/advertising/);
  });
});

describe('NHN Cloud result webhook', () => {
  const env = {
    KAKAO_PROVIDER: 'nhn',
    SMS_PROVIDER: 'nhn',
    SMS_SENDER: '1661-1455',
    NHN_SMS_APP_KEY: NHN.appKey,
    NHN_SMS_SECRET_KEY: NHN.secretKey,
    NHN_ALIMTALK_APP_KEY: NHN_ALIMTALK.appKey,
    NHN_ALIMTALK_SECRET_KEY: NHN_ALIMTALK.secretKey,
    NHN_ALIMTALK_SENDER_KEY: NHN_ALIMTALK.senderKey,
    NHN_ALIMTALK_WEBHOOK_SIGNATURE: WEBHOOK_SIGNATURE,
  };
  const hook = (requestId: string, resultCode: string) => ({
    hooksId: 'H1',
    productName: 'KakaoTalk Bizmessage',
    appKey: NHN_ALIMTALK.appKey,
    event: 'MESSAGE_RESULT_UPDATE',
    hooks: [{ kakaoMessageType: 'ALIMTALK_NORMAL', requestId, recipientSeq: 1, recipientNo: DIGITS, resultCode, hookId: 'h1' }],
  });

  it('a signed MESSAGE_RESULT_UPDATE settles the message; an unsigned one changes nothing', async () => {
    const outbox = outboxFor('nhn');
    const { app } = testApp({ ...env, NHN_ALIMTALK_BASE_URL: kakao.base }, { outbox });
    const sent = await bookedConfirmation(outbox);
    const forged = await request(app).post('/api/hooks/nhn-alimtalk').set('X-Toast-Webhook-Signature', 'not-the-signature-at-all!').send(hook(sent!.providerId!, '1000'));
    expect(forged.status).toBe(401);
    expect((await OutboxMessage.findById(sent!._id).lean())!.delivery).toBe('pending');
    const ok = await request(app).post('/api/hooks/nhn-alimtalk').set('X-Toast-Webhook-Signature', WEBHOOK_SIGNATURE).send(hook(sent!.providerId!, '1000'));
    expect(ok.status).toBe(200);
    expect((await OutboxMessage.findById(sent!._id).lean())!.delivery).toBe('alimtalk');
  });

  it('a failed AlimTalk reported by the webhook is looked up at once and shows its fallback', async () => {
    const outbox = outboxFor('nhn');
    const { app } = testApp({ ...env, NHN_ALIMTALK_BASE_URL: kakao.base }, { outbox });
    kakao.notKakaoUsers.add(DIGITS);
    const sent = await bookedConfirmation(outbox);
    await outbox.checkResults();
    expect((await OutboxMessage.findById(sent!._id).lean())!.delivery).toBe('pending'); // the look-up is a minute away
    await request(app).post('/api/hooks/nhn-alimtalk').set('X-Toast-Webhook-Signature', WEBHOOK_SIGNATURE).send(hook(sent!.providerId!, '3018')).expect(200);
    await outbox.checkResults();
    const after = await OutboxMessage.findById(sent!._id).lean();
    expect(after!.delivery).toBe('lms');
    expect(after!.fallbackReason).toMatch(/3018/);
  });
});

describe('the cost estimate', () => {
  it('counts sent texts per channel in a Korean-day period and prices them from the site config', async () => {
    const at = new Date('2026-11-10T03:00:00Z');
    const base = { kind: 'visit-confirmed', channel: 'sms', state: 'sent', attempts: 1, nextAttemptAt: at, dueAt: at, createdAt: at, sentAt: at, expiresAt: new Date('2099-01-01') };
    await OutboxMessage.insertMany([
      { ...base, key: 'a', smsType: 'LMS', via: 'alimtalk', delivery: 'alimtalk' },
      { ...base, key: 'b', smsType: 'LMS', via: 'alimtalk', delivery: 'lms' },
      { ...base, key: 'c', smsType: 'SMS', via: 'alimtalk', delivery: 'sms' },
      { ...base, key: 'd', smsType: 'SMS' },
      { ...base, key: 'e', smsType: 'LMS', via: 'alimtalk', delivery: 'failed' },
      { ...base, key: 'f', smsType: 'SMS', sentAt: new Date('2026-10-31T14:59:00Z') }, // 10월 31일 23:59 KST: outside
    ]);
    const costs = await messageCosts({ from: '2026-11-01', to: '2026-11-30' }, at);
    expect(costs.rows.map((r) => [r.channel, r.count, r.cost])).toEqual([
      ['alimtalk', 1, 8],
      ['sms', 2, 18],
      ['lms', 1, 30],
    ]);
    expect(costs.total).toBe(56);
  });
});

describe('configuration', () => {
  it('KAKAO_PROVIDER checks its settings together, naming each one missing', () => {
    expect(() => loadConfig({ KAKAO_PROVIDER: 'nhn', SMS_SENDER: '1661-1455', NHN_ALIMTALK_APP_KEY: 'a' })).toThrow(/NHN_ALIMTALK_SECRET_KEY: required when KAKAO_PROVIDER=nhn[\s\S]*NHN_ALIMTALK_SENDER_KEY: required/);
    expect(() => loadConfig({ KAKAO_PROVIDER: 'solapi', SOLAPI_API_KEY: 'k', SOLAPI_API_SECRET: 's', SMS_SENDER: '1661-1455' })).toThrow(/KAKAO_PFID: required when KAKAO_PROVIDER=solapi/);
    expect(() => loadConfig({ KAKAO_PROVIDER: 'kakao' })).toThrow(/KAKAO_PROVIDER/);
    const nhn = loadConfig({ KAKAO_PROVIDER: 'nhn', SMS_SENDER: '1661-1455', NHN_ALIMTALK_APP_KEY: 'a', NHN_ALIMTALK_SECRET_KEY: 's', NHN_ALIMTALK_SENDER_KEY: 'k' });
    expect(nhn.kakao).toMatchObject({ provider: 'nhn', baseUrl: 'https://api-alimtalk.cloud.toast.com' });
    expect(nhn.site.privacy.kakao?.map((p) => p.name)).toContain('주식회사 카카오');
    expect(loadConfig({}).kakao).toBeUndefined();
  });
});

describe('the template list for Kakao review', () => {
  it('docs/alimtalk-templates.md lists every template code and text as the site config has them', () => {
    const doc = readFileSync(new URL('../docs/alimtalk-templates.md', import.meta.url), 'utf8');
    for (const t of Object.values(messageTemplates)) {
      expect(doc).toContain(`\`${t.code}\``);
      expect(doc).toContain(t.text);
    }
  });
});
