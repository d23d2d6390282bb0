/**
 * How the report's PDF is laid out (pdfkit, the site's Korean font): A4 portrait, a heading on each
 * page, tables across the full width that carry on to the next page with their headings again,
 * and "n / N 쪽" at each page's foot once every page is known.
 */
import PDFDocument from 'pdfkit';
import { FONT } from '../core/pdf-font';
import { createRequire } from 'node:module';

export const BOLD = createRequire(import.meta.url).resolve('pretendard/dist/public/static/alternative/Pretendard-Bold.ttf');
export const MARGIN = 40;
export const WIDTH = 595 - 2 * MARGIN;
const BOTTOM = 842 - MARGIN - 18;
const ROW = 13;

export type PdfCol = { header: string; width: number; right?: boolean };

export interface Layout {
  doc: PDFKit.PDFDocument;
  y: number;
}

export function newDoc(title: string, author: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, font: FONT, bufferPages: true, info: { Title: title, Author: author } });
  // The regular face under the key the document opened it with (the path), so it is parsed once, not twice.
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A page's heading: the report's title and the part. */
export function page(l: Layout, heading: string, sub: string, first = false) {
  if (!first) l.doc.addPage();
  l.doc.font('bold').fontSize(14).fillColor('#0b2545').text(heading, MARGIN, MARGIN, { width: WIDTH, lineBreak: false });
  l.doc.font(FONT).fontSize(8.5).fillColor('#444').text(sub, MARGIN, MARGIN + 20, { width: WIDTH, lineBreak: false });
  l.doc.fillColor('#111');
  l.y = MARGIN + 40;
}

/** Room for `rows` more rows, else a new page (its heading repeated by `again`). */
function room(l: Layout, rows: number, again: () => void) {
  if (l.y + rows * ROW > BOTTOM) again();
}

/** A titled table; rows starting 합계 or 소계 in bold. It breaks to a new page where it must, its headings again. */
export function table(l: Layout, title: string, cols: PdfCol[], rows: string[][], again: () => void) {
  const doc = l.doc;
  room(l, 3, again);
  doc.font('bold').fontSize(10).fillColor('#0b2545').text(title, MARGIN, l.y, { width: WIDTH, lineBreak: false });
  l.y += ROW + 3;
  const line = (cells: string[], bold: boolean) => {
    let x = MARGIN;
    doc.font(bold ? 'bold' : FONT).fontSize(8.5).fillColor('#111');
    cells.forEach((c, i) => {
      const col = cols[i]!;
      doc.text(c, x + 2, l.y, { width: col.width - 6, align: col.right ? 'right' : 'left', lineBreak: false });
      x += col.width;
    });
    l.y += ROW;
  };
  const head = () => {
    const w = cols.reduce((s, c) => s + c.width, 0);
    doc.rect(MARGIN, l.y - 2, w, ROW).fill('#e8eef5');
    line(cols.map((c) => c.header), true);
    doc.moveTo(MARGIN, l.y - 1).lineTo(MARGIN + w, l.y - 1).lineWidth(0.5).stroke('#888');
  };
  head();
  for (const r of rows) {
    if (l.y + ROW > BOTTOM) {
      again();
      head();
    }
    line(r, /^(합계|.*소계|분양대금 합계|원장 입금 합계|조정)$/.test(r[0] ?? ''));
  }
  l.y += 10;
}

/** A paragraph of words (notes, the cover's lines). */
export function words(l: Layout, text: string, size = 8.5, color = '#444') {
  l.doc.font(FONT).fontSize(size).fillColor(color);
  const h = l.doc.heightOfString(text, { width: WIDTH });
  l.doc.text(text, MARGIN, l.y, { width: WIDTH });
  l.doc.fillColor('#111');
  l.y += h + 6;
}

/** "n / N 쪽" at the foot of every page, and the report's name on the left. */
export function footers(doc: PDFKit.PDFDocument, left: string) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Written inside the bottom margin: without this pdfkit would start a page for it.
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor('#5f6670');
    doc.text(left, MARGIN, 842 - MARGIN, { width: WIDTH / 2, lineBreak: false, height: 10 });
    doc.text(`${i + 1} / ${range.count} 쪽`, MARGIN + WIDTH / 2, 842 - MARGIN, { width: WIDTH / 2, align: 'right', lineBreak: false, height: 10 });
  }
}
