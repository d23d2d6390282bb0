/**
 * `npm run bench`: builds, starts the production server (bundled engine, or a fresh database on
 * MONGODB_URI), and prints throughput and latency for the pages a launch-day spike hits, next to
 * the same home bytes from a bare express.static in the same run, plus JS and font bytes per page.
 * It prints figures; it asserts nothing. Options: --no-build, --duration=<s>, --connections=<n>.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { startSiteServer } from '../tests/helpers/server';
import { freePort } from '../tests/helpers/ports';
import { pageWeights, isAdminPath } from './page-weight';
import { siteConfig } from '../shared/site.config';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string | undefined]));
const duration = Number(args.get('duration') ?? 8);
const connections = Number(args.get('connections') ?? 20);
const SITE = siteConfig.defaultSite;

if (!args.has('no-build')) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const site = await startSiteServer({
  build: false,
  // Leads: the limit raised through its setting so the benchmark measures the endpoint, not the 429.
  env: { LEAD_RATE_LIMIT: '1000000', LEAD_MIN_FILL_MS: '0', LOG_LEVEL: 'warn' },
});

// Press articles to list and open.
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

// The same home bytes from a bare express.static, in its own process like the site.
const homeHtml = await (await fetch(`${site.base}/`)).text();
const staticDir = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
writeFileSync(path.join(staticDir, 'index.html'), homeHtml);
const staticPort = await freePort();
const bare = spawn(
  process.execPath,
  ['-e', `const e=require('express');const a=e();a.use(e.static(${JSON.stringify(staticDir)}));a.listen(${staticPort},'127.0.0.1',()=>console.log('ready'))`],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((r) => bare.stdout!.once('data', r));
const staticBase = `http://127.0.0.1:${staticPort}`;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: string;
}

async function run(name: string, opts: autocannon.Options): Promise<Row> {
  const res = await autocannon({ connections, duration, ...opts });
  const statuses = Object.entries({ '2xx': res['2xx'], '3xx': res['3xx'], '4xx': res['4xx'], '5xx': res['5xx'] })
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k}:${n}`)
    .join(' ');
  return { name, rps: res.requests.average, p50: res.latency.p50, p99: res.latency.p99, errors: res.errors + res.timeouts, statuses };
}

const lead = JSON.stringify({ type: 'interest', name: '홍길동', phone: '010-1234-5678', consent: true, site: SITE });
const rows: Row[] = [];
try {
  rows.push(await run('home, bare express.static (same bytes)', { url: `${staticBase}/` }));
  rows.push(await run('home SSR (/)', { url: `${site.base}/` }));
  rows.push(await run('sub-page (/BusinessGuide/intro)', { url: `${site.base}/BusinessGuide/intro` }));
  rows.push(await run(`press list (/${SITE}/press)`, { url: `${site.base}/${SITE}/press` }));
  rows.push(await run('press article', { url: `${site.base}/${SITE}/press/${articleId}` }));
  rows.push(
    await run('POST /api/leads (50 clients)', {
      url: `${site.base}/api/leads`,
      method: 'POST',
      connections: 50,
      headers: { 'content-type': 'application/json' },
      body: lead,
    }),
  );
} finally {
  bare.kill('SIGTERM');
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`\nautocannon: ${connections} connections (leads: 50), ${duration} s each, no compression requested\n`);
console.log(`${pad('target', 42)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}statuses`);
for (const r of rows) console.log(`${pad(r.name, 42)}${pad(r.rps.toFixed(0), 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.errors, 8)}${r.statuses}`);
const base = rows[0]!.rps;
console.log('\nratios to the bare express.static of the home bytes:');
for (const r of rows.slice(1, 4)) console.log(`  ${pad(r.name, 40)}${(r.rps / base).toFixed(2)}×`);

console.log('\nclient bytes per page (gzip JS/CSS run before interaction; font files preloaded):');
console.log(`${pad('page', 28)}${pad('JS KB', 8)}${pad('CSS KB', 8)}font KB`);
for (const w of pageWeights('dist/client').filter((w) => !isAdminPath(w.path))) {
  console.log(`${pad(w.key, 28)}${pad((w.jsGzip / 1024).toFixed(1), 8)}${pad((w.cssGzip / 1024).toFixed(1), 8)}${(w.fontBytes / 1024).toFixed(1)}`);
}
site.stop();
setTimeout(() => process.exit(0), 3000).unref();
