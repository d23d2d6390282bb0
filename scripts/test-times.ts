/**
 * Where the time of `npm test` went: each phase's wall time (typecheck, lint, unit tests, build,
 * browser tests) and when it started, the unit test files that took over ten seconds, and every
 * browser spec. The two test runners hand their per-file times over in a JSON file named by TEST_TIMES_FILE (see
 * tests/reporters/), which is set only by scripts/test.ts: a run of one file writes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export const TIMES_FILE_ENV = 'TEST_TIMES_FILE';

/** A test file and the time its tests took (for a browser spec, the sum of its tests' times). */
export interface FileTime {
  file: string;
  ms: number;
  tests?: number;
}

export interface PhaseTime {
  name: string;
  ms: number;
  ok: boolean;
  /** When the phase started, from the start of the run (phases run side by side). */
  startMs?: number;
  /** The files of the phase, when its runner reports them. */
  files?: FileTime[];
}

/** Unit test files at or under this are left out of the summary. */
export const SLOW_FILE_MS = 10_000;

/** Written by a reporter at the end of its run, when scripts/test.ts asked for it. */
export function writeFileTimes(files: FileTime[]): void {
  const target = process.env[TIMES_FILE_ENV];
  if (target) writeFileSync(target, JSON.stringify(files));
}

export function readFileTimes(file: string): FileTime[] | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FileTime[];
  } catch {
    return undefined;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

/**
 * The summary printed at the end: one line per phase (with when it started, if the phases ran side by
 * side), under the unit tests each file over SLOW_FILE_MS and under the browser tests every spec,
 * slowest first; then the total: the run's wall-clock time when given, else the phases' sum.
 */
export function formatTimes(phases: PhaseTime[], wallMs?: number, slowFileMs = SLOW_FILE_MS): string {
  const width = Math.max(28, ...phases.flatMap((p) => (p.files ?? []).map((f) => f.file.length + 4)));
  const lines = ['', 'Where the time went:'];
  for (const phase of phases) {
    const from = phase.startMs === undefined ? '' : `  from ${(phase.startMs / 1000).toFixed(1)} s`;
    lines.push(`  ${phase.name.padEnd(width)}${seconds(phase.ms)}${from}${phase.ok ? '' : '  (failed)'}`);
    if (!phase.files) continue;
    const shown = phase.name.startsWith('browser tests') ? phase.files : phase.files.filter((f) => f.ms > slowFileMs);
    for (const f of [...shown].sort((a, b) => b.ms - a.ms)) {
      lines.push(`    ${f.file.padEnd(width - 2)}${seconds(f.ms)}${f.tests !== undefined ? `  (${f.tests} test${f.tests === 1 ? '' : 's'})` : ''}`);
    }
    if (phase.name === 'unit tests' && phase.files.length > shown.length) {
      lines.push(`    ${`${phase.files.length - shown.length} more files, each ${slowFileMs / 1000} s or less`.padEnd(width - 2)}`);
    }
  }
  const total = wallMs ?? phases.reduce((sum, p) => sum + p.ms, 0);
  lines.push(`  ${(wallMs === undefined ? 'total' : 'total, wall clock').padEnd(width)}${seconds(total)}`);
  return lines.join('\n');
}
