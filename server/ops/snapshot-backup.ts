/**
 * Backups of the bundled engine's snapshot (`npm run backup`, `npm run restore -- FILE`). A backup
 * is the snapshot file as it stands (always whole: it is replaced by rename), encrypted with age to
 * BACKUP_AGE_RECIPIENT (the archive holds personal data; the machine keeps no key that opens it),
 * named with its UTC time, kept BACKUP_KEEP_DAYS. A restore checks the file is such a backup, that
 * no site runs on the data folder, sets the current snapshot aside and puts the backup in its place.
 */
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Decrypter, Encrypter } from 'age-encryption';
import { SNAPSHOT_FILE, readSnapshot, UnreadableSnapshot } from '../db/snapshot-file';
import { runningSite } from '../db/site-lock';
import { withoutCredentials } from '../core/credentials';
import type { BackupStatus } from './checks';

export const BACKUP_PREFIX = 'haeon-snapshot-';
export const BACKUP_SUFFIX = '.json.age';
const AGE_HEADER = 'age-encryption.org/v1\n';

/** A refusal with a message for the operator (no stack needed). */
export class BackupError extends Error {}

const stampOf = (at: Date) => at.toISOString().replace(/[:]/g, '').replace(/\.\d+Z$/, 'Z');

export interface BackupOptions {
  dataDir: string;
  backupDir: string;
  /** An age recipient (age1…): the public key; the identity that opens it lives elsewhere. */
  recipient: string;
  keepDays: number;
  statusFile?: string;
  now?: Date;
}

export async function backupSnapshot(opts: BackupOptions): Promise<{ file: string; bytes: number; pruned: string[] }> {
  const at = opts.now ?? new Date();
  try {
    const source = path.resolve(opts.dataDir, SNAPSHOT_FILE);
    const plain = await readFile(source).catch((err: NodeJS.ErrnoException) => {
      throw new BackupError(err.code === 'ENOENT' ? `no snapshot at ${source}: start the site once (or set DATA_DIR)` : `cannot read ${source}: ${err.message}`);
    });
    // Checked before it is sealed: a backup that cannot be restored is worse than none.
    await readSnapshot(source).catch((err: Error) => {
      throw new BackupError(`the snapshot ${source} is not readable (${err.message}); not backed up`);
    });
    const encrypter = new Encrypter();
    try {
      encrypter.addRecipient(opts.recipient);
    } catch {
      throw new BackupError('BACKUP_AGE_RECIPIENT is not an age public key (age1…): see docs/operations.md');
    }
    const sealed = await encrypter.encrypt(plain);
    await mkdir(opts.backupDir, { recursive: true, mode: 0o700 });
    const file = path.join(opts.backupDir, `${BACKUP_PREFIX}${stampOf(at)}${BACKUP_SUFFIX}`);
    await writeFile(`${file}.tmp`, sealed, { mode: 0o600 });
    await rename(`${file}.tmp`, file);
    const pruned = await prune(opts.backupDir, opts.keepDays, at);
    await writeStatus(opts.statusFile, { ok: true, at: at.toISOString(), lastSuccessAt: at.toISOString(), file: path.basename(file) });
    return { file, bytes: sealed.length, pruned };
  } catch (err) {
    const previous = await readStatus(opts.statusFile);
    await writeStatus(opts.statusFile, { ok: false, at: at.toISOString(), lastSuccessAt: previous?.lastSuccessAt ?? null, error: withoutCredentials((err as Error).message).slice(0, 200) });
    throw err;
  }
}

/** Removes this tool's backups older than `keepDays` (by the time in their names). */
async function prune(dir: string, keepDays: number, at: Date): Promise<string[]> {
  const limit = at.getTime() - keepDays * 86_400_000;
  const removed: string[] = [];
  for (const name of await readdir(dir)) {
    const m = /^haeon-snapshot-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z\.json\.age$/.exec(name);
    if (!m) continue;
    const made = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`);
    if (made < limit) {
      await rm(path.join(dir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}

async function readStatus(file?: string): Promise<BackupStatus | undefined> {
  if (!file) return undefined;
  return JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) ?? undefined;
}

async function writeStatus(file: string | undefined, status: BackupStatus) {
  if (!file) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, `${JSON.stringify(status)}\n`);
  await rename(`${file}.tmp`, file);
}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  /** The age identity (AGE-SECRET-KEY-1…) that opens the backup. */
  identity: string;
  now?: Date;
}

export async function restoreSnapshot(opts: RestoreOptions): Promise<{ documents: number; collections: number; savedAt: Date; aside?: string }> {
  const pid = await runningSite(opts.dataDir);
  if (pid) throw new BackupError(`a site is running on ${path.resolve(opts.dataDir)} (process ${pid}): stop it first, then restore`);
  const sealed = await readFile(opts.file).catch((err: NodeJS.ErrnoException) => {
    throw new BackupError(err.code === 'ENOENT' ? `${opts.file}: no such file` : `${opts.file}: ${err.message}`);
  });
  if (!Buffer.from(sealed.subarray(0, AGE_HEADER.length)).equals(Buffer.from(AGE_HEADER))) {
    throw new BackupError(`${opts.file} is not a backup made by npm run backup (not an age-encrypted file); nothing was changed`);
  }
  const decrypter = new Decrypter();
  try {
    decrypter.addIdentity(opts.identity.trim());
  } catch {
    throw new BackupError('BACKUP_AGE_IDENTITY is not an age identity (AGE-SECRET-KEY-1…)');
  }
  let plain: Uint8Array;
  try {
    plain = await decrypter.decrypt(sealed);
  } catch (err) {
    throw new BackupError(`${opts.file} cannot be opened with this identity (${(err as Error).message}): wrong key or a damaged file; nothing was changed`);
  }
  await mkdir(opts.dataDir, { recursive: true, mode: 0o700 });
  const target = path.resolve(opts.dataDir, SNAPSHOT_FILE);
  const incoming = `${target}.restoring-${process.pid}`;
  await writeFile(incoming, plain, { mode: 0o600 });
  let contents: Awaited<ReturnType<typeof readSnapshot>>;
  try {
    contents = await readSnapshot(incoming);
  } catch (err) {
    await rm(incoming, { force: true });
    if (err instanceof UnreadableSnapshot) throw new BackupError(`${opts.file} decrypts, but is not a snapshot of this site (${err.message}); nothing was changed`);
    throw err;
  }
  if (!contents) throw new BackupError(`${opts.file} is empty`);
  // The snapshot it replaces is kept beside it, not deleted.
  let aside: string | undefined;
  if (await stat(target).catch(() => null)) {
    aside = `${target}.before-restore-${stampOf(opts.now ?? new Date())}`;
    await copyFile(target, aside);
  }
  await rename(incoming, target);
  const documents = [...contents.collections.values()].reduce((n, docs) => n + docs.length, 0);
  return { documents, collections: contents.collections.size, savedAt: contents.savedAt, aside };
}
