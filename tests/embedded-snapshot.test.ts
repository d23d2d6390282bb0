import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, truncateSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedSite, stopAllSites, tempDir, type EmbeddedSite } from './helpers/embedded-site';
import { testDbUri } from './helpers/app';
import { until } from './helpers/until';

const PASSWORD = 'a-long-enough-password';
const newDataDir = () => tempDir('haeon-data-');
const snapshotOf = (dataDir: string) => path.join(dataDir, 'embedded-snapshot');

afterEach(() => stopAllSites());

/** `npm run admin:create` against the running site's embedded engine (no MONGODB_URI). */
function createAdmin(site: EmbeddedSite, email: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, EMBEDDED_DB_PORT: String(site.dbPort) };
  delete env.MONGODB_URI;
  return new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create', '--email', email], { env, stdio: ['pipe', 'ignore', 'inherit'] });
    child.on('close', resolve);
    child.stdin.end(`${PASSWORD}\n`);
  });
}

async function submitLead(site: EmbeddedSite, name: string) {
  const res = await fetch(`${site.base}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'interest', name, phone: '010-2345-6789', consent: true }),
  });
  expect(res.status).toBe(201);
}

const signIn = async (site: EmbeddedSite, email: string) =>
  (
    await fetch(`${site.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
  ).status;

/** Leads with this name in the site's embedded database. */
async function leadsNamed(site: EmbeddedSite, name: string) {
  const client = await MongoClient.connect(`mongodb://127.0.0.1:${site.dbPort}/haeon`, { serverSelectionTimeoutMS: 5_000 });
  try {
    return await client.db().collection('leads').countDocuments({ name });
  } finally {
    await client.close();
  }
}

const portClosed = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

/** A graceful stop (SIGTERM) that exits 0; the site's log is shown when it does not. */
async function stopsCleanly(site: EmbeddedSite) {
  const code = await site.stop('SIGTERM');
  expect(code, site.output().slice(-3000)).toBe(0);
}

const snapshotText = (dataDir: string) => {
  try {
    return readFileSync(snapshotOf(dataDir), 'utf8');
  } catch {
    return '';
  }
};

describe('the bundled engine keeps its data across restarts', () => {
  it('the administrator and a lead survive a SIGTERM restart; the engine stops with the site; the snapshot is readable by its owner only', async () => {
    const dataDir = newDataDir();
    const first = await startEmbeddedSite(dataDir);
    expect(await createAdmin(first, 'owner@example.com')).toBe(0);
    await submitLead(first, '재시작고객');
    await stopsCleanly(first);
    expect(await portClosed(first.dbPort)).toBe(true); // a stopped site leaves no engine behind
    expect(statSync(snapshotOf(dataDir)).mode & 0o777).toBe(0o600);

    const second = await startEmbeddedSite(dataDir);
    expect(second.output()).toMatch(/loaded the snapshot written \d+ s ago/);
    expect(await signIn(second, 'owner@example.com')).toBe(200);
    expect(await leadsNamed(second, '재시작고객')).toBe(1);
  }, 180_000);

  it('Ctrl-C in the terminal (SIGINT to the whole process group) writes the final snapshot before the engine stops', async () => {
    const dataDir = newDataDir();
    // No periodic snapshot within the test: only the one written at the stop can keep the data.
    const first = await startEmbeddedSite(dataDir, { EMBEDDED_SNAPSHOT_SECONDS: '3600' }, { ownProcessGroup: true });
    expect(await createAdmin(first, 'ctrl-c@example.com')).toBe(0);
    await submitLead(first, '컨트롤씨고객');
    expect(await first.interrupt(), first.output().slice(-3000)).toBe(0);
    expect(first.output()).not.toContain('snapshot failed');

    const second = await startEmbeddedSite(dataDir);
    expect(await signIn(second, 'ctrl-c@example.com')).toBe(200);
    expect(await leadsNamed(second, '컨트롤씨고객')).toBe(1);
  }, 180_000);

  it('a lead older than one snapshot interval, and an administrator the CLI created, survive a SIGKILL; the engine goes with the site', async () => {
    const dataDir = newDataDir();
    const first = await startEmbeddedSite(dataDir, { EMBEDDED_SNAPSHOT_SECONDS: '1' });
    await submitLead(first, '강제종료고객');
    await until(() => snapshotText(dataDir).includes('강제종료고객'), 30_000);
    // The CLI is another process: the site learns of its write through the change counter.
    expect(await createAdmin(first, 'cli@example.com')).toBe(0);
    await until(() => snapshotText(dataDir).includes('cli@example.com'), 30_000);
    await first.stop('SIGKILL');
    await until(() => portClosed(first.dbPort), 30_000); // no engine left behind by a killed site

    const second = await startEmbeddedSite(dataDir, { EMBEDDED_SNAPSHOT_SECONDS: '1' });
    expect(await leadsNamed(second, '강제종료고객')).toBe(1);
    expect(await signIn(second, 'cli@example.com')).toBe(200);
  }, 180_000);

  it('a truncated snapshot is set aside with a clear log line, and the site starts empty and keeps new data', async () => {
    const dataDir = newDataDir();
    const first = await startEmbeddedSite(dataDir);
    await submitLead(first, '잘린파일고객');
    await stopsCleanly(first);
    const file = snapshotOf(dataDir);
    truncateSync(file, Math.floor(statSync(file).size / 2));
    const truncated = readFileSync(file);

    const second = await startEmbeddedSite(dataDir);
    const aside = readdirSync(dataDir).filter((f) => f.startsWith('embedded-snapshot.unreadable-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, aside[0]!))).toEqual(truncated);
    expect(second.output()).toContain(`the embedded-database snapshot ${file} cannot be read`);
    expect(second.output()).toContain(`moved aside to ${path.join(dataDir, aside[0]!)}`);
    expect(await leadsNamed(second, '잘린파일고객')).toBe(0);

    await submitLead(second, '새고객');
    await stopsCleanly(second);
    const third = await startEmbeddedSite(dataDir);
    expect(await leadsNamed(third, '새고객')).toBe(1);
  }, 180_000);

  it('the start-up log of an offline start names the engine in one line and has no stack trace', async () => {
    const dataDir = newDataDir();
    const site = await startEmbeddedSite(dataDir, { EMBEDDED_SNAPSHOT_SECONDS: '7' });
    const lines = site.output().trim().split('\n');
    expect(site.output()).not.toMatch(/^\s+at /m);
    expect(lines.every((l) => l.startsWith('{'))).toBe(true); // every line is one log record
    const records = lines.map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown });
    expect(records.filter((r) => r.err)).toEqual([]);
    const download = records.filter((r) => r.msg.includes('mongod'));
    expect(download).toHaveLength(1);
    expect(download[0]!.level).toBe(40); // one warning
    expect(download[0]!.msg).toMatch(/^no mongod binary available \(download from .* failed: .*\); using the bundled in-memory engine$/);
    const engine = records.filter((r) => r.msg.startsWith('database: '));
    expect(engine).toHaveLength(1);
    expect(engine[0]!.msg).toContain('bundled in-memory engine');
    expect(engine[0]!.msg).toContain(snapshotOf(dataDir));
    expect(engine[0]!.msg).toContain('loses at most the last 7 s');
  }, 120_000);
});

describe('with MONGODB_URI', () => {
  it('no snapshot file is ever written, not even at a graceful stop after a write', async () => {
    const dataDir = newDataDir();
    const site = await startEmbeddedSite(dataDir, { MONGODB_URI: testDbUri(), EMBEDDED_SNAPSHOT_SECONDS: '1' });
    await submitLead(site, '외부DB고객');
    await stopsCleanly(site);
    expect(readdirSync(dataDir).filter((f) => f.startsWith('embedded-snapshot'))).toEqual([]);
    expect(site.output()).toContain('using the database at MONGODB_URI');
    expect(site.output()).not.toContain('bundled in-memory engine');
  }, 120_000);
});
