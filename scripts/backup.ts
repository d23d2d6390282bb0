/**
 * `npm run backup`: an encrypted, dated copy of the bundled engine's snapshot (DATA_DIR/embedded-snapshot)
 * in BACKUP_DIR (default DATA_DIR/backups), sealed with the age public key BACKUP_AGE_RECIPIENT, older
 * ones past BACKUP_KEEP_DAYS (default 14) removed. Safe while the site runs: the snapshot is always whole.
 * A site on MONGODB_URI is backed up by the compose `backup` service instead (docs/operations.md).
 */
import path from 'node:path';
import { BackupError, backupSnapshot } from '../server/ops/snapshot-backup';

const env = process.env;
const dataDir = env.DATA_DIR || 'data';
const backupDir = env.BACKUP_DIR || path.join(dataDir, 'backups');
const recipient = env.BACKUP_AGE_RECIPIENT?.trim();
const keepDays = Number(env.BACKUP_KEEP_DAYS || 14);

if (!recipient) {
  console.error('BACKUP_AGE_RECIPIENT is not set: the age public key (age1…) backups are encrypted to. Create a key pair with `age-keygen -o backup-key.txt` on another machine (docs/operations.md).');
  process.exit(2);
}
if (!Number.isInteger(keepDays) || keepDays < 1) {
  console.error('BACKUP_KEEP_DAYS must be a whole number of days (1 or more)');
  process.exit(2);
}
try {
  const started = Date.now();
  const done = await backupSnapshot({ dataDir, backupDir, recipient, keepDays, statusFile: env.BACKUP_STATUS_FILE || path.join(backupDir, 'status.json') });
  console.log(`backup written: ${done.file} (${done.bytes} bytes, ${Date.now() - started} ms)`);
  if (done.pruned.length) console.log(`removed ${done.pruned.length} backup(s) older than ${keepDays} days`);
} catch (err) {
  console.error(err instanceof BackupError ? `backup failed: ${err.message}` : err);
  process.exit(1);
}
