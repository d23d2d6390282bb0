/**
 * The option catalogue (유상옵션) as the site shows it: per type, each option priced on its own,
 * none required, never a package. The desk keeps it (/admin/options); the cash plan and the
 * contract holders' page (/my) read it through `listOptions` (server/options/catalogue.ts).
 */
import { isDay } from './kst';

/** One row of an option's own payment plan (percents adding up to 100). */
export interface OptionPlanRow {
  label: string;
  percent: number;
  /** YYYY-MM-DD when the row has a date. */
  dueDate?: string;
  dueText?: string;
}

export interface CatalogueOption {
  /** Stable id (the stored `key`): contracts keep it. */
  id: string;
  unitType: string;
  /** 발코니 확장, 시스템 에어컨 … */
  category: string;
  label: string;
  /** Won, VAT included as the 모집공고 prints it. */
  price: number;
  /** The 부가가치세 within `price`, won, as the notice prints it (0: none); unset: 10% on top of the net price (optionVat). */
  vat?: number;
  plan: OptionPlanRow[];
  note?: string;
  /** The 모집공고 (or its correction) the price comes from, YYYY-MM-DD. */
  noticeDate?: string;
}

/** The desk's view adds what the visitor does not see. */
export interface AdminOption extends CatalogueOption {
  order: number;
  active: boolean;
  updatedAt: string;
  updatedBy?: string;
}

export interface AdminOptionsData {
  email: string | null;
  role: import('./permissions').Role | null;
  items: AdminOption[];
  /** The types of the price table, in its order (the form's choice). */
  types: string[];
}

/** GET /api/tools/options: the catalogue per type, every priced type listed (an empty list when it has none). */
export interface OptionsByType {
  types: { unit: string; options: CatalogueOption[] }[];
}

/**
 * The 부가가치세 within an option's price: the desk's figure, else the VAT of a price that includes 10%
 * (price ÷ 11, to the won). The 취득세 base leaves it out (지방세법 시행령 §18).
 */
export const optionVat = (o: Pick<CatalogueOption, 'price' | 'vat'>): number => o.vat ?? Math.round(o.price / 11);

/** An option with no plan of its own is paid as most 모집공고 set it: 10% at its contract, the rest at 입주. */
export const DEFAULT_OPTION_PLAN: OptionPlanRow[] = [
  { label: '계약금', percent: 10, dueText: '옵션 계약 시' },
  { label: '잔금', percent: 90, dueText: '입주지정기간 내' },
];

export const OPTION_MESSAGES = {
  invalid: '입력하신 옵션 정보를 확인해 주세요.',
  key: '옵션 ID는 영문 소문자, 숫자, 하이픈으로 2~40자로 입력해 주세요.',
  keyTaken: '이미 사용 중인 옵션 ID입니다. 다른 ID를 입력해 주세요.',
  unitType: '분양가 표에 있는 타입을 선택해 주세요.',
  category: '옵션 분류를 입력해 주세요.',
  label: '옵션 이름을 입력해 주세요.',
  price: '옵션 금액을 원 단위 숫자로 입력해 주세요.',
  vat: '부가가치세는 옵션 금액 안의 금액을 원 단위 숫자로 입력해 주세요.',
  plan: '납부 일정의 비율 합계가 100%가 되도록 입력해 주세요.',
  planRow: '납부 일정의 회차마다 이름, 비율(%), 납부 시기(날짜 또는 옵션 계약 시·입주지정기간 내)를 입력해 주세요.',
  noticeDate: '모집공고일을 YYYY-MM-DD 형식으로 입력해 주세요.',
  notFound: '옵션을 찾을 수 없습니다.',
} as const;


/**
 * The desk's plan text, one row a line: '계약금 10 2027-03-02' or '잔금 90 입주지정기간 내'
 * (label, percent, then a date or words). Undefined when a line cannot be read or the rows do not add up to 100.
 */
export function parsePlanText(text: string): OptionPlanRow[] | undefined {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  if (lines.length === 0) return [];
  const rows: OptionPlanRow[] = [];
  for (const line of lines) {
    const m = /^(\S+(?:\s\d차)?)\s+(\d{1,3}(?:\.\d)?)%?\s*(.*)$/.exec(line);
    if (!m) return undefined;
    const rest = m[3]!.trim();
    rows.push({ label: m[1]!, percent: Number(m[2]), ...(isDay(rest) ? { dueDate: rest } : rest ? { dueText: rest.slice(0, 40) } : {}) });
  }
  const sum = rows.reduce((s, r) => s + Math.round(r.percent * 10), 0);
  return sum === 1000 && rows.every((r) => r.percent > 0) ? rows : undefined;
}

/** The times of payment the desk picks from, besides a date. */
export const PLAN_WHEN = ['옵션 계약 시', '입주지정기간 내'] as const;

/**
 * The plan as the desk sends it, one row a field set (회차, 비율, a date or a time of payment).
 * Undefined when a row lacks its time or the rows do not add up to 100; empty: the default plan.
 */
export function checkPlanRows(rows: OptionPlanRow[]): OptionPlanRow[] | undefined {
  const out = rows.map((r) => ({ label: r.label.trim(), percent: r.percent, ...(r.dueDate ? { dueDate: r.dueDate } : r.dueText?.trim() ? { dueText: r.dueText.trim() } : {}) }));
  if (out.some((r) => !r.label || !(r.percent > 0) || (!('dueDate' in r) && !('dueText' in r)))) return undefined;
  const sum = out.reduce((s, r) => s + Math.round(r.percent * 10), 0);
  return out.length === 0 || sum === 1000 ? out : undefined;
}

/** The plan as the desk's text shows it. */
export const planText = (rows: OptionPlanRow[]) => rows.map((r) => `${r.label} ${r.percent} ${r.dueDate ?? r.dueText ?? ''}`.trim()).join('\n');
