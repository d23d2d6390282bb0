/**
 * 잔여세대 and contract visits: a contract visit is tied to the unit it was booked for. Marking it
 * done contracts that unit only, undoing the mark undoes the step, cancelling it gives the unit back
 * (decision 0028), and the unit's history names who did each step.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { html, testApp, testDb } from './helpers/app';
import { createAccount, signedInAs } from './helpers/admin';
import { buyers, freshDesk, offerUnits, queueAndHold, saveSale, uploadUnits, type Desk } from './helpers/units';
import { testClock } from './helpers/consent';
import { Unit, UnitHold } from '../server/units/model';
import { sweepHolds } from '../server/units/holds';
import { Reservation, VisitSlot } from '../server/visits/model';
import { UNIT_MESSAGES } from '../shared/units';

const clock = testClock('2026-12-01T09:50:00+09:00');
const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000' }, { now: clock.now });
const OPENS = '2026-12-01T10:00:00+09:00';
const VISIT_DAY = '2026-12-03T10:30:00+09:00';
const LIST = ['동,호,주택형', '101,1201,84A', '101,1202,84A', '101,1203,84A'].join('\n');
const ADMIN = 'press-admin@example.com';

let desk: Desk;
let A: string, B: string, C: string;
let slots: string[];

beforeAll(() => testDb());
beforeEach(async () => {
  desk = await freshDesk(app, clock, '2026-12-01T09:50:00+09:00');
  [A, B, C] = (await uploadUnits(desk, LIST)) as [string, string, string];
  await offerUnits(desk, [A, B]); // C stays 공급 전
  await saveSale(desk, { opensAt: OPENS, admitPerMinute: 100 });
  expect((await desk.post('/api/admin/visits/slots', { dates: ['2026-12-03'], times: ['10:00', '11:00'], minutes: 30, capacity: 5, kind: 'contract' })).status).toBe(201);
  slots = (await VisitSlot.find({ kind: 'contract' }).sort({ start: 1 }).lean()).map((s) => String(s._id));
  clock.set(OPENS);
});

const { phoneOf, person } = buyers(clock, { name: '계약자', series: 9, base: 5000 });
async function hold(unit: string, i: number) {
  expect((await queueAndHold(app, unit, person(i))).status).toBe(201);
}
const book = async (i: number, slot = slots[0]!) => {
  const res = await request(app).post('/api/visits').send({ slotId: slot, ...person(i), party: 1, consent: true });
  expect(res.status).toBe(201);
  return (await Reservation.findOne({ phone: phoneOf(i), status: 'booked' }).lean())!;
};
const unit = async (id: string) => (await Unit.findById(id).lean())!;
const last = async (id: string) => {
  const h = (await unit(id)).history.at(-1)!;
  return { from: h.from, to: h.to, by: h.by };
};

describe('a contract visit is tied to its unit', () => {
  it("a counselor marking the visit done after the buyer's first unit was released contracts nothing else", async () => {
    await hold(A, 1);
    const r = await book(1);
    expect(String(r.unitId)).toBe(A);
    expect((await unit(A)).state).toBe('pending');
    // The desk releases the first unit; the same buyer then holds another.
    expect((await desk.post(`/api/admin/units/${A}/release`, { reason: '계약 포기 의사' })).status).toBe(200);
    clock.advance(60_000);
    await hold(B, 1);
    clock.set(VISIT_DAY);
    await createAccount('counselor@example.com', 'counselor');
    const counselor = await signedInAs(app, 'counselor@example.com');
    const marked = await counselor.agent.patch(`/api/admin/visits/reservations/${r.code}`).set('X-CSRF-Token', counselor.csrfToken).send({ status: 'visited' });
    expect(marked.status).toBe(200);
    expect((await unit(A)).state).toBe('available');
    expect((await unit(B)).state).toBe('held');
    expect(await Unit.countDocuments({ state: 'contracted' })).toBe(0);
  });

  it('marking the visit done contracts its unit, and undoing the mark puts it back to 계약대기, each step by the desk account', async () => {
    await hold(A, 1);
    const r = await book(1);
    expect(await last(A)).toEqual({ from: 'held', to: 'pending', by: 'visitor' });
    clock.set(VISIT_DAY);
    expect((await desk.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'visited' })).status).toBe(200);
    expect(await last(A)).toEqual({ from: 'pending', to: 'contracted', by: ADMIN });
    expect((await desk.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'booked' })).status).toBe(200);
    expect((await unit(A)).state).toBe('pending');
    expect(await last(A)).toEqual({ from: 'contracted', to: 'pending', by: ADMIN });
    // The hold stays with the unit throughout: the phone still cannot take a second one.
    expect(await UnitHold.countDocuments({ phone: phoneOf(1), active: true })).toBe(1);
  });

  it("a desk booking for a winner names the desk account in the unit's history", async () => {
    await desk.post('/api/admin/winners', { csv: `이름,연락처,주택형,동,호,구분\n김당첨,${phoneOf(7)},84A,101,1203,당첨` });
    const res = await desk.post('/api/admin/visits/reservations', { slotId: slots[0], name: '김당첨', phone: phoneOf(7), party: 1, channel: 'phone' });
    expect(res.status).toBe(201);
    expect(await last(C)).toEqual({ from: 'unreleased', to: 'pending', by: ADMIN });
  });
});

describe('cancelling or moving a contract visit', () => {
  it("the buyer's own cancel before the hold's end: the unit is held again until that end, then the sweep returns it and frees the phone", async () => {
    await hold(A, 1);
    const expiresAt = (await unit(A)).hold!.expiresAt!.toISOString();
    clock.advance(60_000);
    const r = await book(1);
    clock.advance(3 * 60_000);
    expect((await request(app).post(`/api/visits/manage/${r.token}/cancel`).send({})).status).toBe(200);
    const back = await unit(A);
    expect(back.state).toBe('held');
    expect(back.hold!.expiresAt!.toISOString()).toBe(expiresAt);
    expect(await last(A)).toEqual({ from: 'pending', to: 'held', by: 'visitor' });
    // The desk sees the hold and its end on the board.
    const board = (await desk.get('/api/admin/units')).body.items.find((u: { id: string }) => u.id === A);
    expect(board.hold.expiresAt).toBe(expiresAt);
    clock.advance(10 * 60_000);
    expect(await sweepHolds(clock.now())).toEqual({ released: 1 });
    expect((await unit(A)).state).toBe('available');
    expect(await UnitHold.countDocuments({ phone: phoneOf(1), active: true })).toBe(0);
  });

  it("the desk's cancel after the hold's end: the unit goes back to 잔여 at once and the phone is free", async () => {
    await hold(A, 1);
    const r = await book(1);
    clock.advance(60 * 60_000);
    expect((await desk.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'cancelled' })).status).toBe(200);
    expect((await unit(A)).state).toBe('available');
    expect((await unit(A)).hold).toBeUndefined();
    expect(await last(A)).toEqual({ from: 'pending', to: 'available', by: ADMIN });
    expect(await UnitHold.countDocuments({ phone: phoneOf(1), active: true })).toBe(0);
  });

  it("a winner's cancelled contract visit returns the unit to the state it had before the booking", async () => {
    await desk.post('/api/admin/winners', { csv: `이름,연락처,주택형,동,호,구분\n계약자7,${phoneOf(7)},84A,101,1203,당첨` });
    await desk.patch(`/api/admin/units/${C}`, { state: 'reserved', reason: '당첨자 계약 대기' });
    const r = await book(7);
    expect((await unit(C)).state).toBe('pending');
    expect((await request(app).post(`/api/visits/manage/${r.token}/cancel`).send({})).status).toBe(200);
    expect((await unit(C)).state).toBe('reserved');
    expect(await last(C)).toEqual({ from: 'pending', to: 'reserved', by: 'visitor' });
  });

  it('a moved contract visit keeps its unit in 계약대기, and marking it done at the new time contracts that unit', async () => {
    await hold(A, 1);
    const r = await book(1);
    expect((await desk.patch(`/api/admin/visits/reservations/${r.code}`, { slotId: slots[1] })).status).toBe(200);
    expect((await unit(A)).state).toBe('pending');
    clock.set('2026-12-03T11:30:00+09:00');
    expect((await desk.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'visited' })).status).toBe(200);
    expect((await unit(A)).state).toBe('contracted');
  });
});

describe('a hold the desk confirmed (홀드 확인 → 계약대기)', () => {
  it("the buyer's contract visit takes the unit: marking it done contracts it, undoing the mark puts it back", async () => {
    await hold(A, 1);
    expect((await desk.post(`/api/admin/units/${A}/confirm`, {})).status).toBe(200);
    const r = await book(1);
    expect(String(r.unitId)).toBe(A);
    expect(await last(A)).toEqual({ from: 'pending', to: 'pending', by: 'visitor' });
    clock.set(VISIT_DAY);
    expect((await desk.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'visited' })).status).toBe(200);
    expect(await last(A)).toEqual({ from: 'pending', to: 'contracted', by: ADMIN });
    expect((await desk.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'booked' })).status).toBe(200);
    expect((await unit(A)).state).toBe('pending');
  });

  it("its contract visit cancelled after the hold's end: the unit goes back to 잔여 and the phone may choose another", async () => {
    await hold(A, 1);
    expect((await desk.post(`/api/admin/units/${A}/confirm`, {})).status).toBe(200);
    const r = await book(1);
    clock.advance(11 * 60_000);
    expect((await request(app).post(`/api/visits/manage/${r.token}/cancel`).send({})).status).toBe(200);
    expect((await unit(A)).state).toBe('available');
    expect(await UnitHold.countDocuments({ phone: phoneOf(1), active: true })).toBe(0);
    await hold(B, 1);
    expect((await unit(B)).hold?.phone).toBe(phoneOf(1));
  });

  it('without a contract visit past the hold\'s end, the board shows it as needing action until a visit is booked', async () => {
    await hold(A, 1);
    await hold(B, 2);
    for (const id of [A, B]) expect((await desk.post(`/api/admin/units/${id}/confirm`, {})).status).toBe(200);
    await book(2);
    const needing = async () => ((await desk.get('/api/admin/units')).body.items as { id: string; needsAction?: string }[]).filter((u) => u.needsAction);
    expect(await needing()).toEqual([]); // the hold's time is not over yet
    clock.advance(11 * 60_000);
    // The sweep leaves the desk's 계약대기 alone: the desk decides, and the board says so.
    await sweepHolds(clock.now());
    expect((await unit(A)).state).toBe('pending');
    const flagged = await needing();
    expect(flagged.map((u) => u.id)).toEqual([A]);
    expect(flagged[0]!.needsAction).toBe(UNIT_MESSAGES.lapsedWithoutVisit);
    expect((await desk.get('/api/admin/units')).body.needsAction).toBe(1);
    // The board page says it before any script runs: which unit, whose, and what to do.
    const page = html((await desk.get('/admin/units')).text);
    const region = page.querySelector('[aria-labelledby="u-attention-title"]')!;
    expect(region.querySelector('h3')!.text).toBe('조치가 필요한 세대 1곳');
    expect(region.text).toContain(UNIT_MESSAGES.lapsedWithoutVisit);
    expect(region.querySelector('li')!.text).toBe('101동 1201호 · 계약자1');
    // The buyer (still holding it) books the visit: the unit awaits that visit and needs nothing more.
    await book(1);
    expect(await needing()).toEqual([]);
  });
});
