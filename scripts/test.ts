/**
 * `npm test`: typecheck, lint, unit tests, build and browser tests, then where the time went
 * (scripts/test-times.ts). Each stage stops at its first failure, and no stage starts after one:
 *   1. side by side: typecheck then lint; the unit tests (Vitest, output held back and printed in one
 *      piece when they end). The checks are single-threaded and the unit tests leave a tenth of the
 *      machine idle, so the checks cost the unit tests a few seconds and save their own half minute.
 *   2. the build, then the browser tests (the build is reused: E2E_SKIP_BUILD). Not beside the unit
 *      tests: each keeps both cores about 90 % busy, and side by side both took longer than in turn.
 *   3. the first-tap timings (issue 40's 100 ms), alone on the machine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatTimes, readFileTimes, TIMES_FILE_ENV, type PhaseTime } from './test-times';

const bin = (name: string) => path.resolve('node_modules/.bin', name);
const dir = mkdtempSync(path.join(tmpdir(), 'test-times-'));
const reporter = process.env.CI ? 'list' : 'line';

interface Phase {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** The runner's per-file times (tests/reporters/). */
  times?: string;
  /** Output held back and printed whole when the phase ends, so it does not interleave. */
  quiet?: boolean;
}

const browser = (project: string, times: string): Phase => ({
  name: project === 'site' ? 'browser tests' : 'browser tests: first taps, alone',
  command: bin('playwright'),
  args: ['test', `--project=${project}`, '--no-deps', `--reporter=${reporter},./tests/reporters/playwright-times.ts`],
  env: { E2E_SKIP_BUILD: '1' },
  times,
});

/** Each stage's lanes run side by side; the phases of a lane run in turn. */
const stages: Phase[][][] = [
  [
    [
      { name: 'typecheck', command: bin('tsc'), args: ['-p', 'tsconfig.json'], quiet: true },
      { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'], quiet: true },
    ],
    [{ name: 'unit tests', command: bin('vitest'), args: ['run', '--reporter=default', '--reporter=./tests/reporters/vitest-times.ts'], times: 'vitest.json', quiet: true }],
  ],
  [[{ name: 'build', command: 'npm', args: ['run', 'build'], quiet: true }, browser('site', 'playwright.json')]],
  [[browser('first-tap', 'first-tap.json')]],
];

const started = performance.now();
const done: PhaseTime[] = [];
let failed = false;

function run(phase: Phase): Promise<boolean> {
  const times = phase.times ? path.join(dir, phase.times) : undefined;
  const env = { ...process.env, ...phase.env, ...(times ? { [TIMES_FILE_ENV]: times } : {}) };
  const from = performance.now();
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, { stdio: phase.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const held: Buffer[] = [];
    child.stdout?.on('data', (d: Buffer) => held.push(d));
    child.stderr?.on('data', (d: Buffer) => held.push(d));
    const end = (ok: boolean) => {
      if (held.length) process.stdout.write(`\n── ${phase.name} ──\n${Buffer.concat(held).toString('utf8')}\n`);
      console.log(`── ${phase.name}: ${ok ? 'passed' : 'FAILED'} in ${((performance.now() - from) / 1000).toFixed(1)} s`);
      done.push({ name: phase.name, ms: performance.now() - from, startMs: from - started, ok, ...(times ? { files: readFileTimes(times) } : {}) });
      resolve(ok);
    };
    child.on('error', () => end(false));
    child.on('exit', (code) => end(code === 0));
  });
}

async function lane(phases: Phase[]): Promise<void> {
  for (const phase of phases) {
    if (failed) return;
    if (!(await run(phase))) failed = true;
  }
}

for (const stage of stages) await Promise.all(stage.map(lane));
rmSync(dir, { recursive: true, force: true });
const order = stages.flat(2).map((p) => p.name);
console.log(formatTimes(done.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name)), performance.now() - started));
process.exitCode = failed ? 1 : 0;
