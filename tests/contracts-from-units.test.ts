/**
 * A unit moved to 계약완료 gets its contract: on the unit board the desk names the 계약자 (one or
 * more), and a contract visit marked done makes it from the visit's booking (name, phone). The
 * price is the price table's for the unit's type and floor band unless the desk types one.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient } from './helpers/admin';
import { testClock } from './helpers/consent';
import { signedToken } from './helpers/verification';
import { Unit } from '../server/units/model';
import { saleChanged } from '../server/units/sale';
import { listingChanged } from '../server/units/listing-changes';
import { Reservation, VisitSlot } from '../server/visits/model';
import { Contract, ContractChange } from '../server/contracts/model';

const clock = testClock('2026-12-01T09:50:00+09:00');
const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000' }, { now: clock.now });
const OPENS = '2026-12-01T10:00:00+09:00';
// 84A: 12층 is 중층 (538,670,000원), 3층 저층 (512,345,000원).
const LIST = ['동,호,주택형', '101,1201,84A', '101,301,84A', '101,1203,84A'].join('\n');

type Desk = Awaited<ReturnType<typeof deskClient>>;
let desk: Desk;
let A: string, B: string, C: string;

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  saleChanged();
  listingChanged();
  await createAdmin();
  clock.set('2026-12-01T09:50:00+09:00');
  desk = await deskClient(app);
  expect((await desk.post('/api/admin/units', { csv: LIST })).status).toBe(201);
  const byHo = new Map((await Unit.find({}).lean()).map((u) => [u.ho, String(u._id)]));
  [A, B, C] = [byHo.get('1201')!, byHo.get('301')!, byHo.get('1203')!];
  for (const id of [A, B, C]) await desk.patch(`/api/admin/units/${id}`, { state: 'available', reason: '잔여세대 공급' });
});

describe('계약완료 on the unit board', () => {
  it('asks for the 계약자 and makes the contract with the price table’s price, joint holders in order', async () => {
    const refused = await desk.patch(`/api/admin/units/${A}`, { state: 'contracted', reason: '현장 계약' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('계약자 이름과 연락처를 한 분 이상 입력해 주세요.');
    expect((await Unit.findById(A).lean())!.state).toBe('available');

    const res = await desk.patch(`/api/admin/units/${A}`, {
      state: 'contracted',
      reason: '현장 계약',
      holders: [
        { name: '홍길동', phone: '01012345678' },
        { name: '홍길순', phone: '010-8765-4321' },
      ],
    });
    expect(res.status).toBe(200);
    const c = (await Contract.findOne({ unitKey: '101-1201' }).lean())!;
    expect(c.holders).toEqual([
      { name: '홍길동', phone: '010-1234-5678' },
      { name: '홍길순', phone: '010-8765-4321' },
    ]);
    expect(c).toMatchObject({ unitType: '84A', price: 538_670_000 });
    expect(c.instalments.reduce((s, i) => s + i.amount, 0)).toBe(538_670_000);
    const history = await ContractChange.find({ contractId: c._id }).lean();
    expect(history.map((h) => h.what)).toEqual(['잔여세대 현황판 계약완료: 계약 등록']);

    // A typed price wins over the table; a bad phone is refused before the unit moves.
    const bad = await desk.patch(`/api/admin/units/${B}`, { state: 'contracted', reason: '현장 계약', holders: [{ name: '김', phone: '123' }] });
    expect(bad.status).toBe(400);
    expect((await Unit.findById(B).lean())!.state).toBe('available');
    expect((await desk.patch(`/api/admin/units/${B}`, { state: 'contracted', reason: '현장 계약', holders: [{ name: '김계약', phone: '010-2222-3333' }], price: 500_000_000 })).status).toBe(200);
    expect((await Contract.findOne({ unitKey: '101-301' }).lean())!.price).toBe(500_000_000);
  });

  it('a unit whose contract was imported moves to 계약완료 without asking again, and keeps that one contract', async () => {
    await desk.post('/api/admin/contracts/import', { csv: '동,호,계약자,연락처,계약일,분양가,가상계좌\n101,1203,이원장,010-4444-5555,2026-12-01,541000000,' });
    // The board follows the ledger (issue 64): the import itself moved the unit to 계약완료, in its history.
    const unit = (await Unit.findById(C).lean())!;
    expect(unit.state).toBe('contracted');
    expect(unit.history.at(-1)!.reason).toContain('계약 원장 가져오기: 계약완료');
    expect(await Contract.countDocuments({ unitKey: '101-1203' })).toBe(1);
    expect((await Contract.findOne({ unitKey: '101-1203' }).lean())!.holders[0]!.name).toBe('이원장');
  });
});

describe('a paid contract on the unit board', () => {
  it('a new price typed on the board for a contract already paid into is refused with the reason, and the unit does not move', async () => {
    await desk.post('/api/admin/contracts/import', { csv: '동,호,계약자,연락처,계약일,분양가,가상계좌\n101,1203,이원장,010-4444-5555,2026-12-01,541000000,' });
    const c = (await Contract.findOne({ unitKey: '101-1203' }).lean())!;
    await Contract.updateOne({ _id: c._id }, { $set: { instalments: c.instalments.map((i) => (i.key === 'down-1' ? { ...i, paid: 27_050_000, paidOn: '2027-01-05' } : i)) } });
    const res = await desk.patch(`/api/admin/units/${C}`, { state: 'contracted', reason: '현장 계약', holders: [{ name: '이원장', phone: '010-4444-5555' }], price: 300_000_000 });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("101동 1203호는 이미 납부된 금액이 있어 여기서 분양가를 바꿀 수 없습니다. 계약 상세의 '분양가 변경'을 이용해 주세요(납부액이 다시 배분되고 초과 납부액이 표시됩니다).");
    expect((await Unit.findById(C).lean())!.state).toBe('contracted');
    expect((await Contract.findById(c._id).lean())!.price).toBe(541_000_000);
  });
});

describe('a contract visit marked done', () => {
  it("makes the unit's contract from the booking's name and phone", async () => {
    expect((await desk.put('/api/admin/units/sale', { opensAt: OPENS, admitPerMinute: 100, holdMinutes: 10, visible: true })).status).toBe(200);
    expect((await desk.post('/api/admin/visits/slots', { dates: ['2026-12-03'], times: ['10:00'], minutes: 30, capacity: 5, kind: 'contract' })).status).toBe(201);
    const slot = String((await VisitSlot.findOne({ kind: 'contract' }).lean())!._id);
    clock.set(OPENS);
    const phone = '010-9001-5001';
    const person = { name: '박방문', phone, verificationToken: signedToken(phone, clock.now()) };
    const { ticket } = (await request(app).post('/api/units/queue').send(person)).body as { ticket: string };
    expect((await request(app).post(`/api/units/${B}/hold`).set('X-Queue-Ticket', ticket).send(person)).status).toBe(201);
    expect((await request(app).post('/api/visits').send({ slotId: slot, ...person, party: 1, consent: true })).status).toBe(201);
    const r = (await Reservation.findOne({ phone, status: 'booked' }).lean())!;
    expect(await Contract.countDocuments()).toBe(0);

    clock.set('2026-12-03T10:30:00+09:00');
    expect((await desk.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'visited' })).status).toBe(200);
    expect((await Unit.findById(B).lean())!.state).toBe('contracted');
    const c = (await Contract.findOne({ unitKey: '101-301' }).lean())!;
    expect(c).toMatchObject({ holders: [{ name: '박방문', phone }], price: 512_345_000, contractDate: '2026-12-03', unitType: '84A' });
    // Undoing and marking again keeps the one contract.
    await desk.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'booked' });
    await desk.patch(`/api/admin/visits/reservations/${r.code}`, { status: 'visited' });
    expect(await Contract.countDocuments()).toBe(1);
  });
});
