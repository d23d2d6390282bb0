/**
 * The move-in desk's own screens as the management office and the entrance use them: the 입주증 check
 * records 열쇠 지급 once (who, when; a second tap is told), and the 사전점검 entrance list reads by
 * number (902 before 1201) and finds a household by 동·호 or name.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient } from './helpers/admin';
import { testClock } from './helpers/consent';
import { BUYER, buyerAgent, makeContract } from './helpers/my';
import { Contract } from '../server/contracts/model';
import { VisitSlot } from '../server/visits/model';
import { MoveInRecord } from '../server/movein/model';
import { Types } from 'mongoose';
import { Defect } from '../server/defects/model';

const clock = testClock('2027-03-03T10:00:00+09:00');
const { app } = testApp({ LEAD_RATE_LIMIT: '1000' }, { now: clock.now });

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  clock.set('2027-03-03T10:00:00+09:00');
});

async function desk() {
  await createAdmin();
  return deskClient(app);
}

async function payBalance(id: string) {
  const c = (await Contract.findById(id).lean())!;
  // Every instalment paid on its day and the 관리비 예치금 beyond them: the 입주 정산서 leaves nothing (issue 66).
  const instalments = c.instalments.map((i) => ({ ...i, paid: i.amount, paidOn: i.dueDate ?? '2027-03-02' }));
  await Contract.updateOne({ _id: id }, { $set: { instalments, surplus: 1_000_000 } });
}

describe('열쇠 지급 at the 입주증 check', () => {
  async function passOf(paid: boolean) {
    const d = await desk();
    expect((await d.put('/api/admin/movein/period', { from: '2027-03-20', to: '2027-04-30' })).status).toBe(200);
    const id = await makeContract(clock.now());
    if (paid) await payBalance(id);
    clock.set('2027-03-20T08:00:00+09:00');
    const view = await (await buyerAgent(app, clock.now())).get(`/api/my/contracts/${id}/move-in`);
    return { d, id, code: view.body.movein.pass?.code as string | undefined };
  }

  it('is recorded once with who and when; a second tap is told who gave the keys and when, and the record stays', async () => {
    const { d, code } = await passOf(true);
    expect((await d.get(`/api/admin/movein/pass/${code}`)).body.keys).toBeNull();
    clock.set('2027-03-20T14:05:00+09:00');
    const given = await d.post(`/api/admin/movein/pass/${code}/keys`, {});
    expect(given.status).toBe(201);
    expect(given.body.keys).toEqual({ by: expect.any(String), at: '2027-03-20T05:05:00.000Z' });
    clock.set('2027-03-20T15:00:00+09:00');
    const again = await d.post(`/api/admin/movein/pass/${code}/keys`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toContain('이미 열쇠를 지급한 세대입니다');
    expect(again.body.error).toContain('3월 20일 14:05');
    expect((await d.get(`/api/admin/movein/pass/${code}`)).body.keys).toEqual(given.body.keys);
  });

  it('ten taps at once record one handover', async () => {
    const { d, code } = await passOf(true);
    const all = await Promise.all(Array.from({ length: 10 }, () => d.post(`/api/admin/movein/pass/${code}/keys`, {})));
    expect(all.filter((r) => r.status === 201)).toHaveLength(1);
    expect(all.filter((r) => r.status === 409)).toHaveLength(9);
    expect((await MoveInRecord.findOne({ code }).lean())!.keys).toBeTruthy();
  });
});

describe('the 사전점검 entrance list', () => {
  async function bookThree() {
    const d = await desk();
    expect((await d.post('/api/admin/visits/slots', { dates: ['2027-03-10'], times: ['10:00'], minutes: 180, capacity: 9, kind: 'inspection', dong: '101' })).status).toBe(201);
    const slotId = String((await VisitSlot.findOne({ kind: 'inspection' }).lean())!._id);
    const people = [
      { ho: '1201', name: '김해온', phone: BUYER.phone },
      { ho: '902', name: '박도윤', phone: '010-2222-3333' },
      { ho: '1502', name: '최가람', phone: '010-4444-5555' },
    ];
    for (const p of people) {
      const id = await makeContract(clock.now(), { ho: p.ho, holders: [{ name: p.name, phone: p.phone }] });
      const agent = await buyerAgent(app, clock.now(), { phone: p.phone, dong: '101', ho: p.ho });
      expect((await agent.post('/api/my/bookings').send({ contractId: id, slotId, party: 1 })).status).toBe(201);
    }
    return d;
  }
  const units = (body: { slots: { rows: { unit: string }[] }[] }) => body.slots.flatMap((s) => s.rows.map((r) => r.unit));

  it('reads by number: 동, then 호 as a number (902 before 1201)', async () => {
    const d = await bookThree();
    expect(units((await d.get('/api/admin/movein/check-in?date=2027-03-10')).body)).toEqual(['101동 902호', '101동 1201호', '101동 1502호']);
  });

  it('finds a household by 호, by 동-호 or by name', async () => {
    const d = await bookThree();
    expect(units((await d.get('/api/admin/movein/check-in?date=2027-03-10&q=902')).body)).toEqual(['101동 902호']);
    expect(units((await d.get(`/api/admin/movein/check-in?date=2027-03-10&q=${encodeURIComponent('101동 1502호')}`)).body)).toEqual(['101동 1502호']);
    expect(units((await d.get(`/api/admin/movein/check-in?date=2027-03-10&q=${encodeURIComponent('김해')}`)).body)).toEqual(['101동 1201호']);
    expect(units((await d.get('/api/admin/movein/check-in?date=2027-03-10&q=12')).body)).toEqual([]);
  });
});

describe('one 입주 day on the desk', () => {
  it('lists the households by line, then 동·호 as numbers, with 계약자 and 연락처; the page opens it from the calendar', async () => {
    const d = await desk();
    expect((await d.put('/api/admin/movein/period', { from: '2027-03-20', to: '2027-04-30' })).status).toBe(200);
    for (const line of ['101동 3·4호 라인', '101동 1·2호 라인']) expect((await d.post('/api/admin/visits/slots', { dates: ['2027-03-22'], capacity: 3, kind: 'movein', line })).status).toBe(201);
    const people = [
      { ho: '1202', name: '김해온', phone: BUYER.phone, line: '101동 1·2호 라인', start: '14:00' },
      { ho: '901', name: '박도윤', phone: '010-2222-3333', line: '101동 1·2호 라인', start: '09:00' },
      { ho: '304', name: '최가람', phone: '010-4444-5555', line: '101동 3·4호 라인', start: '09:00' },
    ];
    for (const p of people) {
      const id = await makeContract(clock.now(), { ho: p.ho, holders: [{ name: p.name, phone: p.phone }] });
      await payBalance(id);
      const slot = (await VisitSlot.findOne({ kind: 'movein', line: p.line, start: p.start }).lean())!;
      const agent = await buyerAgent(app, clock.now(), { phone: p.phone, dong: '101', ho: p.ho });
      expect((await agent.post('/api/my/bookings').send({ contractId: id, slotId: String(slot._id) })).status).toBe(201);
    }
    const day = await d.get('/api/admin/movein/day?date=2027-03-22');
    expect(day.status).toBe(200);
    expect(day.body.lines.map((l: { line: string }) => l.line)).toEqual(['101동 1·2호 라인', '101동 3·4호 라인']);
    expect(day.body.lines[0].rows).toMatchObject([
      { unit: '101동 901호', names: ['박도윤'], phone: '010-2222-3333', half: '오전', start: '09:00', end: '13:00' },
      { unit: '101동 1202호', names: ['김해온'], phone: BUYER.phone, half: '오후' },
    ]);
    expect(day.body.lines[1].rows).toMatchObject([{ unit: '101동 304호', names: ['최가람'] }]);
    const page = await d.get('/admin/movein?from=2027-03-20&day=2027-03-22');
    expect(page.text).toContain('href="/admin/movein?from=2027-03-20&amp;day=2027-03-22#movein-day"');
    expect(page.text).toContain('010-2222-3333');
    // A day that is not on the calendar is refused in words, not answered as an empty day.
    for (const date of ['2027-13-45', '2027-02-30']) {
      const odd = await d.get(`/api/admin/movein/day?date=${date}`);
      expect(odd.status).toBe(400);
      expect(odd.body.fields.date).toBe('날짜는 YYYY-MM-DD 형식입니다.');
    }
  });

  it('shows at the door each household’s 정산 (완납, or what the sale is still owed), 열쇠 and open 하자', async () => {
    const d = await desk();
    expect((await d.put('/api/admin/movein/period', { from: '2027-03-20', to: '2027-04-30' })).status).toBe(200);
    expect((await d.post('/api/admin/visits/slots', { dates: ['2027-03-22'], capacity: 3, kind: 'movein', line: '101동 1·2호 라인' })).status).toBe(201);
    const slot = (await VisitSlot.findOne({ kind: 'movein', start: '09:00' }).lean())!;
    const people = [
      { ho: '901', name: '박도윤', phone: '010-2222-3333', pay: 'all' },
      { ho: '1202', name: '김해온', phone: BUYER.phone, pay: 'sale' },
      { ho: '1501', name: '최가람', phone: '010-4444-5555', pay: 'none' },
    ] as const;
    const ids: Record<string, string> = {};
    for (const p of people) {
      const id = (ids[p.ho] = await makeContract(clock.now(), { ho: p.ho, holders: [{ name: p.name, phone: p.phone }] }));
      if (p.pay === 'all') await payBalance(id);
      // Everything owed to the sale paid, the 관리비 예치금 not (it is paid at the management office).
      if (p.pay === 'sale') {
        const c = (await Contract.findById(id).lean())!;
        await Contract.updateOne({ _id: id }, { $set: { instalments: c.instalments.map((i) => ({ ...i, paid: i.amount, paidOn: i.dueDate ?? '2027-03-02' })) } });
      }
      const agent = await buyerAgent(app, clock.now(), { phone: p.phone, dong: '101', ho: p.ho });
      expect((await agent.post('/api/my/bookings').send({ contractId: id, slotId: String(slot._id) })).status).toBe(201);
    }
    // 901's keys handed over at its door; 1501 has one 하자 open and one confirmed.
    clock.set('2027-03-22T09:30:00+09:00');
    const holder = await buyerAgent(app, clock.now(), { phone: '010-2222-3333', dong: '101', ho: '901' });
    const pass = (await holder.get(`/api/my/contracts/${ids['901']}/move-in`)).body.movein.pass;
    expect((await d.post(`/api/admin/movein/pass/${pass.code}/keys`, {})).status).toBe(201);
    const defect = (state: 'assigned' | 'confirmed') => ({ contractId: new Types.ObjectId(ids['1501']), dong: '101', ho: '1501', room: '거실', kind: '도배', text: '벽지 들뜸', state, closed: state === 'confirmed', createdAt: clock.now(), updatedAt: clock.now() });
    await Defect.create([defect('assigned'), defect('confirmed')]);

    const rows = (await d.get('/api/admin/movein/day?date=2027-03-22')).body.lines[0].rows;
    expect(rows.map((r: { unit: string }) => r.unit)).toEqual(['101동 901호', '101동 1202호', '101동 1501호']);
    expect(rows[0]).toMatchObject({ left: 0, keysAt: '2027-03-22T00:30:00.000Z', openDefects: 0 });
    expect(rows[1]).toMatchObject({ left: 0, keysAt: null, openDefects: 0 });
    // 계약금 2차 (due 2027-02-05) and 중도금 1회 are not yet paid: what the 정산서 leaves for the sale, 연체료 included.
    expect(rows[2]).toMatchObject({ keysAt: null, openDefects: 1, exception: false });
    expect(rows[2].left).toBe((await d.get(`/api/admin/contracts/${ids['1501']}/settlement?on=2027-03-22`)).body.total - 450_000);
    expect(rows[2].left).toBeGreaterThan(26_933_000 + 430_937_000);
  });
});

