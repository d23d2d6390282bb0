/**
 * 사전점검 and 입주 in the browser. At 390 px a contract holder (잔금 paid, the 입주지정기간 begun) books
 * the 사전점검 for three people and a move-in half-day of their line on /my, and reads the 입주증 with
 * its code; at 1280 px the desk's 입주 캘린더 shows each line's 오전/오후 filled of capacity, and the
 * 입주증 확인 page finds the holder's code. Own server and database (slots are site-wide).
 * With SCREENSHOT_DIR set, movein-my-390.png (and its two sections), movein-calendar-1280.png and movein-checkin-390.png are written.
 */
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';
import { Contract } from '../../server/contracts/model';
import { ContractSetting } from '../../server/contracts/option-period';
import { Reservation, VisitSlot } from '../../server/visits/model';
import { addDays, kstDay, kstInstant, shortDay } from '../../shared/visits';
import { signInToMy } from './verification';
import { test, expect, hydrated, screenshot, screenshotAtBothWidths, DESKTOP, MOBILE } from './fixtures';
import { audit, expectNoSerious } from './axe';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
const TODAY = kstDay(new Date());
const PHONE = '010-4900-4900';
const MANAGER = 'movein-manager@example.com';
const PASSWORD = 'correct horse battery staple';
const OWN_LINE = '101동 3·4호 라인';
let passCode = '';

test.beforeAll(async () => {
  server = await startSiteServer({ build: false });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const now = new Date();
  await conn.model('Admin', Admin.schema).create({ email: MANAGER, name: '이팀장', role: 'manager', active: true, away: false, passwordHash: await hashPassword(PASSWORD) });
  await conn.model('Contract', Contract.schema).create({
    dong: '101', ho: '1203', unitKey: '101-1203', unitType: '84A', holders: [{ name: '김해온', phone: PHONE }, { name: '이서연', phone: '010-4900-4901' }], holderPhones: [PHONE, '010-4900-4901'],
    price: 538_670_000, account: '신한은행 562-100-145501 (예금주: 해온자산신탁)', accountKey: '562100145501',
    instalments: [
      { key: 'down-1', label: '계약금 1차', kind: 'sale', dueDate: addDays(TODAY, -400), amount: 53_867_000, paid: 53_867_000, paidOn: addDays(TODAY, -400) },
      { key: 'mid-1', label: '중도금 1회', kind: 'sale', dueDate: addDays(TODAY, -200), amount: 53_866_000, paid: 53_866_000, paidOn: addDays(TODAY, -200) },
      { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 430_937_000, paid: 430_937_000, paidOn: addDays(TODAY, -1) },
    ],
    createdAt: now, updatedAt: now,
  });
  // The 입주지정기간 began yesterday: the keys may be handed over.
  await conn.model('ContractSetting', ContractSetting.schema).create({ _id: 'move-in-period', start: addDays(TODAY, -1), deadline: addDays(TODAY, 40), updatedAt: now, updatedBy: MANAGER });
  const Slots = conn.model('VisitSlot', VisitSlot.schema);
  const slot = (kind: 'inspection' | 'movein', date: string, start: string, end: string, capacity: number, booked: number, extra: object) =>
    Slots.create({ kind, date, start, end, startsAt: kstInstant(date, start), minutes: 240, capacity, booked, remaining: capacity - booked, closed: false, createdAt: now, ...extra });
  for (const [start, end] of [['10:00', '13:00'], ['14:00', '17:00']]) await slot('inspection', addDays(TODAY, 3), start!, end!, 20, 6, { dong: '101' });
  // Two other households at the 10:00 entrance: the list reads 902 before 1203 before 1501.
  const ten = (await Slots.findOne({ kind: 'inspection', start: '10:00' }).lean())!;
  for (const [code, unit, name] of [['QK7P2A', '101동 1501호', '최가람'], ['QK7P2B', '101동 902호', '박도윤']] as const)
    await conn.model('Reservation', Reservation.schema).create({ code, token: `t-${code}`, slotId: ten._id, kind: 'inspection', date: ten.date, start: ten.start, end: ten.end, startsAt: ten.startsAt, party: 2, name, phone: '010-4900-4999', message: unit, status: 'booked', createdAt: now, expiresAt: addDays(TODAY, 400) });
  // Two weeks of move-in half-days on three lines, some already taken by other households.
  const lines = ['101동 1·2호 라인', OWN_LINE, '102동 1·2호 라인'];
  for (let d = 2; d <= 13; d++) {
    const date = addDays(TODAY, d);
    for (const [i, line] of lines.entries()) {
      await slot('movein', date, '09:00', '13:00', 2, (d + i) % 3, { line, dong: line.slice(0, 3) });
      await slot('movein', date, '14:00', '18:00', 2, d % 2 === 0 && i !== 1 ? 2 : 0, { line, dong: line.slice(0, 3) });
    }
  }
});

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
});

test('at 390 px a holder books the 사전점검 for three and a move-in half-day of their line, and reads the 입주증', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  await page.goto('/my');
  await hydrated(page);
  await signInToMy(page, conn, PHONE, { dong: '101', ho: '1203' });

  await page.getByRole('navigation', { name: '계약자 메뉴' }).getByRole('link', { name: '사전점검·입주' }).click();
  const inspection = page.getByRole('region', { name: '사전점검 예약' });
  await expect(inspection.getByText('신분증', { exact: true })).toBeVisible();
  await inspection.getByLabel('방문 인원').selectOption('3');
  await inspection.getByRole('button', { name: /10:00~13:00/ }).click();
  await inspection.getByRole('group', { name: '예약 확인' }).getByRole('button', { name: '예약하기' }).click();
  await expect(inspection.getByRole('status')).toContainText('3명으로 예약했습니다');
  await expect(inspection.getByText(/· 3명 \(예약번호/)).toBeVisible();

  const movein = page.getByRole('region', { name: '입주 예약' });
  await expect(movein.getByText(OWN_LINE)).toBeVisible();
  const pass = movein.getByRole('group', { name: '입주증' });
  await expect(pass).toContainText('101동 1203호');
  await expect(pass).toContainText('김해온, 이서연');
  passCode = ((await pass.locator('.my-pass-code').textContent()) ?? '').replace('-', '');
  expect(passCode).toMatch(/^[A-Z2-9]{8}$/);
  // Only the holder's own line is offered: one button per open half-day.
  const halfDays = movein.getByRole('button', { name: /오전|오후/ });
  await expect(halfDays.first()).toBeVisible();
  await halfDays.first().click();
  await movein.getByRole('group', { name: '예약 확인' }).getByRole('button', { name: '예약하기' }).click();
  await expect(movein.getByRole('status')).toContainText('입주를');
  await expect(movein.getByText('예약하신 입주일')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expectNoSerious(await audit(page), '/my 사전점검·입주 at 390 px');
  await screenshot(page, 'movein-my-390.png', { fullPage: true });
  await screenshot(inspection, 'movein-my-inspection-390.png');
  await screenshot(movein, 'movein-my-movein-390.png');
  await page.close();
});

test('at 1280 px the 입주 캘린더 shows each line’s 오전/오후 filled of capacity; the 입주증 code is found', async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  expect((await page.request.post('/api/auth/login', { data: { email: MANAGER, password: PASSWORD } })).status()).toBe(200);
  await page.goto('/admin/movein');
  const table = page.getByRole('table', { name: /입주 예약 세대와 정원/ });
  await expect(table.getByRole('rowheader')).toHaveText(['101동 1·2호 라인', OWN_LINE, '102동 1·2호 라인']);
  // The holder's booking is in their line's row: one of its half-days now reads 1/2 or 2/2 where it was 0/2 or 1/2.
  await expect(table.getByRole('row', { name: new RegExp(OWN_LINE) })).toContainText('오전');
  await expect(page.getByText(/라인 3개/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expectNoSerious(await audit(page), '/admin/movein at 1280 px');
  await screenshot(page, 'movein-calendar-1280.png', { fullPage: true });

  // A cell opens its day: the households by line, then 동·호, with 계약자 and 연락처; printed alone.
  const booked = (await conn.model('Reservation', Reservation.schema).findOne({ kind: 'movein' }).lean())!;
  const half = booked.start < '12:00' ? '오전' : '오후';
  await table.getByRole('link', { name: new RegExp(`^${OWN_LINE} ${shortDay(booked.date).replace(/[()]/g, '\\$&')} ${half}`) }).click();
  const roster = page.getByRole('region', { name: /입주 세대/ });
  const row = roster.getByRole('row', { name: /101동 1203호/ });
  await expect(row).toContainText('김해온, 이서연');
  await expect(row).toContainText(PHONE);
  await expect(roster.getByRole('heading', { name: new RegExp(OWN_LINE) })).toBeVisible();
  expectNoSerious(await audit(page), '/admin/movein day at 1280 px');
  await screenshot(page, 'movein-day-1280.png', { fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(table).toBeHidden();
  await expect(row).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The visits desk's day names each 입주 slot's line, the booking its 동·호, and offers moves on its line only.
  await page.goto(`/admin/visits?date=${booked.date}&kind=movein`);
  await expect(page.getByRole('heading', { name: new RegExp(`${booked.start}~${booked.end} · ${OWN_LINE}`) })).toBeVisible();
  const visit = page.getByRole('row', { name: new RegExp(booked.code) });
  await expect(visit).toContainText('101동 1203호');
  const offered = await visit.getByRole('combobox').locator('option').allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  for (const o of offered) expect(o).toContain(OWN_LINE);
  await screenshot(page, 'visits-movein-day-1280.png', { fullPage: true });

  await page.goto(`/admin/movein/pass?code=${passCode.slice(0, 4)}-${passCode.slice(4)}`);
  const result = page.getByRole('region', { name: '입주증 확인 결과' });
  await expect(result).toContainText('101동 1203호');
  await expect(result).toContainText('잔금 납부 확인');
  await page.close();
});

test('at 390 px the 입주증 check reads ✓ at arm’s length and records 열쇠 지급 once', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  expect((await page.request.post('/api/auth/login', { data: { email: MANAGER, password: PASSWORD } })).status()).toBe(200);
  await page.goto(`/admin/movein/pass?code=${passCode}`);
  await hydrated(page);
  const result = page.getByRole('region', { name: '입주증 확인 결과' });
  const verdict = result.locator('.movein-verdict');
  await expect(verdict).toHaveText(/✓\s*열쇠 지급 가능/);
  // Large enough to read with the phone held at arm's length: the mark is at least 64 px tall.
  expect((await verdict.locator('span').boundingBox())!.height).toBeGreaterThanOrEqual(64);
  await screenshotAtBothWidths(page, 'movein-pass');
  await result.getByRole('button', { name: '열쇠 지급 기록' }).click();
  await expect(result.getByRole('status')).toContainText('열쇠 지급을 기록했습니다');
  await expect(result).toContainText('열쇠 지급 완료');
  expectNoSerious(await audit(page), '/admin/movein/pass at 390 px');
  await screenshotAtBothWidths(page, 'movein-pass-keys');
  // A second look (another worker's phone) shows who gave the keys; there is nothing left to tap.
  await page.reload();
  await expect(result).toContainText('열쇠 지급 완료');
  await expect(result).toContainText('이팀장');
  await expect(result.getByRole('button', { name: '열쇠 지급 기록' })).toHaveCount(0);
  await page.goto('/admin/movein/pass?code=ABCD-EFGH');
  await expect(result.locator('.movein-verdict')).toHaveText(/✗/);
  await screenshotAtBothWidths(page, 'movein-pass-unknown');
  await page.close();
});

test('at 390 px the entrance list of the 사전점검 day shows the household by 동 and slot', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  expect((await page.request.post('/api/auth/login', { data: { email: MANAGER, password: PASSWORD } })).status()).toBe(200);
  await page.goto(`/admin/movein/check-in?date=${addDays(TODAY, 3)}&dong=101`);
  const row = page.getByRole('row', { name: /101동 1203호/ });
  await expect(row).toContainText('3명');
  await expect(row.getByRole('button', { name: '101동 1203호 입장 확인' })).toBeVisible();
  // By number (902 before 1203 before 1501), and found by 호 or by name.
  const units = page.getByRole('table').getByRole('row').locator('strong');
  await expect(units).toHaveText(['101동 902호', '101동 1203호', '101동 1501호']);
  await page.getByLabel('동·호 또는 이름').fill('박도윤');
  await page.getByLabel('동·호 또는 이름').press('Enter');
  await expect(units).toHaveText(['101동 902호']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expectNoSerious(await audit(page), '/admin/movein/check-in at 390 px');
  await screenshotAtBothWidths(page, 'movein-checkin');

  // On a phone the day's households by line (each line's table scrolls inside its own box), and the visits desk day.
  const booked = (await conn.model('Reservation', Reservation.schema).findOne({ kind: 'movein' }).lean())!;
  await page.goto(`/admin/movein?day=${booked.date}#movein-day`);
  await expect(page.getByRole('region', { name: /입주 세대/ }).first().getByRole('row', { name: /101동 1203호/ })).toContainText(PHONE);
  // Two holders read as two names on a phone: the cell wraps between them, never leaving the comma on a line of its own.
  const holders = page.getByRole('row', { name: /101동 1203호/ }).getByRole('cell', { name: /김해온/ });
  const lines = await holders.evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
  expect(lines, '김해온, 이서연 on at most two lines').toBeLessThanOrEqual(2);
  expectNoSerious(await audit(page), '/admin/movein day at 390 px');
  await screenshot(page, 'movein-day-390.png', { fullPage: true });
  await page.goto(`/admin/visits?date=${booked.date}&kind=movein`);
  await expect(page.getByRole('heading', { name: new RegExp(`${booked.start}~${booked.end} · ${OWN_LINE}`) })).toBeVisible();
  await hydrated(page);
  // The phone shows the whole day: the move list (its options name line and hours) does not push the page sideways.
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { by: document.documentElement.scrollWidth - width, out };
  });
  expect(overflow.by, `the visits day scrolls sideways by ${overflow.by} px (${overflow.out.join(', ')})`).toBeLessThanOrEqual(0);
  await screenshot(page, 'visits-movein-day-390.png', { fullPage: true });
  await page.close();
});

test('at 390 px the 입주 캘린더 fits the phone: the calendar scrolls inside its own labelled box, the page does not', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  expect((await page.request.post('/api/auth/login', { data: { email: MANAGER, password: PASSWORD } })).status()).toBe(200);
  await page.goto('/admin/movein');
  const box = page.getByRole('region', { name: '라인별 입주 예약 현황' });
  await expect(box.getByRole('row', { name: new RegExp(OWN_LINE) })).toBeVisible();
  // The page is no wider than the phone; the 14 days scroll sideways inside the calendar's box only.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth && el.clientWidth <= window.innerWidth)).toBe(true);
  await expect(page.getByText('옆으로 밀어 14일을 보세요')).toBeVisible();
  expectNoSerious(await audit(page), '/admin/movein at 390 px');
  await screenshot(page, 'movein-calendar-390.png', { fullPage: true });
  await page.close();
});
