/**
 * The cash plan of /SalesInfo/cost: one pure function the page's island runs as the buyer chooses
 * and the server runs for the API and for the page posted without JavaScript, so both show the same.
 * The payments add up to the total (분양가 + options) to the won: each plan's last row takes what
 * rounding leaves. The loan, its interest and the taxes are estimates from the config's loan terms
 * and the rates in cost-rates.ts (cost-tax.ts), never part of the total. The headline cash assumes
 * the 중도금 대출 becomes a 잔금대출 (it never exceeds the price); repaying it in cash is shown beside.
 */
import type { Pricing, UnitType } from '../site.config';
import { paymentPlan, PAYMENT_MESSAGES } from '../payment';
import { DEFAULT_OPTION_PLAN, optionVat, type CatalogueOption, type OptionPlanRow } from '../options';
import { HOME_CASES, type HomeCase } from './cost-rates';
import { acquisitionTax, type CostTax } from './cost-tax';
import { groupDigits } from '../korean-format';

export { acquisitionTax, type CostTax } from './cost-tax';

export interface CostInput {
  unit: string;
  band: string;
  /** Option ids of the unit's catalogue. */
  options: string[];
  homes: HomeCase;
}

export interface CostPayment {
  label: string;
  kind: 'sale' | 'option';
  dueDate?: string;
  dueText?: string;
  amount: number;
  /** The part the 중도금 대출 pays. */
  loan: number;
}

/** What the buyer pays out of pocket on one date (or at one event). */
export interface CashStep {
  dueDate?: string;
  dueText?: string;
  items: { label: string; amount: number }[];
  cash: number;
  /** Cash paid by then, this step included. */
  running: number;
  /** Its date is before today (the day the plan was made for). */
  past?: boolean;
}

export interface CostResult {
  unit: string;
  band: string;
  bandLabel: string;
  price: number;
  /** The price's 부가가치세 (0 at 85㎡ or less, or when the price table has no split). */
  priceVat: number;
  options: { id: string; label: string; category: string; price: number; vat: number }[];
  optionsTotal: number;
  /** The options' 부가가치세. */
  optionsVat: number;
  total: number;
  payments: CostPayment[];
  loan: { amount: number; interest: number; annualRate: number; terms: Pricing['interest']; until: string };
  tax: CostTax;
  homes: HomeCase;
  steps: CashStep[];
  /** The cash the buyer needs to 입주: the total less the loan (kept as a 잔금대출), plus interest and taxes. */
  cashTotal: number;
  /** The same with the 중도금 대출 repaid in cash at 입주. */
  cashIfRepaid: number;
  /** The day the plan is for (YYYY-MM-DD): steps before it are marked past. */
  today: string;
}

export const COST_MESSAGES = {
  ...PAYMENT_MESSAGES,
  options: '선택하신 옵션 중 이 타입에 없는 옵션이 있습니다. 옵션을 다시 선택해 주세요.',
  /** A post without JavaScript that changed the type with the other type's options ticked. */
  optionsDropped: '타입을 바꾸셔서 이전 타입의 옵션은 계산에서 뺐습니다. 이 타입의 옵션을 다시 골라 주세요.',
  homes: '이 집을 사신 뒤의 주택 수를 선택해 주세요.',
  invalid: '계산할 수 없는 입력입니다. 타입과 층 구간을 다시 선택해 주세요.',
} as const;
export type CostError = keyof typeof COST_MESSAGES;

/** Rows of `amount` by percent: each rounded down to `step` won, the last taking the rest. */
function split(amount: number, rows: { percent: number }[], step: number): number[] {
  let paid = 0;
  return rows.map((r, i) => {
    const share = i === rows.length - 1 ? amount - paid : Math.floor((amount * Math.round(r.percent * 100)) / 10_000 / step) * step;
    paid += share;
    return share;
  });
}

const days = (from: string, to: string) => Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));
/** The cash plan, or the field that made it impossible. */
export function costPlan(pricing: Pricing, units: UnitType[], catalogue: CatalogueOption[], input: CostInput, today: string): CostResult | { error: CostError } {
  const plan = paymentPlan(pricing, input.unit, input.band);
  if ('error' in plan) return { error: plan.error };
  if (!(input.homes in HOME_CASES)) return { error: 'homes' };
  const area = units.find((u) => u.label === plan.unit)?.exclusiveArea ?? 0;
  const ids = [...new Set(input.options)];
  const chosen = ids.map((id) => catalogue.find((o) => o.id === id && o.unitType === plan.unit));
  if (chosen.some((o) => !o)) return { error: 'options' };
  // In the catalogue's order, whatever order they were ticked in.
  const options = catalogue.filter((o) => chosen.includes(o));

  // 중도금 대출: the 중도금 rows in order, up to the share of the price the plan allows.
  const step = Math.max(1, pricing.roundTo);
  const middle = plan.rows.filter((r) => r.label.startsWith('중도금'));
  const limit = Math.floor((plan.price * pricing.loan.percent) / 100 / step) * step;
  let left = Math.min(limit, middle.reduce((s, r) => s + r.amount, 0));
  const loanAmount = left;
  let interestExact = 0;
  const payments: CostPayment[] = plan.rows.map((r) => {
    const loan = r.label.startsWith('중도금') ? Math.min(left, r.amount) : 0;
    left -= loan;
    if (loan && pricing.interest === 'deferred' && r.dueDate) interestExact += (loan * pricing.loan.annualRate * days(r.dueDate, pricing.loan.interestUntil)) / 100 / 365;
    return { label: r.label, kind: 'sale', ...(r.dueDate ? { dueDate: r.dueDate } : {}), ...(r.dueText ? { dueText: r.dueText } : {}), amount: r.amount, loan };
  });
  for (const o of options) {
    const rows: OptionPlanRow[] = o.plan.length ? o.plan : DEFAULT_OPTION_PLAN;
    split(o.price, rows, step).forEach((amount, i) => {
      const r = rows[i]!;
      payments.push({ label: `${o.label} ${r.label}`, kind: 'option', ...(r.dueDate ? { dueDate: r.dueDate } : {}), ...(r.dueText ? { dueText: r.dueText } : {}), amount, loan: 0 });
    });
  }
  const optionsTotal = options.reduce((s, o) => s + o.price, 0);
  const optionsVat = options.reduce((s, o) => s + optionVat(o), 0);
  const priceVat = pricing.parts?.[plan.unit]?.[plan.band]?.vat ?? 0;
  const total = plan.price + optionsTotal;
  const interest = Math.floor(interestExact);
  // The 취득 of a 분양 home is its 잔금: its date, else the first day of 입주.
  const acquiredOn = plan.rows.at(-1)?.dueDate ?? pricing.loan.interestUntil;
  const tax = acquisitionTax(total - priceVat - optionsVat, area, input.homes, acquiredOn);
  const steps = cashSteps(payments, { interest, tax: tax.total }, today);
  return {
    unit: plan.unit,
    band: plan.band,
    bandLabel: plan.bandLabel,
    price: plan.price,
    priceVat,
    options: options.map((o) => ({ id: o.id, label: o.label, category: o.category, price: o.price, vat: optionVat(o) })),
    optionsTotal,
    optionsVat,
    total,
    payments,
    loan: { amount: loanAmount, interest, annualRate: pricing.loan.annualRate, terms: pricing.interest, until: pricing.loan.interestUntil },
    tax,
    homes: input.homes,
    steps,
    cashTotal: total - loanAmount + interest + tax.total,
    cashIfRepaid: total + interest + tax.total,
    today,
  };
}

const BALANCE = '입주지정기간 내';

/**
 * Cash by date: the payments less what the loan pays, grouped by their date (or their words, in
 * order of first appearance); at 입주 the deferred interest is paid and the taxes are due (취득세
 * within 60 days of 잔금), the loan going on as a 잔금대출. Steps dated before `today` are marked.
 */
function cashSteps(payments: CostPayment[], extra: { interest: number; tax: number }, today: string): CashStep[] {
  const steps: CashStep[] = [];
  const at = (dueDate?: string, dueText?: string) => {
    const key = dueDate ?? dueText ?? BALANCE;
    let s = steps.find((x) => (x.dueDate ?? x.dueText) === key);
    if (!s) {
      s = { ...(dueDate ? { dueDate } : { dueText: dueText ?? BALANCE }), items: [], cash: 0, running: 0 };
      steps.push(s);
    }
    return s;
  };
  for (const p of payments) {
    const own = p.amount - p.loan;
    if (own > 0) at(p.dueDate, p.dueDate ? undefined : p.dueText).items.push({ label: p.label, amount: own });
  }
  const moveIn = at(undefined, BALANCE);
  if (extra.interest) moveIn.items.push({ label: '중도금 대출 이자 (후불)', amount: extra.interest });
  if (extra.tax) moveIn.items.push({ label: '취득세·지방교육세·농어촌특별세 (잔금일부터 60일 이내)', amount: extra.tax });
  // Dated steps first, by date; then the ones named by an event, 입주 last.
  steps.sort((a, b) => (a.dueDate && b.dueDate ? a.dueDate.localeCompare(b.dueDate) : a.dueDate ? -1 : b.dueDate ? 1 : a.dueText === BALANCE ? 1 : b.dueText === BALANCE ? -1 : 0));
  let running = 0;
  for (const s of steps) {
    s.cash = s.items.reduce((n, i) => n + i.amount, 0);
    running += s.cash;
    s.running = running;
    if (s.dueDate && s.dueDate < today) s.past = true;
  }
  return steps;
}

/** '5억 3,867만원', '1,166만 6,900원', '0원': money as 분양 pages write it, exact to the won. */
export function manwon(n: number): string {
  if (n === 0) return '0원';
  const sign = n < 0 ? '-' : '';
  const a = Math.abs(n);
  const eok = Math.floor(a / 100_000_000);
  const man = Math.floor((a % 100_000_000) / 10_000);
  const won = a % 10_000;
  const parts = [eok ? `${groupDigits(eok)}억` : '', man ? `${groupDigits(man)}만` : '', won ? groupDigits(won) : ''].filter(Boolean);
  return `${sign}${parts.join(' ')}원`;
}

/** /SalesInfo/cost's server data: the catalogue, and what a form posted without JavaScript chose. */
export interface CostPageData {
  options: CatalogueOption[];
  /** The day the plan is made for (Korea time): the schedule marks the steps before it. */
  today: string;
  /** The choice posted to the page (no JavaScript); the page shows its result. */
  input?: CostInput;
  /** A post it could not fully use: the message, shown where the result is (the form keeps what it can). */
  error?: string;
  /** The catalogue could not be read (database away): the page prices without options. */
  optionsUnavailable?: boolean;
}
