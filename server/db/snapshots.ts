/**
 * Keeps the bundled engine's data across restarts: loaded before the site takes requests, written at most
 * every EMBEDDED_SNAPSHOT_SECONDS while anything changed (counted: the site's writes by command monitoring,
 * other programs' by a counter they bump) and at a graceful stop, so a hard crash loses at most one interval.
 */
import { MongoClient, type Db } from 'mongodb';
import type { Logger } from '../logger';
import { readSnapshot, setAside, UnreadableSnapshot, writeSnapshot } from './snapshot-file';

/** Commands that change documents (index builds do not: indexes are rebuilt from the schemas at start-up). */
const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'bulkWrite', 'drop', 'dropDatabase', 'renameCollection']);
const CHANGES = 'embedded_changes';
const LOAD_BATCH = 1_000;

export type SnapshotLoad =
  | { state: 'none' }
  | { state: 'loaded'; savedAt: Date; documents: number; collections: number }
  | { state: 'set-aside'; aside: string; reason: string };

const written = new Set<(seconds: number, documents: number) => void>();
/** Called after each snapshot is written, with how long it took (the operations metrics). */
export function onSnapshotWritten(fn: (seconds: number, documents: number) => void): () => void {
  written.add(fn);
  return () => written.delete(fn);
}

export interface EmbeddedSnapshots {
  loaded: SnapshotLoad;
  /** Counts the writes made through `client` (created with `monitorCommands: true`). */
  watch(client: MongoClient): void;
  /** Writes a snapshot if anything changed and the last one started an interval ago or more (the timer calls it). */
  saveIfChanged(): Promise<void>;
  /** Stops the timer and writes the final snapshot. */
  stop(): Promise<void>;
}

/** Tells a running site on the bundled engine that another program changed data (counted, not read). */
export async function noteExternalWrite(db: Db) {
  await db.collection<{ _id: string; n: number }>(CHANGES).updateOne({ _id: 'external' }, { $inc: { n: 1 } }, { upsert: true });
}

export async function openSnapshots(opts: {
  uri: string;
  file: string;
  everySeconds: number;
  log: Logger;
  /** The site's collections (its models and the session store); collections seen in writes are added. */
  collections: () => Iterable<string>;
}): Promise<EmbeddedSnapshots> {
  const { file, log } = opts;
  const client = await MongoClient.connect(opts.uri, { maxPoolSize: 2, serverSelectionTimeoutMS: 10_000 });
  const db = client.db();
  const known = new Set<string>([CHANGES]);
  let loaded: SnapshotLoad = { state: 'none' };
  try {
    const contents = await readSnapshot(file);
    if (contents) {
      let documents = 0;
      for (const [name, docs] of contents.collections) {
        known.add(name); // kept in later snapshots even if no model of this version names it
        for (let i = 0; i < docs.length; i += LOAD_BATCH) await db.collection(name).insertMany(docs.slice(i, i + LOAD_BATCH));
        documents += docs.length;
      }
      loaded = { state: 'loaded', savedAt: contents.savedAt, documents, collections: contents.collections.size };
    }
  } catch (err) {
    const aside = await setAside(file);
    const reason = (err as Error).message;
    loaded = { state: 'set-aside', aside, reason };
    if (err instanceof UnreadableSnapshot) {
      log.error(`the embedded-database snapshot ${file} cannot be read (${reason}); moved aside to ${aside}; the site starts with an empty database`);
    } else {
      log.error({ err }, `loading the embedded-database snapshot ${file} failed; moved aside to ${aside}; the site starts with what was loaded`);
    }
  }

  const external = async () => (await db.collection<{ _id: string; n: number }>(CHANGES).findOne({ _id: 'external' }))?.n ?? 0;
  let generation = 0;
  let saved = { generation: 0, external: await external() };
  let running: Promise<void> | undefined;
  let warnedSlow = false;
  let lastStarted = 0;

  const save = async () => {
    const mark = { generation, external: await external() };
    const started = (lastStarted = Date.now());
    const documents = await writeSnapshot(db, [...opts.collections(), ...known], file);
    saved = mark;
    const seconds = (Date.now() - started) / 1000;
    for (const fn of written) fn(seconds, documents);
    // Past this the engine spends much of each interval copying data: see docs/performance.md.
    if (seconds > opts.everySeconds / 2 && !warnedSlow) {
      warnedSlow = true;
      log.warn(`a snapshot of ${documents} documents took ${seconds.toFixed(1)} s: the bundled engine is for small demos; set MONGODB_URI for this much data`);
    }
  };
  let failing = false; // one error line per outage, not one per interval
  /** Changes are looked for every second; a snapshot is written at most once per interval. */
  const saveIfChanged = () => {
    running ??= (async () => {
      if (Date.now() - lastStarted < opts.everySeconds * 1000) return;
      const ext = await external();
      if (generation !== saved.generation || ext !== saved.external) await save();
      if (failing) log.info('embedded-database snapshots are written again');
      failing = false;
    })()
      .catch((err) => {
        if (!failing) log.error({ err }, 'writing the embedded-database snapshot failed; the previous one is kept, each interval tries again');
        failing = true;
      })
      .finally(() => (running = undefined));
    return running;
  };
  // A change on a quiet site is written within a second; under steady writes, once per interval.
  const timer = setInterval(saveIfChanged, Math.min(1_000, opts.everySeconds * 1000));
  timer.unref();

  return {
    loaded,
    watch(c) {
      c.on('commandStarted', (e) => {
        if (!WRITE_COMMANDS.has(e.commandName)) return;
        const name = e.command[e.commandName];
        if (typeof name === 'string') known.add(name);
      });
      const count = (e: { commandName: string }) => WRITE_COMMANDS.has(e.commandName) && generation++;
      c.on('commandSucceeded', count);
      c.on('commandFailed', count);
    },
    saveIfChanged,
    async stop() {
      clearInterval(timer);
      await running;
      try {
        await save();
      } catch (err) {
        log.error({ err }, 'writing the final embedded-database snapshot failed; the previous one is kept');
      }
      await client.close();
    },
  };
}

/** "12 s", "5 min", "3 h", "2 days": how long ago a snapshot was written. */
export function ageText(since: Date, now = new Date()): string {
  const s = Math.max(0, Math.round((now.getTime() - since.getTime()) / 1000));
  if (s < 120) return `${s} s`;
  if (s < 7_200) return `${Math.round(s / 60)} min`;
  if (s < 172_800) return `${Math.round(s / 3600)} h`;
  return `${Math.round(s / 86_400)} days`;
}
