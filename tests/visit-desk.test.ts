import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { prepareTest } from './helpers/prepared-test';
import { ADMIN_EMAIL, deskClient } from './helpers/admin';
import { oncePerTest } from './helpers/per-test';
import { Reservation, VisitSlot } from '../server/visits/model';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';

const { clock, app } = prepareTest({ outbox: 'site', env: { LEAD_RATE_LIMIT: '1000', PHONE_VERIFICATION: 'off' } });
const D2 = '2026-11-22';
const D3 = '2026-11-23';
const buyer = { name: '홍길동', phone: '010-1234-5678', consent: true };

/** The administrator at the desk, signed in once per test. */
const admin = oncePerTest(() => deskClient(app));

async function open(dates: string[], times: string[], capacity = 2) {
  const a = await admin();
  const res = await a.post('/api/admin/visits/slots', { dates, times, minutes: 30, capacity });
  expect(res.status).toBe(201);
  return res.body as { created: number; message: string };
}
const slotId = async (date: string, start: string) => String((await VisitSlot.findOne({ date, start }).lean())!._id);
const slotCounts = async (date: string, start: string) => {
  const s = (await VisitSlot.findOne({ date, start }).lean())!;
  return { booked: s.booked, remaining: s.remaining };
};
const bookOnline = async (date: string, start: string, who = buyer) => {
  const res = await request(app).post('/api/visits').send({ ...who, slotId: await slotId(date, start), party: 2 });
  expect(res.status).toBe(201);
  return (await Reservation.findOne({ code: res.body.reservation.code }).lean())!;
};
const leadOf = async (r: { leadId?: unknown }) => (await Lead.findById(r.leadId).lean())!;

describe('opening slots', () => {
  it('says how many time slots were opened', async () => {
    expect(await open([D2, D3], ['10:00', '11:00'])).toEqual({ created: 4, message: '4개 시간대를 열었습니다.' });
  });

  it('the week view lists seven days with each slot and what is booked', async () => {
    await open([D2], ['10:00', '14:00']);
    await bookOnline(D2, '14:00');
    const a = await admin();
    const res = await a.get('/api/admin/visits/week?from=2026-11-20');
    expect(res.status).toBe(200);
    expect(res.body.days.map((d: { date: string }) => d.date)).toEqual(['2026-11-20', '2026-11-21', D2, D3, '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(res.body.days[2].slots.map((s: { start: string; booked: number; capacity: number }) => [s.start, s.booked, s.capacity])).toEqual([
      ['10:00', 0, 2],
      ['14:00', 1, 2],
    ]);
  });
});

describe('staff book for a caller or a walk-in', () => {
  it('a staff booking needs no verification code, records the account and channel, and makes a reservation lead', async () => {
    await open([D2], ['10:00']);
    const a = await admin();
    const res = await a.post('/api/admin/visits/reservations', { slotId: await slotId(D2, '10:00'), name: '전화고객', phone: '010 7777 8888', party: 3, channel: 'phone' });
    expect(res.status).toBe(201);
    expect(res.body.reservation).toMatchObject({ name: '전화고객', phone: '010-7777-8888', party: 3, status: 'booked', channel: 'phone', bookedBy: ADMIN_EMAIL, date: D2, start: '10:00' });
    expect(res.body.reservation.code).toMatch(/^[A-Z2-9]{6}$/);
    const r = (await Reservation.findOne({ code: res.body.reservation.code }).lean())!;
    expect([r.channel, r.bookedBy]).toEqual(['phone', ADMIN_EMAIL]);
    const lead = await leadOf(r);
    expect([lead.type, lead.status, String(lead.reservationId)]).toEqual(['reservation', 'booked', String(r._id)]);
    expect(lead.history.at(-1)).toMatchObject({ kind: 'status', to: 'booked', by: ADMIN_EMAIL });
    expect(await slotCounts(D2, '10:00')).toEqual({ booked: 1, remaining: 1 });
    // The person is texted the confirmation as for an online booking.
    expect(await OutboxMessage.countDocuments({ kind: 'visit-confirmed', to: '010-7777-8888' })).toBe(1);
  });

  it('a staff booking needs a signed-in administrator with the CSRF token, and a known channel', async () => {
    await open([D2], ['10:00']);
    const body = { slotId: await slotId(D2, '10:00'), name: '현장', phone: '010-7777-8888', party: 1, channel: 'walk-in' };
    expect((await request(app).post('/api/admin/visits/reservations').send(body)).status).toBe(401);
    const a = await admin();
    expect((await a.post('/api/admin/visits/reservations', { ...body, channel: 'web' })).status).toBe(400);
    expect((await a.post('/api/admin/visits/reservations', body)).status).toBe(201);
  });
});

describe('moving a booking', () => {
  it('staff move it atomically between slots; the lead gets a history line and the buyer the new time by text', async () => {
    await open([D2, D3], ['10:00', '14:00'], 1);
    const r = await bookOnline(D2, '10:00');
    const a = await admin();
    const res = await a.patch(`/api/admin/visits/reservations/${r.code}`, { slotId: await slotId(D3, '14:00') });
    expect(res.status).toBe(200);
    expect(res.body.reservation).toMatchObject({ code: r.code, date: D3, start: '14:00' });
    expect(await slotCounts(D2, '10:00')).toEqual({ booked: 0, remaining: 1 });
    expect(await slotCounts(D3, '14:00')).toEqual({ booked: 1, remaining: 0 });
    const lead = await leadOf(r);
    expect(lead.status).toBe('booked');
    expect(lead.history.at(-1)).toMatchObject({ kind: 'event', text: '예약 변경 (직원): 11월 22일(일) 10:00 → 11월 23일(월) 14:00', by: ADMIN_EMAIL });
    expect(lead.message.split('\n')[0]).toBe('[방문예약 11월 23일(월) 14:00, 2명]');
    const moved = (await OutboxMessage.findOne({ kind: 'visit-moved' }).lean())!;
    expect(moved.text).toContain('변경된 일시: 2026년 11월 23일(월) 14:00');
    // The old reminder is cancelled (with its reason), the new day's is queued.
    const reminders = await OutboxMessage.find({ kind: 'visit-reminder' }).sort({ createdAt: 1, _id: 1 }).lean();
    expect(reminders.map((m) => [m.state, m.cancelReason ?? null])).toEqual([
      ['cancelled', 'reservation moved'],
      ['pending', null],
    ]);
    expect(reminders[1]!.text).toContain('11월 23일(월) 14:00');
  });

  it('a move into a full slot answers 409 and leaves both slots as they were', async () => {
    await open([D2], ['10:00', '14:00'], 1);
    const r = await bookOnline(D2, '10:00');
    await bookOnline(D2, '14:00', { ...buyer, phone: '010-2222-0000' });
    const a = await admin();
    expect((await a.patch(`/api/admin/visits/reservations/${r.code}`, { slotId: await slotId(D2, '14:00') })).status).toBe(409);
    expect(await slotCounts(D2, '10:00')).toEqual({ booked: 1, remaining: 0 });
    expect(await slotCounts(D2, '14:00')).toEqual({ booked: 1, remaining: 0 });
    expect((await Reservation.findById(r._id).lean())!.start).toBe('10:00');
  });

  it('the buyer moves it from the manage link and is texted the new time', async () => {
    await open([D2, D3], ['10:00']);
    const r = await bookOnline(D2, '10:00');
    const res = await request(app).post(`/api/visits/manage/${r.token}/move`).send({ slotId: await slotId(D3, '10:00') });
    expect(res.status).toBe(200);
    expect(res.body.reservation).toMatchObject({ date: D3, start: '10:00' });
    expect((await leadOf(r)).history.at(-1)).toMatchObject({ kind: 'event', text: '예약 변경 (고객): 11월 22일(일) 10:00 → 11월 23일(월) 10:00', by: 'visitor' });
    expect(await OutboxMessage.countDocuments({ kind: 'visit-moved', to: buyer.phone })).toBe(1);
    // The phone's day moved with it: the buyer can book the first day again.
    await bookOnline(D2, '10:00');
  });
});

describe('cancelling reaches the lead', () => {
  it('a buyer cancelling puts the lead back to its status before, with "예약 취소 (고객)"', async () => {
    await open([D2], ['10:00']);
    const r = await bookOnline(D2, '10:00');
    expect((await leadOf(r)).status).toBe('booked');
    expect((await request(app).post(`/api/visits/manage/${r.token}/cancel`).send({})).status).toBe(200);
    const lead = await leadOf(r);
    expect(lead.status).toBe('new');
    expect(lead.history.at(-1)).toMatchObject({ kind: 'status', from: 'booked', to: 'new', text: '예약 취소 (고객)' });
  });

  it('staff cancelling does the same with "예약 취소 (직원)"; a lead moved on since keeps its status', async () => {
    await open([D2], ['10:00', '11:00']);
    const r = await bookOnline(D2, '10:00');
    const a = await admin();
    expect((await a.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'cancelled' })).status).toBe(200);
    expect((await leadOf(r)).history.at(-1)).toMatchObject({ kind: 'status', from: 'booked', to: 'new', text: '예약 취소 (직원)', by: ADMIN_EMAIL });

    const other = await bookOnline(D2, '11:00', { ...buyer, phone: '010-4444-5555' });
    expect((await a.patch(`/api/admin/leads/${other.leadId}`, { status: 'contacted' })).status).toBe(200);
    expect((await request(app).post(`/api/visits/manage/${other.token}/cancel`).send({})).status).toBe(200);
    const lead = await leadOf(other);
    expect(lead.status).toBe('contacted');
    expect(lead.history.at(-1)).toMatchObject({ kind: 'event', text: '예약 취소 (고객)' });
  });
});

describe('visit marks', () => {
  it("marking visited or no-show before the slot's day answers 409", async () => {
    await open([D2], ['10:00']);
    const r = await bookOnline(D2, '10:00');
    const a = await admin();
    for (const status of ['visited', 'no-show']) {
      const res = await a.patch(`/api/admin/visits/reservations/${r.code}`, { status });
      expect(res.status).toBe(409);
      expect(res.body.error).toContain('방문일(11월 22일(일)) 전에는');
    }
    expect((await Reservation.findById(r._id).lean())!.status).toBe('booked');
  });

  it('on the day a visit mark sets the lead visited, and undoing it puts both back', async () => {
    await open([D2], ['10:00']);
    const r = await bookOnline(D2, '10:00');
    clock.set(`${D2}T10:05:00+09:00`);
    const a = await admin();
    expect((await a.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'visited' })).status).toBe(200);
    expect((await leadOf(r)).status).toBe('visited');
    expect((await Reservation.findById(r._id).lean())!).toMatchObject({ status: 'visited', markedBy: ADMIN_EMAIL });
    expect((await a.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'booked' })).status).toBe(200);
    expect((await Reservation.findById(r._id).lean())!.status).toBe('booked');
    const lead = await leadOf(r);
    expect(lead.status).toBe('booked');
    expect(lead.history.at(-1)).toMatchObject({ kind: 'status', from: 'visited', to: 'booked', text: '방문 처리 취소' });
    // Nothing to undo any more.
    expect((await a.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'booked' })).status).toBe(409);
  });
});

describe('deleting a slot', () => {
  it('is refused with 409 while it holds a booking, and allowed once it holds none', async () => {
    await open([D2], ['10:00']);
    const r = await bookOnline(D2, '10:00');
    const a = await admin();
    const id = await slotId(D2, '10:00');
    const refused = await a.del(`/api/admin/visits/slots/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('예약 1팀이 있는 시간대는 삭제할 수 없습니다');
    expect(await VisitSlot.countDocuments()).toBe(1);
    expect((await a.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'cancelled' })).status).toBe(200);
    expect((await a.del(`/api/admin/visits/slots/${id}`)).status).toBe(204);
    expect(await VisitSlot.countDocuments()).toBe(0);
    expect((await a.del(`/api/admin/visits/slots/${id}`)).status).toBe(404);
  });
});

describe('the lead page shows its reservation', () => {
  it('GET /api/admin/leads/:id carries the reservation code, time, party and state', async () => {
    await open([D2], ['10:00']);
    const r = await bookOnline(D2, '10:00');
    const a = await admin();
    const res = await a.get(`/api/admin/leads/${r.leadId}`);
    expect(res.body.type).toBe('reservation');
    expect(res.body.reservation).toEqual({ code: r.code, date: D2, start: '10:00', end: '10:30', party: 2, status: 'booked', channel: 'web' });
  });
});
