/**
 * The zero-set-up database used when MONGODB_URI is unset: a real mongod (downloaded once by
 * mongodb-memory-server) keeping its files in DATA_DIR/mongo, or, where no mongod binary can be had
 * (offline machines), the npm-shipped MongoDB-wire engine, which holds data in memory and is kept
 * across restarts by snapshots (see snapshots.ts).
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger';
import { startJongodb, stopBundledEngine } from './bundled-engine';

export { startJongodb, stopBundledEngine } from './bundled-engine';

export interface EmbeddedDb {
  uri: string;
  /** `mongod`: real files in `dbPath`; `bundled`: in memory, kept by snapshots. */
  engine: 'mongod' | 'bundled';
  port: number;
  dbPath?: string;
  stop(): Promise<void>;
}

export const EMBEDDED_DB_NAME = 'haeon';
export const embeddedUri = (port: number) => `mongodb://127.0.0.1:${port}/${EMBEDDED_DB_NAME}`;

/** The binary cannot be had here (no network, download disabled, no build for this platform): expected offline. */
function binaryUnavailable(err: unknown, errors: typeof import('mongodb-memory-server-core').errors): boolean {
  return (
    err instanceof errors.DownloadError ||
    err instanceof errors.UnknownLinuxDistro ||
    err instanceof errors.UnknownPlatformError ||
    err instanceof errors.UnknownArchitectureError ||
    err instanceof errors.BinaryNotFoundError ||
    (err instanceof Error && err.message.startsWith('MongoBinary.getPath: could not find'))
  );
}

/** One line for the log: a download error's cause ("getaddrinfo ENOTFOUND …"), not its stack. */
function shortReason(err: unknown, errors: typeof import('mongodb-memory-server-core').errors): string {
  if (err instanceof errors.DownloadError) return `download from ${err.url} failed: ${String(err.msg).split('\n')[0]}`;
  return (err instanceof Error ? err.message : String(err)).split('\n')[0]!;
}

/**
 * EMBEDDED_DB_PORT is taken (a second site on this machine, another MongoDB): the site stops with
 * this one line. A port of its own choosing was not taken instead: the admin CLI and
 * `mongosh mongodb://127.0.0.1:EMBEDDED_DB_PORT` find the database by that setting.
 */
export class EmbeddedPortTaken extends Error {
  constructor(readonly port: number) {
    super(
      `EMBEDDED_DB_PORT ${port} is already in use (another site or database runs on it): set EMBEDDED_DB_PORT to a free port, or MONGODB_URI to use a MongoDB of your own.`,
    );
  }
}

/** Resolves when nothing listens on 127.0.0.1:`port` (the engines' address); rejects with EmbeddedPortTaken otherwise. */
function portFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? new EmbeddedPortTaken(port) : err));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * Starts the embedded engine. Logs one warning line when no mongod binary can be had (expected
 * offline); any other failure of mongod is logged with its stack before falling back. A taken port
 * is found first, before any download or engine start: EmbeddedPortTaken.
 */
export async function startEmbeddedDb(port: number, dataDir: string, log: Logger): Promise<EmbeddedDb> {
  await portFree(port);
  mkdirSync(path.resolve(dataDir), { recursive: true, mode: 0o700 }); // DATA_DIR: owner only
  const mms = await import('mongodb-memory-server-core');
  let binary: string | undefined;
  try {
    binary = await mms.MongoBinary.getPath();
  } catch (err) {
    if (binaryUnavailable(err, mms.errors)) {
      log.warn(`no mongod binary available (${shortReason(err, mms.errors)}); using the bundled in-memory engine`);
    } else {
      log.error({ err }, 'looking for a mongod binary failed; using the bundled in-memory engine');
    }
  }
  if (binary) {
    const dbPath = path.resolve(dataDir, 'mongo');
    mkdirSync(dbPath, { recursive: true, mode: 0o700 });
    try {
      const server = await mms.MongoMemoryServer.create({ instance: { port, dbPath, storageEngine: 'wiredTiger' } });
      return { uri: embeddedUri(port), engine: 'mongod', port, dbPath, stop: async () => void (await server.stop({ doCleanup: false })) };
    } catch (err) {
      log.error({ err }, 'mongod did not start; using the bundled in-memory engine');
    }
  }
  // Taken between the check and the start (two sites started at once): the same one line.
  const child = await startJongodb(port).catch(async (err: unknown) => {
    throw (await portFree(port).then(() => false, () => true)) ? new EmbeddedPortTaken(port) : err;
  });
  return { uri: embeddedUri(port), engine: 'bundled', port, stop: () => stopBundledEngine(child) };
}
