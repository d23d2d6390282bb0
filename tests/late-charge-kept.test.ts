/**
 * 연체료 kept once paid (issue 66), worked by hand from a real 분양계약서's clause. The 분양계약 of
 * 인천 중구 C아파트 (2009, as 인천지방법원 2015가합54802 quotes it), 제5조(할인료, 연체료 및 지체보상금): "'을'은
 * 중도금 및 잔금의 납부를 지연하여 약정납부일이 경과하였을 때에는 그 경과일수에 대하여 … 연체기간별 가산금리 …를
 * 합산한 연체료율을 적용하여 산정된 연체료를 가산 납부하여야 한다", with its table of 연체금리 by overdue
 * period: 1~30일 연 10.96%, 31~90일 연 13.96%, 91~180일 연 14.96%, 181일 이상 연 15.96% (each period's
 * days at its own rate, as the court counted them). Days after the due day, Actual/365, 원 미만 절사.
 */
import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { instalmentLate } from '../server/contracts/instalment-late';
import { statementOf } from '../server/contracts/statement';
import { settlementOf } from '../server/contracts/settlement';
import type { LateTerms } from '../shared/site.config';

const CLAUSE: LateTerms = {
  tiers: [
    { fromDay: 1, ratePercent: 10.96 },
    { fromDay: 31, ratePercent: 13.96 },
    { fromDay: 91, ratePercent: 14.96 },
    { fromDay: 181, ratePercent: 15.96 },
  ],
};

describe('five cases worked by hand on the clause’s rates', () => {
  it('계약금 2차 26,933,000원 due 2027-02-05, paid 2027-02-19: 14 days at 10.96%', () => {
    // 26,933,000 × 10.96% × 14 / 365 = 113,221.3… → 113,221원
    const i = { amount: 26_933_000, paid: 26_933_000, paidOn: '2027-02-19', parts: [{ day: '2027-02-19', amount: 26_933_000 }] };
    expect(instalmentLate(i, '2027-02-05', '2027-03-31', CLAUSE).owed).toBe(113_221);
  });

  it('중도금 3회 53,866,000원 due 2028-04-10, paid 2028-11-23: 227 days late, across all four periods', () => {
    // 30 days × 10.96% + 60 × 13.96% + 90 × 14.96% + 47 × 15.96% = 3,262.92 %·days;
    // 53,866,000 × 32.6292 / 365 = 4,815,354.8… → 4,815,354원
    const paid = { amount: 53_866_000, paid: 53_866_000, paidOn: '2028-11-23', parts: [{ day: '2028-11-23', amount: 53_866_000 }] };
    const before = { amount: 53_866_000, paid: 0 };
    expect(instalmentLate(paid, '2028-04-10', '2029-10-15', CLAUSE).owed).toBe(4_815_354);
    // The day of the payment owes what the payment fixed, and so does every day after: nothing disappears.
    expect(instalmentLate(before, '2028-04-10', '2028-11-23', CLAUSE).owed).toBe(4_815_354);
    expect(instalmentLate(paid, '2028-04-10', '2028-11-23', CLAUSE).owed).toBe(4_815_354);
    // And on the 입주 정산서 a year later, as a line of its own: kept, to the won.
    const contract = { _id: new Types.ObjectId(), dong: '101', ho: '1201', unitType: '84A', account: null, surplus: 0, instalments: [{ key: 'mid-3', label: '중도금 3회', kind: 'sale' as const, dueDate: '2028-04-10', ...paid }] };
    const s = settlementOf(contract as never, '2029-10-15', { lateRatePercent: 10.96, lateTerms: CLAUSE, moveInDeadline: '2029-10-31' });
    expect(s.lines).toEqual([
      { label: '잔금', amount: 0, note: '입주지정기간 내' },
      { label: '중도금 3회 연체료', amount: 4_815_354, note: '완납 2028-11-23 확정분 (1~30일 연 10.96%, 31~90일 13.96%, 91~180일 14.96%, 181일~ 15.96%)' },
    ]);
    expect(s.total).toBe(4_815_354);
  });

  it('중도금 2회 53,866,000원 due 2027-11-10, unpaid on 2027-12-25: 45 days, 30 at 10.96% and 15 at 13.96%', () => {
    // 30 × 10.96 + 15 × 13.96 = 538.2 %·days; 53,866,000 × 5.382 / 365 = 794,265.1… → 794,265원
    expect(instalmentLate({ amount: 53_866_000, paid: 0 }, '2027-11-10', '2027-12-25', CLAUSE).owed).toBe(794_265);
  });

  it('중도금 1회 53,866,000원 due 2027-06-10, paid in two: 20,000,000원 10 days late, the rest 100 days late', () => {
    // 20,000,000 × (10 × 10.96) + 33,866,000 × (30 × 10.96 + 60 × 13.96 + 10 × 14.96) = 20,000,000 × 109.6 + 33,866,000 × 1,316
    // = 2,192,000,000 + 44,567,656,000 = 46,759,656,000 %·days; ÷ 100 ÷ 365 = 1,281,086.4… → 1,281,086원
    const i = { amount: 53_866_000, paid: 53_866_000, paidOn: '2027-09-18', parts: [{ day: '2027-06-20', amount: 20_000_000 }, { day: '2027-09-18', amount: 33_866_000 }] };
    expect(instalmentLate(i, '2027-06-10', '2027-12-31', CLAUSE).owed).toBe(1_281_086);
  });

  it('잔금 161,601,000원 due the 입주지정기간’s last day 2029-10-31, paid 2029-11-03: 3 days', () => {
    // 161,601,000 × 10.96% × 3 / 365 = 145,573.0… → 145,573원
    const contract = {
      _id: new Types.ObjectId(),
      dong: '101',
      ho: '1201',
      account: null,
      instalments: [{ key: 'balance', label: '잔금', kind: 'sale' as const, dueText: '입주지정기간 내', amount: 161_601_000, paid: 161_601_000, paidOn: '2029-11-03', parts: [{ day: '2029-11-03', amount: 161_601_000 }] }],
    };
    const s = statementOf(contract as never, new Date('2029-12-01T03:00:00Z'), { lateRatePercent: 10.96, lateTerms: CLAUSE, moveInDeadline: '2029-10-31' });
    expect(s.payments[0]).toMatchObject({ status: 'paid', outstanding: 0, late: 145_573, paidOn: '2029-11-03' });
  });
});

describe('a waiver by the desk', () => {
  it('takes off what it waived and never more than is charged', () => {
    const i = { amount: 26_933_000, paid: 26_933_000, paidOn: '2027-02-19', parts: [{ day: '2027-02-19', amount: 26_933_000 }] };
    expect(instalmentLate(i, '2027-02-05', '2027-03-31', CLAUSE, 13_221).owed).toBe(100_000);
    expect(instalmentLate(i, '2027-02-05', '2027-03-31', CLAUSE, 999_999).owed).toBe(0);
  });

  it('money paid before payments were kept by day counts on its paid day (no charge made up for an unknown day)', () => {
    expect(instalmentLate({ amount: 26_933_000, paid: 26_933_000, paidOn: '2027-02-19' }, '2027-02-05', '2027-03-31', CLAUSE).owed).toBe(113_221);
    expect(instalmentLate({ amount: 26_933_000, paid: 10_000_000 }, '2027-02-05', '2027-02-05', CLAUSE).owed).toBe(0);
  });
});
