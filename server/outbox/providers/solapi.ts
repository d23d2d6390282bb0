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
  return {
    name: 'solapi',
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
