/**
 * The fill-time check's clock is the server's alone: a form gets a stamp signed by the server when
 * it appears (GET /api/leads/stamp) and sends it back; the server measures from its own time, so a
 * visitor's phone clock running fast or slow changes nothing, and a stamp cannot be forged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (secret: string, ms: number) => createHmac('sha256', secret).update(`render-stamp:${ms}`).digest('base64url').slice(0, 22);

/** `<server ms>.<signature>` */
export function issueStamp(secret: string, now: Date): string {
  const ms = now.getTime();
  return `${ms}.${sign(secret, ms)}`;
}

const FORMAT = /^(\d{10,15})\.([\w-]{22})$/;

/**
 * 'unsigned' for a value that is not a stamp at all (an API client, an older page that sent its own
 * clock: not checked), 'forged' for a stamp whose signature is wrong, else the milliseconds since it was issued.
 */
export function stampAge(secret: string, value: unknown, now: Date): number | 'unsigned' | 'forged' {
  if (typeof value !== 'string') return 'unsigned';
  const m = FORMAT.exec(value);
  if (!m) return 'unsigned';
  const ms = Number(m[1]);
  const a = Buffer.from(m[2]!);
  const b = Buffer.from(sign(secret, ms));
  if (a.length !== b.length || !timingSafeEqual(a, b)) return 'forged';
  return now.getTime() - ms;
}
