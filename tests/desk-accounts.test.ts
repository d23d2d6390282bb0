/**
 * Accounts by person: the owner creates one with a one-time setup link, the person sets a
 * password, deactivation or a role change ends their open session at once, the administrator from
 * before roles is the owner, and the second factor (TOTP) works against an injected clock.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAccount, signedInAs } from './helpers/admin';
import { Admin } from '../server/accounts/model';
import { hashPassword } from '../server/accounts/password';
import { upgradeAccounts } from '../server/db/migrations/0004-account-roles';
import { totpCode } from '../server/auth/totp';
import { AccessEntry } from '../server/access-log/model';

let clock = new Date('2026-03-02T01:00:00Z'); // 10:00 KST
const now = () => clock;
const { app } = testApp({}, { now });
const { app: strictApp } = testApp({ ADMIN_2FA: 'required' }, { now });
const tokenOf = (setupUrl: string) => new URL(setupUrl).searchParams.get('token')!;

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  clock = new Date('2026-03-02T01:00:00Z');
  await createAccount('owner@example.com', 'owner');
});

describe('creating an account and setting it up', () => {
  it('POST /api/admin/accounts → 201 {id, setupUrl}; the link sets a password once, then answers 410', async () => {
    const { agent, csrfToken } = await signedInAs(app, 'owner@example.com');
    const res = await agent.post('/api/admin/accounts').set('X-CSRF-Token', csrfToken).send({ email: 'Kim@Example.com', name: '김상담', role: 'counselor' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), setupUrl: expect.stringMatching(/\/admin\/setup\?token=[\w-]{40,}$/) });
    const token = tokenOf(res.body.setupUrl);
    // The token is never stored as such.
    expect(JSON.stringify(await Admin.findById(res.body.id).lean())).not.toContain(token);

    expect((await request(app).post('/api/auth/setup').send({ token, password: 'short' })).status).toBe(400);
    expect((await request(app).post('/api/auth/setup').send({ token, password: 'a long enough password' })).status).toBe(200);
    expect((await request(app).post('/api/auth/setup').send({ token, password: 'another long password' })).status).toBe(410);

    const { agent: kim } = await signedInAs(app, 'kim@example.com', 'a long enough password');
    expect((await kim.get('/api/admin/me')).body).toMatchObject({ email: 'kim@example.com', name: '김상담', role: 'counselor', home: '/admin/today' });
    const list = await agent.get('/api/admin/accounts');
    expect(list.body.items.map((a: { email: string; role: string }) => [a.email, a.role]).sort()).toEqual([
      ['kim@example.com', 'counselor'],
      ['owner@example.com', 'owner'],
    ]);
    expect((await agent.post('/api/admin/accounts').set('X-CSRF-Token', csrfToken).send({ email: 'kim@example.com', name: '중복', role: 'manager' })).status).toBe(409);
  });

  it('a setup link older than 24 hours answers 410; a new link resets the password and signs the person out', async () => {
    const { agent, csrfToken } = await signedInAs(app, 'owner@example.com');
    const created = await agent.post('/api/admin/accounts').set('X-CSRF-Token', csrfToken).send({ email: 'lee@example.com', name: '이상담', role: 'manager' });
    clock = new Date(clock.getTime() + 24 * 3_600_000 + 1000);
    expect((await request(app).post('/api/auth/setup').send({ token: tokenOf(created.body.setupUrl), password: 'a long enough password' })).status).toBe(410);

    const reset = await agent.post(`/api/admin/accounts/${created.body.id}/setup-link`).set('X-CSRF-Token', csrfToken);
    expect(reset.status).toBe(201);
    expect((await request(app).post('/api/auth/setup').send({ token: tokenOf(reset.body.setupUrl), password: 'a long enough password' })).status).toBe(200);
    const { agent: lee } = await signedInAs(app, 'lee@example.com', 'a long enough password');
    expect((await lee.get('/api/admin/leads')).status).toBe(200);
    const again = await agent.post(`/api/admin/accounts/${created.body.id}/setup-link`).set('X-CSRF-Token', csrfToken);
    expect(again.status).toBe(201);
    expect((await lee.get('/api/admin/leads')).status).toBe(401);
    expect((await request(app).post('/api/auth/login').send({ email: 'lee@example.com', password: 'a long enough password' })).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('deactivation revokes an open session: the next request is 401, and signing in again fails', async () => {
    const id = await createAccount('park@example.com', 'counselor');
    const { agent: park } = await signedInAs(app, 'park@example.com');
    expect((await park.get('/api/admin/today')).status).toBe(200);
    const { agent, csrfToken } = await signedInAs(app, 'owner@example.com');
    const res = await agent.patch(`/api/admin/accounts/${id}`).set('X-CSRF-Token', csrfToken).send({ active: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, active: false });
    expect((await park.get('/api/admin/today')).status).toBe(401);
    expect((await park.get('/api/auth/session')).body.email).toBeNull();
    expect((await request(app).post('/api/auth/login').send({ email: 'park@example.com', password: ADMIN_PASSWORD })).status).toBe(401);
  });

  it('a role change ends the open session at once; the new role applies from the next sign-in', async () => {
    const id = await createAccount('choi@example.com', 'manager');
    const { agent: choi } = await signedInAs(app, 'choi@example.com');
    expect((await choi.get('/api/admin/team')).status).toBe(200);
    const { agent, csrfToken } = await signedInAs(app, 'owner@example.com');
    await agent.patch(`/api/admin/accounts/${id}`).set('X-CSRF-Token', csrfToken).send({ role: 'counselor' }).expect(200);
    expect((await choi.get('/api/admin/leads')).status).toBe(401);
    const { agent: again } = await signedInAs(app, 'choi@example.com');
    expect((await again.get('/api/admin/team')).status).toBe(403);
  });

  it('the last active owner cannot be deactivated or demoted (409)', async () => {
    const { agent, csrfToken } = await signedInAs(app, 'owner@example.com');
    const me = (await agent.get('/api/admin/me')).body.id;
    expect((await agent.patch(`/api/admin/accounts/${me}`).set('X-CSRF-Token', csrfToken).send({ active: false })).status).toBe(409);
    expect((await agent.patch(`/api/admin/accounts/${me}`).set('X-CSRF-Token', csrfToken).send({ role: 'manager' })).status).toBe(409);
  });
});

describe('upgrade', () => {
  it('the administrator stored before roles signs in as the owner, and start-up writes the role', async () => {
    await Admin.collection.insertOne({ email: ADMIN_EMAIL, passwordHash: await hashPassword(ADMIN_PASSWORD), createdAt: new Date() });
    const { agent } = await signedInAs(app, ADMIN_EMAIL);
    expect((await agent.get('/api/admin/me')).body.role).toBe('owner');
    expect((await agent.get('/api/admin/accounts')).status).toBe(200);
    expect(await upgradeAccounts(Admin.db.db!)).toBe(1);
    expect(await Admin.findOne({ email: ADMIN_EMAIL }).lean()).toMatchObject({ role: 'owner', active: true });
    // The session from before the upgrade still works (same epoch).
    expect((await agent.get('/api/admin/access-log')).status).toBe(200);
  });
});

describe('second factor (TOTP, RFC 6238) with an injected clock', () => {
  it('enrols with a code, then sign-in needs a fresh code; a code is not accepted twice; a recovery code works once', async () => {
    const { agent, csrfToken } = await signedInAs(app, 'owner@example.com');
    const begun = await agent.post('/api/admin/security/totp').set('X-CSRF-Token', csrfToken);
    expect(begun.status).toBe(201);
    expect(begun.body.uri).toMatch(/^otpauth:\/\/totp\//);
    const secret: string = begun.body.secret;
    expect((await agent.post('/api/admin/security/totp/confirm').set('X-CSRF-Token', csrfToken).send({ code: '123456' })).status).toBe(400);
    const confirmed = await agent.post('/api/admin/security/totp/confirm').set('X-CSRF-Token', csrfToken).send({ code: totpCode(secret, clock) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);

    const login = (code?: string) => request(app).post('/api/auth/login').send({ email: 'owner@example.com', password: ADMIN_PASSWORD, ...(code ? { code } : {}) });
    const missing = await login();
    expect(missing.status).toBe(401);
    expect(missing.body.twoFactor).toBe(true);
    // The enrolment code's time step is spent: the next step's code signs in, once.
    clock = new Date(clock.getTime() + 30_000);
    const code = totpCode(secret, clock);
    expect((await login(code)).status).toBe(200);
    expect((await login(code)).status).toBe(401);
    // Codes from 5 minutes ago are refused.
    expect((await login(totpCode(secret, new Date(clock.getTime() - 300_000)))).status).toBe(401);
    const recovery = confirmed.body.recoveryCodes[0];
    expect((await login(recovery)).status).toBe(200);
    expect((await login(recovery)).status).toBe(401);
  });

  it('ADMIN_2FA=required: an account without a second factor can only reach its security page until it enrols', async () => {
    const { agent, csrfToken } = await signedInAs(strictApp, 'owner@example.com');
    const refused = await agent.get('/api/admin/leads');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toContain('2단계 인증');
    expect((await agent.get('/api/admin/me')).body.mustEnroll).toBe(true);
    const { secret } = (await agent.post('/api/admin/security/totp').set('X-CSRF-Token', csrfToken)).body;
    await agent.post('/api/admin/security/totp/confirm').set('X-CSRF-Token', csrfToken).send({ code: totpCode(secret, clock) }).expect(200);
    clock = new Date(clock.getTime() + 30_000);
    const { agent: enrolled } = await signedInAs(strictApp, 'owner@example.com', ADMIN_PASSWORD, totpCode(secret, clock));
    expect((await enrolled.get('/api/admin/leads')).status).toBe(200);
  });
});

describe('sign-ins in the access record', () => {
  it('login, failed login and logout are appended with the account and address', async () => {
    await request(app).post('/api/auth/login').send({ email: 'owner@example.com', password: 'wrong password here' }).expect(401);
    const { agent, csrfToken } = await signedInAs(app, 'owner@example.com');
    await agent.post('/api/auth/logout').set('X-CSRF-Token', csrfToken).expect(204);
    const rows = await AccessEntry.find({}, { _id: 0, action: 1, email: 1, ip: 1 }).sort({ at: 1, _id: 1 }).lean();
    expect(rows.map((r) => r.action)).toEqual(['login-failed', 'login', 'logout']);
    expect(rows.every((r) => r.email === 'owner@example.com' && r.ip)).toBe(true);
  });
});
