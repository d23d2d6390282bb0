/**
 * Rendered HTML of pages that are the same for every visitor. Content pages are kept for the life of
 * the build; keys are limited to the route table's paths. Dynamic pages (a press board's first page)
 * carry a validity check and their keys depend on the request's site slug, so at most
 * MAX_DYNAMIC of them are kept (oldest dropped first) and the cache cannot grow without bound.
 */
export interface CachedPage {
  status: number;
  html: string;
  /** The HTML encoded once, so answering from memory does no per-request conversion. */
  body?: Buffer;
  /** Dynamic pages: the copy may be served while this returns true. */
  valid?: () => boolean;
}

const MAX_DYNAMIC = 200;

export class HtmlCache {
  private pages = new Map<string, CachedPage>();
  private dynamicKeys = new Set<string>();
  constructor(readonly enabled: boolean) {}

  get(key: string): CachedPage | undefined {
    if (!this.enabled) return undefined;
    const page = this.pages.get(key);
    if (page?.valid && !page.valid()) {
      this.delete(key);
      return undefined;
    }
    return page;
  }

  set(key: string, page: CachedPage) {
    if (!this.enabled) return;
    page = { ...page, body: Buffer.from(page.html) };
    this.pages.set(key, page);
    if (!page.valid) return;
    this.dynamicKeys.delete(key);
    this.dynamicKeys.add(key);
    if (this.dynamicKeys.size > MAX_DYNAMIC) this.delete(this.dynamicKeys.values().next().value!);
  }

  private delete(key: string) {
    this.pages.delete(key);
    this.dynamicKeys.delete(key);
  }

  clear() {
    this.pages.clear();
    this.dynamicKeys.clear();
  }
}
