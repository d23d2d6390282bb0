import { describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { testApp } from './helpers/app';
import { adminOncePerTest } from './helpers/per-test';
import { emptyDatabaseEachTest } from './helpers/prepared-test';
import { VisitSlot, Reservation } from '../server/visits/model';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';
import { addDays, kstDay, kstInstant } from '../shared/visits';
import { outboxFor } from '../server/app';
import { loadConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { lastCode, signedToken, tokenFor } from './helpers/verification';
import { normalisePhone } from '../server/core/phone';

const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0' }) // fill time: quarantined-booking.test.ts;
const today = kstDay(new Date());
const D2 = addDays(today, 2);
const D3 = addDays(today, 3);
const person = { name: '홍길동', phone: '010-1234-5678', consent: true };

emptyDatabaseEachTest();
const admin = adminOncePerTest(app);

async function openSlots(dates: string[], times: string[], capacity = 6, minutes = 30) {
  const { agent, csrf } = await admin();
  const res = await agent.post('/api/admin/visits/slots').set('X-CSRF-Token', csrf).send({ dates, times, minutes, capacity });
  expect(res.status).toBe(201);
  return res.body.created as number;
}

const slotOf = async (date: string, start: string) => (await VisitSlot.findOne({ date, start }).lean())!;
/** A booking as the form sends it: with the phone's verification token (obtained through the endpoints). */
const bookJson = async (body: Record<string, unknown> & { phone?: string }) => {
  const verificationToken = body.phone && normalisePhone(body.phone) ? await tokenFor(app, body.phone) : undefined;
  return request(app).post('/api/visits').send({ ...body, verificationToken });
};

describe('slots', () => {
  it('the administrator opens dates × times; existing ones are not duplicated', async () => {
    expect(await openSlots([D2, D3], ['10:00', '10:30', '11:00'])).toBe(6);
    expect(await openSlots([D2], ['10:00', '11:30'])).toBe(1);
    const s = await slotOf(D2, '10:30');
    expect(s).toMatchObject({ end: '11:00', capacity: 6, booked: 0, remaining: 6, closed: false });
    expect(s.startsAt.toISOString()).toBe(kstInstant(D2, '10:30').toISOString());
  });

  it('opening slots needs a signed-in administrator with the CSRF token', async () => {
    const body = { dates: [D2], times: ['10:00'], minutes: 30, capacity: 6 };
    expect((await request(app).post('/api/admin/visits/slots').send(body)).status).toBe(401);
    const { agent } = await admin();
    expect((await agent.post('/api/admin/visits/slots').send(body)).status).toBe(403);
  });

  it('GET /api/visits/slots lists open future slots by day with what remains; closed and past ones are left out', async () => {
    await openSlots([D2, D3], ['10:00', '14:00'], 3);
    const { agent, csrf } = await admin();
    const closing = await slotOf(D3, '10:00');
    expect((await agent.patch(`/api/admin/visits/slots/${closing._id}`).set('X-CSRF-Token', csrf).send({ closed: true })).status).toBe(200);
    await VisitSlot.create({ date: addDays(today, -1), start: '10:00', end: '10:30', startsAt: kstInstant(addDays(today, -1), '10:00'), minutes: 30, capacity: 3, booked: 0, remaining: 3, closed: false, createdAt: new Date() });
    const res = await request(app).get(`/api/visits/slots?site=haeon-lakecity&from=${addDays(today, -1)}&days=10`);
    expect(res.status).toBe(200);
    expect(res.body.days).toEqual([
      { date: D2, slots: [expect.objectContaining({ start: '10:00', end: '10:30', capacity: 3, remaining: 3 }), expect.objectContaining({ start: '14:00' })] },
      { date: D3, slots: [{ id: expect.any(String), start: '14:00', end: '14:30', capacity: 3, remaining: 3 }] },
    ]);
    expect((await request(app).get('/api/visits/slots?days=32')).status).toBe(400);
    expect((await request(app).get('/api/visits/slots?from=tomorrow')).status).toBe(400);
  });

  it('capacity can change but never below what is booked', async () => {
    await openSlots([D2], ['10:00'], 3);
    const slot = await slotOf(D2, '10:00');
    for (const phone of ['010-1111-0001', '010-1111-0002']) expect((await bookJson({ ...person, phone, slotId: String(slot._id), party: 2 })).status).toBe(201);
    const { agent, csrf } = await admin();
    const lower = await agent.patch(`/api/admin/visits/slots/${slot._id}`).set('X-CSRF-Token', csrf).send({ capacity: 1 });
    expect(lower.status).toBe(409);
    expect(lower.body.error).toContain('2팀');
    expect((await agent.patch(`/api/admin/visits/slots/${slot._id}`).set('X-CSRF-Token', csrf).send({ capacity: 5 })).status).toBe(200);
    expect(await slotOf(D2, '10:00')).toMatchObject({ capacity: 5, booked: 2, remaining: 3 });
  });
});

describe('booking', () => {
  it('201 with the reservation; it is also a linked lead of type visit; the confirmation and reminder are queued', async () => {
    await openSlots([D2], ['10:30'], 6);
    const slot = await slotOf(D2, '10:30');
    const res = await bookJson({ ...person, site: 'haeon-lakecity', slotId: String(slot._id), party: 3, message: '주차 가능한가요?' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ok: true,
      message: '견본주택 방문 예약이 확정되었습니다.',
      reservation: { code: expect.stringMatching(/^[A-Z2-9]{6}$/), date: D2, start: '10:30', party: 3, manageUrl: expect.stringMatching(/^\/reservation\/[\w-]{32}$/) },
    });
    const r = (await Reservation.findOne().lean())!;
    const lead = (await Lead.findById(r.leadId).lean())!;
    expect(lead).toMatchObject({ type: 'reservation', name: '홍길동', phone: '010-1234-5678', site: 'haeon-lakecity' });
    expect(String(lead.reservationId)).toBe(String(r._id));
    expect(lead.message).toContain('주차 가능한가요?');
    expect((await slotOf(D2, '10:30')).remaining).toBe(5);

    const confirmed = (await OutboxMessage.findOne({ key: `visit-confirmed:${r._id}` }).lean())!;
    const [y, m, d] = D2.split('-').map(Number);
    const weekday = '일월화수목금토'[new Date(`${D2}T00:00:00Z`).getUTCDay()];
    expect(confirmed.text).toBe(
      [
        '[더 해온 레이크시티] 견본주택 방문 예약이 확정되었습니다.',
        `일시: ${y}년 ${m}월 ${d}일(${weekday}) 10:30`,
        '인원: 3명',
        `예약번호: ${r.code}`,
        '주소: 청해시 해안구 호수동 1200-3 더 해온 레이크시티 견본주택',
        `예약 확인·취소: https://www.haeon-lakecity.co.kr/reservation/${r.token}`,
      ].join('\n'),
    );
    expect([confirmed.to, confirmed.smsType, confirmed.state]).toEqual(['010-1234-5678', 'LMS', 'pending']);

    const reminder = (await OutboxMessage.findOne({ key: `visit-reminder:${r._id}` }).lean())!;
    // 10:00 Korea time on the day before = 01:00 UTC.
    expect(reminder.nextAttemptAt.toISOString()).toBe(`${addDays(D2, -1)}T01:00:00.000Z`);
    expect(reminder.sendBefore!.toISOString()).toBe(kstInstant(D2, '10:30').toISOString());
    expect(reminder.text).toContain('내일 견본주택 방문 예약을 안내해 드립니다.');
  });

  it('50 concurrent bookings for a slot with 3 places left: exactly 3 succeed, 47 get 409, remaining is 0', async () => {
    await openSlots([D2], ['11:00'], 5);
    const slot = await slotOf(D2, '11:00');
    for (const phone of ['010-2000-0001', '010-2000-0002']) expect((await bookJson({ ...person, phone, slotId: String(slot._id), party: 1 })).status).toBe(201);
    // 50 numbers are more than one address may verify in an hour: their tokens are signed directly.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const phone = `010-3000-${String(1000 + i)}`;
        return request(app).post('/api/visits').send({ ...person, phone, slotId: String(slot._id), party: 2, verificationToken: signedToken(phone) });
      }),
    );
    const statuses = results.map((r) => r.status);
    // Any other answer is shown with its body, to name its cause.
    expect(results.filter((r) => r.status !== 201 && r.status !== 409).map((r) => [r.status, r.body])).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    expect(results.find((r) => r.status === 409)!.body).toEqual({ ok: false, error: '선택하신 시간은 예약이 마감되었습니다. 다른 시간을 선택해 주세요.' });
    expect(await slotOf(D2, '11:00')).toMatchObject({ booked: 5, remaining: 0 });
    expect(await Reservation.countDocuments({ slotId: slot._id })).toBe(5);
    const listed = await request(app).get(`/api/visits/slots?from=${D2}&days=1`);
    expect(listed.body.days[0].slots[0].remaining).toBe(0);
  });

  it('one active reservation per phone per day: a second is 409 naming the existing time; another day is fine', async () => {
    await openSlots([D2, D3], ['10:00', '15:00']);
    const a = await slotOf(D2, '10:00');
    const b = await slotOf(D2, '15:00');
    expect((await bookJson({ ...person, slotId: String(a._id), party: 1 })).status).toBe(201);
    const again = await bookJson({ ...person, phone: '01012345678', slotId: String(b._id), party: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain('10:00');
    expect(again.body.error).toContain('이미 예약하셨습니다');
    expect((await slotOf(D2, '15:00')).remaining).toBe(6);
    expect((await bookJson({ ...person, slotId: String((await slotOf(D3, '10:00'))._id), party: 1 })).status).toBe(201);
  });

  it('invalid input is 400 with the field messages; a past or closed slot is 409', async () => {
    await openSlots([D2], ['10:00']);
    const slot = await slotOf(D2, '10:00');
    const bad = await bookJson({ ...person, phone: '123', slotId: String(slot._id), party: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ ok: false, fields: { phone: expect.any(String), party: '방문 인원을 1~4명으로 선택해 주세요.' } });
    expect((await bookJson({ ...person, party: 1 })).body.fields.slotId).toBe('방문 시간을 선택해 주세요.');
    expect((await bookJson({ ...person, slotId: String(slot._id), party: 1, consent: false })).body.fields.consent).toBeTruthy();

    const past = await VisitSlot.create({ date: today, start: '00:00', end: '00:30', startsAt: kstInstant(today, '00:00'), minutes: 30, capacity: 3, booked: 0, remaining: 3, closed: false, createdAt: new Date() });
    const late = await bookJson({ ...person, slotId: String(past._id), party: 1 });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('이미 지난 시간은 예약할 수 없습니다. 다른 시간을 선택해 주세요.');

    await VisitSlot.updateOne({ _id: slot._id }, { $set: { closed: true } });
    expect((await bookJson({ ...person, slotId: String(slot._id), party: 1 })).status).toBe(409);
    expect(await Reservation.countDocuments()).toBe(0);
    expect(await Lead.countDocuments()).toBe(0);
  });

  it("a booking that fails after taking a place gives the place and the phone's day back", async () => {
    await openSlots([D2], ['12:00'], 1);
    const slot = await slotOf(D2, '12:00');
    const spy = vi.spyOn(Lead, 'create').mockRejectedValueOnce(new Error('disk full'));
    try {
      expect((await bookJson({ ...person, slotId: String(slot._id), party: 1 })).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await slotOf(D2, '12:00')).toMatchObject({ booked: 0, remaining: 1 });
    expect((await bookJson({ ...person, slotId: String(slot._id), party: 1 })).status).toBe(201);
  });

  it('a form post (no JavaScript) books in two steps (code texted, then asked for on the page); a full slot shows the form again saying so', async () => {
    await openSlots([D2], ['13:00'], 1);
    const slot = await slotOf(D2, '13:00');
    const form = { formId: 'visit-customer', name: '김영희', phone: '010-5555-6666', consent: 'on', slotId: String(slot._id), party: '2', page: '/haeon-lakecity/customer' };
    const step = await request(app).post('/api/visits').type('form').send(form);
    expect(step.status).toBe(200);
    expect(step.text).toContain('name="verificationCode"');
    expect(step.text).toContain('value="김영희"');
    expect(await Reservation.countDocuments()).toBe(0);
    const ok = await request(app).post('/api/visits').type('form').send({ ...form, verificationCode: await lastCode(form.phone) });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toMatch(/^\/reservation\/[\w-]+\?booked=1$/);
    const page = await request(app).get(ok.headers.location!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('13:00');
    expect(page.text).toContain((await Reservation.findOne().lean())!.code);

    // The booking page again, holding what was typed, the message beside the time.
    const other = { ...form, phone: '010-5555-7777' };
    expect((await request(app).post('/api/visits').type('form').send(other)).status).toBe(200);
    const full = await request(app).post('/api/visits').type('form').send({ ...other, verificationCode: await lastCode(other.phone) });
    expect(full.status).toBe(409);
    expect(full.text).toContain('예약이 마감되었습니다');
    expect(full.text).toContain('value="김영희"');
    expect(full.text).toContain('value="010-5555-7777"');
  });
});

describe('the manage link', () => {
  it('shows the reservation and cancels it: the place is freed, the reminder cancelled, the cancellation queued', async () => {
    await openSlots([D2], ['16:00'], 2);
    const slot = await slotOf(D2, '16:00');
    const { manageUrl } = (await bookJson({ ...person, slotId: String(slot._id), party: 2 })).body.reservation;
    const page = await request(app).get(manageUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('16:00');
    expect(page.text).toContain('2명');
    expect(page.text).toContain('청해시 해안구 호수동 1200-3');
    expect(page.headers['x-robots-tag'] ?? page.text).toMatch(/noindex/);
    expect((await slotOf(D2, '16:00')).remaining).toBe(1);

    const cancel = await request(app).post(`/api/visits${manageUrl.replace('/reservation', '/manage')}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({ ok: true });
    expect((await slotOf(D2, '16:00')).remaining).toBe(2);
    const r = (await Reservation.findOne().lean())!;
    expect(r.status).toBe('cancelled');
    expect((await OutboxMessage.findOne({ key: `visit-reminder:${r._id}` }).lean())!.state).toBe('cancelled');
    const cancelled = (await OutboxMessage.findOne({ key: `visit-cancelled:${r._id}` }).lean())!;
    expect(cancelled.text!.split('\n')[0]).toBe('[더 해온 레이크시티] 견본주택 방문 예약이 취소되었습니다.');
    expect((await request(app).post(`/api/visits${manageUrl.replace('/reservation', '/manage')}/cancel`)).status).toBe(409);
    // The phone's day is free again.
    expect((await bookJson({ ...person, slotId: String(slot._id), party: 1 })).status).toBe(201);
  });

  it('a form post cancels and returns to the manage page; an unknown token is 404', async () => {
    await openSlots([D2], ['16:30'], 2);
    const slot = await slotOf(D2, '16:30');
    const { manageUrl } = (await bookJson({ ...person, slotId: String(slot._id), party: 1 })).body.reservation;
    const token = manageUrl.split('/').pop();
    const res = await request(app).post(`/api/visits/manage/${token}/cancel`).type('form').send({});
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/reservation/${token}?cancelled=1`);
    expect((await request(app).get(res.headers.location!)).text).toContain('취소');
    expect((await request(app).post('/api/visits/manage/not-a-real-token-000000000/cancel')).status).toBe(404);
  });

  it('a reservation whose slot has started cannot be cancelled', async () => {
    await openSlots([D2], ['09:00'], 2);
    const slot = await slotOf(D2, '09:00');
    const { manageUrl } = (await bookJson({ ...person, slotId: String(slot._id), party: 1 })).body.reservation;
    await Reservation.updateOne({}, { $set: { startsAt: new Date(Date.now() - 60_000) } });
    const res = await request(app).post(`/api/visits${manageUrl.replace('/reservation', '/manage')}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('이미 지난 예약은 취소할 수 없습니다.');
  });
});

describe('the administrator', () => {
  it('sees a day with booked/capacity and reservations, marks visited or no-show, cancels, and exports CSV with a BOM', async () => {
    await openSlots([D2], ['10:00', '10:30'], 4);
    const slot = await slotOf(D2, '10:00');
    const codes: string[] = [];
    for (const [i, phone] of ['010-7000-0001', '010-7000-0002', '010-7000-0003'].entries()) {
      codes.push((await bookJson({ name: `손님${i}`, phone, consent: true, slotId: String(slot._id), party: i + 1 })).body.reservation.code);
    }
    const { agent, csrf } = await admin();
    expect((await request(app).get(`/api/admin/visits?date=${D2}`)).status).toBe(401);
    const day = await agent.get(`/api/admin/visits?date=${D2}`);
    expect(day.status).toBe(200);
    expect(day.body.slots).toHaveLength(2);
    expect(day.body.slots[0]).toMatchObject({ id: String(slot._id), start: '10:00', end: '10:30', capacity: 4, booked: 3 });
    // moveTo: the slots this booking may move to (its own kind: here the day's other visit slot).
    expect(day.body.slots[0].reservations[1]).toEqual({ code: codes[1], name: '손님1', phone: '010-7000-0002', party: 2, status: 'booked', channel: 'web', leadId: expect.any(String), phoneVerified: true, moveTo: [String(day.body.slots[1].id)] });

    const patch = (code: string, status: string) => agent.patch(`/api/admin/visits/reservations/${code}`).set('X-CSRF-Token', csrf).send({ status });
    // Marks wait for the visit's day (tests/visit-desk.test.ts); here the day is brought forward.
    expect((await patch(codes[0]!, 'visited')).status).toBe(409);
    await Reservation.updateMany({ code: { $in: codes } }, { $set: { date: today } });
    expect((await patch(codes[0]!, 'visited')).status).toBe(200);
    expect((await patch(codes[1]!, 'no-show')).status).toBe(200);
    await Reservation.updateMany({ code: { $in: codes } }, { $set: { date: D2 } });
    expect((await patch(codes[2]!, 'cancelled')).status).toBe(200);
    expect((await patch(codes[2]!, 'cancelled')).status).toBe(409);
    expect((await patch(codes[0]!, 'lost')).status).toBe(400);
    expect((await patch('ZZZZZZ', 'visited')).status).toBe(404);
    const after = (await agent.get(`/api/admin/visits?date=${D2}`)).body.slots[0];
    expect(after.booked).toBe(2);
    expect(after.reservations.map((r: { status: string }) => r.status)).toEqual(['visited', 'no-show', 'cancelled']);

    const csv = await agent.get(`/api/admin/visits/export.csv?date=${D2}&reason=${encodeURIComponent('방문 명단 확인')}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text.charCodeAt(0)).toBe(0xfeff);
    expect(csv.text).toContain('"손님0","010-7000-0001","1","방문","홈페이지"');
  });

  it('lists messages newest first with a filter by state', async () => {
    await openSlots([D2], ['10:00']);
    const slot = await slotOf(D2, '10:00');
    await bookJson({ ...person, slotId: String(slot._id), party: 1 });
    const { agent } = await admin();
    expect((await request(app).get('/api/admin/messages')).status).toBe(401);
    const all = await agent.get('/api/admin/messages');
    expect(all.status).toBe(200);
    const visitTexts = all.body.items.filter((m: { kind: string }) => m.kind !== 'phone-verification');
    expect(visitTexts.map((m: { kind: string }) => m.kind).sort()).toEqual(['visit-confirmed', 'visit-reminder']);
    expect(visitTexts[0]).toMatchObject({ channel: 'sms', recipient: '010-1234-5678', smsType: 'LMS', state: 'pending', attempts: 0 });
    expect((await agent.get('/api/admin/messages?state=sent')).body.items).toEqual([]);
    expect((await agent.get('/api/admin/messages?state=bogus')).status).toBe(400);
  });
});

describe('a visit request without a time', () => {
  it('is answered by a text with the model-house address and hours', async () => {
    const res = await request(app).post('/api/leads').send({ type: 'visit-request', ...person });
    expect(res.status).toBe(201);
    const lead = (await Lead.findOne().lean())!;
    const msg = (await OutboxMessage.findOne({ key: `visit-request:${lead._id}` }).lean())!;
    expect(msg.text).toBe(
      ['[더 해온 레이크시티] 견본주택 방문 신청이 접수되었습니다.', '주소: 청해시 해안구 호수동 1200-3 더 해온 레이크시티 견본주택', '운영시간: 매일 10:00~17:00', '상담전화: 1661-1455'].join('\n'),
    );
    await request(app).post('/api/leads').send({ type: 'interest', ...person, phone: '010-9999-8888' });
    expect(await OutboxMessage.countDocuments()).toBe(1);
  });

  it('from a landline is stored and answered with a request for a mobile number; its text is never sent', async () => {
    const res = await request(app).post('/api/leads').send({ type: 'visit', ...person, phone: '02-714-1455' });
    expect(res.status).toBe(201);
    expect(res.body.notice).toBe('휴대폰 번호를 남겨 주시면 문자로 안내해 드립니다.');
    const lead = (await Lead.findOne({ phone: '02-714-1455' }).lean())!;
    const msg = (await OutboxMessage.findOne({ key: `visit-request:${lead._id}` }).lean())!;
    expect(msg).toMatchObject({ state: 'cancelled', to: '02-714-1455' });
    expect(msg.lastError).toMatch(/not a mobile number/);
    const mobile = await request(app).post('/api/leads').send({ type: 'visit', ...person, phone: '011-234-5678' });
    expect(mobile.body.notice).toBeUndefined();
  });
});

describe('the day-before reminder (injected clock)', () => {
  it('goes out at 10:00 Korea time the day before, not earlier, and not for a cancelled reservation', async () => {
    let t = new Date('2030-05-01T12:00:00+09:00');
    const now = () => t;
    const outbox = outboxFor(loadConfig({ NODE_ENV: 'test' }), createLogger('silent'), now);
    const clocked = testApp({ LEAD_RATE_LIMIT: '1000' }, { now, outbox }).app;
    const slot = await VisitSlot.create({ date: '2030-05-04', start: '14:00', end: '14:30', startsAt: kstInstant('2030-05-04', '14:00'), minutes: 30, capacity: 6, booked: 0, remaining: 6, closed: false, createdAt: t });
    const book = async (phone: string) => request(clocked).post('/api/visits').send({ ...person, phone, slotId: String(slot._id), party: 2, verificationToken: await tokenFor(clocked, phone) });
    expect((await book('010-8100-0001')).status).toBe(201);
    const cancelUrl = (await book('010-8100-0002')).body.reservation.manageUrl.replace('/reservation', '/api/visits/manage');
    expect((await request(clocked).post(`${cancelUrl}/cancel`)).status).toBe(200);

    const reminders = async () =>
      Object.fromEntries((await OutboxMessage.find({ kind: 'visit-reminder' }).lean()).map((m) => [m.to, m.state]));
    t = new Date('2030-05-03T09:59:59+09:00');
    await outbox.drain();
    expect(await reminders()).toEqual({ '010-8100-0001': 'pending', '010-8100-0002': 'cancelled' });
    t = new Date('2030-05-03T10:00:00+09:00');
    await outbox.drain();
    expect(await reminders()).toEqual({ '010-8100-0001': 'sent', '010-8100-0002': 'cancelled' });
    const sent = (await OutboxMessage.findOne({ kind: 'visit-reminder', to: '010-8100-0001' }).lean())!;
    expect(sent.sentAt!.toISOString()).toBe('2030-05-03T01:00:00.000Z');
    expect(sent.text!.split('\n').slice(0, 3)).toEqual(['[더 해온 레이크시티] 내일 견본주택 방문 예약을 안내해 드립니다.', '일시: 2030년 5월 4일(토) 14:00', '인원: 2명']);
  });
});
