/**
 * The 입주 정산서 to the won (issue 66). Random deposits (on time, late, partial, over, early 잔금) and
 * 중도금 대출 회차 are applied as the import applies them (allocatePayment, oldest due first; a 회차
 * into its own 중도금) on an injected clock; at every day checked (each payment's day, before and
 * after it, and every day of the 입주지정기간) the 정산서's total equals a plain re-computation from
 * the contract's terms (day by day: what was outstanding that day × that period's rate), and a
 * payment lowers what is owed by exactly its amount: no 연체료 disappears when an instalment is paid.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Types } from 'mongoose';
import { allocatePayment, type InstalmentState } from '../server/contracts/allocate';
import { settlementOf, type SettlementTerms } from '../server/contracts/settlement';
import { instalmentsFromPrice } from '../shared/instalments';
import { siteConfig, type LateTerms } from '../shared/site.config';
import { addDays } from '../shared/kst';

const TIERS: LateTerms = { tiers: [{ fromDay: 1, ratePercent: 10.96 }, { fromDay: 31, ratePercent: 13.96 }, { fromDay: 91, ratePercent: 14.96 }, { fromDay: 181, ratePercent: 15.96 }] };
const PERIOD = { from: '2029-10-01', to: '2029-10-31' };
const TERMS: SettlementTerms = { lateRatePercent: 10.96, lateTerms: TIERS, moveInDeadline: PERIOD.to, settlement: { managementDeposit: { '84': 450_000 } } };
const LOAN = { bank: '하나은행', ratePercent: 4.73 };
const START = '2027-01-01';

type Event = { day: string; amount: number; round?: string };

// ---- the plain re-computation: nothing from server/ but the plan of the price ----
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const rateOn = (j: number) => [...TIERS.tiers].reverse().find((t) => t.fromDay <= j)!.ratePercent;
const bp = (p: number) => Math.round(p * 100);

function plainTotal(price: number, events: Event[], on: string): number {
  const plan = instalmentsFromPrice(siteConfig.pricing, price).map((i) => ({ ...i, due: i.dueDate ?? PERIOD.to, pays: [] as { day: string; amount: number }[] }));
  const order = [...plan].sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'));
  let surplus = 0;
  const draws: Event[] = [];
  for (const e of events.filter((x) => x.day <= on)) {
    let left = e.amount;
    const targets = e.round ? plan.filter((i) => i.key === e.round) : order;
    if (e.round) draws.push(e);
    for (const i of targets) {
      const open = i.amount - i.pays.reduce((s, p) => s + p.amount, 0);
      const pay = Math.min(open, left);
      if (pay > 0) i.pays.push({ day: e.day, amount: pay });
      left -= Math.max(pay, 0);
    }
    surplus += left;
  }
  let total = 0;
  for (const i of plan) {
    const paid = i.pays.reduce((s, p) => s + p.amount, 0);
    total += i.amount - paid;
    // Day j of lateness (1 = the day after the due day): what was not yet paid before that day.
    const paidOnDay = i.pays.map((p) => ({ j: days(i.due, p.day), amount: p.amount }));
    let charge = 0;
    let unpaid = i.amount;
    for (let j = 1; j <= days(i.due, on); j++) {
      for (const p of paidOnDay) if (p.j === j - 1 || (j === 1 && p.j < 0)) unpaid -= p.amount;
      charge += unpaid * bp(rateOn(j));
    }
    total += Math.floor(charge / 3_650_000);
  }
  let interest = 0;
  for (const d of draws) for (let j = 1; j <= days(d.day, on); j++) interest += d.amount * bp(LOAN.ratePercent);
  return total + Math.floor(interest / 3_650_000) + 450_000 - surplus;
}

// ---- the site's own: the import's allocation and the statement module ----
function applied(price: number, events: Event[]) {
  let inst: InstalmentState[] = instalmentsFromPrice(siteConfig.pricing, price).map((i) => ({ ...i, paid: 0 }));
  let surplus = 0;
  const draws: { key: string; label: string; day: string; amount: number }[] = [];
  for (const e of events) {
    if (e.round) {
      const n = inst.findIndex((i) => i.key === e.round);
      const a = allocatePayment([inst[n]!], e.amount, e.day);
      inst = inst.map((i, k) => (k === n ? a.after[0]! : i));
      surplus += a.surplus;
      draws.push({ key: e.round, label: inst[n]!.label, day: e.day, amount: e.amount });
    } else {
      const a = allocatePayment(inst, e.amount, e.day);
      inst = a.after;
      surplus += a.surplus;
    }
  }
  return { inst, surplus, draws };
}

function siteTotal(price: number, events: Event[], on: string): number {
  const { inst, surplus, draws } = applied(price, events.filter((e) => e.day <= on));
  const contract = { _id: new Types.ObjectId(), dong: '108', ho: '702', unitType: '84A', account: null, surplus, instalments: inst.map((i) => ({ ...i, kind: 'sale' })) };
  return settlementOf(contract as never, on, TERMS, draws.length ? { ...LOAN, draws } : null).total;
}

const PRICE = fc.constantFrom(538_670_000, 541_890_000, 509_810_000);
const planOf = (price: number) => instalmentsFromPrice(siteConfig.pricing, price);
const event = (price: number): fc.Arbitrary<Event> =>
  fc.oneof(
    // An instalment's own amount, near its day (on time, a little early or late, or very late).
    fc.record({ n: fc.integer({ min: 0, max: 8 }), shift: fc.integer({ min: -20, max: 260 }) }).map(({ n, shift }) => {
      const i = planOf(price)[n]!;
      return { day: addDays(i.dueDate ?? PERIOD.to, shift), amount: i.amount };
    }),
    // Partial or over, on any day up to the end of the period (early 잔금 among them).
    fc.record({ d: fc.integer({ min: 0, max: days(START, PERIOD.to) }), amount: fc.integer({ min: 1, max: 250_000_000 }) }).map(({ d, amount }) => ({ day: addDays(START, d), amount })),
    // A 중도금 대출 회차 executed by the bank.
    fc.record({ n: fc.integer({ min: 1, max: 6 }), shift: fc.integer({ min: -5, max: 40 }) }).map(({ n, shift }) => {
      const i = planOf(price).find((x) => x.key === `mid-${n}`)!;
      return { day: addDays(i.dueDate!, shift), amount: i.amount, round: i.key };
    }),
  );

describe('the 정산서 to the won', () => {
  it('equals the plain re-computation on every day checked, and a payment lowers it by exactly its amount', () => {
    fc.assert(
      fc.property(
        PRICE.chain((price) => fc.tuple(fc.constant(price), fc.array(event(price), { minLength: 1, maxLength: 12 }))),
        ([price, raw]) => {
          // One 회차 executes once; payments in day order (the injected clock moves forward).
          const seen = new Set<string>();
          const events = raw.filter((e) => !e.round || (!seen.has(e.round) && seen.add(e.round))).sort((a, b) => a.day.localeCompare(b.day));
          const checkDays = new Set<string>();
          for (let d = PERIOD.from; d <= PERIOD.to; d = addDays(d, 1)) checkDays.add(d);
          for (const e of events) checkDays.add(e.day).add(addDays(e.day, 1));
          for (const on of checkDays) expect(siteTotal(price, events, on)).toBe(plainTotal(price, events, on));
          // On a payment's day: before it and after it, the difference is the payment, to the won.
          events.forEach((e, k) => {
            const before = siteTotal(price, events.slice(0, k), e.day);
            const after = siteTotal(price, events.slice(0, k + 1), e.day);
            expect(before - after).toBe(e.amount);
          });
        },
      ),
      { numRuns: 30 },
    );
  }, 240_000);
});
