/**
 * The sale in numbers (/admin/sale, its workbook and PDF): the one rule of what counts as sold
 * (decision 0047), the report's weeks (ISO weeks in Korea time), the floor bands and the shape
 * the page, the files and the weekly snapshot share. Counts and sums only: no person is in it.
 */
import { addDays } from './kst';
import type { AsOf, Correction, DiscountRow, KeptFile, LateFigures, LoanBankRow, Reconciliation, SaleCover, StageGroup, UnmatchedFigures, UnsoldUnit, WeekMove } from './sale-lender';

/** What the rule reads of a contract. */
export interface SaleFacts {
  contractDate?: string | null;
  cancelledOn?: string | null;
}

/**
 * Decision 0047: a unit is sold (계약) on `day` when its contract is in the ledger, is not ended by a
 * 해약 on or before that day, and was not signed after it (a contract without a date counts from
 * the day it is in the ledger). A contract ended is a 해약, never a sale.
 */
export function saleStatus(c: SaleFacts, day: string): 'sold' | 'cancelled' | 'later' {
  if (c.cancelledOn && c.cancelledOn <= day) return 'cancelled';
  if (c.contractDate && c.contractDate > day) return 'later';
  return 'sold';
}

/** Floors in bands of five: '1~5층', '6~10층', … */
export function floorBand(floor: number | null | undefined): string {
  if (!floor || floor < 1) return '층 미상';
  const from = Math.floor((floor - 1) / 5) * 5 + 1;
  return `${from}~${from + 4}층`;
}

const WEEK = /^(\d{4})-W(\d{2})$/;

/** The Monday of an ISO week ('2026-W48' → '2026-11-23'), or null when it is not a week. */
export function weekMonday(week: string): string | null {
  const m = WEEK.exec(week);
  if (!m) return null;
  const year = Number(m[1]);
  const n = Number(m[2]);
  // The sale's years only: Date.UTC reads 0–99 as 1900–1999, and year 0 has no day to name.
  if (year < 2000 || year > 2999) return null;
  // 4 January is always in week 1; its Monday starts the year's weeks.
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday1 = addDays(`${year}-01-04`, -((jan4.getUTCDay() + 6) % 7));
  const monday = addDays(monday1, (n - 1) * 7);
  return n >= 1 && isoWeek(monday) === week ? monday : null;
}

/** The ISO week of a Korean day ('2026-11-28' → '2026-W48'). */
export function isoWeek(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const thursday = addDays(day, 3 - ((d.getUTCDay() + 6) % 7));
  const year = Number(thursday.slice(0, 4));
  const n = Math.floor((Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1;
  return `${year}-W${String(n).padStart(2, '0')}`;
}

/** '2026-W48 (11월 23일~11월 29일)' as headings name a week. */
export function weekLabel(week: string): string {
  const mon = weekMonday(week);
  if (!mon) return week;
  const md = (day: string) => `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;
  return `${week.slice(0, 4)}년 ${Number(week.slice(6))}주 (${md(mon)}~${md(addDays(mon, 6))})`;
}

export interface SoldRow {
  key: string;
  supplied: number;
  sold: number;
  cancelled: number;
  /** sold / supplied, 0–1. */
  rate: number;
  /** 분양률 by amount: the list price of the units supplied, the contract price of those sold, their ratio. */
  listPrice: number;
  contracted: number;
  amountRate: number;
}

export interface StageRow {
  /** 'down-1', 'mid-3', 'balance', 'option'. */
  key: string;
  label: string;
  /** 약정액: every instalment of the stage. */
  amount: number;
  /** 도래액: what fell due up to the day. */
  due: number;
  /**
   * 수납액: everything paid into the stage, what is paid before its day (선납, early 잔금) included, so
   * the total row's equals the ledger's paid.
   */
  received: number;
  /** Of `received`, what was paid before the instalment fell due (선납). */
  early: number;
  /** 수납률: what is paid of what fell due, over what fell due (0–1). */
  rate: number;
  /** 연체액: what is overdue (the due list's overdue rows of the stage). */
  overdue: number;
}

export interface AgeRow {
  key: 'under30' | '30to90' | 'over90';
  label: string;
  /** Instalments overdue, households (contracts) they belong to, and the amount. */
  count: number;
  households: number;
  amount: number;
}

export interface MoveInRow {
  line: string;
  /** Households sold in the line, and those moved in (입주 marked visited). */
  contracted: number;
  movedIn: number;
  rate: number;
}

export interface DefectRow {
  key: string;
  received: number;
  closed: number;
  open: number;
  /** Median days from 접수 to 확인 of those closed; null when none is closed. */
  medianDays: number | null;
}

export interface SaleReport {
  projectName: string;
  /** The cover: parties, the week in words, who made it. */
  cover: SaleCover;
  week: string;
  /** When the figures were taken (ISO), and their Korea day. */
  madeAt: string;
  today: string;
  /** The week still running: figures as of now, not a snapshot. */
  live: boolean;
  sale: {
    total: SoldRow;
    byType: SoldRow[];
    byDong: SoldRow[];
    byFloor: SoldRow[];
    /** Each day from the first contract: new contracts, 해약, and the units sold at its end. */
    byDay: { day: string; contracts: number; cancelled: number; sold: number }[];
    /** 할인 분양 by 주택형 and in total. */
    discounts: { byType: DiscountRow[]; total: DiscountRow };
    /** The units supplied and not sold, by 동·호 (units, never people). */
    unsold: { units: UnsoldUnit[]; total: { units: number; listPrice: number } };
  };
  /** This week against last. */
  compare: { thisWeek: WeekMove; lastWeek: WeekMove };
  money: {
    /** 계약금, 중도금 and 잔금 by 회차 (options are in the reconciliation), their subtotals and the total. */
    stages: StageRow[];
    groups: StageGroup[];
    total: StageRow;
    reconcile: Reconciliation;
    late: LateFigures;
    unmatched: UnmatchedFigures;
    /** The ledger's paid and outstanding over the contracts sold. */
    paid: number;
    outstanding: number;
    /** Owed back: 초과 납부 of the contracts sold, and what 해약 leave (위약금 kept, refunds due and made). */
    owedBack?: { surplus: number; penalty: number; refundDue: number; refunded: number; endedCount: number };
    ages: AgeRow[];
    /** Money applied to instalments, by the ISO week of the deposit's day. */
    byWeek: { week: string; amount: number }[];
    /** The same by the deposit's day: only days with money in. */
    byDay: { day: string; amount: number }[];
  };
  /** Null until the first 입주 is booked. */
  moveIn: { total: MoveInRow; byDong: MoveInRow[]; byLine: MoveInRow[] } | null;
  /** 중도금 대출 by bank; null while no loan is recorded. */
  loans: { byBank: LoanBankRow[]; total: LoanBankRow } | null;
  /** The figures as of the report's day, for the next week's corrections. */
  asOf: AsOf;
  /** Figures of the week before that read otherwise now than as it was sent. */
  corrections: Correction[];
  /** A week kept before the lenders' report: its newer parts are empty (server/sale/kept-shape.ts). */
  legacy?: boolean;
  /** A finished week's stored files (absent on the running week). */
  files?: KeptFile[];
  /** Null until the first 하자 is filed. */
  defects: { total: DefectRow; byKind: DefectRow[]; byContractor: DefectRow[] } | null;
}

export interface AdminSaleData {
  email: string | null;
  role?: import('./permissions').Role | null;
  report: SaleReport | null;
  /** The weeks that can be shown: the running one and every one kept. */
  weeks: string[];
  /** Why there is no report (a week not kept). */
  error?: string;
}

export const SALE_MESSAGES = {
  badWeek: '주(週)는 2026-W48 형식으로 선택해 주세요.',
  futureWeek: '아직 오지 않은 주입니다. 이번 주나 지난 주를 선택해 주세요.',
  noSnapshot: '그 주의 기록이 없습니다. 매주 월요일 0시에 지난주 기록이 저장됩니다.',
  badUnit: '금액 단위는 원(won), 천원(thousand), 백만원(million) 가운데 하나로 선택해 주세요.',
  fileMissing: '저장된 보고서 파일을 찾지 못했습니다. 관리자에게 알려 주세요.',
  legacy: '이 주는 이전 형식으로 저장되어 금액 기준 분양률, 할인 분양, 미분양 세대, 주간 비교, 원장과의 대사, 중도금 대출 항목이 없습니다.',
} as const;

/** The 회차별 수납 table's headings, as the page, the workbook and the PDF all print them. */
export const STAGE_HEADINGS = ['회차', '약정액', '도래액', '수납액', '수납률', '연체액'] as const;

export const AGE_LABELS: Record<AgeRow['key'], string> = { under30: '30일 미만', '30to90': '30~90일', over90: '90일 초과' };

/** The stage of an instalment key: 'down-2' and 'mid-3' as they are, every option as one. */
export const stageOf = (key: string): string => (key.startsWith('option') ? 'option' : key);

/** Stages in the order they fall due: 계약금, 중도금, 잔금, then options. */
export function stageOrder(a: string, b: string): number {
  const rank = (k: string) => (k.startsWith('down') ? 0 : k.startsWith('mid') ? 1 : k === 'balance' ? 2 : 3);
  const n = (k: string) => Number(/-(\d+)$/.exec(k)?.[1] ?? 0);
  return rank(a) - rank(b) || n(a) - n(b) || a.localeCompare(b);
}
