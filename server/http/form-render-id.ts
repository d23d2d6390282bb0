/**
 * The id a page's forms are rendered with (the no-JavaScript double-submit guard,
 * server/http/idempotency.ts): new for every render and signed under the forms key (FORM_KEY,
 * server/core/keys.ts), so nobody can make one up or reuse a constant of the server run.
 * `<nonce: 16><issued: 8 base-36 digits of seconds><signature: 22>`, 46 characters of [A-Za-z0-9_-].
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hmac, keyFor, loadedKey } from '../core/keys';
import { isDbReady } from '../db/connection';

export const FORM_RENDER_ID = /^([\w-]{16})([0-9a-z]{8})([\w-]{22})$/;

const sign = (key: Buffer, body: string) => hmac(key, `form-render:${body}`).toString('base64url').slice(0, 22);

/**
 * A fresh signed id, or '' while the forms key cannot be had (FORM_KEY unset and the database not
 * answering): the form then posts without one and is simply not deduplicated.
 */
export async function issueFormRenderId(now: Date): Promise<string> {
  const key = loadedKey('forms') ?? (isDbReady() ? await keyFor('forms').catch(() => undefined) : undefined);
  if (!key) return '';
  const body = `${randomBytes(12).toString('base64url')}${Math.floor(now.getTime() / 1000).toString(36).padStart(8, '0')}`;
  return `${body}${sign(key, body)}`;
}

/** True for an id this site signed (any age: a page kept in memory keeps its id). */
export function isSignedFormRenderId(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = FORM_RENDER_ID.exec(value);
  const key = loadedKey('forms');
  if (!m || !key) return false;
  const expected = Buffer.from(sign(key, `${m[1]}${m[2]}`));
  const given = Buffer.from(m[3]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
