/**
 * The bundled engine's snapshot file: one canonical Extended JSON document (a cut-off one does not parse),
 * written to a temporary file (mode 0600), flushed and renamed into place, so a crash mid-write leaves the
 * previous snapshot whole.
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

/**
 * Writes every document of `collections` to `file`; returns the document count. The file reads
 * `{"format", "version", "db", "savedAt", "collections": {"<name>": [documents…], …}, "documents": n}`.
 */
export async function writeSnapshot(db: Db, collections: Iterable<string>, file: string, now = new Date()): Promise<number> {
  const tmp = `${file}.tmp-${process.pid}`;
  const fh = await open(tmp, 'w', 0o600);
  let count = 0;
  try {
    await fh.chmod(0o600); // also when a stale temporary file of the same name was left behind
    const header = EJSON.stringify({ format: FORMAT, version: VERSION, db: db.databaseName, savedAt: now }, { relaxed: false });
    let chunk = `${header.slice(0, -1)},"collections":{`;
    let firstCollection = true;
    for (const name of [...new Set(collections)].sort()) {
      // Wrapped numbers (Int32, Double, Long) and raw regexes: every value comes back with its BSON type.
      const cursor = db.collection(name).find({}, { promoteValues: false, promoteLongs: false, bsonRegExp: true });
      let firstDoc = true;
      for await (const doc of cursor) {
        if (firstDoc) chunk += `${firstCollection ? '' : '\n],'}\n${JSON.stringify(name)}:[\n`;
        else chunk += ',\n';
        chunk += EJSON.stringify(doc, { relaxed: false });
        firstDoc = firstCollection = false;
        count++;
        if (chunk.length >= FLUSH_BYTES) {
          await fh.write(chunk);
          chunk = '';
        }
      }
    }
    chunk += `${firstCollection ? '' : '\n]'}},"documents":${count}}\n`;
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
  let parsed: Document;
  try {
    parsed = EJSON.parse(text, { relaxed: false }) as Document;
  } catch (err) {
    throw new UnreadableSnapshot(`${(err as Error).message} (${text.length} bytes; cut off or not a snapshot)`);
  }
  if (!parsed || parsed.format !== FORMAT || Number(parsed.version) !== VERSION || !(parsed.savedAt instanceof Date)) {
    throw new UnreadableSnapshot('not a snapshot of a known version');
  }
  const collections = new Map<string, Document[]>();
  let documents = 0;
  for (const [name, docs] of Object.entries((parsed.collections ?? {}) as Record<string, unknown>)) {
    if (!Array.isArray(docs) || docs.some((d) => !d || typeof d !== 'object')) throw new UnreadableSnapshot(`collection ${name} is not a list of documents`);
    collections.set(name, docs as Document[]);
    documents += docs.length;
  }
  if (Number(parsed.documents) !== documents) throw new UnreadableSnapshot(`holds ${documents} documents, its count says ${Number(parsed.documents)}`);
  return { savedAt: parsed.savedAt, collections };
}

/** Moves a damaged snapshot out of the way (kept for inspection); returns its new path. */
export async function setAside(file: string, now = new Date()): Promise<string> {
  const aside = `${file}.unreadable-${now.toISOString().replace(/[:.]/g, '-')}`;
  await rename(file, aside);
  return aside;
}
