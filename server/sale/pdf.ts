/**
 * The weekly report as a PDF of two A4 pages (pdfkit, with the 납부확인서's Korean font): page one
 * 분양률, page two 수납, 입주 and 하자, each table in one of two columns. Long lists stop at what fits
 * and say so; the workbook has every row.
 */
import PDFDocument from 'pdfkit';
import { FONT } from '../my/receipt';
import { kstStamp } from '../core/time';
import { STAGE_HEADINGS, weekLabel, type SaleReport } from '../../shared/sale';
import { groupDigits } from '../../shared/korean-format';

const won = (n: number) => `${groupDigits(n)}원`;
const count = (n: number) => groupDigits(n);
export const pct = (r: number) => `${(r * 100).toFixed(1)}%`;

const MARGIN = 40;
const GAP = 18;
const ROW = 12.5;
const BOTTOM = 842 - MARGIN;

type Col = { header: string; width: number; right?: boolean };

/** Draws a titled table from `y` in a column; stops at `max` rows (or the page's end) and says how many are left. */
function table(doc: PDFKit.PDFDocument, x: number, y: number, title: string, cols: Col[], rows: string[][], max = 60): number {
  doc.fontSize(10).text(title, x, y, { lineBreak: false });
  y += ROW + 3;
  const line = (cells: string[], bold = false) => {
    let cx = x;
    doc.fontSize(8.5).fillColor(bold ? '#0b2545' : '#111');
    cells.forEach((c, i) => {
      doc.text(c, cx, y, { width: cols[i]!.width - 4, align: cols[i]!.right ? 'right' : 'left', lineBreak: false });
      cx += cols[i]!.width;
    });
    y += ROW;
  };
  line(cols.map((c) => c.header), true);
  const width = cols.reduce((s, c) => s + c.width, 0);
  doc.moveTo(x, y - 2).lineTo(x + width, y - 2).lineWidth(0.5).stroke('#888');
  const room = Math.max(0, Math.floor((BOTTOM - y) / ROW) - 1);
  const shown = rows.slice(0, Math.min(max, room));
  for (const r of shown) line(r);
  if (shown.length < rows.length) line([`외 ${rows.length - shown.length}행은 엑셀 파일에 있습니다.`]);
  doc.fillColor('#111');
  return y + GAP;
}

const soldCols: Col[] = [
  { header: '구분', width: 70 },
  { header: '공급', width: 44, right: true },
  { header: '계약', width: 44, right: true },
  { header: '분양률', width: 46, right: true },
  { header: '해약', width: 40, right: true },
];
const soldRows = (rows: SaleReport['sale']['byType']) => rows.map((r) => [r.key, count(r.supplied), count(r.sold), pct(r.rate), count(r.cancelled)]);
const defectCols = (first: string): Col[] => [
  { header: first, width: 76 },
  { header: '접수', width: 40, right: true },
  { header: '완료', width: 40, right: true },
  { header: '미완료', width: 40, right: true },
  { header: '중앙 일수', width: 48, right: true },
];

export function salePdf(r: SaleReport): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, font: FONT, info: { Title: `분양 현황 보고 ${r.week}`, Author: r.projectName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = MARGIN;
  const right = MARGIN + (595 - 2 * MARGIN + GAP) / 2;
  const head = (part: string) => {
    doc.fontSize(15).text(`${r.projectName} 분양 현황 보고 · ${part}`, left, MARGIN, { lineBreak: false });
    doc.fontSize(9).text(`${weekLabel(r.week)} · 기준일 ${r.today} · 작성 ${kstStamp(r.madeAt)} (KST)`, left, MARGIN + 22, { lineBreak: false });
    return MARGIN + 46;
  };

  let top = head('분양률');
  let y = table(doc, left, top, '전체', soldCols, soldRows([r.sale.total]));
  y = table(doc, left, y, '주택형별', soldCols, soldRows(r.sale.byType), 20);
  table(doc, left, y, '층별', soldCols, soldRows(r.sale.byFloor));
  y = table(doc, right, top, '동별', soldCols, soldRows(r.sale.byDong), 30);
  const recent = r.sale.byDay.slice(-14).reverse();
  table(doc, right, y, '최근 14일 계약', [{ header: '일자', width: 80 }, { header: '신규', width: 50, right: true }, { header: '해약', width: 50, right: true }, { header: '누적', width: 64, right: true }], recent.map((d) => [d.day, count(d.contracts), count(d.cancelled), count(d.sold)]));

  doc.addPage();
  top = head('수납 · 입주 · 하자');
  const m = r.money;
  const split = table(
    doc,
    left,
    top,
    '회차별 수납',
    STAGE_HEADINGS.map((header, i) => ({ header, width: [80, 95, 95, 95, 50, 100][i]!, right: i > 0 })),
    [...m.stages, m.total].map((s) => [s.label, won(s.amount), won(s.due), won(s.received), pct(s.rate), won(s.overdue)]),
    22,
  );
  y = table(doc, left, split, '연체', [{ header: '연체 기간', width: 70 }, { header: '건수', width: 40, right: true }, { header: '세대', width: 40, right: true }, { header: '금액', width: 94, right: true }], m.ages.map((a) => [a.label, count(a.count), count(a.households), won(a.amount)]));
  y = table(doc, left, y, '원장 합계', [{ header: '구분', width: 100 }, { header: '금액', width: 144, right: true }], [['납부 합계', won(m.paid)], ['남은 분양대금', won(m.outstanding)], ['연체 합계', won(m.total.overdue)]]);
  table(doc, left, y, '주별 수납(최근 8주)', [{ header: '주', width: 100 }, { header: '수납액', width: 144, right: true }], m.byWeek.slice(-8).reverse().map((w) => [w.week, won(w.amount)]));

  y = split;
  if (r.moveIn) y = table(doc, right, y, '라인별 입주', [{ header: '라인', width: 90 }, { header: '계약', width: 50, right: true }, { header: '입주', width: 50, right: true }, { header: '입주율', width: 54, right: true }], [r.moveIn.total, ...r.moveIn.byLine].map((l) => [l.line, count(l.contracted), count(l.movedIn), pct(l.rate)]), 18);
  else y = table(doc, right, y, '입주', [{ header: '입주가 아직 시작되지 않았습니다.', width: 244 }], []);
  if (r.defects) {
    const rows = (list: typeof r.defects.byKind) => list.map((d) => [d.key, count(d.received), count(d.closed), count(d.open), d.medianDays === null ? '-' : `${d.medianDays}일`]);
    y = table(doc, right, y, '하자 유형별', defectCols('유형'), rows([...r.defects.byKind, r.defects.total]), 14);
    table(doc, right, y, '협력업체별', defectCols('협력업체'), rows(r.defects.byContractor), 12);
  } else table(doc, right, y, '하자', [{ header: '접수된 하자가 아직 없습니다.', width: 244 }], []);
  doc.end();
  return done;
}
