/**
 * What a type costs and when it is paid: the price of a type and floor band, and the plan's rows
 * in won. Every row but 잔금 is rounded down; 잔금 takes the rest, so the rows add up to the price exactly.
 */
import type { Pricing } from './site.config';
import { groupDigits } from './korean-format';

export interface PaymentPlanRow {
  label: string;
  /** YYYY-MM-DD, when the row has a date. */
  dueDate?: string;
  /** '계약 시', '입주지정기간 내' … */
  dueText?: string;
  percent: number;
  amount: number;
}

/** GET /api/payment-plan. */
export interface PaymentPlan {
  unit: string;
  band: string;
  bandLabel: string;
  price: number;
  rows: PaymentPlanRow[];
}

export const PAYMENT_NOTE = '입주자모집공고 기준이며 공고문이 우선합니다';

export const PAYMENT_MESSAGES = {
  unit: '타입을 정확히 선택해 주세요.',
  band: '선택하신 타입에 없는 층 구간입니다. 층 구간을 다시 선택해 주세요.',
} as const;

export const INTEREST_LABELS = { free: '중도금 대출 무이자', deferred: '중도금 대출 이자후불제' } as const;

/** The bands a type is sold in, in the config's order. */
export function bandsOf(pricing: Pricing, unit: string) {
  const prices = pricing.prices[unit] ?? {};
  return pricing.bands.filter((b) => prices[b.id] !== undefined);
}

/** The plan of one type and band, or an error naming what was wrong (band absent: the type's first band). */
export function paymentPlan(pricing: Pricing, unitAsked: string, band?: string): PaymentPlan | { error: keyof typeof PAYMENT_MESSAGES } {
  const unit = unitAsked.trim().toUpperCase();
  const prices = pricing.prices[unit];
  if (!prices) return { error: 'unit' };
  // A band by its id ('mid') or its label, whole or its first word ('중층').
  const chosen = band ? bandsOf(pricing, unit).find((b) => b.id === band || b.label === band || b.label.split('(')[0] === band) : bandsOf(pricing, unit)[0];
  if (!chosen) return { error: 'band' };
  const price = prices[chosen.id]!;
  const step = Math.max(1, pricing.roundTo);
  const rows: PaymentPlanRow[] = [];
  let paid = 0;
  pricing.plan.forEach((r, i) => {
    const last = i === pricing.plan.length - 1;
    // Integer arithmetic: percent in hundredths keeps 0.1 % steps exact.
    const amount = last ? price - paid : Math.floor((price * Math.round(r.percent * 100)) / 10_000 / step) * step;
    paid += amount;
    rows.push({ label: r.label, ...(r.dueDate ? { dueDate: r.dueDate } : {}), ...(r.dueText ? { dueText: r.dueText } : {}), percent: r.percent, amount });
  });
  return { unit, band: chosen.id, bandLabel: chosen.label, price, rows };
}

/** '538,670,000원' */
export const won = (n: number) => `${groupDigits(n)}원`;
