/**
 * 연체료 on the contract's terms (server/contracts/late-charge.ts, server/contracts/statement.ts): tiered rates
 * by overdue period where the notice prints them, and 잔금 (due 입주지정기간 내) charged only after the
 * 입주지정기간's last day. Each case names the term it follows.
 */
import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { lateCharge } from '../server/contracts/late-charge';
import { statementOf } from '../server/contracts/statement';
import type { LateTerms } from '../shared/site.config';

// "연체료율: 연체기간 1~30일 연 6.5%, 31~90일 연 7.5%, 91일 이상 연 8.5%" (a notice's table).
const TIERS: LateTerms = {
  tiers: [
    { fromDay: 1, ratePercent: 6.5 },
    { fromDay: 31, ratePercent: 7.5 },
    { fromDay: 91, ratePercent: 8.5 },
  ],
};

describe('tiered rates by overdue period', () => {
  it.each([
    // 10,000,000원, due 2027-02-05, 26 days (all in 1~30일): 650 × 26.
    ['26 days, all in the first period', '2027-03-03', Math.floor((10_000_000 * 650 * 26) / 3_650_000)],
    // 45 days: 30 at 6.5% and 15 at 7.5%.
    ['45 days: 30 at 6.5%, 15 at 7.5%', '2027-03-22', Math.floor((10_000_000 * (650 * 30 + 750 * 15)) / 3_650_000)],
    // 100 days: 30 at 6.5%, 60 at 7.5%, 10 at 8.5%.
    ['100 days: 30, 60 and 10 days at their rates', '2027-05-16', Math.floor((10_000_000 * (650 * 30 + 750 * 60 + 850 * 10)) / 3_650_000)],
  ])('%s', (_name, today, expected) => {
    expect(lateCharge(10_000_000, '2027-02-05', today, TIERS)).toBe(expected);
  });

  it('the whole period at the rate of the period its last day falls in, when the contract says so', () => {
    expect(lateCharge(10_000_000, '2027-02-05', '2027-05-16', { ...TIERS, whole: true })).toBe(Math.floor((10_000_000 * 850 * 100) / 3_650_000));
  });

  it('one yearly rate is still a number (6.5%: the worked example of my.test.ts)', () => {
    expect(lateCharge(26_933_000, '2027-02-05', '2027-03-03', 6.5)).toBe(124_703);
    expect(lateCharge(26_933_000, '2027-02-05', '2027-03-03', { tiers: [{ fromDay: 1, ratePercent: 6.5 }] })).toBe(124_703);
  });
});

describe('잔금 is due by the 입주지정기간’s last day', () => {
  const contract = {
    _id: new Types.ObjectId(),
    dong: '101',
    ho: '1201',
    unitType: '84A',
    account: null,
    instalments: [
      { key: 'down-1', label: '계약금 1차', kind: 'sale' as const, dueDate: '2027-01-05', amount: 26_933_000, paid: 26_933_000, paidOn: '2027-01-05' },
      { key: 'balance', label: '잔금', kind: 'sale' as const, dueText: '입주지정기간 내', amount: 161_601_000, paid: 0 },
      { key: 'option-oven-1', label: '광파오븐 계약금', kind: 'option' as const, dueText: '옵션 계약 시', amount: 99_000, paid: 0 },
    ],
  };
  const at = (day: string) => new Date(`${day}T03:00:00Z`);
  const terms = { lateRatePercent: 6.5, lateTerms: TIERS, moveInDeadline: '2029-10-31' };

  it('nothing late on the last day of the period; from the next day at the contract’s rates', () => {
    const onDeadline = statementOf(contract as never, at('2029-10-31'), terms);
    expect(onDeadline.late).toBe(0);
    expect(onDeadline.due).toBe(161_601_000);
    const after = statementOf(contract as never, at('2029-12-15'), terms);
    const balance = after.payments.find((p) => p.label === '잔금')!;
    // 45 days after 2029-10-31: 30 at 6.5%, 15 at 7.5%.
    expect(balance).toMatchObject({ dueBy: '2029-10-31', late: Math.floor((161_601_000 * (650 * 30 + 750 * 15)) / 3_650_000) });
    // An option's 계약금 due "옵션 계약 시" has no date the contract names: no charge.
    expect(after.payments.find((p) => p.label === '광파오븐 계약금')!.late).toBe(0);
    expect(after.late).toBe(balance.late);
    expect(after.lateTerms).toEqual(TIERS);
  });

  it('until the desk sets the 입주지정기간, 잔금 has no due day and no charge', () => {
    expect(statementOf(contract as never, at('2030-01-01'), { lateRatePercent: 6.5, moveInDeadline: null }).late).toBe(0);
  });
});
