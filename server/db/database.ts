/**
 * Chooses the site's database and says so in one start-up line: MONGODB_URI when set (nothing is
 * started or snapshotted), else the embedded engine; for the bundled in-memory one, its snapshot is
 * loaded before anything else connects and is kept until `stop`.
 */
import path from 'node:path';
import mongoose from 'mongoose';
import type { MongoClient } from 'mongodb';
import type { ServerConfig } from '../config.server';
import type { Logger } from '../logger';
import { startEmbeddedDb } from './embedded';
import { SESSIONS } from './sessions';
import { SNAPSHOT_FILE } from './snapshot-file';
import { ageText, openSnapshots, type SnapshotLoad } from './snapshots';
import { holdSiteLock } from './site-lock';


export interface SiteDatabase {
  uri: string;
  /** Set for the bundled engine: the app's driver client reports its writes here. */
  watchCommands?: (client: MongoClient) => void;
  /** Call after the app's connection has closed: final snapshot, then the engine stops. */
  stop(): Promise<void>;
}

const siteCollections = () => [SESSIONS, ...Object.values(mongoose.connection.models).map((m) => m.collection.collectionName)];

function loadText(loaded: SnapshotLoad): string {
  if (loaded.state === 'none') return 'no snapshot yet, starting empty';
  if (loaded.state === 'set-aside') return 'the unreadable snapshot was set aside, starting empty';
  return `loaded the snapshot written ${ageText(loaded.savedAt)} ago (${loaded.documents} documents)`;
}

export async function openDatabase(config: ServerConfig, log: Logger): Promise<SiteDatabase> {
  if (config.mongoUri) {
    log.info({ uri: config.mongoUri.replace(/\/\/[^@/]*@/, '//***@') }, 'using the database at MONGODB_URI');
    return { uri: config.mongoUri, stop: async () => {} };
  }
  const embedded = await startEmbeddedDb(config.embeddedDbPort, config.dataDir, log);
  if (embedded.engine === 'mongod') {
    log.info(`database: embedded mongod on port ${embedded.port}, data kept in ${embedded.dbPath} across restarts (for trying the site; production sets MONGODB_URI)`);
    return { uri: embedded.uri, stop: embedded.stop };
  }
  const file = path.resolve(config.dataDir, SNAPSHOT_FILE);
  const seconds = config.embeddedSnapshotSeconds;
  // While it runs, `npm run restore` refuses to replace the snapshot (server/db/site-lock.ts).
  const releaseLock = await holdSiteLock(config.dataDir);
  let snapshots: Awaited<ReturnType<typeof openSnapshots>>;
  try {
    snapshots = await openSnapshots({ uri: embedded.uri, file, everySeconds: seconds, log, collections: siteCollections });
  } catch (err) {
    await embedded.stop();
    await releaseLock();
    throw err;
  }
  log.info(
    `database: bundled in-memory engine on port ${embedded.port}, data kept in ${file}, ` +
      `written every ${seconds} s while anything changes and at stop (a hard crash loses at most the last ${seconds} s); ` +
      `${loadText(snapshots.loaded)}. For trying the site and small demos; production sets MONGODB_URI`,
  );
  return {
    uri: embedded.uri,
    watchCommands: (client) => snapshots.watch(client),
    async stop() {
      await snapshots.stop();
      await embedded.stop();
      await releaseLock();
    },
  };
}
