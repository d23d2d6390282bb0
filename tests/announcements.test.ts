import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { testClock, testOutbox } from './helpers/consent';
import { FakeSmsProvider, NHN } from './helpers/fake-sms';
import { freePort } from './helpers/ports';
import { nhnProvider } from '../server/outbox/providers/nhn';
import { OptoutToken } from '../server/consent/model';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';
import { tokenFor } from './helpers/verification';

const clock = testClock('2026-11-20T10:00:00+09:00');
let fake: FakeSmsProvider;
let outbox: ReturnType<typeof testOutbox>;
let app: ReturnType<typeof testApp>['app'];
let admin: Awaited<ReturnType<typeof signedIn>>;

const OPTOUT_END = /\n무료수신거부 080-714-1455\nhttps:\/\/www\.haeon-lakecity\.co\.kr\/o\/[A-Za-z0-9_-]{20}$/;

beforeAll(async () => {
  await testDb();
  fake = new FakeSmsProvider(await freePort());
  await fake.start();
  outbox = testOutbox(clock.now, nhnProvider({ appKey: NHN.appKey, secretKey: NHN.secretKey, baseUrl: fake.base }));
  app = testApp({ LEAD_RATE_LIMIT: '1000' }, { outbox }).app;
});
beforeEach(async () => {
  await clearDb();
  fake.accepted = [];
  clock.set('2026-11-20T10:00:00+09:00');
  await createAdmin();
  admin = await signedIn(app);
});
afterAll(async () => {
  await outbox.stop();
  await fake.stop();
});

/** A registration; ticked advertising boxes come with the phone's verification token, as the form sends them. */
async function register(phone: string, opts: { marketing?: boolean; night?: boolean; type?: string } = {}) {
  const verificationToken = opts.marketing ? await tokenFor(app, phone) : undefined;
  const res = await request(app)
    .post('/api/leads')
    .send({ type: opts.type ?? 'interest', name: '고객', phone, consent: true, marketing: opts.marketing ?? false, night: opts.night ?? false, verificationToken });
  expect(res.status).toBe(201);
}

const post = (path: string, body: object = {}) => admin.agent.post(path).set('X-CSRF-Token', admin.csrfToken).send(body);
const announcementsTo = () => fake.accepted.filter((r) => r.text.startsWith('(광고)'));
/** Sends everything due at the test clock's time, as the background sender would. */
const drain = () => outbox.drain();

describe('composing an announcement', () => {
  it('the preview is the exact text: (광고) first, the project, the text, the sender, the free opt-out last; count of consenting recipients', async () => {
    await register('010-1000-0001', { marketing: true });
    await register('010-1000-0002', { marketing: true, night: true });
    await register('010-1000-0003'); // no consent
    const res = await post('/api/admin/announcements/preview', { text: '잔여세대 선착순 분양을 시작합니다.' });
    expect(res.status).toBe(200);
    expect(res.body.recipients).toBe(2);
    expect(res.body.sample.startsWith('(광고)[더 해온 레이크시티]\n잔여세대 선착순 분양을 시작합니다.\n레이크시티개발(주) 1661-1455\n')).toBe(true);
    expect(res.body.sample).toMatch(OPTOUT_END);
    expect(res.body.type).toBe('LMS');
  });

  it('the operator cannot remove or double the legal parts: a typed (광고) is not repeated', async () => {
    await register('010-1000-0001', { marketing: true });
    const res = await post('/api/admin/announcements/preview', { text: '(광고) 견본주택 오픈' });
    expect(res.body.sample.match(/\(광고\)/g)).toHaveLength(1);
    expect(res.body.sample).toMatch(OPTOUT_END);
  });

  it('filters by lead type and by status (a lead without a status is new); a deleted lead is no recipient', async () => {
    await register('010-1000-0001', { marketing: true, type: 'visit-request' });
    await register('010-1000-0002', { marketing: true, type: 'interest' });
    await register('010-1000-0003', { marketing: true, type: 'interest' });
    await Lead.collection.updateOne({ phone: '010-1000-0003' }, { $set: { status: 'contracted' } });
    expect((await post('/api/admin/announcements/preview', { text: '안내', filter: { type: 'visit-request' } })).body.recipients).toBe(1);
    expect((await post('/api/admin/announcements/preview', { text: '안내', filter: { status: 'new' } })).body.recipients).toBe(2);
    expect((await post('/api/admin/announcements/preview', { text: '안내', filter: { status: 'contracted' } })).body.recipients).toBe(1);
    await Lead.deleteMany({ phone: '010-1000-0001' });
    expect((await post('/api/admin/announcements/preview', { text: '안내' })).body.recipients).toBe(2);
  });

  it('an empty text, an unknown filter or a text too long for an LMS is refused in Korean', async () => {
    expect((await post('/api/admin/announcements/preview', { text: '  ' })).body.fields.text).toBe('문자 내용을 입력해 주세요.');
    expect((await post('/api/admin/announcements/preview', { text: '안내', filter: { type: 'vip' } })).status).toBe(400);
    const long = await post('/api/admin/announcements', { text: '가'.repeat(1000) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/2,000바이트 이내/);
  });

  it('needs the administrator and the CSRF token', async () => {
    expect((await request(app).post('/api/admin/announcements/preview').send({ text: '안내' })).status).toBe(401);
    expect((await admin.agent.post('/api/admin/announcements').send({ text: '안내' })).status).toBe(403);
  });
});

describe('sending an announcement', () => {
  it('sends one message per consenting recipient through the advertising channel; none to those without consent or opted out', async () => {
    await register('010-2000-0001', { marketing: true });
    await register('010-2000-0002', { marketing: true });
    await register('010-2000-0003', { marketing: true });
    await register('010-2000-0004');
    // Opted out by link, and by the administrator
    const { token } = (await OptoutToken.findOne({ phone: '010-2000-0002' }).lean())!;
    expect((await request(app).post(`/o/${token}`)).status).toBe(200);
    expect((await post('/api/admin/consents/optout', { phone: '010-2000-0003' })).status).toBe(200);

    const res = await post('/api/admin/announcements', { text: '무순위 청약 안내' });
    expect(res.status).toBe(201);
    expect(res.body.recipients).toBe(1);
    await drain();
    expect(announcementsTo().map((r) => [r.to, r.path.split('/').at(-1)])).toEqual([['01020000001', 'ad-mms']]);
    expect(announcementsTo()[0]!.text).toMatch(OPTOUT_END);
    // Consent confirmations are informational: the ordinary channel.
    const informational = fake.accepted.filter((r) => !r.text.startsWith('(광고)'));
    expect(informational.length).toBeGreaterThan(0);
    expect(informational.every((r) => !r.advertising)).toBe(true);
    const progress = await admin.agent.get(`/api/admin/announcements/${res.body.id}`);
    expect(progress.body).toEqual({ id: res.body.id, state: 'done', counts: { queued: 0, sent: 1, failed: 0, held: 0 } });
  });

  it('at 22:00 KST only night-consented recipients get it; the rest at 08:00 the next morning', async () => {
    await register('010-3000-0001', { marketing: true, night: true });
    await register('010-3000-0002', { marketing: true });
    clock.set('2026-11-20T22:00:00+09:00');
    const { body } = await post('/api/admin/announcements', { text: '잔여세대 안내' });
    await drain();
    expect(announcementsTo().map((r) => r.to)).toEqual(['01030000001']);
    expect((await admin.agent.get(`/api/admin/announcements/${body.id}`)).body).toMatchObject({ state: 'sending', counts: { sent: 1, held: 1, queued: 0 } });

    clock.set('2026-11-21T07:59:59+09:00');
    await drain();
    expect(announcementsTo()).toHaveLength(1);
    clock.set('2026-11-21T08:00:00+09:00');
    await drain();
    expect(announcementsTo().map((r) => r.to)).toEqual(['01030000001', '01030000002']);
    expect((await admin.agent.get(`/api/admin/announcements/${body.id}`)).body).toMatchObject({ state: 'done', counts: { sent: 2, held: 0 } });
  });

  it('a daytime broadcast still unsent at 21:00 is not sent to those without night consent (marked failed), but is to the others', async () => {
    await register('010-3100-0001', { marketing: true, night: true });
    await register('010-3100-0002', { marketing: true });
    clock.set('2026-11-20T20:59:00+09:00');
    const { body } = await post('/api/admin/announcements', { text: '잔여세대 안내' });
    clock.set('2026-11-20T21:00:00+09:00'); // the sender fell behind
    await drain();
    expect(announcementsTo().map((r) => r.to)).toEqual(['01031000001']);
    expect((await admin.agent.get(`/api/admin/announcements/${body.id}`)).body).toMatchObject({ state: 'done', counts: { sent: 1, failed: 1 } });
  });

  it('a scheduled send respects the night rule too, and reaches no one who opted out between scheduling and sending', async () => {
    await register('010-4000-0001', { marketing: true, night: true });
    await register('010-4000-0002', { marketing: true, night: true });
    await register('010-4000-0003', { marketing: true });
    const res = await post('/api/admin/announcements', { text: '견본주택 오픈 안내', sendAt: '2026-11-20T23:30:00+09:00' });
    expect(res.status).toBe(201);
    expect(res.body.recipients).toBe(3);
    expect((await admin.agent.get(`/api/admin/announcements/${res.body.id}`)).body.state).toBe('scheduled');
    await drain();
    expect(announcementsTo()).toHaveLength(0);

    const { token } = (await OptoutToken.findOne({ phone: '010-4000-0002' }).lean())!;
    await request(app).post(`/o/${token}`);
    clock.set('2026-11-20T23:30:00+09:00');
    await drain();
    expect(announcementsTo().map((r) => r.to)).toEqual(['01040000001']);
    clock.set('2026-11-21T08:00:00+09:00');
    await drain();
    expect(announcementsTo().map((r) => r.to)).toEqual(['01040000001', '01040000003']);
  });

  it('cancel stops every message not yet sent', async () => {
    await register('010-5000-0001', { marketing: true });
    await register('010-5000-0002', { marketing: true });
    const { body } = await post('/api/admin/announcements', { text: '안내', sendAt: '2026-11-20T15:00:00+09:00' });
    const cancelled = await post(`/api/admin/announcements/${body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', counts: { queued: 0, sent: 0 } });
    expect(await OutboxMessage.countDocuments({ kind: 'announcement', state: 'cancelled' })).toBe(2);
    clock.set('2026-11-20T15:00:00+09:00');
    await drain();
    expect(announcementsTo()).toHaveLength(0);
  });

  it('each message has the idempotency key announcement:<id>:<phone>, and SMS or LMS follows the EUC-KR bytes of the final text', async () => {
    await register('010-6000-0001', { marketing: true });
    const { body } = await post('/api/admin/announcements', { text: '안내' });
    const msg = (await OutboxMessage.findOne({ kind: 'announcement' }).lean())!;
    expect(msg.key).toBe(`announcement:${body.id}:010-6000-0001`);
    // Even a two-letter text is an LMS once the required parts are added (well over 90 bytes).
    expect(msg.smsType).toBe('LMS');
    expect(msg.advertising).toBe(true);
    expect(msg.text!.startsWith('(광고)')).toBe(true);
  });

  it('an unknown announcement is a Korean 404', async () => {
    const res = await admin.agent.get('/api/admin/announcements/0123456789abcdef01234567');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('안내 문자를 찾을 수 없습니다.');
  });
});
