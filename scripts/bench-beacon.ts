/**
 * The beacon scenario of `npm run bench -- --only=beacon`, on one instance: (1) beacons as fast as
 * 20 clients send them (beacons/s, p99); (2) a visitor page at a steady 100 requests/s alone and
 * while 500 beacons/s arrive, in interleaved rounds of the same run (p99 of each, and their ratio);
 * (3) the database write commands per second the counting made meanwhile (the instance's own count,
 * read from /healthz). Visitors read 4 pages each: every 4 beacons come from a new address and user
 * agent (TRUST_PROXY), so the day's visitor hashes grow by ~125 a second at 500 beacons/s.
 */
import autocannon from 'autocannon';

export interface BeaconFigures {
  maxRps: number;
  maxP99: number;
  maxWrites: number;
  pageAlone: { p99: number; p50: number; rps: number };
  pageLoaded: { p99: number; p50: number; rps: number; beaconRps: number };
  loadedWrites: number;
  statuses: string;
}

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1';
const BODIES = [
  JSON.stringify({ p: '/', e: 1, q: { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'launch' }, r: 'https://search.naver.com' }),
  JSON.stringify({ p: '/FloorPlan/84A', q: { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'launch' }, r: 'https://search.naver.com' }),
  JSON.stringify({ p: '/', e: 1, r: 'https://m.blog.naver.com' }),
  JSON.stringify({ p: '/SalesInfo/schedule', e: 1, q: { utm_source: 'sms', utm_medium: 'sms', utm_campaign: 'schedule-reminder' } }),
];

let n = 0;
const beaconOpts = (base: string): autocannon.Options => ({
  url: `${base}/api/v`,
  method: 'POST',
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
  requests: [
    {
      setupRequest: (req) => {
        n++;
        const v = n >> 2; // a new visitor every 4 beacons
        return { ...req, body: BODIES[n % BODIES.length], headers: { ...req.headers, 'x-forwarded-for': `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`, 'user-agent': `${UA} ${v % 97}` } };
      },
    },
  ],
});

const writes = async (base: string) => ((await (await fetch(`${base}/healthz`)).json()) as { counting: { writes: number } }).counting.writes;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function beaconScenario(base: string, { seconds = 6, rounds = 3 } = {}): Promise<BeaconFigures> {
  const codes = new Map<string, number>();
  const tally = (r: autocannon.Result) => {
    for (const k of ['2xx', '4xx', '5xx'] as const) codes.set(k, (codes.get(k) ?? 0) + r[k]);
  };
  // (1) As fast as they come.
  let w0 = await writes(base);
  const max = await autocannon({ ...beaconOpts(base), connections: 20, duration: seconds });
  await new Promise((r) => setTimeout(r, 1500)); // the last flush
  const maxWrites = (await writes(base)) - w0;
  tally(max);

  // (2) The page alone, then with 500 beacons/s, in interleaved rounds.
  const page = { url: `${base}/BusinessGuide/intro`, connections: 10, overallRate: 100, duration: seconds };
  const alone: autocannon.Result[] = [];
  const loaded: autocannon.Result[] = [];
  const beaconRates: number[] = [];
  let loadedWrites = 0;
  for (let i = 0; i < rounds; i++) {
    alone.push(await autocannon(page));
    w0 = await writes(base);
    const [p, b] = await Promise.all([autocannon(page), autocannon({ ...beaconOpts(base), connections: 10, overallRate: 500, duration: seconds })]);
    loadedWrites += (await writes(base)) - w0;
    loaded.push(p);
    beaconRates.push(b.requests.average);
    tally(b);
  }
  const fig = (rs: autocannon.Result[]) => ({ p99: Math.max(...rs.map((r) => r.latency.p99)), p50: median(rs.map((r) => r.latency.p50)), rps: rs.reduce((s, r) => s + r.requests.average, 0) / rs.length });
  return {
    maxRps: max.requests.average,
    maxP99: max.latency.p99,
    maxWrites: maxWrites / seconds,
    pageAlone: fig(alone),
    pageLoaded: { ...fig(loaded), beaconRps: beaconRates.reduce((s, r) => s + r, 0) / beaconRates.length },
    loadedWrites: loadedWrites / (seconds * rounds),
    statuses: [...codes].filter(([, v]) => v).map(([k, v]) => `${k}:${v}`).join(' '),
  };
}

export function printBeacon(f: BeaconFigures) {
  console.log('\npage-view beacons (POST /api/v), one instance, a new visitor (address and user agent) every 4 beacons:');
  console.log(`  as fast as 20 clients send: ${f.maxRps.toFixed(0)} beacons/s, p99 ${f.maxP99} ms; database writes ${f.maxWrites.toFixed(2)}/s`);
  console.log(`  visitor page (/BusinessGuide/intro, 100 req/s) alone:            p50 ${f.pageAlone.p50} ms, p99 ${f.pageAlone.p99} ms`);
  console.log(`  same page while ${f.pageLoaded.beaconRps.toFixed(0)} beacons/s arrive:            p50 ${f.pageLoaded.p50} ms, p99 ${f.pageLoaded.p99} ms`);
  console.log(`  p99 ratio (alone ÷ with beacons, goal ≥ 0.9): ${(f.pageAlone.p99 / Math.max(f.pageLoaded.p99, 1)).toFixed(2)}`);
  console.log(`  database writes during the 500/s rounds: ${f.loadedWrites.toFixed(2)}/s (goal ≤ ~2 per instance)`);
  console.log(`  beacon statuses: ${f.statuses}`);
}
