/**
 * `npm test`: typecheck, lint, unit tests, build, browser tests, in that order, stopping at the first
 * that fails, then where the time went (scripts/test-times.ts). The browser tests reuse the build
 * of the phase before (E2E_SKIP_BUILD), so building is timed on its own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatTimes, readFileTimes, TIMES_FILE_ENV, type PhaseTime } from './test-times';

const bin = (name: string) => path.resolve('node_modules/.bin', name);
const dir = mkdtempSync(path.join(tmpdir(), 'test-times-'));

const phases: { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv; times?: string }[] = [
  { name: 'typecheck', command: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'unit tests', command: bin('vitest'), args: ['run', '--reporter=default', '--reporter=./tests/reporters/vitest-times.ts'], times: 'vitest.json' },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  {
    name: 'browser tests',
    command: bin('playwright'),
    args: ['test', `--reporter=${process.env.CI ? 'list' : 'line'},./tests/reporters/playwright-times.ts`],
    env: { E2E_SKIP_BUILD: '1' },
    times: 'playwright.json',
  },
];

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

const done: PhaseTime[] = [];
let ok = true;
for (const phase of phases) {
  const times = phase.times ? path.join(dir, phase.times) : undefined;
  const started = performance.now();
  ok = await run(phase.command, phase.args, { ...process.env, ...phase.env, ...(times ? { [TIMES_FILE_ENV]: times } : {}) });
  done.push({ name: phase.name, ms: performance.now() - started, ok, ...(times ? { files: readFileTimes(times) } : {}) });
  if (!ok) break;
}
rmSync(dir, { recursive: true, force: true });
console.log(formatTimes(done));
process.exitCode = ok ? 0 : 1;
