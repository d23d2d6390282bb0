/**
 * `npm test` ends by saying where its time went: each phase, the unit test files over ten seconds
 * and every browser spec. The two reporters hand the runners' per-file times over in a file.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import type { TestModule } from 'vitest/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatTimes, readFileTimes, TIMES_FILE_ENV } from '../scripts/test-times';
import VitestTimes from './reporters/vitest-times';
import PlaywrightTimes from './reporters/playwright-times';

describe('where the time of npm test went', () => {
  it('names typecheck, lint and build, the unit test files over 10 s slowest first, and every browser spec', () => {
    const out = formatTimes([
      { name: 'typecheck', ms: 41_200, ok: true },
      { name: 'lint', ms: 63_000, ok: true },
      {
        name: 'unit tests',
        ms: 312_400,
        ok: true,
        files: [
          { file: 'tests/menu.test.ts', ms: 300, tests: 5 },
          { file: 'tests/lead-forwarding.test.ts', ms: 58_100, tests: 9 },
          { file: 'tests/visits.test.ts', ms: 12_400, tests: 40 },
          { file: 'tests/units.test.ts', ms: 10_000, tests: 19 },
        ],
      },
      { name: 'build', ms: 72_000, ok: true },
      {
        name: 'browser tests',
        ms: 301_000,
        ok: false,
        files: [
          { file: 'tests/e2e/smoke.spec.ts', ms: 4_000, tests: 1 },
          { file: 'tests/e2e/visits.spec.ts', ms: 88_300, tests: 14 },
        ],
      },
    ]);
    const lines = out.split('\n').map((l) => l.trim().replace(/\s+/g, ' '));
    expect(lines).toEqual([
      '',
      'Where the time went:',
      'typecheck 41.2 s',
      'lint 63.0 s',
      'unit tests 312.4 s',
      'tests/lead-forwarding.test.ts 58.1 s (9 tests)',
      'tests/visits.test.ts 12.4 s (40 tests)',
      '2 more files, each 10 s or less',
      'build 72.0 s',
      'browser tests 301.0 s (failed)',
      'tests/e2e/visits.spec.ts 88.3 s (14 tests)',
      'tests/e2e/smoke.spec.ts 4.0 s (1 test)',
      'total 789.6 s',
    ]);
  });

  it('with phases side by side, says when each started and totals the wall clock, not their sum', () => {
    const out = formatTimes(
      [
        { name: 'typecheck', ms: 18_000, startMs: 0, ok: true },
        { name: 'unit tests', ms: 240_000, startMs: 0, ok: true, files: [{ file: 'tests/cli.test.ts', ms: 12_000, tests: 6 }] },
        { name: 'build', ms: 4_000, startMs: 0, ok: true },
        { name: 'browser tests', ms: 300_000, startMs: 4_000, ok: true, files: [{ file: 'tests/e2e/home.spec.ts', ms: 40_000, tests: 19 }] },
        { name: 'browser tests: first taps, alone', ms: 50_000, startMs: 304_500, ok: true, files: [{ file: 'tests/e2e/first-tap.spec.ts', ms: 48_000, tests: 32 }] },
      ],
      354_500,
    );
    const lines = out.split('\n').map((l) => l.trim().replace(/\s+/g, ' '));
    expect(lines).toEqual([
      '',
      'Where the time went:',
      'typecheck 18.0 s from 0.0 s',
      'unit tests 240.0 s from 0.0 s',
      'tests/cli.test.ts 12.0 s (6 tests)',
      'build 4.0 s from 0.0 s',
      'browser tests 300.0 s from 4.0 s',
      'tests/e2e/home.spec.ts 40.0 s (19 tests)',
      'browser tests: first taps, alone 50.0 s from 304.5 s',
      'tests/e2e/first-tap.spec.ts 48.0 s (32 tests)',
      'total, wall clock 354.5 s',
    ]);
  });

  describe('the reporters', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'times-'));
      process.env[TIMES_FILE_ENV] = path.join(dir, 'times.json');
    });
    afterEach(() => {
      delete process.env[TIMES_FILE_ENV];
      rmSync(dir, { recursive: true, force: true });
    });

    it("the unit test reporter gives each file its import, set-up and tests' time", () => {
      const module = (file: string, collect: number, duration: number, tests: number) =>
        ({
          moduleId: path.resolve(file),
          diagnostic: () => ({ environmentSetupDuration: 1, prepareDuration: 2, setupDuration: 3, collectDuration: collect, duration }),
          children: { allTests: () => Array.from({ length: tests }) },
        }) as unknown as TestModule;
      new VitestTimes().onTestRunEnd([module('tests/a.test.ts', 400, 11_000, 3), module('tests/b.test.ts', 50, 20, 1)]);
      expect(readFileTimes(process.env[TIMES_FILE_ENV]!)).toEqual([
        { file: 'tests/a.test.ts', ms: 11_406, tests: 3 },
        { file: 'tests/b.test.ts', ms: 76, tests: 1 },
      ]);
    });

    it('the browser reporter sums the tests of each spec, a retry adding its time but not a test', () => {
      const reporter = new PlaywrightTimes();
      const end = (file: string, duration: number, retry = 0) =>
        reporter.onTestEnd({ location: { file: path.resolve(file), line: 1, column: 1 } } as TestCase, { duration, retry } as TestResult);
      end('tests/e2e/visits.spec.ts', 5_000);
      end('tests/e2e/smoke.spec.ts', 1_500);
      end('tests/e2e/visits.spec.ts', 7_000);
      end('tests/e2e/visits.spec.ts', 6_500, 1);
      reporter.onEnd();
      expect(JSON.parse(readFileSync(process.env[TIMES_FILE_ENV]!, 'utf8'))).toEqual([
        { file: 'tests/e2e/visits.spec.ts', ms: 18_500, tests: 2 },
        { file: 'tests/e2e/smoke.spec.ts', ms: 1_500, tests: 1 },
      ]);
    });
  });
});
