/**
 * What a snapshot of the bundled engine costs: fills a fresh engine with N leads shaped as the site
 * stores them (default 10,000), then times writing the snapshot and loading it into another engine.
 *   npx tsx scripts/snapshot-cost.ts [leads]
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { startJongodb, stopBundledEngine } from '../server/db/bundled-engine';
import { readSnapshot, writeSnapshot } from '../server/db/snapshot-file';
import { openSnapshots } from '../server/db/snapshots';
import { kstDay } from '../shared/kst';
import { createLogger } from '../server/logger';
import { freePort } from '../tests/helpers/ports';

const N = Number(process.argv[2] ?? 10_000);
const dir = mkdtempSync(path.join(tmpdir(), 'snapshot-cost-'));
const file = path.join(dir, 'embedded-snapshot');
const ms = (t: number) => `${Math.round(performance.now() - t)} ms`;

function lead(i: number) {
  const at = new Date(Date.now() - i * 60_000);
  const touch = { source: i % 3 ? 'naver' : 'direct', medium: i % 3 ? 'cpc' : null, campaign: i % 3 ? 'launch' : null, term: null, content: null, referrer: null, landing: '/', at };
  const phone = `010-${String(1000 + (i % 9000)).padStart(4, '0')}-${String(i % 10_000).padStart(4, '0')}`;
  return {
    _id: new ObjectId(),
    type: ['interest', 'visit', 'customer'][i % 3],
    status: 'new',
    name: `관심고객${i}`,
    phone,
    phoneKey: phone.replace(/\D/g, ''),
    message: i % 4 ? '' : '84A 타입 청약 일정과 견본주택 방문 예약을 문의드립니다.',
    page: '/',
    consentAt: at,
    createdAt: at,
    day: kstDay(at),
    attribution: { first: touch, last: touch },
    history: [],
    expiresAt: new Date(at.getTime() + 365 * 86_400_000),
    forward: { state: 'stored', attempts: 0 },
  };
}

const source = await startJongodb(await freePort());
const target = await startJongodb(await freePort());
const uri = (c: typeof source) => `mongodb://127.0.0.1:${(c.spawnargs.at(-1) ?? '').replace('--port=', '')}/haeon`;
try {
  const client = await MongoClient.connect(uri(source));
  let t = performance.now();
  for (let i = 0; i < N; i += 1_000) await client.db().collection('leads').insertMany(Array.from({ length: Math.min(1_000, N - i) }, (_, k) => lead(i + k)));
  console.log(`filled ${N} leads in ${ms(t)}`);

  t = performance.now();
  await writeSnapshot(client.db(), ['leads'], file);
  console.log(`snapshot written in ${ms(t)}: ${(statSync(file).size / 1e6).toFixed(1)} MB`);
  t = performance.now();
  await writeSnapshot(client.db(), ['leads'], file);
  console.log(`written again in ${ms(t)}`);
  t = performance.now();
  await readSnapshot(file);
  console.log(`read and checked in ${ms(t)}`);
  await client.close();

  t = performance.now();
  const snapshots = await openSnapshots({ uri: uri(target), file, everySeconds: 3600, log: createLogger('silent'), collections: () => ['leads'] });
  console.log(`loaded into a fresh engine in ${ms(t)} (${JSON.stringify(snapshots.loaded)})`);
  t = performance.now();
  await snapshots.saveIfChanged();
  console.log(`change check with nothing changed: ${ms(t)}`);
  await snapshots.stop();
  console.log(`peak memory of this process (rss): ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
} finally {
  await Promise.all([stopBundledEngine(source), stopBundledEngine(target)]);
  rmSync(dir, { recursive: true, force: true });
}
