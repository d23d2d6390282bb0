/**
 * The 입주 정산서 to the won through the site itself (issue 66's property, on the injected clock): random
 * deposits (on time, late, partial, over, early 잔금) go in through the bank-statement upload and
 * 중도금 대출 회차 through the desk's loan route, each on its own day of the app's clock; on days of the
 * 입주지정기간 the desk's `GET …/settlement` equals a plain re-computation from the contract's terms (the
 * site's 연 6.5%, day by day on what was outstanding that day; Actual/365, 원 미만 절사; the 후불이자 at
 * the loan's rate; the 관리비 예치금 of 84A), and a deposit made in the period lowers that day's total
 * by exactly its amount. tests/settlement-property.test.ts runs many more sequences on the pure module.
 */
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { prepareTest } from './helpers/prepared-test';
import { createAdmin, deskClient } from './helpers/admin';
import { Contract } from '../server/contracts/model';
import { instalmentsFromPrice } from '../shared/instalments';
import { siteConfig } from '../shared/site.config';
import { addDays } from '../shared/kst';

const { clock, app } = prepareTest({ at: '2027-01-05T09:00:00+09:00', owner: false });
const PERIOD = { from: '2029-10-01', to: '2029-10-31' };
const PRICE = 538_670_000;
const RATE = siteConfig.pricing.lateRatePercent;
const LOAN = { bank: '하나은행', ratePercent: 4.5 };
const START = '2027-01-05';
type Event = { day: string; amount: number; round?: string };

const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const plan = () => instalmentsFromPrice(siteConfig.pricing, PRICE);

/** The plain re-computation: the plan, the events in day order, and one rate; nothing from server/. */
function plainTotal(events: Event[], on: string): number {
  const rows = plan().map((i) => ({ ...i, due: i.dueDate ?? PERIOD.to, pays: [] as { day: string; amount: number }[] }));
  let surplus = 0;
  let interest = 0;
  for (const e of events.filter((x) => x.day <= on)) {
    let left = e.amount;
    for (const i of e.round ? rows.filter((r) => r.key === e.round) : rows) {
      const pay = Math.min(i.amount - i.pays.reduce((s, p) => s + p.amount, 0), left);
      if (pay > 0) i.pays.push({ day: e.day, amount: pay });
      left -= Math.max(pay, 0);
    }
    surplus += left;
    if (e.round) interest += e.amount * Math.round(LOAN.ratePercent * 100) * days(e.day, on);
  }
  let total = 0;
  for (const i of rows) {
    total += i.amount - i.pays.reduce((s, p) => s + p.amount, 0);
    let charge = 0;
    for (let j = 1; j <= days(i.due, on); j++) {
      // Day j after the due day: what was not paid by the day before it.
      const unpaid = i.amount - i.pays.filter((p) => days(i.due, p.day) < j).reduce((s, p) => s + p.amount, 0);
      charge += unpaid * Math.round(RATE * 100);
    }
    total += Math.floor(charge / 3_650_000);
  }
  return total + Math.floor(interest / 3_650_000) + 450_000 - surplus;
}

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ n: fc.integer({ min: 1, max: 8 }), shift: fc.integer({ min: -10, max: 200 }) }).map(({ n, shift }) => {
    const i = plan()[n]!;
    return { day: addDays(i.dueDate ?? PERIOD.to, shift), amount: i.amount };
  }),
  fc.record({ d: fc.integer({ min: 0, max: days(START, PERIOD.to) }), amount: fc.integer({ min: 1, max: 250_000_000 }) }).map(({ d, amount }) => ({ day: addDays(START, d), amount })),
  fc.record({ n: fc.integer({ min: 1, max: 6 }), shift: fc.integer({ min: -5, max: 30 }) }).map(({ n, shift }) => {
    const i = plan().find((x) => x.key === `mid-${n}`)!;
    return { day: addDays(i.dueDate!, shift), amount: i.amount, round: i.key };
  }),
);

it('gives the plain re-computation’s total on the days of the 입주지정기간, and a deposit lowers it by exactly its amount', async () => {
  await createAdmin();
  const d = await deskClient(app);
  expect((await d.put('/api/admin/movein/period', PERIOD)).status).toBe(200);
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 6 }), async (raw) => {
      run++;
      const seen = new Set<string>();
      const events = raw.filter((e) => !e.round || (!seen.has(e.round) && seen.add(e.round))).sort((a, b) => a.day.localeCompare(b.day));
      const ho = String(1000 + run);
      const account = `562-100-${String(200_000 + run)}`;
      clock.set(`${START}T09:00:00+09:00`);
      const c = await Contract.create({
        dong: '108', ho, unitKey: `108-${ho}`, unitType: '84A', band: 'mid', holders: [{ name: '정산해', phone: '010-7000-7000' }], holderPhones: ['010-7000-7000'],
        contractDate: START, price: PRICE, account: `신한은행 ${account}`, accountKey: account.replace(/\D/g, ''),
        instalments: plan().map((i) => ({ ...i, paid: 0 })), createdAt: clock.now(), updatedAt: clock.now(),
      });
      const id = String(c._id);
      expect((await d.put(`/api/admin/contracts/${id}/loan`, LOAN)).status).toBe(200);
      const total = async (on: string) => (await d.get(`/api/admin/contracts/${id}/settlement?on=${on}`)).body.total as number;
      for (const [k, e] of events.entries()) {
        clock.set(`${e.day}T18:00:00+09:00`);
        const inPeriod = e.day >= PERIOD.from && e.day <= PERIOD.to;
        const before = inPeriod ? await total(e.day) : 0;
        if (e.round) expect((await d.post(`/api/admin/contracts/${id}/loan/draws`, { round: e.round, day: e.day, amount: e.amount })).status).toBe(201);
        else {
          const csv = `거래일,입금자,계좌,금액\n${e.day} 10:${String(k).padStart(2, '0')}:00,정산해,${account},${e.amount}`;
          expect((await d.post('/api/admin/contracts/deposits', { csv })).body).toMatchObject({ matched: 1 });
        }
        if (inPeriod) expect(before - (await total(e.day))).toBe(e.amount);
      }
      // Every event is in; from the last one's day (or the period's first) to its end, the totals agree.
      const from = [PERIOD.from, events.at(-1)!.day].sort().at(-1)!;
      for (const on of [from, addDays(from, 3), addDays(from, 11), PERIOD.to].filter((x) => x >= from && x <= PERIOD.to)) {
        clock.set(`${on}T18:00:00+09:00`);
        expect(await total(on), on).toBe(plainTotal(events, on));
      }
    }),
    { numRuns: 15 },
  );
}, 240_000);
