/**
 * The bank's list of 중도금 대출 executed (issue 66), as CSV or the bank's Excel workbook (its first
 * sheet): one row per household and 회차, with 동, 호, 은행, 금리 (연 %), 회차, 실행일, 실행금액. Each row
 * registers the household's loan (bank, rate) and records its 회차 (loans.ts); a 회차 already recorded
 * is counted as repeated, so the same list imported twice changes nothing.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { HttpError } from '../http/errors';
import { Contract } from './model';
import { ContractLoan } from './loan-model';
import { recordDraw, setLoan } from './loans';
import { depositDay } from './deposit-csv';

export const LOAN_COLUMNS = ['동', '호', '은행', '금리', '회차', '실행일', '실행금액'] as const;
const HEADER = `첫 줄에 ${LOAN_COLUMNS.join(', ')} 열이 있어야 합니다.`;

export interface LoanImportResult {
  recorded: number;
  repeated: number;
  rejected: { line: number; reason: string }[];
}

const squash = (v: unknown) => String(v ?? '').replace(/\s+/g, '');

/** A sheet's rows as text (dates as YYYY-MM-DD, numbers as written). */
async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'object' && v && 'result' in v ? String((v as { result: unknown }).result) : String(v ?? ''))));
  });
  return rows;
}

export async function loanRows(input: { csv?: string; xlsx?: string }): Promise<string[][]> {
  if (input.xlsx) return xlsxRows(Buffer.from(input.xlsx, 'base64'));
  try {
    return parse(input.csv ?? '', { skip_empty_lines: true, relax_column_count: true, bom: true }) as string[][];
  } catch {
    throw new HttpError(400, '대출 실행 내역 파일을 읽을 수 없습니다. CSV 또는 엑셀(xlsx) 파일인지 확인해 주세요.');
  }
}

export async function importLoans(rows: string[][], by: string, now: Date): Promise<LoanImportResult> {
  const [head, ...body] = rows;
  const cols = (head ?? []).map(squash);
  const at = Object.fromEntries(LOAN_COLUMNS.map((c) => [c, cols.indexOf(c)])) as Record<(typeof LOAN_COLUMNS)[number], number>;
  if (Object.values(at).some((i) => i < 0)) throw new HttpError(400, HEADER);
  const result: LoanImportResult = { recorded: 0, repeated: 0, rejected: [] };
  for (const [n, r] of body.entries()) {
    const line = n + 2;
    const cell = (c: (typeof LOAN_COLUMNS)[number]) => String(r[at[c]] ?? '').trim();
    const unitKey = `${cell('동').replace(/동$/, '')}-${cell('호').replace(/호$/, '')}`;
    const contract = await Contract.findOne({ unitKey }, { _id: 1 }).lean();
    if (!contract) {
      result.rejected.push({ line, reason: `${unitKey.replace('-', '동 ')}호 계약을 찾지 못했습니다.` });
      continue;
    }
    try {
      const rate = Number(cell('금리').replace(/[%\s]/g, ''));
      const loan = await ContractLoan.findById(contract._id).lean();
      if (!loan || loan.bank !== cell('은행') || loan.ratePercent !== rate) await setLoan(contract._id, { bank: cell('은행'), ratePercent: rate }, by, now);
      const day = depositDay(cell('실행일')) ?? cell('실행일');
      await recordDraw(contract, { round: cell('회차'), day, amount: Number(cell('실행금액').replace(/[,원\s]/g, '')) }, by, now);
      result.recorded++;
    } catch (err) {
      if (err instanceof HttpError && err.status === 409 && /이미 대출 실행/.test(err.message)) result.repeated++;
      else if (err instanceof HttpError) result.rejected.push({ line, reason: err.message });
      else throw err;
    }
  }
  return result;
}
