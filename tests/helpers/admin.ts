import request from 'supertest';
import type { Express } from 'express';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';

export const ADMIN_EMAIL = 'press-admin@example.com';
export const ADMIN_PASSWORD = 'correct horse battery staple';

/**
 * One hash per password for the whole file: a hash takes a good part of a second on a busy machine
 * (argon2id at the site's cost), and test after test stored the same password. Each is a real hash
 * of its password, so signing in checks it as it would any other.
 */
const hashes = new Map<string, Promise<string>>();
function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export async function createAdmin(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await Admin.deleteMany({ email });
  await Admin.create({ email, passwordHash: await passwordHash(password) });
}

/** A supertest agent signed in as the administrator, with its CSRF token. */
export async function signedIn(app: Express) {
  const agent = request.agent(app);
  const res = await agent.post('/api/auth/login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  const { csrfToken } = (await agent.get('/api/auth/session')).body as { csrfToken: string };
  const cookie = res.headers['set-cookie']![0]!.split(';')[0]!;
  return { agent, csrfToken, cookie };
}

/** A desk account with a password (as if its setup link had been used); returns its id. */
export async function createAccount(email: string, role: 'owner' | 'manager' | 'counselor' | 'contractor', extra: Record<string, unknown> = {}, password = ADMIN_PASSWORD) {
  await Admin.deleteMany({ email });
  const a = await Admin.create({ email, name: email.split('@')[0], role, active: true, away: false, passwordHash: await passwordHash(password), ...extra });
  return String(a._id);
}

/** A supertest agent signed in as the given account, with its CSRF token. */
export async function signedInAs(app: Express, email: string, password = ADMIN_PASSWORD, code?: string) {
  const agent = request.agent(app);
  const res = await agent.post('/api/auth/login').send({ email, password, ...(code ? { code } : {}) });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  const { csrfToken } = (await agent.get('/api/auth/session')).body as { csrfToken: string };
  return { agent, csrfToken };
}

/** The administrator's desk calls: every write carries the CSRF token, as the admin pages send it. */
export async function deskClient(app: Express) {
  const { agent, csrfToken } = await signedIn(app);
  return {
    get: (url: string) => agent.get(url),
    post: (url: string, body: object) => agent.post(url).set('X-CSRF-Token', csrfToken).send(body),
    patch: (url: string, body: object) => agent.patch(url).set('X-CSRF-Token', csrfToken).send(body),
    put: (url: string, body: object) => agent.put(url).set('X-CSRF-Token', csrfToken).send(body),
    del: (url: string) => agent.delete(url).set('X-CSRF-Token', csrfToken),
  };
}
