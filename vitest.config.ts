import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/global-db.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default (one fork fewer than the cores) is a single fork on a 2-core machine, which the
    // tests leave a third idle (servers starting, the engine answering): at least two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
