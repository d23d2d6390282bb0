/**
 * Forms keep every choice (issue 65, item 11): on a slow phone every script and API answer is held
 * back while the visitor (or a counselor) already chooses in the server's HTML; then the page comes
 * alive and more is chosen. Every choice, before and after, is still there and is the one the page
 * counts with: the cost, eligibility, score, registration and visit forms, and a desk editor. The
 * boot script is held too, so nothing may rely on a listener having seen the early choices.
 * Own server and database: the slots, options and figures seeded here are seen by nobody else.
 */
import type { Page, Locator } from '@playwright/test';
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { VisitSlot } from '../../server/visits/model';
import { UnitOption } from '../../server/options/model';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';
import { addDays, kstDay, kstInstant, shortDay } from '../../shared/visits';
import { FIGURES } from '../helpers/eligibility';
import { test, expect, MOBILE, DESKTOP, signInToDesk } from './fixtures';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'correct horse battery staple';
const MANAGER = 'forms-kept-manager@example.com';
const D2 = addDays(kstDay(new Date()), 2);

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;

test.beforeAll(async () => {
  server = await startSiteServer({ build: false });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const Slots = conn.model('VisitSlot', VisitSlot.schema);
  for (const start of ['10:00', '10:30']) {
    const end = start === '10:00' ? '10:30' : '11:00';
    await Slots.create({ date: D2, start, end, startsAt: kstInstant(D2, start), minutes: 30, capacity: 4, booked: 0, remaining: 4, closed: false, createdAt: new Date() });
  }
  // Two options of the type the cost page opens with (84A), so both are in its HTML.
  const Options = conn.model('UnitOption', UnitOption.schema);
  for (const [key, category, label, price] of [['balcony', '발코니 확장', '발코니 확장 (kept)', 14_210_000], ['aircon', '시스템 에어컨', '시스템 에어컨 (kept)', 5_432_100]] as const) {
    await Options.create({ key: `kept-${key}`, unitType: '84A', category, label, price, order: 0, active: true, plan: [], noticeDate: '2026-11-27', updatedAt: new Date() });
  }
  await conn.collection<{ _id: string }>('eligibility_figures').replaceOne({ _id: 'current' }, { ...FIGURES, rev: 1, updatedAt: new Date(), updatedBy: 'e2e@example.com' }, { upsert: true });
  await conn.model('Admin', Admin.schema).create({ email: MANAGER, name: '옵션담당', role: 'manager', active: true, away: false, passwordHash: await hashPassword(PASSWORD) });
});
test.afterAll(async () => {
  await conn?.close();
  await server?.stop();
});

/** Holds every script of the site and every API answer until the returned release is called. */
async function holdEverything(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/[^?]+\.js(\?|$)|\/api\//, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

/** Opens `path` with everything held: the HTML is there, nothing of the page is live. */
async function openHeld(page: Page, path: string) {
  const release = await holdEverything(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('form').first().waitFor();
  return release;
}

/**
 * Lets the island holding `inside` come alive without choosing anything: a focus inside it wakes it
 * once the boot script has run (it is still arriving when this is called, so focus is given again
 * until it has).
 */
async function comeAlive(island: Locator, inside: Locator) {
  await expect(async () => {
    await inside.blur();
    await inside.focus();
    await expect(island).toHaveAttribute('data-live', '', { timeout: 1000 });
  }).toPass();
}

test('the cost page keeps options ticked before it is live, counts them with the ones ticked after, as its own post does', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, baseURL: server.base, locale: 'ko-KR' });
  const release = await openHeld(page, '/SalesInfo/cost');
  const island = page.locator('site-island[data-island="page-cost"]');
  const balcony = page.getByLabel(/발코니 확장 \(kept\)/);
  const aircon = page.getByLabel(/시스템 에어컨 \(kept\)/);
  const band = page.getByLabel('층 구간', { exact: true });
  const homes = page.getByLabel('1주택 (생애최초 아님)');
  await balcony.check();
  await band.selectOption('high');
  release();
  await comeAlive(island, page.getByRole('button', { name: '자금 계획 보기' }));
  await aircon.check();
  await homes.check();

  await expect(balcony).toBeChecked();
  await expect(aircon).toBeChecked();
  await expect(band).toHaveValue('high');
  await expect(homes).toBeChecked();
  // 84A 고층 with both options: the figure the page shows is the one the server gives the same form.
  await expect(page.locator('#cost-result h2')).toContainText('고층(20층 이상)');
  const live = await page.locator('.cost-summary [data-total]').first().getAttribute('data-total');
  await Promise.all([page.waitForURL('**/SalesInfo/cost*'), page.locator('form.cost-form').evaluate((f: HTMLFormElement) => f.submit())]);
  await expect(page.locator('.cost-summary [data-total]').first()).toHaveAttribute('data-total', live!);
  await expect(page.getByLabel(/발코니 확장 \(kept\)/)).toBeChecked();
  await expect(page.getByLabel(/시스템 에어컨 \(kept\)/)).toBeChecked();
  await page.close();
});

test('the eligibility questionnaire keeps answers given before and after it is live', async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP, baseURL: server.base, locale: 'ko-KR' });
  const release = await openHeld(page, '/SalesInfo/eligibility');
  const island = page.locator('site-island[data-island="page-eligibility"]');
  const area = page.locator('input[name="area"]').first();
  const householder = page.locator('input[name="householder"][value="yes"]');
  const deposit = page.locator('input[name="depositManwon"]');
  const unit = page.locator('select[name="unit"]');
  await area.check();
  await householder.check();
  release();
  await comeAlive(island, deposit);
  await deposit.fill('600');
  await unit.selectOption({ index: 2 });

  await expect(area).toBeChecked();
  await expect(householder).toBeChecked();
  await expect(deposit).toHaveValue('600');
  await expect(unit).toHaveValue((await unit.locator('option').nth(2).getAttribute('value'))!);
  await page.close();
});

test('the score form keeps dates and choices given before and after it is live', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, baseURL: server.base, locale: 'ko-KR' });
  const release = await openHeld(page, '/SalesInfo/score');
  const island = page.locator('site-island[data-island="score-calculator"]');
  const birth = page.getByLabel('생년월일');
  const sold = page.locator('input[name="owned"][value="sold"]');
  const account = page.getByLabel('청약통장 가입일', { exact: true });
  await birth.fill('1985-04-02');
  await sold.check();
  release();
  await comeAlive(island, account);
  await account.fill('2012-03-05');
  await page.getByLabel(/부양가족 수/).fill('3');

  await expect(birth).toHaveValue('1985-04-02');
  await expect(sold).toBeChecked();
  await expect(account).toHaveValue('2012-03-05');
  await expect(page.getByLabel(/부양가족 수/)).toHaveValue('3');
  await page.close();
});

test('the registration form keeps what was typed and ticked before and after it is live', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, baseURL: server.base, locale: 'ko-KR' });
  const release = await openHeld(page, '/Promotion/Customer');
  const island = page.locator('site-island[data-island="customer-form"]');
  const name = page.locator('main').getByLabel('이름');
  const phone = page.locator('main').getByLabel('연락처');
  const consent = page.locator('main').getByLabel('개인정보 수집·이용 동의');
  await name.fill('일찍쓴고객');
  await consent.check();
  release();
  await comeAlive(island, phone);
  await phone.fill('010-6500-6500');

  await expect(name).toHaveValue('일찍쓴고객');
  await expect(consent).toBeChecked();
  await expect(phone).toHaveValue('010-6500-6500');
  await page.close();
});

test('the visit form keeps the time and party chosen before it is live, with the name typed after', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, baseURL: server.base, locale: 'ko-KR' });
  const release = await openHeld(page, '/haeon-lakecity/customer');
  const island = page.locator('site-island[data-island="customer-form"]');
  const time = page.getByRole('group', { name: /방문 시간/ }).getByRole('radio', { name: /^10:30/ });
  const party = page.getByLabel('방문 인원');
  const name = page.locator('main').getByLabel('이름');
  await expect(page.getByRole('group', { name: /방문 날짜/ }).getByRole('button', { name: shortDay(D2) })).toHaveAttribute('aria-pressed', 'true');
  await time.check();
  await party.selectOption('3');
  release();
  await comeAlive(island, name);
  await name.fill('일찍고른방문');

  await expect(time).toBeChecked();
  await expect(party).toHaveValue('3');
  await expect(name).toHaveValue('일찍고른방문');
  await page.close();
});

test('a desk editor keeps what was chosen and typed before it is live, and saves it with what was typed after', async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP, baseURL: server.base, locale: 'ko-KR' });
  await signInToDesk(page, { email: MANAGER, password: PASSWORD });
  const release = await openHeld(page, '/admin/options');
  const type = page.getByLabel('타입', { exact: true });
  const label = page.getByLabel('품목 이름');
  const active = page.getByLabel('판매 중');
  await type.selectOption('84B');
  await label.fill('현관 중문 (kept)');
  await active.uncheck();
  release();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.getByLabel('분류', { exact: true }).fill('중문');
  await page.getByLabel('금액 (원, 부가세 포함)').fill('1,650,000');
  const notice = page.getByLabel('모집공고일');
  if ((await notice.count()) && !(await notice.inputValue())) await notice.fill('2026-11-27');
  await page.getByRole('button', { name: '옵션 등록' }).click();

  await expect(page.getByRole('status')).toHaveText('옵션을 등록했습니다.');
  const saved = await conn.collection('unit_options').findOne({ label: '현관 중문 (kept)' });
  expect(saved).toMatchObject({ unitType: '84B', category: '중문', price: 1_650_000, active: false });
  await page.close();
});
