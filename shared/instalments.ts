/**
 * A contract's own instalments from its price and the site's payment plan (shared/payment.ts's
 * rule on any price: every row but the last rounded down, the last takes the rest, so the rows add
 * up to the price exactly). Keys are stable within a contract: 'down-1', 'mid-3', 'balance'.
 */
import type { Pricing } from './site.config';

export interface PlannedInstalment {
  key: string;
  label: string;
  kind: 'sale';
  dueDate?: string;
  dueText?: string;
  amount: number;
}

const KIND_KEYS: [RegExp, string][] = [
  [/^계약금/, 'down'],
  [/^중도금/, 'mid'],
  [/^잔금/, 'balance'],
];

export function instalmentsFromPrice(pricing: Pick<Pricing, 'plan' | 'roundTo'>, price: number): PlannedInstalment[] {
  const step = Math.max(1, pricing.roundTo);
  const count = new Map<string, number>();
  let paid = 0;
  return pricing.plan.map((r, i) => {
    const last = i === pricing.plan.length - 1;
    const amount = last ? price - paid : Math.floor((price * Math.round(r.percent * 100)) / 10_000 / step) * step;
    paid += amount;
    const base = KIND_KEYS.find(([re]) => re.test(r.label.trim()))?.[1] ?? 'row';
    const n = (count.get(base) ?? 0) + 1;
    count.set(base, n);
    const key = base === 'balance' && n === 1 ? 'balance' : `${base}-${n}`;
    return { key, label: r.label, kind: 'sale' as const, ...(r.dueDate ? { dueDate: r.dueDate } : {}), ...(r.dueText ? { dueText: r.dueText } : {}), amount };
  });
}
