/**
 * Speed measured in visitors' browsers (decision 0038): a vitals beacon is counted into fixed
 * histograms per KST day × page pattern × device, never as a page view; the desk's p75 is within 4%
 * of the exact p75 of what was sent, rated against Google's thresholds, and names the elements behind
 * poor values by selector only. A counselor cannot read it.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAccount, signedInAs } from './helpers/admin';
import { createLogger } from '../server/logger';
import { Counting } from '../server/campaigns/counting';
import { SpeedCounter, SpeedWorst, VisitCounter } from '../server/campaigns/model';
import { WORST_PER_PAGE_DAY } from '../server/campaigns/speed-counting';
import { BUCKET_EDGES, FIELD_METRICS, bucketOf, p75, rating, type FieldMetric, type SpeedRow } from '../shared/field-speed';

let clock = new Date('2026-11-20T03:00:00Z'); // 12:00 KST
const now = () => clock;
const counting = new Counting({ now, site: 'www.haeon-lakecity.co.kr', log: createLogger('silent') });
const { app } = testApp({ TRUST_PROXY: '1', BEACON_RATE_LIMIT: '1000' }, { now, counting });

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let address = 10;
const vitals = (p: string, v: object, ua = PHONE_UA) =>
  request(app).post('/api/v').set('User-Agent', ua).set('X-Forwarded-For', `203.0.113.${address}`).set('Content-Type', 'text/plain;charset=UTF-8').send(JSON.stringify({ k: 'vitals', p, vitals: v }));

/** Nearest-rank p75 of raw values, as the desk defines it. */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  clock = new Date('2026-11-20T03:00:00Z');
  address++;
});

describe('histogram buckets and p75', () => {
  it('a value lands in a bucket whose upper edge is at most 4% above it', () => {
    for (const m of FIELD_METRICS) {
      for (const v of m === 'cls' ? [0.0002, 0.01, 0.05, 0.1, 0.2501, 3] : [2, 37, 199, 200, 201, 2500, 4001, 65_000]) {
        const edge = BUCKET_EDGES[m][bucketOf(m, v)]!;
        expect(edge).toBeGreaterThanOrEqual(v);
        expect(edge).toBeLessThanOrEqual(v * 1.04 + 1e-9);
      }
    }
    expect(bucketOf('cls', 0)).toBe(0);
    expect(p75('cls', { 0: 10 })).toBe(0);
  });

  it('p75 of many values read back from the buckets is within 4% of the exact p75', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (const m of ['lcp', 'inp', 'ttfb'] as FieldMetric[]) {
      const values = Array.from({ length: 501 }, () => Math.round(50 + rand() * rand() * 6000));
      const buckets: Record<string, number> = {};
      for (const v of values) buckets[bucketOf(m, v)] = (buckets[bucketOf(m, v)] ?? 0) + 1;
      const exact = exactP75(values);
      const read = p75(m, buckets)!;
      expect(read).toBeGreaterThanOrEqual(exact);
      expect(read).toBeLessThanOrEqual(Math.ceil(exact * 1.04));
    }
    expect(p75('lcp', {})).toBeNull();
  });

  it("rates against Google's thresholds: good up to the first, poor above the second", () => {
    expect([rating('lcp', 2500), rating('lcp', 2501), rating('lcp', 4000), rating('lcp', 4001)]).toEqual(['good', 'needs-improvement', 'needs-improvement', 'poor']);
    expect([rating('inp', 200), rating('inp', 500), rating('inp', 501)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rating('cls', 0.1), rating('cls', 0.25), rating('cls', 0.26)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([rating('ttfb', 800), rating('ttfb', 1800), rating('ttfb', 1801)]).toEqual(['good', 'needs-improvement', 'poor']);
  });
});

describe('vitals beacons', () => {
  it("a page left on an emulated phone counts under the phone: the user agent the page ran with, not the one its exit beacon leaves with", async () => {
    // Chromium drops a page's user-agent override as the page unloads: the beacon arrives as HeadlessChrome.
    const headless = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
    const send = (u: string) =>
      request(app).post('/api/v').set('User-Agent', headless).set('X-Forwarded-For', `203.0.113.${address}`).set('Content-Type', 'text/plain;charset=UTF-8')
        .send(JSON.stringify({ k: 'vitals', p: '/FloorPlan/84A', vitals: { lcp: { v: 1500, s: 'main>img' } }, u }));
    expect((await send(PHONE_UA)).status).toBe(204);
    // A crawler that runs the page says so in its own user agent: still not a reader.
    expect((await send(BOT_UA)).status).toBe(204);
    await counting.flush();
    expect((await SpeedCounter.find().lean()).map((d) => [d.path, d.device, d.n])).toEqual([['/FloorPlan/84A', 'phone', 1]]);
  });

  it('are counted per page pattern and device, never as page views, and read back as p75 on the desk API', async () => {
    await createAccount('manager@example.com', 'manager');
    const manager = await signedInAs(app, 'manager@example.com');
    const lcps = [1200, 1800, 2600, 3100, 5200];
    for (const [i, lcp] of lcps.entries()) {
      // Two different articles: one page of the table, the article's id never kept.
      const res = await vitals(`/haeon-lakecity/press/article-${i}`, { lcp: { v: lcp, s: 'main>img.hero' }, inp: { v: 80 + i * 100, s: 'button#menu' }, cls: { v: i * 0.03, s: 'div.banner' }, ttfb: { v: 300 + i } });
      expect(res.status).toBe(204);
    }
    await vitals('/Brand/intro', { lcp: { v: 900, s: 'h1' } }, DESKTOP_UA);
    await counting.flush();
    expect(await VisitCounter.countDocuments()).toBe(0);
    expect((await SpeedCounter.find().lean()).map((d) => d.path).sort()).toEqual(['/:site/press/:id', '/Brand/intro']);

    const res = await manager.agent.get('/api/admin/campaigns/speed?from=2026-11-20&to=2026-11-20');
    expect(res.status).toBe(200);
    const rows = res.body.rows as SpeedRow[];
    const press = rows.find((r) => r.path === '/:site/press/:id')!;
    expect(press).toMatchObject({ device: 'phone', samples: 5 });
    expect(press.lcp.p75).toBeGreaterThanOrEqual(3100);
    expect(press.lcp.p75).toBeLessThanOrEqual(3100 * 1.04);
    expect(press.lcp.rating).toBe('needs-improvement');
    expect(press.inp.p75).toBeGreaterThanOrEqual(380);
    expect(press.inp.rating).toBe('needs-improvement');
    expect(press.cls.p75).toBeGreaterThanOrEqual(0.09);
    expect(press.cls.p75).toBeLessThanOrEqual(0.09 * 1.04);
    expect(press.ttfb).toMatchObject({ rating: 'good', samples: 5 });
    // Poor values only: the 5.2 s LCP and the 480 ms INP (needs improvement) → only the LCP's image.
    expect(press.worst).toEqual([{ metric: 'lcp', selector: 'main>img.hero', count: 1 }]);
    expect(rows.find((r) => r.path === '/Brand/intro')).toMatchObject({ device: 'desktop', samples: 1, lcp: { rating: 'good' }, inp: { p75: null, rating: null } });

    // Another day is outside the period.
    expect((await manager.agent.get('/api/admin/campaigns/speed?from=2026-11-21&to=2026-11-22')).body.rows).toEqual([]);
  });

  it("a bot's, a desk page's, an unknown page's or a malformed beacon counts nothing; text in place of a selector is dropped", async () => {
    await vitals('/', { lcp: { v: 9000, s: 'img' } }, BOT_UA);
    await vitals('/admin/leads', { lcp: { v: 9000, s: 'img' } });
    await vitals('/no-such-page', { lcp: { v: 9000, s: 'img' } });
    await vitals('/', { lcp: { v: 'slow' }, inp: { v: -3 } });
    await vitals('/', { lcp: { v: 9000, s: '홍길동 010-1234-5678 님의 예약' } });
    await counting.flush();
    const docs = await SpeedCounter.find().lean();
    expect(docs.map((d) => [d.path, d.n])).toEqual([['/', 1]]);
    expect(await SpeedWorst.countDocuments()).toBe(0);
  });

  it(`keeps at most ${WORST_PER_PAGE_DAY} selectors per page and day`, async () => {
    clock = new Date('2026-11-23T03:00:00Z'); // a day no other test counted (the instance remembers a day's selectors)
    for (let i = 0; i < WORST_PER_PAGE_DAY + 5; i++) await vitals('/', { cls: { v: 0.5, s: `div.slot-${i}` } });
    await vitals('/', { cls: { v: 0.5, s: 'div.slot-0' } });
    await counting.flush();
    expect(await SpeedWorst.countDocuments()).toBe(WORST_PER_PAGE_DAY);
    expect((await SpeedWorst.findOne({ selector: 'div.slot-0' }).lean())?.count).toBe(2);
  });

  it('a counselor gets 403 from the speed API', async () => {
    await createAccount('counselor@example.com', 'counselor');
    const counselor = await signedInAs(app, 'counselor@example.com');
    expect((await counselor.agent.get('/api/admin/campaigns/speed')).status).toBe(403);
  });
});
