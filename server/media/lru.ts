/**
 * A least-recently-used map bounded by the bytes it holds (not by entries): a hot image is served
 * from memory, and the cache never grows past MEDIA_CACHE_MB however many files are asked for.
 */
export class ByteLru<V extends { bytes: number }> {
  private entries = new Map<string, V>();
  private held = 0;

  constructor(readonly maxBytes: number) {}

  get size() {
    return this.held;
  }

  get(key: string): V | undefined {
    const v = this.entries.get(key);
    if (v) {
      // Re-inserted: a Map keeps insertion order, so the first key is always the least recent.
      this.entries.delete(key);
      this.entries.set(key, v);
    }
    return v;
  }

  set(key: string, value: V): void {
    // Larger than a quarter of the cache: served from the database each time rather than evicting everything.
    if (value.bytes > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, value);
    this.held += value.bytes;
    while (this.held > this.maxBytes) this.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    const v = this.entries.get(key);
    if (!v) return;
    this.entries.delete(key);
    this.held -= v.bytes;
  }
}
