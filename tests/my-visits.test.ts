/**
 * The visits a contract holder books on /my: 중도금 대출 자서 by 동 and day and the option contract, on
 * the site's slots (kind and 동 set by the desk), one per contract and kind, with the texts every booked
 * visit gets; visitors cannot see or book these slots.
 */
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { filledStamp } from './helpers/app';
import { prepareTest } from './helpers/prepared-test';
import { deskClient } from './helpers/admin';
import { signedToken } from './helpers/verification';
import { BUYER, buyerAgent, makeContract } from './helpers/my';
import { OutboxMessage } from '../server/outbox/model';
import { Reservation, VisitSlot } from '../server/visits/model';

const { clock, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000' } });

async function openLoanSlots() {
  const desk = await deskClient(app);
  for (const dong of ['101', '102']) {
    const res = await desk.post('/api/admin/visits/slots', { dates: ['2027-03-15'], times: ['10:00'], minutes: 30, capacity: 10, kind: 'loan', dong });
    expect(res.status).toBe(201);
  }
  expect((await desk.post('/api/admin/visits/slots', { dates: ['2027-03-16'], times: ['14:00'], minutes: 60, capacity: 10, kind: 'options' })).status).toBe(201);
  const slot = async (dong: string) => String((await VisitSlot.findOne({ kind: 'loan', dong }).lean())!._id);
  return { s101: await slot('101'), s102: await slot('102'), options: String((await VisitSlot.findOne({ kind: 'options' }).lean())!._id) };
}

describe('a 중도금 대출 자서 visit', () => {
  it('is booked by the contract holder on a slot of their 동, once, with the confirmation and the reminder texts', async () => {
    const id = await makeContract(clock.now());
    const { s101, s102 } = await openLoanSlots();
    const agent = await buyerAgent(app, clock.now());

    const list = await agent.get(`/api/my/contracts/${id}/visits`);
    expect(list.status).toBe(200);
    const loan = list.body.kinds.find((k: { kind: string }) => k.kind === 'loan');
    expect(loan.label).toBe('중도금 대출 자서');
    expect(loan.booking).toBeNull();
    expect(loan.days).toEqual([{ date: '2027-03-15', slots: [expect.objectContaining({ id: s101, start: '10:00' })] }]);

    const other = await agent.post(`/api/my/contracts/${id}/visits`).send({ slotId: s102 });
    expect(other.status).toBe(409);
    expect(other.body.error).toContain('102동 계약자분들의 일정입니다');

    const booked = await agent.post(`/api/my/contracts/${id}/visits`).send({ slotId: s101 });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ kind: 'loan', label: '중도금 대출 자서', date: '2027-03-15', start: '10:00', status: 'booked' });
    const r = (await Reservation.findOne({ kind: 'loan' }).lean())!;
    expect(String(r.contractId)).toBe(id);
    expect(r.phone).toBe(BUYER.phone);
    expect(r.name).toBe(BUYER.name);

    const texts = await OutboxMessage.find({ to: BUYER.phone }).sort({ createdAt: 1 }).lean();
    const confirmed = texts.find((t) => t.kind === 'visit-confirmed')!;
    expect(confirmed.text).toContain('중도금 대출 자서 방문 예약이 확정되었습니다.');
    expect(confirmed.text).toContain('/my');
    const reminder = texts.find((t) => t.kind === 'visit-reminder')!;
    expect(reminder.text).toContain('내일 중도금 대출 자서 방문 예약을 안내해 드립니다.');
    expect(reminder.nextAttemptAt.toISOString()).toBe(new Date('2027-03-14T10:00:00+09:00').toISOString());

    const again = await agent.post(`/api/my/contracts/${id}/visits`).send({ slotId: s101 });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('이미 중도금 대출 자서 방문을 예약하셨습니다 (3월 15일(월) 10:00). 바꾸시려면 예약을 취소한 뒤 다시 예약해 주세요.');
    expect((await agent.get(`/api/my/contracts/${id}/visits`)).body.kinds.find((k: { kind: string }) => k.kind === 'loan').booking).toMatchObject({ date: '2027-03-15', start: '10:00' });
  });

  it('the option contract visit is its own kind: one of each per contract', async () => {
    const id = await makeContract(clock.now());
    const { s101, options } = await openLoanSlots();
    const agent = await buyerAgent(app, clock.now());
    expect((await agent.post(`/api/my/contracts/${id}/visits`).send({ slotId: s101 })).status).toBe(201);
    expect((await agent.post(`/api/my/contracts/${id}/visits`).send({ slotId: options })).status).toBe(201);
    expect(await Reservation.countDocuments({ contractId: id })).toBe(2);
  });

  it('is neither listed nor bookable on the public visit form', async () => {
    const { s101 } = await openLoanSlots();
    expect((await request(app).get('/api/visits/slots?kind=loan')).status).toBe(400);
    const slots = (await request(app).get('/api/visits/slots?from=2027-03-15&days=3')).body.days;
    expect(slots).toEqual([]);
    const res = await request(app)
      .post('/api/visits')
      .send({ slotId: s101, party: 1, name: BUYER.name, phone: BUYER.phone, consent: true, verificationToken: signedToken(BUYER.phone, clock.now()), renderedAt: filledStamp(clock.now()) });
    expect(res.status).toBe(403);
    expect(await Reservation.countDocuments({})).toBe(0);
  });
});
