/**
 * Money in by day for the sale report (server/sale/received.ts): a process that has never read the
 * batches reads every batched deposit in one pass, and counts exactly what it counted batch by
 * batch: only the batches the contracts list, each deposit's amount less its surplus.
 */
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { clearDb, testDb } from './helpers/app';
import { Deposit } from '../server/contracts/deposit-model';
import { receivedByDay } from '../server/sale/received';

beforeAll(testDb);
beforeEach(clearDb);

const deposit = (n: number, batchId: Types.ObjectId, day: string, amount: number, surplus = 0) => ({
  rowKey: `received-${n}-${new Types.ObjectId()}`,
  importId: new Types.ObjectId(),
  line: n,
  dealtAt: day,
  day,
  depositor: '입금자',
  account: '',
  accountKey: '',
  amount,
  surplus,
  state: 'matched',
  batchId,
  applied: true,
  importedAt: new Date('2026-11-01T00:00:00Z'),
});
const byDay = (rows: { day: string; amount: number }[]) => Object.fromEntries([...rows].sort((a, b) => a.day.localeCompare(b.day)).map((r) => [r.day, r.amount]));

it('counts 1,500 batches read in one pass as it counts them one by one, and leaves out a batch no contract lists until one does', async () => {
  const listed = Array.from({ length: 1500 }, () => new Types.ObjectId());
  const unlisted = new Types.ObjectId();
  await Deposit.collection.insertMany([
    ...listed.map((b, n) => deposit(n, b, n % 2 ? '2026-11-02' : '2026-11-03', 1_000_000, n === 0 ? 200_000 : 0)),
    deposit(9_999, unlisted, '2026-11-02', 70_000_000),
  ]);
  // 750 batches a day of 1,000,000 won; the first (on 11-03) paid 200,000 beyond its instalments.
  const expected = { '2026-11-02': 750_000_000, '2026-11-03': 749_800_000 };
  expect(byDay(await receivedByDay(listed.map(String)))).toEqual(expected);
  // Read again from what was kept, and batch by batch as a fresh process did before.
  expect(byDay(await receivedByDay(listed.map(String)))).toEqual(expected);
  // The batch a contract lists afterwards is read then, whole.
  expect(byDay(await receivedByDay([...listed, unlisted].map(String)))).toEqual({ ...expected, '2026-11-02': 820_000_000 });
});
