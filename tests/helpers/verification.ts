/**
 * Phone verification through the real endpoints, as a visitor does it: ask for a code, read it
 * from the text the outbox holds (the log provider's stored message), confirm it, keep the token.
 */
import request from 'supertest';
import type { Express } from 'express';
import { OutboxMessage } from '../../server/outbox/model';
import { normalisePhone } from '../../server/core/phone';
import { createHmac } from 'node:crypto';
import { signToken } from '../../server/verification/crypto';
import { TEST_SECRET } from './app';

/** The code of the latest verification text to this phone. */
export async function lastCode(phone: string): Promise<string> {
  const to = normalisePhone(phone) ?? phone;
  const msg = await OutboxMessage.findOne({ kind: 'phone-verification', to }).sort({ createdAt: -1, _id: -1 }).lean();
  const code = /인증번호 (\d{6})/.exec(msg?.text ?? '')?.[1];
  if (!code) throw new Error(`no verification text to ${to}`);
  return code;
}

/** A verification token for `phone` obtained through POST /api/phone-verifications and /confirm. */
export async function verifiedToken(app: Express, phone: string): Promise<string> {
  const sent = await request(app).post('/api/phone-verifications').send({ phone });
  if (sent.status !== 201) throw new Error(`verification code refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  const confirmed = await request(app).post('/api/phone-verifications/confirm').send({ phone, code: await lastCode(phone) });
  if (confirmed.status !== 200) throw new Error(`verification code not confirmed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.verificationToken as string;
}

const cache = new WeakMap<Express, Map<string, string>>();

/** verifiedToken(), once per phone and app (a token serves 30 minutes; a code costs one of 5 a day). */
export async function tokenFor(app: Express, phone: string): Promise<string> {
  const key = normalisePhone(phone) ?? phone;
  const tokens = cache.get(app) ?? new Map<string, string>();
  cache.set(app, tokens);
  if (!tokens.has(key)) tokens.set(key, await verifiedToken(app, phone));
  return tokens.get(key)!;
}

/**
 * A token signed as the endpoint signs it, without a text: for tests that need more verified
 * numbers at once than one address may verify in an hour (10).
 */
export function signedToken(phone: string, now = new Date()): string {
  // The test app's verification key: VERIFICATION_KEY is unset, so the stored key is the one derived
  // from the session secret at the first start (server/core/keys.ts).
  const key = createHmac('sha256', TEST_SECRET).update('phone-verification/v1').digest();
  return signToken(key, normalisePhone(phone) ?? phone, new Date(now.getTime() + 30 * 60_000));
}
