import request from 'supertest';
import type { Express } from 'express';
import { Admin } from '../../server/auth/model';
import { hashPassword } from '../../server/auth/password';

export const ADMIN_EMAIL = 'press-admin@example.com';
export const ADMIN_PASSWORD = 'correct horse battery staple';

export async function createAdmin(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await Admin.deleteMany({ email });
  await Admin.create({ email, passwordHash: await hashPassword(password) });
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
