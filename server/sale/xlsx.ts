/**
 * The weekly report as an Excel workbook (exceljs): one sheet per part of the page (분양률, 수납,
 * 입주·하자), each headed by the site's name, the week and when the figures were made; numbers are
 * numbers with their formats (won #,##0, percent 0.0%), so the 시행사 can sum and chart them.
 */
import ExcelJS from 'exceljs';
import { kstStamp } from '../core/time';
import { STAGE_HEADINGS, weekLabel, type DefectRow, type SaleReport } from '../../shared/sale';

export const WON = '#,##0';
export const PERCENT = '0.0%';
const COUNT = '#,##0';

type Col = { header: string; width: number; fmt?: string };
type Cell = string | number | null;

function heading(ws: ExcelJS.Worksheet, r: SaleReport, title: string) {
  ws.addRow([`${r.projectName} 분양 현황 보고 · ${title}`]).font = { bold: true, size: 14 };
  ws.addRow(['보고 주차', weekLabel(r.week)]);
  ws.addRow(['기준일', r.today]);
  ws.addRow(['작성 시각(KST)', kstStamp(r.madeAt)]);
}

/** A titled table: bold headings, each column's format on its cells. */
function table(ws: ExcelJS.Worksheet, title: string, cols: Col[], rows: Cell[][]) {
  ws.addRow([]);
  ws.addRow([title]).font = { bold: true, size: 12 };
  const head = ws.addRow(cols.map((c) => c.header));
  head.font = { bold: true };
  head.eachCell((c) => (c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF5' } }));
  for (const values of rows) {
    const row = ws.addRow(values);
    cols.forEach((c, i) => c.fmt && (row.getCell(i + 1).numFmt = c.fmt));
  }
  cols.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = Math.max(col.width ?? 0, c.width);
  });
}

const soldCols = (first: string): Col[] => [
  { header: first, width: 16 },
  { header: '공급 세대', width: 12, fmt: COUNT },
  { header: '계약 세대', width: 12, fmt: COUNT },
  { header: '분양률', width: 10, fmt: PERCENT },
  { header: '해약', width: 10, fmt: COUNT },
];
const soldRows = (rows: SaleReport['sale']['byType']): Cell[][] => rows.map((r) => [r.key, r.supplied, r.sold, r.rate, r.cancelled]);

export async function saleWorkbook(r: SaleReport): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = r.projectName;
  wb.created = new Date(r.madeAt);

  const sale = wb.addWorksheet('분양률');
  heading(sale, r, '분양률');
  table(sale, '전체', soldCols('구분'), soldRows([r.sale.total]));
  table(sale, '주택형별', soldCols('주택형'), soldRows(r.sale.byType));
  table(sale, '동별', soldCols('동'), soldRows(r.sale.byDong));
  table(sale, '층별', soldCols('층'), soldRows(r.sale.byFloor));
  table(
    sale,
    '일별 계약',
    [{ header: '일자', width: 16 }, { header: '신규 계약', width: 12, fmt: COUNT }, { header: '해약', width: 10, fmt: COUNT }, { header: '누적 계약 세대', width: 14, fmt: COUNT }],
    r.sale.byDay.map((d) => [d.day, d.contracts, d.cancelled, d.sold]),
  );

  const money = wb.addWorksheet('수납');
  heading(money, r, '수납');
  table(
    money,
    '회차별 수납',
    STAGE_HEADINGS.map((header, i) => (i ? { header, width: i === 4 ? 10 : 18, fmt: i === 4 ? PERCENT : WON } : { header, width: 16 })),
    [...r.money.stages, r.money.total].map((s) => [s.label, s.amount, s.due, s.received, s.rate, s.overdue]),
  );
  table(money, '원장 합계', [{ header: '구분', width: 16 }, { header: '금액', width: 18, fmt: WON }], [['납부 합계', r.money.paid], ['남은 분양대금', r.money.outstanding]]);
  table(
    money,
    '연체 기간별',
    [{ header: '연체 기간', width: 16 }, { header: '건수', width: 18, fmt: COUNT }, { header: '세대', width: 18, fmt: COUNT }, { header: '금액', width: 18, fmt: WON }],
    r.money.ages.map((a) => [a.label, a.count, a.households, a.amount]),
  );
  table(money, '주별 수납', [{ header: '주', width: 16 }, { header: '수납액', width: 18, fmt: WON }], r.money.byWeek.map((w) => [w.week, w.amount]));

  const after = wb.addWorksheet('입주·하자');
  heading(after, r, '입주·하자');
  if (r.moveIn) {
    table(
      after,
      '라인별 입주',
      [{ header: '라인', width: 16 }, { header: '계약 세대', width: 12, fmt: COUNT }, { header: '입주 세대', width: 12, fmt: COUNT }, { header: '입주율', width: 10, fmt: PERCENT }],
      [...r.moveIn.byLine, r.moveIn.total].map((l) => [l.line, l.contracted, l.movedIn, l.rate]),
    );
  } else after.addRow(['입주가 아직 시작되지 않았습니다.']);
  if (r.defects) {
    const cols = (first: string): Col[] => [
      { header: first, width: 16 },
      { header: '접수', width: 12, fmt: COUNT },
      { header: '완료(확인)', width: 12, fmt: COUNT },
      { header: '미완료', width: 10, fmt: COUNT },
      { header: '처리 일수(중앙값)', width: 18, fmt: '0.0' },
    ];
    const rows = (list: DefectRow[]): Cell[][] => list.map((d) => [d.key, d.received, d.closed, d.open, d.medianDays]);
    table(after, '하자 유형별', cols('유형'), rows([...r.defects.byKind, r.defects.total]));
    table(after, '협력업체별', cols('협력업체'), rows(r.defects.byContractor));
  } else after.addRow(['접수된 하자가 아직 없습니다.']);

  return Buffer.from(await wb.xlsx.writeBuffer());
}
