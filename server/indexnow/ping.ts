/**
 * IndexNow: tells search engines (Naver Search Advisor, and through the shared endpoint Bing and
 * the others) that pages changed, so a new press article is found in minutes rather than at a
 * crawler's next visit. Each change adds its pages to one batch per endpoint in the outbox, sent a
 * minute after the first change (so an edit right after publishing costs no second ping) and
 * retried there like any delivery; server/outbox/providers/indexnow.ts judges the answers.
 */
import type { Logger } from '../logger';
import type { Outbox } from '../outbox/outbox';
import { INDEXNOW_KIND } from '../outbox/providers/indexnow';

/** Changes within this time after the first go out as one ping. */
export const INDEXNOW_BATCH_MS = 60_000;

export interface IndexNowSettings {
  key: string;
  endpoints: string[];
}

/**
 * `at`: the pages go live later (a scheduled notice): they are pinged then, in a batch of their own
 * due at that time (`now` is the business clock the delay is counted from).
 */
export type IndexNowQueue = (paths: string[], at?: Date, now?: Date) => Promise<void>;

/**
 * Queues the pages at `paths` (site-relative) for the next ping to every endpoint. Never throws:
 * a ping that cannot be queued is logged, and the change it follows stands.
 */
export function indexNowQueue(settings: IndexNowSettings, siteUrl: string, outbox: Pick<Outbox, 'enqueueBatch'>, log: Logger): IndexNowQueue {
  const host = new URL(siteUrl).host;
  const keyLocation = `${siteUrl}/${settings.key}.txt`;
  return async (paths, at, now = new Date()) => {
    const later = at && at > now ? at : undefined;
    const urlList = [...new Set(paths)].map((p) => siteUrl + p);
    if (urlList.length === 0) return;
    for (const [i, url] of settings.endpoints.entries()) {
      try {
        const group = later ? `${INDEXNOW_KIND}:${i}:${later.getTime()}` : `${INDEXNOW_KIND}:${i}`;
        const delay = later ? later.getTime() - now.getTime() + INDEXNOW_BATCH_MS : INDEXNOW_BATCH_MS;
        await outbox.enqueueBatch({ kind: INDEXNOW_KIND, group, url, payload: { host, key: settings.key, keyLocation } }, 'urlList', urlList, delay);
      } catch (err) {
        log.error({ err, endpoint: url }, 'IndexNow ping not queued');
      }
    }
  };
}
