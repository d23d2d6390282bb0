/**
 * The outage scenario of `npm run bench`: 50 clients post leads (each with its own
 * Idempotency-Key), 100 a second in all, to a second production server whose database sits behind
 * a TCP proxy; the proxy cuts the database off for 10 s mid-run. Prints how many posts were
 * answered 201 (stored) and 202 (spooled), how many leads are in the database once the spool has
 * drained, and how long the drain took: lost = answered 2xx − stored.
 *
 * The rate is capped because an outage is answered at once (202) once the driver has seen the
 * database go: unbounded, 50 clients spool 5,000+ leads in the 10 s, and the bundled engine, whose
 * inserts slow as a collection grows, drains them at 4–28 a second (over 15 minutes). 100 posts a
 * second is far above any hour a 1,455-세대 분양 sees and keeps the drain to about a minute.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import ConnectionString from 'mongodb-connection-string-url';
import { startSiteServer } from '../tests/helpers/server';
import { tcpProxy } from '../tests/helpers/tcp-proxy';

export interface OutageFigures {
  posts: number;
  stored201: number;
  spooled202: number;
  otherStatuses: string;
  errors: number;
  p50: number;
  p99: number;
  maxMs: number;
  inDatabase: number;
  distinctKeys: number;
  lost: number;
  peakDepth: number;
  drainMs: number;
}

export async function outageScenario(engineUri: string, { clients = 50, rate = 100, cutAfterS = 4, cutForS = 10, afterS = 4 } = {}): Promise<OutageFigures> {
  const proxy = await tcpProxy(engineUri);
  const before = process.env.MONGODB_URI;
  process.env.MONGODB_URI = proxy.uri; // startSiteServer makes a fresh database on it
  const site = await startSiteServer({
    build: false,
    env: { LEAD_RATE_LIMIT: '1000000', LEAD_PHONE_LIMIT: '1000000', LEAD_MIN_FILL_MS: '0', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'fatal', SPOOL_DIR: `${process.env.TMPDIR ?? '/tmp'}/bench-spool-${randomUUID()}` },
  }).finally(() => {
    if (before === undefined) delete process.env.MONGODB_URI;
    else process.env.MONGODB_URI = before;
  });
  const depth = async () => ((await (await fetch(`${site.base}/healthz`)).json()) as { spool: { depth: number } }).spool.depth;
  let peakDepth = 0;
  const watch = setInterval(() => void depth().then((d) => (peakDepth = Math.max(peakDepth, d)), () => {}), 250);
  try {
    let n = 0;
    const answered: string[] = [];
    const run = autocannon({
      url: `${site.base}/api/leads`,
      connections: clients,
      overallRate: rate,
      duration: cutAfterS + cutForS + afterS,
      timeout: 20,
      requests: [
        {
          method: 'POST',
          setupRequest: (req, context) => {
            n++;
            const key = `bench-${n}-${randomUUID()}`;
            (context as { key?: string }).key = key;
            return {
              ...req,
              headers: { 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify({ type: 'interest', name: `부하${n}`, phone: `010-${2000 + (n % 3000)}-${String(n % 10000).padStart(4, '0')}`, consent: true }),
            };
          },
          onResponse: (status, _body, context) => {
            if (status >= 200 && status < 300) answered.push(`lead:${(context as { key: string }).key}`);
          },
        },
      ],
    });
    const cut = setTimeout(() => proxy.cut(), cutAfterS * 1000);
    const restore = setTimeout(() => proxy.restore(), (cutAfterS + cutForS) * 1000);
    const res = await run;
    clearTimeout(cut);
    clearTimeout(restore);
    proxy.restore();
    const drainStart = Date.now();
    // The drain can take minutes on the bundled engine: say how far it is, so it is not taken for a hang.
    let shown = drainStart;
    for (let left = await depth(); left > 0; left = await depth()) {
      if (Date.now() - shown >= 10_000) {
        shown = Date.now();
        console.error(`outage: ${left} spooled leads still to store (${Math.round((shown - drainStart) / 1000)} s after the run)`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const drainMs = Date.now() - drainStart;

    // Count straight on the engine (not through the proxy).
    const cs = new ConnectionString(engineUri);
    cs.pathname = new ConnectionString(site.mongoUri).pathname;
    const conn = await mongoose.createConnection(cs.toString()).asPromise();
    const leads = conn.collection('leads');
    // Posts still in flight when the run ended are stored too: only answered keys count as promised.
    await new Promise((r) => setTimeout(r, 3_000));
    while ((await depth()) > 0) await new Promise((r) => setTimeout(r, 200));
    const inDatabase = await leads.countDocuments({});
    const keys = conn.collection<{ _id: string; lead: unknown }>('idempotency_keys');
    const distinctKeys = await keys.countDocuments({});
    const leadIds = new Set((await leads.find({}, { projection: { _id: 1 } }).toArray()).map((l) => String(l._id)));
    const found = new Set<string>();
    for (let i = 0; i < answered.length; i += 1000) {
      for (const k of await keys.find({ _id: { $in: answered.slice(i, i + 1000) } }, { projection: { lead: 1 } }).toArray()) {
        if (leadIds.has(String(k.lead))) found.add(k._id);
      }
    }
    await conn.close();

    const statuses = new Map<number, number>();
    // autocannon reports 2xx together; 201/202 come from the statusCodeStats.
    for (const [code, v] of Object.entries(res.statusCodeStats ?? {})) statuses.set(Number(code), (v as { count: number }).count);
    const stored201 = statuses.get(201) ?? 0;
    const spooled202 = statuses.get(202) ?? 0;
    const otherStatuses = [...statuses].filter(([c]) => c !== 201 && c !== 202).map(([c, k]) => `${c}:${k}`).join(' ') || 'none';
    return {
      posts: res.requests.total,
      stored201,
      spooled202,
      otherStatuses,
      errors: res.errors + res.timeouts,
      p50: res.latency.p50,
      p99: res.latency.p99,
      maxMs: res.latency.max,
      inDatabase,
      distinctKeys,
      lost: answered.length - found.size,
      peakDepth,
      drainMs,
    };
  } finally {
    clearInterval(watch);
    site.stop();
    await proxy.close();
  }
}

export function printOutage(f: OutageFigures) {
  console.log('\nlead posts while the database is cut off for 10 s (50 clients, 100 posts/s in all, one Idempotency-Key per post):');
  console.log(`  answered: ${f.stored201 + f.spooled202} (201 stored: ${f.stored201}, 202 spooled: ${f.spooled202}); other statuses: ${f.otherStatuses}; socket errors/timeouts: ${f.errors}`);
  console.log(`  latency: p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.maxMs} ms; spool depth at its peak: ${f.peakDepth}`);
  console.log(`  in the database after the drain: ${f.inDatabase} leads, ${f.distinctKeys} keys (posts still in flight at the end included); drained ${f.drainMs} ms after the run ended`);
  console.log(`  lost (answered 2xx, not in the database): ${f.lost}`);
}
