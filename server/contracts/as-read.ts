/**
 * The filter of a write that replaces a contract's instalments: the contract as it was read (its
 * `updatedAt`) *and* each instalment's `paid` as read. A deposit applied in between changes `paid`
 * (and `updatedAt`, but two writes may share a millisecond), so the write misses and is read again
 * rather than putting back what the deposit paid.
 */
import type { Types } from 'mongoose';

interface Read {
  _id: Types.ObjectId;
  updatedAt: Date;
  instalments?: { key: string; paid: number }[] | null;
}

export function asRead(contract: Read) {
  const paid = (contract.instalments ?? []).map((i) => ({ instalments: { $elemMatch: { key: i.key, paid: i.paid } } }));
  return { _id: contract._id, updatedAt: contract.updatedAt, ...(paid.length ? { $and: paid } : {}) };
}
