/**
 * The 입주 정산서 as an A4 PDF the buyer prints for the bank's 잔금대출 and the desk hands over: the
 * unit, the day, each line with its note, the total and the account to pay into. Pretendard embedded
 * as a subset (server/core/pdf-font.ts), so any reader shows the Korean.
 */
import PDFDocument from 'pdfkit';
import { FONT } from '../core/pdf-font';
import { koreanDate } from '../../shared/kst';
import { settlementSplit, type Settlement } from '../../shared/settlement';
import { groupDigits } from '../../shared/korean-format';

const won = (n: number) => `${n < 0 ? '-' : ''}${groupDigits(Math.abs(n))}원`;

export interface SettlementPaper {
  projectName: string;
  developer: string;
  holders: string[];
  payTo: { bank: string; number: string; holder: string } | null;
  issuedOn: string;
}

export function settlementPdf(s: Settlement, paper: SettlementPaper): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, font: FONT, info: { Title: '입주 잔금 정산서', Author: paper.projectName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  doc.fontSize(22).text('입주 잔금 정산서', { align: 'center' });
  doc.moveDown(1.2).fontSize(11);
  doc.text(`단지명: ${paper.projectName}`);
  doc.text(`동·호수: ${s.dong}동 ${s.ho}호`);
  doc.text(`계약자: ${paper.holders.join(', ')}`);
  doc.text(`정산 기준일: ${koreanDate(s.on)}`);
  doc.moveDown();
  const row = (a: string, b: string, c: string, size = 11) => {
    const y = doc.y;
    doc.fontSize(size).text(a, left, y, { width: 125 });
    const h1 = doc.y;
    doc.text(b, left + 125, y, { width: 110, align: 'right' });
    const h2 = doc.y;
    doc.fontSize(9).text(c, left + 250, y + 1, { width: 233 });
    doc.y = Math.max(doc.y, h1, h2) + 4;
    doc.fontSize(11);
  };
  row('항목', '금액', '내용');
  doc.moveTo(left, doc.y).lineTo(left + 483, doc.y).stroke();
  doc.moveDown(0.3);
  for (const l of s.lines) row(l.label, won(l.amount), l.note);
  doc.moveTo(left, doc.y).lineTo(left + 483, doc.y).stroke();
  doc.moveDown(0.4);
  row(s.total > 0 ? '납부하실 금액' : '정산 결과', won(s.total), s.total > 0 ? `${koreanDate(s.on)}에 납부하실 때` : s.total === 0 ? '완납: 입주증을 받으실 수 있습니다' : '환불받으실 금액이 있습니다', 13);
  doc.moveDown();
  // The 관리비 예치금 is paid at the management office (its line's note): what goes to the sale's account is the rest.
  const { deposit, toAccount } = settlementSplit(s);
  if (s.total > 0 && deposit > 0) doc.text(`관리비 예치금 ${won(deposit)}은 관리사무소에, ${toAccount > 0 ? `나머지 ${won(toAccount)}은 아래 계좌로 내 주세요.` : '분양대금 계좌로 내실 금액은 없습니다.'}`, left);
  if (paper.payTo && toAccount > 0) doc.text(`입금 계좌: ${paper.payTo.bank} ${paper.payTo.number} (예금주 ${paper.payTo.holder})`, left);
  doc.fontSize(9).text('연체료와 중도금 후불이자는 정산 기준일까지 하루 단위로 계산되며(연 365일, 원 미만 절사), 기준일이 달라지면 금액이 달라집니다.', left);
  doc.moveDown(2).fontSize(11);
  doc.text(`발급일: ${koreanDate(paper.issuedOn)}`, { align: 'center' });
  doc.text(`${paper.projectName}  ·  ${paper.developer}`, { align: 'center' });
  doc.end();
  return done;
}
