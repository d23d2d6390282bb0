/**
 * Rendered HTML of pages that are the same for every visitor. Keys are canonical paths of the
 * route table, with `:site` limited to the configured sites (unknown slugs are 404s and never
 * cached), so the cache stays small; a hard entry cap (least recently used out first) guards
 * memory even if a future route lets arbitrary paths through. Content pages live as long as the
 * build; dynamic ones (a press board's first page) carry a validity check.
 */
export interface CachedPage {
  status: number;
  html: string;
  /** The HTML encoded once, so answering from memory does no per-request conversion. */
  body?: Buffer;
  /** Dynamic pages: the copy may be served while this returns true. */
  valid?: () => boolean;
  /** The popups and slides it was rendered with (ssr.ts serves it only while they still show). */
  stamp?: string;
}

export const HTML_CACHE_MAX_ENTRIES = 500;

export class HtmlCache {
  // A Map iterates in insertion order: re-inserting on read keeps the least recently used first.
  private pages = new Map<string, CachedPage>();
  constructor(
    readonly enabled: boolean,
    readonly maxEntries = HTML_CACHE_MAX_ENTRIES,
  ) {}

  get size() {
    return this.pages.size;
  }

  get(key: string): CachedPage | undefined {
    if (!this.enabled) return undefined;
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.valid && !page.valid()) return undefined;
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage) {
    if (!this.enabled) return;
    this.pages.delete(key);
    this.pages.set(key, { ...page, body: Buffer.from(page.html) });
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
  }

  clear() {
    this.pages.clear();
  }
}
