/**
 * Phone verification through the real endpoints, as a visitor does it: ask for a code, read it
 * from the text the outbox holds (the log provider's stored message), confirm it, keep the token.
 */
import request from 'supertest';
import type { Express } from 'express';
import { OutboxMessage } from '../../server/outbox/model';
import { normalisePhone } from '../../server/leads/validate';

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
