import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdmin } from './helpers/admin';
import { Lead } from '../server/leads/model';

const { app } = testApp({ LEAD_RATE_LIMIT: '1000', SITE_URL: 'https://www.haeon-lakecity.co.kr' });
const lead = { type: 'visit', name: '홍길동', phone: '010-1234-5678', consent: 'on' };
const REFUSED = '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 이 사이트의 화면에서 다시 시도해 주세요.';

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  await createAdmin();
});

const formPost = (path: string, body: object, headers: Record<string, string>) => {
  const req = request(app).post(path).type('form').set('Host', 'site.test');
  for (const [k, v] of Object.entries(headers)) req.set(k, v);
  return req.send(body);
};

describe('posts made by other sites', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['a foreign Origin (older browsers)', { Origin: 'https://evil.example' }],
    ['an opaque Origin (sandboxed frame)', { Origin: 'null' }],
    ['the same host over another scheme', { Origin: 'https://site.test' }],
  ])('a lead form posted with %s is refused with 403 and not stored', async (_label, headers) => {
    const res = await formPost('/api/leads', lead, headers);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(REFUSED);
    expect(await Lead.countDocuments()).toBe(0);
  });

  it('a cross-site login form (login CSRF) is refused before the password is checked', async () => {
    const res = await formPost('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('this site and API clients', () => {
  it('a same-origin form post without JavaScript still registers the lead', async () => {
    const res = await formPost('/api/leads', lead, { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://site.test' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/status=ok/);
    expect(await Lead.countDocuments()).toBe(1);
  });

  it('a post from the canonical origin (SITE_URL) is accepted, e.g. behind a proxy that rewrites Host', async () => {
    const res = await formPost('/api/leads', lead, { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://www.haeon-lakecity.co.kr' });
    expect(res.status).toBe(303);
    expect(await Lead.countDocuments()).toBe(1);
  });

  it('a same-origin form login still signs in', async () => {
    const res = await formPost('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, returnTo: '/haeon-lakecity/press' }, { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://site.test' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/haeon-lakecity/press');
    expect(res.headers['set-cookie']![0]).toMatch(/^haeon\.sid=/);
  });

  it('an API client that sends neither header is served', async () => {
    const res = await request(app).post('/api/leads').send({ ...lead, consent: true });
    expect(res.status).toBe(201);
  });

  it('reading is never refused, whatever the headers', async () => {
    const res = await request(app).get('/api/press').query({ site: 'haeon-lakecity' }).set('Sec-Fetch-Site', 'cross-site').set('Origin', 'https://evil.example');
    expect(res.status).toBe(200);
  });
});
