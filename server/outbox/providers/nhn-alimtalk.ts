/**
 * NHN Cloud KakaoTalk Bizmessage, AlimTalk v2.3: one recipient per request, authenticated by
 * X-Secret-Key, made idempotent by X-NC-API-IDEMPOTENCY-KEY (the outbox key). NHN sends the SMS/LMS
 * fallback itself (`resendParameter`) when the person cannot get the AlimTalk.
 */
import { timingSafeEqual } from 'node:crypto';
import type { AlimtalkResult, DeliveryOutcome, KakaoProvider } from './types';
import { retryableStatus } from './types';

export interface NhnAlimtalkOptions {
  appKey: string;
  secretKey: string;
  senderKey: string;
  baseUrl: string;
}

/** Errors that mean the template itself is wrong: the text goes as SMS/LMS at once instead. */
export const NHN_TEMPLATE_ERRORS: Record<number, string> = {
  [-3005]: '템플릿이 승인되지 않았습니다',
  [-3004]: '템플릿 변수가 올바르지 않습니다',
  [-3010]: '내용이 템플릿과 일치하지 않습니다',
  [-2502]: '대체 발송이 설정되지 않았습니다',
};

interface SendAnswer {
  header?: { isSuccessful?: boolean; resultCode?: number; resultMessage?: string };
  message?: { requestId?: string; sendResults?: { recipientSeq?: number; resultCode?: number; resultMessage?: string }[] };
}

interface ResultAnswer {
  header?: { isSuccessful?: boolean; resultCode?: number; resultMessage?: string };
  message?: { messageStatus?: string; resultCode?: string; resultCodeName?: string; resendStatus?: string; resendResultCode?: string };
}

const isSystemError = (code: number | undefined) => code !== undefined && code <= -9000;

function refusal(code: number | undefined, message: string | undefined, httpOk: boolean, status: number): AlimtalkResult {
  const reason = `${code ?? status}: ${message ?? ''}`.trim();
  if (code !== undefined && NHN_TEMPLATE_ERRORS[code]) return { ok: false, definitive: true, templateError: true, reason: `${reason} (${NHN_TEMPLATE_ERRORS[code]})` };
  return { ok: false, definitive: httpOk ? !isSystemError(code) : !retryableStatus(status), reason };
}

export function nhnAlimtalkProvider({ appKey, secretKey, senderKey, baseUrl }: NhnAlimtalkOptions): KakaoProvider {
  const base = `${baseUrl.replace(/\/+$/, '')}/alimtalk/v2.3/appkeys/${encodeURIComponent(appKey)}/messages`;
  return {
    name: 'nhn',
    async send(msg, signal) {
      const body = {
        senderKey,
        templateCode: msg.templateCode,
        recipientList: [
          {
            recipientNo: msg.to,
            templateParameter: msg.variables,
            resendParameter: {
              isResend: true,
              resendType: msg.type,
              ...(msg.type === 'LMS' ? { resendTitle: msg.subject ?? '' } : {}),
              resendContent: msg.text,
              resendSendNo: msg.from,
            },
          },
        ],
      };
      const res = await fetch(base, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json;charset=UTF-8', 'X-Secret-Key': secretKey, 'X-NC-API-IDEMPOTENCY-KEY': msg.idempotencyKey },
        body: JSON.stringify(body),
        signal,
      });
      const answer = (await res.json().catch(() => ({}))) as SendAnswer;
      const header = answer.header;
      if (!header) return { ok: false, definitive: !retryableStatus(res.status), reason: `HTTP ${res.status}` };
      if (!header.isSuccessful) return refusal(header.resultCode, header.resultMessage, res.ok, res.status);
      const result = answer.message?.sendResults?.[0];
      if (result && result.resultCode !== undefined && result.resultCode !== 0) return refusal(result.resultCode, result.resultMessage, true, res.status);
      return { ok: true, providerId: answer.message?.requestId, recipientSeq: result?.recipientSeq ?? 1 };
    },

    async result({ providerId, recipientSeq = 1, smsType }, signal): Promise<DeliveryOutcome> {
      const res = await fetch(`${base}/${encodeURIComponent(providerId)}/${recipientSeq}`, {
        headers: { 'Content-Type': 'application/json;charset=UTF-8', 'X-Secret-Key': secretKey },
        signal,
      });
      const answer = (await res.json().catch(() => ({}))) as ResultAnswer;
      const m = answer.message;
      if (!res.ok || !answer.header?.isSuccessful || !m) throw new Error(`result look-up failed: ${answer.header?.resultCode ?? `HTTP ${res.status}`}`);
      if (m.messageStatus === 'COMPLETED' && (m.resultCode === undefined || m.resultCode === '1000')) return { delivery: 'alimtalk' };
      if (m.messageStatus === 'CANCEL') return { delivery: 'failed', reason: '발송 취소' };
      if (m.messageStatus !== 'COMPLETED' && m.messageStatus !== 'FAILED') return null;
      // The AlimTalk did not arrive: the fallback's own state (RSC01 none … RSC04 sent, RSC05 failed).
      const why = `알림톡 ${m.resultCode ?? ''}${m.resultCodeName ? ` ${m.resultCodeName}` : ''}`.trim();
      if (m.resendStatus === 'RSC04') return { delivery: smsType === 'LMS' ? 'lms' : 'sms', reason: why };
      if (m.resendStatus === 'RSC02' || m.resendStatus === 'RSC03') return null;
      return { delivery: 'failed', reason: `${why}; 대체 발송 ${m.resendStatus ?? '없음'}${m.resendResultCode ? ` ${m.resendResultCode}` : ''}` };
    },
  };
}

/** NHN signs its webhook with the value set in its console (X-Toast-Webhook-Signature), compared in constant time. */
export function nhnWebhookSignatureOk(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
