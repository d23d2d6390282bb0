/**
 * `npm run lighthouse`: builds, starts the production server, and runs Lighthouse 12 (mobile
 * preset: simulated slow 4G, 4× CPU slowdown) on every visitor page of the route table (pages
 * opened by a private link aside, as in the bundle budgets; the article and notice pages on one
 * seeded each). Prints the four scores and FCP/LCP/TBT/CLS of the median run (by performance);
 * JSON reports go to lighthouse-reports/ (ignored).
 * Options: --no-build, --runs=<n> (median of n runs per page, default 1), --home-runs=<n> (the home
 * page's runs, default --runs: issue 40 takes its TBT as the median of 5), --only=<categories>
 * (e.g. --only=accessibility: those categories alone, much quicker; the others print as –), paths
 * to audit instead. Each page's line names the audits that kept its accessibility below 100, and
 * the machine's benchmarkIndex (Lighthouse's measure of its CPU) is printed with the table.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import mongoose from 'mongoose';
import { startSiteServer } from '../tests/helpers/server';
import { siteConfig } from '../shared/site.config';
import { isAdminPath, pages as routes } from '../shared/routes';
import { PRIVATE_PAGES } from '../shared/menu';
import { FIGURES } from '../tests/helpers/eligibility';
import { holderCookie } from './lighthouse-holder';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}`));
const runs = Number(flag('runs')?.split('=')[1] ?? 1);
const homeRuns = Number(flag('home-runs')?.split('=')[1] ?? runs);
const only = flag('only')?.split('=')[1]?.split(',');
const SITE = siteConfig.defaultSite;
const PATHS = argv.filter((a) => a.startsWith('/'));
/** Every visitor page but those opened by a private link; :id pages get the article or notice seeded below. */
const VISITOR_ROUTES = routes.filter((r) => !isAdminPath(r.path) && !PRIVATE_PAGES.has(r.page) && !r.path.includes(':token'));

if (!flag('no-build')) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const site = await startSiteServer({ build: false });
const conn = await mongoose.createConnection(site.mongoUri).asPromise();
const press = await conn.collection('press').insertMany(
  Array.from({ length: 12 }, (_, i) => ({
    siteId: SITE,
    title: `견본주택 개관 소식 ${i + 1}`,
    summary: '요약',
    content: '<p>견본주택이 문을 엽니다. 방문 예약은 홈페이지에서 하실 수 있습니다.</p>',
    date: new Date(Date.now() - i * 3_600_000),
    views: i,
  })),
);
const at = new Date(Date.now() - 60_000);
const notice = await conn.collection('notices').insertOne({
  title: '견본주택 운영 시간 안내',
  body: '<p>견본주택 운영 시간과 청약 일정을 안내해 드립니다.</p><ul><li>평일 10:00~18:00</li></ul>',
  pinned: false,
  publishAt: at,
  attachments: [],
  createdAt: at,
  updatedAt: at,
  createdBy: 'lighthouse@example.com',
  updatedBy: 'lighthouse@example.com',
  revisions: 0,
});
// 청약 자격 확인 with a notice's figures entered (its questionnaire, not the "not entered yet" notice).
await conn.collection<{ _id: string } & Record<string, unknown>>('eligibility_figures').insertOne({ _id: 'current', ...FIGURES, rev: 1, updatedAt: at, updatedBy: 'lighthouse@example.com' });
const holder = flag('my-signed-in') ? await holderCookie(site.base, conn) : '';
await conn.close();
const SIGNED_IN = '/my (signed in)';
const pages = PATHS.length
  ? PATHS
  : VISITOR_ROUTES.map((r) =>
      r.page === 'notice-detail'
        ? `/SalesInfo/notice/${String(notice.insertedId)}`
        : r.path.replace(':site', SITE).replace(':id', String(press.insertedIds[0])),
    );
if (holder) pages.push(SIGNED_IN);

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Scores depend on the browser build (a Chromium that fetched disabled stylesheets scored 63–79):
// the table names the one it was measured with.
const chromeVersion = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim() || 'unknown Chromium';
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
mkdirSync('lighthouse-reports', { recursive: true });

interface Row {
  path: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The LCP element's render delay (ms): the time between its resource arriving and its paint. */
  renderDelay: number;
  runs?: number;
  /** Lighthouse's CPU benchmark of this machine during the run. */
  bench: number;
}

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['audits'];
/** A phase of the LCP breakdown (Lighthouse 12: the lcp-breakdown insight, or the older audit). */
function lcpPhase(a: Audits, phase: string): number {
  const find = (node: unknown): number | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    for (const [k, v] of Object.entries(node)) {
      if (k === phase && typeof v === 'number') return v;
      if ((k === 'subpart' || k === 'phase') && (v === phase || v === 'Render Delay') && typeof (node as { timing?: number }).timing === 'number') return (node as { timing: number }).timing;
      const found = find(v);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return find(a['lcp-breakdown-insight']?.details) ?? find(a['largest-contentful-paint-element']?.details) ?? NaN;
}
const rows: Row[] = [];
try {
  for (const path of pages) {
    const results: Row[] = [];
    const n = path === '/' ? homeRuns : runs;
    for (let i = 0; i < n; i++) {
      const url = `${site.base}${path === SIGNED_IN ? '/my' : path}`;
      const options = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, ...(only ? { onlyCategories: only } : {}), ...(path === SIGNED_IN ? { extraHeaders: { Cookie: holder } } : {}) };
      let result = await lighthouse(url, options);
      // Trace recording fails now and then (NO_NAVSTART, NO_FCP): such a run is repeated, not scored 0.
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) {
        console.warn(`${path}: ${result.lhr.runtimeError.code}, running again`);
        result = await lighthouse(url, options);
      }
      if (!result || result.lhr.runtimeError) throw new Error(`no Lighthouse result for ${path}: ${result?.lhr.runtimeError?.message}`);
      const { categories: c, audits: a } = result.lhr;
      const score = (k: string) => (c[k] ? Math.round((c[k].score ?? 0) * 100) : NaN);
      const metric = (k: string) => a[k]?.numericValue ?? NaN;
      results.push({
        path,
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        renderDelay: lcpPhase(a, 'renderDelay'),
        bench: result.lhr.environment.benchmarkIndex,
      });
      const missed = (c.accessibility?.auditRefs ?? []).filter((r) => r.weight > 0 && a[r.id]?.score === 0).map((r) => r.id);
      if (missed.length) console.log(`${path}: accessibility misses ${missed.join(', ')}`);
      const name = path === '/' ? 'home' : path.slice(1).replace(/[/ ()]+/g, '_');
      writeFileSync(`lighthouse-reports/${name}${n > 1 ? `-${i + 1}` : ''}.json`, result.report as string);
    }
    results.sort((x, y) => (x.perf || x.a11y) - (y.perf || y.a11y));
    const median = results[Math.floor(results.length / 2)]!;
    // TBT's own median (issue 40 asks for it on the home page), beside the median run's figures.
    const tbts = results.map((r) => r.tbt).sort((x, y) => x - y);
    rows.push({ ...median, tbt: tbts[Math.floor(tbts.length / 2)]!, runs: n });
    const line = (r: Row) => [only ? '' : `${r.perf}/${Math.round(r.tbt)} ms, `, `a11y ${r.a11y}, benchmarkIndex ${r.bench}`].join('');
    console.log(`${path}: ${results.map(line).join('; ')}`);
  }
} finally {
  await chrome.kill();
  site.stop();
}

const pad = (s: string | number, n: number) => String(Number.isNaN(s) ? '–' : s).padEnd(n);
const sec = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);
const benches = rows.map((r) => r.bench).sort((x, y) => x - y);
console.log(`\nLighthouse 12, mobile preset (simulated slow 4G, 4× CPU), ${runs > 1 ? `median of ${runs} runs` : 'one run'} per page (TBT: its own median), ${chromeVersion}, benchmarkIndex ${benches[0]}–${benches.at(-1)}${only ? `, only ${only.join(', ')}` : ''}\n`);
console.log(`${pad('page', 36)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 6)}${pad('seo', 6)}${pad('FCP', 8)}${pad('LCP', 8)}${pad('TBT', 9)}${pad('CLS', 7)}LCP render delay`);
for (const r of rows) {
  console.log(
    `${pad(r.path + (r.runs !== runs ? ` (${r.runs} runs)` : ''), 36)}${pad(r.perf, 6)}${pad(r.a11y, 6)}${pad(r.bp, 6)}${pad(r.seo, 6)}${pad(sec(r.fcp), 8)}${pad(sec(r.lcp), 8)}${pad(Number.isNaN(r.tbt) ? '–' : `${Math.round(r.tbt)} ms`, 9)}${pad(Number.isNaN(r.cls) ? '–' : r.cls.toFixed(3), 7)}${Number.isNaN(r.renderDelay) ? '–' : `${Math.round(r.renderDelay)} ms`}`,
  );
}
setTimeout(() => process.exit(0), 3000).unref();
