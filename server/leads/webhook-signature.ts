/**
 * Signs a webhook body so the operator's endpoint can tell it came from this site and is fresh:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, sent as the X-Signature header.
 */
import { createHmac } from 'node:crypto';

export function signWebhook(body: string, secret: string, nowSeconds: number): string {
  const t = Math.floor(nowSeconds);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
