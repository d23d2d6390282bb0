/**
 * Each press board's first page, kept in memory for PRESS_LIST_CACHE_SECONDS (10 s by default) so a
 * spike of visitors costs one query per board per interval. Writing an article calls
 * invalidatePressCache, so a new article shows at once; only view counts in the list may lag, by at
 * most that interval.
 */
import type { PressPage } from '../../shared/press';
import { listPress } from './service';

interface Entry {
  page: Promise<PressPage>;
  expires: number;
  generation: number;
}

/** Boards kept at most (slugs come from URLs); the oldest is dropped first. */
const MAX_SITES = 200;
const instances = new Set<PressListCache>();

/** Drops cached first pages (one board, or all): call after an article is created, edited or deleted. */
export function invalidatePressCache(site?: string) {
  for (const cache of instances) cache.invalidate(site);
}

export class PressListCache {
  private entries = new Map<string, Entry>();
  private generation = 0;

  /** ttlMs 0: every request queries the database. */
  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    instances.add(this);
  }

  invalidate(site?: string) {
    this.generation++;
    if (site === undefined) this.entries.clear();
    else this.entries.delete(site);
  }

  /** The first page of a board, and a check that says whether a copy made from it is still current. */
  async firstPage(site: string): Promise<{ page: PressPage; current: () => boolean }> {
    if (this.ttlMs <= 0) return { page: await listPress(site), current: () => false };
    let entry = this.entries.get(site);
    if (!entry || entry.expires <= this.now()) {
      const made: Entry = { page: listPress(site), expires: this.now() + this.ttlMs, generation: this.generation };
      // A failed query is not kept: the next visitor asks the database again.
      made.page.catch(() => this.entries.get(site) === made && this.entries.delete(site));
      this.entries.delete(site);
      this.entries.set(site, made);
      if (this.entries.size > MAX_SITES) this.entries.delete(this.entries.keys().next().value!);
      entry = made;
    }
    const { expires, generation } = entry;
    return { page: await entry.page, current: () => generation === this.generation && this.now() < expires };
  }
}

