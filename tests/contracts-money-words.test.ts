/**
 * Money in words people use: an instalment is 완납, 납부예정 or 연체 on the business clock, never
 * "미납" before it is due, and /my, the ledger list, one contract's desk view, the due list and the
 * 납부확인서 give the same figures for one contract: 계약금 1차 paid, 계약금 2차 overdue since
 * 2027-02-05, 중도금 1회 and 잔금 still to come.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfFirstPageText, receiptPdf } from './helpers/pdf';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient } from './helpers/admin';
import { testClock } from './helpers/consent';
import { buyerAgent, makeContract } from './helpers/my';
import { lateCharge } from '../server/contracts/late-charge';
import { siteConfig } from '../shared/site.config';
import type { AdminContractDetail, AdminContractList } from '../shared/contract-ledger';
import type { DuePage } from '../shared/deposits';

const clock = testClock('2027-03-03T10:00:00+09:00');
const { app } = testApp({ LEAD_RATE_LIMIT: '1000' }, { now: clock.now });

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  await createAdmin();
  clock.set('2027-03-03T10:00:00+09:00');
});

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

describe('one contract with a paid, an overdue and a future instalment', () => {
  it('/my, the ledger, the contract’s desk view, the due list and the 납부확인서 say 완납 / 연체 / 납부예정 with the same figures', async () => {
    const id = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    const desk = await deskClient(app);
    const late = lateCharge(26_933_000, '2027-02-05', '2027-03-03', siteConfig.pricing.lateTerms ?? siteConfig.pricing.lateRatePercent);
    expect(late).toBeGreaterThan(0);

    const my = (await buyer.get(`/api/my/contracts/${id}`)).body as { payments: { key: string; status: string; late: number }[]; overdue: number; upcoming: number; late: number; payNow: number };
    expect(my.payments.map((p) => [p.key, p.status])).toEqual([
      ['down-1', 'paid'],
      ['down-2', 'overdue'],
      ['mid-1', 'upcoming'],
      ['balance', 'upcoming'],
    ]);
    expect({ overdue: my.overdue, late: my.late, payNow: my.payNow, upcoming: my.upcoming }).toEqual({
      overdue: 26_933_000,
      late,
      payNow: 26_933_000 + late,
      upcoming: 53_867_000 + 430_937_000,
    });

    const list = (await desk.get('/api/admin/contracts')).body as AdminContractList;
    expect(list.items[0]).toMatchObject({ overdue: my.overdue, upcoming: my.upcoming, late: my.late, payNow: my.payNow });

    const detail = (await desk.get(`/api/admin/contracts/${id}`)).body as AdminContractDetail;
    expect(detail).toMatchObject({ overdue: my.overdue, upcoming: my.upcoming, late: my.late, payNow: my.payNow });
    expect(detail.instalments.map((i) => [i.key, i.status, i.late])).toEqual([
      ['down-1', 'paid', 0],
      ['down-2', 'overdue', late],
      ['mid-1', 'upcoming', 0],
      ['balance', 'upcoming', 0],
    ]);

    const due = (await desk.get('/api/admin/contracts/due')).body as DuePage;
    expect(due.rows.map((r) => [r.label, r.status, r.outstanding, r.late, r.phone])).toEqual([['계약금 2차', 'overdue', 26_933_000, late, '010-3456-7890']]);
    expect(due.late).toBe(late);

    const pdf = await receiptPdf(buyer, id);
    const text = await pdfFirstPageText(pdf.body as Buffer);
    expect(text).not.toContain('미납');
    expect(text).toContain(`납부하실 금액(연체료 포함): ${won(my.payNow)}`);
    expect(text).toContain(`연체 금액: ${won(my.overdue)}`);
    expect(text).toContain(`납부예정 금액: ${won(my.upcoming)}`);
  });

  it('a buyer up to date owes nothing now: everything left is 납부예정, nothing 연체', async () => {
    clock.set('2027-01-10T10:00:00+09:00');
    const id = await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    const desk = await deskClient(app);
    const my = (await buyer.get(`/api/my/contracts/${id}`)).body as { payments: { status: string }[]; payNow: number; overdue: number };
    expect(my.payments.map((p) => p.status)).toEqual(['paid', 'upcoming', 'upcoming', 'upcoming']);
    expect(my.payNow).toBe(0);
    const list = (await desk.get('/api/admin/contracts')).body as AdminContractList;
    expect(list.items[0]).toMatchObject({ overdue: 0, payNow: 0, upcoming: 538_670_000 - 26_933_000 });
  });

  it('잔금 joins the due list once the 입주지정기간 is set, due by its last day, and is 연체 after it with the 연체료 /my shows', async () => {
    const id = await makeContract(clock.now());
    const desk = await deskClient(app);
    expect((await desk.put('/api/admin/movein/period', { from: '2027-03-10', to: '2027-03-20' })).status).toBe(200);
    const balance = async () => {
      const res = await desk.get('/api/admin/contracts/due');
      expect(res.status, res.text).toBe(200);
      return (res.body as DuePage).rows.find((r) => r.label === '잔금');
    };
    expect(await balance()).toMatchObject({ dueDate: '2027-03-20', status: 'upcoming', outstanding: 430_937_000, late: 0 });

    clock.set('2027-04-01T10:00:00+09:00');
    const buyer = await buyerAgent(app, clock.now()); // signed in on the day (a session does not last the month)
    const my = (await buyer.get(`/api/my/contracts/${id}`)).body as { payments: { key: string; status: string; late: number }[] };
    const mine = my.payments.find((p) => p.key === 'balance')!;
    expect(mine.status).toBe('overdue');
    expect(mine.late).toBeGreaterThan(0);
    expect(await balance()).toMatchObject({ dueDate: '2027-03-20', status: 'overdue', outstanding: 430_937_000, late: mine.late, daysLate: 12 });
    // The sale report counts it as the due list does: fallen due, not received, overdue.
    const sale = (await desk.get('/api/admin/sale')).body.report.money.stages.find((r: { key: string }) => r.key === 'balance');
    expect(sale).toMatchObject({ due: 430_937_000, received: 0, overdue: 430_937_000 });
  });
});
