/**
 * The bank's list of 중도금 대출 executed (issue 66), as CSV or the bank's Excel workbook (its first
 * sheet), read as the bank writes it: a title above the header is skipped, the columns are found by
 * their Korean headings in the bank's words (동·호 apart or in one 동호수 column, 대출은행, 적용금리(%),
 * 대출회차, 실행일자, 실행금액(원) …), other columns (차주명, 대출계좌) are left alone, and blank and
 * 합계 rows are passed over. Each row registers the household's loan (bank, rate) and records its 회차
 * (loans.ts); a 회차 already recorded is counted as repeated, so the same list imported twice changes
 * nothing. A list without a bank or rate column takes the ones the desk gives with it.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Types } from 'mongoose';
import { HttpError } from '../http/errors';
import { liveContractOf } from './live';
import { ContractLoan } from './loan-model';
import { LOAN_MESSAGES, recordDraw, roundKey, setLoan } from './loans';
import { depositAmount, depositDay } from './deposit-csv';
import type { LoanImportResult } from '../../shared/settlement';

/** Each column the import reads, and the headings banks give it (squashed: no spaces, dots, brackets, %, 원). */
const HEADINGS = {
  dong: ['동'],
  ho: ['호', '호수'],
  unit: ['동호', '동호수', '동호실'],
  bank: ['은행', '대출은행', '취급은행', '은행명', '금융기관', '대출기관'],
  rate: ['금리', '적용금리', '대출금리', '이율', '연이율', '이자율', '후불이자율'],
  round: ['회차', '대출회차', '실행회차', '중도금회차', '차수'],
  day: ['실행일', '실행일자', '대출실행일', '대출실행일자', '대출일', '대출일자', '취급일', '취급일자'],
  amount: ['실행금액', '대출실행금액', '실행액', '대출금액', '취급금액'],
} as const;
type Column = keyof typeof HEADINGS;

export const LOAN_COLUMNS = ['동', '호', '은행', '금리', '회차', '실행일', '실행금액'] as const;
export const LOAN_IMPORT_MESSAGES = {
  header: `대출 실행 내역의 머리글(${LOAN_COLUMNS.join(', ')})을 찾지 못했습니다. 동·호(또는 동호수), 회차, 실행일, 실행금액 열이 있어야 합니다.`,
  unreadable: '대출 실행 내역 파일을 읽을 수 없습니다. CSV 또는 엑셀(xlsx) 파일인지 확인해 주세요.',
  unit: '동·호를 읽을 수 없습니다 (예: 101동 1203호).',
  notFound: (unit: string) => `${unit} 계약을 찾지 못했습니다.`,
} as const;


const squash = (v: unknown) => String(v ?? '').replace(/[\s·.\-/()[\]%원]/g, '');

/** A cell as text: dates as YYYY-MM-DD, a rate kept as a percentage (0.045 → 4.5), formulas by their result. */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'number') return String(cell.numFmt?.includes('%') ? Math.round(v * 1e6) / 1e4 : v);
  if (v && typeof v === 'object') {
    if ('result' in v) return v.result instanceof Date ? v.result.toISOString().slice(0, 10) : String(v.result ?? '');
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
  }
  return String(v ?? '');
}

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: row.cellCount }, (_, k) => cellText(row.getCell(k + 1))));
  }
  return rows;
}

export async function loanRows(input: { csv?: string; xlsx?: string }): Promise<string[][]> {
  try {
    if (input.xlsx) return await xlsxRows(Buffer.from(input.xlsx, 'base64'));
    return parse(input.csv ?? '', { relax_column_count: true, bom: true }) as string[][];
  } catch {
    throw new HttpError(400, LOAN_IMPORT_MESSAGES.unreadable);
  }
}

/** The header row (among the first ten) and where each column is; null when there is none. */
function findHeader(rows: string[][]): { at: number; col: Partial<Record<Column, number>> } | null {
  for (let at = 0; at < Math.min(rows.length, 10); at++) {
    const cells = rows[at]!.map(squash);
    const col: Partial<Record<Column, number>> = {};
    for (const [name, words] of Object.entries(HEADINGS) as [Column, readonly string[]][]) {
      const i = cells.findIndex((c) => words.includes(c));
      if (i >= 0) col[name] = i;
    }
    const unit = (col.dong !== undefined && col.ho !== undefined) || col.unit !== undefined;
    if (unit && col.round !== undefined && col.day !== undefined && col.amount !== undefined) return { at, col };
  }
  return null;
}

/** '101동 1203호', '101-1203', '101/1203' → '101-1203'. */
const unitFrom = (dong: string, ho: string, both: string): string | null => {
  const m = both ? /^(\d{1,4})\s*동?\s*[-/ ]?\s*(\d{1,5})\s*호?$/.exec(both.trim()) : null;
  const d = m ? m[1] : dong.trim().replace(/동$/, '');
  const h = m ? m[2] : ho.trim().replace(/호$/, '');
  return /^\d{1,4}$/.test(d ?? '') && /^\d{1,5}$/.test(h ?? '') ? `${d}-${h}` : null;
};

/** The rate as written ('4.5', '4.50%', '연 4.5%') → 4.5; NaN when there is none. */
const rateFrom = (raw: string) => (/\d/.test(raw) ? Number(raw.replace(/[연%\s]/g, '')) : NaN);

export async function importLoans(rows: string[][], by: string, now: Date, given: { bank?: string; ratePercent?: number } = {}): Promise<LoanImportResult> {
  const header = findHeader(rows);
  if (!header) throw new HttpError(400, LOAN_IMPORT_MESSAGES.header);
  const { at, col } = header;
  const result: LoanImportResult = { recorded: 0, repeated: 0, rejected: [] };
  for (let n = at + 1; n < rows.length; n++) {
    const r = rows[n]!;
    const line = n + 1;
    const cell = (c: Column) => (col[c] === undefined ? '' : String(r[col[c]!] ?? '').trim());
    if (r.every((v) => !String(v ?? '').trim()) || r.some((v) => /^(합계|총계|소계|계)$/.test(squash(v)))) continue;
    const unitKey = unitFrom(cell('dong'), cell('ho'), cell('unit'));
    if (!unitKey) {
      result.rejected.push({ line, reason: LOAN_IMPORT_MESSAGES.unit });
      continue;
    }
    const contract = await liveContractOf<{ _id: Types.ObjectId; instalments: { key: string }[] }>(unitKey, { _id: 1, 'instalments.key': 1 });
    if (!contract) {
      result.rejected.push({ line, reason: LOAN_IMPORT_MESSAGES.notFound(`${unitKey.replace('-', '동 ')}호`) });
      continue;
    }
    try {
      // The row is checked whole before anything is written: a bad row changes nothing.
      const key = roundKey(cell('round'));
      if (!key || !contract.instalments.some((i) => i.key === key)) throw new HttpError(400, LOAN_MESSAGES.round(cell('round')));
      const day = depositDay(cell('day'));
      if (!day) throw new HttpError(400, LOAN_MESSAGES.day);
      const amount = depositAmount(cell('amount'));
      if (!amount) throw new HttpError(400, LOAN_MESSAGES.amount);
      const bank = cell('bank') || given.bank || '';
      const rate = cell('rate') ? rateFrom(cell('rate')) : (given.ratePercent ?? NaN);
      const loan = await ContractLoan.findById(contract._id).lean();
      if (!loan || loan.bank !== bank || loan.ratePercent !== rate) await setLoan(contract._id, { bank, ratePercent: rate }, by, now);
      await recordDraw({ _id: contract._id }, { round: cell('round'), day, amount }, by, now);
      result.recorded++;
    } catch (err) {
      if (err instanceof HttpError && err.status === 409 && /이미 대출 실행/.test(err.message)) result.repeated++;
      else if (err instanceof HttpError) result.rejected.push({ line, reason: err.message });
      else throw err;
    }
  }
  return result;
}
