/**
 * Two app instances on one database sell one set of units: twenty buyers split across them who
 * pick the same unit at the same moment get exactly one hold; their places in line come from
 * one sequence, so both instances admit the same people.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb } from './helpers/app';
import { instances, startInstance } from './helpers/instance';
import { Unit, UnitHold, UnitSale } from '../server/units/model';

let a: string;
let b: string;

beforeAll(async () => {
  await testDb();
  const now = new Date();
  await Unit.create(
    ['1201', '1202'].map((ho) => ({ dong: '101', ho, floor: 12, line: ho.slice(-1), unitType: '84A', state: 'available' as const, history: [], createdAt: now, updatedAt: now })),
  );
  // Opened a minute ago; 10 admitted per minute, so the first twenty arrivals are in.
  await UnitSale.create({ _id: 'sale', opensAt: new Date(now.getTime() - 60_000), admitPerMinute: 10, holdMinutes: 10, visible: true, updatedAt: now });
  const env = { PHONE_VERIFICATION: 'off' };
  [a, b] = (await Promise.all([startInstance(undefined, env), startInstance(undefined, env)])).map((i) => i.base) as [string, string];
}, 60_000);
afterAll(() => {
  for (const c of instances.splice(0)) c.kill('SIGKILL');
});

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const buyer = (i: number) => ({ name: `분산${i}`, phone: `010-6${String(i).padStart(3, '0')}-${String(2000 + i)}` });

describe('two app instances selling the same units', () => {
  it('twenty parallel holds on one unit, split across both instances: exactly one 201', async () => {
    const tickets: string[] = [];
    // Arrivals alternate between the instances; both draw from one sequence.
    for (let i = 0; i < 20; i++) {
      const res = await post(i % 2 ? a : b, '/api/units/queue', buyer(i));
      expect(res.status).toBe(201);
      tickets.push(((await res.json()) as { ticket: string }).ticket);
    }
    // A ticket issued by one instance is read the same way by the other.
    const statuses = await Promise.all(tickets.map(async (t, i) => (await (await fetch(`${i % 2 ? b : a}/api/units/queue/${t}`)).json()) as { admitted: boolean }));
    expect(statuses.every((s) => s.admitted)).toBe(true);
    const unit = (await Unit.findOne({ ho: '1201' }).lean())!;
    const answers = await Promise.all(tickets.map((t, i) => post(i % 2 ? a : b, `/api/units/${unit._id}/hold`, buyer(i), { 'X-Queue-Ticket': t })));
    const statusesOf = answers.map((r) => r.status);
    expect(statusesOf.filter((s) => s === 201)).toHaveLength(1);
    expect(statusesOf.filter((s) => s === 409)).toHaveLength(19);
    expect(await UnitHold.countDocuments({ active: true })).toBe(1);
    expect((await Unit.findById(unit._id).lean())!.state).toBe('held');
  });

  it('the twenty-first arrival waits on both instances alike (admission from the shared sequence)', async () => {
    const res = await post(a, '/api/units/queue', buyer(21));
    const { ticket, position } = (await res.json()) as { ticket: string; position: number };
    expect(position).toBe(1);
    for (const base of [a, b]) expect(((await (await fetch(`${base}/api/units/queue/${ticket}`)).json()) as { admitted: boolean }).admitted).toBe(false);
  });
});
