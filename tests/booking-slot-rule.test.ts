/**
 * A booking moves only to a slot of its own kind, and a contract's 사전점검 or 입주 only within its 동
 * and line; winners' slots stay for listed winners. One rule (server/visits/slot-fit.ts), tried here
 * from each door: the manage link, /my and the visits desk. A refused move leaves both slots as they were.
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import request from 'supertest';
import { createAdmin, deskClient } from './helpers/admin';
import { buyerAgent, makeContract } from './helpers/my';
import { Reservation, VisitSlot } from '../server/visits/model';

const { clock, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000', PHONE_VERIFICATION: 'off' }, owner: false });

type Desk = Awaited<ReturnType<typeof deskClient>>;

/** Every kind of slot on 2027-03-10: model-house visits, a winners' 계약, 사전점검 of 101 and 102동, 입주 of two 101동 lines. */
async function openEverything(): Promise<{ desk: Desk; slot: Record<string, string> }> {
  await createAdmin();
  const desk = await deskClient(app);
  const open = async (body: object) => expect((await desk.post('/api/admin/visits/slots', { dates: ['2027-03-10'], capacity: 5, ...body })).status).toBe(201);
  await open({ times: ['10:00', '11:00'], minutes: 60 });
  await open({ times: ['10:00'], minutes: 60, kind: 'contract' });
  await open({ times: ['10:00', '13:00'], minutes: 180, kind: 'inspection', dong: '101' });
  await open({ times: ['10:00'], minutes: 180, kind: 'inspection', dong: '102' });
  await open({ kind: 'movein', line: '101동 1·2호 라인' });
  await open({ kind: 'movein', line: '101동 3·4호 라인' });
  const id = async (filter: object) => String((await VisitSlot.findOne(filter).lean())!._id);
  return {
    desk,
    slot: {
      visit: await id({ kind: 'visit', start: '10:00' }),
      visit11: await id({ kind: 'visit', start: '11:00' }),
      winners: await id({ kind: 'contract' }),
      insp101: await id({ kind: 'inspection', dong: '101', start: '10:00' }),
      insp101late: await id({ kind: 'inspection', dong: '101', start: '13:00' }),
      insp102: await id({ kind: 'inspection', dong: '102' }),
      line12: await id({ kind: 'movein', line: '101동 1·2호 라인', start: '09:00' }),
      line34: await id({ kind: 'movein', line: '101동 3·4호 라인', start: '09:00' }),
    },
  };
}

const counts = async (id: string) => {
  const s = (await VisitSlot.findById(id).lean())!;
  return { booked: s.booked, remaining: s.remaining };
};

/** A model-house visit booked on the site with the visitor's own phone (no contract). */
async function visitBooked(slotId: string) {
  const res = await request(app).post('/api/visits').send({ name: '홍길동', phone: '010-1234-5678', consent: true, slotId, party: 2 });
  expect(res.status).toBe(201);
  return (await Reservation.findOne({ code: res.body.reservation.code }).lean())!;
}

/** 101동 1203호's 사전점검, booked on /my. */
async function inspectionBooked(slotId: string) {
  const contractId = await makeContract(clock.now());
  const agent = await buyerAgent(app, clock.now());
  const res = await agent.post('/api/my/bookings').send({ contractId, slotId, party: 2 });
  expect(res.status).toBe(201);
  return { agent, contractId, r: (await Reservation.findOne({ code: res.body.code }).lean())! };
}

describe('the manage link', () => {
  it("a model-house visit cannot be moved into a 사전점검, 입주 or winners' slot: 409 saying why, both slots unchanged", async () => {
    const { slot } = await openEverything();
    const r = await visitBooked(slot.visit!);
    for (const target of [slot.insp101!, slot.insp102!, slot.line12!, slot.winners!]) {
      const res = await request(app).post(`/api/visits/manage/${r.token}/move`).send({ slotId: target });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('견본주택 방문 예약은 견본주택 방문 일정으로만 옮기실 수 있습니다. 다른 일정이 필요하시면 새로 예약해 주세요.');
      expect(await counts(target)).toEqual({ booked: 0, remaining: 5 });
    }
    expect(await counts(slot.visit!)).toEqual({ booked: 1, remaining: 4 });
    // Its own kind still moves.
    expect((await request(app).post(`/api/visits/manage/${r.token}/move`).send({ slotId: slot.visit11 })).status).toBe(200);
  });

  it("a contract's 사전점검 moves from its manage link only within its 동", async () => {
    const { slot } = await openEverything();
    const { r } = await inspectionBooked(slot.insp101!);
    const other = await request(app).post(`/api/visits/manage/${r.token}/move`).send({ slotId: slot.insp102 });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('102동 계약자분들의 일정입니다. 101동 일정에서 선택해 주세요.');
    expect((await request(app).post(`/api/visits/manage/${r.token}/move`).send({ slotId: slot.line12 })).status).toBe(409);
    expect(await counts(slot.insp102!)).toEqual({ booked: 0, remaining: 5 });
    expect((await request(app).post(`/api/visits/manage/${r.token}/move`).send({ slotId: slot.insp101late })).status).toBe(200);
  });
});

describe('the manage page', () => {
  it("offers a booking only times of its own kind: a model-house visit other model-house times, a contract's 사전점검 none (the office's phone instead)", async () => {
    const { slot } = await openEverything();
    const { r } = await inspectionBooked(slot.insp101!);
    const page = await request(app).get(`/reservation/${r.token}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('예약 시간 변경하기');
    expect(page.text).not.toContain(slot.visit!);
    expect(page.text).toContain('시간 변경 문의');

    const v = await visitBooked(slot.visit!);
    const own = await request(app).get(`/reservation/${v.token}`);
    expect(own.text).toContain(`value="${slot.visit11}"`);
    for (const other of [slot.winners!, slot.insp101!, slot.line12!]) expect(own.text).not.toContain(other);
  });
});

describe('/my', () => {
  it('a 사전점검 moves to another time of its 동, never to another 동 or to 입주', async () => {
    const { slot } = await openEverything();
    const { agent, contractId, r } = await inspectionBooked(slot.insp101!);
    const other = await agent.patch(`/api/my/bookings/${r.code}`).send({ contractId, slotId: slot.insp102 });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('102동 계약자분들의 일정입니다. 101동 일정에서 선택해 주세요.');
    const movein = await agent.patch(`/api/my/bookings/${r.code}`).send({ contractId, slotId: slot.line12 });
    expect(movein.status).toBe(409);
    expect(movein.body.error).toBe('사전점검 예약은 사전점검 일정으로만 옮기실 수 있습니다. 다른 일정이 필요하시면 새로 예약해 주세요.');
    expect(await counts(slot.line12!)).toEqual({ booked: 0, remaining: 5 });
    expect((await agent.patch(`/api/my/bookings/${r.code}`).send({ contractId, slotId: slot.insp101late })).status).toBe(200);
    expect(await counts(slot.insp101!)).toEqual({ booked: 0, remaining: 5 });
  });
});

describe('the visits desk', () => {
  it("staff cannot move a 사전점검 into 입주 or another 동, nor a model-house visit into a winners' slot", async () => {
    const { desk, slot } = await openEverything();
    const { r } = await inspectionBooked(slot.insp101!);
    const v = await visitBooked(slot.visit!);
    const move = (code: string, slotId: string) => desk.patch(`/api/admin/visits/reservations/${code}`, { slotId });

    const toMoveIn = await move(r.code, slot.line12!);
    expect(toMoveIn.status).toBe(409);
    expect(toMoveIn.body.error).toBe('사전점검 예약은 사전점검 일정으로만 옮기실 수 있습니다. 다른 일정이 필요하시면 새로 예약해 주세요.');
    expect((await move(r.code, slot.insp102!)).status).toBe(409);
    expect((await move(v.code, slot.winners!)).status).toBe(409);
    expect((await move(v.code, slot.insp101!)).status).toBe(409);
    for (const id of [slot.line12!, slot.insp102!, slot.winners!]) expect(await counts(id)).toEqual({ booked: 0, remaining: 5 });
    expect(await counts(slot.insp101!)).toEqual({ booked: 1, remaining: 4 });
    // Within the rule the desk moves as before.
    expect((await move(r.code, slot.insp101late!)).status).toBe(200);
    expect((await move(v.code, slot.visit11!)).status).toBe(200);
  });

  it('an 입주 booking moves only to its own line', async () => {
    const { desk, slot } = await openEverything();
    const contractId = await makeContract(clock.now());
    // 입주 needs 잔금 on /my; the desk's exception lets this one book.
    expect((await desk.post(`/api/admin/movein/contracts/${contractId}/exception`, { reason: '잔금 대출 실행 확인' })).status).toBe(201);
    const agent = await buyerAgent(app, clock.now());
    // 1203호 is on the 3·4호 line.
    const booked = await agent.post('/api/my/bookings').send({ contractId, slotId: slot.line34 });
    expect(booked.status).toBe(201);
    const res = await desk.patch(`/api/admin/visits/reservations/${booked.body.code}`, { slotId: slot.line12 });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('101동 1·2호 라인 세대의 일정입니다. 계약하신 세대의 라인 일정에서 선택해 주세요.');
    expect(await counts(slot.line12!)).toEqual({ booked: 0, remaining: 5 });
  });
});
