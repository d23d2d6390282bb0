/**
 * 토스페이먼츠 가상계좌 and their DEPOSIT_CALLBACK (issue 67, item 7), with Toss on loopback sending
 * what it sends: a notice with the payment's secret is stored once per transaction key and applied
 * once (200), a replay or two deliveries at once apply nothing more, a wrong secret or an unknown order
 * is refused and stores nothing; the day's statement is reconciled with the notices: the notice's line
 * is not applied again, a notice missing from it or matched by two lines is flagged on the desk.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient } from './helpers/admin';
import { testClock } from './helpers/consent';
import { makeContract } from './helpers/my';
import { startFakeToss, TOSS_SECRET_KEY, type FakeToss } from './helpers/fake-toss';
import { Contract } from '../server/contracts/model';
import { Deposit } from '../server/contracts/deposit-model';
import { DepositNotice } from '../server/contracts/toss-model';
import { OutboxMessage } from '../server/outbox/model';

const clock = testClock('2027-03-03T10:15:00+09:00');
let toss: FakeToss;
let server: Server;
let hook = '';
let app: ReturnType<typeof testApp>['app'];

beforeAll(async () => {
  await testDb();
  toss = await startFakeToss();
  app = testApp({ TOSS_SECRET_KEY, TOSS_API_URL: toss.url }, { now: clock.now }).app;
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  hook = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/hooks/deposits/toss`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await toss.close();
});
beforeEach(async () => {
  await clearDb();
  await createAdmin();
});

/** A contract with a Toss 가상계좌 for its 계약금 2차 (26,933,000원). */
async function issued(unit: { dong: string; ho: string } = { dong: '101', ho: '1203' }) {
  const id = await makeContract(clock.now(), unit);
  const desk = await deskClient(app);
  const res = await desk.post(`/api/admin/contracts/${id}/toss-account`, { amount: 26_933_000, orderName: '101동 1203호 계약금 2차' });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ amount: 26_933_000, bank: '신한은행' });
  return { id, desk, orderId: res.body.orderId as string, account: res.body.accountNumber as string };
}
const paid = async (id: string) => (await Contract.findById(id).lean())!.instalments.find((i) => i.key === 'down-2')!.paid;

describe('POST /api/hooks/deposits/toss', () => {
  it('a DONE notice with the payment’s secret is applied once and answered 200; the replay and a second delivery at once apply nothing', async () => {
    const { id, orderId } = await issued();
    const first = await toss.deposit(hook, orderId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, repeated: false, status: 'DONE', line: { outcome: 'applied', amount: 26_933_000, paid: [{ key: 'down-2', amount: 26_933_000 }] } });
    expect(await paid(id)).toBe(26_933_000);
    const again = await Promise.all([toss.deposit(hook, orderId, { transactionKey: first.transactionKey }), toss.deposit(hook, orderId, { transactionKey: first.transactionKey })]);
    expect(again.map((a) => a.status)).toEqual([200, 200]);
    expect(again.map((a) => (a.body as { repeated: boolean }).repeated)).toEqual([true, true]);
    expect(await paid(id)).toBe(26_933_000);
    expect(await DepositNotice.countDocuments()).toBe(1);
    expect(await Deposit.countDocuments({ noticeKey: first.transactionKey })).toBe(1);
    // The holder is told once.
    expect(await OutboxMessage.countDocuments({ kind: 'deposit-confirmed' })).toBe(1);
  });

  it('a delivery cut short after storing (answered 5xx, so Toss sends it again): the next one applies it, once', async () => {
    const { id, orderId } = await issued();
    const first = await toss.deposit(hook, orderId);
    // As a crash between storing and applying leaves it: the notice and its deposit stored, the contract untouched.
    const c = (await Contract.findById(id).lean())!;
    await Contract.updateOne({ _id: id }, { $set: { instalments: c.instalments.map((i) => (i.key === 'down-2' ? { ...i, paid: 0, parts: [] } : i)), depositBatches: [], receivedByDay: {} } });
    await Deposit.updateOne({ noticeKey: first.transactionKey }, { $set: { applied: false, allocation: [], matchedAt: new Date(clock.now().getTime() - 11 * 60_000) }, $unset: { batchId: 1 } });
    await OutboxMessage.deleteMany({});
    const retry = await toss.deposit(hook, orderId, { transactionKey: first.transactionKey });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ repeated: true, line: { outcome: 'applied' } });
    expect(await paid(id)).toBe(26_933_000);
    expect((await toss.deposit(hook, orderId, { transactionKey: first.transactionKey })).body).toMatchObject({ line: { outcome: 'repeated' } });
    expect(await paid(id)).toBe(26_933_000);
    expect(await OutboxMessage.countDocuments({ kind: 'deposit-confirmed' })).toBe(1);
  });

  it('a wrong secret is refused (401), an unknown order 404, a body without its fields 400: nothing stored, nothing paid', async () => {
    const { id, orderId } = await issued();
    expect((await toss.deposit(hook, orderId, { secret: 'ps_forged' })).status).toBe(401);
    expect((await toss.deposit(hook, 'c-unknown-order')).status).toBe(404);
    const bare = await fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderId, status: 'DONE' }) });
    expect(bare.status).toBe(400);
    expect(await DepositNotice.countDocuments()).toBe(0);
    expect(await paid(id)).toBe(0);
  });

  it('WAITING_FOR_DEPOSIT (issued) brings no money; one after a DONE is flagged on the desk', async () => {
    const { id, orderId, desk } = await issued();
    expect((await toss.deposit(hook, orderId, { status: 'WAITING_FOR_DEPOSIT', createdAt: '2027-03-03T09:00:00.000000' })).status).toBe(200);
    expect(await paid(id)).toBe(0);
    expect((await toss.deposit(hook, orderId)).status).toBe(200);
    expect((await toss.deposit(hook, orderId, { status: 'WAITING_FOR_DEPOSIT', createdAt: '2027-03-03T10:30:00.000000' })).status).toBe(200);
    const flags = await desk.get('/api/admin/contracts/deposits/notices');
    expect(flags.body.items).toHaveLength(1);
    expect(flags.body.items[0]).toMatchObject({ state: 'undone', status: 'WAITING_FOR_DEPOSIT', unit: '101동 1203호' });
  });
});

describe('POST /api/admin/contracts/:id/toss-account', () => {
  it('an account for more than the contract still owes in 분양대금 and 연체료 is refused (400) and Toss is not asked', async () => {
    const { id, desk } = await issued();
    const before = toss.payments.size;
    const res = await desk.post(`/api/admin/contracts/${id}/toss-account`, { amount: 600_000_000, orderName: '101동 1203호 잔금' });
    expect(res.status).toBe(400);
    // 계약금 2차 26,933,000 + 중도금 1회 53,867,000 + 잔금 430,937,000, and any 연체료 today.
    const owed = Number(/연체료 ([\d,]+)원을 넘을 수 없습니다/.exec(res.body.error)?.[1]?.replace(/,/g, ''));
    expect(owed).toBeGreaterThanOrEqual(511_737_000);
    expect(owed).toBeLessThan(600_000_000);
    expect(toss.payments.size).toBe(before);
    expect((await desk.post(`/api/admin/contracts/${id}/toss-account`, { amount: owed, orderName: '101동 1203호 잔금' })).status).toBe(201);
  });
});

describe('the day’s statement against the notices', () => {
  const statement = (lines: string[]) => ['거래내역조회', '계좌번호 : 140-015-209911', '거래일시,적요,보낸분/받는분,출금액,입금액,잔액,송금메모,거래점', ...lines].join('\n');

  it('the notice’s line is answered as its money and not applied again; a notice missing from its day’s statement is flagged', async () => {
    const a = await issued();
    const b = await issued({ dong: '102', ho: '801' });
    await toss.deposit(hook, a.orderId);
    await toss.deposit(hook, b.orderId, { createdAt: '2027-03-03T11:00:00.000000' });
    const up = await a.desk.post('/api/admin/contracts/deposits', { csv: statement([`2027.03.03 10:12:50,가상계좌입금,김해온,0,"26,933,000","26,933,000",${a.account},본점`]) });
    expect(up.status).toBe(200);
    expect(up.body.lines[0]).toMatchObject({ outcome: 'repeated', reason: '토스페이먼츠 입금 통보로 이미 반영된 입금입니다: 다시 반영하지 않았습니다.' });
    expect(await paid(a.id)).toBe(26_933_000);
    const flags = (await a.desk.get('/api/admin/contracts/deposits/notices')).body;
    expect(flags.items.map((n: { unit: string; state: string }) => [n.unit, n.state])).toEqual([['102동 801호', 'missing']]);
    expect(flags.items[0].words).toBe('2027-03-03 통장 내역에 없는 입금 통보입니다 (102동 801호 26,933,000원). 은행 거래내역을 다시 받아 확인해 주세요.');
    const all = (await a.desk.get('/api/admin/contracts/deposits/notices?all=1')).body.items;
    expect(all.find((n: { unit: string }) => n.unit === '101동 1203호')).toMatchObject({ state: 'matched', rows: [4] });
  });

  it('two lines matching one notice: flagged twice, the first is the notice’s, the second waits for the desk', async () => {
    const a = await issued();
    await toss.deposit(hook, a.orderId);
    const up = await a.desk.post('/api/admin/contracts/deposits', {
      csv: statement([
        `2027.03.03 10:12:50,가상계좌입금,김해온,0,"26,933,000","26,933,000",${a.account},본점`,
        `2027.03.03 10:40:00,가상계좌입금,김해온,0,"26,933,000","53,866,000",${a.account},본점`,
      ]),
    });
    expect(up.body.lines.map((l: { outcome: string }) => l.outcome)).toEqual(['repeated', 'unmatched']);
    expect(up.body.lines[1].reason).toBe('같은 입금 통보와 맞는 줄이 둘 이상입니다. 통장 내역을 확인하고 연결하거나 반환해 주세요.');
    expect(await paid(a.id)).toBe(26_933_000);
    const flags = (await a.desk.get('/api/admin/contracts/deposits/notices')).body;
    expect(flags).toMatchObject({ flagged: 1, items: [{ state: 'twice', rows: [4, 5] }] });
  });
});
