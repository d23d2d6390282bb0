/**
 * The spool file on its own: lines drained in order and dropped once stored, a damaged line
 * (checksum, half-written last line) skipped, logged and kept aside, files of a dead instance
 * adopted; and what an operator sees of it (healthz depth, the /admin banner).
 */
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync, appendFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import pino from 'pino';
import { Spool, encodeLine } from '../server/leads/spool';
import { html, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import type { SpooledLead } from '../server/leads/drain';

type Entry = { key?: string; n: number };

function recordingLog() {
  const lines: { msg: string; [k: string]: unknown }[] = [];
  const log = pino({ level: 'info' }, { write: (s: string) => lines.push(JSON.parse(s)) });
  return { log, lines };
}

const dir = () => mkdtempSync(join(tmpdir(), 'spool-file-'));

async function drainAll(spool: Spool<Entry>) {
  const seen: number[] = [];
  spool.handle(async (e) => void seen.push(e.n));
  await spool.pass();
  return seen;
}

describe('the spool file', () => {
  it('appends fsynced lines in a 0600 file and drains them in order, leaving nothing behind', async () => {
    const d = dir();
    const spool = new Spool<Entry>({ dir: d, log: recordingLog().log });
    for (let n = 1; n <= 5; n++) await spool.append({ key: `k${n}`, n });
    expect(spool.depth).toBe(5);
    expect(spool.has('k3')).toBe(true);
    expect(statSync(spool.file).mode & 0o777).toBe(0o600);
    expect(await drainAll(spool)).toEqual([1, 2, 3, 4, 5]);
    expect(spool.depth).toBe(0);
    expect(spool.has('k3')).toBe(false);
    expect(readdirSync(d).filter((n) => n.endsWith('.jsonl'))).toEqual([]);
  });

  it('an entry the database refuses stays, with everything after it, for the next pass', async () => {
    const spool = new Spool<Entry>({ dir: dir(), log: recordingLog().log });
    for (let n = 1; n <= 3; n++) await spool.append({ n });
    const seen: number[] = [];
    spool.handle(async (e) => {
      if (e.n === 2) throw new Error('database unavailable');
      seen.push(e.n);
    });
    await spool.pass();
    expect(seen).toEqual([1]);
    expect(spool.depth).toBe(2);
    expect(await drainAll(spool)).toEqual([2, 3]);
  });

  it('a truncated last line (power loss) and a line failing its checksum are skipped, logged and kept aside; the rest drains', async () => {
    const d = dir();
    const { log, lines } = recordingLog();
    const spool = new Spool<Entry>({ dir: d, log });
    const file = join(d, `${hostname()}-${deadPid()}.jsonl`);
    const tampered = encodeLine({ n: 2 }).replace('"n":2', '"n":7');
    writeFileSync(file, encodeLine({ n: 1 }) + tampered + encodeLine({ n: 3 }) + encodeLine({ n: 4 }).slice(0, 12));
    expect(await drainAll(spool)).toEqual([1, 3]);
    const damaged = lines.filter((l) => l.msg.startsWith('damaged lead spool line skipped'));
    expect(damaged.map((l) => l.line)).toEqual([2, 4]);
    // The log names the line, never its content (names and phones).
    expect(JSON.stringify(damaged)).not.toContain('"n"');
    const aside = readFileSync(join(d, 'rejected.txt'), 'utf8');
    expect(aside).toContain('"n":7');
    expect(statSync(join(d, 'rejected.txt')).mode & 0o777).toBe(0o600);
    expect(spool.depth).toBe(0);
  });

  it("this instance's next line after a half-written one stays whole", async () => {
    const d = dir();
    const spool = new Spool<Entry>({ dir: d, log: recordingLog().log });
    appendFileSync(spool.file, encodeLine({ n: 1 }) + encodeLine({ n: 2 }).slice(0, 20));
    await spool.append({ n: 3 });
    expect(await drainAll(spool)).toEqual([1, 3]);
  });

  it("a dead instance's file on this host is adopted and drained; a live one's is left alone", async () => {
    const d = dir();
    writeFileSync(join(d, `${hostname()}-${deadPid()}.jsonl`), encodeLine({ n: 1 }));
    writeFileSync(join(d, `${hostname()}-${process.ppid}.jsonl`), encodeLine({ n: 2 }));
    const spool = new Spool<Entry>({ dir: d, log: recordingLog().log });
    expect(await drainAll(spool)).toEqual([1]);
    expect(readdirSync(d).filter((n) => n.endsWith('.jsonl'))).toEqual([`${hostname()}-${process.ppid}.jsonl`]);
  });
});

/** A process id that no longer runs. */
function deadPid() {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('what an operator sees', () => {
  // A spool holding three leads (no drain runs in these tests).
  const state = { depth: 3, handle() {}, has: () => false };
  const waiting = state as unknown as Spool<SpooledLead>;
  beforeAll(async () => {
    await testDb();
    await createAdmin();
  });

  it('healthz reports the spool depth', async () => {
    const { app } = testApp({}, { leadSpool: waiting });
    const res = await request(app).get('/healthz');
    expect(res.body.spool).toEqual({ depth: 3 });
  });

  it('/admin shows a banner while leads wait in the spool, and none once it is empty', async () => {
    const { app } = testApp({}, { leadSpool: waiting });
    const { agent } = await signedIn(app);
    const banner = async () => html((await agent.get('/admin')).text).querySelector('[role="alert"].admin-spool-banner')?.text;
    expect(await banner()).toContain('데이터베이스에 아직 저장되지 않은 상담 신청 3건이 이 서버에 임시 보관되어 있습니다.');
    state.depth = 0;
    expect(await banner()).toBeUndefined();
  });
});
