/**
 * What the weekly sale report adds for the 신탁사 and the 대주단 (issue 68): the cover's facts, the
 * 금액 단위 chosen at download, 분양률 by amount, 할인 분양, the unsold units, this week against last,
 * the 수납 reconciliation, 연체료, unmatched deposits, 중도금 대출 by bank, the corrections of a week
 * already sent and a finished week's files with their SHA-256. Units and sums only: no person.
 */
import { addDays } from './kst';

/** 금액 단위 of a download: `?unit=won|thousand|million` (원, 천원, 백만원). */
export const AMOUNT_UNITS = ['won', 'thousand', 'million'] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];
export const AMOUNT_UNIT_INFO: Record<AmountUnit, { label: string; divisor: number; numFmt: string }> = {
  won: { label: '원', divisor: 1, numFmt: '#,##0' },
  // A trailing comma divides by 1,000 in Excel's and LibreOffice's formats: the cell keeps the won.
  thousand: { label: '천원', divisor: 1_000, numFmt: '#,##0,' },
  million: { label: '백만원', divisor: 1_000_000, numFmt: '#,##0,,' },
};
export const isAmountUnit = (s: unknown): s is AmountUnit => typeof s === 'string' && (AMOUNT_UNITS as readonly string[]).includes(s);
/** The unit as a download's address may name it: its code or its Korean label ('천원'). */
export const amountUnitOf = (s: unknown): unknown =>
  typeof s === 'string' ? (AMOUNT_UNITS.find((u) => u === s || AMOUNT_UNIT_INFO[u].label === s) ?? s) : s;

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
const parts = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d, w: WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]! };
};

/** A week in words: '2026년 11월 30일(월) ~ 12월 6일(일)', '2026년 12월 7일(월) ~ 13일(일)', across a year both years. */
export function periodWords(monday: string): string {
  const a = parts(monday);
  const b = parts(addDays(monday, 6));
  const end = a.y !== b.y ? `${b.y}년 ${b.m}월 ${b.d}일` : a.m !== b.m ? `${b.m}월 ${b.d}일` : `${b.d}일`;
  return `${a.y}년 ${a.m}월 ${a.d}일(${a.w}) ~ ${end}(${b.w})`;
}

/** The cover: the parties as the site config names them, the week in words, when and by whom it was made. */
export interface SaleCover {
  projectName: string;
  /** 시행사, 시공사, 신탁사. */
  developer: string;
  contractor: string;
  trustee: string;
  /** The week's Monday and Sunday, and the words of it. */
  from: string;
  to: string;
  period: string;
  /** Who made it: the week's close ('주간 마감(자동)') or the desk account that downloaded the running week. */
  madeBy: string;
}

/** 할인 분양: of the units sold with a list price, what they list at, what they were contracted at, the difference. */
export interface DiscountRow {
  key: string;
  units: number;
  /** Of them, sold under the list price. */
  discounted: number;
  listPrice: number;
  contracted: number;
  discount: number;
  /** discount / listPrice, 0–1. */
  rate: number;
}

export interface UnsoldUnit {
  dong: string;
  ho: string;
  unitType: string;
  /** Null when the price table has no price for the unit. */
  listPrice: number | null;
}

/** One week's movement: new contracts (and their amount), 해약, money received and 연체 at its end. */
export interface WeekMove {
  week: string;
  contracts: number;
  contractAmount: number;
  cancelled: number;
  received: number;
  /** 연체액 at the week's end: the running week's now, last week's as its kept report said (null: not kept). */
  overdue: number | null;
}

/**
 * 수납 reconciled to the ledger: 분양대금 수납 (계약금·중도금·잔금 of the contracts sold) plus one
 * adjustment line of its parts equals the ledger's money in (every contract's payments, 해약 and
 * options included, 초과 납부, and deposits waiting unmatched). Decision 0059.
 */
export interface Reconciliation {
  /** 계약금·중도금·잔금 received on the contracts sold. */
  saleReceived: number;
  /** The adjustment's parts. */
  options: number;
  /** What the ended contracts paid in (= 위약금 kept + refunded + refund due). */
  endedPaid: number;
  surplus: number;
  unmatched: number;
  adjustment: number;
  /** saleReceived + adjustment. */
  ledgerTotal: number;
}

export interface StageGroup {
  /** 'down', 'mid', 'balance'. */
  key: string;
  label: string;
  amount: number;
  due: number;
  received: number;
  early: number;
  overdue: number;
}

export interface LateFigures {
  /** 연체료 charged to the day on the contracts sold (kept by late payments and running), less waivers. */
  charged: number;
  /** Of it, fixed by payments already made. */
  kept: number;
  waived: number;
}

export interface UnmatchedFigures {
  count: number;
  amount: number;
  /** The oldest waiting deposit's day. */
  oldest: string | null;
}

export interface LoanBankRow {
  bank: string;
  households: number;
  /** 실행액: every 회차 drawn. */
  executed: number;
  /** 이자후불: interest accrued to the day (contracts/settlement.ts's deferredInterest). */
  accrued: number;
}

/** The figures a later report compares with a week already sent, as they stood at the week's end. */
export interface AsOf {
  day: string;
  sold: number;
  contracted: number;
  cancelled: number;
  received: number;
}

/** A figure of a week already sent that reads otherwise now (a late import, a back-dated 해약). */
export interface Correction {
  week: string;
  key: keyof Omit<AsOf, 'day'>;
  label: string;
  sent: number;
  now: number;
}

export const CORRECTION_LABELS: Record<Correction['key'], string> = { sold: '계약 세대', contracted: '계약 금액', cancelled: '해약 세대', received: '누적 수납액' };

/** A finished week's file: stored once, served as stored. */
export interface KeptFile {
  kind: 'pdf' | 'xlsx';
  unit: AmountUnit;
  sha256: string;
  bytes: number;
}

/** Who made a kept week's files. */
export const WEEK_CLOSE_MAKER = '주간 마감(자동)';

/** The Monday and Sunday of a week given its Monday. */
export const weekDays = (monday: string) => ({ from: monday, to: addDays(monday, 6) });
