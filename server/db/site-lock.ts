/**
 * A site on the bundled engine marks DATA_DIR as in use (its pid in a file) while it runs, so that
 * `npm run restore` can refuse to replace the snapshot under it (the site would overwrite the
 * restored file with its own data at the next write). A file left by a crash names a dead process
 * and does not count.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SITE_LOCK_FILE = 'embedded-site.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Marks `dataDir` as used by this process; the returned function unmarks it. */
export async function holdSiteLock(dataDir: string): Promise<() => Promise<void>> {
  const file = path.resolve(dataDir, SITE_LOCK_FILE);
  await writeFile(file, `${process.pid}\n`, { mode: 0o600 });
  return async () => {
    // Only our own mark: another site started on the same folder since then keeps its own.
    if ((await readFile(file, 'utf8').catch(() => '')).trim() === String(process.pid)) await rm(file, { force: true });
  };
}

/** The pid of a live site using `dataDir`, or null. */
export async function runningSite(dataDir: string): Promise<number | null> {
  const text = await readFile(path.resolve(dataDir, SITE_LOCK_FILE), 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
}
