/**
 * Statement files as the six banks export them, made up here from a list of lines (made-up people):
 * KB국민 CSV in CP949 with three title rows, newest first; 신한 BIFF .xls with date and time apart and
 * headings broken over two lines; 우리 an HTML table in EUC-KR saved as .xls; 하나 xlsx with its header
 * on row 5 and a 합계 row last; NH농협 xlsx with its header on row 7 from column C; IBK기업 BIFF .xls.
 */
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';

export interface Line {
  /** 'YYYY-MM-DD HH:MM:SS' */
  at: string;
  payer: string;
  in?: number;
  out?: number;
  memo?: string;
  /** 잔액 after the line, when the test gives it (a piece of a statement keeps the bank's numbers). */
  balance?: number;
}
export type Bank = 'kb' | 'shinhan' | 'woori' | 'hana' | 'nh' | 'ibk';
export const BANKS: Bank[] = ['kb', 'shinhan', 'woori', 'hana', 'nh', 'ibk'];
export const FILE_NAMES: Record<Bank, string> = { kb: 'kb.csv', shinhan: 'shinhan.xls', woori: 'woori.xls', hana: 'hana.xlsx', nh: 'nh.xlsx', ibk: 'ibk.xls' };

/** Each line with its 잔액 after it, from an opening balance. */
export function withBalances(lines: Line[], opening = 100_000_000) {
  let b = opening;
  return lines.map((l) => ({ ...l, in: l.in ?? 0, out: l.out ?? 0, balance: l.balance ?? (b += (l.in ?? 0) - (l.out ?? 0)) }));
}

const dotted = (at: string, seconds = true) => at.replace(/-/g, '.').slice(0, seconds ? 19 : 16);
const xls = (aoa: unknown[][]) => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), '거래내역');
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer);
};
async function xlsx(aoa: unknown[][], startColumn = 1): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('거래내역조회');
  aoa.forEach((row, r) => row.forEach((v, c) => v !== '' && (ws.getCell(r + 1, c + startColumn).value = v as ExcelJS.CellValue)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const csvCell = (v: unknown) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
const money = (n: number) => (n ? n.toLocaleString('ko-KR') : '');

/** The bank's file of `lines` for the account `account` ('123-456-789012'). */
export async function statementFile(bank: Bank, lines: Line[], account = '140-013-579246', opening = 100_000_000): Promise<Buffer> {
  const rows = withBalances(lines, opening);
  switch (bank) {
    case 'kb': {
      const head = [['거래내역조회'], [`계좌번호 : ${account}`, '', '예금주 : 해온신탁'], ['조회기간 : 2026.12.01 ~ 2026.12.07']];
      const body = [...rows].reverse().map((r) => [dotted(r.at), r.in ? '타행이체' : '인터넷출금', r.payer, money(r.out) || '0', money(r.in) || '0', money(r.balance), r.memo ?? '', '본점']);
      const text = [...head, ['거래일시', '적요', '보낸분/받는분', '출금액', '입금액', '잔액', '송금메모', '거래점'], ...body].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
      return iconv.encode(text, 'cp949');
    }
    case 'shinhan':
      return xls([
        ['신한은행 거래내역조회'],
        [],
        [`조회계좌: ${account}`],
        ['거래일자', '거래시간', '적요', '출금\n(원)', '입금\n(원)', '내용', '잔액\n(원)', '거래점'],
        ...rows.map((r) => [r.at.slice(0, 10), r.at.slice(11), r.memo ?? (r.in ? '타행' : '출금'), r.out, r.in, r.payer, r.balance, '영업부']),
      ]);
    case 'woori': {
      const tr = (cells: unknown[], tag = 'td') => `<tr>${cells.map((c) => `<${tag}>${String(c)}</${tag}>`).join('')}</tr>`;
      const html = `<html><head><meta http-equiv="Content-Type" content="application/vnd.ms-excel; charset=euc-kr"></head><body><table>
${tr([`계좌번호 ${account}`])}
${tr(['조회기간 2026.12.01 ~ 2026.12.07'])}
${tr(['No.', '거래일시', '적요', '기재내용', '찾으신금액', '맡기신금액', '거래후 잔액', '취급기관', '메모'], 'th')}
${rows.map((r, i) => tr([i + 1, dotted(r.at, false), r.in ? '인터넷' : '출금', r.payer, money(r.out) || '0', money(r.in) || '0', money(r.balance), '우리은행', r.memo ?? ''])).join('\n')}
</table></body></html>`;
      return iconv.encode(html, 'euc-kr');
    }
    case 'hana':
      return xlsx([
        ['거래내역조회'],
        [`계좌번호 ${account}`],
        ['예금주 해온신탁'],
        [],
        ['거래일시', '구분', '적요', '의뢰인/수취인', '입금', '출금', '거래후잔액', '거래점', '비고'],
        ...rows.map((r) => [r.at.slice(0, 16), r.in ? '입금' : '출금', '이체', r.payer, r.in, r.out, r.balance, '하나은행', r.memo ?? '']),
        ['합계', '', '', '', rows.reduce((s, r) => s + r.in, 0), rows.reduce((s, r) => s + r.out, 0), '', '', ''],
      ]);
    case 'nh':
      return xlsx(
        [
          ['농협 거래내역'],
          [`계좌번호: ${account}`],
          [],
          ['조회일자 2026/12/07'],
          [],
          [],
          ['순번', '거래일시', '출금금액', '입금금액', '거래후잔액', '거래내용', '거래기록사항', '거래점', '이체메모'],
          ...rows.map((r, i) => [i + 1, r.at.replace(/-/g, '/'), r.out, r.in, r.balance, r.in ? '전자금융' : '출금', r.payer, '농협', r.memo ?? '']),
        ],
        3,
      );
    case 'ibk':
      return xls([
        [`계좌번호 ${account}`],
        ['순번', '거래일시', '출금', '입금', '거래후 잔액', '거래내용', '상대계좌번호', '상대은행', '메모', '거래구분', '상대계좌예금주명'],
        ...rows.map((r, i) => [i + 1, r.at, r.out, r.in, r.balance, r.in ? '이체입금' : '이체출금', '110-222-333444', '신한', r.memo ?? '', r.in ? '입금' : '출금', r.payer]),
      ]);
  }
}

/** A password-protected workbook as Office saves it: an OLE file holding EncryptionInfo and EncryptedPackage. */
export function encryptedWorkbook(): Buffer {
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0, ...Buffer.from('<encryption/>')]));
  XLSX.CFB.utils.cfb_add(cfb, '/EncryptedPackage', Buffer.alloc(4096, 7));
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer);
}
