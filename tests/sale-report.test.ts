/**
 * The sale in numbers (/admin/sale, its workbook and PDF): a small sale built on an injected clock,
 * every figure worked out by hand and checked in the API, the server-rendered page and both files
 * (read back with exceljs and pdf.js); the week's snapshot; who may see it.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAccount, createAdmin, deskClient, signedInAs } from './helpers/admin';
import { testClock } from './helpers/consent';
import { buildSale, defects, DEPOSITS, HOLDERS, moveIns } from './helpers/sale';
import { AccessEntry } from '../server/access-log/model';
import { Contract } from '../server/contracts/model';
import { SaleSnapshot, takeSnapshot } from '../server/sale/snapshot';
import { siteConfig } from '../shared/site.config';
import { SALE_MESSAGES, type SaleReport } from '../shared/sale';

// Tuesday 2026-12-01 10:00 in Korea: week 2026-W49.
const clock = testClock('2026-12-01T10:00:00+09:00');
const { app } = testApp({}, { now: clock.now });
const M = 1_000_000;
const soldRow = (key: string, supplied: number, sold: number, cancelled: number) => ({ key, supplied, sold, cancelled, rate: sold / supplied });
const stage = (key: string, label: string, amount: number, due: number, received: number, overdue: number) => ({ key, label, amount: amount * M, due: due * M, received: received * M, early: 0, rate: due ? received / due : 0, overdue: overdue * M });

/** Every figure of the sale as built, by hand. */
const EXPECTED = {
  sale: {
    // Supplied: the 7 units on sale (102-1102 is 공급 전); sold: 4; 102-101 ended by a 해약.
    total: soldRow('합계', 7, 4, 1),
    byType: [soldRow('59B', 3, 1, 1), soldRow('84A', 4, 3, 0)],
    byDong: [soldRow('101', 4, 3, 0), soldRow('102', 3, 1, 1)],
    byFloor: [soldRow('1~5층', 3, 2, 1), soldRow('6~10층', 3, 2, 0), soldRow('11~15층', 1, 0, 0)],
  },
  money: {
    stages: [
      stage('down-1', '계약금', 120, 120, 110, 10),
      stage('mid-1', '중도금 1회', 120, 120, 90, 30),
      stage('mid-2', '중도금 2회', 120, 120, 60, 60),
      stage('mid-3', '중도금 3회', 120, 120, 40, 80),
      stage('mid-4', '중도금 4회', 120, 0, 0, 0),
      stage('balance', '잔금', 600, 0, 0, 0),
    ],
    total: stage('total', '합계', 1200, 480, 300, 180),
    paid: 300 * M,
    outstanding: 900 * M,
    // The ended contract's 30,000,000원 is owed back (no 위약금 recorded on it).
    owedBack: { surplus: 0, penalty: 0, refundDue: 30 * M, refunded: 0, endedCount: 1 },
    ages: [
      { key: 'under30', label: '30일 미만', count: 3, households: 3, amount: 80 * M },
      { key: '30to90', label: '30~90일', count: 2, households: 2, amount: 60 * M },
      { key: 'over90', label: '90일 초과', count: 2, households: 1, amount: 40 * M },
    ],
    // Every deposit applied, the ended contract's too.
    byWeek: [
      { week: '2026-W23', amount: 140 * M },
      { week: '2026-W36', amount: 60 * M },
      { week: '2026-W38', amount: 30 * M },
      { week: '2026-W40', amount: 60 * M },
      { week: '2026-W45', amount: 30 * M },
      { week: '2026-W46', amount: 10 * M },
    ],
  },
  moveIn: {
    total: { line: '합계', contracted: 4, movedIn: 1, rate: 0.25 },
    byLine: [
      { line: '101동 1라인', contracted: 2, movedIn: 1, rate: 0.5 },
      { line: '101동 2라인', contracted: 1, movedIn: 0, rate: 0 },
      { line: '102동 1라인', contracted: 1, movedIn: 0, rate: 0 },
    ],
  },
  defects: {
    total: { key: '합계', received: 5, closed: 3, open: 2, medianDays: 3 },
    byKind: [
      { key: '도배', received: 2, closed: 2, open: 0, medianDays: 6.5 },
      { key: '타일', received: 2, closed: 0, open: 2, medianDays: null },
      { key: '설비', received: 1, closed: 1, open: 0, medianDays: 1.5 },
    ],
    byContractor: [
      { key: '한빛타일', received: 3, closed: 2, open: 1, medianDays: 6.5 },
      { key: '대한설비', received: 1, closed: 1, open: 0, medianDays: 1.5 },
      { key: '미배정', received: 1, closed: 0, open: 1, medianDays: null },
    ],
  },
};

/** What must appear nowhere: the holders' names and phones, a unit's 동·호. */
const PERSONAL = new RegExp([...HOLDERS, '010-5555', '101-101', '102-601', '101동 101호'].join('|'));

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  await createAdmin();
  clock.set('2026-12-01T10:00:00+09:00');
});

async function build() {
  const ids = await buildSale(clock.now());
  const desk = await deskClient(app);
  const imported = await desk.post('/api/admin/contracts/deposits', { csv: DEPOSITS });
  expect(imported.status).toBe(200);
  expect(imported.body.matched).toBe(12);
  await moveIns(ids, clock.now());
  await defects(ids);
  return { desk, ids };
}

const pdfText = async (body: Buffer) => {
  const pdf = await getDocument({ data: new Uint8Array(body), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) pages.push((await (await pdf.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
  return pages;
};
const binary = (res: import('supertest').Request) => res.buffer(true).parse((r, cb) => {
  const chunks: Buffer[] = [];
  r.on('data', (c: Buffer) => chunks.push(c));
  r.on('end', () => cb(null, Buffer.concat(chunks)));
});

describe('the sale in numbers', () => {
  it('counts every figure of a built sale, in the API, the page and both files, and agrees with the ledger and the due list', async () => {
    const { desk } = await build();
    const res = await desk.get('/api/admin/sale');
    expect(res.status).toBe(200);
    const r = res.body.report as SaleReport;
    expect(r).toMatchObject({ projectName: siteConfig.projectName, week: '2026-W49', today: '2026-12-01', live: true });
    const units = (rows: { key: string; supplied: number; sold: number; cancelled: number; rate: number }[]) => rows.map(({ key, supplied, sold, cancelled, rate }) => ({ key, supplied, sold, cancelled, rate }));
    expect(units([r.sale.total])).toEqual([EXPECTED.sale.total]);
    for (const k of ['byType', 'byDong', 'byFloor'] as const) expect(units(r.sale[k])).toEqual(EXPECTED.sale[k]);
    // Contracts by day from the first (06-01) to today: 184 days; the 해약 on 07-15 takes one away.
    expect(r.sale.byDay).toHaveLength(184);
    expect(r.sale.byDay.slice(0, 3)).toEqual([
      { day: '2026-06-01', contracts: 2, cancelled: 0, sold: 2 },
      { day: '2026-06-02', contracts: 2, cancelled: 0, sold: 4 },
      { day: '2026-06-03', contracts: 1, cancelled: 0, sold: 5 },
    ]);
    expect(r.sale.byDay.find((d) => d.day === '2026-07-15')).toEqual({ day: '2026-07-15', contracts: 0, cancelled: 1, sold: 4 });
    expect(r.sale.byDay.at(-1)).toEqual({ day: '2026-12-01', contracts: 0, cancelled: 0, sold: 4 });
    expect(r.money).toMatchObject(EXPECTED.money);
    expect(r.moveIn).toMatchObject(EXPECTED.moveIn);
    expect(r.defects).toEqual(EXPECTED.defects);
    expect(JSON.stringify(res.body)).not.toMatch(PERSONAL);

    // To the won with the due list (the ended contract owes nothing) and the ledger (the contracts sold).
    const due = await desk.get('/api/admin/contracts/due?status=overdue');
    expect(due.body.outstanding).toBe(r.money.total.overdue);
    const ledger = await desk.get('/api/admin/contracts');
    const sold = (ledger.body.items as { dong: string; ho: string; paid: number; outstanding: number }[]).filter((c) => `${c.dong}-${c.ho}` !== '102-101');
    expect(sold.reduce((s, c) => s + c.paid, 0)).toBe(r.money.paid);
    expect(sold.reduce((s, c) => s + c.outstanding, 0)).toBe(r.money.outstanding);

    // The page as the server renders it.
    const page = await desk.get('/admin/sale');
    expect(page.status).toBe(200);
    for (const text of ['분양 현황', '2026년 49주', '57.1%', '해약', '33.3%', '75.0%', '480,000,000원', '300,000,000원', '62.5%', '180,000,000원', '90일 초과', '40,000,000원', '101동 1라인', '50.0%', '한빛타일', '6.5일', '미배정', '엑셀 내려받기', 'PDF 내려받기']) {
      expect(page.text).toContain(text);
    }
    expect(page.text.replace(/"[^"]*":/g, '')).not.toMatch(PERSONAL);

    // The workbook: one sheet per part, numbers as numbers with their formats.
    expect((await desk.get('/api/admin/sale/report.xlsx')).status).toBe(400);
    const xlsx = await binary(desk.get('/api/admin/sale/report.xlsx?reason=대주단 주간 보고'));
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.body as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['표지', '분양률', '주간 비교', '수납', '입주·하자', '일별', '주별']);
    const rowOf = (sheet: string, first: string, after?: string) => {
      const ws = wb.getWorksheet(sheet)!;
      let from = 1;
      if (after) ws.eachRow((row, n) => from === 1 && row.getCell(1).value === after && (from = n));
      let found: ExcelJS.Row | undefined;
      ws.eachRow((row, n) => !found && n >= from && row.getCell(1).value === first && (found = row));
      return found!;
    };
    const sale = wb.getWorksheet('분양률')!;
    expect(String(sale.getCell('A1').value)).toContain(siteConfig.projectName);
    expect(sale.getCell('B2').value).toBe('2026년 11월 30일(월) ~ 12월 6일(일)');
    expect(sale.getCell('A4').value).toBe('작성');
    expect(String(sale.getCell('B4').value)).toMatch(/^2026-12-01 10:00:00 \(KST\)/);
    const total = rowOf('분양률', '합계');
    expect([2, 3, 4, 5].map((c) => total.getCell(c).value)).toEqual([7, 4, 4 / 7, 1]);
    expect(rowOf('일별', '2026-07-15').getCell(3).value).toBe(1);
    expect(total.getCell(4).numFmt).toBe('0.0%');
    expect([2, 3, 4, 5].map((c) => rowOf('분양률', '59B').getCell(c).value)).toEqual([3, 1, 1 / 3, 1]);
    expect([2, 3, 4, 5].map((c) => rowOf('분양률', '6~10층').getCell(c).value)).toEqual([3, 2, 2 / 3, 0]);
    for (const s of [...EXPECTED.money.stages, { ...EXPECTED.money.total, label: '분양대금 합계' }]) {
      const row = rowOf('수납', s.label);
      expect([2, 3, 4, 5, 6].map((c) => row.getCell(c).value)).toEqual([s.amount, s.due, s.received, s.rate, s.overdue]);
      expect(row.getCell(2).numFmt).toBe('#,##0');
      expect(row.getCell(5).numFmt).toBe('0.0%');
    }
    expect([2, 3, 4].map((c) => rowOf('수납', '90일 초과').getCell(c).value)).toEqual([2, 1, 40 * M]);
    expect(rowOf('주별', '2026년 23주').getCell(5).value).toBe(140 * M);
    expect([2, 3, 4].map((c) => rowOf('입주·하자', '101동 1라인').getCell(c).value)).toEqual([2, 1, 0.5]);
    expect([2, 3, 4, 5].map((c) => rowOf('입주·하자', '한빛타일').getCell(c).value)).toEqual([3, 2, 1, 6.5]);
    expect([2, 3, 4, 5].map((c) => rowOf('입주·하자', '합계', '하자 유형별').getCell(c).value)).toEqual([5, 3, 2, 3]);
    const cells: string[] = [];
    wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((c) => void cells.push(String(c.value)))));
    expect(cells.join('|')).not.toMatch(PERSONAL);

    // The PDF: the cover, then the same figures.
    const pdf = await binary(desk.get('/api/admin/sale/report.pdf?reason=대주단 주간 보고'));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pages = await pdfText(pdf.body as Buffer);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const all = pages.join('\n');
    for (const text of [siteConfig.projectName, '2026년 11월 30일(월) ~ 12월 6일(일)', '57.1%', '59B', '33.3%', '6~10층', '2026-12-01']) expect(all).toContain(text);
    for (const text of ['1,200,000,000', '480,000,000', '300,000,000', '62.5%', '180,000,000', '40,000,000', '101동 1라인', '25.0%', '한빛타일', '6.5일', '미배정']) expect(all).toContain(text);
    expect(all).not.toMatch(PERSONAL);

    // Both exports in the access record with their reason.
    const exports = await AccessEntry.find({ action: 'export' }).lean();
    expect(exports.map((e) => [e.subject, e.reason])).toEqual([
      ['sale report.xlsx 2026-W49 won', '대주단 주간 보고'],
      ['sale report.pdf 2026-W49 won', '대주단 주간 보고'],
    ]);
  });

  it('keeps each ended week once, and a past week reads as it was kept after later changes', async () => {
    const { desk } = await build();
    // Monday 2026-12-07 00:05: the week 2026-W49 has ended. Three instances run the job at once.
    clock.set('2026-12-07T00:05:00+09:00');
    const wrote = await Promise.all([takeSnapshot(clock.now(), siteConfig), takeSnapshot(clock.now(), siteConfig), takeSnapshot(clock.now(), siteConfig)]);
    expect(wrote.filter(Boolean)).toHaveLength(1);
    expect(await SaleSnapshot.countDocuments()).toBe(1);
    const kept = (await desk.get('/api/admin/sale?week=2026-W49')).body;
    expect(kept.report).toMatchObject({ week: '2026-W49', live: false, today: '2026-12-06', madeAt: clock.now().toISOString() });
    expect(kept.report.sale.total).toMatchObject(EXPECTED.sale.total);
    expect(kept.weeks).toEqual(['2026-W50', '2026-W49']);
    const xlsxThen = await binary(desk.get('/api/admin/sale/report.xlsx?week=2026-W49&reason=보고'));

    // Later: another contract ends, more money comes in, and the job runs again.
    clock.set('2026-12-09T11:00:00+09:00');
    await Contract.updateOne({ unitKey: '101-601' }, { $set: { cancelledOn: '2026-12-08' } });
    await desk.post('/api/admin/contracts/deposits', { csv: '거래일,입금자,계좌,금액\n2026-12-08 10:00:00,정마루,농협 790-555004-01,10000000' });
    expect(await takeSnapshot(clock.now(), siteConfig)).toBe(false);
    const now = (await desk.get('/api/admin/sale')).body.report as SaleReport;
    expect(now.sale.total).toMatchObject(soldRow('합계', 7, 3, 2));

    const again = (await desk.get('/api/admin/sale?week=2026-W49')).body;
    expect(again.report).toEqual(kept.report);
    const xlsxNow = await binary(desk.get('/api/admin/sale/report.xlsx?week=2026-W49&reason=보고'));
    const values = async (body: Buffer) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(body as unknown as ArrayBuffer);
      const all: unknown[] = [];
      wb.eachSheet((ws) => ws.eachRow((row) => void all.push(row.values)));
      return all;
    };
    expect(await values(xlsxNow.body as Buffer)).toEqual(await values(xlsxThen.body as Buffer));
    // A week never kept says so; a week not yet come, or not a week, is refused.
    const none = await desk.get('/api/admin/sale?week=2026-W40');
    expect([none.status, none.body.error]).toEqual([404, '그 주의 기록이 없습니다. 매주 월요일 0시에 지난주 기록이 저장됩니다.']);
    const future = await desk.get('/api/admin/sale?week=2027-W10');
    expect(future.status).toBe(400);
    expect(future.body.error).toBe(SALE_MESSAGES.futureWeek);
    // Not a week of any sale: refused in words, never a server error (year 0 has no Monday to name).
    for (const odd of ['W49', '0000-W01', '0099-W10', '2026-W54']) {
      const res = await desk.get(`/api/admin/sale?week=${odd}`);
      expect(res.status, odd).toBe(400);
      expect(res.body.error).toBe(SALE_MESSAGES.badWeek);
    }
    expect((await desk.get('/admin/sale?week=2026-W40')).text).toContain('그 주의 기록이 없습니다.');
    // Each kept week renders its six files once: room for a loaded machine.
  }, 60_000);

  it('is for owners and managers only: a counselor gets 403 from the page, the API and both files', async () => {
    await build();
    await createAccount('counselor@example.com', 'counselor');
    const { agent } = await signedInAs(app, 'counselor@example.com');
    for (const url of ['/api/admin/sale', '/api/admin/sale/report.xlsx?reason=보고', '/api/admin/sale/report.pdf?reason=보고', '/admin/sale']) {
      const res = await agent.get(url);
      expect([url, res.status]).toEqual([url, 403]);
      expect(res.text).not.toContain('480,000,000');
    }
    await createAccount('manager@example.com', 'manager');
    expect((await (await signedInAs(app, 'manager@example.com')).agent.get('/api/admin/sale')).status).toBe(200);
  });
});
