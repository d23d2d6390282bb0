/**
 * Core Web Vitals from visitors' browsers (decision 0038), counted as page views are: in memory, then
 * written in the counting's once-a-second flush as one $inc bulk of histograms per KST day × page
 * (route pattern) × device, plus one $inc bulk of the elements behind poor values. Nothing about the
 * visitor is kept: no address, no user agent, only the device class.
 */
import { createHash } from 'node:crypto';
import { kstDay } from '../core/time';
import { FIELD_METRICS, bucketOf, rating, type FieldMetric, type VitalsSample } from '../../shared/field-speed';
import { SpeedCounter, SpeedWorst } from './model';
import { HitBuffer } from './hit-buffer';

export interface VitalsHit {
  at: Date;
  /** The route table's pattern of the page. */
  path: string;
  device: string;
  vitals: VitalsSample;
}

/** Selectors per page and day kept for the worst elements (the rest of a day's new ones are not counted). */
export const WORST_PER_PAGE_DAY = 40;
const MAX_BUFFER = 50_000;

const shortHash = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 22);

/** A selector as web-vitals builds it (tags, ids, classes, combinators): anything else is not kept. */
const SELECTOR = /^[\w\s#.>:()[\]="'*+~,-]{1,200}$/;

/** The usable part of a beacon's vitals: known metrics with finite, plausible values. */
export function cleanVitals(raw: unknown): VitalsSample | null {
  if (!raw || typeof raw !== 'object') return null;
  const out: VitalsSample = {};
  for (const m of FIELD_METRICS) {
    const e = (raw as Record<string, unknown>)[m] as { v?: unknown; s?: unknown } | undefined;
    if (!e || typeof e !== 'object' || typeof e.v !== 'number' || !Number.isFinite(e.v) || e.v < 0) continue;
    if (m === 'cls' ? e.v > 100 : e.v > 600_000) continue;
    const s = typeof e.s === 'string' ? e.s.trim().slice(0, 200) : '';
    out[m] = s && m !== 'ttfb' && SELECTOR.test(s) ? { v: e.v, s } : { v: e.v };
  }
  return Object.keys(out).length ? out : null;
}

export class SpeedCounting extends HitBuffer<VitalsHit> {
  /** Selectors already counted per `day|path` (seeded from the database the first time a page is seen that day). */
  private selectors = new Map<string, Set<string>>();

  constructor() {
    super(MAX_BUFFER);
  }

  /** Writes what arrived since the last call: at most two bulk writes. */
  async write(): Promise<number> {
    const hits = this.take();
    if (!hits.length) return 0;
    const counters = new Map<string, { key: { day: string; path: string; device: string }; inc: Record<string, number> }>();
    const worst = new Map<string, { key: Record<string, string>; count: number }>();
    for (const hit of hits) {
      const day = kstDay(hit.at);
      const key = { day, path: hit.path, device: hit.device };
      const id = shortHash(`${day}\u0000${hit.path}\u0000${hit.device}`);
      const c = counters.get(id) ?? { key, inc: {} };
      c.inc.n = (c.inc.n ?? 0) + 1;
      for (const m of FIELD_METRICS) {
        const e = hit.vitals[m];
        if (!e) continue;
        const f = `${m}.${bucketOf(m, e.v)}`;
        c.inc[f] = (c.inc[f] ?? 0) + 1;
        if (e.s && rating(m, e.v) === 'poor' && (await this.keeps(day, hit.path, m, e.s))) {
          const wid = shortHash(`${day}\u0000${hit.path}\u0000${hit.device}\u0000${m}\u0000${e.s}`);
          const w = worst.get(wid) ?? { key: { day, path: hit.path, device: hit.device, metric: m, selector: e.s }, count: 0 };
          w.count++;
          worst.set(wid, w);
        }
      }
      counters.set(id, c);
    }
    const ops = [...counters].map(([_id, c]) => ({ updateOne: { filter: { _id }, update: { $setOnInsert: c.key, $inc: c.inc }, upsert: true } }));
    const wops = [...worst].map(([_id, w]) => ({ updateOne: { filter: { _id }, update: { $setOnInsert: w.key, $inc: { count: w.count } }, upsert: true } }));
    await Promise.all([SpeedCounter.bulkWrite(ops, { ordered: false }), wops.length && SpeedWorst.bulkWrite(wops, { ordered: false })]);
    return wops.length ? 2 : 1;
  }

  /** Whether this selector is counted: already known for the page and day, or room left under the cap. */
  private async keeps(day: string, path: string, metric: FieldMetric, selector: string): Promise<boolean> {
    const k = `${day}|${path}`;
    let known = this.selectors.get(k);
    if (!known) {
      for (const key of this.selectors.keys()) if (key.slice(0, 10) < day) this.selectors.delete(key);
      const docs = await SpeedWorst.find({ day, path }, { _id: 0, metric: 1, selector: 1 }).lean<{ metric: string; selector: string }[]>();
      known = new Set(docs.map((d) => `${d.metric}|${d.selector}`));
      this.selectors.set(k, known);
    }
    const s = `${metric}|${selector}`;
    if (known.has(s)) return true;
    if (known.size >= WORST_PER_PAGE_DAY) return false;
    known.add(s);
    return true;
  }
}
