/**
 * The lead spool's files: one checksummed JSON line per lead, named for the instance that writes
 * it (host and process id), read back line by line with damaged or cut-short lines marked, and the
 * durability helpers (a lock per file, directory fsync). The drain loop is in spool.ts.
 */
import { createHash } from 'node:crypto';
import { promises as fs, constants as fsc } from 'node:fs';
import { hostname } from 'node:os';
import { basename } from 'node:path';

export interface SpoolLine<T> {
  /** Hex sha-256 (first 16 digits) of JSON.stringify(entry). */
  sum: string;
  entry: T;
}

const checksum = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 16);

export function encodeLine<T>(entry: T): string {
  const json = JSON.stringify(entry);
  return `{"sum":"${checksum(json)}","entry":${json}}\n`;
}

/** The entry of a complete line, or undefined when the line is damaged. */
export function decodeLine<T>(line: string): T | undefined {
  try {
    const parsed = JSON.parse(line) as SpoolLine<T>;
    if (!parsed || typeof parsed.sum !== 'string' || parsed.entry === undefined) return undefined;
    return checksum(JSON.stringify(parsed.entry)) === parsed.sum ? parsed.entry : undefined;
  } catch {
    return undefined;
  }
}

/** Several lines of one file, read at once: entries with the byte length they take. */
export interface Chunk<T> {
  items: { entry?: T; bytes: number; lineNo: number; raw: string }[];
}

/** Every line of a file, each with its entry (none when damaged or cut short) and the bytes it takes. */
export async function readLines<T>(file: string): Promise<Chunk<T>> {
  let buf: Buffer;
  try {
    buf = await fs.readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { items: [] };
    throw err;
  }
  const items: Chunk<T>['items'] = [];
  let start = 0;
  let lineNo = 0;
  while (start < buf.length) {
    const nl = buf.indexOf(0x0a, start);
    const end = nl < 0 ? buf.length : nl + 1;
    const raw = buf.subarray(start, nl < 0 ? buf.length : nl).toString('utf8');
    lineNo++;
    // A last line without its newline was cut short: never a whole entry, even if it parses.
    const entry = nl < 0 || raw.trim() === '' ? undefined : decodeLine<T>(raw);
    items.push({ entry, bytes: end - start, lineNo, raw });
    start = end;
  }
  return { items };
}

/** One lock per file: appends and the drain's rewrites never interleave. */
export class Lock {
  private tail = Promise.resolve();
  run<R>(fn: () => Promise<R>): Promise<R> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

/** This instance's name in its file's name: host and process id. */
export const owner = () => `${hostname().replace(/[^\w.-]/g, '_')}-${process.pid}`;
/** The instance a spool file belongs to (an adopted file keeps its new owner's name first). */
export const ownerOf = (file: string) => basename(file).replace(/\.jsonl$/, '').split('~')[0]!;

export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function exists(path: string) {
  try {
    await fs.access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Appends lines to a spool file and fsyncs them (and the folder, when the file is new). Opened by
 * path for every write: a file adopted (renamed) by another instance is never written again.
 * `endTail`: first write of this run, where a line cut short by a crash of the previous run is
 * ended first, so the next one stays whole.
 */
export async function appendDurably(dir: string, file: string, text: string, endTail: boolean): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const created = !(await exists(file));
  const fh = await fs.open(file, fsc.O_WRONLY | fsc.O_APPEND | fsc.O_CREAT, 0o600);
  try {
    if (endTail && !created) {
      const { size } = await fh.stat();
      if (size > 0) {
        const last = Buffer.alloc(1);
        const rh = await fs.open(file, 'r');
        await rh.read(last, 0, 1, size - 1).finally(() => rh.close());
        if (last[0] !== 0x0a) text = '\n' + text;
      }
    }
    await fh.write(text);
    await fh.sync();
  } finally {
    await fh.close();
  }
  if (created) await syncDir(dir);
}

/** Makes a file's creation, rename or removal itself durable. */
export async function syncDir(dir: string) {
  const dh = await fs.open(dir, 'r').catch(() => undefined);
  if (!dh) return;
  await dh.sync().catch(() => {});
  await dh.close();
}
