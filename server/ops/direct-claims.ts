/**
 * While the database is down the instances cannot agree through `ops_alerts`; they agree through a
 * folder they all mount instead (the lead-spool volume). A cause's direct alert is claimed by
 * creating `<dir>/<cause>.lock` exclusively, holding the time it was sent: `link()` of a file
 * already written fails with EEXIST when the lock exists, so exactly one creator wins and nobody
 * ever reads a half-written lock. A lock older than the hold is stale: one instance takes it over,
 * under a second exclusive file, so two instances never both replace it.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';

/** A takeover file left by an instance that died mid-way is cleared after this long. */
const TAKEOVER_STALE_MS = 60_000;

/** True when this instance made the exclusive file `file` holding `at`; false when it exists already. */
async function createExclusive(dir: string, file: string, at: Date): Promise<boolean> {
  const tmp = join(dir, `.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  await fs.writeFile(tmp, String(at.getTime()), { mode: 0o600 });
  try {
    await fs.link(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

/** The time a lock holds, or undefined when it is gone or unreadable. */
async function stamp(file: string): Promise<number | undefined> {
  try {
    const t = Number((await fs.readFile(file, 'utf8')).trim());
    return Number.isFinite(t) && t > 0 ? t : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `claim(cause, at)` is true for exactly one caller (of any instance sharing `dir`) per cause and
 * per `holdMs`. Throws when the folder cannot be written (the caller falls back to its own memory).
 */
export function directClaims(dir: string, holdMs: number) {
  return async function claim(cause: string, at: Date): Promise<boolean> {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const lock = join(dir, `${cause}.lock`);
    if (await createExclusive(dir, lock, at)) return true;
    const last = await stamp(lock);
    if (last !== undefined && at.getTime() - last < holdMs) return false;
    const takeover = `${lock}.takeover`;
    if (!(await createExclusive(dir, takeover, at))) {
      const since = await stamp(takeover);
      if (since === undefined || at.getTime() - since > TAKEOVER_STALE_MS) await fs.rm(takeover, { force: true });
      return false;
    }
    try {
      // Looked at again under the takeover: another instance may have replaced it meanwhile.
      const again = await stamp(lock);
      if (again !== undefined && at.getTime() - again < holdMs) return false;
      const tmp = join(dir, `.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
      await fs.writeFile(tmp, String(at.getTime()), { mode: 0o600 });
      await fs.rename(tmp, lock);
      return true;
    } finally {
      await fs.rm(takeover, { force: true });
    }
  };
}
