/**
 * Hands each browser spec's time to scripts/test.ts (TEST_TIMES_FILE): the sum of its tests' times,
 * retries included. Specs share the workers, so the sum is what a spec costs, not a stretch of the
 * clock.
 */
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { writeFileTimes, type FileTime } from '../../scripts/test-times';

export default class PlaywrightTimes implements Reporter {
  private readonly specs = new Map<string, FileTime>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    const spec = this.specs.get(file) ?? { file, ms: 0, tests: 0 };
    spec.ms += result.duration;
    if (result.retry === 0) spec.tests! += 1;
    this.specs.set(file, spec);
  }

  onEnd() {
    writeFileTimes([...this.specs.values()]);
  }

  printsToStdio() {
    return false;
  }
}
