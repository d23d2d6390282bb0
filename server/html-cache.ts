/**
 * Rendered HTML of content pages, which are the same for every visitor. Keys are limited to the
 * route table's paths (never arbitrary URLs), so the cache cannot grow without bound.
 */
export interface CachedPage {
  status: number;
  html: string;
}

export class HtmlCache {
  private pages = new Map<string, CachedPage>();
  constructor(readonly enabled: boolean) {}

  get(key: string): CachedPage | undefined {
    return this.enabled ? this.pages.get(key) : undefined;
  }

  set(key: string, page: CachedPage) {
    if (this.enabled) this.pages.set(key, page);
  }

  clear() {
    this.pages.clear();
  }
}
