/** Payments in (입금 관리) and the instalments due, as the desk reads them. Money in won, integers. */
import type { InstalmentStatus } from './payment-status';

export const DEPOSIT_MESSAGES = {
  emptyCsv: '입금 내역 파일이 비어 있습니다.',
  header: '입금 내역 파일의 첫 줄은 거래일,입금자,계좌,금액 이어야 합니다.',
  unreadable: '입금 내역 파일을 읽을 수 없습니다. CSV(쉼표로 구분) 형식인지 확인해 주세요.',
  tooLarge: '한 번에 20,000건까지 올릴 수 있습니다. 파일을 나누어 올려 주세요.',
  noContract: '해당 계약을 찾을 수 없습니다. 동·호를 확인해 주세요.',
  alreadyMatched: '이미 계약에 반영된 입금입니다. 목록을 새로 고쳐 주세요.',
  notFound: '해당 입금 내역을 찾을 수 없습니다.',
} as const;

export interface DepositUnmatched {
  /** The line in the file, the header being line 1. */
  line: number;
  /** The waiting deposit's id (the desk matches it by hand with it); absent for a rejected line. */
  id?: string;
  day?: string;
  depositor?: string;
  account?: string;
  amount?: number;
  /** Why it was not applied: no contract found, or the line could not be read. */
  reason: string;
}

export interface DepositImportResult {
  /** New deposits matched to a contract and applied to its instalments. */
  matched: number;
  /** New deposits with no contract found (they wait for the desk) and lines that could not be read. */
  unmatched: DepositUnmatched[];
  /** Lines already imported before (a file imported again): nothing changes for them. */
  repeated: number;
}

export interface DepositAllocation {
  key: string;
  label: string;
  amount: number;
}

export type DepositState = 'matched' | 'unmatched';

/** A contract the depositor's text points to (its 호 and name), offered to the desk for a waiting deposit. */
export interface DepositSuggestion {
  contractId: string;
  /** '101동 1504호 정하늘' */
  unit: string;
}

/** POST /api/admin/contracts/deposits/:id/preview: what a link would do, nothing written. */
export interface DepositMatchPreview {
  contractId: string;
  unit: string;
  amount: number;
  parts: DepositAllocation[];
  surplus: number;
}

/** POST /api/admin/contracts/deposits/:id/match: the deposit as applied and the sentence that confirms it. */
export interface DepositMatchResult {
  ok: true;
  deposit: AdminDeposit;
  message: string;
}

export interface AdminDeposit {
  id: string;
  day: string;
  depositor: string;
  account: string;
  amount: number;
  state: DepositState;
  /** How it found its contract: by 가상계좌, by the 동·호 in the depositor's name, or by the desk. */
  matchedBy?: 'account' | 'unit' | 'desk';
  unit?: string;
  allocation: DepositAllocation[];
  /** Paid beyond every instalment of the contract (a refund or a later option). */
  surplus: number;
  importedAt: string;
  /** Waiting deposits: contracts suggested from the depositor's text. */
  suggestions?: DepositSuggestion[];
}

export const MATCHED_BY_LABELS = { account: '가상계좌', unit: '입금자명 동·호', desk: '수동 연결' } as const;

/** One instalment not paid in full whose due day has come or is near. */
export interface DueRow {
  contractId: string;
  dong: string;
  ho: string;
  /** The first contract holder's name. */
  holder: string;
  key: string;
  /** 회차: '중도금 3회' … */
  label: string;
  dueDate: string;
  amount: number;
  paid: number;
  outstanding: number;
  /** Days past the due date (0 while it is not yet past). */
  daysLate: number;
  /** The first holder's phone (the desk calls it). */
  phone: string;
  /** 연체료 to today. */
  late: number;
  /** 연체 or 납부예정 (shared/payment-status.ts). */
  status: InstalmentStatus;
}

export const DUE_STATUSES = ['all', 'overdue', 'due'] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];
export const DUE_STATUS_LABELS: Record<DueStatus, string> = { all: '전체', overdue: '연체', due: '납부 예정(30일 이내)' };
/** How far ahead "due" looks. */
export const DUE_AHEAD_DAYS = 30;

export interface DueFilter {
  status?: DueStatus;
  /** An instalment's label (회차) as listed in `rounds`. */
  round?: string;
  dong?: string;
  /** Outstanding of at least this many won. */
  min?: number;
  page?: number;
}

export interface DuePage {
  rows: DueRow[];
  total: number;
  outstanding: number;
  /** The rows' 연체료. */
  late: number;
  page: number;
  pages: number;
  /** The 회차 labels and 동 present, for the filters. */
  rounds: string[];
  dongs: string[];
}

/** /admin/contracts/deposits: the deposits of a state, a page of them. */
export interface AdminDepositsData {
  email: string | null;
  role?: import('./permissions').Role | null;
  filter: { state: 'unmatched' | 'matched' | 'all'; page: number };
  list: { items: AdminDeposit[]; total: number; page: number; pages: number; waiting: number } | null;
}

/** /admin/contracts/due: instalments due and overdue, filtered. */
export interface AdminDueData {
  email: string | null;
  role?: import('./permissions').Role | null;
  filter: DueFilter;
  due: DuePage | null;
  today: string;
}
