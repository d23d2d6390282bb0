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

/** The run's engine, shared by the projects (vitest.config.ts): each runs this setup, the last one out stops it. */
interface Shared {
  uri: string;
  users: number;
  stop: () => Promise<void>;
}
const KEY = Symbol.for('haeon.test-engine');
const holder = globalThis as unknown as Record<symbol, Promise<Shared> | undefined>;

async function start(): Promise<Shared> {
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, users: 0, stop: async () => {} };
  const port = await freePort();
  const child = await startJongodb(port);
  return { uri: `mongodb://127.0.0.1:${port}/`, users: 0, stop: () => stopBundledEngine(child) };
}

export default async function setup(project: TestProject) {
  const run = markTestRun();
  holder[KEY] ??= start();
  const shared = await holder[KEY]!;
  shared.users += 1;
  project.provide('mongoUri', shared.uri);
  return async () => {
    if (--shared.users > 0) return;
    holder[KEY] = undefined;
    await shared.stop();
    await expectNoEnginesLeft(run);
  };
}
