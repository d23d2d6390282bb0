/**
 * Many messages stored at once (a statement's 입금 확인 texts): one insert for all rather than one
 * round trip each. Keys stored already (an earlier or a parallel run) are left as they are, as
 * `enqueue` leaves them; returns how many were new (a parallel run's counted as this one's).
 */
import { OutboxMessage } from './model';

type WriteError = { code?: number; err?: { code?: number }; writeErrors?: { code?: number; err?: { code?: number } }[] };
const onlyDuplicates = (err: WriteError) => (err.writeErrors ?? [err]).every((e) => (e.code ?? e.err?.code) === 11000);

export async function storeMany(docs: Record<string, unknown>[]): Promise<number> {
  const keys = docs.map((d) => String(d.key));
  const before = new Set((await OutboxMessage.find({ key: { $in: keys } }, { key: 1 }).lean()).map((m) => m.key));
  let left = docs.filter((d) => !before.has(String(d.key)));
  const wanted = left.length;
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
    const stored = new Set((await OutboxMessage.find({ key: { $in: left.map((d) => String(d.key)) } }, { key: 1 }).lean()).map((m) => m.key));
    left = left.filter((d) => !stored.has(String(d.key)));
  }
  return wanted;
}
