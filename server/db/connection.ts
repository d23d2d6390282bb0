/** One mongoose connection for the app: fail fast while down, retry in the background, log state changes. */
import mongoose from 'mongoose';
import type { MongoClient } from 'mongodb';
import type { Logger } from '../logger';
import { createSessionIndex } from './sessions';

// Collections are created by their first insert or index; nothing waits on a missing connection.
mongoose.set('autoCreate', false);
mongoose.set('autoIndex', false);
mongoose.set('bufferCommands', false);

const RETRY_MS = 5_000;

export type DbState = 'connected' | 'connecting' | 'disconnected';

export function dbState(): DbState {
  const s = mongoose.connection.readyState;
  return s === 1 ? 'connected' : s === 2 ? 'connecting' : 'disconnected';
}

export const isDbReady = () => mongoose.connection.readyState === 1;

let downSince: Date | undefined;
/**
 * When this process first saw the database unreachable in the current outage (the driver's
 * 'disconnected', a failed readiness ping), undefined once it answered again: the outage alert
 * counts from here, not from the first minute's check that noticed it.
 */
export const dbDownSince = () => downSince;
export function noteDbDown(at = new Date()) {
  downSince ??= at;
}
export function noteDbUp() {
  downSince = undefined;
}

const driverWatchers = new Set<(client: MongoClient) => void>();
let currentClient: MongoClient | undefined;

/**
 * Calls `fn` with the driver client (created with command monitoring on) now if connected and with
 * each new one after (a failed start makes a new client): the operations metrics listen here.
 */
export function watchDriver(fn: (client: MongoClient) => void): () => void {
  driverWatchers.add(fn);
  if (currentClient) fn(currentClient);
  return () => driverWatchers.delete(fn);
}

/**
 * Connects (retrying every few seconds until it succeeds or `stop` is called) and builds the
 * indexes declared on the schemas. Resolves once connected. `watchCommands` receives each new
 * driver client, created with command monitoring on (the embedded engine's snapshots count writes;
 * the metrics time every command).
 */
export function connectDatabase(uri: string, log: Logger, opts: { watchCommands?: (client: MongoClient) => void } = {}) {
  let stopped = false;
  const conn = mongoose.connection;
  const listeners = {
    disconnected: () => {
      if (stopped) return;
      noteDbDown();
      log.warn('database disconnected');
    },
    connected: () => noteDbUp(),
    reconnected: () => {
      noteDbUp();
      log.info('database reconnected');
    },
    error: (err: unknown) => log.error({ err }, 'database error'),
  };
  for (const [event, fn] of Object.entries(listeners)) conn.on(event, fn);

  const ready = (async () => {
    for (let attempt = 1; !stopped; attempt++) {
      try {
        // Servers are checked every second (the driver's default is 10 s): /readyz turns 200 within a
        // second or two of the database's return, not ten (server/ops/readiness.ts).
        await mongoose.connect(uri, { serverSelectionTimeoutMS: 5_000, socketTimeoutMS: 30_000, maxPoolSize: 20, monitorCommands: true, heartbeatFrequencyMS: 1_000 });
        currentClient = conn.getClient() as unknown as MongoClient;
        opts.watchCommands?.(currentClient);
        for (const watch of driverWatchers) watch(currentClient);
        await Promise.all([...Object.values(conn.models).map((m) => m.createIndexes()), createSessionIndex(conn)]);
        log.info({ db: conn.name }, 'database connected, indexes ready');
        return;
      } catch (err) {
        log.error({ err: (err as Error).message, attempt }, `database unavailable, retrying in ${RETRY_MS / 1000}s`);
        await mongoose.disconnect().catch(() => {});
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    }
  })();

  return {
    ready,
    async stop() {
      stopped = true;
      await mongoose.disconnect();
      // A later connectDatabase (another app in the same process) brings listeners of its own.
      for (const [event, fn] of Object.entries(listeners)) conn.off(event, fn);
    },
  };
}
