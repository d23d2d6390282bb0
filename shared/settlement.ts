/**
 * 입주 정산서 (issue 66): what /api/my/contracts/:id/settlement and the desk's answer hold, and the
 * words of its pages. Won, integers; a line taken off (선납할인, 초과 납부) is negative.
 */
export interface SettlementLine {
  label: string;
  amount: number;
  note: string;
}

export interface Settlement {
  id: string;
  dong: string;
  ho: string;
  /** The day it is made for (YYYY-MM-DD, Korea time). */
  on: string;
  lines: SettlementLine[];
  /** What is left to pay; 0 (or less: a refund) releases the 입주증 and the keys. */
  total: number;
  account: string | null;
}

/** The 관리비 예치금's line: paid at the management office, not into the sale's account (the release leaves it out too). */
export const MANAGEMENT_DEPOSIT = '관리비 예치금';

/** What of a 정산서's total goes to the contract's account, and what to the management office (its 관리비 예치금). */
export function settlementSplit(s: Pick<Settlement, 'lines' | 'total'>): { deposit: number; toAccount: number } {
  const deposit = s.lines.filter((l) => l.label === MANAGEMENT_DEPOSIT).reduce((t, l) => t + l.amount, 0);
  return { deposit, toAccount: s.total - deposit };
}

export const SETTLEMENT_MESSAGES = {
  day: '정산일을 YYYY-MM-DD 형식으로 입력해 주세요.',
  outsidePeriod: (from: string, to: string) => `정산일은 입주지정기간(${from} ~ ${to}) 중 하루로 선택해 주세요.`,
  noPeriod: '입주지정기간이 아직 정해지지 않아 정산서를 만들 수 없습니다.',
} as const;

/** The desk's 중도금 대출 of a household (GET /api/admin/contracts/:id/loan): the bank, the 이자후불제 rate, each 회차 drawn. */
export interface DeskLoan {
  bank: string;
  ratePercent: number;
  draws: { key: string; label: string; day: string; amount: number }[];
}

/** POST /api/admin/contracts/loans/import: what the bank's list recorded, found recorded already, and refused (by line, in Korean). */
export interface LoanImportResult {
  recorded: number;
  repeated: number;
  rejected: { line: number; reason: string }[];
}
