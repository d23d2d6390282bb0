/**
 * Backups of the bundled engine as an operator makes and uses them: `npm run backup` seals the
 * snapshot with an age public key, `npm run restore -- FILE` refuses while the site runs and refuses
 * what is not a backup, and a restored data folder starts a site with every collection as it was.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { BSON } from 'mongodb';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedSite, stopAllSites, tempDir } from './helpers/embedded-site';
import { readSnapshot } from '../server/db/snapshot-file';
import { scrape } from './helpers/prometheus';

let identity: string;
let recipient: string;
const original = tempDir('backup-source-');
const phones = ['010-3100-0001', '010-3100-0002', '010-3100-0003'];
let backupFile: string;

/** Runs one of the npm scripts' files as `npm run …` does, with `env` added. */
function run(script: 'backup' | 'restore', env: NodeJS.ProcessEnv, args: string[] = []) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.MONGODB_URI;
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

const canonical = (docs: unknown[]) => docs.map((d) => BSON.EJSON.stringify(d as BSON.Document, { relaxed: false })).sort();

beforeAll(async () => {
  identity = await generateX25519Identity();
  recipient = await identityToRecipient(identity);
  const token = 'embedded-metrics-token-0123456789';
  const site = await startEmbeddedSite(original, { METRICS_TOKEN: token });
  for (const [i, phone] of phones.entries()) {
    const res = await fetch(`${site.base}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: i === 0 ? 'visit' : 'interest', name: `백업고객${i}`, phone, consent: true }),
    });
    expect(res.status).toBe(201);
  }
  // The snapshots written meanwhile are timed in /metrics.
  const snapshots = async () => Number((await scrape(site.base, token)).find((f) => f.name === 'embedded_snapshot_duration_seconds_count')?.metrics[0]?.value ?? 0);
  for (let i = 0; i < 300 && (await snapshots()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await snapshots()).toBeGreaterThan(0);
  // While it runs, a restore into its folder is refused and changes nothing.
  const refused = await run('restore', { DATA_DIR: original, BACKUP_AGE_IDENTITY: identity }, ['/nonexistent.age']);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('a site is running on');
  expect(await site.stop('SIGTERM')).toBe(0); // the last snapshot is written at a graceful stop
}, 180_000);
afterAll(() => stopAllSites());

describe('npm run backup / npm run restore on the bundled engine', () => {
  it('writes a dated, encrypted copy of the snapshot and records its success', async () => {
    const done = await run('backup', { DATA_DIR: original, BACKUP_AGE_RECIPIENT: recipient });
    expect(done.code, done.out).toBe(0);
    const dir = path.join(original, 'backups');
    const [name] = readdirSync(dir).filter((n) => n.endsWith('.age'));
    expect(name).toMatch(/^haeon-snapshot-\d{4}-\d{2}-\d{2}T\d{6}Z\.json\.age$/);
    backupFile = path.join(dir, name!);
    const sealed = readFileSync(backupFile);
    expect(sealed.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    // Sealed: no phone number or name readable in it.
    for (const phone of phones) expect(sealed.includes(Buffer.from(phone))).toBe(false);
    expect(sealed.includes(Buffer.from('백업고객'))).toBe(false);
    const status = JSON.parse(readFileSync(path.join(dir, 'status.json'), 'utf8'));
    expect(status).toMatchObject({ ok: true, file: name });
  });

  it('restores into a fresh data folder: every collection round-trips and the restored site has every lead', async () => {
    const fresh = tempDir('backup-restored-');
    // The key file as age-keygen writes it, kept apart from the data.
    const keyFile = path.join(tempDir('backup-key-'), 'haeon-backup-key.txt');
    writeFileSync(keyFile, `# created: 2026-11-26T00:00:00Z\n# public key: ${recipient}\n${identity}\n`, { mode: 0o600 });
    const done = await run('restore', { DATA_DIR: fresh, BACKUP_AGE_IDENTITY_FILE: keyFile }, [backupFile]);
    expect(done.code, done.out).toBe(0);
    expect(done.out).toMatch(/^restored \d+ documents in \d+ collections/);
    const before = (await readSnapshot(path.join(original, 'embedded-snapshot')))!;
    const after = (await readSnapshot(path.join(fresh, 'embedded-snapshot')))!;
    expect([...after.collections.keys()].sort()).toEqual([...before.collections.keys()].sort());
    for (const [name, docs] of before.collections) expect(canonical(after.collections.get(name)!), name).toEqual(canonical(docs));
    expect(before.collections.get('leads')).toHaveLength(phones.length);

    const site = await startEmbeddedSite(fresh);
    const client = await MongoClient.connect(`mongodb://127.0.0.1:${site.dbPort}/haeon`);
    try {
      const leads = await client.db().collection('leads').find({}, { projection: { phone: 1, name: 1 } }).toArray();
      expect(leads.map((l) => l.phone).sort()).toEqual(phones);
      for (const [name, docs] of before.collections) expect(await client.db().collection(name).countDocuments(), name).toBe(docs.length);
    } finally {
      await client.close();
    }
    expect((await fetch(`${site.base}/readyz`)).status).toBe(200);
  }, 180_000);

  it('refuses a file that is not a backup, and a backup the key does not open, with a clear message', async () => {
    const fresh = tempDir('backup-refused-');
    const notBackup = path.join(fresh, 'leads.csv');
    writeFileSync(notBackup, 'name,phone\n');
    const wrong = await run('restore', { DATA_DIR: fresh, BACKUP_AGE_IDENTITY: identity }, [notBackup]);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('is not a backup made by npm run backup');
    const otherKey = await run('restore', { DATA_DIR: fresh, BACKUP_AGE_IDENTITY: await generateX25519Identity() }, [backupFile]);
    expect(otherKey.code).toBe(1);
    expect(otherKey.out).toContain('cannot be opened with this identity');
    expect(readdirSync(fresh)).toEqual(['leads.csv']);
  });
});
