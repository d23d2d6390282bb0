/**
 * Lead webhook signatures: `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * The receiver recomputes the HMAC over the exact bytes it received and refuses old timestamps,
 * so a delivery can be neither forged, altered nor replayed later (see the README's example).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Signature';

export function signWebhook(body: string, secret: string, nowSeconds: number): string {
  const t = Math.floor(nowSeconds);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** True when `header` signs `body` with `secret` and its time is within `toleranceSeconds` of now. */
export function verifyWebhookSignature(
  header: string | undefined,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const sent = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(sent)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(Buffer.from(sent, 'hex'), expected);
}
