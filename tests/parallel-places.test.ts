/**
 * Limits that take a place first admit exactly their limit under parallel requests. The per-phone limit admits exactly LEAD_PHONE_LIMIT requests however they interleave: many rounds of
 * parallel registrations, on numbers new and already counted. A count read back after the write (the
 * bundled engine's findAndModify is a find, an update by _id, then a read) let two requests see the
 * same count and refused a buyer below the limit on a slower machine (2 accepted of 3).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { testDb } from './helpers/app';
import { leadLimits } from '../server/leads/limits';
import { RateLimitCounter } from '../server/rate-limit/store';
import { visitorBudget } from '../server/outbox/visitor-budget';

beforeAll(() => testDb());
beforeEach(() => RateLimitCounter.deleteMany({}));

const visitor = (i: number) => ({ ip: `10.0.${Math.floor(i / 200)}.${i % 200}` }) as Request;

describe('per-phone limit under parallel registrations', () => {
  it('20 numbers × 40 parallel registrations each: every number gets exactly 3 places, the rest are refused', async () => {
    const limits = leadLimits({ perAddress: 1_000, perPhone: 3 });
    const phones = Array.from({ length: 20 }, (_, i) => `010-7600-${String(1000 + i)}`);
    const results = await Promise.all(phones.flatMap((phone, p) => Array.from({ length: 40 }, (_, i) => limits.take(visitor(p * 40 + i), phone).then((t) => ({ phone, over: t.over })))));
    for (const phone of phones) {
      const mine = results.filter((r) => r.phone === phone);
      expect(mine.filter((r) => r.over === undefined), `accepted for ${phone}`).toHaveLength(3);
      expect(mine.filter((r) => r.over === 'phone')).toHaveLength(37);
    }
  }, 60_000);

  it('an address with one place left (a shared Wi-Fi) and 10 parallel registrations for a new number: one is accepted, 20 times over', async () => {
    // A request refused by its address's ceiling must not use up a place of the number's limit,
    // or the one request the address still admits can find the number full: a buyer refused below it.
    const limits = leadLimits({ perAddress: 30, perPhone: 3 });
    const groups = Array.from({ length: 20 }, (_, g) => ({ ip: `10.1.0.${g}`, phone: `010-7650-${String(1000 + g)}` }));
    await Promise.all(groups.map(async ({ ip }, g) => {
      for (let i = 0; i < 29; i++) expect((await limits.take({ ip } as Request, `010-${8000 + g}-${1000 + i}`)).over).toBeUndefined();
    }));
    const results = await Promise.all(groups.flatMap(({ ip, phone }) => Array.from({ length: 10 }, () => limits.take({ ip } as Request, phone).then((t) => ({ phone, over: t.over })))));
    for (const { phone } of groups) expect(results.filter((r) => r.phone === phone && r.over === undefined), `accepted for ${phone}`).toHaveLength(1);
  }, 60_000);

  it('a number with places taken earlier: 10 rounds of 10 parallel registrations, 3 accepted in all', async () => {
    const limits = leadLimits({ perAddress: 1_000, perPhone: 3 });
    let accepted = 0;
    for (let round = 0; round < 10; round++) {
      const taken = await Promise.all(Array.from({ length: 10 }, (_, i) => limits.take(visitor(round * 10 + i), '010-7700-0001')));
      accepted += taken.filter((t) => t.over === undefined).length;
    }
    expect(accepted).toBe(3);
  }, 60_000);
});

describe('visitor text budget under parallel requests', () => {
  it('20 numbers × 40 parallel texts each with a daily share of 3: every number is sent exactly 3', async () => {
    const budget = visitorBudget({ perHour: 10_000, perPhoneDaily: 3, now: () => new Date() });
    const phones = Array.from({ length: 20 }, (_, i) => `010-7800-${String(1000 + i)}`);
    const results = await Promise.all(phones.flatMap((phone) => Array.from({ length: 40 }, () => budget.takePhone(phone).then((ok) => ({ phone, ok })))));
    for (const phone of phones) expect(results.filter((r) => r.phone === phone && r.ok), `texts for ${phone}`).toHaveLength(3);
  }, 60_000);
});
