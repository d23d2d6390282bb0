/**
 * Each press board's first page, kept in memory for PRESS_LIST_CACHE_SECONDS (10 s by default) so a
 * spike of visitors costs one query per board per interval. Writing an article calls
 * invalidatePressCache, so a new article shows at once; only view counts in the list may lag, by at
 * most that interval.
 */
import type { PressPage } from '../../shared/press';
import { listPress } from './service';

let ttlMs = 0;

interface Entry {
  page: Promise<PressPage>;
  expires: number;
  generation: number;
}

const entries = new Map<string, Entry>();
const MAX_SITES = 200;
let generation = 0;
let now = () => Date.now();

/** Set once by the app from PRESS_LIST_CACHE_SECONDS (0: every request queries); tests pass a clock. */
export function configurePressCache(opts: { ttlMs: number; clock?: () => number }) {
  ttlMs = opts.ttlMs;
  now = opts.clock ?? (() => Date.now());
  entries.clear();
}

/** Drops cached first pages (one board, or all): call after an article is created, edited or deleted. */
export function invalidatePressCache(site?: string) {
  generation++;
  if (site === undefined) entries.clear();
  else entries.delete(site);
}

/** The first page of a board and a check that says whether a copy made from it is still current. */
export async function firstPressPage(site: string): Promise<{ page: PressPage; current: () => boolean }> {
  if (ttlMs <= 0) return { page: await listPress(site), current: () => false };
  let entry = entries.get(site);
  if (!entry || entry.expires <= now()) {
    entry = { page: listPress(site), expires: now() + ttlMs, generation };
    const mine = entry;
    // A failed query is not kept: the next visitor asks the database again.
    mine.page.catch(() => entries.get(site) === mine && entries.delete(site));
    entries.delete(site);
    entries.set(site, entry);
    if (entries.size > MAX_SITES) entries.delete(entries.keys().next().value!);
  }
  const { expires, generation: made } = entry;
  return { page: await entry.page, current: () => made === generation && now() < expires };
}
