/**
 * The contract ledger desk (/admin/contracts, /api/admin/contracts): what its answers hold and the
 * Korean messages it shows. A counselor's answers carry no money at all (no 분양가, amounts, paid,
 * account): those fields are absent, not zero.
 */
import type { InstalmentStatus } from './payment-status';
import type { EndedMoney } from './contract-life';

export const CONTRACT_IMPORT_COLUMNS = ['동', '호', '계약자', '연락처', '계약일', '분양가', '가상계좌'] as const;

export const CONTRACT_MESSAGES = {
  emptyCsv: '계약 원장 파일이 비어 있습니다.',
  unreadable: '계약 원장 파일을 읽을 수 없습니다. CSV(쉼표로 구분) 형식인지 확인해 주세요.',
  header: `첫 줄에 ${CONTRACT_IMPORT_COLUMNS.join(', ')} 열이 있어야 합니다.`,
  tooLarge: '한 번에 올릴 수 있는 계약은 5,000줄까지입니다. 파일을 나누어 올려 주세요.',
  notFound: '계약을 찾을 수 없습니다.',
  holdersRequired: '계약자 이름과 연락처를 한 분 이상 입력해 주세요.',
  /** An import row that would change the price of a contract already paid into (the desk's 분양가 변경 does it). */
  pricePaid: (dong: string, ho: string) =>
    `${dong}동 ${ho}호는 이미 납부된 금액이 있어 여기서 분양가를 바꿀 수 없습니다. 계약 상세의 '분양가 변경'을 이용해 주세요(납부액이 다시 배분되고 초과 납부액이 표시됩니다).`,
  priceInvalid: '분양가를 원 단위 숫자로 입력해 주세요.',
  priceSame: '지금과 같은 분양가입니다.',
  changedMeanwhile: '그사이 계약 정보가 바뀌었습니다. 새로 고친 뒤 다시 시도해 주세요.',
  counselorInvalid: '담당 상담사로 지정할 수 있는 계정이 아닙니다.',
  cancelDay: '해약일을 계약일부터 오늘 사이의 날짜로 입력해 주세요.',
  cancelReason: '해약 사유를 2자 이상 200자 이내로 적어 주세요.',
  cancelledAlready: (day: string) => `이미 해약된 계약입니다(해약일 ${day}).`,
} as const;

export interface ContractHolderView {
  name: string;
  phone: string;
}

/** Which contract it is, as the desk's list and its detail both begin: the unit, holders and date. */
export interface AdminContractUnit {
  id: string;
  dong: string;
  ho: string;
  unitType: string | null;
  holders: ContractHolderView[];
  contractDate: string | null;
}

/** One row of GET /api/admin/contracts. */
export interface AdminContractRow extends AdminContractUnit {
  /** 해약: the day it ended (the list shows ended contracts apart, after the live ones). */
  cancelledOn?: string;
  /** Owners and managers only. */
  price?: number;
  paid?: number;
  outstanding?: number;
  /** 연체 (past due), 납부예정 (not yet due), 연체료 and 납부하실 금액(연체료 포함), as /my reads them. */
  overdue?: number;
  upcoming?: number;
  late?: number;
  payNow?: number;
}

export interface AdminContractList {
  items: AdminContractRow[];
  page: number;
  pages: number;
  total: number;
  /** Of `total`, the live contracts and the ended ones (해약). */
  live: number;
  ended: number;
  /** Whether the answer carries money (owners and managers). */
  money: boolean;
}

export interface AdminInstalmentView {
  key: string;
  label: string;
  kind: 'sale' | 'option';
  dueDate?: string;
  dueText?: string;
  amount?: number;
  paid?: number;
  outstanding?: number;
  paidOn?: string;
  /** 완납 / 납부예정 / 연체 today (shared/payment-status.ts). */
  status?: InstalmentStatus;
  /** 연체료 to today. */
  late?: number;
  /** 잔금's due day once the 입주지정기간 is set. */
  dueBy?: string;
}

export interface ContractHistoryEntry {
  at: string;
  /** The desk account's name or email, or 가져오기 / 입금 / 계약자 / 시스템. */
  by: string;
  /** The words of the change: never money, for any role. */
  what: string;
  /** What changed, in sentences ('중도금 1회 납부예정액 20,000,000원으로 변경'); a counselor's have no money. */
  lines: string[];
}

/** GET /api/admin/contracts/:id. */
export interface AdminContractDetail extends AdminContractUnit {
  counselor: string | null;
  loan: { lender?: string; limitPercent?: number; interest?: 'free' | 'deferred' } | null;
  instalments: AdminInstalmentView[];
  options: { optionId: string; label: string; state: 'requested' | 'confirmed'; price?: number }[];
  history: ContractHistoryEntry[];
  price?: number;
  account?: string | null;
  paid?: number;
  outstanding?: number;
  /** 초과 납부 (과오납): paid beyond the instalments after a price change. */
  surplus?: number;
  overdue?: number;
  upcoming?: number;
  late?: number;
  payNow?: number;
  /** The business day the figures are on (Korea time). */
  today?: string;
  /** 해약: the day the contract ended (decision 0047), shown to every desk role. */
  cancelledOn?: string;
  /** What the 해약 leaves (owners and managers): paid, 위약금 kept, refunds made (with the bank's reference) and due. */
  ended?: Omit<EndedMoney, 'refunds'> & { refunds: { amount: number; on: string; reference: string }[] };
  money: boolean;
}

/** POST /api/admin/contracts/:id/price: the price changed by the desk, the payments allotted again. */
export interface RepriceResult {
  price: number;
  paid: number;
  outstanding: number;
  surplus: number;
}

export interface ContractImportResult {
  added: number;
  updated: number;
  rejected: { line: number; reason: string }[];
}

/** How the ledger's history names each field. */
export const CONTRACT_FIELD_LABELS: Record<string, string> = {
  holders: '계약자',
  contractDate: '계약일',
  price: '분양가',
  account: '가상계좌',
  instalments: '납부 일정',
  unitType: '주택형',
  counselorId: '담당 상담사',
  moveInException: '정산 전 입주증·열쇠 예외',
  lateWaived: '연체료 면제',
  loanDraw: '중도금 대출 실행',
  cancelledOn: '해약일',
  transfer: '명의변경',
  transferReason: '명의변경 사유',
  transferDocuments: '확인한 서류',
  resaleException: '전매제한 예외',
  'options.confirmed': '확정한 옵션',
  'options.requested': '신청한 옵션',
};

/** The fields a counselor reads in a contract's history; every other (money, accounts, instalments, deposits) is left out. */
export const COUNSELOR_HISTORY_FIELDS: ReadonlySet<string> = new Set(['holders', 'contractDate', 'unitType', 'counselorId', 'moveInException', 'cancelledOn', 'transferReason', 'transferDocuments', 'resaleException', 'options.confirmed', 'options.requested']);
