/**
 * The set-up the unit-sale tests share (잔여세대 선착순): an empty database, the administrator at the
 * desk, a list of units uploaded, some put on sale (공급) and the sale's settings saved, and buyers
 * with verified phones who queue and hold. A test's own body is then what it checks.
 */
import request from 'supertest';
import type { Express } from 'express';
import { expect } from 'vitest';
import { clearDb } from './app';
import { createAdmin, deskClient } from './admin';
import type { testClock } from './consent';
import { signedToken } from './verification';
import { Unit } from '../../server/units/model';
import { saleChanged } from '../../server/units/sale';
import { listingChanged } from '../../server/units/listing-changes';

export type Desk = Awaited<ReturnType<typeof deskClient>>;
type Clock = ReturnType<typeof testClock>;

/**
 * An empty database and the administrator signed in at the desk, the clock at `at`. The app's
 * one-second copies of the sale settings and the unit list are forgotten with the database.
 */
export async function freshDesk(app: Express, clock: Clock, at: string): Promise<Desk> {
  await clearDb();
  saleChanged();
  listingChanged();
  await createAdmin();
  clock.set(at);
  return deskClient(app);
}

/** Uploads a unit list (201) and returns the units' ids ordered by 동 and 호. */
export async function uploadUnits(desk: Desk, csv: string): Promise<string[]> {
  expect((await desk.post('/api/admin/units', { csv })).status).toBe(201);
  return (await Unit.find({}).sort({ dong: 1, ho: 1 }).lean()).map((u) => String(u._id));
}

/** Puts units on sale (공급 전 → 잔여), as the desk does with its reason. */
export async function offerUnits(desk: Desk, ids: string[]) {
  for (const id of ids) expect((await desk.patch(`/api/admin/units/${id}`, { state: 'available', reason: '잔여세대 공급' })).status).toBe(200);
}

export interface SaleSettings {
  opensAt: string;
  admitPerMinute: number;
  holdMinutes?: number;
  visible?: boolean;
}

/** Saves the sale's settings (shown to the public, 10-minute holds unless said otherwise). */
export async function saveSale(desk: Desk, sale: SaleSettings) {
  expect((await desk.put('/api/admin/units/sale', { holdMinutes: 10, visible: true, ...sale })).status).toBe(200);
}

/**
 * Buyers of one test file, numbered: each file keeps its own series of phone numbers
 * (`010-<series><i>-<base + i>`) and a name prefix; the verification token is signed at the clock's time.
 */
export function buyers(clock: Clock, opts: { name: string; series: number; base: number }) {
  const phoneOf = (i: number) => `010-${opts.series}${String(i).padStart(3, '0')}-${String(opts.base + i)}`;
  const person = (i: number) => ({ name: `${opts.name}${i}`, phone: phoneOf(i), verificationToken: signedToken(phoneOf(i), clock.now()) });
  return { phoneOf, person };
}

/** Queues a buyer and holds the unit with the ticket they were given; returns the hold's answer. */
export async function queueAndHold(app: Express, unit: string, person: object) {
  const { ticket } = (await request(app).post('/api/units/queue').send(person)).body as { ticket: string };
  return request(app).post(`/api/units/${unit}/hold`).set('X-Queue-Ticket', ticket).send(person);
}
