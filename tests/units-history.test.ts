/**
 * 잔여세대 records: a re-uploaded unit list that changes a unit's 주택형, 층 or 라인 adds to that
 * unit's history, and every change of the sale's settings is kept with who made it and what changed.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp, testDb } from './helpers/app';
import { testClock } from './helpers/consent';
import { freshDesk, type Desk } from './helpers/units';
import { Unit } from '../server/units/model';

const clock = testClock('2026-12-01T09:00:00+09:00');
const { app } = testApp({}, { now: clock.now });
const ADMIN = 'press-admin@example.com';

let desk: Desk;

beforeAll(() => testDb());
beforeEach(async () => {
  desk = await freshDesk(app, clock, '2026-12-01T09:00:00+09:00');
});

describe('the unit list re-uploaded', () => {
  it("a changed 주택형, 층 or 라인 is in the unit's history, with who and what; an unchanged unit gets nothing", async () => {
    expect((await desk.post('/api/admin/units', { csv: '동,호,주택형,층,라인\n101,1201,84A,12,1\n101,1202,84A,12,2' })).status).toBe(201);
    const id = String((await Unit.findOne({ ho: '1201' }).lean())!._id);
    await desk.patch(`/api/admin/units/${id}`, { state: 'reserved', reason: '시행사 보유분' });
    clock.advance(60_000);
    const res = await desk.post('/api/admin/units', { csv: '동,호,주택형,층,라인\n101,1201,84B,12,3\n101,1202,84A,12,2' });
    expect(res.body).toMatchObject({ added: 0, updated: 1 });
    const unit = (await Unit.findById(id).lean())!;
    expect(unit.state).toBe('reserved');
    expect(unit.history.at(-1)).toMatchObject({ from: 'reserved', to: 'reserved', by: ADMIN, at: clock.now(), reason: '세대 정보 변경(목록 업로드): 주택형 84A → 84B, 라인 1 → 3' });
    expect((await Unit.findOne({ ho: '1202' }).lean())!.history).toHaveLength(1);
    // The board shows it like every other change.
    const board = (await desk.get('/api/admin/units')).body.items.find((u: { id: string }) => u.id === id);
    expect(board.history.at(-1)).toMatchObject({ by: ADMIN, reason: expect.stringContaining('주택형 84A → 84B') });
  });
});

describe('desk changes at the same moment', () => {
  // Every desk reads the unit as 공급 전; the change is conditional on that state, so one write
  // matches and the others are refused, on MongoDB and on the bundled engine alike.
  it('twenty desks setting one unit to 계약대기 at once: one change is applied and recorded, the others answer 409', async () => {
    expect((await desk.post('/api/admin/units', { csv: '동,호,주택형\n101,1201,84A' })).status).toBe(201);
    const id = String((await Unit.findOne({ ho: '1201' }).lean())!._id);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => desk.patch(`/api/admin/units/${id}`, { state: 'pending', reason: `현장 조정 ${i}` })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const unit = (await Unit.findById(id).lean())!;
    expect(unit.state).toBe('pending');
    expect(unit.history.map((h) => `${h.from ?? ''}→${h.to}`)).toEqual(['→unreleased', 'unreleased→pending']);
  });
});

describe("the sale's settings", () => {
  it('every saved change is kept with who made it, when, and the settings before and after', async () => {
    const first = { opensAt: '2026-12-01T10:00:00+09:00', admitPerMinute: 100, holdMinutes: 30, visible: false };
    expect((await desk.put('/api/admin/units/sale', first)).status).toBe(200);
    clock.advance(60_000);
    expect((await desk.put('/api/admin/units/sale', { ...first, holdMinutes: 20, visible: true })).status).toBe(200);
    clock.advance(60_000);
    // Saved again unchanged: nothing to record.
    expect((await desk.put('/api/admin/units/sale', { ...first, holdMinutes: 20, visible: true })).status).toBe(200);
    const res = await desk.get('/api/admin/units/sale');
    const opensAt = new Date(first.opensAt).toISOString();
    expect(res.body.history).toEqual([
      { by: ADMIN, at: '2026-12-01T00:00:00.000Z', from: null, to: { opensAt, admitPerMinute: 100, holdMinutes: 30, visible: false } },
      { by: ADMIN, at: '2026-12-01T00:01:00.000Z', from: { opensAt, admitPerMinute: 100, holdMinutes: 30, visible: false }, to: { opensAt, admitPerMinute: 100, holdMinutes: 20, visible: true } },
    ]);
  });
});
