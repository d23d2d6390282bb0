/**
 * A file in use is never deleted, even when the delete and the save that starts using it run at
 * the same moment (two desk tabs, two instances). Both sides write to the file's library entry
 * with a filtered updateOne, which is atomic on MongoDB and on the bundled test engine alike:
 *
 * - a save that points at files first *claims* them: it counts a claim on each entry (`$inc`),
 *   matching only entries not marked for deletion, then writes its own row, then takes the claim
 *   back;
 * - a delete first *marks* the entry, matching only an entry with no claim, then asks every
 *   capability for the file's uses, and removes the entry only while its mark is still the one it
 *   set and no claim has arrived.
 *
 * Whichever of the two conditional writes lands first wins: a claim before the mark makes the
 * delete answer 409 (or, once the save is written, its use shows); a mark before the claim makes
 * the save answer that the file is not in the library. A claim or a mark left by a process that
 * stopped mid-request lapses after STALE_MS, so a file is never stuck. (A count, not a list of
 * claims: the bundled engine has no `$push`/`$pull`.)
 */
import mongoose from 'mongoose';
import type { MediaUse } from '../../shared/media';
import { mediaUses, type ClaimOptions, type Claimed } from './catalog';
import { Media, type MediaDoc } from './model';

/** Longer than any save or delete takes; only crash leftovers are this old. */
export const STALE_MS = 10 * 60_000;

/** Where a test runs a delete while a save holds its claim; nothing in production sets it. */
export const claimHooks: { whileClaimed?: (ids: string[]) => Promise<void> } = {};

/**
 * `withMediaClaimed` (catalog.ts) on the library: runs `save` with the files claimed, so none of
 * them can be deleted until `save` has written the row that uses them. A file not in the library
 * (unknown, of another kind, or being deleted) is `missing` and nothing is saved; with
 * `skipMissing`, it is left unclaimed and `save` runs anyway (notices keep ids the library does not
 * know and leave them out of the page).
 */
export async function claimWhile<T>(ids: string[], save: () => Promise<T>, opts: ClaimOptions): Promise<Claimed<T>> {
  const claimed: string[] = [];
  try {
    for (const id of ids) {
      const taken =
        mongoose.isObjectIdOrHexString(id) &&
        (
          await Media.updateOne(
            { _id: id, ...(opts.kind ? { kind: opts.kind } : {}), $or: [{ deleting: { $exists: false } }, { deleting: { $lt: new Date(Date.now() - STALE_MS) } }] },
            { $inc: { claims: 1 }, $set: { claimedAt: new Date() }, $unset: { deleting: 1 } },
          )
        ).matchedCount === 1;
      if (taken) claimed.push(id);
      else if (!opts.skipMissing) return { ok: false, missing: id };
    }
    if (claimed.length) await claimHooks.whileClaimed?.(claimed);
    return { ok: true, value: await save() };
  } finally {
    for (const id of claimed) await Media.updateOne({ _id: id, claims: { $gt: 0 } }, { $inc: { claims: -1 } });
  }
}

export type DeleteOutcome = { deleted: MediaDoc } | { uses: MediaUse[] } | { busy: true } | { missing: true };

const UNCLAIMED = { claims: { $not: { $gt: 0 } } };

/** Marks the entry for deletion if nothing claims it (claims left by a stopped process are dropped first). */
async function mark(id: mongoose.Types.ObjectId, at: Date): Promise<boolean> {
  if ((await Media.updateOne({ _id: id, ...UNCLAIMED }, { $set: { deleting: at } })).matchedCount === 1) return true;
  await Media.updateOne({ _id: id, claims: { $gt: 0 }, claimedAt: { $lt: new Date(Date.now() - STALE_MS) } }, { $set: { claims: 0 } });
  return (await Media.updateOne({ _id: id, ...UNCLAIMED }, { $set: { deleting: at } })).matchedCount === 1;
}

/**
 * Deletes the entry of a file nothing uses: `uses` when something does, `busy` while a save is
 * pointing something at it (try again), `missing` when it is not (or no longer) in the library.
 * The bytes are the caller's to remove once `deleted` is answered.
 */
export async function deleteUnused(doc: MediaDoc): Promise<DeleteOutcome> {
  const at = new Date();
  if (!(await mark(doc._id, at))) {
    const uses = await mediaUses([String(doc._id)]);
    if (uses.length) return { uses };
    return (await Media.exists({ _id: doc._id })) ? { busy: true } : { missing: true };
  }
  // No save can point at the file from here on: the uses written so far are all there will be.
  const uses = await mediaUses([String(doc._id)]);
  if (uses.length) {
    await Media.updateOne({ _id: doc._id, deleting: at }, { $unset: { deleting: 1 } });
    return { uses };
  }
  const gone = await Media.deleteOne({ _id: doc._id, deleting: at, ...UNCLAIMED });
  if (gone.deletedCount === 1) return { deleted: doc };
  return (await Media.exists({ _id: doc._id })) ? { busy: true } : { missing: true };
}
