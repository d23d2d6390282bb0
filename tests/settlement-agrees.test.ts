/**
 * One statement module behind every figure (issue 66, items 2 and 4): 잔금 paid early is 잔금 received
 * on the ledger, /my, the due list and the sale report alike, and the 입주 정산서 agrees with them to
 * the won — its 잔금 is the ledger's outstanding, its 연체료 the ledger's, and once 잔금 runs late
 * after the 입주지정기간 the ledger, /my and the due list charge the same 연체료.
 */
import { expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import { createAdmin, deskClient } from './helpers/admin';
import { BUYER, buyerAgent, makeContract } from './helpers/my';

const { clock, app } = prepareTest({ at: '2027-01-05T10:00:00+09:00', owner: false });
const ACCOUNT = '562-100-145501';
type Line = { key?: string; label: string; paid?: number; outstanding?: number; late?: number; amount?: number };
const lineOf = (rows: Line[], label: string) => rows.find((r) => r.label === label)!;

it('counts early 잔금 as received everywhere and gives the 정산서 the ledger’s figures to the won', async () => {
  await createAdmin();
  const d = await deskClient(app);
  const id = await makeContract(clock.now());
  const pay = async (at: string, amount: number) => {
    clock.set(`${at}T10:00:00+09:00`);
    expect((await d.post('/api/admin/contracts/deposits', { csv: `거래일,입금자,계좌,금액\n${at} 10:00:00,${BUYER.name},${ACCOUNT},${amount}` })).body).toMatchObject({ matched: 1 });
  };
  await pay('2027-02-19', 26_933_000); // 계약금 2차, 14 days late: 67,148원 kept
  await pay('2027-06-10', 53_867_000); // 중도금 1회 on its day
  await pay('2027-08-02', 200_000_000); // 잔금, two months before the 입주지정기간
  expect((await d.put('/api/admin/movein/period', { from: '2027-10-01', to: '2027-10-31' })).status).toBe(200);

  // Before the period: 잔금 received 200,000,000 everywhere, nothing overdue.
  clock.set('2027-09-01T10:00:00+09:00');
  const ledger = (await d.get(`/api/admin/contracts/${id}`)).body;
  expect(lineOf(ledger.instalments, '잔금')).toMatchObject({ paid: 200_000_000, outstanding: 230_937_000, status: 'upcoming', dueBy: '2027-10-31' });
  expect(lineOf(ledger.instalments, '계약금 2차').late).toBe(67_148);
  const buyer = await buyerAgent(app, clock.now());
  const mine = (await buyer.get(`/api/my/contracts/${id}`)).body;
  expect(lineOf(mine.payments, '잔금')).toMatchObject({ paid: 200_000_000, outstanding: 230_937_000, dueBy: '2027-10-31' });
  expect(lineOf(mine.payments, '계약금 2차').late).toBe(67_148);
  const sale = (await d.get('/api/admin/sale')).body.report.money;
  expect(lineOf(sale.stages, '잔금')).toMatchObject({ received: 200_000_000, early: 200_000_000, due: 0 });
  // The two totals of the sale page agree: what the stages received is the ledger's paid.
  expect(sale.total.received).toBe(sale.paid);
  expect(sale.paid).toBe(ledger.paid);

  // In the period: the 정산서's 잔금 is the ledger's outstanding, its 연체료 the ledger's, and nothing else.
  clock.set('2027-10-15T10:00:00+09:00');
  const s = (await d.get(`/api/admin/contracts/${id}/settlement`)).body;
  expect(s.on).toBe('2027-10-15');
  expect(s.lines.map((l: Line) => [l.label, l.amount])).toEqual([
    ['잔금', 230_937_000],
    ['계약금 2차 연체료', 67_148],
    ['관리비 예치금', 450_000],
  ]);
  expect(s.total).toBe((await d.get(`/api/admin/contracts/${id}`)).body.payNow + 230_937_000 + 450_000);
  // /my gives the same (a new sign-in: the clock moved past the session).
  expect((await (await buyerAgent(app, clock.now())).get(`/api/my/contracts/${id}/settlement`)).body.total).toBe(s.total);

  // Three days after the period: 230,937,000 × 6.5% × 3 / 365 = 123,377원 of 잔금 연체료, the same on every list.
  clock.set('2027-11-03T10:00:00+09:00');
  const late = 123_377;
  expect(lineOf((await d.get(`/api/admin/contracts/${id}`)).body.instalments, '잔금')).toMatchObject({ status: 'overdue', late });
  expect(lineOf((await (await buyerAgent(app, clock.now())).get(`/api/my/contracts/${id}`)).body.payments, '잔금').late).toBe(late);
  const due = (await d.get('/api/admin/contracts/due?status=overdue')).body;
  expect(due.rows).toEqual([expect.objectContaining({ contractId: id, label: '잔금', paid: 200_000_000, outstanding: 230_937_000, daysLate: 3, late })]);
  expect(lineOf((await d.get('/api/admin/sale')).body.report.money.stages, '잔금')).toMatchObject({ received: 200_000_000, due: 430_937_000, overdue: 230_937_000 });
});
