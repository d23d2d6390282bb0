/**
 * One database engine for the test run: MONGODB_URI when set (a real MongoDB), otherwise the
 * bundled MongoDB-wire engine on a free port. Each test file then uses a database of its own.
 */
import type { TestProject } from 'vitest/node';
import { startJongodb } from '../server/db/embedded';
import { freePort } from './helpers/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.MONGODB_URI) {
    project.provide('mongoUri', process.env.MONGODB_URI);
    return;
  }
  const port = await freePort();
  const child = await startJongodb(port);
  project.provide('mongoUri', `mongodb://127.0.0.1:${port}/`);
  return () => {
    child.kill('SIGTERM');
  };
}
