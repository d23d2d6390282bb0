/**
 * The contract holder's page at 390 px: phone first (the texted code), then 동·호; the payments with a
 * late charge, the 자서 visit booked on a slot of the holder's 동, the 납부확인서 downloaded as a PDF.
 * Own server and database (slots are site-wide).
 */
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { Contract } from '../../server/contracts/model';
import { VisitSlot } from '../../server/visits/model';
import { Notice } from '../../server/notices/model';
import { addDays, kstDay, kstInstant } from '../../shared/visits';
import { verificationCode } from './verification';
import { test, expect, hydrated, holdScripts, MOBILE, screenshotAtBothWidths } from './fixtures';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
const TODAY = kstDay(new Date());
const D3 = addDays(TODAY, 3);
const PHONE = '010-4800-4800';

test.beforeAll(async () => {
  server = await startSiteServer({ build: false });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const now = new Date();
  await conn.model('Contract', Contract.schema).create({
    dong: '101', ho: '1203', unitKey: '101-1203', unitType: '84A', holders: [{ name: '김해온', phone: PHONE }], holderPhones: [PHONE],
    price: 538_670_000, account: '신한은행 562-100-145501 (예금주: 해온자산신탁)', accountKey: '562100145501',
    instalments: [
      { key: 'down-1', label: '계약금 1차', kind: 'sale', dueDate: addDays(TODAY, -60), amount: 26_933_000, paid: 26_933_000, paidOn: addDays(TODAY, -60) },
      // 26 days late: 26,933,000 × 6.5% × 26 / 365 = 124,703원.
      { key: 'down-2', label: '계약금 2차', kind: 'sale', dueDate: addDays(TODAY, -26), amount: 26_933_000, paid: 0 },
      { key: 'mid-1', label: '중도금 1회', kind: 'sale', dueDate: addDays(TODAY, 90), amount: 53_867_000, paid: 0 },
      { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 430_937_000, paid: 0 },
    ],
    createdAt: now, updatedAt: now,
  });
  const Slots = conn.model('VisitSlot', VisitSlot.schema);
  for (const dong of ['101', '102']) {
    await Slots.create({ kind: 'loan', dong, date: D3, start: '10:00', end: '10:30', startsAt: kstInstant(D3, '10:00'), minutes: 30, capacity: 4, booked: 0, remaining: 4, closed: false, createdAt: now });
  }
  await conn.model('Notice', Notice.schema).create({ title: '중도금 대출 자서 일정 안내', body: '<p>동별 자서 일정을 안내해 드립니다.</p>', audience: 'holders', publishAt: now, createdAt: now, updatedAt: now, createdBy: 'e2e', updatedBy: 'e2e' });
});

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
});

test('at 390 px a contract holder signs in with phone and 동·호, reads what is due and late, books a 자서 visit and downloads the 납부확인서', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, acceptDownloads: true });
  // Signed out, the page asks nothing of /api/my (no 401 in the console) and its form is ready.
  const asks: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/api/my' && asks.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/my');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '계약자 로그인' })).toBeVisible();
  await expect(page.getByRole('button', { name: '인증번호 받기' })).toBeEnabled();
  expect(asks).toEqual([]);
  expect(errors).toEqual([]);
  await screenshotAtBothWidths(page, 'my-signin');

  const asked = new Date(Date.now() - 1000);
  // The number typed before the page is live (React held back here, as on a slow phone; 인증번호
  // 받기 waits for it): the code goes to the number the field shows.
  const release = await holdScripts(page, /\/assets\/react-[\w-]+\.js$/);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.getByLabel('휴대폰 번호').fill(PHONE);
  await expect(page.locator('site-island[data-island="page-my"]')).not.toHaveAttribute('data-live', '');
  release();
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('인증번호를 문자로 보내 드렸습니다.', { exact: false })).toBeVisible();
  await page.getByLabel('인증번호 6자리').fill(await verificationCode(conn, PHONE, asked));
  await page.getByRole('button', { name: '인증 확인' }).click();
  await page.getByLabel('동', { exact: true }).fill('101');
  await page.getByLabel('호', { exact: true }).fill('1203');
  await page.getByRole('button', { name: '계약 정보 확인' }).click();

  const pay = page.getByRole('region', { name: '납부 현황' });
  await expect(pay.getByText('101동 1203호').or(page.getByText('101동 1203호'))).toBeVisible();
  await expect(pay.getByText('26,933,000원').first()).toBeVisible();
  await expect(pay.getByText('124,703원').first()).toBeVisible();
  const account = pay.getByRole('group', { name: '납부 계좌' });
  await expect(account).toContainText('신한은행');
  await expect(account).toContainText('562-100-145501');
  await expect(account).toContainText('해온자산신탁');
  // In words a holder uses: what is paid, late and still to come; nothing not yet due is called 미납.
  await expect(pay.getByRole('listitem').filter({ hasText: '계약금 1차' })).toContainText('완납');
  await expect(pay.getByRole('listitem').filter({ hasText: '계약금 2차' })).toContainText('연체');
  await expect(pay.getByRole('listitem').filter({ hasText: '중도금 1회' })).toContainText('납부예정');
  await expect(pay.getByText('납부하실 금액(연체료 포함)')).toBeVisible();
  await expect(pay.getByText('27,057,703원')).toBeVisible();
  await expect(pay).not.toContainText('미납');

  await page.getByRole('navigation', { name: '계약자 메뉴' }).getByRole('link', { name: '방문 예약' }).click();
  const visits = page.getByRole('region', { name: '방문 예약' });
  const slots = visits.getByRole('button', { name: /10:00/ });
  await expect(slots).toHaveCount(1); // only the 101동 slot
  await slots.click();
  await visits.getByRole('group', { name: '예약 확인' }).getByRole('button', { name: '예약하기' }).click();
  await expect(visits.getByRole('status')).toContainText('중도금 대출 자서 방문을');
  await screenshotAtBothWidths(page, 'my');

  await page.getByRole('navigation', { name: '계약자 메뉴' }).getByRole('link', { name: '납부' }).click();
  await expect(page.getByRole('region', { name: '계약자 공지' }).getByText('중도금 대출 자서 일정 안내')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), pay.getByRole('link', { name: /납부확인서/ }).click()]);
  const file = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');

  // Opened again while signed in, the page goes straight to the payments.
  await page.reload();
  await expect(page.getByRole('region', { name: '납부 현황' }).getByText('124,703원').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '계약자 로그인' })).toHaveCount(0);
});
