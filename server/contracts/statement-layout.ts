/**
 * Where a statement's lines are: the header row found wherever it is (title rows above it, columns
 * that start at C), each column read by its name as the six banks write it (KB국민, 신한, 우리, 하나,
 * NH농협, IBK기업, and the site's own 거래일,입금자,계좌,금액), or by a layout the desk mapped once.
 * Headings are compared without spaces, line breaks and a trailing "(원)".
 */
import { STATEMENT_FIELDS, type StatementField, type StatementLayout } from '../../shared/deposits';

/** Each field's headings, the most telling first (a payer's name before a transaction's kind). */
const HEADINGS: Record<StatementField, string[]> = {
  day: ['거래일시', '거래일자', '거래일', '입금일시', '입금일', '일자', '거래날짜'],
  time: ['거래시간', '거래시각', '시간', '시각'],
  payer: ['입금자', '입금자명', '보낸분/받는분', '보낸분받는분', '의뢰인/수취인', '의뢰인수취인', '상대계좌예금주명', '기재내용', '거래기록사항', '내용', '보낸분', '의뢰인', '예금주'],
  in: ['입금액', '입금', '입금금액', '맡기신금액', '금액'],
  out: ['출금액', '출금', '출금금액', '찾으신금액', '지급액'],
  balance: ['잔액', '거래후잔액', '거래후 잔액', '잔고'],
  memo: ['송금메모', '메모', '이체메모', '비고', '적요', '거래내용'],
  account: ['가상계좌', '가상계좌번호', '계좌', '입금계좌', '계좌번호'],
};

/** '거래후\n잔액(원)' → '거래후잔액'. */
export const headingKey = (s: string) => s.replace(/\s+/g, '').replace(/\((원|₩|KRW)\)$/i, '').normalize('NFC');

export interface Columns {
  /** The index of each field's column in the header row (day and in at least). */
  at: Partial<Record<StatementField, number>>;
  /** Other text columns (적요, 거래내용 …): searched for a 가상계좌 or a 동·호 too. */
  text: number[];
}

function columnsByName(header: string[]): Columns | null {
  const keys = header.map(headingKey);
  const at: Columns['at'] = {};
  const taken = new Set<number>();
  for (const field of STATEMENT_FIELDS) {
    for (const name of HEADINGS[field]) {
      const i = keys.findIndex((k, j) => !taken.has(j) && k === headingKey(name));
      if (i >= 0) {
        at[field] = i;
        taken.add(i);
        break;
      }
    }
  }
  if (at.day === undefined || at.in === undefined) return null;
  const text = keys.map((k, i) => (k && !taken.has(i) ? i : -1)).filter((i) => i >= 0);
  return { at, text };
}

function columnsByLayout(header: string[], layout: StatementLayout): Columns | null {
  const keys = header.map(headingKey);
  const at: Columns['at'] = {};
  for (const field of STATEMENT_FIELDS) {
    const name = layout.columns[field];
    if (!name) continue;
    const i = keys.indexOf(headingKey(name));
    if (i < 0) return null;
    at[field] = i;
  }
  if (at.day === undefined || at.in === undefined) return null;
  const used = new Set(Object.values(at));
  return { at, text: keys.map((k, i) => (k && !used.has(i) ? i : -1)).filter((i) => i >= 0) };
}

/** How many rows from the top the header is looked for in. */
const HEADER_SCAN = 60;

export interface FoundHeader {
  /** Index of the header row in the table. */
  row: number;
  columns: Columns;
}

/** The header row: the first of the top rows whose headings name a day and a deposit (by name, or by a saved layout). */
export function findHeader(rows: string[][], layouts: StatementLayout[] = []): FoundHeader | null {
  const top = Math.min(rows.length, HEADER_SCAN);
  for (let r = 0; r < top; r++) {
    const header = rows[r] ?? [];
    if (header.filter(Boolean).length < 2) continue;
    for (const l of layouts) {
      const columns = columnsByLayout(header, l);
      if (columns) return { row: r, columns };
    }
    const columns = columnsByName(header);
    if (columns) return { row: r, columns };
  }
  return null;
}

/** The row that most looks like a header (most text cells among the top rows), offered to the desk to map. */
export function likelyHeader(rows: string[][]): { row: number; headings: string[] } | null {
  let best: { row: number; headings: string[] } | null = null;
  for (let r = 0; r < Math.min(rows.length, HEADER_SCAN); r++) {
    const cells = (rows[r] ?? []).map((c) => c.trim());
    const words = cells.filter((c) => c && !/^[\d,.\-/: ]+$/.test(c)).length;
    if (words >= 2 && (!best || words > best.headings.filter(Boolean).length)) best = { row: r, headings: cells };
  }
  return best;
}

/** An account number written in the title rows ("계좌번호 : 123-456-789012"), its digits, or ''. */
export function statementAccount(rows: string[][], headerRow: number): string {
  for (const row of rows.slice(0, headerRow)) {
    const text = row.join(' ');
    const m = /(\d{2,6}-\d{2,6}-\d{2,8}(?:-\d{1,6})?)/.exec(text);
    if (m) return m[1]!.replace(/\D/g, '');
  }
  return '';
}

/** A header's signature: the layout saved for a file with no account number is found by it. */
export const headerSignature = (headings: string[]) => headings.map(headingKey).filter(Boolean).join('|');
