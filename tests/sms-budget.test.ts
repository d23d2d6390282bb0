/**
 * The texts a visitor can make the site send: verification codes jump the queue, a site-wide
 * hourly budget (SMS_VISITOR_HOURLY_LIMIT) beyond which visitor texts wait (oldest first) and codes
 * are refused with 503, a per-phone daily cap, and the admin banner that says so.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { testClock } from './helpers/consent';
import { createOutbox } from '../server/outbox/outbox';
import { visitorBudget } from '../server/outbox/visitor-budget';
import { createLogger } from '../server/logger';
import type { SmsRequest, SmsProvider } from '../server/outbox/providers/types';
import { OutboxMessage } from '../server/outbox/model';
import { Lead } from '../server/leads/model';

const clock = testClock('2026-11-20T10:20:00+09:00');
/** A provider (not 'log') that records who got what, in order. */
const sent: SmsRequest[] = [];
const provider: SmsProvider = {
  name: 'fake',
  async send(msg) {
    sent.push(msg);
    return { ok: true };
  },
};
const log = createLogger('silent');
const outbox = createOutbox({
  log,
  sms: provider,
  smsSender: '0517141455',
  defaultSubject: '[더 해온 레이크시티]',
  retryBaseMs: 100,
  smsPerSecond: 1000,
  now: clock.now,
  visitorBudget: visitorBudget({ perHour: 3, perPhoneDaily: 3, now: clock.now }),
});
const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0' }, { outbox, now: clock.now });
const visitRequest = (phone: string) => request(app).post('/api/leads').send({ type: 'visit', name: '방문객', phone, consent: true });

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  sent.length = 0;
  clock.set('2026-11-20T10:20:00+09:00');
});
afterAll(() => outbox.stop());

describe('verification texts jump the queue', () => {
  it('a code asked for after 30 queued announcement texts is sent first; once sent its digits are blanked', async () => {
    for (let i = 0; i < 30; i++) {
      await outbox.enqueue({ key: `announcement:a1:010-4000-${String(i).padStart(4, '0')}`, kind: 'announcement', channel: 'sms', to: `010-4000-${String(i).padStart(4, '0')}`, text: '(광고)[더 해온 레이크시티] 잔여세대 안내', advertising: true });
    }
    expect((await request(app).post('/api/phone-verifications').send({ phone: '010-2345-6789' })).status).toBe(201);
    await outbox.drain();
    expect(sent).toHaveLength(31);
    expect(sent[0]!.text).toMatch(/인증번호 \d{6}/);
    const stored = (await OutboxMessage.findOne({ kind: 'phone-verification' }).lean())!;
    expect(stored.state).toBe('sent');
    expect(stored.text).toContain('인증번호 ******');
  });
});

describe('the hourly budget of visitor texts', () => {
  it('past it, visitor texts wait for the next hour and go oldest first; leads are all stored', async () => {
    const phones = ['010-5000-0001', '010-5000-0002', '010-5000-0003', '010-5000-0004', '010-5000-0005'];
    for (const phone of phones) {
      expect((await visitRequest(phone)).status).toBe(201);
      clock.advance(1000);
    }
    expect(await Lead.countDocuments()).toBe(5);
    await outbox.drain();
    expect(sent.map((m) => m.to)).toEqual(['01050000001', '01050000002', '01050000003']);
    const waiting = await OutboxMessage.find({ heldByBudget: true, state: 'pending' }).lean();
    expect(waiting.map((m) => m.to).sort()).toEqual(['010-5000-0004', '010-5000-0005']);
    expect(waiting.every((m) => m.nextAttemptAt.toISOString() === new Date('2026-11-20T11:00:00+09:00').toISOString())).toBe(true);

    await outbox.drain(); // nothing is due before the next hour
    expect(sent).toHaveLength(3);
    clock.set('2026-11-20T11:00:00+09:00');
    await outbox.drain();
    expect(sent.map((m) => m.to)).toEqual(['01050000001', '01050000002', '01050000003', '01050000004', '01050000005']);
  });

  it('past it, a verification code is refused with 503 "잠시 후 다시 시도해 주세요"; the admin pages show a banner', async () => {
    for (const phone of ['010-5000-0001', '010-5000-0002', '010-5000-0003', '010-5000-0004']) await visitRequest(phone);
    await outbox.drain();
    const refused = await request(app).post('/api/phone-verifications').send({ phone: '010-2345-6789' });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('잠시 후 다시 시도해 주세요');
    expect(await OutboxMessage.countDocuments({ kind: 'phone-verification' })).toBe(0);

    await createAdmin();
    const { agent } = await signedIn(app);
    const budget = await agent.get('/api/admin/messages/budget');
    expect(budget.body).toMatchObject({ perHour: 3, waiting: 1, reached: true });
    for (const page of ['/admin', '/admin/messages']) {
      const html = (await agent.get(page)).text;
      expect(html).toContain('문자 발송 한도 도달');
      expect(html).toContain('대기 중인 문자 1건');
    }
  });

  it('below it there is no banner', async () => {
    await createAdmin();
    const { agent } = await signedIn(app);
    expect((await agent.get('/admin/messages')).text).not.toContain('문자 발송 한도 도달');
  });
});

describe('a phone number gets at most 3 visitor texts a day', () => {
  it('the fourth visitor text of the day to one number is not queued', async () => {
    for (let i = 0; i < 4; i++) {
      const r = await outbox.enqueue({ key: `visit-confirmed:r${i}`, kind: 'visit-confirmed', channel: 'sms', to: '010-6000-0001', text: '예약 확정', visitor: true });
      expect(r.created).toBe(i < 3);
    }
    expect(await OutboxMessage.countDocuments({ to: '010-6000-0001' })).toBe(3);
    clock.set('2026-11-21T09:00:00+09:00');
    expect((await outbox.enqueue({ key: 'visit-confirmed:r9', kind: 'visit-confirmed', channel: 'sms', to: '010-6000-0001', text: '예약 확정', visitor: true })).created).toBe(true);
  });

  it('a slotless visit request texts the address once a day per phone, however many requests', async () => {
    for (let i = 0; i < 3; i++) expect((await visitRequest('010-6000-0002')).status).toBe(201);
    expect(await Lead.countDocuments({ phone: '010-6000-0002' })).toBe(3);
    expect(await OutboxMessage.countDocuments({ to: '010-6000-0002', kind: 'visit-request' })).toBe(1);
  });
});
