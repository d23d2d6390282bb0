/**
 * The weekly report as an Excel workbook (exceljs): a cover (parties, the week in words, the 금액
 * 단위, made at and by, the 확인란), then 분양률 (units and amounts, 할인 분양, the unsold), 주간 비교,
 * 수납 (by 회차 with subtotals, the reconciliation to the ledger, 연체, 해약, unmatched deposits,
 * 중도금 대출), 입주·하자 and the movement (days with activity, and weeks). Numbers are numbers with
 * their formats (xlsx-sheet.ts); nothing names a person.
 */
import ExcelJS from 'exceljs';
import { groupDigits } from '../../shared/korean-format';
import { kstStamp } from '../core/time';
import { SALE_MESSAGES, STAGE_HEADINGS, type DefectRow, type SaleReport, type SoldRow } from '../../shared/sale';
import { AMOUNT_UNIT_INFO, type AmountUnit } from '../../shared/sale-lender';
import { activityDays, activityWeeks, weekName } from '../../shared/sale-activity';
import { note, sheet, table, type Cell, type Col } from './xlsx-sheet';

export { PERCENT } from './xlsx-sheet';
export const WON = '#,##0';

const soldCols = (first: string): Col[] => [
  { header: first, width: 16 },
  { header: '공급 세대', width: 11, kind: 'count' },
  { header: '계약 세대', width: 11, kind: 'count' },
  { header: '분양률(세대)', width: 12, kind: 'percent' },
  { header: '해약', width: 8, kind: 'count' },
  { header: '공급 금액(분양가표)', width: 20, kind: 'money' },
  { header: '계약 금액', width: 20, kind: 'money' },
  { header: '분양률(금액)', width: 12, kind: 'percent' },
];
const soldRows = (rows: SoldRow[]): Cell[][] => rows.map((r) => [r.key, r.supplied, r.sold, r.rate, r.cancelled, r.listPrice, r.contracted, r.amountRate]);

function cover(wb: ExcelJS.Workbook, r: SaleReport, unit: AmountUnit) {
  const ws = sheet(wb, r, unit, '표지');
  const c = r.cover;
  table(ws, unit, '보고 개요', [{ header: '항목', width: 18 }, { header: '내용', width: 48 }], [
    ['사업명', c.projectName],
    ['시행사', c.developer],
    ['시공사', c.contractor],
    ['신탁사', c.trustee],
    ['보고 기간', c.period],
    ['기준일', r.today],
    ['금액 단위', AMOUNT_UNIT_INFO[unit].label],
    ['작성 시각(KST)', kstStamp(r.madeAt)],
    ['작성자', c.madeBy || '-'],
    ['구분', r.live ? '진행 중인 주(작성 시각 현재)' : '마감된 주(저장된 기록)'],
  ]);
  // 확인란: three boxes to sign, framed so they print.
  ws.addRow(['확인란']).font = { bold: true, size: 12 };
  const thin = { style: 'thin' as const, color: { argb: 'FF555555' } };
  const heads = ws.addRow(['작성', '검토', '승인']);
  const boxes = ws.addRow(['', '', '']);
  boxes.height = 48;
  for (const r of [heads, boxes]) for (let i = 1; i <= 3; i++) {
    const cell = r.getCell(i);
    cell.border = { top: thin, left: thin, bottom: thin, right: thin };
    cell.alignment = { horizontal: 'center', vertical: 'middle' };
  }
  heads.font = { bold: true };
  ws.addRow([]);
  if (r.legacy) note(ws, SALE_MESSAGES.legacy);
  note(ws, '세대 수와 금액만 담았습니다. 계약자 개인정보는 포함하지 않습니다.');
}

function saleSheet(wb: ExcelJS.Workbook, r: SaleReport, unit: AmountUnit) {
  const ws = sheet(wb, r, unit, '분양률');
  table(ws, unit, '전체', soldCols('구분'), soldRows([r.sale.total]));
  table(ws, unit, '주택형별', soldCols('주택형'), soldRows(r.sale.byType));
  table(ws, unit, '동별', soldCols('동'), soldRows(r.sale.byDong));
  table(ws, unit, '층별', soldCols('층'), soldRows(r.sale.byFloor));
  const d = r.sale.discounts;
  table(
    ws,
    unit,
    '할인 분양(분양가표 대비 계약가)',
    [{ header: '주택형', width: 16 }, { header: '계약 세대', width: 11, kind: 'count' }, { header: '할인 세대', width: 11, kind: 'count' }, { header: '분양가표 금액', width: 20, kind: 'money' }, { header: '계약 금액', width: 20, kind: 'money' }, { header: '할인액', width: 20, kind: 'money' }, { header: '할인율', width: 12, kind: 'percent' }],
    [...d.byType, d.total].map((x) => [x.key, x.units, x.discounted, x.listPrice, x.contracted, x.discount, x.rate]),
  );
  const u = r.sale.unsold;
  table(
    ws,
    unit,
    '미분양 세대(공급 세대 가운데 계약되지 않은 세대)',
    [{ header: '동', width: 16 }, { header: '호', width: 11 }, { header: '주택형', width: 11 }, { header: '분양가표 금액', width: 20, kind: 'money' }],
    [...u.units.map((x) => [`${x.dong}동`, `${x.ho}호`, x.unitType, x.listPrice] as Cell[]), ['합계', `${u.total.units}세대`, null, u.total.listPrice]],
  );
}

function weekSheet(wb: ExcelJS.Workbook, r: SaleReport, unit: AmountUnit) {
  const ws = sheet(wb, r, unit, '주간 비교');
  const { thisWeek: a, lastWeek: b } = r.compare;
  const diff = (x: number | null, y: number | null) => (x === null || y === null ? null : x - y);
  table(
    ws,
    unit,
    `이번 주(${weekName(a.week)})와 지난주(${weekName(b.week)})`,
    [{ header: '구분', width: 18 }, { header: '이번 주', width: 20 }, { header: '지난주', width: 20 }, { header: '증감', width: 20 }],
    [],
  );
  // Counts and amounts in one table: each row takes its own format.
  const rows: [string, number | null, number | null, 'count' | 'money'][] = [
    ['신규 계약(세대)', a.contracts, b.contracts, 'count'],
    ['신규 계약 금액', a.contractAmount, b.contractAmount, 'money'],
    ['해약(세대)', a.cancelled, b.cancelled, 'count'],
    ['수납액', a.received, b.received, 'money'],
    ['연체액(주말 기준)', a.overdue, b.overdue, 'money'],
  ];
  ws.spliceRows(ws.rowCount, 1);
  for (const [label, x, y, kind] of rows) {
    const row = ws.addRow([label, x, y ?? '기록 없음', diff(x, y)]);
    for (const i of [2, 3, 4]) row.getCell(i).numFmt = kind === 'money' ? AMOUNT_UNIT_INFO[unit].numFmt : '#,##0';
  }
  ws.addRow([]);
  table(
    ws,
    unit,
    '지난 보고의 정정(보낸 주의 기록은 바꾸지 않고 이번 주에 알립니다)',
    [{ header: '보고 주', width: 18 }, { header: '항목', width: 20 }, { header: '보낸 값', width: 20 }, { header: '현재 값', width: 20 }, { header: '차이', width: 20 }],
    r.corrections.length ? r.corrections.map((c) => [weekName(c.week), c.label, c.sent, c.now, c.now - c.sent]) : [['정정 없음', null, null, null, null]],
  );
}

export async function saleWorkbook(r: SaleReport, unit: AmountUnit = 'won'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = r.projectName;
  wb.created = new Date(r.madeAt);
  wb.modified = new Date(r.madeAt);
  cover(wb, r, unit);
  saleSheet(wb, r, unit);
  weekSheet(wb, r, unit);
  moneySheet(wb, r, unit);
  afterSheet(wb, r, unit);
  movementSheets(wb, r, unit);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function moneySheet(wb: ExcelJS.Workbook, r: SaleReport, unit: AmountUnit) {
  const ws = sheet(wb, r, unit, '수납');
  const m = r.money;
  const stageCols: Col[] = STAGE_HEADINGS.map((header, i) => (i ? { header, width: i === 4 ? 10 : 20, kind: i === 4 ? 'percent' : 'money' } : { header, width: 18 }));
  const groupRow = (g: SaleReport['money']['groups'][number]): Cell[] => [g.label, g.amount, g.due, g.received, null, g.overdue];
  const rows: Cell[][] = [];
  for (const g of m.groups) {
    for (const s of m.stages.filter((x) => (g.key === 'balance' ? x.key === 'balance' : x.key.startsWith(g.key)))) rows.push([s.label, s.amount, s.due, s.received, s.rate, s.overdue]);
    rows.push(groupRow(g));
  }
  rows.push(['분양대금 합계', m.total.amount, m.total.due, m.total.received, m.total.rate, m.total.overdue]);
  table(ws, unit, '회차별 수납(계약금·중도금·잔금, 잔금 선납 포함)', stageCols, rows);
  const c = m.reconcile;
  table(ws, unit, '원장과의 대사', [{ header: '구분', width: 18 }, { header: '금액', width: 20, kind: 'money' }, { header: '내역', width: 60 }], [
    ['분양대금 수납 합계', c.saleReceived, '계약금·중도금·잔금(계약 유지 세대)'],
    ['조정', c.adjustment, '아래 네 가지의 합'],
    ['  · 유상옵션', c.options, '계약 유지 세대의 유상옵션 납부'],
    ['  · 해약 세대 납입액', c.endedPaid, '위약금·환불 완료·환불 예정의 합'],
    ['  · 초과 납부', c.surplus, '회차 금액을 넘어 들어온 돈'],
    ['  · 미확인 입금', c.unmatched, '계약에 연결되지 않은 입금(보류 포함)'],
    ['원장 입금 합계', c.ledgerTotal, '계약 원장의 납부(해약·유상옵션 포함)와 초과 납부, 미확인 입금의 합'],
  ], (x) => x[0] === '원장 입금 합계' || x[0] === '조정');
  table(ws, unit, '연체', [{ header: '연체 기간', width: 18 }, { header: '건수', width: 10, kind: 'count' }, { header: '세대', width: 10, kind: 'count' }, { header: '금액', width: 20, kind: 'money' }], m.ages.map((a) => [a.label, a.count, a.households, a.amount]));
  const o = m.owedBack;
  table(ws, unit, '연체료·해약·미확인 입금', [{ header: '구분', width: 18 }, { header: '금액', width: 20, kind: 'money' }, { header: '비고', width: 40 }], [
    ['연체료 부과액', m.late.charged, `감면 ${groupDigits(m.late.waived)}원 차감 후, 납부로 확정된 ${groupDigits(m.late.kept)}원 포함`],
    ['위약금(해약)', o?.penalty ?? 0, `해약 ${o?.endedCount ?? 0}건`],
    ['환불 완료', o?.refunded ?? 0, null],
    ['환불 예정', o?.refundDue ?? 0, null],
    ['초과 납부', o?.surplus ?? 0, '계약 유지 세대'],
    ['미확인 입금', m.unmatched.amount, `${m.unmatched.count}건${m.unmatched.oldest ? `, 가장 오래된 입금 ${m.unmatched.oldest}` : ''}`],
  ]);
  if (r.loans) {
    table(ws, unit, '중도금 대출(은행별)', [{ header: '은행', width: 18 }, { header: '세대', width: 10, kind: 'count' }, { header: '실행액', width: 20, kind: 'money' }, { header: '이자후불 발생액', width: 20, kind: 'money' }], [...r.loans.byBank, r.loans.total].map((l) => [l.bank, l.households, l.executed, l.accrued]));
  } else note(ws, '기록된 중도금 대출 실행이 없습니다.');
}

function afterSheet(wb: ExcelJS.Workbook, r: SaleReport, unit: AmountUnit) {
  const ws = sheet(wb, r, unit, '입주·하자');
  if (r.moveIn) {
    const cols: Col[] = [{ header: '구분', width: 18 }, { header: '계약 세대', width: 11, kind: 'count' }, { header: '열쇠 지급 세대', width: 14, kind: 'count' }, { header: '입주율', width: 10, kind: 'percent' }];
    const rows = (list: NonNullable<SaleReport['moveIn']>['byLine']) => list.map((l) => [l.line, l.contracted, l.movedIn, l.rate]);
    table(ws, unit, '동별 입주(열쇠 지급)', cols, rows([...r.moveIn.byDong, r.moveIn.total]));
    table(ws, unit, '라인별 입주(열쇠 지급)', cols, rows(r.moveIn.byLine));
  } else note(ws, '입주가 아직 시작되지 않았습니다.');
  if (r.defects) {
    const cols = (first: string): Col[] => [{ header: first, width: 18 }, { header: '접수', width: 10, kind: 'count' }, { header: '완료(확인)', width: 11, kind: 'count' }, { header: '미완료', width: 10, kind: 'count' }, { header: '처리 일수(중앙값)', width: 16, kind: 'days' }];
    const rows = (list: DefectRow[]): Cell[][] => list.map((d) => [d.key, d.received, d.closed, d.open, d.medianDays]);
    table(ws, unit, '하자 유형별', cols('유형'), rows([...r.defects.byKind, r.defects.total]));
    table(ws, unit, '협력업체별', cols('협력업체'), rows(r.defects.byContractor));
  } else note(ws, '접수된 하자가 아직 없습니다.');
}

/** One table a sheet, its heading row frozen with the sheet's: days with activity, and every week. */
function movementSheets(wb: ExcelJS.Workbook, r: SaleReport, unit: AmountUnit) {
  const days = sheet(wb, r, unit, '일별', 1);
  table(days, unit, null, [{ header: '일자', width: 14 }, { header: '신규 계약', width: 11, kind: 'count' }, { header: '해약', width: 8, kind: 'count' }, { header: '누적 계약 세대', width: 14, kind: 'count' }, { header: '수납액', width: 20, kind: 'money' }], activityDays(r).map((d) => [d.day, d.contracts, d.cancelled, d.sold, d.received]));
  note(days, '계약·해약·수납이 있었던 날만 적었습니다.');
  const weeks = sheet(wb, r, unit, '주별', 1);
  table(weeks, unit, null, [{ header: '주', width: 14 }, { header: '신규 계약', width: 11, kind: 'count' }, { header: '해약', width: 8, kind: 'count' }, { header: '주말 누적 계약 세대', width: 16, kind: 'count' }, { header: '수납액', width: 20, kind: 'money' }], activityWeeks(r).map((w) => [w.label, w.contracts, w.cancelled, w.sold, w.received]));
}
