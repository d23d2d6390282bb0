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

async function identity(): Promise<string | undefined> {
  if (env.BACKUP_AGE_IDENTITY?.trim()) return env.BACKUP_AGE_IDENTITY.trim();
  if (!env.BACKUP_AGE_IDENTITY_FILE) return undefined;
  // age-keygen's file: comment lines, then the AGE-SECRET-KEY-1… line.
  const text = await readFile(env.BACKUP_AGE_IDENTITY_FILE, 'utf8');
  return text.split('\n').find((l) => l.startsWith('AGE-SECRET-KEY-'))?.trim();
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
