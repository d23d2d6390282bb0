/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` back as the bundled engine's
 * snapshot in DATA_DIR, to be loaded at the next start. Refuses while a site runs on DATA_DIR, and
 * refuses a file that is not such a backup. The age identity comes from BACKUP_AGE_IDENTITY or the
 * file named by BACKUP_AGE_IDENTITY_FILE (the output of age-keygen). The snapshot it replaces is
 * kept beside it (embedded-snapshot.before-restore-<time>).
 */
import { readFile } from 'node:fs/promises';
import { BackupError, restoreSnapshot } from '../server/ops/snapshot-backup';

const file = process.argv[2];
const env = process.env;
const dataDir = env.DATA_DIR || 'data';

if (!file || file === '--help') {
  console.error('Usage: npm run restore -- <backup file>   (DATA_DIR, and BACKUP_AGE_IDENTITY or BACKUP_AGE_IDENTITY_FILE)');
  process.exit(2);
}

/** age-keygen's file: comment lines, then the AGE-SECRET-KEY-1… line. */
const keyIn = (text: string) => text.split('\n').find((l) => l.trim().startsWith('AGE-SECRET-KEY-'))?.trim();

async function identity(): Promise<string | undefined> {
  const given = env.BACKUP_AGE_IDENTITY?.trim();
  // The key itself, or (forgiven) the path of the file that holds it.
  if (given) return given.startsWith('AGE-SECRET-KEY-') ? given : (keyIn(await readFile(given, 'utf8').catch(() => given)) ?? given);
  if (!env.BACKUP_AGE_IDENTITY_FILE) return undefined;
  return keyIn(await readFile(env.BACKUP_AGE_IDENTITY_FILE, 'utf8'));
}

try {
  const key = await identity();
  if (!key) {
    console.error('set BACKUP_AGE_IDENTITY (AGE-SECRET-KEY-1…) or BACKUP_AGE_IDENTITY_FILE (the key file from age-keygen) to open the backup');
    process.exit(2);
  }
  const started = Date.now();
  const done = await restoreSnapshot({ file, dataDir, identity: key });
  console.log(
    `restored ${done.documents} documents in ${done.collections} collections (snapshot of ${done.savedAt.toISOString()}) into ${dataDir} in ${Date.now() - started} ms` +
      (done.aside ? `; the previous snapshot is kept as ${done.aside}` : '') +
      '. Start the site to load it.',
  );
} catch (err) {
  console.error(err instanceof BackupError ? `restore refused: ${err.message}` : err);
  process.exit(1);
}
