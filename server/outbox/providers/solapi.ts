/**
 * SOLAPI (api.solapi.com) messages v4: one message per request, signed with
 * `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=hex(HMAC-SHA256(secret, date + salt))`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { SmsProvider } from './types';
import { retryableStatus } from './types';

export interface SolapiOptions {
  apiKey: string;
  apiSecret: string;
  baseUrl: string;
  now?: () => Date;
}

export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = createHmac('sha256', apiSecret).update(date + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

export function solapiProvider({ apiKey, apiSecret, baseUrl, now = () => new Date() }: SolapiOptions): SmsProvider {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/messages/v4/send`;
  const sign = () => solapiAuthorization(apiKey, apiSecret, now().toISOString(), randomBytes(16).toString('hex'));
  return {
    name: 'solapi',
    // Cash and points together (GET /cash/v1/balance): what sending can still spend.
    async balance(signal) {
      const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/cash/v1/balance`, { headers: { Authorization: sign() }, signal });
      if (!res.ok) throw new Error(`balance: HTTP ${res.status}`);
      const body = (await res.json()) as { balance?: unknown; point?: unknown };
      if (typeof body.balance !== 'number') throw new Error('balance: no balance in the answer');
      return body.balance + (typeof body.point === 'number' ? body.point : 0);
    },
    async send(msg, signal) {
      const date = now().toISOString();
      const salt = randomBytes(16).toString('hex');
      const message = { to: msg.to, from: msg.from, text: msg.text, type: msg.type, ...(msg.type === 'LMS' && msg.subject ? { subject: msg.subject } : {}) };
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: solapiAuthorization(apiKey, apiSecret, date, salt) },
        body: JSON.stringify({ message }),
        signal,
      });
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (!res.ok) {
        const reason = [body.errorCode, body.errorMessage].filter(Boolean).join(': ') || `HTTP ${res.status}`;
        return { ok: false, definitive: !retryableStatus(res.status), reason };
      }
      // Accepted for delivery: statusCode 2000. Any other code is the provider's refusal of this message.
      const code = body.statusCode === undefined ? '2000' : String(body.statusCode);
      if (code !== '2000') return { ok: false, definitive: true, reason: `${code}: ${String(body.statusMessage ?? '')}`.trim() };
      return { ok: true, providerId: typeof body.messageId === 'string' ? body.messageId : undefined };
    },
  };
}
