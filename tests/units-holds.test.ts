/**
 * 잔여세대 holds and the desk: whatever the desk does with a held unit, and whenever the sweep runs,
 * one phone never ends up with two units.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, testDb } from './helpers/app';
import { testClock } from './helpers/consent';
import { buyers, freshDesk, offerUnits, saveSale, uploadUnits, type Desk } from './helpers/units';
import { Unit, UnitHold } from '../server/units/model';
import { sweepHolds } from '../server/units/holds';
import { UNIT_MESSAGES } from '../shared/units';

const clock = testClock('2026-12-01T10:00:00+09:00');
const { app } = testApp({}, { now: clock.now });
const OPENS = '2026-12-01T10:00:00+09:00';
const LIST = ['동,호,주택형', '101,1201,84A', '101,1202,84A', '101,1203,84A'].join('\n');

let desk: Desk;
/** The three units of the list, all on sale, in 호 order. */
let units: string[] = [];

beforeAll(() => testDb());
beforeEach(async () => {
  desk = await freshDesk(app, clock, '2026-12-01T09:50:00+09:00');
  units = await uploadUnits(desk, LIST);
  await offerUnits(desk, units);
  await saveSale(desk, { opensAt: OPENS, admitPerMinute: 100 });
  clock.set(OPENS);
});

const { phoneOf, person } = buyers(clock, { name: '선착순', series: 8, base: 4000 });
const tickets = new Map<number, string>();
async function hold(unit: string, i: number) {
  if (!tickets.has(i) || clock.now() < new Date(OPENS)) tickets.set(i, (await request(app).post('/api/units/queue').send(person(i))).body.ticket);
  return request(app).post(`/api/units/${unit}/hold`).set('X-Queue-Ticket', tickets.get(i)!).send(person(i));
}
const stateOf = async (id: string) => (await Unit.findById(id).lean())!.state;
beforeEach(() => tickets.clear());

describe('a desk move out of held settles the hold', () => {
  for (const to of ['contracted', 'pending'] as const) {
    it(`held straight to ${to}: past the hold time the sweep leaves the phone's lock, and the phone cannot hold a second unit`, async () => {
      expect((await hold(units[0]!, 1)).status).toBe(201);
      // 계약완료 makes the unit's contract, so the desk names its 계약자.
      const contract = to === 'contracted' ? { holders: [{ name: '선착순1', phone: phoneOf(1) }], price: 500_000_000 } : {};
      expect((await desk.patch(`/api/admin/units/${units[0]}`, { state: to, reason: '현장 계약', ...contract })).status).toBe(200);
      clock.advance(11 * 60_000);
      expect(await sweepHolds(clock.now())).toEqual({ released: 0 });
      expect(await stateOf(units[0]!)).toBe(to);
      const second = await hold(units[1]!, 1);
      expect([second.status, second.body.error]).toEqual([409, UNIT_MESSAGES.phoneHolds]);
      expect(await stateOf(units[1]!)).toBe('available');
      expect(await UnitHold.countDocuments({ phone: phoneOf(1), active: true })).toBe(1);
    });
  }

  for (const to of ['reserved', 'available'] as const) {
    it(`held to ${to}: the phone is free at once and may choose another unit`, async () => {
      expect((await hold(units[0]!, 1)).status).toBe(201);
      expect((await desk.patch(`/api/admin/units/${units[0]}`, { state: to, reason: '보류 처리' })).status).toBe(200);
      expect((await Unit.findById(units[0]).lean())!.hold).toBeUndefined();
      expect((await hold(units[1]!, 1)).status).toBe(201);
    });
  }
});

describe("the desk's confirm and the sweep", () => {
  it('a sweep landing between the unit becoming 계약대기 and its hold being marked confirmed frees nothing', async () => {
    expect((await hold(units[0]!, 1)).status).toBe(201);
    const before = (await Unit.findById(units[0]).lean())!;
    // The state the confirm's first write leaves: the unit awaits its contract, its hold not yet marked.
    await Unit.updateOne(
      { _id: before._id, state: 'held' },
      { $set: { state: 'pending' }, $addToSet: { history: { from: 'held', to: 'pending', by: 'press-admin@example.com', at: clock.now(), reason: '홀드 확인' } } },
    );
    clock.advance(11 * 60_000);
    expect(await sweepHolds(clock.now())).toEqual({ released: 0 });
    expect(await UnitHold.countDocuments({ phone: phoneOf(1), active: true })).toBe(1);
    expect((await hold(units[1]!, 1)).status).toBe(409);
  });

  it("the confirm is one conditional write: after the sweep returned the unit, the desk's confirm answers 409 and the phone is free", async () => {
    expect((await hold(units[0]!, 1)).status).toBe(201);
    clock.advance(11 * 60_000);
    expect(await sweepHolds(clock.now())).toEqual({ released: 1 });
    const confirm = await desk.post(`/api/admin/units/${units[0]}/confirm`, {});
    expect(confirm.status).toBe(409);
    expect(await stateOf(units[0]!)).toBe('available');
    expect(await UnitHold.countDocuments({ phone: phoneOf(1), active: true })).toBe(0);
  });

  it('a hold left without its unit by a crash is freed once its time has passed', async () => {
    expect((await hold(units[0]!, 1)).status).toBe(201);
    // A crash between the desk's release of the unit and the end of its hold.
    await Unit.updateOne({ _id: units[0] }, { $set: { state: 'available' }, $unset: { hold: 1 } });
    clock.advance(11 * 60_000);
    await sweepHolds(clock.now());
    expect(await UnitHold.countDocuments({ phone: phoneOf(1), active: true })).toBe(0);
  });
});
