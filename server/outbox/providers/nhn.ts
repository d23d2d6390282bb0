/**
 * NHN Cloud Notification SMS v3.0: `/sender/sms` for SMS, `/sender/mms` for LMS (and the
 * `ad-` paths for advertising), authenticated by the X-Secret-Key header. The API answers HTTP
 * 200 with `header.isSuccessful` and a per-recipient result code.
 */
import type { SmsProvider } from './types';
import { retryableStatus } from './types';

export interface NhnOptions {
  appKey: string;
  secretKey: string;
  baseUrl: string;
}

interface NhnAnswer {
  header?: { isSuccessful?: boolean; resultCode?: number; resultMessage?: string };
  body?: { data?: { requestId?: string; sendResultList?: { recipientNo?: string; resultCode?: number; resultMessage?: string }[] } };
}

// NHN's system-side failures (-9000 and below) are worth retrying; others reject the request itself.
const isSystemError = (code: number | undefined) => code !== undefined && code <= -9000;

export function nhnProvider({ appKey, secretKey, baseUrl }: NhnOptions): SmsProvider {
  const base = `${baseUrl.replace(/\/+$/, '')}/sms/v3.0/appKeys/${encodeURIComponent(appKey)}/sender`;
  return {
    name: 'nhn',
    async send(msg, signal) {
      const path = `${msg.advertising ? 'ad-' : ''}${msg.type === 'LMS' ? 'mms' : 'sms'}`;
      const body = {
        ...(msg.type === 'LMS' ? { title: msg.subject ?? '' } : {}),
        body: msg.text,
        sendNo: msg.from,
        recipientList: [{ recipientNo: msg.to }],
      };
      const res = await fetch(`${base}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json;charset=UTF-8', 'X-Secret-Key': secretKey },
        body: JSON.stringify(body),
        signal,
      });
      const answer = (await res.json().catch(() => ({}))) as NhnAnswer;
      const header = answer.header ?? {};
      if (!res.ok && !answer.header) return { ok: false, definitive: !retryableStatus(res.status), reason: `HTTP ${res.status}` };
      if (!header.isSuccessful) {
        const reason = `${header.resultCode ?? res.status}: ${header.resultMessage ?? ''}`.trim();
        return { ok: false, definitive: res.ok ? !isSystemError(header.resultCode) : !retryableStatus(res.status), reason };
      }
      const result = answer.body?.data?.sendResultList?.[0];
      if (result && result.resultCode !== undefined && result.resultCode !== 0) {
        return { ok: false, definitive: !isSystemError(result.resultCode), reason: `${result.resultCode}: ${result.resultMessage ?? ''}`.trim() };
      }
      return { ok: true, providerId: answer.body?.data?.requestId };
    },
  };
}
