/**
 * 납부확인서: a PDF made on request of what a contract holder has paid (name, 동/호, each payment paid,
 * the totals, the day it was made), in Korean. The font is the site's own (Pretendard, OFL; the npm
 * package ships it with the app), embedded as a subset of the glyphs used, with its Unicode map, so any
 * PDF reader shows and copies the Korean text without fonts of its own.
 */
import PDFDocument from 'pdfkit';
import { koreanDate } from '../../shared/kst';
import type { SiteConfig } from '../../shared/site.config';
import type { Statement } from '../contracts/statement';
import { MONEY_WORDS } from '../../shared/payment-status';
import { groupDigits } from '../../shared/korean-format';

import { FONT } from '../core/pdf-font';

/** The site's Korean font (Pretendard), embedded as a subset: the sale report's PDF uses it too. */
export { FONT };
const won = (n: number) => `${groupDigits(n)}원`;

/** Who issues the receipt: the 시행사 and its 사업자등록번호, from the site's disclosures. */
export interface Issuer {
  projectName: string;
  developer: string;
  businessNumber: string;
}

export const issuerOf = (site: SiteConfig): Issuer => ({ projectName: site.projectName, developer: site.developer, businessNumber: site.disclosures.developerBusinessNumber });

export interface ReceiptFacts extends Issuer {
  holders: string[];
  statement: Statement;
  /** 발급번호 (receipt-issue.ts) and the address where the paper is checked. */
  code?: string;
  verifyUrl?: string;
}

export function receiptPdf({ projectName, developer, businessNumber, holders, statement: s, code, verifyUrl }: ReceiptFacts): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, font: FONT, info: { Title: '납부확인서', Author: projectName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(22).text('납부확인서', { align: 'center' });
  if (code) doc.fontSize(10).text(`발급번호 ${code}`, { align: 'right' });
  doc.moveDown(1.2).fontSize(11);
  doc.text(`단지명: ${projectName}`);
  doc.text(`동·호수: ${s.dong}동 ${s.ho}호${s.unitType ? ` (${s.unitType} 타입)` : ''}`);
  doc.text(`계약자: ${holders.join(', ')}`);
  doc.moveDown();

  const left = doc.page.margins.left;
  const cols = [left, left + 120, left + 230, left + 340];
  const row = (a: string, d: string, b: string, c: string) => {
    const y = doc.y;
    doc.text(a, cols[0], y, { width: 115 });
    doc.text(d, cols[1], y, { width: 105 });
    doc.text(b, cols[2], y, { width: 105 });
    doc.text(c, cols[3], y, { width: 140, align: 'right' });
    doc.x = left;
  };
  row('회차', '납부기한', '납부일', '납부금액');
  doc.moveTo(left, doc.y + 2).lineTo(left + 480, doc.y + 2).stroke();
  doc.moveDown(0.4);
  const paid = s.payments.filter((p) => p.paid > 0);
  if (paid.length === 0) doc.text('납부하신 금액이 아직 없습니다.', left);
  for (const p of paid) row(p.label, p.dueDate ?? p.dueBy ? koreanDate((p.dueDate ?? p.dueBy)!) : (p.dueText ?? '-'), p.paidOn ? koreanDate(p.paidOn) : '일부 납부', won(p.paid));
  doc.moveDown();
  doc.text(`납부 합계: ${won(s.paid)}`, left);
  doc.text(`분양대금 총액: ${won(s.total)}  ·  ${MONEY_WORDS.upcoming}: ${won(s.upcoming)}`, left);
  // The words of /my and the desk (shared/payment-status.ts): nothing not yet due is called unpaid.
  if (s.overdue > 0) doc.text(`${MONEY_WORDS.overdue}: ${won(s.overdue)}  ·  ${MONEY_WORDS.late}: ${won(s.late)} (${koreanDate(s.today)} 기준)`, left);
  // A 연체료 kept after its instalment was paid is still owed (decision 0057): said, so the sum below explains itself.
  else if (s.late > 0) doc.text(`${MONEY_WORDS.late}(납부 지연분): ${won(s.late)} (${koreanDate(s.today)} 기준)`, left);
  doc.text(`${MONEY_WORDS.payNow}: ${won(s.payNow)}`, left);
  doc.moveDown(2);
  doc.text('위 금액을 납부하셨음을 확인합니다.', left, undefined, { align: 'center' });
  doc.moveDown();
  doc.text(`발급일: ${koreanDate(s.today)}`, { align: 'center' });
  doc.text(projectName, { align: 'center' });
  doc.moveDown(0.5);
  doc.text(`시행사: ${developer}  (사업자등록번호 ${businessNumber})`, { align: 'center' });
  if (verifyUrl) {
    doc.moveDown(1.5).fontSize(9);
    doc.text(`진위 확인: ${verifyUrl} (발급번호로 발급 내용을 확인하실 수 있습니다)`, left, undefined, { align: 'center' });
  }
  doc.end();
  return done;
}
