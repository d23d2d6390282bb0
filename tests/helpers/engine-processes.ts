/**
 * Finds bundled-engine processes started by this test run, however deep (the run's global setup,
 * a test, a site a test spawned): each inherits HAEON_TEST_RUN from the run's environment, which
 * Linux shows in /proc/<pid>/environ. The run's teardowns call `expectNoEnginesLeft` last.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

const MARK = 'HAEON_TEST_RUN';

/** Marks everything this process starts from now on as part of one test run; returns the run's id. */
export function markTestRun(): string {
  process.env[MARK] ||= randomBytes(6).toString('hex');
  return process.env[MARK];
}

/** Bundled-engine processes (pid and command line) carrying this run's mark. */
export function enginesOfRun(run: string): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (!args[0]?.endsWith('/bin/jongodb')) continue;
      if (!readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`${MARK}=${run}`)) continue;
      found.push({ pid: Number(entry), command: args.join(' ').trim() });
    } catch {
      // gone meanwhile, or another user's process
    }
  }
  return found;
}

/**
 * Fails when an engine of this run is still running a few seconds after everything was stopped
 * (they exit on their own once their parent is gone); the leftovers are killed so the machine
 * stays clean either way.
 */
export async function expectNoEnginesLeft(run: string, graceMs = 10_000): Promise<void> {
  const until = Date.now() + graceMs;
  let left = enginesOfRun(run);
  while (left.length && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    left = enginesOfRun(run);
  }
  if (!left.length) return;
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  process.exitCode = 1; // a teardown error alone does not fail a vitest run
  throw new Error(`bundled-engine processes started by this test run were still running (now killed):\n${left.map((e) => `  ${e.pid} ${e.command}`).join('\n')}`);
}
