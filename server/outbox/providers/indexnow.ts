/**
 * IndexNow's answers as the protocol defines them: 200/202 accepted; 429 (too many requests) and
 * 5xx retried with the outbox's backoff; any other refusal is final, with its reason in Korean
 * for the desk's sending log. The pings are queued by server/indexnow/ping.ts.
 */
import type { SendResult, WebhookService } from './types';

/** The outbox kind of IndexNow pings (webhook channel). */
export const INDEXNOW_KIND = 'indexnow';

/** What each refusal means, as the desk's sending log shows it. */
const REFUSALS: Record<number, string> = {
  400: '요청 형식이 올바르지 않습니다 (400).',
  403: '키가 올바르지 않습니다 (403): INDEXNOW_KEY와 /{키}.txt 응답을 확인해 주세요.',
  422: '이 사이트의 주소가 아니거나 키와 맞지 않는 URL입니다 (422): SITE_URL을 확인해 주세요.',
};

export function judgeIndexNow(status: number): SendResult {
  if (status === 200 || status === 202) return { ok: true };
  if (status === 429) return { ok: false, definitive: false, reason: '요청이 너무 많아 잠시 후 다시 보냅니다 (429).' };
  if (status >= 500) return { ok: false, definitive: false, reason: `검색엔진 서버 오류로 다시 보냅니다 (${status}).` };
  return { ok: false, definitive: true, reason: REFUSALS[status] ?? `검색엔진이 요청을 거절했습니다 (${status}).` };
}

/** The outbox's rules for IndexNow deliveries (built into every outbox). */
export const indexNowService: WebhookService = { headers: { 'Content-Type': 'application/json; charset=utf-8' }, judge: judgeIndexNow };

