/**
 * Reads the deposit list as the bank or trust company gives it (CSV with the columns 거래일, 입금자,
 * 계좌, 금액; UTF-8 or EUC-KR, decoded before it gets here). Each line gets its row key: a hash of
 * the line's four values, normalised (server/core/deposit-key.ts), and its occurrence number among
 * identical deposits of the file, so the same deposits listed again, in any date format, give the
 * same keys, and two identical deposits on one day are two deposits.
 */
import { parse } from 'csv-parse/sync';
import { HttpError } from '../http/errors';
import { isDay } from '../core/time';
import { DEPOSIT_MESSAGES } from '../../shared/deposits';
import { depositIdentity, depositKey } from '../core/deposit-key';

export const MAX_DEPOSIT_ROWS = 20_000;

/** Column names, compared without spaces: the contract's first, then what banks' own exports call them. */
const COLUMNS = {
  dealtAt: ['거래일', '거래일시', '거래일자', '입금일', '입금일시'],
  depositor: ['입금자', '입금자명', '의뢰인', '보낸분'],
  account: ['계좌', '가상계좌', '계좌번호', '입금계좌'],
  amount: ['금액', '입금액', '입금금액', '거래금액'],
} as const;

export interface DepositRow {
  line: number;
  rowKey: string;
  dealtAt: string;
  day: string;
  depositor: string;
  account: string;
  accountKey: string;
  amount: number;
  /** '101-1203' when the depositor's name carries a 동·호. */
  unitKey: string | null;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** '2026-11-20', '2026.11.20 14:03:22', '2026/11/20', '20261120' → '2026-11-20'. */
export function depositDay(raw: string): string | null {
  const t = raw.trim();
  const m = /^(\d{4})\s*[.\-/년]\s*(\d{1,2})\s*[.\-/월]\s*(\d{1,2})/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})(?!\d)/.exec(t);
  if (!m) return null;
  const day = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isDay(day) ? day : null;
}

/** '1,234,567', '1234567원', '₩1,234' → won; null when it is not a whole positive amount. */
export function depositAmount(raw: string): number | null {
  const t = raw.replace(/[,\s원₩]/g, '');
  if (!/^\d{1,13}$/.test(t)) return null;
  const n = Number(t);
  return n > 0 ? n : null;
}

/** The 동·호 written in a depositor's name: '101-1203 홍길동', '101동1203호', '홍길동 101동 1203호' → '101-1203'. */
export function unitInName(depositor: string): string | null {
  const m = /(\d{2,4})\s*동\s*(\d{3,4})\s*호?/.exec(depositor) ?? /(?<!\d)(\d{2,4})\s*[-_.·]\s*(\d{3,4})(?!\d)/.exec(depositor);
  return m ? `${Number(m[1])}-${Number(m[2])}` : null;
}

export interface ParsedDeposits {
  rows: DepositRow[];
  /** Lines that could not be read, with the reason (the header is line 1). */
  rejected: { line: number; reason: string }[];
}

export function parseDepositCsv(text: string): ParsedDeposits {
  if (!text.trim()) throw new HttpError(400, DEPOSIT_MESSAGES.emptyCsv);
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: false, trim: true, bom: true });
  } catch {
    throw new HttpError(400, DEPOSIT_MESSAGES.unreadable);
  }
  const header = (records[0] ?? []).map((h) => h.replace(/[\s\uFEFF]/g, ''));
  const at = (names: readonly string[]) => names.map((n) => header.indexOf(n)).find((i) => i >= 0) ?? -1;
  const idx = { dealtAt: at(COLUMNS.dealtAt), depositor: at(COLUMNS.depositor), account: at(COLUMNS.account), amount: at(COLUMNS.amount) };
  if (Object.values(idx).some((i) => i < 0)) throw new HttpError(400, DEPOSIT_MESSAGES.header);
  if (records.length - 1 > MAX_DEPOSIT_ROWS) throw new HttpError(400, DEPOSIT_MESSAGES.tooLarge);

  const rows: DepositRow[] = [];
  const rejected: ParsedDeposits['rejected'] = [];
  const seen = new Map<string, number>();
  records.slice(1).forEach((record, i) => {
    const line = i + 2;
    if (record.every((cell) => !cell)) return;
    const dealtAt = squash(record[idx.dealtAt] ?? '');
    const depositor = squash(record[idx.depositor] ?? '');
    const account = squash(record[idx.account] ?? '');
    const rawAmount = (record[idx.amount] ?? '').trim();
    const day = depositDay(dealtAt);
    const amount = depositAmount(rawAmount);
    const reason = !day
      ? `거래일(${dealtAt || '빈칸'})을 날짜로 읽을 수 없습니다.`
      : amount === null
        ? `금액(${rawAmount || '빈칸'})은 0보다 큰 원 단위 숫자여야 합니다.`
        : !depositor && !account
          ? '입금자와 계좌가 모두 비어 있습니다.'
          : null;
    if (reason) return rejected.push({ line, reason });
    const accountKey = account.replace(/\D/g, '');
    const identity = depositIdentity({ dealtAt, depositor, account, amount: amount! });
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    const rowKey = depositKey(identity, occurrence);
    rows.push({ line, rowKey, dealtAt, day: day!, depositor: depositor.slice(0, 100), account: account.slice(0, 50), accountKey, amount: amount!, unitKey: unitInName(depositor) });
  });
  return { rows, rejected };
}
