import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { testClock, testOutbox } from './helpers/consent';
import { ConsentEvent, OptoutToken } from '../server/consent/model';
import { OutboxMessage } from '../server/outbox/model';
import { MARKETING_NOTICE_VERSION } from '../shared/consent';
import { lastCode, tokenFor } from './helpers/verification';

const clock = testClock('2026-11-20T10:00:00+09:00');
const outbox = testOutbox(clock.now);
const { app } = testApp({ LEAD_RATE_LIMIT: '1000' }, { outbox });
const lead = { type: 'interest', name: '홍길동', phone: '010-1234-5678', consent: true };
/** A registration; a ticked advertising box comes with the phone's verification token, as the form sends it. */
const register = async (extra: Record<string, unknown> = {}) => {
  const body: Record<string, unknown> = { ...lead, ...extra };
  const verificationToken = body.marketing === true ? await tokenFor(app, String(body.phone)) : undefined;
  return request(app).post('/api/leads').send({ ...body, verificationToken });
};
const textsTo = (phone: string) => OutboxMessage.find({ to: phone }).sort({ createdAt: 1, _id: 1 }).lean();

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  clock.set('2026-11-20T10:00:00+09:00');
  admin = undefined;
});
afterAll(() => outbox.stop());

describe('optional advertising consent on lead forms', () => {
  it('a registration without the optional boxes succeeds, records no consent and queues no text at all', async () => {
    expect((await register()).status).toBe(201);
    expect(await ConsentEvent.countDocuments()).toBe(0);
    expect(await OutboxMessage.countDocuments({ channel: 'sms' })).toBe(0);
  });

  it('marketing: false and night: false are accepted and change nothing', async () => {
    expect((await register({ marketing: false, night: false })).status).toBe(201);
    expect(await ConsentEvent.countDocuments()).toBe(0);
  });

  it('boxes ticked on a private page (a booking link) keep that page as its pattern, never the token', async () => {
    expect((await register({ marketing: true, page: '/reservation/Pr1vateT0ken_abcdefghijKLMNOP' })).status).toBe(201);
    const ledger = await ConsentEvent.find().lean();
    expect(ledger.map((e) => e.page)).toEqual(['/reservation/:token']);
  });

  it('ticked boxes append grants with the notice version, time, channel and page, and confirm at once by SMS', async () => {
    expect((await register({ marketing: true, night: true, page: '/Promotion/Customer' })).status).toBe(201);
    const ledger = await ConsentEvent.find().sort({ scope: 1 }).lean();
    expect(ledger.map((e) => [e.kind, e.scope, e.channel, e.version, e.page])).toEqual([
      ['grant', 'marketing', 'form', MARKETING_NOTICE_VERSION, '/Promotion/Customer'],
      ['grant', 'night', 'form', MARKETING_NOTICE_VERSION, '/Promotion/Customer'],
    ]);
    expect(ledger[0]!.at.toISOString()).toBe(clock.now().toISOString());

    const texts = await textsTo('010-1234-5678');
    const confirmation = texts.find((t) => t.kind === 'consent-granted')!;
    expect(confirmation.text).toBe('[더 해온 레이크시티] 광고성 정보 수신에 동의하셨습니다 (2026-11-20).');
    expect(confirmation.advertising).toBe(false);
    expect(confirmation.state).toBe('pending');
    expect(confirmation.nextAttemptAt.getTime()).toBe(clock.now().getTime()); // at once
  });

  it('only the next two-year reminder that the person consented is queued, at grant + 2 years, with the way to opt out', async () => {
    await register({ marketing: true });
    const reminders = (await textsTo('010-1234-5678')).filter((t) => t.kind === 'consent-reconfirmation');
    expect(reminders[0]!.nextAttemptAt.toISOString()).toBe(new Date('2028-11-20T10:00:00+09:00').toISOString());
    expect(reminders.map((r) => r.nextAttemptAt.getUTCFullYear())).toEqual([2028]);
    // Not deleted by the outbox's retention before it is due.
    expect(reminders.every((r) => r.expiresAt > r.nextAttemptAt)).toBe(true);
    expect(reminders[0]!.text).toContain('2026-11-20에 광고성 정보');
    expect(reminders[0]!.text).toContain('무료수신거부 080-714-1455');
    expect(reminders[0]!.text).toMatch(/\/o\/[A-Za-z0-9_-]{20}$/);
    expect(reminders[0]!.advertising).toBe(false);
  });

  it('night consent without marketing consent is meaningless and not recorded', async () => {
    await register({ night: true });
    expect(await ConsentEvent.countDocuments()).toBe(0);
  });

  it('a later registration from the same phone without the box does not withdraw the grant', async () => {
    await register({ marketing: true });
    clock.advance(86_400_000);
    await register({ marketing: false, type: 'visit-request' });
    const view = await consents('010-1234-5678');
    expect(view.marketing).toBe(true);
    expect(view.ledger).toHaveLength(1);
  });

  it('ticking again while consent stands appends nothing and sends no second confirmation', async () => {
    await register({ marketing: true });
    await register({ marketing: true, phone: '01012345678' });
    expect(await ConsentEvent.countDocuments()).toBe(1);
    expect(await OutboxMessage.countDocuments({ kind: 'consent-granted' })).toBe(1);
  });

  it('a form posted without JavaScript records the ticked boxes (marketing=on) once its second step carries the code', async () => {
    const form = { formId: 'lead-interest', type: 'interest', name: '김철수', phone: '010-9876-5432', consent: 'on', marketing: 'on', page: '/Promotion/Customer' };
    const step = await request(app).post('/api/leads').type('form').send(form);
    expect(step.status).toBe(200);
    expect(step.text).toContain('name="verificationCode"');
    expect(await ConsentEvent.countDocuments()).toBe(0);
    const res = await request(app).post('/api/leads').type('form').send({ ...form, verificationCode: await lastCode(form.phone) });
    expect(res.status).toBe(303);
    expect((await consents('010-9876-5432')).marketing).toBe(true);
  });

  it('a model-house reservation records the ticked boxes the same way (POST /api/visits)', async () => {
    const { agent, csrfToken } = await asAdmin();
    const opened = await agent.post('/api/admin/visits/slots').set('X-CSRF-Token', csrfToken).send({ dates: ['2026-11-21'], times: ['10:00'], minutes: 30, capacity: 6 });
    expect(opened.status).toBe(201);
    const { days } = (await request(app).get('/api/visits/slots').query({ from: '2026-11-21', days: 1 })).body;
    const booked = await request(app)
      .post('/api/visits')
      .send({ slotId: days[0].slots[0].id, party: 2, name: '방문객', phone: '010-2468-1357', consent: true, marketing: true, night: false, verificationToken: await tokenFor(app, '010-2468-1357') });
    expect(booked.status).toBe(201);
    const view = await consents('010-2468-1357');
    expect(view).toMatchObject({ marketing: true, night: false });
    expect(view.ledger).toEqual([expect.objectContaining({ kind: 'grant', scope: 'marketing', channel: 'form', version: MARKETING_NOTICE_VERSION, verified: true })]);
  });

  it('a garbage value in an optional box is a 400 with a Korean message, and nothing is stored', async () => {
    const res = await register({ marketing: { $ne: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('선택 동의 항목의 값이 올바르지 않습니다.');
    expect(await ConsentEvent.countDocuments()).toBe(0);
  });
});

let admin: Awaited<ReturnType<typeof signedIn>> | undefined;
async function asAdmin() {
  await createAdmin();
  admin = await signedIn(app);
  return admin;
}
async function consents(phone: string) {
  const { agent } = admin ?? (await asAdmin());
  const res = await agent.get('/api/admin/consents').query({ phone });
  expect(res.status).toBe(200);
  return res.body as { phone: string; marketing: boolean; night: boolean; ledger: { at: string; kind: string; scope: string; channel: string; version: string }[] };
}

describe('opting out', () => {
  it('GET /api/admin/consents answers the derived state and the ledger (any phone spelling)', async () => {
    await register({ marketing: true, night: true });
    const view = await consents('01012345678');
    expect(view).toMatchObject({ phone: '010-1234-5678', marketing: true, night: true });
    expect(view.ledger).toEqual([
      { at: clock.now().toISOString(), kind: 'grant', scope: 'marketing', channel: 'form', version: MARKETING_NOTICE_VERSION, verified: true },
      { at: clock.now().toISOString(), kind: 'grant', scope: 'night', channel: 'form', version: MARKETING_NOTICE_VERSION, verified: true },
    ]);
  });

  it('the consent API needs the administrator, and the opt-out the CSRF token', async () => {
    expect((await request(app).get('/api/admin/consents').query({ phone: '010-1234-5678' })).status).toBe(401);
    const { agent } = await asAdmin();
    expect((await agent.post('/api/admin/consents/optout').send({ phone: '010-1234-5678' })).status).toBe(403);
  });

  it('an opt-out received by phone is recorded by the administrator, confirmed by SMS and cancels pending reminders', async () => {
    await register({ marketing: true, night: true });
    clock.advance(3_600_000);
    const { agent, csrfToken } = await asAdmin();
    const res = await agent.post('/api/admin/consents/optout').set('X-CSRF-Token', csrfToken).send({ phone: '010 1234 5678' });
    expect(res.status).toBe(200);
    const view = await consents('010-1234-5678');
    expect(view).toMatchObject({ marketing: false, night: false });
    expect(view.ledger.slice(2).map((e) => [e.kind, e.scope, e.channel])).toEqual([
      ['withdraw', 'marketing', 'admin'],
      ['withdraw', 'night', 'admin'],
    ]);
    const texts = await textsTo('010-1234-5678');
    expect(texts.filter((t) => t.kind === 'consent-granted' || t.kind === 'consent-withdrawn').map((t) => [t.kind, t.text])).toEqual([
      ['consent-granted', '[더 해온 레이크시티] 광고성 정보 수신에 동의하셨습니다 (2026-11-20).'],
      ['consent-withdrawn', '[더 해온 레이크시티] 광고성 정보 수신거부가 처리되었습니다 (2026-11-20).'],
    ]);
    expect(texts.filter((t) => t.kind === 'consent-reconfirmation').every((t) => t.state === 'cancelled')).toBe(true);
    // Retention: the number's records and its opt-out link are kept three years after the withdrawal.
    const threeYears = new Date('2029-11-20T11:00:00+09:00').getTime();
    expect((await ConsentEvent.find({ phone: '010-1234-5678' }).lean()).every((e) => e.expiresAt?.getTime() === threeYears)).toBe(true);
    expect((await OptoutToken.findOne({ phone: '010-1234-5678' }).lean())!.expiresAt?.getTime()).toBe(threeYears);
  });

  it('POST /o/<token> withdraws marketing and night consent and answers {ok: true}', async () => {
    await register({ marketing: true, night: true });
    const { token } = (await OptoutToken.findOne({ phone: '010-1234-5678' }).lean())!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const res = await request(app).post(`/o/${token}`);
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    const view = await consents('010-1234-5678');
    expect(view).toMatchObject({ marketing: false, night: false });
    expect(view.ledger.at(-2)).toMatchObject({ kind: 'withdraw', scope: 'marketing', channel: 'optout-page' });
  });

  it('the opt-out page has one button that posts without JavaScript, and lands on the done message', async () => {
    await register({ marketing: true });
    const { token } = (await OptoutToken.findOne().lean())!;
    const page = await request(app).get(`/o/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`action="/o/${token}"`);
    expect(page.text).toContain('무료수신거부 080-714-1455');
    expect(page.headers['x-robots-tag'] ?? page.text).toMatch(/noindex/);
    const posted = await request(app).post(`/o/${token}`).type('form').set('Accept', 'text/html').send('');
    expect(posted.status).toBe(303);
    const done = await request(app).get(posted.headers.location!);
    expect(done.text).toContain('수신거부가 처리되었습니다');
    expect((await consents('010-1234-5678')).marketing).toBe(false);
  });

  it('an unknown opt-out link says so and changes nothing', async () => {
    await register({ marketing: true });
    expect((await request(app).post('/o/AAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await request(app).get('/o/AAAAAAAAAAAAAAAAAAAA')).text).toContain('수신거부 링크가 올바르지 않거나');
    expect((await consents('010-1234-5678')).marketing).toBe(true);
  });

  it('the ledger is never edited: an update through the model is refused', async () => {
    await register({ marketing: true });
    await expect(ConsentEvent.updateOne({}, { $set: { kind: 'withdraw' } })).rejects.toThrow(/never edited/);
  });
});
