/**
 * Many messages stored at once (a statement's 입금 확인 texts): one insert for all rather than one
 * round trip each. Keys stored already (an earlier or a parallel run) are left as they are, as
 * `enqueue` leaves them; returns how many were new (one stored at the same instant by a parallel run counted as this one's).
 */
import { OutboxMessage } from './model';

type WriteError = { code?: number; err?: { code?: number }; writeErrors?: { code?: number; err?: { code?: number } }[] };
const onlyDuplicates = (err: WriteError) => (err.writeErrors ?? [err]).every((e) => (e.code ?? e.err?.code) === 11000);

export async function storeMany(docs: Record<string, unknown>[]): Promise<number> {
  let left = docs;
  let wanted = docs.length;
  // The bundled test engine stops an unordered insert at its first duplicate: the rest are tried again.
  for (let attempt = 0; left.length && attempt < 20; attempt++) {
    const refused = await OutboxMessage.insertMany(left, { ordered: false, lean: true }).then(
      () => false,
      (err: WriteError) => {
        if (!onlyDuplicates(err)) throw err;
        return true;
      },
    );
    if (!refused) break;
    // Stored already: by an earlier run (not new) or by this insert before it stopped (new).
    const stored = await OutboxMessage.find({ key: { $in: left.map((d) => String(d.key)) } }, { key: 1, createdAt: 1 }).lean();
    const done = new Set(stored.map((m) => m.key));
    const mine = new Map(left.map((d) => [String(d.key), +(d.createdAt as Date)]));
    wanted -= stored.filter((m) => +m.createdAt !== mine.get(m.key)).length;
    left = left.filter((d) => !done.has(String(d.key)));
  }
  return wanted;
}
