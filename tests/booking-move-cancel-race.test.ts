/**
 * Book, move and cancel of the same bookings, in any order and from any door (the manage link, the
 * desk, an erasure): every slot's count is its live bookings afterwards. In a property test fast-check chooses
 * the order of the steps' writes (each write waits at a hook until it is its turn), and 200 random
 * operations run at once on a few slots; both recount every slot at the end.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { clearDb, testDb } from './helpers/app';
import { testClock, testOutbox } from './helpers/consent';
import { Reservation, VisitDayLock, VisitSlot } from '../server/visits/model';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';
import { book, cancelByToken, findByToken, lockId, setStatusByCode, type VisitContext } from '../server/visits/reservations';
import { moveByCode, moveReservation } from '../server/visits/desk';
import { stepHooks } from '../server/visits/booking-claims';
import { erasePhone } from '../server/privacy/erasure';
import { HttpError } from '../server/http/errors';
import { loadConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { kstInstant } from '../shared/visits';

const clock = testClock('2026-11-20T10:00:00+09:00');
const outbox = testOutbox(clock.now);
const ctx: VisitContext = { site: loadConfig({ NODE_ENV: 'test' }).site, outbox, log: createLogger('silent'), now: clock.now, retentionDays: 365 };

beforeAll(() => testDb());
beforeEach(() => clearDb());
afterEach(() => {
  delete stepHooks.beforeWrite;
});
afterAll(() => outbox.stop());

/** Three slots: two on one day, one the next (a move across days moves the phone's day too). */
async function openSlots(capacity: number) {
  await Promise.all([VisitSlot.deleteMany({}), Reservation.deleteMany({}), VisitDayLock.deleteMany({}), Lead.deleteMany({}), OutboxMessage.deleteMany({})]);
  const at = (date: string, start: string) =>
    VisitSlot.create({ date, start, end: start.replace(/^(\d\d)/, (h) => String(Number(h) + 1)), startsAt: kstInstant(date, start), minutes: 60, capacity, booked: 0, remaining: capacity, closed: false, createdAt: clock.now() });
  return [await at('2026-11-25', '14:00'), await at('2026-11-25', '15:00'), await at('2026-11-26', '14:00')].map((s) => String(s._id));
}

const visitor = (i: number) => ({ party: 2, name: `방문객${i}`, phone: `010-5${String(i).padStart(3, '0')}-${String(6000 + i)}`, message: '' });

/** A refusal a visitor or the desk reads (full, changed meanwhile, already cancelled …) is fine; anything else is a defect. */
async function refusedOrDone(p: Promise<unknown>): Promise<void> {
  try {
    await p;
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 409) throw err;
  }
}

/** Every slot's count is its live bookings, no place is held by nobody, and each live booking holds its phone's day. */
async function expectCountsAreBookings(slotIds: string[]) {
  for (const id of slotIds) {
    const s = (await VisitSlot.findById(id).lean())!;
    const live = await Reservation.countDocuments({ slotId: id, status: { $in: ['booked', 'visited', 'no-show'] } });
    expect({ slot: `${s.date} ${s.start}`, booked: s.booked, remaining: s.remaining, holds: Object.keys((s as { holds?: object }).holds ?? {}).length }).toEqual({
      slot: `${s.date} ${s.start}`,
      booked: live,
      remaining: s.capacity - live,
      holds: 0,
    });
  }
  const live = await Reservation.find({ status: 'booked' }, { phone: 1, date: 1 }).lean();
  const locks = (await VisitDayLock.find({}, { _id: 1 }).lean()).map((l) => String(l._id)).sort();
  expect(locks).toEqual(live.map((r) => lockId(r.phone, r.date)).sort());
}

/** What happens to one booking after it is made, all at once: moves to a slot, cancels, each from a door. */
type Step = { op: 'move'; to: number; door: 'manage' | 'desk' } | { op: 'cancel'; door: 'manage' | 'desk' };
const door = fc.constantFrom('manage' as const, 'desk' as const);
const move: fc.Arbitrary<Step> = fc.record({ op: fc.constant('move' as const), to: fc.integer({ min: 0, max: 2 }), door });
const cancel: fc.Arbitrary<Step> = fc.record({ op: fc.constant('cancel' as const), door });
// Each booking gets a move and a cancel at least (the pair the issue saw), sometimes one more of either.
const plan = fc.record({
  from: fc.integer({ min: 0, max: 2 }),
  then: fc.tuple(move, cancel, fc.array(fc.oneof(move, cancel), { maxLength: 1 })).map(([m, c, more]) => [m, c, ...more]),
});

async function run(s: Step, r: { token: string; code: string }, slotIds: string[]) {
  if (s.op === 'cancel') return s.door === 'manage' ? cancelByToken(ctx, r.token) : setStatusByCode(ctx, r.code, 'cancelled', 'desk@example.com');
  if (s.door === 'desk') return moveByCode(ctx, r.code, slotIds[s.to]!, 'desk@example.com');
  const read = await findByToken(r.token);
  return moveReservation(ctx, read!, slotIds[s.to]!, { kind: 'visitor' });
}

/**
 * Turns among requests running together: each stops at every write (the hook) until all of them
 * have stopped or ended, and then `choices` (fast-check's) say which one writes next. So the
 * order of the writes is the one generated, whatever the database's timing.
 */
function takeTurns(choices: number[]) {
  let live = 0;
  let k = 0;
  const parked: (() => void)[] = [];
  const next = () => {
    if (live === 0 || parked.length !== live) return;
    parked.splice(choices[k++ % choices.length]! % parked.length, 1)[0]!();
  };
  return {
    hook: (_step: string) =>
      new Promise<void>((go) => {
        parked.push(go);
        next();
      }),
    /** Runs `f` as one request; `then` starts the requests that follow it before it counts as ended. */
    async lane<T>(f: () => Promise<T>, then?: (value: T) => Promise<unknown>[]): Promise<void> {
      live++;
      let more: Promise<unknown>[] | undefined;
      try {
        const value = await f();
        more = then?.(value);
      } finally {
        live--;
        next();
      }
      await Promise.all(more ?? []);
    },
  };
}

describe('book, move and cancel of the same bookings, interleaved', () => {
  it('in any order of their writes (fast-check chooses it), every slot counts exactly its live bookings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(plan, { minLength: 1, maxLength: 3 }), fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), async (plans, choices) => {
        const slotIds = await openSlots(2);
        const turns = takeTurns(choices);
        stepHooks.beforeWrite = turns.hook;
        await Promise.all(
          plans.map((p, i) =>
            turns.lane(
              () => refusedOrDone(book(ctx, { ...visitor(i), slotId: slotIds[p.from]! })).then(() => Reservation.findOne({ phone: visitor(i).phone }).lean()),
              // Once booked, its move and its cancel are sent together.
              (r) => (r ? p.then.map((st) => turns.lane(() => refusedOrDone(run(st, r, slotIds)))) : []),
            ),
          ),
        );
        delete stepHooks.beforeWrite;
        await expectCountsAreBookings(slotIds);
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('a cancel that read the booking before a move landed cancels it where the move put it: the old slot gives its place back once, the new one holds none', async () => {
    const [a, b] = await openSlots(3);
    const r = await book(ctx, { ...visitor(1), slotId: a! });
    // The cancel has read the booking in slot A; the move to B lands before the cancel's write.
    stepHooks.beforeWrite = async (name) => {
      if (name !== 'cancel:claim') return;
      delete stepHooks.beforeWrite;
      await moveByCode(ctx, r.code, b!, 'desk@example.com');
    };
    await cancelByToken(ctx, r.token);
    expect((await Reservation.findById(r._id).lean())!).toMatchObject({ status: 'cancelled', start: '15:00' });
    expect((await VisitSlot.findById(a).lean())!).toMatchObject({ booked: 0, remaining: 3 });
    expect((await VisitSlot.findById(b).lean())!).toMatchObject({ booked: 0, remaining: 3 });
  });

  it('an erasure (삭제 요구) that read the booking before a move landed frees the slot the move put it in', async () => {
    const [a, b] = await openSlots(3);
    const r = await book(ctx, { ...visitor(2), slotId: a! });
    // The erasure has read the person's bookings (in slot A); the desk's move to B lands right after.
    const find = Reservation.find.bind(Reservation);
    vi.spyOn(Reservation, 'find').mockImplementationOnce(((...args: Parameters<typeof Reservation.find>) => {
      const read = find(...args).lean();
      return { lean: () => read.then(async (docs: unknown) => (await moveByCode(ctx, r.code, b!, 'desk@example.com'), docs)) };
    }) as never);
    expect(await erasePhone(r.phone, { by: 'owner@example.com', now: clock.now() })).toMatchObject({ reservations: 1, placesFreed: 1 });
    expect((await VisitSlot.findById(a).lean())!).toMatchObject({ booked: 0, remaining: 3 });
    expect((await VisitSlot.findById(b).lean())!).toMatchObject({ booked: 0, remaining: 3 });
  });
});

describe('200 random operations at once on a few slots', () => {
  it('bookings, moves and cancels from the manage link and the desk: afterwards every slot equals a recount of its bookings', async () => {
    // `after`: database round trips an operation waits before it starts (no timers), cancels a little
    // later than moves, so that many arrive while a move of the same booking is between its writes.
    const op = fc.oneof(
      fc.record({ op: fc.constant('book' as const), slot: fc.integer({ min: 0, max: 2 }), after: fc.nat(3) }),
      fc.record({ op: fc.constant('move' as const), of: fc.nat(11), to: fc.integer({ min: 0, max: 2 }), door, after: fc.nat(3) }),
      fc.record({ op: fc.constant('cancel' as const), of: fc.nat(11), door, after: fc.integer({ min: 2, max: 6 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 200, maxLength: 200 }), async (ops) => {
        const slotIds = await openSlots(12);
        // Twelve bookings first (four per slot), then everything at once: new bookings (new phones), and moves and cancels of those twelve.
        const made: { token: string; code: string }[] = [];
        for (let i = 0; i < 12; i++) made.push(await book(ctx, { ...visitor(i), slotId: slotIds[i % 3]! }));
        let next = 100;
        await Promise.all(
          ops.map(async (o) => {
            for (let i = 0; i < o.after; i++) await VisitSlot.exists({ _id: slotIds[0] });
            if (o.op === 'book') return refusedOrDone(book(ctx, { ...visitor(next++), slotId: slotIds[o.slot]! }));
            return refusedOrDone(run(o.op === 'move' ? { op: 'move', to: o.to, door: o.door } : { op: 'cancel', door: o.door }, made[o.of]!, slotIds));
          }),
        );
        await expectCountsAreBookings(slotIds);
      }),
      { numRuns: 1, endOnFailure: true },
    );
  }, 60_000);
});
