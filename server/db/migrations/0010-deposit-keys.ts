/**
 * Deposits stored before keys were made of normalised values (server/core/deposit-key.ts) are keyed
 * again, so a list read after the upgrade recognises them in any date format. Per identity, the
 * stored deposits are numbered in the order they were imported (import time, then line), as one list
 * holding them all would number them. New keys hash a prefix old ones never had, so no new key takes
 * an old one's place; run again, it gives every deposit the key it already has.
 */
import type { Db } from 'mongodb';
import { depositIdentity, depositKey } from '../../core/deposit-key';

interface StoredDeposit {
  _id: unknown;
  rowKey: string;
  dealtAt: string;
  depositor: string;
  account?: string;
  amount: number;
}

export async function rekeyDeposits(db: Db): Promise<{ rekeyed: number }> {
  const deposits = db.collection<StoredDeposit>('deposits');
  const all = await deposits
    .find({}, { projection: { rowKey: 1, dealtAt: 1, depositor: 1, account: 1, amount: 1 } })
    .sort({ importedAt: 1, line: 1, _id: 1 })
    .toArray();
  const seen = new Map<string, number>();
  let rekeyed = 0;
  for (const d of all) {
    const identity = depositIdentity({ dealtAt: d.dealtAt, depositor: d.depositor, account: d.account ?? '', amount: d.amount });
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    const rowKey = depositKey(identity, occurrence);
    if (rowKey === d.rowKey) continue;
    await deposits.updateOne({ _id: d._id }, { $set: { rowKey } });
    rekeyed++;
  }
  return { rekeyed };
}

export const run = rekeyDeposits;
