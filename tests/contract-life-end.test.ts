/**
 * A 해약 ends the contract everywhere (issue 64, items 1–4). After the desk records it, the former
 * holder's /my shows it ended (the day, what was paid, the 위약금 kept, the refund due) and owes
 * nothing; nothing can be booked, changed or filed on it; its bookings are cancelled and their places
 * given back, its queued texts withdrawn, its open defects closed, its 입주증 void. The desk can no
 * longer reprice it or link deposits to it, a later deposit waits apart, the list counts it apart,
 * refunds are recorded up to what is due, and the unit goes back to the board as 보류 (해약).
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import { deskClient } from './helpers/admin';
import { BUYER, buyerAgent, makeContract } from './helpers/my';
import { uploadUnits } from './helpers/units';
import { Contract } from '../server/contracts/model';
import { Reservation, VisitSlot } from '../server/visits/model';
import { Defect } from '../server/defects/model';
import { Unit } from '../server/units/model';
import { OutboxMessage } from '../server/outbox/model';
import { PAYMENT_REMINDER_KIND } from '../server/contracts/payment-reminders';
import { LIFE_MESSAGES } from '../shared/contract-life';
import type { AdminContractDetail, AdminContractList } from '../shared/contract-ledger';
import type { DepositImportResult } from '../shared/deposits';

const { clock, outbox, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', env: { LEAD_RATE_LIMIT: '1000' } });

const ACCOUNT = '신한은행 562-100-145501';
const LEDGER = ['동,호,계약자,연락처,계약일,분양가,가상계좌', `101,1203,${BUYER.name},${BUYER.phone},2027-01-05,538670000,562-100-145501`, '101,1502,박도윤,010-2222-3333,2027-01-06,538670000,562-100-150201'].join('\n');
const deposits = (...rows: string[]) => ['거래일,입금자,계좌,금액', ...rows].join('\r\n') + '\r\n';
const ENDED = LIFE_MESSAGES.ended('2027-03-02');

describe('a 해약 ends the contract everywhere', () => {
  it('for the former holder: shown ended with its money and nothing owed; no booking, option, visit or defect; bookings, texts and defects follow', async () => {
    const desk = await deskClient(app);
    await uploadUnits(desk, ['동,호,주택형', '101,1203,84A', '101,1502,84A'].join('\n'));
    expect((await desk.post('/api/admin/contracts/import', { csv: LEDGER })).status).toBe(201);
    const id = String((await Contract.findOne({ unitKey: '101-1203' }).lean())!._id);
    // The 계약금 paid from the bank's statement, before the 해약.
    const paidIn = (await desk.post('/api/admin/contracts/deposits', { csv: deposits(`2027-01-05,${BUYER.name},${ACCOUNT},"26,933,000"`) })).body as DepositImportResult;
    expect(paidIn.matched).toBe(1);
    // The board followed the import: 계약완료.
    expect((await Unit.findOne({ dong: '101', ho: '1203' }).lean())!.state).toBe('contracted');

    expect((await desk.post('/api/admin/visits/slots', { dates: ['2027-03-10'], times: ['10:00', '13:00'], minutes: 180, capacity: 2, kind: 'inspection', dong: '101' })).status).toBe(201);
    const [ten, one] = (await VisitSlot.find({ kind: 'inspection' }).sort({ start: 1 }).lean()).map((s) => String(s._id));
    const holder = await buyerAgent(app, clock.now());
    const booked = await holder.post('/api/my/bookings').send({ contractId: id, slotId: ten, party: 2 });
    expect(booked.status).toBe(201);
    expect((await VisitSlot.findById(ten).lean())!.remaining).toBe(1);
    const filed = await holder.post('/api/my/defects').field('contractId', id).field('room', '거실').field('kind', '도배').field('text', '거실 창 쪽 벽지가 들떠 있습니다.');
    expect(filed.status).toBe(201);
    // A payment reminder waiting for tomorrow morning.
    const reminder = await outbox.enqueue({ key: `${PAYMENT_REMINDER_KIND}:${id}:test`, kind: PAYMENT_REMINDER_KIND, channel: 'sms', to: BUYER.phone, text: '[더 해온] 중도금 납부 안내', notBefore: new Date('2027-03-04T10:00:00+09:00'), group: `contract:${id}` });
    expect(reminder.created).toBe(true);

    const cancelled = await desk.post(`/api/admin/contracts/${id}/cancel`, { on: '2027-03-02', reason: '계약자 요청에 따른 합의 해약', penalty: 10_000_000 });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ cancelledOn: '2027-03-02', penalty: 10_000_000, ended: { paid: 26_933_000, penalty: 10_000_000, refundDue: 16_933_000 } });

    // /my: the 해약 day, what was paid, the 위약금 kept, the refund due; nothing owed.
    const view = await holder.get(`/api/my/contracts/${id}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ payNow: 0, overdue: 0, outstanding: 0, ended: { on: '2027-03-02', paid: 26_933_000, penalty: 10_000_000, refunded: 0, refundDue: 16_933_000 } });

    // Nothing is made or changed on it, in Korean.
    const refused = [
      await holder.post('/api/my/bookings').send({ contractId: id, slotId: one, party: 1 }),
      await holder.patch(`/api/my/bookings/${booked.body.code as string}`).send({ contractId: id, slotId: one }),
      await holder.delete(`/api/my/bookings/${booked.body.code as string}?contractId=${id}`),
      await holder.post(`/api/my/contracts/${id}/visits`).send({ slotId: one }),
      await holder.post(`/api/my/contracts/${id}/options`).send({ optionIds: [] }),
      await holder.post('/api/my/defects').field('contractId', id).field('room', '욕실').field('kind', '타일').field('text', '욕실 타일이 깨져 있습니다.'),
    ];
    for (const [i, res] of refused.entries()) {
      expect(res.status, `refusal ${i}`).toBe(409);
      expect(res.body.error).toBe(ENDED);
    }

    // Its booking cancelled and the place given back; the waiting text withdrawn; its defect closed.
    expect((await Reservation.findOne({ code: booked.body.code }).lean())!.status).toBe('cancelled');
    expect((await VisitSlot.findById(ten).lean())!.remaining).toBe(2);
    expect((await OutboxMessage.findById(reminder.id).lean())!.state).toBe('cancelled');
    expect((await Defect.findById(filed.body.id).lean())!.closed).toBe(true);

    // The desk: no 분양가 변경, no deposit link; a later deposit to its account waits apart.
    const reprice = await desk.post(`/api/admin/contracts/${id}/price`, { price: 540_000_000 });
    expect(reprice.status).toBe(409);
    expect(reprice.body.error).toBe(LIFE_MESSAGES.endedDesk('2027-03-02'));
    const later = (await desk.post('/api/admin/contracts/deposits', { csv: deposits(`2027-03-03,${BUYER.name},${ACCOUNT},"1,000,000"`) })).body as DepositImportResult;
    expect(later.matched).toBe(0);
    expect(later.unmatched).toHaveLength(1);
    const waiting = later.unmatched[0]!.id;
    const link = await desk.post(`/api/admin/contracts/deposits/${waiting}/match`, { contractId: id });
    expect(link.status).toBe(409);
    expect(link.body.error).toBe(LIFE_MESSAGES.endedDesk('2027-03-02'));
    expect((await Contract.findById(id).lean())!.instalments.reduce((s, i) => s + i.paid, 0)).toBe(26_933_000);

    // The list counts the live contract and the ended one apart.
    const list = (await desk.get('/api/admin/contracts')).body as AdminContractList;
    expect(list).toMatchObject({ total: 2, live: 1, ended: 1 });

    // The unit is back on the board as 보류, its reason the 해약.
    const unit = (await Unit.findOne({ dong: '101', ho: '1203' }).lean())!;
    expect(unit.state).toBe('reserved');
    expect(unit.history.at(-1)!.reason).toContain('해약');
  });

  it('refunds: recorded up to what is due (201), more refused in words; the history reads 위약금 and 환불; /my shows the refund made', async () => {
    const id = await makeContract(clock.now());
    const desk = await deskClient(app);
    expect((await desk.post(`/api/admin/contracts/${id}/refunds`, { amount: 1_000_000, on: '2027-03-03', reference: 'TX-1' })).status).toBe(409);
    expect((await desk.post(`/api/admin/contracts/${id}/cancel`, { on: '2027-03-02', reason: '중도금 미납 해약', penalty: 10_000_000 })).status).toBe(200);

    const over = await desk.post(`/api/admin/contracts/${id}/refunds`, { amount: 20_000_000, on: '2027-03-03', reference: 'TX-20270303-1' });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(LIFE_MESSAGES.refundOver(16_933_000));
    const made = await desk.post(`/api/admin/contracts/${id}/refunds`, { amount: 6_933_000, on: '2027-03-03', reference: 'TX-20270303-1' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ paid: 26_933_000, penalty: 10_000_000, refunded: 6_933_000, refundDue: 10_000_000 });
    const rest = await desk.post(`/api/admin/contracts/${id}/refunds`, { amount: 10_000_001, on: '2027-03-03', reference: 'TX-20270303-2' });
    expect(rest.status).toBe(409);

    const detail = (await desk.get(`/api/admin/contracts/${id}`)).body as AdminContractDetail;
    expect(detail.ended).toMatchObject({ refunded: 6_933_000, refundDue: 10_000_000, refunds: [{ amount: 6_933_000, on: '2027-03-03', reference: 'TX-20270303-1' }] });
    const words = detail.history.map((h) => [h.what, ...h.lines].join(' ')).join('\n');
    expect(words).toContain('위약금');
    expect(words).toContain('해약 환불 (2027-03-03, 참조번호 TX-20270303-1)');

    // Ten desks recording at once: every refund answered 201 is kept, and none goes past what is due.
    const many = await Promise.all(Array.from({ length: 10 }, (_, i) => desk.post(`/api/admin/contracts/${id}/refunds`, { amount: 2_000_000, on: '2027-03-03', reference: `TX-BATCH-${i}` })));
    for (const r of many) expect([201, 409]).toContain(r.status);
    const kept = (await Contract.findById(id).lean())!.cancellation!.refunds!;
    expect(kept).toHaveLength(1 + many.filter((r) => r.status === 201).length);
    expect(kept.reduce((s, r) => s + r.amount, 0)).toBeLessThanOrEqual(16_933_000);

    const mine = await (await buyerAgent(app, clock.now())).get(`/api/my/contracts/${id}`);
    const refunded = kept.reduce((s, r) => s + r.amount, 0);
    expect(mine.body.ended).toMatchObject({ refunded, refundDue: 16_933_000 - refunded });
  });

  it('its 입주증 is void: the pass check shows it ended and 열쇠 지급 is refused (409)', async () => {
    const desk = await deskClient(app);
    expect((await desk.put('/api/admin/movein/period', { from: '2027-03-20', to: '2027-04-30' })).status).toBe(200);
    const id = await makeContract(clock.now());
    const c = (await Contract.findById(id).lean())!;
    await Contract.updateOne({ _id: id }, { $set: { instalments: c.instalments.map((i) => ({ ...i, paid: i.amount, paidOn: i.dueDate ?? '2027-03-02' })), surplus: 1_000_000 } });
    clock.set('2027-03-20T08:00:00+09:00');
    const code = (await (await buyerAgent(app, clock.now())).get(`/api/my/contracts/${id}/move-in`)).body.movein.pass?.code as string;
    expect(code).toBeTruthy();
    expect((await desk.get(`/api/admin/movein/pass/${code}`)).body.ended).toBeUndefined();

    expect((await desk.post(`/api/admin/contracts/${id}/cancel`, { on: '2027-03-20', reason: '합의 해약' })).status).toBe(200);
    const pass = await desk.get(`/api/admin/movein/pass/${code}`);
    expect(pass.status).toBe(200);
    expect(pass.body.ended).toEqual({ on: '2027-03-20' });
    const keys = await desk.post(`/api/admin/movein/pass/${code}/keys`, {});
    expect(keys.status).toBe(409);
    expect(keys.body.error).toBe(LIFE_MESSAGES.passEnded('2027-03-20'));
    expect((await desk.get(`/api/admin/movein/pass/${code}`)).body.keys).toBeNull();
  });

  it('a contract whose keys were handed over is not ended at the desk (409 saying when)', async () => {
    const desk = await deskClient(app);
    clock.set('2027-03-02T10:00:00+09:00');
    expect((await desk.put('/api/admin/movein/period', { from: '2027-03-20', to: '2027-04-30' })).status).toBe(200);
    const id = await makeContract(clock.now());
    const c = (await Contract.findById(id).lean())!;
    await Contract.updateOne({ _id: id }, { $set: { instalments: c.instalments.map((i) => ({ ...i, paid: i.amount, paidOn: i.dueDate ?? '2027-03-02' })) } });
    clock.set('2027-03-21T08:00:00+09:00');
    const code = (await (await buyerAgent(app, clock.now())).get(`/api/my/contracts/${id}/move-in`)).body.movein.pass?.code as string;
    expect((await desk.post(`/api/admin/movein/pass/${code}/keys`, {})).status).toBe(201);

    const cancel = await desk.post(`/api/admin/contracts/${id}/cancel`, { on: '2027-03-21', reason: '합의 해약' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error).toBe(LIFE_MESSAGES.keysHanded('2027-03-21'));
    expect((await Contract.findById(id).lean())!.cancelledOn).toBeUndefined();
  });
});
