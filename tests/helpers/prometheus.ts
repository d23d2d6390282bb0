/** Prometheus text parsed by a library (parse-prometheus-text-format), and sums over its series. */
// @ts-expect-error the parser ships no types; its shape is declared below
import parseText from 'parse-prometheus-text-format';

export interface Family {
  name: string;
  type: string;
  metrics: { value?: string; labels?: Record<string, string>; buckets?: Record<string, string>; count?: string; sum?: string }[];
}

export const parsePrometheus = (text: string): Family[] => (parseText as (t: string) => Family[])(text);

/**
 * Every sample with its labels, histogram parts included: the parser folds a histogram's series into
 * one and drops their labels, so histograms are read as untyped (`x_bucket`, `x_sum`, `x_count` families).
 */
export function samples(text: string): Family[] {
  const merged = new Map<string, Family>();
  // Each label set's bucket, sum and count lines come in turn: the parts come back as many runs.
  for (const f of parsePrometheus(text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'))) {
    const seen = merged.get(f.name);
    if (seen) seen.metrics.push(...f.metrics);
    else merged.set(f.name, { ...f, metrics: [...f.metrics] });
  }
  return [...merged.values()];
}

export async function scrape(base: string, token: string): Promise<Family[]> {
  const res = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`metrics answered ${res.status}`);
  return samples(await res.text());
}

/** Requests counted by the duration histogram for `route` (all methods and statuses); `families` from samples(). */
export function requestCount(families: Family[], route: string): number {
  const h = families.find((f) => f.name === 'http_request_duration_seconds_count');
  return (h?.metrics ?? []).filter((m) => m.labels?.route === route).reduce((n, m) => n + Number(m.value ?? 0), 0);
}
