/**
 * Speed measured on visitors' own devices (decision 0038): the four Core Web Vitals, Google's
 * thresholds, and the fixed histogram the server counts them in. The buckets are log-spaced (each
 * edge 4% above the last), so the p75 read back as a bucket's upper edge is at most 4% above the
 * value a visitor's browser measured, whatever the traffic, with plain $inc counters.
 */
export const FIELD_METRICS = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type FieldMetric = (typeof FIELD_METRICS)[number];
export type Rating = 'good' | 'needs-improvement' | 'poor';

/** Google's thresholds: good up to the first, poor above the second (ms; CLS unitless). */
export const THRESHOLDS: Record<FieldMetric, readonly [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  ttfb: [800, 1800],
};

export const METRIC_LABELS: Record<FieldMetric, string> = { lcp: 'LCP', inp: 'INP', cls: 'CLS', ttfb: 'TTFB' };
export const RATING_LABELS: Record<Rating, string> = { good: '좋음', 'needs-improvement': '개선 필요', poor: '나쁨' };

export const rating = (metric: FieldMetric, value: number): Rating => {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
};

const RATIO = 1.04;
/** Edges: 0, then min·1.04^k up to max; a value goes in the first bucket whose edge is ≥ it (above max: the last). */
function edges(min: number, max: number): number[] {
  const out = [0];
  for (let e = min; e < max * RATIO; e *= RATIO) out.push(e);
  return out;
}
/** ms metrics from 1 ms to 2 minutes; CLS from 0.0001 to 10 (a shift score of 0 stays 0). */
export const BUCKET_EDGES: Record<FieldMetric, readonly number[]> = {
  lcp: edges(1, 120_000),
  inp: edges(1, 120_000),
  ttfb: edges(1, 120_000),
  cls: edges(0.0001, 10),
};

/** The bucket of a value (binary search over the edges). */
export function bucketOf(metric: FieldMetric, value: number): number {
  const e = BUCKET_EDGES[metric];
  let lo = 0;
  let hi = e.length - 1;
  if (value >= e[hi]!) return hi;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (value <= e[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Rounded for the desk: whole ms, CLS to 4 places. */
export const roundValue = (metric: FieldMetric, v: number) => (metric === 'cls' ? Math.round(v * 10_000) / 10_000 : Math.round(v));

/**
 * The 75th percentile of counted buckets (index → count), nearest rank: the upper edge of the bucket
 * holding the ⌈0.75·n⌉-th smallest value. Null when nothing was counted.
 */
export function p75(metric: FieldMetric, buckets: Record<string, number>): number | null {
  const entries = Object.entries(buckets)
    .map(([i, n]) => [Number(i), n] as const)
    .filter(([i, n]) => Number.isInteger(i) && n > 0)
    .sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((s, [, n]) => s + n, 0);
  if (!total) return null;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  const e = BUCKET_EDGES[metric];
  for (const [i, n] of entries) {
    seen += n;
    if (seen >= rank) return roundValue(metric, e[Math.min(i, e.length - 1)]!);
  }
  return null;
}

export interface MetricP75 {
  p75: number | null;
  rating: Rating | null;
  samples: number;
}

export interface SpeedRow {
  /** The route table's pattern ('/:site/press/:id'), never a raw address. */
  path: string;
  device: string;
  /** Vitals beacons counted for this page and device in the period. */
  samples: number;
  lcp: MetricP75;
  inp: MetricP75;
  cls: MetricP75;
  ttfb: MetricP75;
  /** Elements behind poor values, most often first. */
  worst: { metric: FieldMetric; selector: string; count: number }[];
}

/** What a vitals beacon carries per metric: the value and, except TTFB, the element's selector. */
export type VitalsSample = Partial<Record<FieldMetric, { v: number; s?: string }>>;
