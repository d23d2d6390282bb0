/**
 * The weekly report a 시행사 sends its 신탁사 and lenders (issue 68): a seeded sale on an injected
 * clock (discounts, a 해약 with 위약금 and refund, early 잔금, 중도금 loans, late payments, an option,
 * 초과 납부, a deposit nobody matched); every figure of the page's JSON, the page, the workbook's
 * cells and the PDF's text cross-checked against the ledger, the due list and the loans to the won;
 * a finished week frozen to the byte whoever asks and whatever reason; later corrections in the next week.
 */
import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient } from './helpers/admin';
import { testClock } from './helpers/consent';
import { binary } from './helpers/pdf';
import { buildLenderSale, LIST, UNMATCHED_CSV } from './helpers/sale-lender';
import { AccessEntry } from '../server/access-log/model';
import { Deposit } from '../server/contracts/deposit-model';
import { MoveInRecord } from '../server/movein/model';
import { nextRunDelay, SaleSnapshot, takeSnapshot } from '../server/sale/snapshot';
import { siteConfig } from '../shared/site.config';
import { periodWords } from '../shared/sale-lender';
import { groupDigits } from '../shared/korean-format';
import type { SaleReport } from '../shared/sale';

const clock = testClock('2026-12-08T10:00:00+09:00');
const { app } = testApp({}, { now: clock.now });
const tenth = (p: number) => Math.round(p / 10);
const won = (n: number) => groupDigits(n);

beforeAll(testDb);
beforeEach(async () => {
  await clearDb();
  await createAdmin();
  clock.set('2026-12-08T10:00:00+09:00');
});

type Desk = Awaited<ReturnType<typeof deskClient>>;

async function seed() {
  const ids = await buildLenderSale(clock.now());
  const desk = await deskClient(app);
  expect((await desk.post('/api/admin/contracts/deposits', { csv: UNMATCHED_CSV })).body.matched).toBe(0);
  const loanOf = String(ids['102-502']);
  expect((await desk.put(`/api/admin/contracts/${loanOf}/loan`, { bank: 'KB국민은행', ratePercent: 4.5 })).status).toBe(200);
  for (const [round, day] of [['1', '2026-09-01'], ['2', '2026-11-02']]) expect((await desk.post(`/api/admin/contracts/${loanOf}/loan/draws`, { round, day, amount: tenth(LIST.a99mid) })).status).toBe(201);
  const ended = String(ids['102-501']);
  expect((await desk.post(`/api/admin/contracts/${ended}/cancel`, { on: '2026-12-08', reason: '계약자 사정에 의한 해제', penalty: tenth(LIST.a99mid) })).status).toBe(200);
  expect((await desk.post(`/api/admin/contracts/${ended}/refunds`, { amount: 30_000_000, on: '2026-12-08', reference: '환불-001' })).status).toBe(201);
  await MoveInRecord.collection.insertOne({ _id: ids['101-301']!, keys: { by: '관리사무소', at: clock.now() } });
  return { desk, ids };
}

/** The ledger as the desk reads it: every contract's list row and detail, the due list, the waiting deposits. */
async function ledger(desk: Desk) {
  const items = (await desk.get('/api/admin/contracts')).body.items as { id: string; price: number; paid: number; late: number; cancelledOn?: string }[];
  const details = await Promise.all(items.map(async (i) => (await desk.get(`/api/admin/contracts/${i.id}`)).body as { instalments: { key: string; kind: string; paid: number }[]; surplus: number; cancelledOn?: string; ended?: { paid: number; penalty: number; refunded: number; refundDue: number } }));
  const due = (await desk.get('/api/admin/contracts/due?status=overdue')).body as { outstanding: number };
  const waiting = await Deposit.find({ state: { $in: ['unmatched', 'held'] } }, { amount: 1 }).lean();
  const live = details.filter((d) => !d.cancelledOn);
  const paidOf = (ds: typeof details, f: (i: { key: string; kind: string }) => boolean) => ds.reduce((s, d) => s + d.instalments.filter(f).reduce((a, i) => a + i.paid, 0), 0);
  return { items, details, live, due, waiting: waiting.reduce((s, d) => s + d.amount, 0), paidOf };
}

const pdfText = async (body: Buffer) => {
  const pdf = await getDocument({ data: new Uint8Array(body), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) pages.push((await (await pdf.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
  return pages;
};
const workbook = async (body: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
};
/** The row of a sheet whose first cell is `first`, the first at or after a row whose first cell is `after`. */
const rowOf = (wb: ExcelJS.Workbook, sheet: string, first: string, after?: string) => {
  const ws = wb.getWorksheet(sheet)!;
  let from = 1;
  if (after) ws.eachRow((row, n) => from === 1 && row.getCell(1).value === after && (from = n));
  let found: ExcelJS.Row | undefined;
  ws.eachRow((row, n) => !found && n >= from && row.getCell(1).value === first && (found = row));
  expect(found, `${sheet} ${first}`).toBeTruthy();
  return found!;
};
const cells = (row: ExcelJS.Row, n: number) => Array.from({ length: n }, (_, i) => row.getCell(i + 2).value);

describe('the weekly report a lender reads', () => {
  it('gives every figure of the page, the workbook and the PDF as the ledger has it, to the won', async () => {
    const { desk } = await seed();
    const r = (await desk.get('/api/admin/sale')).body.report as SaleReport;
    const L = await ledger(desk);
    const m = r.money;

    // 수납 by stage: 계약금, 중도금 (loans), 잔금 (paid early) of the contracts sold, as their instalments hold them.
    const group = (k: string) => m.groups.find((g) => g.key === k)!.received;
    expect(group('down')).toBe(L.paidOf(L.live, (i) => i.key.startsWith('down')));
    expect(group('mid')).toBe(L.paidOf(L.live, (i) => i.key.startsWith('mid')));
    expect(group('balance')).toBe(L.paidOf(L.live, (i) => i.key === 'balance'));
    expect(m.total.received).toBe(L.paidOf(L.live, (i) => i.kind === 'sale'));
    expect(m.total.early).toBe(LIST.a99mid - 3 * tenth(LIST.a99mid));
    // One line reconciles it to the ledger's money in: options, the 해약's payments, 초과 납부, unmatched deposits.
    const ended = L.details.find((d) => d.ended)!.ended!;
    expect(m.reconcile).toEqual({
      saleReceived: m.total.received,
      options: L.paidOf(L.live, (i) => i.kind === 'option'),
      endedPaid: ended.paid,
      surplus: 1_000_000,
      unmatched: 3_500_000,
      adjustment: 10_000_000 + ended.paid + 1_000_000 + 3_500_000,
      ledgerTotal: L.items.reduce((s, i) => s + i.paid, 0) + L.details.reduce((s, d) => s + d.surplus, 0) + L.waiting,
    });
    expect(m.reconcile.saleReceived + m.reconcile.adjustment).toBe(m.reconcile.ledgerTotal);
    expect(ended).toMatchObject({ paid: 2 * tenth(LIST.a99mid), penalty: tenth(LIST.a99mid), refunded: 30_000_000, refundDue: tenth(LIST.a99mid) - 30_000_000 });
    expect(m.owedBack).toMatchObject({ penalty: ended.penalty, refunded: ended.refunded, refundDue: ended.refundDue, endedCount: 1, surplus: 1_000_000 });
    // 연체 as the due list has it; 연체료 as the ledger's statements charge it (the late 중도금 1회's kept too).
    expect(m.ages.reduce((s, a) => s + a.amount, 0)).toBe(L.due.outstanding);
    expect(m.total.overdue).toBe(L.due.outstanding);
    expect(m.late.charged).toBe(L.items.filter((i) => !i.cancelledOn).reduce((s, i) => s + i.late, 0));
    expect(m.late.kept).toBeGreaterThan(0);
    expect(m.unmatched).toEqual({ count: 1, amount: 3_500_000, oldest: '2026-12-04' });
    // 중도금 대출: one household, two 회차, 이자후불 by Actual/365 to today (98 and 36 days at 4.5 %).
    const accrued = Math.floor((tenth(LIST.a99mid) * 450 * 98 + tenth(LIST.a99mid) * 450 * 36) / 3_650_000);
    expect(r.loans).toEqual({ byBank: [{ bank: 'KB국민은행', households: 1, executed: 2 * tenth(LIST.a99mid), accrued }], total: { bank: '합계', households: 1, executed: 2 * tenth(LIST.a99mid), accrued } });

    // 분양률 by units and amount: 7 supplied (102-2001 공급 전), 5 sold, 102-501 ended; list prices from the price table.
    const supplied = 2 * LIST.a84low + 2 * LIST.a84mid + 3 * LIST.a99mid;
    const contracted = L.items.filter((i) => !i.cancelledOn).reduce((s, i) => s + i.price, 0);
    expect(r.sale.total).toEqual({ key: '합계', supplied: 7, sold: 5, cancelled: 1, rate: 5 / 7, listPrice: supplied, contracted, amountRate: contracted / supplied });
    expect(r.sale.byType.map((t) => [t.key, t.listPrice, t.contracted])).toEqual([['84A', 2 * LIST.a84low + 2 * LIST.a84mid, contracted - LIST.a99mid], ['99A', 3 * LIST.a99mid, LIST.a99mid]]);
    // 할인 분양: the two units sold 10 % under list.
    const discount = LIST.a84low - Math.round(LIST.a84low * 0.9) + LIST.a84mid - Math.round(LIST.a84mid * 0.9);
    expect(r.sale.discounts.total).toEqual({ key: '합계', units: 5, discounted: 2, listPrice: contracted + discount, contracted, discount, rate: discount / (contracted + discount) });
    expect(r.sale.unsold).toEqual({ units: [{ dong: '102', ho: '501', unitType: '99A', listPrice: LIST.a99mid }, { dong: '102', ho: '1501', unitType: '99A', listPrice: LIST.a99mid }], total: { units: 2, listPrice: 2 * LIST.a99mid } });
    // This week (12-07~) against last (11-30~12-06).
    expect(r.compare.thisWeek).toEqual({ week: '2026-W50', contracts: 1, contractAmount: LIST.a84mid, cancelled: 1, received: tenth(LIST.a84mid), overdue: L.due.outstanding });
    expect(r.compare.lastWeek).toEqual({ week: '2026-W49', contracts: 1, contractAmount: Math.round(LIST.a84mid * 0.9), cancelled: 0, received: tenth(Math.round(LIST.a84mid * 0.9)) + LIST.a99mid - 3 * tenth(LIST.a99mid), overdue: null });
    expect(r.moveIn?.byDong).toEqual([{ line: '101동', contracted: 4, movedIn: 1, rate: 0.25 }, { line: '102동', contracted: 1, movedIn: 0, rate: 0 }]);
    expect(r.cover).toMatchObject({ projectName: siteConfig.projectName, developer: siteConfig.developer, contractor: siteConfig.contractor, trustee: '해온자산신탁(주)', period: '2026년 12월 7일(월) ~ 13일(일)' });
    const personal = /보고계약자|010-7777|미상입금/;
    expect(JSON.stringify(r)).not.toMatch(personal);

    // The page as the server renders it.
    const page = (await desk.get('/admin/sale')).text;
    for (const n of [m.reconcile.ledgerTotal, m.reconcile.adjustment, m.reconcile.saleReceived, discount, contracted, supplied, accrued, m.late.charged, ended.refundDue]) expect(page).toContain(`${won(n)}원`);
    for (const t of ['2026년 12월 7일(월) ~ 13일(일)', '분양률(금액)', '할인 분양', '미분양 세대', '102동 1501호', '원장 입금 합계', 'KB국민은행', '이번 주', '지난주']) expect(page).toContain(t);
    expect(page.replace(/"[^"]*":/g, '')).not.toMatch(personal);

    // The workbook, in 원 and in 천원: the cells hold the won, the format shows the unit.
    for (const unit of ['won', 'thousand'] as const) {
      const res = await binary(desk.get(`/api/admin/sale/report.xlsx?reason=대주단 주간 보고&unit=${unit}`));
      expect(res.status).toBe(200);
      const wb = await workbook(res.body as Buffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['표지', '분양률', '주간 비교', '수납', '입주·하자', '일별', '주별']);
      expect(cells(rowOf(wb, '표지', '신탁사'), 1)).toEqual(['해온자산신탁(주)']);
      expect(cells(rowOf(wb, '표지', '금액 단위', '보고 개요'), 1)).toEqual([unit === 'won' ? '원' : '천원']);
      expect(cells(rowOf(wb, '분양률', '합계'), 7)).toEqual([7, 5, 5 / 7, 1, supplied, contracted, contracted / supplied]);
      expect(cells(rowOf(wb, '분양률', '합계', '할인 분양(분양가표 대비 계약가)'), 6)).toEqual([5, 2, contracted + discount, contracted, discount, discount / (contracted + discount)]);
      for (const [label, n] of [['분양대금 수납 합계', m.reconcile.saleReceived], ['조정', m.reconcile.adjustment], ['  · 미확인 입금', 3_500_000], ['원장 입금 합계', m.reconcile.ledgerTotal]] as const) expect(rowOf(wb, '수납', label).getCell(2).value).toBe(n);
      for (const g of m.groups) expect(cells(rowOf(wb, '수납', g.label), 3)).toEqual([g.amount, g.due, g.received]);
      expect(cells(rowOf(wb, '수납', 'KB국민은행'), 3)).toEqual([1, 2 * tenth(LIST.a99mid), accrued]);
      expect(rowOf(wb, '수납', '원장 입금 합계').getCell(2).numFmt).toBe(unit === 'won' ? '#,##0' : '#,##0,');
      const ws = wb.getWorksheet('일별')!;
      expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 7 });
      expect(ws.pageSetup).toMatchObject({ orientation: 'landscape', paperSize: 9, fitToWidth: 1, fitToHeight: 0 });
      // Days with activity only, in date order with their years.
      const days: unknown[][] = [];
      ws.eachRow((row, n) => n > 7 && /^\d{4}-\d{2}-\d{2}$/.test(String(row.getCell(1).value)) && days.push(cells(row, 4).concat(row.getCell(1).value)));
      expect(days.length).toBeGreaterThan(3);
      expect(days.every((d) => d[0] || d[1] || d[3])).toBe(true);
      expect(days.map((d) => d[4])).toEqual([...days.map((d) => d[4])].sort());
      const all: string[] = [];
      wb.eachSheet((s) => s.eachRow((row) => row.eachCell((c) => void all.push(String(c.value)))));
      expect(all.join('|')).not.toMatch(personal);
    }

    // The PDF in 원: every figure to the won; in 백만원 the same figures rounded; page numbers and the 확인란.
    const pdf = await binary(desk.get('/api/admin/sale/report.pdf?reason=대주단 주간 보고&unit=won'));
    const text = (await pdfText(pdf.body as Buffer)).join('\n');
    for (const n of [m.reconcile.ledgerTotal, m.reconcile.adjustment, m.reconcile.saleReceived, ended.penalty, ended.refundDue, 3_500_000, discount, contracted, supplied, accrued, m.late.charged, L.due.outstanding]) expect(text).toContain(won(n));
    for (const t of ['시행사', siteConfig.developer, '시공사', siteConfig.contractor, '신탁사', '해온자산신탁(주)', '2026년 12월 7일(월) ~ 13일(일)', '금액 단위 원', '작성', '검토', '승인', '1 / ', '쪽', '102동', '1501호']) expect(text).toContain(t);
    expect(text).not.toMatch(personal);
    const million = (await pdfText((await binary(desk.get('/api/admin/sale/report.pdf?reason=보고&unit=million'))).body as Buffer)).join('\n');
    expect(million).toContain('금액 단위 백만원');
    expect(million).toContain(won(Math.round(m.reconcile.ledgerTotal / 1e6)));
    expect((await desk.get('/api/admin/sale/report.pdf?reason=보고&unit=dollar')).status).toBe(400);
    // The unit may be named as the report names it.
    const korean = await binary(desk.get(`/api/admin/sale/report.pdf?reason=보고&unit=${encodeURIComponent('백만원')}`));
    expect(korean.status).toBe(200);
    expect((await pdfText(korean.body as Buffer)).join('\n')).toContain('금액 단위 백만원');
  }, 60_000);

  it('freezes a finished week within ten minutes of its end: the same bytes whoever asks and whatever the reason, with the SHA-256 the desk shows; a later correction shows in the next week', async () => {
    const { desk, ids } = await seed();
    // Sunday 23:58: the job's next round is at the week's end, not up to ten minutes later.
    expect(nextRunDelay(new Date('2026-12-13T23:58:00+09:00'))).toBe(125_000);
    expect(nextRunDelay(new Date('2026-12-09T10:00:00+09:00'))).toBe(600_000);
    clock.set('2026-12-14T00:00:05+09:00');
    expect(await takeSnapshot(clock.now(), siteConfig)).toBe(true);
    const kept = (await desk.get('/api/admin/sale?week=2026-W50')).body.report as SaleReport;
    expect(kept).toMatchObject({ week: '2026-W50', live: false, today: '2026-12-13' });
    expect(Date.parse(kept.madeAt) - Date.parse('2026-12-14T00:00:00+09:00')).toBeLessThan(10 * 60_000);
    expect(kept.files).toHaveLength(6);

    const bytes: Buffer[] = [];
    for (const reason of ['대주단 주간 보고', '신탁사 요청', '내부 검토']) {
      clock.advance(60_000);
      const res = await binary(desk.get(`/api/admin/sale/report.pdf?week=2026-W50&unit=thousand&reason=${encodeURIComponent(reason)}`));
      expect(res.status).toBe(200);
      bytes.push(res.body as Buffer);
      expect(res.headers['x-content-sha256']).toBe(kept.files!.find((f) => f.kind === 'pdf' && f.unit === 'thousand')!.sha256);
    }
    expect(bytes[1]!.equals(bytes[0]!) && bytes[2]!.equals(bytes[0]!)).toBe(true);
    const sha = createHash('sha256').update(bytes[0]!).digest('hex');
    expect(kept.files!.find((f) => f.kind === 'pdf' && f.unit === 'thousand')).toMatchObject({ sha256: sha, bytes: bytes[0]!.length });
    const text = (await pdfText(bytes[0]!)).join('\n');
    expect(text).toContain('주간 마감(자동)');
    expect(text).not.toMatch(/대주단 주간 보고|신탁사 요청|내부 검토/);
    const xlsx = await Promise.all(['가', '나'].map(async (reason) => (await binary(desk.get(`/api/admin/sale/report.xlsx?week=2026-W50&unit=million&reason=${encodeURIComponent(reason)}보고`))).body as Buffer));
    expect(xlsx[0]!.equals(xlsx[1]!)).toBe(true);
    // The reasons are in the access record, one per download.
    const reasons = (await AccessEntry.find({ action: 'export', subject: 'sale report.pdf 2026-W50 thousand' }).lean()).map((e) => e.reason);
    expect(reasons).toEqual(['대주단 주간 보고', '신탁사 요청', '내부 검토']);
    // The desk shows each file's SHA-256.
    const deskPage = (await desk.get('/admin/sale?week=2026-W50')).text;
    for (const f of kept.files!) expect(deskPage).toContain(f.sha256);

    // Tuesday: the desk records a 해약 back-dated into the sent week. The sent week does not change; the next one says so.
    clock.set('2026-12-15T10:00:00+09:00');
    expect((await desk.post(`/api/admin/contracts/${String(ids['101-1002'])}/cancel`, { on: '2026-12-11', reason: '계약자 사정에 의한 해제', penalty: 0 })).status).toBe(200);
    expect((await desk.get('/api/admin/sale?week=2026-W50')).body.report).toEqual(kept);
    const again = await binary(desk.get('/api/admin/sale/report.pdf?week=2026-W50&unit=thousand&reason=다시'));
    expect((again.body as Buffer).equals(bytes[0]!)).toBe(true);
    const next = (await desk.get('/api/admin/sale')).body.report as SaleReport;
    expect(next.corrections).toEqual([
      { week: '2026-W50', key: 'sold', label: '계약 세대', sent: 5, now: 4 },
      { week: '2026-W50', key: 'contracted', label: '계약 금액', sent: kept.asOf.contracted, now: kept.asOf.contracted - LIST.a84mid },
      { week: '2026-W50', key: 'cancelled', label: '해약 세대', sent: 1, now: 2 },
    ]);
    expect(next.compare.lastWeek.overdue).toBe(kept.money.ages.reduce((s, a) => s + a.amount, 0));
    expect((await desk.get('/admin/sale')).text).toContain('지난 보고의 정정');
  }, 60_000);

  it('still opens a week kept before this report, saying what it lacks, on the page and in both files', async () => {
    const desk = await deskClient(app);
    const total = { key: '합계', supplied: 7, sold: 4, cancelled: 1, rate: 4 / 7 };
    const stage = { key: 'total', label: '합계', amount: 0, due: 0, received: 0, early: 0, rate: 0, overdue: 0 };
    const old = { projectName: siteConfig.projectName, week: '2026-W48', madeAt: '2026-11-30T00:05:00.000Z', today: '2026-11-29', live: false, sale: { total, byType: [total], byDong: [total], byFloor: [total], byDay: [] }, money: { stages: [], total: stage, paid: 0, outstanding: 0, ages: [], byWeek: [] }, moveIn: null, defects: null };
    await SaleSnapshot.collection.insertOne({ _id: '2026-W48' as never, claimId: 'x', claimedAt: new Date(), report: old, madeAt: new Date() });
    const page = await desk.get('/admin/sale?week=2026-W48');
    expect(page.status).toBe(200);
    expect(page.text).toContain('이전 형식으로 저장되어');
    for (const kind of ['pdf', 'xlsx']) expect((await desk.get(`/api/admin/sale/report.${kind}?week=2026-W48&reason=보고`)).status).toBe(200);
  });

  it('names the week in words, across months and years', () => {
    expect(periodWords('2026-11-30')).toBe('2026년 11월 30일(월) ~ 12월 6일(일)');
    expect(periodWords('2026-12-07')).toBe('2026년 12월 7일(월) ~ 13일(일)');
    expect(periodWords('2026-12-28')).toBe('2026년 12월 28일(월) ~ 2027년 1월 3일(일)');
  });
});
