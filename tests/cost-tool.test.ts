/**
 * The cash plan's calculator (shared/tools/cost.ts): payments that add up to the total to the won,
 * the 취득세 of worked examples, and an option that changes only what it should.
 */
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../shared/site.config';
import { bandsOf } from '../shared/payment';
import { acquisitionTax, costPlan, manwon, type CostResult } from '../shared/tools/cost';
import { HOME_CASE_KEYS } from '../shared/tools/cost-rates';
import type { CatalogueOption } from '../shared/options';

const { pricing, units } = siteConfig;
const combos = Object.keys(pricing.prices).flatMap((unit) => bandsOf(pricing, unit).map((b) => [unit, b.id] as const));

const CATALOGUE: CatalogueOption[] = [
  { id: 'balcony-84a', unitType: '84A', category: '발코니 확장', label: '발코니 확장', price: 14_370_000, plan: [] },
  {
    id: 'aircon-84a',
    unitType: '84A',
    category: '시스템 에어컨',
    label: '시스템 에어컨 4대',
    price: 6_543_210,
    plan: [
      { label: '계약금', percent: 10, dueDate: '2027-03-02' },
      { label: '중도금', percent: 30, dueDate: '2028-04-10' },
      { label: '잔금', percent: 60, dueText: '입주지정기간 내' },
    ],
  },
  { id: 'balcony-99a', unitType: '99A', category: '발코니 확장', label: '발코니 확장', price: 17_010_000, plan: [] },
];

const TODAY = '2026-11-28';
const plan = (input: Partial<Parameters<typeof costPlan>[3]> = {}) => {
  const r = costPlan(pricing, units, CATALOGUE, { unit: '84A', band: 'mid', options: [], homes: 'first', ...input }, TODAY);
  if ('error' in r) throw new Error(r.error);
  return r;
};
const sum = (r: CostResult) => r.payments.reduce((s, p) => s + p.amount, 0);

describe('payments', () => {
  it.each(combos)('%s %s: every payment in whole won, adding up to the total exactly, with and without options', (unit, band) => {
    const options = CATALOGUE.filter((o) => o.unitType === unit).map((o) => o.id);
    for (const r of [plan({ unit, band }), plan({ unit, band, options })]) {
      expect(sum(r)).toBe(r.total);
      expect(r.total).toBe(r.price + r.optionsTotal);
      for (const p of r.payments) expect(Number.isInteger(p.amount)).toBe(true);
      // What the buyer pays out of pocket, step by step, is the total with the interest and the taxes.
      // (the 중도금 대출 going on as a 잔금대출), never more than the price with the interest and the taxes.
      expect(r.steps.at(-1)!.running).toBe(r.cashTotal);
      expect(r.cashTotal).toBe(r.total - r.loan.amount + r.loan.interest + r.tax.total);
      expect(r.cashIfRepaid).toBe(r.total + r.loan.interest + r.tax.total);
    }
  });

  it('an option whose price does not divide evenly leaves the rounding to its own last row', () => {
    const r = plan({ options: ['aircon-84a'] });
    const rows = r.payments.filter((p) => p.kind === 'option');
    expect(rows.map((p) => [p.label, p.amount])).toEqual([
      ['시스템 에어컨 4대 계약금', 654_000],
      ['시스템 에어컨 4대 중도금', 1_962_000],
      ['시스템 에어컨 4대 잔금', 6_543_210 - 654_000 - 1_962_000],
    ]);
  });

  it('the 중도금 대출 covers the 중도금 (60% of the price) and its deferred interest runs from each 중도금 day to 입주', () => {
    const r = plan();
    const middle = r.payments.filter((p) => p.label.startsWith('중도금'));
    expect(r.loan.amount).toBe(middle.reduce((s, p) => s + p.amount, 0));
    expect(middle.every((p) => p.loan === p.amount)).toBe(true);
    // 중도금 1회 53,867,000 from 2027-06-10 to 2029-10-01 (844 days) at 4.5%: 5,605,031.5…; the six together:
    const expected = middle.reduce((s, p) => s + (p.amount * 4.5 * ((Date.parse('2029-10-01') - Date.parse(p.dueDate!)) / 86_400_000)) / 100 / 365, 0);
    expect(r.loan.interest).toBe(Math.floor(expected));
    const free = costPlan({ ...pricing, interest: 'free' }, units, CATALOGUE, { unit: '84A', band: 'mid', options: [], homes: 'first' }, TODAY);
    expect('error' in free ? free : free.loan).toMatchObject({ amount: r.loan.amount, interest: 0 });
  });

  it('the headline cash keeps the 중도금 대출 as a 잔금대출: below the price, repaying it in cash shown beside', () => {
    const r = plan();
    expect(r.cashTotal).toBeLessThan(r.total);
    expect(r.cashTotal).toBe(r.total - r.loan.amount + r.loan.interest + r.tax.total);
    expect(r.cashIfRepaid - r.cashTotal).toBe(r.loan.amount);
    expect(r.steps.flatMap((s) => s.items.map((i) => i.label)).some((l) => l.includes('상환'))).toBe(false);
  });

  it('the schedule marks the dates before today as past, and only those', () => {
    const r = costPlan(pricing, units, CATALOGUE, { unit: '84A', band: 'mid', options: [], homes: 'first' }, '2027-03-01');
    if ('error' in r) throw new Error(r.error);
    // 계약금 1차·2차 are behind; the 중도금 are the loan's; 입주 is ahead.
    expect(r.steps.map((s) => [s.dueDate ?? s.dueText, !!s.past])).toEqual([
      ['2027-01-05', true],
      ['2027-02-05', true],
      ['입주지정기간 내', false],
    ]);
    expect(plan().steps.some((s) => s.past)).toBe(false);
  });

  it('unknown types, bands, options of another type and unknown home cases are refused by name', () => {
    const refused = (input: object) => costPlan(pricing, units, CATALOGUE, { unit: '84A', band: 'mid', options: [], homes: 'first', ...input }, TODAY);
    expect(refused({ unit: '59Z' })).toEqual({ error: 'unit' });
    expect(refused({ unit: '99B', band: 'low' })).toEqual({ error: 'band' });
    expect(refused({ options: ['balcony-99a'] })).toEqual({ error: 'options' });
    expect(refused({ homes: '9' })).toEqual({ error: 'homes' });
  });
});

describe('취득세 rates by home count, 전용 84㎡ and 99㎡ (the cases per rule are in cost-tax-cases.test.ts)', () => {
  const IN_TERM = '2028-06-30';
  it('over 85㎡ the 농어촌특별세 is 0.2% (standard) or 0.6%/1.0% (중과), and 중과 cases get no relief', () => {
    expect(acquisitionTax(700_000_000, 99.96, '1', IN_TERM)).toMatchObject({ rate: 1.67, acquisition: 11_690_000, education: 1_169_000, rural: 1_400_000, relief: 0 });
    expect(acquisitionTax(700_000_000, 99.96, '2-adjusted', IN_TERM)).toMatchObject({ rate: 8, heavy: true, acquisition: 56_000_000, education: 2_800_000, rural: 4_200_000 });
    expect(acquisitionTax(700_000_000, 84.97, '3-adjusted', IN_TERM)).toMatchObject({ rate: 12, acquisition: 84_000_000, education: 2_800_000, rural: 0 });
    expect(acquisitionTax(700_000_000, 99.96, '4', IN_TERM)).toMatchObject({ rate: 12, rural: 7_000_000 });
    expect(acquisitionTax(700_000_000, 84.97, '2', IN_TERM)).toMatchObject({ rate: 1.67, heavy: false });
    expect(acquisitionTax(1_300_000_000, 84.97, 'first', IN_TERM).relief).toBe(0);
    for (const homes of HOME_CASE_KEYS) expect(acquisitionTax(538_670_000, 84.97, homes, IN_TERM).total).toBeGreaterThan(0);
  });
});

it('the price table splits every price into 대지비 + 건축비 + 부가가치세, with VAT only over 85㎡ (about 10% of 건축비)', () => {
  for (const [unit, band] of combos) {
    const parts = pricing.parts?.[unit]?.[band];
    const area = units.find((u) => u.label === unit)!.exclusiveArea;
    expect(parts, `${unit} ${band}`).toBeDefined();
    expect(parts!.land + parts!.building + parts!.vat).toBe(pricing.prices[unit]![band]);
    if (area <= 85) expect(parts!.vat).toBe(0);
    else expect(Math.abs(parts!.vat - parts!.building / 10)).toBeLessThanOrEqual(1_100);
  }
});

describe('an option', () => {
  it('changes the options total, the total, its own payments and the tax base, and nothing else', () => {
    const without = plan();
    const withBalcony = plan({ options: ['balcony-84a'] });
    expect(withBalcony.price).toBe(without.price);
    expect(withBalcony.optionsTotal).toBe(14_370_000);
    expect(withBalcony.total).toBe(without.total + 14_370_000);
    // The sale's rows, the loan and its interest are untouched; the option adds its own rows (10% then 90%).
    expect(withBalcony.payments.filter((p) => p.kind === 'sale')).toEqual(without.payments);
    expect(withBalcony.payments.filter((p) => p.kind === 'option').map((p) => p.amount)).toEqual([1_437_000, 12_933_000]);
    expect(withBalcony.loan).toEqual(without.loan);
    // Options are part of the 취득가액 without their VAT (price ÷ 11 when the desk gave none): 1% of it.
    expect(withBalcony.tax.base).toBe(without.tax.base + 14_370_000 - 1_306_364);
    expect(withBalcony.tax.acquisition).toBe(Math.floor((551_733_636 * 0.01) / 10) * 10);
    // Ticking it twice counts it once.
    expect(plan({ options: ['balcony-84a', 'balcony-84a'] }).total).toBe(withBalcony.total);
  });
});

it('money reads as 분양 pages write it, exact to the won', () => {
  expect(manwon(538_670_000)).toBe('5억 3,867만원');
  expect(manwon(9_666_900)).toBe('966만 6,900원');
  expect(manwon(1_000_000_000)).toBe('10억원');
  expect(manwon(0)).toBe('0원');
});
