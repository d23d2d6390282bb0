/**
 * 자금 계획 계산 on the server: the desk's option catalogue (owner and manager), GET /api/tools/options,
 * POST /api/tools/cost (no session, 400 in Korean), the page posted without JavaScript giving the
 * API's numbers, and nothing the buyer sent in the server's log.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { html, testApp, testDb } from './helpers/app';
import { capturedLog } from './helpers/log-lines';
import { ADMIN_PASSWORD, createAccount, deskClient, createAdmin, signedInAs } from './helpers/admin';
import { UnitOption } from '../server/options/model';
import { listOptions } from '../server/options/catalogue';

const { lines, log } = capturedLog();
const { app } = testApp({}, { log });

const BALCONY = { key: 'balcony-84a', unitType: '84A', category: '발코니 확장', label: '발코니 확장 (거실+침실3)', price: 14_370_000, noticeDate: '2026-11-27' };
const AIRCON = { key: 'aircon-84a', unitType: '84A', category: '시스템 에어컨', label: '시스템 에어컨 4대', price: 6_543_210, noticeDate: '2026-11-27', planText: '계약금 10 2027-03-02\n중도금 30 2028-04-10\n잔금 60 입주지정기간 내' };

beforeAll(async () => {
  await testDb();
  await UnitOption.deleteMany({});
  await createAdmin();
  const desk = await deskClient(app);
  for (const o of [BALCONY, AIRCON, { ...BALCONY, key: 'balcony-99a', unitType: '99A', price: 17_010_000 }]) expect((await desk.post('/api/admin/options', o)).status).toBe(201);
});

describe('the desk keeps the catalogue', () => {
  it('an option added is listed for its type, priced on its own, with its plan and 모집공고 date', async () => {
    const res = await request(app).get('/api/tools/options');
    expect(res.status).toBe(200);
    const t84 = (res.body.types as { unit: string; options: { id: string; price: number; plan: unknown[]; noticeDate: string }[] }[]).find((t) => t.unit === '84A')!;
    expect(t84.options.map((o) => [o.id, o.price])).toEqual([
      ['aircon-84a', 6_543_210],
      ['balcony-84a', 14_370_000],
    ]);
    expect(t84.options[0]!.plan).toHaveLength(3);
    expect(t84.options[1]!.noticeDate).toBe('2026-11-27');
    // Every priced type is listed, an empty one too; no package price anywhere.
    expect(res.body.types.map((t: { unit: string }) => t.unit)).toEqual(['84A', '84B', '84C', '84D', '99A', '99B', '99C']);
    expect(JSON.stringify(res.body)).not.toMatch(/package|패키지|묶음/);
  });

  it('refuses a plan that does not add up, a type without prices and an id taken, in Korean', async () => {
    const desk = await deskClient(app);
    const bad = await desk.post('/api/admin/options', { ...BALCONY, key: 'x-84a', planText: '계약금 10 계약 시\n잔금 80 입주 시' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/100%/);
    expect((await desk.post('/api/admin/options', { ...BALCONY, key: 'x-59', unitType: '59A' })).body.error).toBe('분양가 표에 있는 타입을 선택해 주세요.');
    expect((await desk.post('/api/admin/options', BALCONY)).status).toBe(409);
  });

  it('a new option sent without an id gets one from the site; its plan sent as rows is stored and priced as before', async () => {
    const desk = await deskClient(app);
    const rows = [
      { label: '계약금', percent: 10, dueText: '옵션 계약 시' },
      { label: '중도금', percent: 40, dueDate: '2028-03-02' },
      { label: '잔금', percent: 50, dueText: '입주지정기간 내' },
    ];
    const { key: _key, ...fields } = BALCONY;
    const made = await desk.post('/api/admin/options', { ...fields, label: '드레스룸 (행)', price: 2_000_000, plan: rows });
    expect(made.status).toBe(201);
    expect(made.body.id).toMatch(/^84a-[0-9a-f]{6}$/);
    const again = await desk.post('/api/admin/options', { ...fields, label: '드레스룸 (행) 2', price: 1_000_000 });
    expect(again.body.id).not.toBe(made.body.id);
    expect((await listOptions('84A')).find((o) => o.id === made.body.id)!.plan).toEqual(rows);
    const cost = await request(app).post('/api/tools/cost').send({ unit: '84A', band: 'mid', options: [made.body.id], homes: 'first' });
    const option = (cost.body.payments as { label: string; amount: number }[]).filter((p) => p.label.startsWith('드레스룸'));
    expect(option.map((p) => p.amount)).toEqual([200_000, 800_000, 1_000_000]);
    // A row without its time of payment, or rows not adding up to 100, are refused in Korean.
    const noWhen = await desk.post('/api/admin/options', { ...fields, plan: [{ label: '계약금', percent: 100 }] });
    expect(noWhen.status).toBe(400);
    expect(noWhen.body.error).toBe('납부 일정의 회차마다 이름, 비율(%), 납부 시기(날짜 또는 옵션 계약 시·입주지정기간 내)를 입력해 주세요.');
    expect((await desk.post('/api/admin/options', { ...fields, plan: rows.slice(1) })).body.error).toBe('납부 일정의 비율 합계가 100%가 되도록 입력해 주세요.');
    await UnitOption.updateMany({ key: { $in: [made.body.id, again.body.id] } }, { $set: { active: false } });
  });

  it('an option keeps the 부가가치세 the desk gives (price ÷ 11 when left out), never more than its price', async () => {
    const desk = await deskClient(app);
    expect((await desk.post('/api/admin/options', { ...BALCONY, key: 'vat-84a', price: 2_200_000, vat: 200_000 })).status).toBe(201);
    expect((await desk.post('/api/admin/options', { ...BALCONY, key: 'novat-84a', price: 1_100_000 })).status).toBe(201);
    const bad = await desk.post('/api/admin/options', { ...BALCONY, key: 'badvat-84a', price: 1_000, vat: 2_000 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('부가가치세는 옵션 금액 안의 금액을 원 단위 숫자로 입력해 주세요.');
    const listed = await listOptions('84A');
    expect(listed.find((o) => o.id === 'vat-84a')!.vat).toBe(200_000);
    expect(listed.find((o) => o.id === 'novat-84a')!.vat).toBe(100_000);
    await UnitOption.updateMany({ key: { $in: ['vat-84a', 'novat-84a'] } }, { $set: { active: false } });
  });

  it('taken off sale, an option leaves the catalogue but keeps its id; a counselor may not change it', async () => {
    const desk = await deskClient(app);
    await desk.post('/api/admin/options', { ...BALCONY, key: 'oven-84a', category: '빌트인 가전', label: '광파오븐', price: 990_000 });
    expect((await listOptions('84A')).map((o) => o.id)).toContain('oven-84a');
    expect((await desk.patch('/api/admin/options/oven-84a', { ...BALCONY, label: '광파오븐', price: 990_000, active: false })).status).toBe(200);
    expect((await listOptions('84A')).map((o) => o.id)).not.toContain('oven-84a');
    expect(await UnitOption.exists({ key: 'oven-84a' })).toBeTruthy();
    await createAccount('counselor-options@example.com', 'counselor');
    const counselor = await signedInAs(app, 'counselor-options@example.com', ADMIN_PASSWORD);
    expect((await counselor.agent.post('/api/admin/options').set('X-CSRF-Token', counselor.csrfToken).send({ ...BALCONY, key: 'c-84a' })).status).toBe(403);
    expect((await counselor.agent.get('/admin/options')).status).toBe(403);
  });
});

describe('POST /api/tools/cost', () => {
  it('answers the contract: payments adding up to the total to the won, the loan, the tax', async () => {
    const res = await request(app).post('/api/tools/cost').send({ unit: '84A', band: 'mid', options: ['balcony-84a', 'aircon-84a'], homes: 'first' });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = res.body as { price: number; optionsTotal: number; total: number; payments: { label: string; amount: number; dueDate?: string; dueText?: string }[]; loan: { amount: number; interest: number }; tax: Record<string, number> };
    expect(body.price).toBe(538_670_000);
    expect(body.optionsTotal).toBe(14_370_000 + 6_543_210);
    expect(body.total).toBe(body.price + body.optionsTotal);
    expect(body.payments.reduce((s, p) => s + p.amount, 0)).toBe(body.total);
    expect(body.payments[0]).toMatchObject({ label: '계약금 1차', dueDate: '2027-01-05' });
    expect(body.payments.find((p) => p.label === '잔금')).toMatchObject({ dueText: '입주지정기간 내' });
    expect(body.loan.amount).toBe(6 * 53_867_000);
    expect(body.loan.interest).toBeGreaterThan(0);
    expect(Object.keys(body.tax).sort()).toEqual(expect.arrayContaining(['acquisition', 'education', 'rural', 'total']));
    expect(body.tax.total).toBe(body.tax.acquisition! + body.tax.education! + body.tax.rural!);
  });

  it.each([
    [{ unit: '59Z', band: 'mid', options: [], homes: 'first' }, '타입을 정확히 선택해 주세요.'],
    [{ unit: '99B', band: 'low', options: [], homes: 'first' }, '선택하신 타입에 없는 층 구간입니다. 층 구간을 다시 선택해 주세요.'],
    [{ unit: '84A', band: 'mid', options: ['balcony-99a'], homes: 'first' }, '선택하신 옵션 중 이 타입에 없는 옵션이 있습니다. 옵션을 다시 선택해 주세요.'],
    [{ unit: '84A', band: 'mid', options: [], homes: 'many' }, '이 집을 사신 뒤의 주택 수를 선택해 주세요.'],
    [{ unit: { $gt: '' }, band: 'mid' }, '타입을 정확히 선택해 주세요.'],
  ])('%j answers 400: %s', async (body, message) => {
    const res = await request(app).post('/api/tools/cost').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('a home count may be sent as a number (2: the standard rate outside a 조정대상지역)', async () => {
    const res = await request(app).post('/api/tools/cost').send({ unit: '84A', band: 'mid', options: [], homes: 2 });
    expect(res.status).toBe(200);
    expect(res.body.tax.acquisition).toBe(5_386_700);
  });
});

describe('/SalesInfo/cost without JavaScript', () => {
  it('the form posts to its own page, which shows the API’s numbers for the same choice, and the option price table', async () => {
    const get = await request(app).get('/SalesInfo/cost');
    expect(get.status).toBe(200);
    const form = html(get.text).querySelector('form.cost-form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toMatch(/^\/SalesInfo\/cost/);
    // The price table per type: each option on its own row.
    expect(html(get.text).querySelectorAll('.option-table tbody th').map((th) => th.text)).toContain('발코니 확장 (거실+침실3)');

    const choice = { unit: '84A', band: 'high', options: ['balcony-84a'], homes: '2-adjusted' };
    const posted = await request(app).post('/SalesInfo/cost').type('form').send('unit=84A&band=high&options=balcony-84a&homes=2-adjusted');
    expect(posted.status).toBe(200);
    expect(posted.headers['cache-control']).toBe('private, no-store');
    const doc = html(posted.text);
    const api = (await request(app).post('/api/tools/cost').send(choice)).body as { total: number; tax: { total: number }; loan: { amount: number }; payments: { amount: number }[] };
    expect(Number(doc.querySelector('[data-total]')!.getAttribute('data-total'))).toBe(api.total);
    expect(Number(doc.querySelector('[data-tax]')!.getAttribute('data-tax'))).toBe(api.tax.total);
    expect(Number(doc.querySelector('[data-loan]')!.getAttribute('data-loan'))).toBe(api.loan.amount);
    expect(doc.querySelectorAll('.cost-payments tbody td[data-amount]').map((td) => Number(td.getAttribute('data-amount')))).toEqual(api.payments.map((p) => p.amount));
    expect(doc.querySelector('input[name="options"][value="balcony-84a"]')!.hasAttribute('checked')).toBe(true);
    expect(doc.querySelector('input[name="homes"][value="2-adjusted"]')!.hasAttribute('checked')).toBe(true);
    // The consultation link carries the type, never money.
    const visit = doc.querySelector('.cost-actions a')!.getAttribute('href')!;
    expect(visit).toMatch(/\?type=84A$/);
  });

  it('「이 조건으로 상담 예약」 fills the visit form’s inquiry with the type only', async () => {
    const doc = html((await request(app).get('/haeon-lakecity/customer?type=84A')).text);
    expect(doc.querySelector('textarea[name="message"]')!.text).toBe('84A 타입 상담을 희망합니다.');
    // A type that is not the price table's fills nothing.
    expect(html((await request(app).get('/haeon-lakecity/customer?type=%3Cb%3E')).text).querySelector('textarea[name="message"]')!.text).toBe('');
  });

  it('a post it cannot use answers 400 with its message where the buyer lands, keeping what they chose', async () => {
    const res = await request(app).post('/SalesInfo/cost').type('form').send('unit=84B&band=high&homes=many');
    expect(res.status).toBe(400);
    const doc = html(res.text);
    // The form's action jumps to #cost-result: the message is its first line, not above the form.
    expect(doc.querySelector('#cost-result [role="alert"]')!.text).toBe('이 집을 사신 뒤의 주택 수를 선택해 주세요.');
    expect(doc.querySelector('#cost-unit option[selected]')!.getAttribute('value')).toBe('84B');
    expect(doc.querySelector('#cost-band option[selected]')!.getAttribute('value')).toBe('high');
  });

  it('a type switched with the other type’s option still ticked is priced for the new type, the option left out and said so', async () => {
    // Without JavaScript the options on the page are the old type's (84A) when the type is changed to 99A.
    const res = await request(app).post('/SalesInfo/cost').type('form').send('unit=99A&band=high&options=balcony-84a&homes=1');
    expect(res.status).toBe(200);
    const doc = html(res.text);
    expect(doc.querySelector('#cost-result h2')!.text).toContain('99A 타입');
    expect(doc.querySelector('#cost-result [role="alert"]')!.text).toBe('타입을 바꾸셔서 이전 타입의 옵션은 계산에서 뺐습니다. 이 타입의 옵션을 다시 골라 주세요.');
    expect(doc.querySelector('#cost-band option[selected]')!.getAttribute('value')).toBe('high');
    expect(doc.querySelector('input[name="homes"][value="1"]')!.hasAttribute('checked')).toBe(true);
    // The new type's options are offered, none ticked; the total is the 99A 고층 price alone.
    expect(doc.querySelector('input[name="options"][value="balcony-99a"]')!.hasAttribute('checked')).toBe(false);
    expect(Number(doc.querySelector('[data-total]')!.getAttribute('data-total'))).toBe(674_870_000);
  });

  it('has its head tags, structured data and a place in the sitemap like the other 분양안내 pages', async () => {
    const doc = html((await request(app).get('/SalesInfo/cost')).text);
    expect(doc.querySelector('title')!.text).toMatch(/^자금 계획 계산/);
    expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toMatch(/\/SalesInfo\/cost$/);
    expect(doc.querySelector('meta[name="description"]')!.getAttribute('content')).toMatch(/취득세/);
    const ld = doc.querySelectorAll('script[type="application/ld+json"]').map((s) => s.text).join('\n');
    expect(ld).toContain('BreadcrumbList');
    expect(ld).toContain('/SalesInfo/cost');
    expect((await request(app).get('/sitemap.xml')).text).toContain('/SalesInfo/cost</loc>');
  });

  it('the desk page lists the catalogue for a manager', async () => {
    await createAccount('manager-options@example.com', 'manager');
    const manager = await signedInAs(app, 'manager-options@example.com', ADMIN_PASSWORD);
    const page = await manager.agent.get('/admin/options');
    expect(page.status).toBe(200);
    expect(page.text).toContain('발코니 확장 (거실+침실3)');
    expect(html(page.text).querySelector('meta[name="robots"]')!.getAttribute('content')).toMatch(/noindex/);
  });

  it('the footer lists the page under 청약 도구', async () => {
    const doc = html((await request(app).get('/SalesInfo/payment')).text);
    const group = doc.querySelectorAll('.footer-sitemap > div').find((d) => d.querySelector('.footer-sitemap-title')?.text === '청약 도구')!;
    expect(group.querySelectorAll('a').map((a) => a.getAttribute('href'))).toContain('/SalesInfo/cost');
  });
});

it('what the buyer posts (a birth date sent along too) never reaches the server log', async () => {
  lines.length = 0;
  const secret = { unit: '84A', band: 'mid', options: ['aircon-84a'], homes: '3-adjusted', birthDate: '1987-03-14' };
  expect((await request(app).post('/api/tools/cost').send(secret)).status).toBe(200);
  expect((await request(app).post('/api/tools/cost').send({ ...secret, homes: 'x' })).status).toBe(400);
  expect((await request(app).post('/SalesInfo/cost').type('form').send('unit=84A&band=mid&options=aircon-84a&homes=3-adjusted&birthDate=1987-03-14')).status).toBe(200);
  const log = lines.join('\n');
  expect(log).toContain('/api/tools/cost');
  for (const typed of ['1987-03-14', 'aircon-84a', '3-adjusted']) expect(log).not.toContain(typed);
});
