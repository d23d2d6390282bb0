/** Payments in (입금 관리) and the instalments due, as the desk reads them. Money in won, integers. */
import type { InstalmentStatus } from './payment-status';

export const DEPOSIT_MESSAGES = {
  emptyCsv: '입금 내역 파일이 비어 있습니다.',
  header: '입금 내역 파일의 열을 알아볼 수 없습니다. 거래일시·입금액 등 각 열이 무엇인지 한 번 지정해 주세요.',
  unreadable: '입금 내역 파일을 읽을 수 없습니다. CSV(쉼표로 구분) 형식인지 확인해 주세요.',
  unreadableFile: '입금 내역 파일을 읽을 수 없습니다. 은행에서 내려받은 엑셀(xls, xlsx) 또는 CSV 파일인지 확인해 주세요.',
  encrypted: '암호를 풀고 저장한 파일을 올려 주세요',
  balanceNotice: '잔액이 이어지지 않는 곳이 있습니다. 빠진 기간의 거래내역을 은행에서 다시 내려받아 올려 주세요.',
  layoutColumns: '거래일과 입금액 열은 꼭 지정해 주세요.',
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
  /** Every line of the file and where it went, in the file's order. */
  lines: DepositLineAnswer[];
  /** Withdrawals, totals and blank rows skipped, counted ("출금 3줄, 합계 1줄은 건너뛰었습니다."). */
  skipped: { withdrawals: number; totals: number; blank: number; words: string };
  /** Breaks in the running balance (lines missing between two rows). */
  balanceGaps: BalanceGap[];
  /** Said when there are gaps: fetch the missing lines from the bank. */
  balanceNotice?: string;
  /** What the file was read as, and the statement's account when its title rows name it. */
  format: 'xlsx' | 'xls' | 'html' | 'csv';
  account?: string;
}

/** What became of one line of an uploaded statement. */
export interface DepositLineAnswer {
  /** The row in the file (the first row is 1). */
  row: number;
  dealtAt?: string;
  payer?: string;
  amount?: number;
  /** applied: paid into a contract now; repeated: uploaded before (where it went then); unmatched: waits for the desk; skipped: not a deposit. */
  outcome: 'applied' | 'repeated' | 'unmatched' | 'skipped';
  /** Why it was skipped or is waiting, or how its contract was found, in words. */
  reason: string;
  depositId?: string;
  contract?: { id: string; unit: string };
  paid?: DepositAllocation[];
  surplus?: number;
}

/** A break in the running balance: 잔액 after `afterRow` + the next line's 입금 − 출금 is not its 잔액. */
export interface BalanceGap {
  afterRow: number;
  beforeRow: number;
  /** 'YYYY-MM-DD HH:MM' of the two rows. */
  after: string;
  before: string;
  /** The money the missing lines moved (won; negative: more went out). */
  difference: number;
  /** "2026-12-02 11:03 다음 줄이 빠진 것 같습니다: 1,250,000원 차이" */
  message: string;
}

/** The columns of a statement the desk maps once for a layout the site does not know. */
export const STATEMENT_FIELDS = ['day', 'time', 'payer', 'in', 'out', 'balance', 'memo', 'account'] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];
export const STATEMENT_FIELD_LABELS: Record<StatementField, string> = {
  day: '거래일(일시)',
  time: '거래시간',
  payer: '입금자',
  in: '입금',
  out: '출금',
  balance: '잔액',
  memo: '메모',
  account: '계좌(가상계좌)',
};

/** A layout mapped by the desk: the heading of each field's column, kept for the statement's account. */
export interface StatementLayout {
  columns: Partial<Record<StatementField, string>>;
  /** The account the file is of, when its title rows do not say (its deposits pay what that account is for). */
  account?: string;
}

/** The answer to a file whose columns the site cannot name (400): the headings to map. */
export interface LayoutNeeded {
  error: string;
  layout: { headings: string[]; row: number; account?: string };
}

export interface DepositAllocation {
  key: string;
  label: string;
  amount: number;
}

/** notified: a statement line whose money a 토스페이먼츠 notice brought already (shown, never applied twice). */
export type DepositState = 'matched' | 'unmatched' | 'held' | 'returned' | 'notified';

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
  matchedBy?: 'account' | 'unit' | 'name' | 'desk' | 'notice';
  /** 보류 or 반환: the desk's note; a 반환's day and the bank's reference. */
  note?: string;
  returnedOn?: string;
  returnReference?: string;
  unit?: string;
  allocation: DepositAllocation[];
  /** Paid beyond every instalment of the contract (a refund or a later option). */
  surplus: number;
  importedAt: string;
  /** Waiting deposits: contracts suggested from the depositor's text. */
  suggestions?: DepositSuggestion[];
}

export const MATCHED_BY_LABELS = { account: '가상계좌', unit: '입금자명 동·호', name: '입금자명·금액', desk: '수동 연결', notice: '토스페이먼츠 입금 통보' } as const;

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
  filter: { state: 'unmatched' | 'matched' | 'held' | 'returned' | 'notified' | 'all'; page: number };
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

/** GET /api/admin/contracts/deposits/notices: a 토스페이먼츠 입금 통보 and what the day's statement said of it. */
export interface DepositNoticeView {
  transactionKey: string;
  orderId: string;
  status: string;
  day: string;
  amount: number;
  unit: string;
  contractId: string;
  /** open: its day's statement not uploaded yet; matched: one line; missing: none; twice: two or more lines; undone: DONE then taken back. */
  state: 'open' | 'matched' | 'missing' | 'twice' | 'undone';
  /** The statement's rows that matched it. */
  rows: number[];
  words: string;
}

/** A 토스페이먼츠 가상계좌 issued for a contract, as the desk's contract page lists it. */
export interface TossAccountView {
  orderName: string;
  bank: string;
  accountNumber: string;
  amount: number;
  /** The provider's 입금 기한 as sent (an ISO date-time), when it gave one. */
  dueDate: string | null;
  issuedAt: string;
}
