/**
 * SOLAPI AlimTalk: the same HMAC-signed `/messages/v4/send` as its SMS, with `type: "ATA"` and
 * `kakaoOptions`. `from` and `text` are set and `disableSms` is not, so SOLAPI sends the same text
 * as SMS/LMS by itself when the person cannot get the AlimTalk. Results: `/messages/v4/list`.
 */
import { randomBytes } from 'node:crypto';
import { solapiAuthorization } from './solapi';
import type { AlimtalkResult, DeliveryOutcome, KakaoProvider } from './types';
import { retryableStatus } from './types';

export interface SolapiAlimtalkOptions {
  apiKey: string;
  apiSecret: string;
  baseUrl: string;
  pfId: string;
  now?: () => Date;
}

// SOLAPI names a refused template in its error code or message (e.g. "3034: 템플릿 내용과 일치하지 않습니다").
const TEMPLATE_REFUSAL = /template|템플릿/i;

interface ListAnswer {
  messageList?: Record<string, { statusCode?: string; statusMessage?: string; type?: string; replacement?: boolean }>;
}

export function solapiAlimtalkProvider({ apiKey, apiSecret, baseUrl, pfId, now = () => new Date() }: SolapiAlimtalkOptions): KakaoProvider {
  const origin = baseUrl.replace(/\/+$/, '');
  const auth = () => solapiAuthorization(apiKey, apiSecret, now().toISOString(), randomBytes(16).toString('hex'));
  return {
    name: 'solapi',
    async send(msg, signal): Promise<AlimtalkResult> {
      // Variables keep their `#{…}` keys, as SOLAPI expects.
      const variables = Object.fromEntries(Object.entries(msg.variables).map(([k, v]) => [`#{${k}}`, v]));
      const message = {
        to: msg.to,
        from: msg.from,
        text: msg.text,
        type: 'ATA',
        ...(msg.type === 'LMS' && msg.subject ? { subject: msg.subject } : {}),
        kakaoOptions: { pfId, templateId: msg.templateCode, variables },
      };
      const res = await fetch(`${origin}/messages/v4/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: auth() },
        body: JSON.stringify({ message }),
        signal,
      });
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (!res.ok) {
        const reason = [body.errorCode, body.errorMessage].filter(Boolean).join(': ') || `HTTP ${res.status}`;
        if (TEMPLATE_REFUSAL.test(reason)) return { ok: false, definitive: true, templateError: true, reason };
        return { ok: false, definitive: !retryableStatus(res.status), reason };
      }
      const code = body.statusCode === undefined ? '2000' : String(body.statusCode);
      if (code !== '2000') {
        const reason = `${code}: ${String(body.statusMessage ?? '')}`.trim();
        return { ok: false, definitive: true, templateError: TEMPLATE_REFUSAL.test(reason), reason };
      }
      return { ok: true, providerId: typeof body.messageId === 'string' ? body.messageId : undefined };
    },

    async result({ providerId, smsType }, signal): Promise<DeliveryOutcome> {
      const res = await fetch(`${origin}/messages/v4/list?messageId=${encodeURIComponent(providerId)}`, { headers: { Authorization: auth() }, signal });
      if (!res.ok) throw new Error(`result look-up failed: HTTP ${res.status}`);
      const m = ((await res.json()) as ListAnswer).messageList?.[providerId];
      if (!m?.statusCode) return null;
      // 2000 accepted, 3000 sent to the carrier: not final yet. 4000 received.
      if (m.statusCode === '2000' || m.statusCode === '3000') return null;
      if (m.statusCode === '4000') {
        if (m.replacement || m.type === 'SMS' || m.type === 'LMS') {
          const type = m.type === 'SMS' || m.type === 'LMS' ? m.type : smsType;
          return { delivery: type === 'SMS' ? 'sms' : 'lms', reason: '카카오톡으로 받을 수 없는 번호' };
        }
        return { delivery: 'alimtalk' };
      }
      return { delivery: 'failed', reason: `${m.statusCode}: ${m.statusMessage ?? ''}`.trim() };
    },
  };
}
