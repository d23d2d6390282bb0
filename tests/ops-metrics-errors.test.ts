/**
 * An operator reading /metrics sees a desk API's failures under the same route as its successes:
 * a 400, 403, 404 or 500 of the notice desk counts under `/api/admin/notices` (or its `/:id`
 * pattern), not under a shortened label like `/` or `/:id` once the error handler has answered.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { testApp, testDb } from './helpers/app';
import { ADMIN_PASSWORD, createAccount, signedInAs } from './helpers/admin';
import { samples } from './helpers/prometheus';
import { Notice } from '../server/notices/model';

const TOKEN = 'metrics-token-0123456789abcdef';
const { app } = testApp({ METRICS_TOKEN: TOKEN });
const MANAGER = 'metrics-manager@example.com';
const COUNSELOR = 'metrics-counselor@example.com';
const MISSING = '65f0a1b2c3d4e5f6a7b8c9d0';

let desk: Awaited<ReturnType<typeof signedInAs>>;
let counselor: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  await testDb();
  await createAccount(MANAGER, 'manager');
  await createAccount(COUNSELOR, 'counselor');
  desk = await signedInAs(app, MANAGER, ADMIN_PASSWORD);
  counselor = await signedInAs(app, COUNSELOR, ADMIN_PASSWORD);
});
afterEach(() => vi.restoreAllMocks());

/** Requests counted per route label and status class, as Prometheus would read them. */
async function counted(): Promise<Map<string, number>> {
  const res = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  const family = samples(res.text).find((f) => f.name === 'http_request_duration_seconds_count')!;
  const out = new Map<string, number>();
  for (const m of family.metrics) {
    const key = `${m.labels!.method} ${m.labels!.route} ${m.labels!.status_class}`;
    out.set(key, (out.get(key) ?? 0) + Number(m.value));
  }
  return out;
}
async function growth(act: () => Promise<unknown>) {
  const before = await counted();
  await act();
  const after = await counted();
  return [...after].filter(([k, n]) => n !== (before.get(k) ?? 0) && !k.startsWith('GET /metrics ')).map(([k]) => k);
}

describe('the notice desk\'s failures in /metrics', () => {
  it('counts a successful list and a refused one under the same route', async () => {
    expect(await growth(async () => expect((await desk.agent.get('/api/admin/notices')).status).toBe(200))).toEqual(['GET /api/admin/notices 2xx']);
    expect(await growth(async () => expect((await counselor.agent.post('/api/admin/notices').set('X-CSRF-Token', counselor.csrfToken).send({ title: '공지', body: '<p>x</p>' })).status).toBe(403))).toEqual([
      'POST /api/admin/notices 4xx',
    ]);
  });

  it('counts a form error (400) under /api/admin/notices and a missing notice (404) under /api/admin/notices/:id', async () => {
    expect(await growth(async () => expect((await desk.agent.post('/api/admin/notices').set('X-CSRF-Token', desk.csrfToken).send({ title: '' })).status).toBe(400))).toEqual([
      'POST /api/admin/notices 4xx',
    ]);
    expect(await growth(async () => expect((await desk.agent.get(`/api/admin/notices/${MISSING}`)).status).toBe(404))).toEqual(['GET /api/admin/notices/:id 4xx']);
    expect(await growth(async () => expect((await desk.agent.get(`/api/admin/notices/${MISSING}/revisions`)).status).toBe(404))).toEqual([
      'GET /api/admin/notices/:id/revisions 4xx',
    ]);
  });

  it('counts a server error (500) under the route that failed', async () => {
    vi.spyOn(Notice, 'countDocuments').mockImplementation(() => {
      throw new Error('disk full');
    });
    expect(await growth(async () => expect((await desk.agent.get('/api/admin/notices')).status).toBe(500))).toEqual(['GET /api/admin/notices 5xx']);
  });

  it('counts what the desk guard and the body reader refuse before any route under /api/admin/notices', async () => {
    // Not signed in, no CSRF token, a body that is not JSON: refused before the notice routes run.
    expect(await growth(async () => expect((await request(app).get('/api/admin/notices')).status).toBe(401))).toEqual(['GET /api/admin/notices 4xx']);
    expect(await growth(async () => expect((await desk.agent.post('/api/admin/notices').send({ title: '공지' })).status).toBe(403))).toEqual(['POST /api/admin/notices 4xx']);
    expect(
      await growth(async () =>
        expect((await desk.agent.patch(`/api/admin/notices/${MISSING}`).set('X-CSRF-Token', desk.csrfToken).set('Content-Type', 'application/json').send('{"title":')).status).toBe(400),
      ),
    ).toEqual(['PATCH /api/admin/notices 4xx']);
  });
});
