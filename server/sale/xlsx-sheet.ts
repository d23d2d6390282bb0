/**
 * The workbook's sheets as a finance team works in them: each headed by the site, the week in words,
 * the 기준일, when and by whom it was made and the 금액 단위, those rows frozen; A4 landscape fitted
 * to the width, page numbers in the footer, the heading printed on every page. Amounts stay in won in
 * the cell and are shown in the chosen unit by their number format (a trailing comma divides by
 * 1,000), so sums made in the sheet are to the won.
 */
import type ExcelJS from 'exceljs';
import { kstStamp } from '../core/time';
import type { SaleReport } from '../../shared/sale';
import { AMOUNT_UNIT_INFO, type AmountUnit } from '../../shared/sale-lender';

export const PERCENT = '0.0%';
export const COUNT = '#,##0';
/** A column: its heading, width and kind ('money' takes the unit's format and says the unit in its heading). */
export type Col = { header: string; width: number; kind?: 'money' | 'count' | 'percent' | 'days' };
export type Cell = string | number | null;

const HEAD_ROWS = 6;

export function sheet(wb: ExcelJS.Workbook, r: SaleReport, unit: AmountUnit, title: string, extraFrozen = 0): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(title, {
    views: [{ state: 'frozen', ySplit: HEAD_ROWS + extraFrozen, xSplit: 0 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 } },
    headerFooter: { oddFooter: `&L${r.projectName} 분양 현황 보고 · ${title}&R&P / &N 쪽` },
  });
  ws.addRow([`${r.projectName} 분양 현황 보고 · ${title}`]).font = { bold: true, size: 14 };
  ws.addRow(['보고 기간', r.cover.period]);
  ws.addRow(['기준일', r.today]);
  ws.addRow(['작성', `${kstStamp(r.madeAt)} (KST) · ${r.cover.madeBy || '-'}`]);
  ws.addRow(['금액 단위', AMOUNT_UNIT_INFO[unit].label]);
  ws.addRow([]);
  ws.getColumn(1).width = 18;
  ws.pageSetup.printTitlesRow = `1:${HEAD_ROWS}`;
  return ws;
}

const fmtOf = (c: Col, unit: AmountUnit) => (c.kind === 'money' ? AMOUNT_UNIT_INFO[unit].numFmt : c.kind === 'percent' ? PERCENT : c.kind === 'days' ? '0.0' : c.kind === 'count' ? COUNT : undefined);
export const headerOf = (c: Col, unit: AmountUnit) => (c.kind === 'money' ? `${c.header}(${AMOUNT_UNIT_INFO[unit].label})` : c.header);

/** A titled table: bold headings on a tint, each column's format on its cells, `bold` rows (totals) in bold. */
export function table(ws: ExcelJS.Worksheet, unit: AmountUnit, title: string | null, cols: Col[], rows: Cell[][], bold: (row: Cell[]) => boolean = (x) => /합계|소계/.test(String(x[0]))) {
  if (title) ws.addRow([title]).font = { bold: true, size: 12 };
  const head = ws.addRow(cols.map((c) => headerOf(c, unit)));
  head.font = { bold: true };
  head.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF5' } };
    c.alignment = { vertical: 'middle', wrapText: true };
  });
  for (const values of rows) {
    const row = ws.addRow(values);
    cols.forEach((c, i) => {
      const f = fmtOf(c, unit);
      if (f) row.getCell(i + 1).numFmt = f;
    });
    if (bold(values)) row.font = { bold: true };
  }
  cols.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = Math.max(col.width ?? 0, c.width);
  });
  ws.addRow([]);
}

/** A line of words under a table. */
export const note = (ws: ExcelJS.Worksheet, text: string) => {
  ws.addRow([text]).font = { italic: true, color: { argb: 'FF5F6670' } };
};
