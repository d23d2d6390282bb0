/**
 * The 관리비 예치금 on the 입주 정산서 is the site's setting (`pricing.settlement.managementDeposit` in
 * shared/site.config.ts, issue 66): each 주택형 of the unit table takes its size's amount, a type's own
 * row wins over its size, `default` covers a type not listed, and a change in the config changes the line.
 */
import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { managementDeposit, settlementOf } from '../server/contracts/settlement';
import { siteConfig } from '../shared/site.config';

const terms = (managementDeposit: Record<string, number>) => ({ lateRatePercent: siteConfig.pricing.lateRatePercent, moveInDeadline: '2029-10-31', settlement: { managementDeposit } });

describe('관리비 예치금 from the site config', () => {
  it('gives every 주택형 on sale its amount from the one config', () => {
    for (const type of Object.keys(siteConfig.pricing.prices)) {
      const amount = managementDeposit(type, { lateRatePercent: 0, ...(siteConfig.pricing.settlement ? { settlement: siteConfig.pricing.settlement } : {}) });
      expect(amount, type).toBe(type.startsWith('84') ? 450_000 : 530_000);
    }
  });

  it('takes a type’s own row over its size’s, and `default` for a type not listed', () => {
    expect(managementDeposit('84B', terms({ '84': 450_000, '84B': 470_000 }))).toBe(470_000);
    expect(managementDeposit('84A', terms({ '84': 450_000, '84B': 470_000 }))).toBe(450_000);
    expect(managementDeposit('59A', terms({ '84': 450_000, default: 400_000 }))).toBe(400_000);
    expect(managementDeposit('59A', terms({ '84': 450_000 }))).toBe(0);
  });

  it('is the 정산서’s line, labelled, and follows the config', () => {
    const contract = { _id: new Types.ObjectId(), dong: '101', ho: '1203', unitType: '99C', account: null, surplus: 0, instalments: [{ key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 100_000_000, paid: 100_000_000, paidOn: '2029-10-02' }] };
    const line = (t: ReturnType<typeof terms>) => settlementOf(contract as never, '2029-10-15', t).lines.find((l) => l.label === '관리비 예치금');
    expect(line(terms({ '99': 530_000 }))).toEqual({ label: '관리비 예치금', amount: 530_000, note: '입주 시 관리사무소 예치' });
    expect(line(terms({ '99': 610_000 }))?.amount).toBe(610_000);
    expect(settlementOf(contract as never, '2029-10-15', terms({ '99': 610_000 })).total).toBe(610_000);
  });
});
