/**
 * What popups and slides show at a given moment, as every instance knows it. Guarantee: a page
 * never shows a popup more than 60 s after its end, its switch-off or its deletion (decision 0033):
 * - each instance keeps every popup and slide in memory, read again every REFRESH_MS (10 s) and at
 *   once after a write here; which ones show is decided per request from that copy and the clock,
 *   so a start or an end takes effect on the second;
 * - `stamp(path)` names the set a page shows: pages kept in memory and ETags carry it, so a page
 *   rendered with another set is never served from memory or answered 304;
 * - `sharedCacheSeconds(path)` caps how long a CDN may keep the page (s-maxage ≤ 30, and never past
 *   the next start or end; stale-while-revalidate 20): 10 + 30 + 20 ≤ 60.
 */
import { createHash } from 'node:crypto';
import { isDbReady } from '../db/connection';
import { isAdminPath } from '../../shared/routes';
import { MAX_POPUPS, scheduleState } from '../../shared/content';
import { Popup, Slide, type PopupDoc, type SlideDoc } from './model';

export const REFRESH_MS = 10_000;
/** Longest a shared cache keeps a page or the popup list while a schedule applies to it. */
export const SHARED_MAX_SECONDS = 30;

const byOrder = <T extends { order: number; updatedAt: Date }>(a: T, b: T) => a.order - b.order || b.updatedAt.getTime() - a.updatedAt.getTime();

export interface ContentSchedule {
  /** Reads every popup and slide again (after a write, and every REFRESH_MS). */
  refresh(): Promise<void>;
  /** Popups showing on `path` now: at most three, in order. Never on desk pages. */
  popupsFor(path: string, now: Date): PopupDoc[];
  /** Slides of the main visual showing now, in order. */
  slidesAt(now: Date): SlideDoc[];
  /** Names what `path` shows now ('' when nothing): part of the memory cache's check and the ETag. */
  stamp(path: string, now: Date): string;
  /**
   * Seconds a shared cache may keep `path` now, when a popup or slide applies to it (showing or
   * scheduled); undefined when none does (the page's usual caching stands).
   */
  sharedCacheSeconds(path: string, now: Date): number | undefined;
  /** Stops the periodic read (tests, shutdown). */
  stop(): void;
}

const appliesTo = (p: PopupDoc, path: string) => !isAdminPath(path) && (p.where === 'all' || path === '/');

export function contentSchedule(dbReady: Promise<void>): ContentSchedule {
  let popups: PopupDoc[] = [];
  let slides: SlideDoc[] = [];
  const refresh = async () => {
    if (!isDbReady()) return;
    const [p, s] = await Promise.all([Popup.find({}).lean<PopupDoc[]>(), Slide.find({}).lean<SlideDoc[]>()]);
    popups = p.sort(byOrder);
    slides = s.sort(byOrder);
  };
  const tick = () => void refresh().catch(() => {}); // the copy in hand stands until the next read
  dbReady.then(tick).catch(() => {});
  const timer = setInterval(tick, REFRESH_MS);
  timer.unref();

  const popupsFor = (path: string, now: Date) => popups.filter((p) => appliesTo(p, path) && scheduleState(p, now) === 'active').slice(0, MAX_POPUPS);
  const slidesAt = (now: Date) => slides.filter((s) => scheduleState(s, now) === 'active');
  /** Everything whose start or end changes what `path` shows. */
  const scheduled = (path: string) => [...popups.filter((p) => p.enabled && appliesTo(p, path)), ...(path === '/' ? slides.filter((s) => s.enabled) : [])];

  return {
    refresh,
    popupsFor,
    slidesAt,
    stamp(path, now) {
      const shown = [...popupsFor(path, now), ...(path === '/' ? slidesAt(now) : [])];
      if (!shown.length) return '';
      const names = shown.map((x) => `${String(x._id)}@${x.updatedAt.getTime()}`).join(',');
      return createHash('sha256').update(names).digest('base64url').slice(0, 10);
    },
    sharedCacheSeconds(path, now) {
      const t = now.getTime();
      const upcoming = scheduled(path)
        .flatMap((x) => [x.startsAt, x.endsAt])
        .filter((d): d is Date => !!d && d.getTime() > t)
        .map((d) => d.getTime());
      const showing = scheduled(path).some((x) => scheduleState(x, now) === 'active');
      if (!upcoming.length && !showing) return undefined;
      const next = upcoming.length ? Math.floor((Math.min(...upcoming) - t) / 1000) : SHARED_MAX_SECONDS;
      return Math.max(0, Math.min(SHARED_MAX_SECONDS, next));
    },
    stop: () => clearInterval(timer),
  };
}
