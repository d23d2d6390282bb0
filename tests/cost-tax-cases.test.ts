/**
 * The cash plan's tax rules, case by case with their sources (tests/helpers/cost-tax-cases.ts): the
 * same answer from the pure function, POST /api/tools/cost and the page posted without JavaScript.
 * The site's 잔금 (입주 2029.10) falls after the 생애최초 relief's end; a second app prices with the
 * 잔금 dated inside it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { html, testApp, testDb } from './helpers/app';
import { CASE_OPTIONS, inTermPricing, TAX_CASES, type TaxCase } from './helpers/cost-tax-cases';
import { siteConfig } from '../shared/site.config';
import { acquisitionTax, costPlan } from '../shared/tools/cost';
import { UnitOption } from '../server/options/model';
import { listOptions } from '../server/options/catalogue';

const NOW = new Date('2026-11-28T03:00:00Z');
const site = testApp({}, { now: () => NOW });
const inTermConfig = { ...site.config, site: { ...site.config.site, pricing: inTermPricing(site.config.site.pricing) } };
const inTerm = testApp({}, { now: () => NOW, config: inTermConfig });
const appOf = (c: TaxCase) => (c.inTerm ? inTerm.app : site.app);
const pricingOf = (c: TaxCase) => (c.inTerm ? inTermConfig.site.pricing : siteConfig.pricing);

beforeAll(async () => {
  await testDb();
  await UnitOption.deleteMany({ key: { $in: CASE_OPTIONS.map((o) => o.key) } });
  for (const [order, o] of CASE_OPTIONS.entries()) await UnitOption.create({ ...o, order, updatedAt: NOW });
});

describe.each(TAX_CASES)('$name', (c) => {
  const { ifExtended, ...figures } = c.expected;

  it(`the function (${c.source})`, async () => {
    const plan = costPlan(pricingOf(c), siteConfig.units, await listOptions(), c.input, '2026-11-28');
    if ('error' in plan) throw new Error(plan.error);
    expect(plan.tax).toMatchObject(figures);
    expect(plan.tax.ifExtended).toBe(ifExtended);
  });

  it('the API', async () => {
    const res = await request(appOf(c)).post('/api/tools/cost').send(c.input);
    expect(res.status).toBe(200);
    expect(res.body.tax).toMatchObject(figures);
    expect(res.body.tax.ifExtended).toBe(ifExtended);
  });

  it('the page posted without JavaScript', async () => {
    const form = new URLSearchParams({ unit: c.input.unit, band: c.input.band, homes: c.input.homes });
    for (const o of c.input.options) form.append('options', o);
    const res = await request(appOf(c)).post('/SalesInfo/cost').type('form').send(form.toString());
    expect(res.status).toBe(200);
    const doc = html(res.text);
    const num = (attr: string) => Number(doc.querySelector(`#cost-result [${attr}]`)?.getAttribute(attr));
    expect({ base: num('data-base'), acquisition: num('data-acquisition'), rural: num('data-rural'), total: num('data-tax') }).toEqual({
      base: figures.base,
      acquisition: figures.acquisition,
      rural: figures.rural,
      total: figures.total,
    });
    const rate = doc.querySelectorAll('.cost-tax th').find((th) => th.text.startsWith('취득세'))!.text;
    expect(rate).toContain(`(${figures.rate}%`);
    if (ifExtended === undefined) expect(doc.querySelector('[data-if-extended]')).toBeNull();
    else expect(doc.querySelector('[data-if-extended]')!.text).toContain('연장될 경우');
  });
});

describe('지방세법 제11조 제1항 제8호 나목: the rate rounded at its fifth decimal', () => {
  it.each([
    // 7억: 7 × 2/3 − 3 = 1.6667 → 율 0.0167 (1.67%): 11,690,000; 교육세 1,169,000.
    [700_000_000, 1.67, 11_690_000],
    // 6억 75만원: 400.5 hundredths → 반올림 401 − 300: 1.01%.
    [600_750_000, 1.01, 6_067_570],
    // 8억: 5.3333 − 3 = 2.3333 → 2.33%.
    [800_000_000, 2.33, 18_640_000],
    [600_000_000, 1, 6_000_000],
    [900_000_000, 3, 27_000_000],
  ])('%d won: %d%%', (base, rate, acquisition) => {
    expect(acquisitionTax(base, 84.97, '1', '2029-10-01')).toMatchObject({ rate, acquisition });
  });
});
