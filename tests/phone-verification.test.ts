/**
 * 휴대폰 인증: codes hashed at rest, their expiry and attempts under an injected clock, tokens bound
 * to one phone, the limits on sending, and what needs a verified phone (bookings, advertising consent).
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import request from 'supertest';
import { testApp } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { lastCode, verifiedToken } from './helpers/verification';
import { PhoneVerification } from '../server/verification/model';
import { OutboxMessage } from '../server/outbox/model';
import { ConsentEvent } from '../server/consent/model';
import { Lead } from '../server/leads/model';
import { Reservation, VisitSlot } from '../server/visits/model';
import { addDays, kstDay } from '../shared/visits';

const { clock, outbox, app } = prepareTest({ at: '2026-11-20T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0' }, owner: false });
const PHONE = '010-2345-6789';
const send = (phone = PHONE) => request(app).post('/api/phone-verifications').send({ phone });
const confirm = (code: string, phone = PHONE) => request(app).post('/api/phone-verifications/confirm').send({ phone, code });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

async function openSlot(date: string, start: string, capacity = 6) {
  await createAdmin();
  const { agent, csrfToken } = await signedIn(app);
  const res = await agent.post('/api/admin/visits/slots').set('X-CSRF-Token', csrfToken).send({ dates: [date], times: [start], minutes: 30, capacity });
  expect(res.status).toBe(201);
  return String((await VisitSlot.findOne({ date, start }).lean())!._id);
}

describe('a verification code', () => {
  it('is texted as "[project] 인증번호 NNNNNN (3분 안에 입력해 주세요)" ahead of other messages, and 201 says how long it lives', async () => {
    const res = await send('01023456789');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ expiresInSeconds: 180 });
    const text = (await OutboxMessage.findOne({ kind: 'phone-verification' }).lean())!;
    expect(text.to).toBe(PHONE);
    expect(text.text).toMatch(/^\[더 해온 레이크시티\] 인증번호 \d{6} \(3분 안에 입력해 주세요\)$/);
    expect(text.priority).toBeGreaterThan(0);
  });

  it('is stored only as an HMAC: neither the code nor the phone number is in the database record', async () => {
    await send();
    const code = await lastCode(PHONE);
    const records = await PhoneVerification.find().lean();
    expect(records).toHaveLength(1);
    // Without its hashes (the id is the phone's, the code's), which may hold any digits by chance.
    const { _id, codeHash, ...rest } = records[0]!;
    const stored = JSON.stringify(rest);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain('2345');
    expect(stored).not.toContain('6789');
    expect(codeHash).toMatch(/^[\w-]{43}$/);
    expect(_id).toMatch(/^[\w-]{43}$/);
  });

  it('is accepted within 3 minutes and answered with a token', async () => {
    await send();
    clock.advance(179_000);
    const res = await confirm(await lastCode(PHONE));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ verificationToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/) });
  });

  it('is dead once 3 minutes have passed: 410', async () => {
    await send();
    clock.advance(180_001);
    const res = await confirm(await lastCode(PHONE));
    expect(res.status).toBe(410);
    expect(res.body.error).toContain('다시 받아 주세요');
  });

  it('a wrong code is 400 with the attempts left; after 5 wrong codes even the right one is 410', async () => {
    await send();
    const code = await lastCode(PHONE);
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await confirm(wrong(code));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.stringContaining('인증번호'), attemptsLeft: expect.any(Number) });
      left.push(res.body.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect((await confirm(code)).status).toBe(410);
  });

  it('10 parallel wrong codes count 5 at most: the code is dead, never a sixth chance', async () => {
    await send();
    const code = await lastCode(PHONE);
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(wrong(code))));
    expect(answers.filter((r) => r.status === 400)).toHaveLength(5);
    expect((await PhoneVerification.findOne().lean())!.attempts).toBe(5);
    expect((await confirm(code)).status).toBe(410);
  });

  it('is used once: a second confirmation with the same code is 410', async () => {
    await send();
    const code = await lastCode(PHONE);
    expect((await confirm(code)).status).toBe(200);
    expect((await confirm(code)).status).toBe(410);
  });

  it('is refused for a landline or a malformed number (400) and a malformed code (400, no attempt counted)', async () => {
    expect((await send('051-714-1455')).status).toBe(400);
    expect((await send('12345')).status).toBe(400);
    await send();
    expect((await confirm('12a')).status).toBe(400);
    expect((await PhoneVerification.findOne().lean())!.attempts).toBe(0);
  });
});

describe('sending limits', () => {
  it('one code per phone per 60 s: the second is 429 in Korean, and after a minute it is sent', async () => {
    expect((await send()).status).toBe(201);
    const again = await send();
    expect(again.status).toBe(429);
    expect(again.body.error).toContain('1분에 한 번');
    clock.advance(61_000);
    expect((await send()).status).toBe(201);
  });

  it('five codes per phone a day; the sixth is 429 until the next Korean day', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send()).status).toBe(201);
      clock.advance(61_000);
    }
    const sixth = await send();
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toContain('하루 5회');
    clock.set('2026-11-21T00:00:30+09:00');
    expect((await send()).status).toBe(201);
  });

  it('ten codes per address an hour, whatever the numbers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send(`010-3000-00${String(i).padStart(2, '0')}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('20 parallel requests for one phone send one code', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => send()));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await OutboxMessage.countDocuments({ kind: 'phone-verification' })).toBe(1);
  });
});

describe('the verification token', () => {
  const D2 = addDays(kstDay(clock.now()), 2);
  const person = { name: '홍길동', phone: PHONE, consent: true, party: 2 };

  it('booking a slot without a token is 403 "휴대폰 인증이 필요합니다"; nothing is booked or texted', async () => {
    const slotId = await openSlot(D2, '10:00');
    const res = await request(app).post('/api/visits').send({ ...person, slotId });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('휴대폰 인증이 필요합니다');
    expect(await Reservation.countDocuments()).toBe(0);
    expect(await OutboxMessage.countDocuments({ kind: 'visit-confirmed' })).toBe(0);
  });

  it('is bound to its phone: the token of another number is 403; its own books and marks the reservation 인증', async () => {
    const slotId = await openSlot(D2, '10:00');
    const other = await verifiedToken(app, '010-9999-0000');
    expect((await request(app).post('/api/visits').send({ ...person, slotId, verificationToken: other })).status).toBe(403);
    const own = await verifiedToken(app, PHONE);
    const booked = await request(app).post('/api/visits').send({ ...person, slotId, verificationToken: own });
    expect(booked.status).toBe(201);
    const r = (await Reservation.findOne().lean())!;
    expect(r.phoneVerified).toBe(true);
    expect((await Lead.findById(r.leadId).lean())!.phoneVerified).toBe(true);
    // The desk marks it: inbox, the lead's page and the visits day.
    const { agent } = await signedIn(app);
    for (const page of ['/admin/leads', `/admin/leads/${r.leadId}`, `/admin/visits?date=${D2}`]) {
      expect((await agent.get(page)).text).toMatch(/class="verified-mark"[^>]*>인증</);
    }
  });

  it('a plain registration without verification carries no 인증 mark', async () => {
    await createAdmin();
    expect((await request(app).post('/api/leads').send({ type: 'interest', name: '홍길동', phone: PHONE, consent: true })).status).toBe(201);
    const { agent } = await signedIn(app);
    expect((await agent.get('/admin/leads')).text).not.toContain('verified-mark');
  });

  it('serves several actions for 30 minutes, then is refused', async () => {
    const slotId = await openSlot(D2, '10:00');
    const D3slot = await openSlot(addDays(D2, 1), '10:00');
    const token = await verifiedToken(app, PHONE);
    clock.advance(10 * 60_000);
    expect((await request(app).post('/api/visits').send({ ...person, slotId, verificationToken: token })).status).toBe(201);
    expect((await request(app).post('/api/leads').send({ type: 'interest', name: '홍길동', phone: PHONE, consent: true, marketing: true, verificationToken: token })).status).toBe(201);
    clock.advance(21 * 60_000);
    expect((await request(app).post('/api/visits').send({ ...person, slotId: D3slot, verificationToken: token })).status).toBe(403);
  });

  it('a forged or altered token is refused', async () => {
    const slotId = await openSlot(D2, '10:00');
    const token = await verifiedToken(app, PHONE);
    const [payload, sig] = token.split('.');
    const altered = `${payload}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await request(app).post('/api/visits').send({ ...person, slotId, verificationToken: altered })).status).toBe(403);
    expect((await request(app).post('/api/visits').send({ ...person, slotId, verificationToken: 'x.y' })).status).toBe(403);
  });

  it("a second booking the same day names the existing time to the verified owner only", async () => {
    const first = await openSlot(D2, '10:00');
    const second = await openSlot(D2, '14:00');
    const token = await verifiedToken(app, PHONE);
    expect((await request(app).post('/api/visits').send({ ...person, slotId: first, verificationToken: token })).status).toBe(201);
    const owner = await request(app).post('/api/visits').send({ ...person, slotId: second, verificationToken: token });
    expect(owner.status).toBe(409);
    expect(owner.body.error).toContain('10:00');
  });
});

describe('advertising consent needs the verified owner', () => {
  const lead = { type: 'interest', name: '홍길동', phone: PHONE, consent: true };

  it('a plain 관심고객 registration needs no code', async () => {
    expect((await request(app).post('/api/leads').send(lead)).status).toBe(201);
    expect(await Lead.countDocuments()).toBe(1);
  });

  it('ticked boxes without a token store the lead but grant nothing; with the token they are granted, marked verified', async () => {
    expect((await request(app).post('/api/leads').send({ ...lead, marketing: true, night: true })).status).toBe(201);
    expect(await Lead.countDocuments()).toBe(1);
    expect(await ConsentEvent.countDocuments()).toBe(0);
    const token = await verifiedToken(app, PHONE);
    expect((await request(app).post('/api/leads').send({ ...lead, marketing: true, night: true, verificationToken: token })).status).toBe(201);
    const ledger = await ConsentEvent.find().lean();
    expect(ledger.map((e) => [e.kind, e.scope, e.verified])).toEqual([
      ['grant', 'marketing', true],
      ['grant', 'night', true],
    ]);
    expect((await Lead.findOne({ phoneVerified: true }).lean())).not.toBeNull();
  });

  it("another phone's token grants nothing", async () => {
    const token = await verifiedToken(app, '010-9999-0000');
    expect((await request(app).post('/api/leads').send({ ...lead, marketing: true, verificationToken: token })).status).toBe(201);
    expect(await ConsentEvent.countDocuments()).toBe(0);
  });

  it('a wrong code sent with the form is 400 with the attempts left; nothing is stored', async () => {
    await send();
    const code = await lastCode(PHONE);
    const res = await request(app).post('/api/leads').send({ ...lead, marketing: true, verificationCode: wrong(code) });
    expect(res.status).toBe(400);
    expect(res.body.attemptsLeft).toBe(4);
    expect(await Lead.countDocuments()).toBe(0);
  });
});

describe('PHONE_VERIFICATION=off', () => {
  const off = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0', PHONE_VERIFICATION: 'off' }, { outbox, now: clock.now }).app;
  const lead = { type: 'interest', name: '홍길동', phone: PHONE, consent: true };

  it('books without a code; a second booking that day gets a neutral answer without the time', async () => {
    const D2 = addDays(kstDay(clock.now()), 2);
    const first = await openSlot(D2, '10:00');
    const second = await openSlot(D2, '14:00');
    expect((await request(off).post('/api/visits').send({ ...lead, party: 2, slotId: first })).status).toBe(201);
    const again = await request(off).post('/api/visits').send({ ...lead, party: 2, slotId: second });
    expect(again.status).toBe(409);
    expect(again.body.error).not.toContain('10:00');
    expect(again.body.error).toContain('같은 날 이미 예약하셨습니다');
  });

  it('records form consent as unverified evidence, but never over an opt-out unless verified', async () => {
    expect((await request(off).post('/api/leads').send({ ...lead, marketing: true })).status).toBe(201);
    expect((await ConsentEvent.find().lean()).map((e) => [e.kind, e.verified])).toEqual([['grant', false]]);
    await createAdmin();
    const { agent, csrfToken } = await signedIn(off);
    expect((await agent.post('/api/admin/consents/optout').set('X-CSRF-Token', csrfToken).send({ phone: PHONE })).status).toBeLessThan(300);
    expect((await request(off).post('/api/leads').send({ ...lead, marketing: true })).status).toBe(201);
    expect((await ConsentEvent.find().sort({ at: 1, _id: 1 }).lean()).map((e) => e.kind)).toEqual(['grant', 'withdraw']);
    const token = await verifiedToken(off, PHONE);
    expect((await request(off).post('/api/leads').send({ ...lead, marketing: true, verificationToken: token })).status).toBe(201);
    expect((await ConsentEvent.find().sort({ at: 1, _id: 1 }).lean()).map((e) => [e.kind, e.verified ?? null])).toEqual([
      ['grant', false],
      ['withdraw', null],
      ['grant', true],
    ]);
  });
});
