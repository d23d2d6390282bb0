/**
 * Money in for the sale report: each contract keeps what its deposits brought by the deposit's day
 * (server/contracts/deposits.ts), once per batch, so the report counts it without reading every
 * deposit; the desk's next view shows a deposit the moment it is applied; contracts stored before
 * get their sums from migration 0013, the same as the report counted them from the deposits.
 */
import { beforeAll, beforeEach, expect, it } from 'vitest';
import mongoose, { Types } from 'mongoose';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient } from './helpers/admin';
import { testClock } from './helpers/consent';
import { createLogger } from '../server/logger';
import { buildSale, DEPOSITS, HOLDERS } from './helpers/sale';
import { Contract } from '../server/contracts/model';
import { Deposit } from '../server/contracts/deposit-model';
import { MIGRATIONS, runMigrations } from '../server/db/migrations';
import type { SaleReport } from '../shared/sale';

const clock = testClock('2026-12-01T10:00:00+09:00');
const { app } = testApp({}, { now: clock.now });
const M = 1_000_000;

beforeAll(testDb);
beforeEach(async () => {
  await clearDb();
  await mongoose.connection.db!.collection('migrations').deleteMany({});
  await createAdmin();
});

const kept = async () => Object.fromEntries((await Contract.find({}, { unitKey: 1, receivedByDay: 1 }).lean<{ unitKey: string; receivedByDay?: Record<string, number> }[]>()).map((c) => [c.unitKey, c.receivedByDay ?? null]));
const report = async (desk: Awaited<ReturnType<typeof deskClient>>) => {
  const res = await desk.get('/api/admin/sale');
  expect(res.status).toBe(200);
  return res.body.report as SaleReport;
};
const week = (r: SaleReport, w: string) => r.money.byWeek.find((x) => x.week === w)?.amount ?? 0;
const line = (day: string, i: number, amount: number) => `${day} 10:00:00,${HOLDERS[i]},농협 790-55500${i}-01,${amount}`;

it('shows a deposit in the very next report once it is applied: 수납 and money in by week', async () => {
  await buildSale(clock.now());
  const desk = await deskClient(app);
  expect((await desk.post('/api/admin/contracts/deposits', { csv: DEPOSITS })).status).toBe(200);
  const before = await report(desk);
  expect(week(before, '2026-W48')).toBe(0);
  // 101-601 pays its 중도금 2회 on Monday 2026-11-23 (week 48).
  const paid = await desk.post('/api/admin/contracts/deposits', { csv: ['거래일,입금자,계좌,금액', line('2026-11-23', 2, 30 * M)].join('\n') });
  expect(paid.body.matched).toBe(1);
  const after = await report(desk);
  expect(week(after, '2026-W48')).toBe(30 * M);
  expect(after.money.paid).toBe(before.money.paid + 30 * M);
  expect(after.money.total.received).toBe(before.money.total.received + 30 * M);
});

it('keeps on each contract what its deposits brought by day, once, and without what no instalment took', async () => {
  await buildSale(clock.now());
  const desk = await deskClient(app);
  expect((await desk.post('/api/admin/contracts/deposits', { csv: DEPOSITS })).status).toBe(200);
  // The same list again changes nothing; 102-601 then pays 300,000,000 of the 280,000,000 it owes: 20,000,000 is surplus.
  expect((await desk.post('/api/admin/contracts/deposits', { csv: DEPOSITS })).body.repeated).toBe(12);
  expect((await desk.post('/api/admin/contracts/deposits', { csv: ['거래일,입금자,계좌,금액', line('2026-11-24', 4, 300 * M)].join('\n') })).body.matched).toBe(1);
  expect(await kept()).toEqual({
    '101-101': { '2026-06-01': 30 * M, '2026-09-01': 30 * M, '2026-10-01': 30 * M, '2026-11-02': 30 * M },
    '101-102': { '2026-06-01': 30 * M, '2026-09-20': 30 * M, '2026-10-01': 30 * M, '2026-11-10': 10 * M },
    '101-601': { '2026-06-02': 30 * M, '2026-09-01': 30 * M },
    '102-101': { '2026-06-02': 30 * M },
    '102-601': { '2026-06-03': 20 * M, '2026-11-24': 280 * M },
  });
  expect((await report(desk)).money.byWeek.find((w) => w.week === '2026-W48')!.amount).toBe(280 * M);
});

it('migration 0013 gives contracts stored before their sums from the deposits of the batches they list, and again the same', async () => {
  await buildSale(clock.now());
  const desk = await deskClient(app);
  expect((await desk.post('/api/admin/contracts/deposits', { csv: DEPOSITS })).status).toBe(200);
  const written = await kept();
  const shown = (await report(desk)).money.byWeek;
  // As stored before the sums were kept; plus a deposit whose batch never landed on its contract.
  await Contract.collection.updateMany({}, { $unset: { receivedByDay: '' } });
  const one = await Contract.findOne({ unitKey: '101-601' }).lean();
  await Deposit.collection.insertOne({ rowKey: 'left-behind', importId: new Types.ObjectId(), line: 1, dealtAt: '2026-11-25', day: '2026-11-25', depositor: HOLDERS[2], account: '', accountKey: '', amount: 30 * M, surplus: 0, state: 'matched', contractId: one!._id, batchId: new Types.ObjectId(), applied: false, importedAt: clock.now() });
  const only0013 = { migrations: MIGRATIONS.filter((m) => m.name === '0013-contract-received') };
  expect(await runMigrations(mongoose.connection.db!, createLogger('silent'), only0013)).toEqual({ ran: ['0013-contract-received'] });
  expect(await kept()).toEqual(written);
  expect((await report(desk)).money.byWeek).toEqual(shown);
  await mongoose.connection.db!.collection('migrations').deleteMany({});
  await runMigrations(mongoose.connection.db!, createLogger('silent'), only0013);
  expect(await kept()).toEqual(written);
});

it('reads the contracts again after any write to them: a ledger import, a 분양가 변경, a write by another instance', async () => {
  await buildSale(clock.now());
  const desk = await deskClient(app);
  expect((await desk.post('/api/admin/contracts/deposits', { csv: DEPOSITS })).status).toBe(200);
  const first = await report(desk);
  expect(first.sale.total.sold).toBe(4);
  // A new contract through the ledger import: one more sold at once.
  const ledger = await desk.post('/api/admin/contracts/import', { csv: '동,호,계약자,연락처,계약일,분양가,가상계좌\n102,1101,한바다,010-5555-0009,2026-11-30,300000000,' });
  expect(ledger.body).toMatchObject({ added: 1 });
  const second = await report(desk);
  expect(second.sale.total.sold).toBe(5);
  // The desk's 분양가 변경 of 101-101 (paid 120,000,000 of 300,000,000): 20,000,000 more to pay in all.
  const id = String((await Contract.findOne({ unitKey: '101-101' }, { _id: 1 }).lean())!._id);
  expect((await desk.post(`/api/admin/contracts/${id}/price`, { price: 320_000_000 })).status).toBe(200);
  const third = await report(desk);
  expect(third.money.outstanding).toBe(second.money.outstanding + 20 * M);
  // Another instance records a 해약 and money in: this one knows it only by the revision stored in the database.
  await Contract.collection.updateOne({ unitKey: '101-601' }, { $set: { cancelledOn: '2026-11-30', 'receivedByDay.2026-11-26': 10 * M } });
  await mongoose.connection.db!.collection('revisions').updateOne({ _id: 'contracts' as never }, { $set: { rev: new Types.ObjectId().toHexString() } });
  const fourth = await report(desk);
  expect([fourth.sale.total.sold, fourth.sale.total.cancelled]).toEqual([third.sale.total.sold - 1, third.sale.total.cancelled + 1]);
  expect(week(fourth, '2026-W48')).toBe(10 * M);
});
