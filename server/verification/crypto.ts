/**
 * The secrets of phone verification: codes from a CSPRNG, stored only as an HMAC (keyed by the
 * verification key, VERIFICATION_KEY: server/core/keys.ts, so every instance agrees and a database
 * dump reveals no code), compared in constant time; tokens signed with the same key and bound to one phone.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export type VerificationKey = Buffer;

const mac = (key: VerificationKey, text: string) => createHmac('sha256', key).update(text).digest();

/** Six digits, uniformly drawn (leading zeros kept). */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The normalised phone number's stand-in: records and tokens never hold the number itself. */
export const phoneHash = (key: VerificationKey, phone: string) => mac(key, `phone:${phone}`).toString('base64url');

export const codeHash = (key: VerificationKey, phone: string, code: string) => mac(key, `code:${phone}:${code}`).toString('base64url');

/** Constant-time equality of two base64url digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'base64url');
  const y = Buffer.from(b, 'base64url');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A token for `phone`, valid until `expiresAt`: `<payload>.<signature>`, both base64url. */
export function signToken(key: VerificationKey, phone: string, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ p: phoneHash(key, phone), e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${payload}.${mac(key, `token:${payload}`).toString('base64url')}`;
}

/** True when `token` was signed here, is unexpired at `now` and names this (normalised) phone. */
export function tokenFits(key: VerificationKey, token: unknown, phone: string, now: Date): boolean {
  if (typeof token !== 'string' || token.length > 200) return false;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return false;
  if (!sameDigest(signature, mac(key, `token:${payload}`).toString('base64url'))) return false;
  try {
    const { p, e } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { p?: unknown; e?: unknown };
    return typeof p === 'string' && typeof e === 'number' && e * 1000 > now.getTime() && sameDigest(p, phoneHash(key, phone));
  } catch {
    return false;
  }
}
