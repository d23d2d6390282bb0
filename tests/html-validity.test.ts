/**
 * The Nu HTML Checker (vnu.jar, the W3C validator's engine, from the vnu-jar package) finds no
 * error in the server-rendered HTML of the schedule, payment, business and reminder-stop pages.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, testDb } from './helpers/app';
import { testClock, testOutbox } from './helpers/consent';

const run = promisify(execFile);
const vnu = createRequire(import.meta.url)('vnu-jar') as string;
const clock = testClock('2026-12-08T12:00:00+09:00');
const { app } = testApp({}, { outbox: testOutbox(clock.now) });
const dir = mkdtempSync(join(tmpdir(), 'nu-'));
const PAGES = ['/SalesInfo/schedule', '/SalesInfo/schedule?reminder=invalid&fields=phone,consent', '/SalesInfo/payment?unit=99B&band=high', '/SalesInfo/score', '/SalesInfo/cost', '/BusinessGuide/intro', '/r/AAAAAAAAAAAAAAAAAAAA'];

beforeAll(async () => {
  await testDb();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

describe('Nu HTML Checker', () => {
  it('finds no errors on the new pages', { timeout: 120_000 }, async () => {
    const files: string[] = [];
    for (const [i, path] of PAGES.entries()) {
      const res = await request(app).get(path);
      // An unknown stop link is the friendly page answered 404 (tests/private-links.test.ts).
      expect(res.status, path).toBe(path.startsWith('/r/') ? 404 : 200);
      const file = join(dir, `page-${i}.html`);
      writeFileSync(file, res.text);
      files.push(file);
    }
    // vnu exits 1 when it reports errors; its JSON report is on stderr either way.
    const out = await run('java', ['-Xss4m', '-jar', vnu, '--errors-only', '--format', 'json', ...files], { maxBuffer: 10 * 1024 * 1024 }).then(
      (r) => r.stderr,
      (err: { stderr: string }) => err.stderr,
    );
    const messages = (JSON.parse(out) as { messages: NuMessage[] }).messages;
    const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
    const named = errors.map((m) => `${PAGES[Number(/page-(\d+)/.exec(m.url)?.[1])]}:${m.lastLine ?? '?'} ${m.message}`);
    expect(named).toEqual([]);
  });
});
