/**
 * What /api/my answers and what the /my page's HTML carries for a signed-in holder, one set of types
 * for the server that writes them and the page that reads them (server/my/, client/pages/my/).
 */
import type { InstalmentStatus } from './payment-status';
import type { EndedMoney } from './contract-life';

export interface ContractRef { id: string; dong: string; ho: string; unitType: string | null }
export interface Payment { label: string; kind: string; dueDate?: string; dueText?: string; amount: number; paid: number; outstanding: number; late: number; dueBy?: string; paidOn?: string; status: InstalmentStatus; payTo?: PayTo | null }
export interface Statement { id: string; dong: string; ho: string; total: number; paid: number; outstanding: number; due: number; late: number; overdue: number; upcoming: number; payNow: number; surplus?: number; lateRatePercent: number; lateTerms?: { tiers: { fromDay: number; ratePercent: number }[] }; account: string | null; payTo: PayTo | null; today: string; payments: Payment[]; ended?: EndedMoney; depositTexts?: boolean }
/** The account to pay into, named (server/my/pay-account.ts). */
export interface PayTo { bank: string; number: string; holder: string; purpose?: string }
/**
 * GET /receipt/verify/<code>: a 납부확인서 as it was issued (issue 66), for whoever holds the paper: the
 * 단지, 동·호, 발급일 and sums, never a name or phone; a 해약 or a payment since is said as such.
 */
export interface ReceiptCheck {
  code: string;
  projectName: string;
  unit: string;
  issuedOn: string;
  lines: { label: string; dueBy: string; paidOn: string; amount: number; paid: number }[];
  paid: number;
  total: number;
  cancelledOn?: string;
  /** Paid into the contract since it was issued. */
  paidSince?: number;
}
export interface ReceiptVerifyData {
  check: ReceiptCheck | null;
}
export interface HolderNotice { id: string; title: string; publishAt: string; body: string }

/** A live session's first screen, in the HTML: the contracts, the first one's 납부 and the holders' notices. */
export interface MyFirstScreen {
  contracts: ContractRef[];
  /** Absent when the phone holds no contract any more. */
  pay?: Statement;
  notices: HolderNotice[];
}
