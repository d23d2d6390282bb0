/**
 * A statement's lines under its header: each row read by its columns into a day and time, a payer,
 * 입금, 출금 and 잔액; blank rows, totals (합계) and withdrawals skipped and counted; and the running
 * balance checked the way a bank's bookkeeping holds it: each 잔액 is the one before + 입금 − 출금.
 * A break means lines are missing between two rows (a statement fetched in pieces, a page left
 * out): it is reported with both rows and the difference, and the lines are still applied.
 */
import { depositInstant } from '../core/deposit-key';
import { isDay } from '../core/time';
import type { BalanceGap } from '../../shared/deposits';
import type { Columns } from './statement-layout';
import { groupDigits } from '../../shared/korean-format';

export interface StatementLine {
  /** The row in the file (the first row is 1). */
  row: number;
  /** '2026-12-02 09:12:44', or the day alone when the bank gives no time. */
  dealtAt: string;
  day: string;
  payer: string;
  memo: string;
  /** The account column's text (a 가상계좌), if the file has one. */
  account: string;
  /** The other text cells (적요, 거래내용 …), searched for a 가상계좌 or a 동·호. */
  text: string;
  in: number;
  out: number;
  balance: number | null;
}

export interface SkippedRow {
  row: number;
  kind: 'withdrawal' | 'total' | 'unreadable' | 'empty-amount';
  reason: string;
  dealtAt?: string;
  payer?: string;
  out?: number;
}

export interface ReadLines {
  /** Every dated line in the file's order: deposits and withdrawals (the balance check needs both). */
  lines: StatementLine[];
  skipped: SkippedRow[];
  blank: number;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** '1,250,000', '1250000원', '-', '' → won (0 for nothing); null when it is no amount at all. */
export function moneyCell(raw: string): number | null {
  const t = raw.replace(/[,\s원₩]/g, '');
  if (!t || t === '-' || t === '0') return 0;
  if (!/^-?\d{1,13}(\.0+)?$/.test(t)) return null;
  return Math.abs(Math.round(Number(t)));
}

const TOTAL = /^(합\s*계|총\s*계|소\s*계|누\s*계|계)$|합계|총계|소계/;

export function readLines(rows: string[][], headerRow: number, cols: Columns): ReadLines {
  const { at } = cols;
  const cell = (r: string[], i: number | undefined) => (i === undefined ? '' : squash(r[i] ?? ''));
  const lines: StatementLine[] = [];
  const skipped: SkippedRow[] = [];
  let blank = 0;
  for (let r = headerRow + 1; r < rows.length; r++) {
    const record = rows[r] ?? [];
    const row = r + 1;
    if (record.every((c) => !c || !String(c).trim())) {
      blank++;
      continue;
    }
    const dayText = cell(record, at.day);
    const timeText = cell(record, at.time);
    const instant = depositInstant(timeText && !/\d{1,2}:\d{2}/.test(dayText) ? `${dayText} ${timeText}` : dayText);
    if (!instant || !isDay(instant.slice(0, 10))) {
      if (record.some((c) => TOTAL.test(squash(c ?? '')))) skipped.push({ row, kind: 'total', reason: '합계 줄' });
      else skipped.push({ row, kind: 'unreadable', reason: `거래일(${dayText || '빈칸'})을 날짜로 읽을 수 없습니다.` });
      continue;
    }
    const inRaw = cell(record, at.in);
    const amountIn = moneyCell(inRaw);
    const amountOut = moneyCell(cell(record, at.out)) ?? 0;
    const balance = at.balance === undefined ? null : moneyCell(cell(record, at.balance));
    const payer = cell(record, at.payer).slice(0, 100);
    if (amountIn === null) {
      skipped.push({ row, kind: 'unreadable', reason: `입금액(${inRaw})은 원 단위 숫자여야 합니다.`, dealtAt: instant, payer });
      continue;
    }
    const line: StatementLine = {
      row,
      dealtAt: instant,
      day: instant.slice(0, 10),
      payer,
      memo: cell(record, at.memo).slice(0, 200),
      account: cell(record, at.account).slice(0, 50),
      text: cols.text.map((i) => cell(record, i)).filter(Boolean).join(' ').slice(0, 300),
      in: amountIn,
      out: amountOut,
      balance,
    };
    lines.push(line);
    if (!amountIn) skipped.push(amountOut ? { row, kind: 'withdrawal', reason: '출금', dealtAt: instant, payer, out: amountOut } : { row, kind: 'empty-amount', reason: '입금액이 없는 줄', dealtAt: instant, payer });
  }
  return { lines, skipped, blank };
}

const won = (n: number) => `${groupDigits(n)}원`;
const minute = (instant: string) => instant.slice(0, 16);

/**
 * The breaks in the running balance, the lines taken oldest first (a bank that lists the newest
 * first is read backwards). Lines without a 잔액 are not checked.
 */
export function balanceGaps(lines: StatementLine[]): BalanceGap[] {
  const dated = lines.filter((l) => l.balance !== null);
  if (dated.length < 2) return [];
  const newestFirst = dated[0]!.dealtAt > dated[dated.length - 1]!.dealtAt;
  const ordered = newestFirst ? [...dated].reverse() : dated;
  const gaps: BalanceGap[] = [];
  for (let i = 1; i < ordered.length; i++) {
    const prev = ordered[i - 1]!;
    const cur = ordered[i]!;
    const expected = prev.balance! + cur.in - cur.out;
    if (expected === cur.balance) continue;
    const difference = cur.balance! - expected;
    gaps.push({
      afterRow: prev.row,
      beforeRow: cur.row,
      after: minute(prev.dealtAt),
      before: minute(cur.dealtAt),
      difference,
      message: `${minute(prev.dealtAt)} 다음 줄이 빠진 것 같습니다: ${won(Math.abs(difference))} 차이`,
    });
  }
  return gaps;
}

/** "출금 3줄, 합계 1줄, 빈 줄 2줄은 건너뛰었습니다." ('' when nothing was skipped). */
export function skippedWords(read: Pick<ReadLines, 'skipped' | 'blank'>): string {
  const n = (k: SkippedRow['kind']) => read.skipped.filter((s) => s.kind === k).length;
  const parts = [
    n('withdrawal') ? `출금 ${groupDigits(n('withdrawal'))}줄` : '',
    n('total') ? `합계 ${n('total')}줄` : '',
    n('empty-amount') ? `금액 없는 줄 ${n('empty-amount')}줄` : '',
    read.blank ? `빈 줄 ${groupDigits(read.blank)}줄` : '',
    n('unreadable') ? `읽지 못한 줄 ${n('unreadable')}줄` : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join(', ')}은 건너뛰었습니다.` : '';
}
