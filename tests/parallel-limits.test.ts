/**
 * The lead limits hold under parallel requests, in one instance and across two sharing the
 * database: each request takes its place in the counter first (one atomic $inc) and acts after.
 * 40 parallel registrations for one phone: 3 accepted (LEAD_PHONE_LIMIT); 300 parallel from one
 * address: 30 accepted (LEAD_RATE_LIMIT). Invalid input gives its place back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { instances, startInstance } from './helpers/instance';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';

const LIMITS = { LEAD_PHONE_LIMIT: '3', LEAD_RATE_LIMIT: '30' };
const { app } = testApp(LIMITS);
let bases: [string, string];

beforeAll(async () => {
  await testDb();
  bases = (await Promise.all([startInstance(undefined, LIMITS), startInstance(undefined, LIMITS)])).map((i) => i.base) as [string, string];
}, 60_000);
beforeEach(async () => {
  await clearDb();
});
afterAll(() => {
  for (const c of instances.splice(0)) c.kill('SIGKILL');
});

const visitRequest = (phone: string) => ({ type: 'visit', name: '방문객', phone, consent: true });
const post = (base: string, body: unknown) =>
  fetch(`${base}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.status);

describe('one instance', () => {
  it('40 parallel registrations for one phone: exactly 3 accepted, the rest 429, one address text', async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, () => request(app).post('/api/leads').send(visitRequest('010-7000-0040')).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(37);
    expect(await Lead.countDocuments({ phone: '010-7000-0040' })).toBe(3);
    expect(await OutboxMessage.countDocuments({ to: '010-7000-0040' })).toBe(1);
  });

  it('300 parallel registrations from one address: exactly 30 accepted', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => request(app).post('/api/leads').send(visitRequest(`010-71${String(i % 100).padStart(2, '0')}-${String(1000 + i)}`)).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(await Lead.countDocuments()).toBe(30);
  }, 60_000);

  it('invalid input gives its place back: 30 invalid posts, then 30 valid ones are all accepted', async () => {
    for (let i = 0; i < 30; i++) expect((await request(app).post('/api/leads').send({ type: 'visit', name: '', phone: 'x', consent: true })).status).toBe(400);
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => request(app).post('/api/leads').send(visitRequest(`010-7200-${String(1000 + i)}`)).then((r) => r.status)));
    expect(statuses.every((s) => s === 201)).toBe(true);
  }, 60_000);
});

describe('two instances sharing the database', () => {
  it('40 parallel registrations for one phone spread over both: exactly 3 accepted', async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => post(bases[i % 2]!, visitRequest('010-7300-0040'))));
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(await Lead.countDocuments({ phone: '010-7300-0040' })).toBe(3);
    expect(await OutboxMessage.countDocuments({ to: '010-7300-0040' })).toBe(1);
  }, 60_000);

  it('300 parallel registrations from one address spread over both: exactly 30 accepted', async () => {
    const statuses = await Promise.all(Array.from({ length: 300 }, (_, i) => post(bases[i % 2]!, visitRequest(`010-74${String(i % 100).padStart(2, '0')}-${String(1000 + i)}`))));
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(await Lead.countDocuments()).toBe(30);
  }, 60_000);

  it('20 parallel verification requests for one phone spread over both: one code is texted', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${bases[i % 2]}/api/phone-verifications`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone: '010-7500-0001' }) }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(await OutboxMessage.countDocuments({ kind: 'phone-verification' })).toBe(1);
  }, 60_000);
});
