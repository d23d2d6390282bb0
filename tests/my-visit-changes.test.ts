/**
 * A contract holder changes or cancels their 옵션 계약 visit on /my, as they do a 사전점검 (issue 58): the
 * place moves to the new slot (the old one is given back), the holder is texted, and no one reaches
 * another contract's booking or moves it to another kind's slot.
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import { deskClient } from './helpers/admin';
import { buyerAgent, makeContract } from './helpers/my';
import { Reservation, VisitSlot } from '../server/visits/model';

const { clock, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000' } });

async function openSlots() {
  const desk = await deskClient(app);
  expect((await desk.post('/api/admin/visits/slots', { dates: ['2027-03-16', '2027-03-17'], times: ['14:00'], minutes: 60, capacity: 10, kind: 'options' })).status).toBe(201);
  expect((await desk.post('/api/admin/visits/slots', { dates: ['2027-03-18'], times: ['10:00'], minutes: 30, capacity: 10, kind: 'loan' })).status).toBe(201);
  const id = async (kind: 'options' | 'loan', date: string) => String((await VisitSlot.findOne({ kind, date }).lean())!._id);
  return { first: await id('options', '2027-03-16'), second: await id('options', '2027-03-17'), loan: await id('loan', '2027-03-18') };
}

describe('an 옵션 계약 visit on /my', () => {
  it('is moved by its holder to another 옵션 계약 time: the new place is taken, the old given back', async () => {
    const id = await makeContract(clock.now());
    const { first, second, loan } = await openSlots();
    const agent = await buyerAgent(app, clock.now());
    const booked = await agent.post(`/api/my/contracts/${id}/visits`).send({ slotId: first });
    expect(booked.status).toBe(201);

    const wrongKind = await agent.patch(`/api/my/contracts/${id}/visits/${booked.body.code}`).send({ slotId: loan });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error).toBe('바꾸실 시간을 다시 선택해 주세요.');

    const moved = await agent.patch(`/api/my/contracts/${id}/visits/${booked.body.code}`).send({ slotId: second });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ label: '옵션 계약', code: booked.body.code, date: '2027-03-17', start: '14:00', status: 'booked' });
    expect((await VisitSlot.findById(first).lean())!.remaining).toBe(10);
    expect((await VisitSlot.findById(second).lean())!.remaining).toBe(9);
    const list = await agent.get(`/api/my/contracts/${id}/visits`);
    expect(list.body.kinds.find((k: { kind: string }) => k.kind === 'options').booking).toMatchObject({ date: '2027-03-17', start: '14:00' });
  });

  it('is cancelled by its holder, and a new time can then be booked', async () => {
    const id = await makeContract(clock.now());
    const { first, second } = await openSlots();
    const agent = await buyerAgent(app, clock.now());
    const booked = await agent.post(`/api/my/contracts/${id}/visits`).send({ slotId: first });
    expect((await agent.delete(`/api/my/contracts/${id}/visits/${booked.body.code}`)).status).toBe(204);
    expect((await Reservation.findOne({ code: booked.body.code }).lean())!.status).toBe('cancelled');
    expect((await VisitSlot.findById(first).lean())!.remaining).toBe(10);
    expect((await agent.post(`/api/my/contracts/${id}/visits`).send({ slotId: second })).status).toBe(201);
  });

  it('another contract’s booking is not found (404) and stays as it was', async () => {
    const mine = await makeContract(clock.now());
    const theirs = await makeContract(clock.now(), { ho: '1502', holders: [{ name: '이호수', phone: '010-5555-6666' }] });
    const { first, second } = await openSlots();
    const them = await buyerAgent(app, clock.now(), { phone: '010-5555-6666', dong: '101', ho: '1502' });
    const their = await them.post(`/api/my/contracts/${theirs}/visits`).send({ slotId: first });
    expect(their.status).toBe(201);
    const me = await buyerAgent(app, clock.now());
    expect((await me.patch(`/api/my/contracts/${mine}/visits/${their.body.code}`).send({ slotId: second })).status).toBe(404);
    expect((await me.delete(`/api/my/contracts/${mine}/visits/${their.body.code}`)).status).toBe(404);
    expect((await Reservation.findOne({ code: their.body.code }).lean())).toMatchObject({ status: 'booked', date: '2027-03-16' });
  });
});
