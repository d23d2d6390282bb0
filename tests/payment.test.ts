/** 분양가 및 납부일정: rows that add up to the price for every type and band, in the API and on the page. */
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { html, testApp, testDb } from './helpers/app';
import { siteConfig } from '../shared/site.config';
import { bandsOf, paymentPlan } from '../shared/payment';

const { app } = testApp();
const { pricing } = siteConfig;
const combos = Object.keys(pricing.prices).flatMap((unit) => bandsOf(pricing, unit).map((b) => [unit, b.id] as const));

beforeAll(async () => {
  await testDb();
});

describe('GET /api/payment-plan', () => {
  it.each(combos)('%s %s: the rows add up exactly to the price, in whole won, rounding left to 잔금', async (unit, band) => {
    const res = await request(app).get(`/api/payment-plan?unit=${unit}&band=${band}`);
    expect(res.status).toBe(200);
    const { price, rows } = res.body as { price: number; rows: { label: string; dueDate?: string; amount: number }[] };
    expect(price).toBe(pricing.prices[unit]![band]);
    expect(rows.map((r) => r.label)).toEqual(pricing.plan.map((r) => r.label));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(price);
    for (const r of rows) expect(Number.isInteger(r.amount)).toBe(true);
    // Every row but 잔금 is its share rounded down to 1,000 won; 잔금 holds what is left.
    rows.slice(0, -1).forEach((r, i) => expect(r.amount).toBe(Math.floor((price * pricing.plan[i]!.percent) / 100 / 1000) * 1000));
    expect(rows.at(-1)!.label).toBe('잔금');
    expect(rows[0]!.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a price that does not divide evenly sends the rest to 잔금', () => {
    const plan = paymentPlan(pricing, '84A', 'low');
    if ('error' in plan) throw new Error(plan.error);
    expect(plan.price).toBe(512_345_000);
    expect(plan.rows[0]!.amount).toBe(25_617_000); // 5% = 25,617,250 → 25,617,000
    expect(plan.rows.at(-1)!.amount).toBe(512_345_000 - plan.rows.slice(0, -1).reduce((s, r) => s + r.amount, 0));
    expect(plan.rows.at(-1)!.amount).toBeGreaterThan(Math.floor(512_345_000 * 0.3));
  });

  it('without a band the type’s first band is used; a band may be named by its label', async () => {
    expect((await request(app).get('/api/payment-plan?unit=99B')).body).toMatchObject({ band: 'mid', price: 655_290_000 });
    expect((await request(app).get(`/api/payment-plan?unit=84A&band=${encodeURIComponent('고층')}`)).body).toMatchObject({ band: 'high', price: 551_230_000 });
  });

  it('an unknown type or a band the type does not have answers 400 in Korean', async () => {
    const unknown = await request(app).get('/api/payment-plan?unit=59Z&band=mid');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('타입을 정확히 선택해 주세요.');
    const noBand = await request(app).get('/api/payment-plan?unit=99B&band=low');
    expect(noBand.status).toBe(400);
    expect(noBand.body.error).toMatch(/층 구간/);
  });
});

describe('/SalesInfo/payment without JavaScript', () => {
  it('the GET form shows the chosen type and band with dated rows summing to the price and the notice note', async () => {
    const res = await request(app).get('/SalesInfo/payment?unit=99C&band=high');
    expect(res.status).toBe(200);
    const doc = html(res.text);
    const form = doc.querySelector('form.payment-picker')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelector('option[value="99C"]')!.hasAttribute('selected')).toBe(true);
    const price = Number(doc.querySelector('.plan-table caption strong')!.getAttribute('data-price'));
    expect(price).toBe(679_027_000);
    const amounts = doc.querySelectorAll('.plan-table tbody td[data-amount]').map((td) => Number(td.getAttribute('data-amount')));
    expect(amounts).toHaveLength(pricing.plan.length);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(price);
    expect(doc.querySelector('.plan-table tbody time')!.getAttribute('datetime')).toBe('2027-01-05');
    expect(res.text).toContain('입주자모집공고 기준이며 공고문이 우선합니다');
    expect(res.text).toContain('중도금 대출 이자후불제');
    // The price table lists every type and band.
    expect(doc.querySelectorAll('.price-table tbody tr')).toHaveLength(Object.keys(pricing.prices).length);
  });
});
