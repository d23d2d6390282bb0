/**
 * One database engine for the test run: MONGODB_URI when set (a real MongoDB), otherwise the
 * bundled MongoDB-wire engine on a free port. Each test file then uses a database of its own.
 * At the end, no bundled engine started by the run (here, in tests, or by sites they spawned) may
 * still be running.
 */
import type { TestProject } from 'vitest/node';
import { startJongodb, stopBundledEngine } from '../server/db/embedded';
import { freePort } from './helpers/ports';
import { expectNoEnginesLeft, markTestRun } from './helpers/engine-processes';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
  }
}

export default async function setup(project: TestProject) {
  const run = markTestRun();
  if (process.env.MONGODB_URI) {
    project.provide('mongoUri', process.env.MONGODB_URI);
    return () => expectNoEnginesLeft(run);
  }
  const port = await freePort();
  const child = await startJongodb(port);
  project.provide('mongoUri', `mongodb://127.0.0.1:${port}/`);
  return async () => {
    await stopBundledEngine(child);
    await expectNoEnginesLeft(run);
  };
}
