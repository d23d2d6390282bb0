/**
 * The field speed report (decision 0038): per page and device class over a period, each metric's
 * p75 from the summed histograms against Google's thresholds, and the elements behind poor values.
 * The histograms are summed here, in code: plain finds on `day`, no aggregation expressions.
 */
import { FIELD_METRICS, p75, rating, type FieldMetric, type MetricP75, type SpeedRow } from '../../shared/field-speed';
import { SpeedCounter, SpeedWorst } from './model';

/** Elements named per row on the desk. */
const WORST_SHOWN = 5;

type Doc = { path: string; device: string; n?: number } & Partial<Record<FieldMetric, Record<string, number>>>;

const metricOf = (metric: FieldMetric, buckets: Record<string, number>): MetricP75 => {
  const value = p75(metric, buckets);
  const samples = Object.values(buckets).reduce((s, n) => s + n, 0);
  return { p75: value, rating: value === null ? null : rating(metric, value), samples };
};

export async function speedRows(from: string, to: string): Promise<SpeedRow[]> {
  const [docs, worst] = await Promise.all([
    SpeedCounter.find({ day: { $gte: from, $lte: to } }, { _id: 0 }).lean<Doc[]>(),
    SpeedWorst.find({ day: { $gte: from, $lte: to } }, { _id: 0, path: 1, device: 1, metric: 1, selector: 1, count: 1 }).lean<
      { path: string; device: string; metric: FieldMetric; selector: string; count: number }[]
    >(),
  ]);
  const rows = new Map<string, { path: string; device: string; samples: number; buckets: Record<FieldMetric, Record<string, number>> }>();
  for (const d of docs) {
    const k = `${d.path}|${d.device}`;
    const r = rows.get(k) ?? { path: d.path, device: d.device, samples: 0, buckets: { lcp: {}, inp: {}, cls: {}, ttfb: {} } };
    r.samples += d.n ?? 0;
    for (const m of FIELD_METRICS) for (const [i, n] of Object.entries(d[m] ?? {})) r.buckets[m][i] = (r.buckets[m][i] ?? 0) + n;
    rows.set(k, r);
  }
  const worstBy = new Map<string, Map<string, { metric: FieldMetric; selector: string; count: number }>>();
  for (const w of worst) {
    const k = `${w.path}|${w.device}`;
    const m = worstBy.get(k) ?? new Map();
    const e = m.get(`${w.metric}|${w.selector}`) ?? { metric: w.metric, selector: w.selector, count: 0 };
    e.count += w.count;
    m.set(`${w.metric}|${w.selector}`, e);
    worstBy.set(k, m);
  }
  return [...rows]
    .map(([k, r]) => ({
      path: r.path,
      device: r.device,
      samples: r.samples,
      lcp: metricOf('lcp', r.buckets.lcp),
      inp: metricOf('inp', r.buckets.inp),
      cls: metricOf('cls', r.buckets.cls),
      ttfb: metricOf('ttfb', r.buckets.ttfb),
      worst: [...(worstBy.get(k)?.values() ?? [])].sort((a, b) => b.count - a.count || a.selector.localeCompare(b.selector)).slice(0, WORST_SHOWN),
    }))
    .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path) || a.device.localeCompare(b.device));
}
