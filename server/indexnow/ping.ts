/**
 * IndexNow: tells search engines (Naver Search Advisor, and through the shared endpoint Bing and
 * the others) that pages changed, so a new press article is found in minutes rather than at a
 * crawler's next visit. Each change adds its pages to one batch per endpoint in the outbox, sent a
 * minute after the first change (so an edit right after publishing costs no second ping) and
 * retried there like any delivery. Answers are judged by the protocol: 200/202 accepted, 429 and
 * 5xx retried with backoff, any other refusal final, with its reason in Korean in the sending log.
 */
import type { Logger } from '../logger';
import type { Outbox, WebhookService } from '../outbox/outbox';
import type { SendResult } from '../outbox/providers/types';

export const INDEXNOW_KIND = 'indexnow';
/** Changes within this time after the first go out as one ping. */
export const INDEXNOW_BATCH_MS = 60_000;

export interface IndexNowSettings {
  key: string;
  endpoints: string[];
}

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

/** The outbox's rules for IndexNow deliveries (server/app.ts passes them to createOutbox). */
export const indexNowService: WebhookService = { headers: { 'Content-Type': 'application/json; charset=utf-8' }, judge: judgeIndexNow };

export type IndexNowQueue = (paths: string[]) => Promise<void>;

/**
 * Queues the pages at `paths` (site-relative) for the next ping to every endpoint. Never throws:
 * a ping that cannot be queued is logged, and the change it follows stands.
 */
export function indexNowQueue(settings: IndexNowSettings, siteUrl: string, outbox: Pick<Outbox, 'enqueueBatch'>, log: Logger): IndexNowQueue {
  const host = new URL(siteUrl).host;
  const keyLocation = `${siteUrl}/${settings.key}.txt`;
  return async (paths) => {
    const urlList = [...new Set(paths)].map((p) => siteUrl + p);
    if (urlList.length === 0) return;
    for (const [i, url] of settings.endpoints.entries()) {
      try {
        await outbox.enqueueBatch({ kind: INDEXNOW_KIND, group: `${INDEXNOW_KIND}:${i}`, url, payload: { host, key: settings.key, keyLocation } }, 'urlList', urlList, INDEXNOW_BATCH_MS);
      } catch (err) {
        log.error({ err, endpoint: url }, 'IndexNow ping not queued');
      }
    }
  };
}
