/**
 * Hands each unit test file's time to scripts/test.ts (TEST_TIMES_FILE): importing the file and
 * its set-up included, so a file slow to start counts as slow.
 */
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { writeFileTimes } from '../../scripts/test-times';

export default class VitestTimes implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    writeFileTimes(
      modules.map((m) => {
        const d = m.diagnostic();
        const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
        return { file: path.relative(process.cwd(), m.moduleId), ms: Math.round(ms), tests: [...m.children.allTests()].length };
      }),
    );
  }
}
