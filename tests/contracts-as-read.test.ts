/**
 * A write that replaces a contract's instalments (a re-imported price, confirmed options) applies
 * only to the contract as it was read: a deposit applied in between, even within the same
 * millisecond (same `updatedAt`), makes it miss and read again, so what was paid is never put back.
 */
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { clearDb, testDb } from './helpers/app';
import { Contract } from '../server/contracts/model';
import { asRead } from '../server/contracts/as-read';

const AT = new Date('2027-01-10T01:00:00Z');

beforeAll(() => testDb());
beforeEach(() => clearDb());

it('a deposit applied after the read (same updatedAt) makes the replacing write miss; untouched, it applies', async () => {
  const instalments = [
    { key: 'down-1', label: '계약금 1차', kind: 'sale', amount: 1_000_000, paid: 0 },
    { key: 'balance', label: '잔금', kind: 'sale', amount: 9_000_000, paid: 0 },
  ];
  const { _id } = await Contract.create({ dong: '101', ho: '1201', unitKey: '101-1201', price: 10_000_000, instalments, createdAt: AT, updatedAt: AT });
  const read = (await Contract.findById(_id).lean())!;

  // A deposit lands between the read and the write, stamped in the same millisecond.
  await Contract.updateOne({ _id, 'instalments.key': 'down-1' }, { $set: { 'instalments.$[i].paid': 1_000_000, updatedAt: AT } }, { arrayFilters: [{ 'i.key': 'down-1' }] });
  const stale = instalments.map((i) => ({ ...i, amount: i.amount + 1 }));
  expect((await Contract.updateOne(asRead(read), { $set: { instalments: stale } })).modifiedCount).toBe(0);
  expect((await Contract.findById(_id).lean())!.instalments[0]!.paid).toBe(1_000_000);

  // Read again, the write applies.
  const fresh = (await Contract.findById(_id).lean())!;
  expect((await Contract.updateOne(asRead(fresh), { $set: { price: 10_000_002 } })).modifiedCount).toBe(1);
});
