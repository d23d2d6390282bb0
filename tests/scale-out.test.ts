/**
 * Several app instances on one database behave like one: sessions, the lead limits and the login
 * limits live in MongoDB, so whichever instance a request reaches gives the same answer.
 * (Forwarding across two instances is covered in lead-forwarding.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb } from './helpers/app';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdmin } from './helpers/admin';
import { instances, startInstance } from './helpers/instance';
import { Lead } from '../server/leads/model';

let a: string;
let b: string;

beforeAll(async () => {
  await testDb();
  await createAdmin();
  // The default limits (3 per phone) rather than the helper's loose ones.
  const env = { LEAD_PHONE_LIMIT: '3', LEAD_RATE_LIMIT: '30' };
  [a, b] = (await Promise.all([startInstance(undefined, env), startInstance(undefined, env)])).map((i) => i.base) as [string, string];
}, 60_000);
afterAll(() => {
  for (const c of instances.splice(0)) c.kill('SIGKILL');
});

const json = (base: string, path: string, body: unknown, cookie?: string) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

describe('two app instances on one database', () => {
  it('a session created on one instance is valid on the other', async () => {
    const login = await json(a, '/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const session = await (await fetch(`${b}/api/auth/session`, { headers: { Cookie: cookie } })).json();
    expect(session.email).toBe(ADMIN_EMAIL);
  });

  it('the 4th lead for one phone in 10 minutes is refused whichever instance gets it', async () => {
    const lead = { type: 'interest', name: '분산', phone: '010-7000-0001', consent: true };
    for (const base of [a, b, a]) expect((await json(base, '/api/leads', lead)).status).toBe(201);
    for (const base of [b, a]) {
      const fourth = await json(base, '/api/leads', lead);
      expect(fourth.status).toBe(429);
      expect((await fourth.json()).error).toBe('이미 신청이 접수되었습니다. 잠시 후 다시 시도해 주세요.');
    }
    expect(await Lead.countDocuments({ phone: '010-7000-0001' })).toBe(3);
  });

  it('ten buyers behind one address register across both instances', async () => {
    for (let i = 0; i < 10; i++) {
      const lead = { type: 'visit-request', name: `방문${i}`, phone: `010-7100-00${String(i).padStart(2, '0')}`, consent: true };
      expect((await json(i % 2 ? a : b, '/api/leads', lead)).status).toBe(201);
    }
  });

  it('failed logins are counted once for both instances: the 11th is refused on either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await json(i % 2 ? a : b, '/api/auth/login', { email: 'target@example.com', password: `wrong-${i}` })).status);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect((await json(a, '/api/auth/login', { email: 'target@example.com', password: 'wrong' })).status).toBe(429);
    expect((await json(b, '/api/auth/login', { email: 'target@example.com', password: 'wrong' })).status).toBe(429);
  }, 60_000);
});
