/**
 * The zero-set-up database used when MONGODB_URI is unset: a real mongod (downloaded once by
 * mongodb-memory-server) keeping its files in DATA_DIR/mongo, or, where that download is
 * impossible, the npm-shipped MongoDB-wire engine, which keeps data in memory only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from '../logger';

export interface EmbeddedDb {
  uri: string;
  engine: 'mongod' | 'jongodb';
  persistent: boolean;
  stop(): Promise<void>;
}

export const EMBEDDED_DB_NAME = 'haeon';
export const embeddedUri = (port: number) => `mongodb://127.0.0.1:${port}/${EMBEDDED_DB_NAME}`;

export async function startEmbeddedDb(port: number, dataDir: string, log: Logger): Promise<EmbeddedDb> {
  const dbPath = path.resolve(dataDir, 'mongo');
  mkdirSync(dbPath, { recursive: true, mode: 0o700 }); // DATA_DIR and its database: owner only
  try {
    const { MongoMemoryServer } = await import('mongodb-memory-server-core');
    const server = await MongoMemoryServer.create({ instance: { port, dbPath, storageEngine: 'wiredTiger' } });
    log.info({ engine: 'mongod', dbPath }, `embedded MongoDB (mongod) on port ${port}; data kept in ${dbPath} and survives restarts`);
    return { uri: embeddedUri(port), engine: 'mongod', persistent: true, stop: async () => void (await server.stop({ doCleanup: false })) };
  } catch (err) {
    log.warn({ reason: (err as Error).message.split('\n')[0] }, 'could not start a real mongod (binary download unavailable); using the bundled in-memory engine');
  }
  const child = await startJongodb(port);
  log.warn(
    { engine: 'jongodb' },
    `embedded in-memory MongoDB-wire engine on port ${port}: data is LOST when the site stops. Set MONGODB_URI for real storage.`,
  );
  return { uri: embeddedUri(port), engine: 'jongodb', persistent: false, stop: async () => void child.kill('SIGTERM') };
}

/** Starts the bundled engine on `port` and resolves once it reports it is ready. */
export function startJongodb(port: number): Promise<ChildProcess> {
  const require = createRequire(import.meta.url);
  let bin: string;
  try {
    bin = path.join(path.dirname(require.resolve('@jongodb/memory-server-bin-linux-x64-gnu/package.json')), 'bin/jongodb');
  } catch {
    return Promise.reject(new Error('No MongoDB available: set MONGODB_URI (the bundled engine exists only for Linux x64).'));
  }
  return new Promise((resolve, reject) => {
    const child = spawn(bin, [`--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => fail(new Error('embedded engine did not start within 20 s')), 20_000);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(err);
    };
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('JONGODB_URI=')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', fail);
    child.on('exit', (code) => fail(new Error(`embedded engine exited (${code}): ${out.trim().slice(-300)}`)));
  });
}
