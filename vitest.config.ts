import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

/**
 * Files that need a process of their own: what they test is the process's own state. db-outage: a
 * process that has never reached its database. ops-metrics: /metrics counts every app in the process
 * and keeps its database figures for ten seconds, so other files' apps would show in it.
 */
const OWN_PROCESS = ['tests/db-outage.test.ts', 'tests/ops-metrics.test.ts'];
/** One engine for the run (both projects share it) and the app process the tests start, bundled once. */
const GLOBAL_SETUP = ['tests/global-db.ts', 'tests/global-api-server.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default (one fork fewer than the cores) is a single fork on a 2-core machine, which the
    // tests leave a third idle (servers starting, the engine answering): at least two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          globalSetup: GLOBAL_SETUP,
          exclude: OWN_PROCESS,
          // The files of a worker share its modules: the server and the renderer are loaded once per
          // worker, not once per file (two fifths of the unit tests' time went to loading them).
          // What a file leaves behind is put back before the next one starts (tests/setup/each-file.ts);
          // a spy never outlives its test.
          isolate: false,
          setupFiles: ['tests/setup/each-file.ts'],
          restoreMocks: true,
        },
      },
      { extends: true, test: { name: 'own process', include: OWN_PROCESS, globalSetup: ['tests/global-db.ts'] } },
    ],
  },
});
