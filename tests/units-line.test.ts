/**
 * 잔여세대: the first-come line cannot be pushed back by one phone, shares its limits across
 * instances, answers as if there were no sale while the sale is hidden, and keeps everyone's place
 * when the ticket key (QUEUE_KEY) is rotated.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { TEST_SECRET, testApp, testDb } from './helpers/app';
import { configureKeys } from '../server/core/keys';
import { testClock } from './helpers/consent';
import { buyers, freshDesk, offerUnits, saveSale, uploadUnits, type Desk } from './helpers/units';
import { Unit, UnitQueue } from '../server/units/model';
import { RateLimitCounter } from '../server/rate-limit/store';
import { UNIT_MESSAGES } from '../shared/units';
import { QUEUE_LIMITS } from '../server/units/limits';

const clock = testClock('2026-12-01T09:50:00+09:00');
const { app } = testApp({}, { now: clock.now });
const OPENS = '2026-12-01T10:00:00+09:00';
const LIST = ['동,호,주택형', '101,1201,84A', '101,1202,84A'].join('\n');

let desk: Desk;

beforeAll(() => testDb());
beforeEach(async () => {
  desk = await freshDesk(app, clock, '2026-12-01T09:50:00+09:00');
});

const { person } = buyers(clock, { name: '대기자', series: 7, base: 3000 });
const join = (i: number) => request(app).post('/api/units/queue').send(person(i));
const numberOf = (ticket: string) => (JSON.parse(Buffer.from(ticket.split('.')[0]!, 'base64url').toString()) as { s: number }).s;

/** Both units on sale, one admitted a minute unless said otherwise; the clock at the opening. */
async function openSale(sale: Partial<{ visible: boolean; admitPerMinute: number }> = {}) {
  await offerUnits(desk, await uploadUnits(desk, LIST));
  await saveSale(desk, { opensAt: OPENS, admitPerMinute: 1, ...sale });
  clock.set(OPENS);
}

describe('one phone cannot push the line back', () => {
  it('joining 300 times with one phone, then once with a new phone: the new phone is second in line', async () => {
    await openSale();
    const answers: number[] = [];
    let first: string | undefined;
    for (let k = 0; k < 300; k++) {
      const res = await join(1);
      answers.push(res.status);
      if (res.status === 201) {
        first ??= res.body.ticket;
        expect(numberOf(res.body.ticket)).toBe(1);
      } else {
        expect(res.body.error).toBe(UNIT_MESSAGES.queueTooOften);
      }
    }
    expect(answers[0]).toBe(201);
    // The per-phone limit answers the repeats once no real buyer would still be reloading.
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(250);
    const newcomer = await join(2);
    expect(newcomer.status).toBe(201);
    expect(numberOf(newcomer.body.ticket)).toBe(2);
    expect(newcomer.body.position).toBe(1); // one admitted per minute: only the first phone is ahead
    expect((await UnitQueue.findById(`seq:${new Date(OPENS).getTime()}`).lean())!.seq).toBe(2);
  });

  it('a parallel burst of joins from one phone takes one number', async () => {
    await openSale();
    const burst = await Promise.all(Array.from({ length: 15 }, () => join(1)));
    expect(burst.map((r) => r.status)).toEqual(Array(15).fill(201));
    expect(new Set(burst.map((r) => numberOf(r.body.ticket)))).toEqual(new Set([1]));
    expect(numberOf((await join(2)).body.ticket)).toBe(2);
  });

  it('forty joins at once from one phone: exactly its twenty places answer, with one number, and the rest 429', async () => {
    await openSale();
    const burst = await Promise.all(Array.from({ length: 40 }, () => join(1)));
    expect(burst.filter((r) => r.status === 201).length).toBe(QUEUE_LIMITS.perPhone);
    expect(burst.filter((r) => r.status === 429).every((r) => r.body.error === UNIT_MESSAGES.queueTooOften)).toBe(true);
    expect(new Set(burst.filter((r) => r.status === 201).map((r) => numberOf(r.body.ticket)))).toEqual(new Set([1]));
    // A full window stays at its limit: a refused join took no place.
    expect((await RateLimitCounter.findOne({ _id: /^unit-queue-phone:/ }).lean())!.hits).toBe(QUEUE_LIMITS.perPhone);
  });

  it('the join has a per-address limit, shared through the database by every instance', async () => {
    await openSale();
    expect((await join(1)).status).toBe(201);
    // Another instance counted the address's joins up to its limit: the counters are one set.
    const counter = await RateLimitCounter.findOne({ _id: /^unit-queue-address:/ }).lean();
    expect(counter).not.toBeNull();
    await RateLimitCounter.updateOne({ _id: counter!._id }, { $set: { hits: 10_000 } });
    const refused = await join(3);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(UNIT_MESSAGES.queueBusyAddress);
    expect((await UnitQueue.findById(`seq:${new Date(OPENS).getTime()}`).lean())!.seq).toBe(1);
  });
});

describe('buyers arriving at the same moment', () => {
  // The bundled engine runs findAndModify as an update and then a read of the document: two
  // arrivals at once read the same number there. Each number is claimed by a conditional write of its own.
  it('two hundred arrivals at once each get a place of their own: no place is given to two buyers', async () => {
    await openSale({ admitPerMinute: 1000 });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => join(100 + i)));
    expect(answers.filter((r) => r.status !== 201).map((r) => [r.status, r.body.error])).toEqual([]);
    const numbers = answers.map((r) => numberOf(r.body.ticket));
    const twice = numbers.filter((n, i) => numbers.indexOf(n) !== i);
    expect(twice, 'places given to two buyers').toEqual([]);
    expect(numbers.every((n) => n >= 1)).toBe(true);
    // Each buyer joining again from another device finds the place they were given.
    const again = await Promise.all([0, 77, 199].map((i) => join(100 + i)));
    expect(again.map((r) => numberOf(r.body.ticket))).toEqual([numbers[0], numbers[77], numbers[199]]);
  });
});

describe('a hidden sale', () => {
  it('answers the list, the line and holds exactly as when no sale exists', async () => {
    const units = await uploadUnits(desk, LIST);
    await offerUnits(desk, units);
    const unit = units[0]!; // 101동 1201호
    clock.set(OPENS);
    // No sale set up yet: what each public endpoint answers.
    const none = { list: await request(app).get('/api/units'), join: await join(1) };
    expect(none.list.body).toEqual({ opensAt: null, units: [] });
    expect(none.join.status).toBe(409);
    // The sale is opened and a buyer has a ticket, then the desk hides the sale.
    expect((await desk.put('/api/admin/units/sale', { opensAt: OPENS, admitPerMinute: 5, holdMinutes: 10, visible: true })).status).toBe(200);
    const { ticket } = (await join(2)).body as { ticket: string };
    expect((await request(app).get('/api/units')).body.units).toHaveLength(2);
    expect((await desk.put('/api/admin/units/sale', { opensAt: OPENS, admitPerMinute: 5, holdMinutes: 10, visible: false })).status).toBe(200);
    const list = await request(app).get('/api/units');
    expect([list.status, list.body]).toEqual([none.list.status, none.list.body]);
    const again = await join(1);
    expect([again.status, again.body]).toEqual([none.join.status, none.join.body]);
    const status = await request(app).get(`/api/units/queue/${ticket}`);
    expect([status.status, status.body.error]).toEqual([403, UNIT_MESSAGES.ticketInvalid]);
    const hold = await request(app).post(`/api/units/${unit}/hold`).set('X-Queue-Ticket', ticket).send(person(2));
    expect([hold.status, hold.body.error]).toEqual([403, UNIT_MESSAGES.ticketInvalid]);
    expect((await Unit.findById(unit).lean())!.state).toBe('available');
    // Shown again: the same ticket stands.
    await desk.put('/api/admin/units/sale', { opensAt: OPENS, admitPerMinute: 5, holdMinutes: 10, visible: true });
    expect((await request(app).get(`/api/units/queue/${ticket}`)).body.admitted).toBe(true);
  });
});

describe('rotating QUEUE_KEY during a sale', () => {
  afterEach(() => configureKeys({}, TEST_SECRET));

  it('refuses the old tickets, and a buyer joining again with the same phone gets their place back', async () => {
    await openSale({ admitPerMinute: 1 });
    const before: { ticket: string; position: number }[] = [];
    for (const i of [1, 2, 3]) before.push((await join(i)).body);
    expect(before.map((b) => numberOf(b.ticket))).toEqual([1, 2, 3]);
    // The operator sets a new QUEUE_KEY and restarts.
    configureKeys({ queue: 'rotated-queue-key-0123456789abcdefghijklmnop' }, TEST_SECRET);
    expect((await request(app).get(`/api/units/queue/${before[1]!.ticket}`)).status).toBe(403);
    const again = await join(2);
    expect(again.status).toBe(201);
    expect(again.body.ticket).not.toBe(before[1]!.ticket);
    expect(numberOf(again.body.ticket)).toBe(2);
    expect(again.body.position).toBe(before[1]!.position);
    // Nobody new was numbered in between: the next newcomer is fourth.
    expect(numberOf((await join(4)).body.ticket)).toBe(4);
  });
});
