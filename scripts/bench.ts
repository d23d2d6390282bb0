/**
 * `npm run bench`: builds, starts the production server (bundled engine, or a fresh database on
 * MONGODB_URI), and prints throughput and latency for the pages a launch-day spike hits, next to
 * the same home bytes from a bare express.static in the same run, plus JS and font bytes per page.
 * It prints figures; it asserts nothing. Options: --no-build, --duration=<s> (per target),
 * --rounds=<n>, --connections=<n>, --only=leads (just the lead endpoint), --only=outage (just the
 * lead posts during a 10 s database outage, see bench-outage.ts), --only=rush (5,000 buyers of a
 * first-come sale of 200 units, see bench-rush.ts; --buyers=<n> for another crowd), --only=media (a
 * 960 px AVIF of the media library from its cache against express.static, see bench-media.ts),
 * --only=beacon (page-view beacons: their rate and p99, a page's p99 alone and under 500 beacons/s,
 * database writes per second; see bench-beacon.ts), --only=first-tap (each control's first tap on
 * the mobile profile, three runs, see bench-first-tap.ts), --only=sale (the sale page's API over
 * 1,455 units, 1,400 contracts and 30,000 deposits, see bench-sale.ts), --only=statement (a bank
 * statement file of 5,000 lines uploaded and applied, see bench-statement.ts), --cpu-prof=<dir> (a V8 CPU profile of the
 * server, written when it stops).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { startSiteServer } from '../tests/helpers/server';
import { freePort } from '../tests/helpers/ports';
import { pageWeights } from './page-weight';
import { isAdminPath } from '../shared/routes';
import { siteConfig } from '../shared/site.config';
import { outageScenario, printOutage, type OutageFigures } from './bench-outage';
import { firstTapScenario } from './bench-first-tap';
import { printRush, rushScenario, RUSH_VERIFICATION_KEY, type RushFigures } from './bench-rush';
import { setUpMedia, type MediaBench } from './bench-media';
import { beaconScenario, printBeacon, type BeaconFigures } from './bench-beacon';
import { printSale, saleScenario, type SaleBench } from './bench-sale';
import { printStatement, statementScenario, type StatementBench } from './bench-statement';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string | undefined]));
const duration = Number(args.get('duration') ?? 8);
const connections = Number(args.get('connections') ?? 20);
const SITE = siteConfig.defaultSite;
const only = args.get('only');
if (only !== undefined && !['leads', 'outage', 'rush', 'media', 'beacon', 'first-tap', 'sale', 'statement'].includes(only)) {
  console.error(`--only=${only}: the targets that can be run alone are 'leads', 'outage', 'rush', 'media', 'beacon', 'first-tap', 'sale' and 'statement'`);
  process.exit(2);
}
const pagesToo = only === undefined;

if (!args.has('no-build')) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const cpuProf = args.get('cpu-prof');
const site = await startSiteServer({
  build: false,
  // Leads: both limits raised through their settings so the benchmark measures the endpoint, not
  // the 429 (every request posts the same phone number from the same address).
  env: {
    LEAD_RATE_LIMIT: '1000000',
    LEAD_PHONE_LIMIT: '1000000',
    LEAD_MIN_FILL_MS: '0',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // The rush signs its buyers' verification tokens with this key, as the confirm endpoint would.
    ...(only === 'rush' ? { VERIFICATION_KEY: RUSH_VERIFICATION_KEY } : {}),
    // Beacons: every one from its own address (X-Forwarded-For), none refused by the per-address limit.
    ...(only === 'beacon' ? { TRUST_PROXY: '1', BEACON_RATE_LIMIT: '1000000' } : {}),
  },
  // --cpu-prof=<dir>: the server writes a V8 CPU profile there when it stops.
  nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProf)}`] : [],
});

/** Press articles to list and open, and the same bytes as each measured page from a bare express.static. */
async function setUpPages() {
  const conn = await mongoose.createConnection(site.mongoUri).asPromise();
  const inserted = await conn.collection('press').insertMany(
    Array.from({ length: 25 }, (_, i) => ({
      siteId: SITE,
      title: `보도자료 ${i + 1}: 견본주택 개관 첫 주말 방문객 몰려`,
      summary: '요약 '.repeat(20),
      content: '본문 문단입니다. '.repeat(200),
      date: new Date(Date.now() - i * 3_600_000),
      views: i * 10,
    })),
  );
  const articleId = String(inserted.insertedIds[0]);
  await conn.close();

  // The bare express.static runs in its own process like the site.
  const staticDir = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  for (const [name, p] of Object.entries(PAGES)) writeFileSync(path.join(staticDir, `${name}.html`), await (await fetch(`${site.base}${p}`)).text());
  const staticPort = await freePort();
  const bare = spawn(
    process.execPath,
    ['-e', `const e=require('express');const a=e();a.use(e.static(${JSON.stringify(staticDir)}));a.listen(${staticPort},'127.0.0.1',()=>console.log('ready'))`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((r) => bare.stdout!.once('data', r));
  return { articleId, bare, staticBase: `http://127.0.0.1:${staticPort}` };
}
const PAGES = { home: '/', sub: '/BusinessGuide/intro', press: `/${SITE}/press` };
const pages = pagesToo ? await setUpPages() : undefined;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: string;
}

async function once(opts: autocannon.Options) {
  return autocannon({ connections, ...opts });
}

/**
 * The pages are measured in interleaved rounds (static, home, sub-page, press list, article, …)
 * so that load from other processes on the machine hits every target alike; ratios come from the
 * same rounds. Figures per target: mean req/s over the rounds, median p50, worst p99.
 */
async function measure(targets: { name: string; opts: autocannon.Options }[], rounds: number): Promise<Row[]> {
  const acc = targets.map(() => ({ rps: [] as number[], p50: [] as number[], p99: [] as number[], errors: 0, codes: new Map<string, number>() }));
  for (let r = 0; r < rounds; r++) {
    for (const [i, t] of targets.entries()) {
      const res = await once({ duration: Math.max(1, Math.round(duration / rounds)), ...t.opts });
      const a = acc[i]!;
      a.rps.push(res.requests.average);
      a.p50.push(res.latency.p50);
      a.p99.push(res.latency.p99);
      a.errors += res.errors + res.timeouts;
      for (const k of ['2xx', '3xx', '4xx', '5xx'] as const) a.codes.set(k, (a.codes.get(k) ?? 0) + res[k]);
    }
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  return targets.map((t, i) => {
    const a = acc[i]!;
    const statuses = [...a.codes].filter(([, n]) => n > 0).map(([k, n]) => `${k}:${n}`).join(' ');
    return { name: t.name, rps: a.rps.reduce((x, y) => x + y, 0) / a.rps.length, p50: median(a.p50), p99: Math.max(...a.p99), errors: a.errors, statuses };
  });
}

const lead = JSON.stringify({ type: 'interest', name: '홍길동', phone: '010-1234-5678', consent: true, site: SITE });
const rounds = Number(args.get('rounds') ?? 4);
const rows: Row[] = [];
let outage: OutageFigures | undefined;
let rush: RushFigures | undefined;
let media: MediaBench | undefined;
let beacon: BeaconFigures | undefined;
let sale: SaleBench | undefined;
let statement: StatementBench | undefined;
try {
  if (only === 'first-tap') {
    await firstTapScenario(site.base);
  } else if (only === 'beacon') {
    beacon = await beaconScenario(site.base, { seconds: Math.max(3, Math.round(duration * 0.75)), rounds: Number(args.get('rounds') ?? 3) });
  } else if (only === 'media') {
    media = await setUpMedia(site.base, site.mongoUri);
    rows.push(
      ...(await measure(
        [
          { name: `media: 960 px AVIF (${(media.bytes / 1024).toFixed(0)} KB), cached`, opts: { url: media.url } },
          { name: '  same bytes, bare express.static', opts: { url: media.staticUrl } },
        ],
        rounds,
      )),
    );
  } else if (only === 'sale') {
    sale = await saleScenario(site.base, site.mongoUri);
  } else if (only === 'statement') {
    statement = await statementScenario(site.base, site.mongoUri);
  } else if (only === 'rush') {
    rush = await rushScenario(site.base, site.mongoUri, Number(args.get('buyers') ?? 5000));
  } else if (only === 'outage') {
    outage = await outageScenario(site.mongoUri);
  } else {
  if (pages) {
    const { staticBase, articleId } = pages;
    rows.push(
      ...(await measure(
        [
          { name: 'home SSR (/)', opts: { url: `${site.base}/` } },
          { name: '  same bytes, bare express.static', opts: { url: `${staticBase}/home.html` } },
          { name: 'sub-page (/BusinessGuide/intro)', opts: { url: `${site.base}${PAGES.sub}` } },
          { name: '  same bytes, bare express.static', opts: { url: `${staticBase}/sub.html` } },
          { name: `press list (/${SITE}/press)`, opts: { url: `${site.base}${PAGES.press}` } },
          { name: '  same bytes, bare express.static', opts: { url: `${staticBase}/press.html` } },
          { name: 'press article', opts: { url: `${site.base}/${SITE}/press/${articleId}` } },
        ],
        rounds,
      )),
    );
  }
  // Last and on its own: the database keeps working after a burst of writes.
  rows.push(
    ...(await measure(
      [
        {
          name: 'POST /api/leads (50 clients)',
          opts: { url: `${site.base}/api/leads`, method: 'POST', connections: 50, headers: { 'content-type': 'application/json' }, body: lead },
        },
      ],
      1,
    )),
  );
  // A second server whose database is cut off for 10 s mid-run: how many leads are lost.
  if (pagesToo) outage = await outageScenario(site.mongoUri);
  // The sale page's figures over a whole complex (scripts/bench-sale.ts).
  if (pagesToo) sale = await saleScenario(site.base, site.mongoUri);
  // A bank statement of 5,000 lines uploaded as a file (scripts/bench-statement.ts).
  if (pagesToo) statement = await statementScenario(site.base, site.mongoUri);
  }
} finally {
  pages?.bare.kill('SIGTERM');
  media?.bare.kill('SIGTERM');
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
if (rows.length) {
  console.log(`\nautocannon: ${connections} connections (leads: 50), ${duration} s per target in ${rounds} interleaved rounds, no compression requested\n`);
  console.log(`${pad('target', 42)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}statuses`);
}
for (const r of rows) console.log(`${pad(r.name, 42)}${pad(r.rps.toFixed(0), 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.errors, 8)}${r.statuses}`);
if (outage) printOutage(outage);
if (media) console.log(`\nmedia from the cache as a ratio of express.static (same rounds): ${(rows[0]!.rps / rows[1]!.rps).toFixed(2)}× (goal ≥ 0.8)`);
if (rush) printRush(rush);
if (beacon) printBeacon(beacon);
if (sale) printSale(sale);
if (statement) printStatement(statement);
if (pages) {
  console.log('\nthroughput as a ratio of a bare express.static serving the same bytes (same rounds):');
  for (const i of [0, 2, 4]) console.log(`  ${pad(rows[i]!.name, 40)}${(rows[i]!.rps / rows[i + 1]!.rps).toFixed(2)}×`);

  console.log('\nclient bytes per page (gzip JS/CSS run before interaction; the font fetched after the first screen image):');
  console.log(`${pad('page', 28)}${pad('JS KB', 8)}${pad('CSS KB', 8)}font KB`);
  for (const w of pageWeights('dist/client').filter((w) => !isAdminPath(w.path))) {
    console.log(`${pad(w.key, 28)}${pad((w.jsGzip / 1024).toFixed(1), 8)}${pad((w.cssGzip / 1024).toFixed(1), 8)}${(w.fontBytes / 1024).toFixed(1)}`);
  }
}
site.stop();
setTimeout(() => process.exit(0), 3000).unref();
