/**
 * The hits a counter holds in memory between its once-a-second flushes (page views, Core Web Vitals).
 * Bounded: hits arriving past `max` (a database that stopped answering) are counted in `dropped`,
 * shown on /metrics, rather than held until the process runs out of memory.
 */
export class HitBuffer<T> {
  private hits: T[] = [];
  dropped = 0;

  constructor(private readonly max: number) {}

  add(hit: T) {
    if (this.hits.length >= this.max) {
      this.dropped++;
      return;
    }
    this.hits.push(hit);
  }

  get pending() {
    return this.hits.length;
  }

  /** What arrived since the last take; the buffer starts again empty (hits added meanwhile wait for the next flush). */
  protected take(): T[] {
    const hits = this.hits;
    this.hits = [];
    return hits;
  }
}
