/**
 * The contract holder's page in sections (issue 58): the tabs 납부, 옵션, 방문 예약, 사전점검·입주, 하자; a
 * time tapped asks "…예약하시겠습니까?" with the time in words before anything is booked; 인원 starts at 1;
 * a 입주 half-day shows its hours; an 옵션 계약 visit is changed on the page; the 입주증 text's link
 * (/my#pass) leads through the sign-in straight to the pass; no 관심고객 등록 bar; the account with its
 * bank, 예금주 and a copy button; the signed-in page's script. Own server and database (slots are
 * site-wide). With SCREENSHOT_DIR set, my-sections-<section>-<390|1280>.png are written.
 */
import mongoose from 'mongoose';
import type { Page } from '@playwright/test';
import { startSiteServer } from '../helpers/server';
import { Contract } from '../../server/contracts/model';
import { ContractSetting } from '../../server/contracts/option-period';
import { VisitSlot } from '../../server/visits/model';
import { addDays, kstDay, kstInstant, shortDay } from '../../shared/visits';
import { signInToMy } from './verification';
import { test, expect, hydrated, screenshot, DESKTOP, MOBILE } from './fixtures';
import { audit, expectNoSerious } from './axe';
import { JS_BUDGET, scriptsWithin4s } from './script-bytes';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
const TODAY = kstDay(new Date());
// One phone per test: a phone is sent one code a minute.
const PHONES = ['010-4810-4810', '010-4810-4811', '010-4810-4812', '010-4810-4813'] as const;
const LINE = '103동 3·4호 라인';
const year = (d: string) => `${Number(d.slice(0, 4))}년 ${shortDay(d)}`;

test.beforeAll(async () => {
  server = await startSiteServer({ build: false });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const now = new Date();
  // 잔금 paid and the 입주지정기간 begun: the 입주증 shows. The account as the desk imports it (a bare number).
  await conn.model('Contract', Contract.schema).create({
    dong: '103', ho: '1503', unitKey: '103-1503', unitType: '84A', holders: [{ name: '박서윤', phone: PHONES[0] }, { name: '최민준', phone: PHONES[1] }, { name: '박하린', phone: PHONES[2] }, { name: '정우진', phone: PHONES[3] }], holderPhones: [...PHONES],
    price: 538_670_000, account: '562-100-148103', accountKey: '562100148103',
    instalments: [
      { key: 'down-1', label: '계약금 1차', kind: 'sale', dueDate: addDays(TODAY, -400), amount: 107_733_000, paid: 107_733_000, paidOn: addDays(TODAY, -400) },
      { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 430_937_000, paid: 430_937_000, paidOn: addDays(TODAY, -1) },
    ],
    createdAt: now, updatedAt: now,
  });
  await conn.model('ContractSetting', ContractSetting.schema).create({ _id: 'move-in-period', start: addDays(TODAY, -1), deadline: addDays(TODAY, 40), updatedAt: now, updatedBy: 'e2e' });
  const Slots = conn.model('VisitSlot', VisitSlot.schema);
  const slot = (kind: 'options' | 'inspection' | 'movein', date: string, start: string, end: string, extra: object = {}) =>
    Slots.create({ kind, date, start, end, startsAt: kstInstant(date, start), minutes: 60, capacity: 4, booked: 0, remaining: 4, closed: false, createdAt: now, ...extra });
  await slot('options', addDays(TODAY, 4), '14:00', '15:00');
  await slot('options', addDays(TODAY, 5), '10:00', '11:00');
  await slot('inspection', addDays(TODAY, 3), '10:00', '13:00', { dong: '103' });
  await slot('movein', addDays(TODAY, 6), '09:00', '13:00', { line: LINE, dong: '103' });
  await slot('movein', addDays(TODAY, 6), '14:00', '18:00', { line: LINE, dong: '103' });
});

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
});

async function signIn(page: Page, phone: string) {
  await signInToMy(page, conn, phone, { dong: '103', ho: '1503' });
}

test('at 390 px the 입주증 text’s link leads through the sign-in straight to the pass, with no sales bar over the page', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base });
  await page.goto('/my?utm_source=sms&utm_medium=sms&utm_campaign=winner-visit-confirmed#pass');
  await hydrated(page);
  await expect(page.getByRole('region', { name: '빠른 상담' })).toHaveCount(0);
  await signIn(page, PHONES[0]);
  const pass = page.getByRole('group', { name: '입주증' });
  await expect(pass).toBeInViewport();
  await expect(pass).toContainText('103동 1503호');
  await expect(page.getByRole('link', { name: '사전점검·입주' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('region', { name: '빠른 상담' })).toHaveCount(0);
});

test('at 390 px a holder moves between the sections, is asked before each booking, and changes the 옵션 계약 visit on the page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto('/my');
  await hydrated(page);
  await screenshot(page, 'my-sections-signin-390.png', { fullPage: true });
  await signIn(page, PHONES[1]);

  const tabs = page.getByRole('navigation', { name: '계약자 메뉴' });
  await expect(tabs.getByRole('link')).toHaveText(['납부', '옵션', '방문 예약', '사전점검·입주', '하자']);
  // 납부 first: the account named with its bank and 예금주 (the site's 가상계좌), copied with one tap.
  const account = page.getByRole('group', { name: '납부 계좌' });
  await expect(account).toContainText('신한은행');
  await expect(account).toContainText('562-100-148103');
  await expect(account).toContainText('해온자산신탁(주)');
  await account.getByRole('button', { name: '계좌번호 복사' }).click();
  await expect(account.getByRole('status')).toContainText('계좌번호를 복사했습니다');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('562100148103');
  // Each payment names its own account: 계약금 1차 the 신탁사's main account, 잔금 the unit's 가상계좌 (issue 67).
  const down = page.getByRole('group', { name: '계약금 1차 입금 계좌' });
  await expect(down).toContainText('신한은행 140-015-214550');
  await expect(down).toContainText('신탁사 모계좌 · 신한은행');
  await down.getByRole('button', { name: '계약금 1차 계좌번호 복사' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('140015214550');
  await expect(page.getByRole('group', { name: '잔금 입금 계좌' })).toContainText('562-100-148103');
  // 입금 확인 texts: on, and turned off with one tap.
  const texts = page.getByRole('checkbox', { name: '입금이 확인되면 문자(알림톡)로 알려 주세요' });
  await expect(texts).toBeChecked();
  await texts.click();
  await expect(page.getByText('입금 확인 문자를 보내지 않습니다.')).toBeVisible();
  await expect(texts).not.toBeChecked();
  await expect(page.getByRole('region', { name: '방문 예약' })).toHaveCount(0);
  expectNoSerious(await audit(page), '/my 납부 at 390 px');
  await screenshot(page, 'my-sections-pay-390.png', { fullPage: true });

  // 방문 예약: a tap asks first, with the time in words; nothing is booked until the second tap.
  await tabs.getByRole('link', { name: '방문 예약' }).click();
  await expect(page).toHaveURL(/#visits$/);
  const visits = page.getByRole('region', { name: '방문 예약' });
  const first = year(addDays(TODAY, 4));
  await visits.getByRole('button', { name: `${first} 14:00` }).click();
  const ask = visits.getByRole('group', { name: '예약 확인' });
  await expect(ask).toContainText(`${first} 14:00에 옵션 계약 방문을 예약하시겠습니까?`);
  expect(await conn.collection('reservations').countDocuments({ kind: 'options' })).toBe(0);
  expectNoSerious(await audit(page), '/my 방문 예약 (asking) at 390 px');
  await screenshot(page, 'my-sections-visits-ask-390.png', { fullPage: true });
  await ask.getByRole('button', { name: '예약하기' }).click();
  await expect(visits.getByRole('status')).toContainText(`옵션 계약 방문을 ${first} 14:00에 예약했습니다`);
  // Changed here, as a 사전점검 is.
  await visits.getByRole('button', { name: '시간 변경' }).first().click();
  const second = year(addDays(TODAY, 5));
  await visits.getByRole('button', { name: `${second} 10:00` }).click();
  await expect(visits.getByRole('group', { name: '예약 확인' })).toContainText(`옵션 계약 방문을 ${second} 10:00(으)로 바꾸시겠습니까?`);
  await visits.getByRole('button', { name: '바꾸기' }).click();
  await expect(visits.getByRole('status')).toContainText('바꿨습니다');
  await expect(visits.getByText(`예약하신 일시: ${second} 10:00`)).toBeVisible();
  await screenshot(page, 'my-sections-visits-390.png', { fullPage: true });

  // 사전점검·입주: 인원 starts at 1; a 입주 half-day says its hours.
  await tabs.getByRole('link', { name: '사전점검·입주' }).click();
  const inspection = page.getByRole('region', { name: '사전점검 예약' });
  await expect(inspection.getByLabel('방문 인원')).toHaveValue('1');
  await inspection.getByRole('button', { name: /10:00~13:00/ }).click();
  await expect(inspection.getByRole('group', { name: '예약 확인' })).toContainText('사전점검을 1명으로 예약하시겠습니까?');
  await inspection.getByRole('button', { name: '예약하기' }).click();
  await expect(inspection.getByRole('status')).toContainText('1명으로 예약했습니다');
  const movein = page.getByRole('region', { name: '입주 예약' });
  await expect(movein.getByRole('button', { name: /오전 09:00~13:00/ })).toBeVisible();
  await expect(movein.getByRole('button', { name: /오후 14:00~18:00/ })).toBeVisible();
  await movein.getByRole('button', { name: /오후 14:00~18:00/ }).click();
  await expect(movein.getByRole('group', { name: '예약 확인' })).toContainText('오후 14:00~18:00에 입주를 예약하시겠습니까?');
  expectNoSerious(await audit(page), '/my 사전점검·입주 at 390 px');
  await screenshot(page, 'my-sections-movein-390.png', { fullPage: true });

  for (const [tab, region] of [['옵션', '유상옵션 선택'], ['하자', null]] as const) {
    await tabs.getByRole('link', { name: tab }).click();
    if (region) await expect(page.getByRole('region', { name: region })).toBeVisible();
    else await expect(page.getByRole('heading', { name: /하자/ }).first()).toBeVisible();
    await screenshot(page, `my-sections-${tab === '옵션' ? 'options' : 'defects'}-390.png`, { fullPage: true });
  }
  await expect(page.getByRole('region', { name: '빠른 상담' })).toHaveCount(0);
  await context.close();
});

test('at 1280 px the sections read side by side with the notices (screenshots), axe 0 serious', async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  await page.goto('/my');
  await hydrated(page);
  await screenshot(page, 'my-sections-signin-1280.png', { fullPage: true });
  await signIn(page, PHONES[2]);
  const tabs = page.getByRole('navigation', { name: '계약자 메뉴' });
  for (const [id, tab] of [['pay', '납부'], ['options', '옵션'], ['visits', '방문 예약'], ['movein', '사전점검·입주'], ['defects', '하자']] as const) {
    await tabs.getByRole('link', { name: tab }).click();
    await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('불러오는 중입니다…')).toHaveCount(0);
    expectNoSerious(await audit(page), `/my ${tab} at 1280 px`);
    await screenshot(page, `my-sections-${id}-1280.png`, { fullPage: true });
  }
});

test('signed in, /my shows 납부 from its HTML within the form pages’ 70 KB of script; each other section’s code comes when it is opened', async ({ browser }) => {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const first = await context.newPage();
  await first.goto('/my');
  await hydrated(first);
  await signIn(first, PHONES[3]);
  await expect(first.getByRole('region', { name: '납부 현황' })).toBeVisible();
  // A fresh browser with the sign-in cookie alone: nothing cached, every script counted as sent.
  const signedIn = await browser.newContext({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' }, storageState: await context.storageState() });
  await context.close();
  const page = await signedIn.newPage();
  const scripts = await scriptsWithin4s(page, '/my');
  // 납부 reads at once, nobody having touched the page: the figures, the account, the notices.
  const pay = page.getByRole('region', { name: '납부 현황' });
  await expect(pay).toContainText('538,670,000원');
  await expect(pay.getByRole('group', { name: '납부 계좌' })).toContainText('신한은행');
  await expect(page.getByRole('region', { name: '계약자 공지' })).toBeVisible();
  const total = scripts.reduce((n, [, b]) => n + b, 0);
  const list = scripts.map(([u, b]) => `${u} ${(b / 1024).toFixed(1)}`).join(', ');
  console.log(`/my signed in: ${(total / 1024).toFixed(1)} KB of script in the 4 s after load (${list})`);
  expect(scripts.map(([u]) => u).filter((u) => /\/(Options|Visits|MoveInSection|MyDefects)-[\w-]+\.js$/.test(u)), 'sections not opened').toEqual([]);
  // Before, React and the 납부 section came at once: 124 KB (the sign-in form alone is 25 KB).
  expect(total, list).toBeLessThanOrEqual(JS_BUDGET.form);

  await screenshot(page, 'my-signed-in-html-390.png', { fullPage: true });
  // A tab tapped before the page is live is kept: its section opens once the code has come.
  await page.clock.resume();
  await page.getByRole('navigation', { name: '계약자 메뉴' }).getByRole('link', { name: '옵션' }).click();
  await expect(page).toHaveURL(/#options$/);
  await expect(page.getByRole('region', { name: '유상옵션 선택' })).toBeVisible();
  // An address naming another section (a text's link) opens it without a touch.
  const linked = await signedIn.newPage();
  await linked.goto('/my#visits');
  await expect(linked.getByRole('region', { name: '방문 예약' })).toBeVisible();
  await expect(linked.getByRole('navigation', { name: '계약자 메뉴' }).getByRole('link', { name: '방문 예약' })).toHaveAttribute('aria-current', 'true');

  // At 1280 px nothing moves when the code arrives: 납부 and the notices stand where the HTML put them.
  const wide = await signedIn.newPage();
  await wide.setViewportSize(DESKTOP);
  await wide.goto('/my');
  await hydrated(wide);
  const boxes = () => Promise.all(['납부 현황', '계약자 공지'].map((name) => wide.getByRole('region', { name }).boundingBox()));
  const before = await boxes();
  await screenshot(wide, 'my-signed-in-html-1280.png', { fullPage: true });
  await wide.getByRole('navigation', { name: '계약자 메뉴' }).getByRole('link', { name: '납부' }).click();
  await expect(wide.locator('site-island[data-island="page-my"][data-live]')).toHaveCount(1);
  expect(await boxes()).toEqual(before);
  await screenshot(wide, 'my-signed-in-live-1280.png', { fullPage: true });
  await signedIn.close();
});
