/**
 * The snapshot file of the bundled engine: canonical Extended JSON, one document per line between a
 * header and a trailer that counts them, so any cut-off file is recognised as unreadable. It is
 * written to a temporary file (mode 0600), flushed to disk and renamed over the previous one, so a
 * crash mid-write leaves the previous snapshot whole.
 */
import { open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { BSON, type Db, type Document } from 'mongodb';

const { EJSON } = BSON;
const FORMAT = 'haeon-embedded-snapshot';
const VERSION = 1;
const FLUSH_BYTES = 1 << 20;

export const SNAPSHOT_FILE = 'embedded-snapshot';

export interface SnapshotContents {
  savedAt: Date;
  collections: Map<string, Document[]>;
}

export class UnreadableSnapshot extends Error {}

/** Writes every document of `collections` (those that exist) to `file`; returns the document count. */
export async function writeSnapshot(db: Db, collections: Iterable<string>, file: string, now = new Date()): Promise<number> {
  const tmp = `${file}.tmp-${process.pid}`;
  const fh = await open(tmp, 'w', 0o600);
  let count = 0;
  try {
    await fh.chmod(0o600); // also when a stale temporary file of the same name was left behind
    let chunk = EJSON.stringify({ format: FORMAT, version: VERSION, db: db.databaseName, savedAt: now }, { relaxed: false }) + '\n';
    for (const name of [...new Set(collections)].sort()) {
      // Wrapped numbers (Int32, Double, Long) and raw regexes: every value comes back with its BSON type.
      const cursor = db.collection(name).find({}, { promoteValues: false, promoteLongs: false, bsonRegExp: true });
      for await (const doc of cursor) {
        chunk += EJSON.stringify({ c: name, d: doc }, { relaxed: false }) + '\n';
        count++;
        if (chunk.length >= FLUSH_BYTES) {
          await fh.write(chunk);
          chunk = '';
        }
      }
    }
    chunk += JSON.stringify({ end: true, documents: count }) + '\n';
    await fh.write(chunk);
    await fh.sync();
  } catch (err) {
    await fh.close();
    await unlink(tmp).catch(() => {});
    throw err;
  }
  await fh.close();
  await rename(tmp, file);
  await syncDir(path.dirname(file));
  return count;
}

/** The rename itself reaches the disk (best effort: not every file system allows opening a directory). */
async function syncDir(dir: string) {
  try {
    const d = await open(dir, 'r');
    await d.sync().finally(() => d.close());
  } catch {
    // the data file itself is already synced
  }
}

/** Reads and checks the whole file; `undefined` when there is none, UnreadableSnapshot when it is damaged. */
export async function readSnapshot(file: string): Promise<SnapshotContents | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UnreadableSnapshot((err as Error).message);
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const parse = (i: number) => {
    try {
      return EJSON.parse(lines[i]!, { relaxed: false }) as Document;
    } catch (err) {
      throw new UnreadableSnapshot(`line ${i + 1}: ${(err as Error).message}`);
    }
  };
  if (lines.length < 2) throw new UnreadableSnapshot('no header and trailer (empty or cut-off file)');
  const header = parse(0);
  if (header.format !== FORMAT || Number(header.version) !== VERSION || !(header.savedAt instanceof Date)) {
    throw new UnreadableSnapshot('line 1: not a snapshot header of a known version');
  }
  const trailer = parse(lines.length - 1);
  const documents = lines.length - 2;
  if (trailer.end !== true || Number(trailer.documents) !== documents) {
    throw new UnreadableSnapshot(`the file ends after ${documents} documents without its trailer (cut off)`);
  }
  const collections = new Map<string, Document[]>();
  for (let i = 1; i < lines.length - 1; i++) {
    const { c, d } = parse(i);
    if (typeof c !== 'string' || !d || typeof d !== 'object') throw new UnreadableSnapshot(`line ${i + 1}: not a document line`);
    let docs = collections.get(c);
    if (!docs) collections.set(c, (docs = []));
    docs.push(d as Document);
  }
  return { savedAt: header.savedAt, collections };
}

/** Moves a damaged snapshot out of the way (kept for inspection); returns its new path. */
export async function setAside(file: string, now = new Date()): Promise<string> {
  const aside = `${file}.unreadable-${now.toISOString().replace(/[:.]/g, '-')}`;
  await rename(file, aside);
  return aside;
}
