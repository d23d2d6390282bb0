/**
 * The lead spool: a lead the database cannot take in time is appended to this instance's file
 * under SPOOL_DIR (one checksummed JSON line per lead, mode 0600) and fsync'ed before the visitor
 * is answered; a background drain hands the lines to MongoDB in order, and drops each only once
 * stored. Files of instances that died (a restart, a host gone) are adopted and drained too.
 * A corrupt or half-written line (power loss) is skipped, logged and kept aside, never blocking the rest.
 * The file format and its durability helpers are in spool-file.ts; this is the append and drain loop.
 */
import { promises as fs } from 'node:fs';
import { basename, join } from 'node:path';
import type { Logger } from '../logger';
import { Lock, appendDurably, encodeLine, owner, ownerOf, pidAlive, readLines, syncDir } from './spool-file';

export { decodeLine, encodeLine, type SpoolLine } from './spool-file';

/** A file of an instance on another host is adopted once unchanged this long (its host is gone). */
export const FOREIGN_STALE_MS = 5 * 60_000;
/** Time given to a writer that opened a file just before it was adopted. */
const ADOPT_GRACE_MS = 2_000;
/** One entry's handling given up after this long (it is tried again on the next pass). */
const ENTRY_LIMIT_MS = 60_000;
/** Drained lines are dropped from the file after this many (a crash re-drains them, harmlessly). */
const COMMIT_EVERY = 20;

export interface SpoolOptions {
  dir: string;
  log: Logger;
  /** Drain attempt interval while the spool is not empty (ms). */
  intervalMs?: number;
  /** False while the drain would fail anyway (database unreachable): the pass waits quietly. */
  ready?: () => boolean;
}

export class Spool<T extends { key?: string }> {
  readonly dir: string;
  readonly me = owner();
  readonly file: string;
  private log: Logger;
  private lock = new Lock();
  private pending: { line: string; key?: string; resolve: () => void; reject: (err: unknown) => void }[] = [];
  private flushing = false;
  private tailChecked = false;
  /** Entries waiting per file (own and adopted). */
  private counts = new Map<string, number>();
  /** Idempotency keys waiting in this instance's files. */
  private keys = new Set<string>();
  private handler?: (entry: T) => Promise<void>;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  /** A kick arrived while a pass was running: run another right after it. */
  private again = false;
  private stopped = false;
  private intervalMs: number;
  private ready: () => boolean;
  private lastWarned = 0;

  constructor(opts: SpoolOptions) {
    this.dir = opts.dir;
    this.log = opts.log;
    this.file = join(this.dir, `${this.me}.jsonl`);
    this.intervalMs = opts.intervalMs ?? 1_000;
    this.ready = opts.ready ?? (() => true);
  }

  /** Leads waiting in this instance's files. */
  get depth(): number {
    let n = 0;
    for (const c of this.counts.values()) n += c;
    return n;
  }

  /** True while a lead with this idempotency key waits here. */
  has(key: string): boolean {
    return this.keys.has(key);
  }

  /** Appends one entry and resolves once it is on disk (fsync); rejects when the disk refuses it. */
  append(entry: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ line: encodeLine(entry), key: entry.key, resolve, reject });
      void this.flush();
    }).then(() => this.kick());
  }

  /** Group commit: every line waiting is written with one fsync. */
  private async flush() {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.pending.length) {
        const batch = this.pending.splice(0);
        try {
          await this.lock.run(async () => {
            await this.write(batch.map((p) => p.line).join(''));
            this.counts.set(this.file, (this.counts.get(this.file) ?? 0) + batch.length);
            for (const p of batch) if (p.key) this.keys.add(p.key);
          });
          for (const p of batch) p.resolve();
        } catch (err) {
          for (const p of batch) p.reject(err);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async write(text: string) {
    await appendDurably(this.dir, this.file, text, !this.tailChecked);
    this.tailChecked = true;
  }

  /** What stores one entry (it must be safe to run twice for the same entry); throwing keeps the entry. */
  handle(handler: (entry: T) => Promise<void>) {
    this.handler = handler;
  }

  /** Starts the background drain, at once too: leads spooled before a restart are drained after it. */
  start() {
    this.stopped = false;
    this.kick(0);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Schedules a drain pass (soon after an append, or when the database is back); never two at once. */
  kick(delay = this.intervalMs) {
    if (this.stopped || !this.handler) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.running) {
        this.again = true;
        return;
      }
      this.running = this.pass().finally(() => {
        this.running = undefined;
        const again = this.again;
        this.again = false;
        if (again || this.depth > 0) this.kick(again ? 0 : this.intervalMs);
      });
    }, delay);
    this.timer.unref();
  }

  /** One pass: adopt orphaned files, then drain every file of this instance, oldest line first. */
  async pass(): Promise<void> {
    try {
      const files = await this.files();
      if (!this.ready()) return;
      for (const file of files) {
        if (this.stopped) return;
        if (!(await this.drainFile(file))) return; // the database refused: next pass
      }
    } catch (err) {
      this.log.error({ err }, 'lead spool drain pass failed');
    }
  }

  /** This instance's files, after adopting those of dead instances (renamed to this instance's name). */
  async files(): Promise<string[]> {
    let names: string[];
    try {
      names = (await fs.readdir(this.dir)).filter((n) => n.endsWith('.jsonl')).sort();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const mine: string[] = [];
    for (const name of names) {
      const path = join(this.dir, name);
      if (ownerOf(path) === this.me) {
        mine.push(path);
        continue;
      }
      if (await this.orphaned(path)) {
        const adopted = join(this.dir, `${this.me}~${Date.now()}-${name}`);
        try {
          await fs.rename(path, adopted);
        } catch {
          continue; // another instance adopted it first
        }
        await fs.utimes(adopted, new Date(), new Date()).catch(() => {});
        this.log.warn({ file: name }, 'adopted the lead spool of an instance that stopped');
        await new Promise((r) => setTimeout(r, ADOPT_GRACE_MS));
        mine.push(adopted);
      }
    }
    for (const file of mine) await this.lock.run(() => this.count(file));
    for (const file of this.counts.keys()) if (!mine.includes(file)) this.counts.delete(file);
    return mine.sort((a, b) => (a === this.file ? 1 : b === this.file ? -1 : a < b ? -1 : 1));
  }

  private async orphaned(path: string): Promise<boolean> {
    const who = ownerOf(path);
    const m = /^(.*)-(\d+)$/.exec(who);
    if (m && m[1] === this.me.replace(/-\d+$/, '')) return !pidAlive(Number(m[2]));
    try {
      return Date.now() - (await fs.stat(path)).mtimeMs > FOREIGN_STALE_MS;
    } catch {
      return false;
    }
  }

  private async count(file: string) {
    const chunk = await readLines<T>(file);
    const entries = chunk.items.filter((i) => i.entry);
    this.counts.set(file, entries.length);
    for (const i of entries) if (i.entry!.key) this.keys.add(i.entry!.key);
  }

  /** Drains one file in order; false when an entry could not be stored (the rest waits). */
  private async drainFile(file: string): Promise<boolean> {
    const { items } = await this.lock.run(() => readLines<T>(file));
    let done = 0;
    let bytes = 0;
    let ok = true;
    for (const item of items) {
      if (this.stopped) break;
      if (!item.entry) {
        if (item.raw.trim() !== '') await this.setAside(file, item);
      } else {
        try {
          // Bounded: a call that never settles must not stop the drain for good.
          await withLimit(this.handler!(item.entry), ENTRY_LIMIT_MS);
        } catch (err) {
          if (Date.now() - this.lastWarned > 30_000) {
            this.lastWarned = Date.now();
            this.log.warn({ err: (err as Error).message, depth: this.depth }, 'spooled leads not stored yet; retrying');
          }
          ok = false;
          break;
        }
        if (item.entry.key) this.keys.delete(item.entry.key);
      }
      done++;
      bytes += item.bytes;
      if (done % COMMIT_EVERY === 0) {
        await this.commit(file, bytes);
        bytes = 0;
      }
    }
    if (bytes > 0) await this.commit(file, bytes);
    return ok;
  }

  /** Drops the first `bytes` of a file (the lines drained); the file goes once empty. */
  private commit(file: string, bytes: number) {
    return this.lock.run(async () => {
      const buf = await fs.readFile(file);
      const rest = buf.subarray(bytes);
      if (rest.length === 0) {
        await fs.unlink(file);
      } else {
        const tmp = `${file}.tmp`;
        await fs.writeFile(tmp, rest, { mode: 0o600, flush: true });
        await fs.rename(tmp, file);
      }
      await syncDir(this.dir);
      await this.count(file);
      if (rest.length === 0) this.counts.delete(file);
    });
  }

  /** A damaged line is logged (never its content: it holds personal data) and kept aside for an operator. */
  private async setAside(file: string, item: { raw: string; lineNo: number }) {
    this.log.error({ file: basename(file), line: item.lineNo }, 'damaged lead spool line skipped (kept in rejected.txt)');
    await fs.appendFile(join(this.dir, 'rejected.txt'), `${basename(file)}:${item.lineNo}\t${item.raw}\n`, { mode: 0o600 }).catch(() => {});
  }
}

function withLimit<R>(work: Promise<R>, ms: number): Promise<R> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  work.catch(() => {});
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

