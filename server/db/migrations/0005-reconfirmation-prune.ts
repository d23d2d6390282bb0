/**
 * Reminders queued years ahead by earlier versions (five per grant) are removed but the next one
 * of each grant: they were never sent, and each is queued again when its turn comes. Returns how many.
 */
import type { Db } from 'mongodb';

const KEY = /^reconfirm:(\w+):(\d+)$/;

export async function pruneReconfirmations(db: Db): Promise<number> {
  const outbox = db.collection<{ kind: string; state: string; key: string }>('outbox');
  const pending = await outbox.find({ kind: 'consent-reconfirmation', state: 'pending' }, { projection: { key: 1 } }).toArray();
  const next = new Map<string, number>();
  for (const p of pending) {
    const m = KEY.exec(p.key);
    if (m) next.set(m[1]!, Math.min(next.get(m[1]!) ?? Infinity, Number(m[2])));
  }
  const extra = pending.filter((p) => {
    const m = KEY.exec(p.key);
    return m && Number(m[2]) > next.get(m[1]!)!;
  });
  if (extra.length === 0) return 0;
  const res = await outbox.deleteMany({ _id: { $in: extra.map((e) => e._id) }, state: 'pending' });
  return res.deletedCount;
}

export const run = pruneReconfirmations;
