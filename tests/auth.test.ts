import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sessionSecret } from '../server/auth/session';
import { MongoRateLimitStore, RateLimitCounter } from '../server/rate-limit/store';
import { testApp, testDb } from './helpers/app';
import { loginThrottle } from '../server/auth/rate-limit';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdmin, signedIn } from './helpers/admin';

// No slow-down delays here; the throttling tests below use their own apps.
const { app } = testApp({}, { loginThrottle: loginThrottle({ delayStepMs: 0 }) });
const FAILED = '로그인 실패: 이메일 또는 비밀번호가 올바르지 않습니다.';

beforeAll(async () => {
  await testDb();
  await createAdmin();
});

describe('administrator sign-in', () => {
  it('logs in with the right password, case-insensitive email', async () => {
    const res = await request(app).post('/api/auth/login').send({ email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: ADMIN_EMAIL });
    const cookie = res.headers['set-cookie']![0]!;
    expect(cookie).toMatch(/^haeon\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain HTTP in tests
  });

  it('marks the cookie Secure in production when the request came over HTTPS through a trusted proxy', async () => {
    const { app: prod } = testApp({ NODE_ENV: 'production', TRUST_PROXY: '1', HTML_CACHE: 'off' }, { loginThrottle: loginThrottle({ delayStepMs: 0 }) });
    const body = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
    const https = await request(prod).post('/api/auth/login').set('X-Forwarded-Proto', 'https').send(body);
    const secure = https.headers['set-cookie']![0]!;
    // The __Host- prefix: browsers accept it only Secure, for path /, without a Domain.
    expect(secure).toMatch(/^__Host-haeon\.sid=/);
    expect(secure).toMatch(/;\s*Secure/i);
    expect(secure).toMatch(/;\s*Path=\/(;|$)/i);
    expect(secure).not.toMatch(/Domain=/i);
    const session = await request(prod).get('/api/auth/session').set('X-Forwarded-Proto', 'https').set('Cookie', secure.split(';')[0]!);
    expect(session.body.email).toBe(ADMIN_EMAIL);
    const plain = await request(prod).post('/api/auth/login').send(body);
    expect(plain.headers['set-cookie']![0]).toMatch(/^haeon\.sid=/);
    expect(plain.headers['set-cookie']![0]).not.toMatch(/;\s*Secure/i);
  });

  it('with TRUST_PROXY naming the proxy network, a direct client cannot claim HTTPS through X-Forwarded-Proto', async () => {
    const body = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
    const throttle = { loginThrottle: loginThrottle({ delayStepMs: 0 }) };
    const viaOtherNetwork = testApp({ NODE_ENV: 'production', TRUST_PROXY: '172.30.0.0/24', HTML_CACHE: 'off' }, throttle).app;
    const spoofed = await request(viaOtherNetwork).post('/api/auth/login').set('X-Forwarded-Proto', 'https').send(body);
    expect(spoofed.headers['set-cookie']![0]).toMatch(/^haeon\.sid=/); // the test client (127.0.0.1) is not the proxy
    const viaProxy = testApp({ NODE_ENV: 'production', TRUST_PROXY: '127.0.0.0/8', HTML_CACHE: 'off' }, throttle).app;
    const proxied = await request(viaProxy).post('/api/auth/login').set('X-Forwarded-Proto', 'https').send(body);
    expect(proxied.headers['set-cookie']![0]).toMatch(/^__Host-haeon\.sid=.*;\s*Secure/i);
  });

  it('answers the same 401 message for a wrong password and an unknown email', async () => {
    const wrong = await request(app).post('/api/auth/login').send({ email: ADMIN_EMAIL, password: 'wrong password!!' });
    const unknown = await request(app).post('/api/auth/login').send({ email: 'nobody@example.com', password: 'whatever-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe(FAILED);
    expect(unknown.body.error).toBe(FAILED);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [{ email: ADMIN_EMAIL, password: { $ne: null } }],
    [{ email: { $ne: null }, password: ADMIN_PASSWORD }],
    [{ email: { $gt: '' }, password: { $gt: '' } }],
    [{}],
  ])('operator injection or missing fields are a 400, never a query: %j', async (body) => {
    const res = await request(app).post('/api/auth/login').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^로그인 실패: /);
  });

  it('malformed JSON is a 400 with a Korean message', async () => {
    const res = await request(app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('요청 형식이 올바르지 않습니다.');
  });

  it('session reports the administrator, their role and a CSRF token; logout ends it', async () => {
    const { agent, csrfToken } = await signedIn(app);
    const session = await agent.get('/api/auth/session');
    expect(session.body).toEqual({ email: ADMIN_EMAIL, role: 'owner', csrfToken });
    expect(csrfToken).toMatch(/^[\w-]{20,}$/);

    expect((await agent.post('/api/auth/logout')).status).toBe(403); // no CSRF token
    const out = await agent.post('/api/auth/logout').set('X-CSRF-Token', csrfToken);
    expect(out.status).toBe(204);
    expect((await agent.get('/api/auth/session')).body.email).toBeNull();
  });

  it('regenerates the session id at login (no fixation)', async () => {
    const agent = request.agent(app);
    const before = (await agent.get('/api/auth/session')).body.csrfToken;
    await agent.post('/api/auth/login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const after = (await agent.get('/api/auth/session')).body.csrfToken;
    expect(after).not.toBe(before);
  });

  it('a session survives an app restart on the same database', async () => {
    const { cookie } = await signedIn(app);
    const restarted = testApp().app; // a new app instance: nothing shared in memory
    const res = await request(restarted).get('/api/auth/session').set('Cookie', cookie);
    expect(res.body.email).toBe(ADMIN_EMAIL);
  });

  it('a session ends 12 hours after sign-in even while it is in use', async () => {
    const { default: mongoose } = await import('mongoose');
    const { agent, cookie } = await signedIn(app);
    const sid = decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
    const signedInHoursAgo = (h: number) =>
      mongoose.connection.collection('sessions').updateOne({ _id: sid as never }, { $set: { 'session.signedInAt': Date.now() - h * 3_600_000 } });
    await signedInHoursAgo(11.9);
    expect((await agent.get('/api/auth/session')).body.email).toBe(ADMIN_EMAIL);
    await signedInHoursAgo(12.1);
    expect((await agent.get('/api/auth/session')).body.email).toBeNull();
    expect(await mongoose.connection.collection('sessions').countDocuments({ _id: sid as never })).toBe(0);
  });

  it('the sessions collection has a TTL index that purges expired sessions', async () => {
    const { default: mongoose } = await import('mongoose');
    await signedIn(app);
    const indexes = await mongoose.connection.collection('sessions').indexes();
    expect(indexes.find((i) => i.key.expires === 1)?.expireAfterSeconds).toBe(0);
  });
});

describe('the generated session secret', () => {
  it('is written into a DATA_DIR that only its owner can open', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'haeon-')), 'data');
    const secret = sessionSecret(undefined, dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(sessionSecret(undefined, dataDir)).toBe(secret);
  });
});

describe('login throttling', () => {
  beforeEach(() => RateLimitCounter.deleteMany({}));
  const throttledApp = (opts: Parameters<typeof loginThrottle>[0] = {}) =>
    testApp({ TRUST_PROXY: 'true' }, { loginThrottle: loginThrottle({ delayStepMs: 10, ...opts }) }).app;
  const attempt = (app: ReturnType<typeof throttledApp>, from: string, email: string, password: string) =>
    request(app).post('/api/auth/login').set('X-Forwarded-For', from).send({ email, password });

  it('refuses repeated failures for one email from one address with 429', async () => {
    const throttled = throttledApp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await attempt(throttled, '10.0.0.1', 'victim@example.com', 'wrong-password-' + i);
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.error).toContain('로그인 시도가 너무 많습니다');
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  }, 60_000);

  it('an attacker who knows the email cannot lock the administrator out: the right password from another address signs in', async () => {
    const throttled = throttledApp();
    // Locked out at one address, and failures for the email from many others (which only slow down).
    for (let i = 0; i < 11; i++) await attempt(throttled, '10.0.0.66', ADMIN_EMAIL, 'wrong-password-' + i);
    expect((await attempt(throttled, '10.0.0.66', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(429);
    for (let i = 0; i < 12; i++) expect((await attempt(throttled, `10.0.1.${i}`, ADMIN_EMAIL, 'wrong-password')).status).toBe(401);
    const admin = await attempt(throttled, '10.0.2.1', ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({ email: ADMIN_EMAIL });
  }, 60_000);

  it('refuses repeated failures from one address across emails (password spraying)', async () => {
    const throttled = throttledApp({ maxAddressFailures: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(throttled, '10.0.0.9', `u${i}@example.com`, 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await attempt(throttled, '10.0.0.10', 'u0@example.com', 'wrong-password')).status).toBe(401);
  }, 60_000);

  it('successful logins do not count towards the limit', async () => {
    const throttled = throttledApp();
    for (let i = 0; i < 12; i++) {
      const res = await request(throttled).post('/api/auth/login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(res.status).toBe(200);
    }
  }, 60_000);

  it('a database failing as a successful login gives back its places still answers the login, and rejects nothing unhandled (a crash in production)', async () => {
    // express-slow-down 2 left its give-back's failure unhandled, and Node ends a process on one.
    const unhandled: unknown[] = [];
    const note = (err: unknown) => unhandled.push(err);
    process.on('unhandledRejection', note);
    const giveBack = vi.spyOn(MongoRateLimitStore.prototype, 'decrement').mockRejectedValue(new Error('database gone'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await request(throttledApp()).post('/api/auth/login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(res.status).toBe(200);
      // Each of the three limits gives its place back once the answer is out.
      await vi.waitFor(() => expect(giveBack).toHaveBeenCalledTimes(3));
      for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
      giveBack.mockRestore();
      logged.mockRestore();
    }
  });
});
