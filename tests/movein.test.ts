/**
 * 사전점검 and 입주 booked by contract holders on /my: move-in places per elevator line and half-day
 * are never overfilled (two buyers racing for the last place, 50 at once), 입주 waits for 잔금 unless
 * the desk lets a contract through with a reason, an inspection books its party and a move or a
 * cancel frees its place, the reminder comes the day before at 10:00 (never at night) once, and the
 * 입주증 appears once 잔금 is paid and the keys may be handed over.
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import { Types } from 'mongoose';
import { createAccount, createAdmin, deskClient, signedInAs } from './helpers/admin';
import { BUYER, buyerAgent, makeContract } from './helpers/my';
import { createLogger } from '../server/logger';
import { OutboxMessage } from '../server/outbox/model';
import { Reservation, VisitSlot } from '../server/visits/model';
import { Contract, ContractChange } from '../server/contracts/model';
import { bookMoveIn } from '../server/movein/service';
import { MOVE_IN_MESSAGES, unitOnLine } from '../shared/movein';
import { VISIT_MESSAGES } from '../shared/visits';
import { siteConfig } from '../shared/site.config';

const { clock, outbox, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', outbox: 'site', env: { LEAD_RATE_LIMIT: '1000' }, owner: false });
const visits = { site: siteConfig, outbox, log: createLogger('silent'), now: clock.now, retentionDays: 365 };

const LINE = '101동 1·2호 라인';

/** The contract settled: everything paid (as deposits applied by the ledger leave it) and its 정산서 at 0. */
async function payBalance(id: string) {
  const c = (await Contract.findById(id).lean())!;
  // Every instalment paid on its day and the 관리비 예치금 beyond them: the 입주 정산서 leaves nothing (issue 66).
  const instalments = c.instalments.map((i) => ({ ...i, paid: i.amount, paidOn: i.dueDate ?? '2027-03-02' }));
  await Contract.updateOne({ _id: id }, { $set: { instalments, surplus: 1_000_000 } });
}

async function desk() {
  await createAdmin();
  return deskClient(app);
}

async function openMoveIn(d: Awaited<ReturnType<typeof desk>>, capacity: number, line = LINE) {
  expect((await d.put('/api/admin/movein/period', { from: '2027-03-20', to: '2027-04-30' })).status).toBe(200);
  const res = await d.post('/api/admin/visits/slots', { dates: ['2027-03-22'], capacity, kind: 'movein', line });
  expect(res.status).toBe(201);
  const am = (await VisitSlot.findOne({ kind: 'movein', line, start: '09:00' }).lean())!;
  return String(am._id);
}

describe('a unit and its elevator line', () => {
  it('is read from the line the desk names: the 동 and the 호 ending', () => {
    expect(unitOnLine('101동 1·2호 라인', '101', '1203')).toBe(false);
    expect(unitOnLine('101동 1·2호 라인', '101', '1502')).toBe(true);
    expect(unitOnLine('101동 1·2호 라인', '101', '201')).toBe(true);
    expect(unitOnLine('101동 1·2호 라인', '102', '1502')).toBe(false);
    expect(unitOnLine('102동 3,4호', '102', '2304')).toBe(true);
  });

  it('is required of a move-in slot, in a form the desk is told about', async () => {
    const d = await desk();
    const none = await d.post('/api/admin/visits/slots', { dates: ['2027-03-22'], capacity: 2, kind: 'movein' });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('101동 1·2호 라인');
    expect((await d.post('/api/admin/visits/slots', { dates: ['2027-03-22'], capacity: 2, kind: 'movein', line: '1라인' })).status).toBe(400);
    // Two lines of one 동 open the same half-days side by side; the desk's 오전 and 오후 by default.
    expect((await d.post('/api/admin/visits/slots', { dates: ['2027-03-22'], capacity: 2, kind: 'movein', line: '101동 1,2호' })).body.created).toBe(2);
    expect((await d.post('/api/admin/visits/slots', { dates: ['2027-03-22'], capacity: 2, kind: 'movein', line: '101동 3·4호 라인' })).body.created).toBe(2);
    // 사전점검 may be by line too; a line on any other kind is refused.
    expect((await d.post('/api/admin/visits/slots', { dates: ['2027-03-10'], times: ['10:00'], minutes: 120, capacity: 4, kind: 'inspection', line: '102동 1·2호 라인' })).status).toBe(201);
    expect((await d.post('/api/admin/visits/slots', { dates: ['2027-03-10'], times: ['10:00'], minutes: 30, capacity: 4, kind: 'loan', line: '102동 1·2호 라인' })).status).toBe(400);
    const slots = await VisitSlot.find({ kind: 'movein' }).sort({ line: 1, start: 1 }).lean();
    expect(slots.map((s) => [s.line, s.start, s.end, s.dong])).toEqual([
      ['101동 1·2호 라인', '09:00', '13:00', '101'],
      ['101동 1·2호 라인', '14:00', '18:00', '101'],
      ['101동 3·4호 라인', '09:00', '13:00', '101'],
      ['101동 3·4호 라인', '14:00', '18:00', '101'],
    ]);
  });
});

describe('move-in booking', () => {
  it('two buyers racing for the last place on a line: one gets it, the other is told at once that it is full', async () => {
    const d = await desk();
    const slotId = await openMoveIn(d, 1);
    const a = await makeContract(clock.now(), { ho: '1201', holders: [{ name: '김해온', phone: '010-3456-7890' }] });
    const b = await makeContract(clock.now(), { ho: '1302', holders: [{ name: '박도윤', phone: '010-2222-3333' }] });
    await payBalance(a);
    await payBalance(b);
    const agentA = await buyerAgent(app, clock.now(), { phone: '010-3456-7890', dong: '101', ho: '1201' });
    const agentB = await buyerAgent(app, clock.now(), { phone: '010-2222-3333', dong: '101', ho: '1302' });

    const [ra, rb] = await Promise.all([agentA.post('/api/my/bookings').send({ contractId: a, slotId }), agentB.post('/api/my/bookings').send({ contractId: b, slotId })]);
    expect([ra.status, rb.status].sort()).toEqual([201, 409]);
    const lost = ra.status === 409 ? ra : rb;
    expect(lost.body.error).toBe(VISIT_MESSAGES.full);
    const won = ra.status === 201 ? ra : rb;
    expect(won.body).toMatchObject({ kind: 'movein', label: '입주', date: '2027-03-22', start: '09:00', half: '오전', line: LINE, status: 'booked' });
    const slot = (await VisitSlot.findById(slotId).lean())!;
    expect([slot.booked, slot.remaining]).toEqual([1, 0]);
    expect(await Reservation.countDocuments({ kind: 'movein' })).toBe(1);
  });

  it('50 bookings at once never overfill a half-day', async () => {
    const d = await desk();
    const slotId = await openMoveIn(d, 5);
    const contracts = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const ho = `${i + 2}0${(i % 2) + 1}`; // 201, 302 … all on the 1·2호 line
        const phone = `010-5000-${String(1000 + i)}`;
        const id = await makeContract(clock.now(), { ho, holders: [{ name: `계약자${i}`, phone }] });
        await payBalance(id);
        return { contract: (await Contract.findById(id).lean())!, phone };
      }),
    );
    const results = await Promise.allSettled(contracts.map(({ contract, phone }) => bookMoveIn(visits, contract, phone, { slotId })));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { status: number }).status).toBe(409);
    const slot = (await VisitSlot.findById(slotId).lean())!;
    expect([slot.booked, slot.remaining]).toEqual([5, 0]);
    expect(await Reservation.countDocuments({ slotId: new Types.ObjectId(slotId), status: 'booked' })).toBe(5);
  });

  it('is open to every holder in the period, 잔금 paid or not; the 입주증 waits for the 정산서 or the desk’s exception, recorded and listed', async () => {
    const d = await desk();
    const slotId = await openMoveIn(d, 3);
    const id = await makeContract(clock.now(), { ho: '1502' });
    const agent = await buyerAgent(app, clock.now(), { phone: BUYER.phone, dong: '101', ho: '1502' });

    const booked = await agent.post('/api/my/bookings').send({ contractId: id, slotId });
    expect(booked.status).toBe(201);
    clock.set('2027-03-20T08:00:00+09:00');
    const again = await buyerAgent(app, clock.now(), { phone: BUYER.phone, dong: '101', ho: '1502' });
    const view = (await again.get(`/api/my/contracts/${id}/move-in`)).body;
    expect(view.movein).toMatchObject({ balancePaid: false, allowed: true, line: LINE, pass: null, keysOn: null, booking: { date: '2027-03-22', start: '09:00' } });
    expect(view.movein.settlement.released).toBe(false);
    expect(view.movein.settlement.total).toBeGreaterThan(0);

    expect((await d.post(`/api/admin/movein/contracts/${id}/exception`, {})).status).toBe(400);
    const given = await d.post(`/api/admin/movein/contracts/${id}/exception`, { reason: '잔금 대출 실행 확인 (3월 21일 입금 예정)' });
    expect(given.status).toBe(201);
    expect(given.body.exception).toMatchObject({ reason: '잔금 대출 실행 확인 (3월 21일 입금 예정)', by: 'press-admin@example.com', at: clock.now().toISOString() });
    const change = (await ContractChange.findOne({ contractId: id }).lean())!;
    expect(change.what).toBe('정산 전 입주증·열쇠 예외 허용: 잔금 대출 실행 확인 (3월 21일 입금 예정)');
    // Listed on the desk, and the 입주증 is released by it.
    expect((await d.get('/api/admin/movein/exceptions')).body.items).toEqual([expect.objectContaining({ contractId: id, unit: '101동 1502호', reason: '잔금 대출 실행 확인 (3월 21일 입금 예정)' })]);
    expect((await again.get(`/api/my/contracts/${id}/move-in`)).body.movein.pass).toMatchObject({ unit: '101동 1502호' });
  });

  it('is only for the units of the slot’s line, within the 입주지정기간', async () => {
    const d = await desk();
    const slotId = await openMoveIn(d, 3);
    const id = await makeContract(clock.now()); // 1203: the 3·4호 line
    await payBalance(id);
    const agent = await buyerAgent(app, clock.now());
    expect((await agent.get(`/api/my/contracts/${id}/move-in`)).body.movein.slots).toEqual([]);
    const other = await agent.post('/api/my/bookings').send({ contractId: id, slotId });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe(MOVE_IN_MESSAGES.otherLine(LINE));
    await d.post('/api/admin/visits/slots', { dates: ['2027-05-03'], capacity: 3, kind: 'movein', line: '101동 3·4호 라인' });
    const late = (await VisitSlot.findOne({ date: '2027-05-03' }).lean())!;
    const outside = await agent.post('/api/my/bookings').send({ contractId: id, slotId: String(late._id) });
    expect(outside.status).toBe(409);
    expect(outside.body.error).toBe(MOVE_IN_MESSAGES.outsidePeriod('2027-03-20', '2027-04-30'));
  });

  it('before the desk sets a period, the move-in slots it opened are the days offered', async () => {
    const d = await desk();
    await d.post('/api/admin/visits/slots', { dates: ['2027-03-22'], capacity: 2, kind: 'movein', line: LINE });
    const slotId = String((await VisitSlot.findOne({ kind: 'movein', start: '09:00' }).lean())!._id);
    const id = await makeContract(clock.now(), { ho: '1502' });
    await payBalance(id);
    const agent = await buyerAgent(app, clock.now(), { phone: BUYER.phone, dong: '101', ho: '1502' });
    const view = (await agent.get(`/api/my/contracts/${id}/move-in`)).body.movein;
    expect(view.period).toBeNull();
    expect(view.slots.map((s: { id: string; half: string }) => [s.id, s.half])).toEqual([[slotId, '오전'], [expect.any(String), '오후']]);
    expect((await agent.post('/api/my/bookings').send({ contractId: id, slotId })).status).toBe(201);
  });

  it('shows the 입주증 once 잔금 is paid and the period has begun; the management office checks its code', async () => {
    const d = await desk();
    await openMoveIn(d, 3);
    const id = await makeContract(clock.now(), { holders: [BUYER, { name: '이서연', phone: '010-9876-5432' }] });
    await payBalance(id);
    expect((await (await buyerAgent(app, clock.now())).get(`/api/my/contracts/${id}/move-in`)).body.movein.pass).toBeNull(); // before 3월 20일
    clock.set('2027-03-20T08:00:00+09:00');
    const agent = await buyerAgent(app, clock.now());
    const pass = (await agent.get(`/api/my/contracts/${id}/move-in`)).body.movein.pass;
    expect(pass).toMatchObject({ unit: '101동 1203호', names: ['김해온', '이서연'] });
    expect(pass.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await agent.get(`/api/my/contracts/${id}/move-in`)).body.movein.pass.code).toBe(pass.code);

    const checked = await d.get(`/api/admin/movein/pass/${pass.code.slice(0, 4)}-${pass.code.slice(4).toLowerCase()}`);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ unit: '101동 1203호', names: ['김해온', '이서연'], balancePaid: true, released: true, settlementTotal: 0 });
    expect((await d.get('/api/admin/movein/pass/ABCDEFGH')).status).toBe(404);
  });
});

describe('pre-inspection booking', () => {
  async function openInspection(d: Awaited<ReturnType<typeof desk>>, capacity: number) {
    const res = await d.post('/api/admin/visits/slots', { dates: ['2027-03-10'], times: ['10:00', '13:00'], minutes: 180, capacity, kind: 'inspection', dong: '101' });
    expect(res.status).toBe(201);
    const [ten, one] = await VisitSlot.find({ kind: 'inspection' }).sort({ start: 1 }).lean();
    return { ten: String(ten!._id), one: String(one!._id) };
  }

  it('books the party coming; a second booking is refused; a move and a cancel free the place', async () => {
    const d = await desk();
    const { ten, one } = await openInspection(d, 1);
    const id = await makeContract(clock.now());
    const agent = await buyerAgent(app, clock.now());

    const booked = await agent.post('/api/my/bookings').send({ contractId: id, slotId: ten, party: 3 });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ kind: 'inspection', label: '사전점검', party: 3, date: '2027-03-10', start: '10:00' });
    expect((await agent.post('/api/my/bookings').send({ contractId: id, slotId: one, party: 2 })).status).toBe(409);
    expect((await agent.post('/api/my/bookings').send({ contractId: id, slotId: one, party: 9 })).status).toBe(400);

    const code = booked.body.code as string;
    const moved = await agent.patch(`/api/my/bookings/${code}`).send({ contractId: id, slotId: one });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ start: '13:00', party: 3 });
    expect((await VisitSlot.findById(ten).lean())!.remaining).toBe(1);
    expect((await VisitSlot.findById(one).lean())!.remaining).toBe(0);

    // The freed 10:00 place is another household's to take.
    const other = await makeContract(clock.now(), { ho: '1502', holders: [{ name: '박도윤', phone: '010-2222-3333' }] });
    const agent2 = await buyerAgent(app, clock.now(), { phone: '010-2222-3333', dong: '101', ho: '1502' });
    expect((await agent2.post('/api/my/bookings').send({ contractId: other, slotId: ten, party: 2 })).status).toBe(201);

    expect((await agent.delete(`/api/my/bookings/${code}?contractId=${id}`)).status).toBe(204);
    expect((await VisitSlot.findById(one).lean())!.remaining).toBe(1);
    expect((await agent.get(`/api/my/contracts/${id}/move-in`)).body.inspection.booking).toBeNull();
    // Booked again after the cancel: the one-per-contract lock was given back too.
    expect((await agent.post('/api/my/bookings').send({ contractId: id, slotId: one, party: 1 })).status).toBe(201);
  });

  it('one phone holding two units books both at the same time (a booking is per contract, not per phone and day)', async () => {
    const d = await desk();
    const { ten } = await openInspection(d, 5);
    const first = await makeContract(clock.now());
    await makeContract(clock.now(), { ho: '1502' });
    const agent = await buyerAgent(app, clock.now());
    expect((await agent.post('/api/my/bookings').send({ contractId: first, slotId: ten, party: 2 })).status).toBe(201);
    const second = (await Contract.findOne({ unitKey: '101-1502' }).lean())!;
    expect((await agent.post('/api/my/bookings').send({ contractId: String(second._id), slotId: ten, party: 2 })).status).toBe(201);
    expect((await VisitSlot.findById(ten).lean())!.booked).toBe(2);
  });

  it('the entrance list shows each household by 동 and slot; staff mark arrivals', async () => {
    const d = await desk();
    const { ten } = await openInspection(d, 5);
    const id = await makeContract(clock.now());
    const agent = await buyerAgent(app, clock.now());
    const code = (await agent.post('/api/my/bookings').send({ contractId: id, slotId: ten, party: 2 })).body.code;
    clock.set('2027-03-10T09:30:00+09:00');
    const list = await d.get('/api/admin/movein/check-in?date=2027-03-10&dong=101');
    expect(list.status).toBe(200);
    expect(list.body.slots[0]).toMatchObject({ start: '10:00', dong: '101', rows: [{ code, unit: '101동 1203호', name: '김해온', party: 2, status: 'booked' }] });
    expect((await d.patch(`/api/admin/movein/check-in/${code}`, { arrived: true })).status).toBe(200);
    expect((await d.get('/api/admin/movein/check-in?date=2027-03-10&dong=101')).body.slots[0].rows[0].status).toBe('visited');
  });

  it('the reminder comes the day before at 10:00 with what to bring, once, and never at night', async () => {
    const d = await desk();
    const { ten } = await openInspection(d, 5);
    const id = await makeContract(clock.now());
    const agent = await buyerAgent(app, clock.now());
    expect((await agent.post('/api/my/bookings').send({ contractId: id, slotId: ten, party: 3 })).status).toBe(201);
    const confirmed = (await OutboxMessage.findOne({ kind: 'visit-confirmed', to: BUYER.phone }).lean())!;
    expect(confirmed.text).toContain('사전점검 (3명) 예약이 확정되었습니다.');
    expect(confirmed.text).toContain('세대: 101동 1203호');
    expect(confirmed.text).toContain('준비물: 신분증');

    const reminders = () => OutboxMessage.find({ kind: 'visit-reminder', to: BUYER.phone }).lean();
    clock.set('2027-03-09T09:59:00+09:00');
    await outbox.drain();
    expect((await reminders()).map((m) => m.state)).toEqual(['pending']);
    clock.set('2027-03-09T10:00:00+09:00');
    await outbox.drain();
    await outbox.drain();
    const [sent] = await reminders();
    expect(sent!.state).toBe('sent');
    expect(sent!.attempts).toBe(1);
    expect(sent!.text).toContain('내일 사전점검 (3명) 예약을 안내해 드립니다.');

    // Another holder's reminder still unsent at night (the sender was down all day) is given up, not sent at 22:00.
    const other = await makeContract(clock.now(), { ho: '1502', holders: [{ name: '박도윤', phone: '010-2222-3333' }] });
    clock.set('2027-03-03T10:00:00+09:00');
    const agent2 = await buyerAgent(app, clock.now(), { phone: '010-2222-3333', dong: '101', ho: '1502' });
    expect((await agent2.post('/api/my/bookings').send({ contractId: other, slotId: ten, party: 1 })).status).toBe(201);
    clock.set('2027-03-09T22:00:00+09:00');
    await outbox.drain();
    const late = (await OutboxMessage.findOne({ kind: 'visit-reminder', to: '010-2222-3333' }).lean())!;
    expect(late.state).toBe('failed');
    expect(late.attempts).toBeLessThanOrEqual(1);
  });
});

describe('the move-in desk', () => {
  it('needs the movein permission: a counselor is refused', async () => {
    await createAccount('counselor@example.com', 'counselor');
    const c = await signedInAs(app, 'counselor@example.com');
    const res = await c.agent.get('/api/admin/movein/calendar');
    expect(res.status).toBe(403);
    expect((await c.agent.get('/api/admin/visits')).status).toBe(200); // the same account's model-house day
  });

  it('the calendar gives each day, line and half-day filled of capacity', async () => {
    const d = await desk();
    const slotId = await openMoveIn(d, 2);
    const id = await makeContract(clock.now(), { ho: '1502' });
    await payBalance(id);
    const agent = await buyerAgent(app, clock.now(), { phone: BUYER.phone, dong: '101', ho: '1502' });
    expect((await agent.post('/api/my/bookings').send({ contractId: id, slotId })).status).toBe(201);
    const cal = await d.get('/api/admin/movein/calendar?from=2027-03-20&days=7');
    expect(cal.status).toBe(200);
    expect(cal.body.lines).toEqual([LINE]);
    expect(cal.body.days).toEqual([
      {
        date: '2027-03-22',
        cells: [
          { line: LINE, half: '오전', booked: 1, capacity: 2, closed: false },
          { line: LINE, half: '오후', booked: 0, capacity: 2, closed: false },
        ],
      },
    ]);
  });
});
