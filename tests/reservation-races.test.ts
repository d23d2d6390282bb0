/**
 * A place is never lost or counted twice: status changes apply only to the status they expect (a
 * visitor's cancel racing the administrator's 방문완료), and a failure or a crash between taking a
 * place and storing the reservation, or in the middle of a cancellation, is set right.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Types } from 'mongoose';
import { clearDb, testDb } from './helpers/app';
import { testClock, testOutbox } from './helpers/consent';
import { VisitSlot, Reservation } from '../server/visits/model';
import { Lead } from '../server/leads/model';
import { book, cancelByToken, repairPlaces, setStatusByCode, type VisitContext } from '../server/visits/reservations';
import { loadConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { kstInstant } from '../shared/visits';

const clock = testClock('2026-11-20T10:00:00+09:00');
const outbox = testOutbox(clock.now);
const ctx: VisitContext = { site: loadConfig({ NODE_ENV: 'test' }).site, outbox, log: createLogger('silent'), now: clock.now, retentionDays: 365 };

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  vi.restoreAllMocks();
  clock.set('2026-11-20T10:00:00+09:00');
});
afterAll(() => outbox.stop());

async function slot(capacity: number) {
  return VisitSlot.create({
    date: '2026-11-25', start: '14:00', end: '15:00', startsAt: kstInstant('2026-11-25', '14:00'), minutes: 60,
    capacity, booked: 0, remaining: capacity, closed: false, createdAt: clock.now(),
  });
}
const visitor = (i: number) => ({ party: 2, name: `방문객${i}`, phone: `010-3${String(i).padStart(3, '0')}-${String(4000 + i)}`, message: '' });

/** The slot's counters agree with its reservations: every place held by exactly one active reservation. */
async function expectPlacesAccountedFor(slotId: Types.ObjectId) {
  const s = (await VisitSlot.findById(slotId).lean())!;
  const active = await Reservation.countDocuments({ slotId, status: { $in: ['booked', 'visited', 'no-show'] } });
  expect(s.booked).toBe(active);
  expect(s.remaining).toBe(s.capacity - active);
  expect(Object.keys((s as { holds?: object }).holds ?? {})).toEqual([]);
}

describe("a visitor's cancel racing the administrator's 방문완료", () => {
  it('the cancel lands between the administrator reading the party and marking it visited: 409, it stays cancelled, its place is free once', async () => {
    const s = await slot(3);
    const r = await book(ctx, { ...visitor(1), slotId: String(s._id) });
    const original = Reservation.findOne.bind(Reservation);
    // The visitor's cancel arrives right after the desk has read the reservation as booked.
    vi.spyOn(Reservation, 'findOne').mockImplementationOnce(((...args: Parameters<typeof Reservation.findOne>) => {
      const read = original(...args).lean();
      return { lean: () => read.then(async (doc: unknown) => (await cancelByToken(ctx, r.token), doc)) };
    }) as never);
    await expect(setStatusByCode(ctx, r.code, 'visited')).rejects.toMatchObject({ status: 409 });
    expect((await Reservation.findById(r._id).lean())!.status).toBe('cancelled');
    await expectPlacesAccountedFor(s._id);
    expect((await VisitSlot.findById(s._id).lean())!.remaining).toBe(3);
  });

  it('twenty cancels and twenty 방문완료 at the same time: each party ends one way, and the slot counts every place once', async () => {
    const s = await slot(20);
    const rs = [];
    for (let i = 0; i < 20; i++) rs.push(await book(ctx, { ...visitor(i), slotId: String(s._id) }));
    const results = await Promise.all(
      rs.map((r) => Promise.allSettled([cancelByToken(ctx, r.token), setStatusByCode(ctx, r.code, 'visited')])),
    );
    for (const pair of results) expect(pair.filter((p) => p.status === 'fulfilled')).toHaveLength(1);
    await expectPlacesAccountedFor(s._id);
  });
});

describe('a failure between taking the place and storing the reservation', () => {
  it('the reservation cannot be stored: the place, the phone\'s day and the lead are all given back', async () => {
    const s = await slot(1);
    vi.spyOn(Reservation, 'create').mockRejectedValueOnce(new Error('connection reset'));
    await expect(book(ctx, { ...visitor(1), slotId: String(s._id) })).rejects.toThrow('connection reset');
    expect(await Reservation.countDocuments()).toBe(0);
    expect(await Lead.countDocuments()).toBe(0);
    await expectPlacesAccountedFor(s._id);
    // The same visitor can book the one place afterwards.
    await book(ctx, { ...visitor(1), slotId: String(s._id) });
    await expectPlacesAccountedFor(s._id);
  });

  it('the process dies after taking the place (nothing else written): the repair gives the place back once it is stale, and only once', async () => {
    const s = await slot(2);
    vi.spyOn(Reservation, 'create').mockRejectedValueOnce(new Error('killed'));
    const realUpdate = VisitSlot.updateOne.bind(VisitSlot);
    // Dead: its give-back never reaches the database either.
    vi.spyOn(VisitSlot, 'updateOne').mockImplementation(((filter: object, update: { $unset?: object }) =>
      update?.$unset ? Promise.reject(new Error('killed')) : realUpdate(filter as never, update as never)) as never);
    await expect(book(ctx, { ...visitor(1), slotId: String(s._id) })).rejects.toThrow('killed');
    vi.restoreAllMocks();
    expect((await VisitSlot.findById(s._id).lean())!.remaining).toBe(1); // the place is held by the dead booking

    expect(await repairPlaces(clock.now())).toMatchObject({ given: 0 }); // a booking may still be under way
    clock.advance(2 * 60_000);
    expect(await repairPlaces(clock.now())).toMatchObject({ given: 1 });
    expect(await repairPlaces(clock.now())).toMatchObject({ given: 0, kept: 0, released: 0 });
    await expectPlacesAccountedFor(s._id);
    expect((await VisitSlot.findById(s._id).lean())!.remaining).toBe(2);
  });

  it('keeping the place fails after the reservation was stored: the reservation goes too, and no place is held', async () => {
    const s = await slot(2);
    const realUpdate = VisitSlot.updateOne.bind(VisitSlot);
    // The write that turns the hold into a kept place fails (only $unset, no $inc).
    vi.spyOn(VisitSlot, 'updateOne').mockImplementation(((filter: object, update: { $unset?: object; $inc?: object }) =>
      update?.$unset && !update.$inc ? Promise.reject(new Error('write failed')) : realUpdate(filter as never, update as never)) as never);
    await expect(book(ctx, { ...visitor(1), slotId: String(s._id) })).rejects.toThrow('write failed');
    vi.restoreAllMocks();
    expect(await Reservation.countDocuments()).toBe(0);
    expect(await Lead.countDocuments()).toBe(0);
    await expectPlacesAccountedFor(s._id);
    expect((await VisitSlot.findById(s._id).lean())!.remaining).toBe(2);
  });

  it('a stale hold whose reservation is stored is kept as that reservation\'s place', async () => {
    const s = await slot(2);
    const r = await book(ctx, { ...visitor(1), slotId: String(s._id) });
    // As a crash right after storing the reservation leaves it: the hold still there.
    await VisitSlot.collection.updateOne({ _id: s._id }, { $set: { [`holds.${r._id}`]: clock.now() } });
    clock.advance(2 * 60_000);
    expect(await repairPlaces(clock.now())).toMatchObject({ given: 0, kept: 1 });
    await expectPlacesAccountedFor(s._id);
    expect((await VisitSlot.findById(s._id).lean())!.remaining).toBe(1);
  });
});

describe('a crash in the middle of a cancellation', () => {
  it('the reservation is cancelled but its place not yet given back: the repair gives it back exactly once', async () => {
    const s = await slot(2);
    const r = await book(ctx, { ...visitor(1), slotId: String(s._id) });
    // The cancellation's first write, and then the process died.
    await Reservation.updateOne({ _id: r._id, status: 'booked' }, { $set: { status: 'cancelled', cancelledAt: clock.now(), placeReleased: false } });
    expect((await VisitSlot.findById(s._id).lean())!.remaining).toBe(1);
    expect(await repairPlaces(clock.now())).toMatchObject({ released: 1 });
    expect(await repairPlaces(clock.now())).toMatchObject({ released: 0 });
    await expectPlacesAccountedFor(s._id);
    expect((await VisitSlot.findById(s._id).lean())!.remaining).toBe(2);
  });
});
