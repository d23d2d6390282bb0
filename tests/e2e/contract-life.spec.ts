/**
 * A contract's life on screen (issue 64): the former holder of an ended contract reads it on /my as
 * 해약, with what was paid, the 위약금 and the refund due, and nothing to pay; the desk hands a live
 * contract over with the 명의변경 form and reads the new holder and the history at once. With
 * SCREENSHOT_DIR set, both screens are written at 390 and 1280 px. Own server and database.
 */
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { Contract } from '../../server/contracts/model';
import { addDays, kstDay } from '../../shared/visits';
import { signInToMy } from './verification';
import { test, expect, hydrated, MOBILE, DESKTOP, screenshotAtBothWidths } from './fixtures';
import { hashPassword } from '../../server/accounts/password';
import { Admin } from '../../server/accounts/model';

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
const TODAY = kstDay(new Date());
const ENDED = { phone: '010-4821-4821', name: '문해윤' };
const LIVE = { phone: '010-4822-4822', name: '고다온' };
const DESK = { email: 'owner-life@e2e.example.com', password: 'correct horse battery staple' };
let liveId = '';

const contract = (dong: string, ho: string, holder: { phone: string; name: string }, extra: object) => {
  const now = new Date();
  return {
    dong, ho, unitKey: `${dong}-${ho}`, unitType: '84A', holders: [holder], holderPhones: [holder.phone], contractDate: addDays(TODAY, -90),
    price: 540_000_000, account: '562-100-148801', accountKey: '562100148801',
    instalments: [
      { key: 'down-1', label: '계약금 1차', kind: 'sale', dueDate: addDays(TODAY, -90), amount: 27_000_000, paid: 27_000_000, paidOn: addDays(TODAY, -90) },
      { key: 'down-2', label: '계약금 2차', kind: 'sale', dueDate: addDays(TODAY, -30), amount: 27_000_000, paid: 27_000_000, paidOn: addDays(TODAY, -30) },
      { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 486_000_000, paid: 0 },
    ],
    createdAt: now, updatedAt: now, ...extra,
  };
};

test.beforeAll(async () => {
  server = await startSiteServer({ build: false });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const Contracts = conn.model('Contract', Contract.schema);
  await Contracts.create(contract('105', '1101', ENDED, { cancelledOn: addDays(TODAY, -5), cancellation: { reason: '계약자 요청에 따른 합의 해약', penalty: 54_000_000, refunds: [], settledAt: new Date() } }));
  liveId = String((await Contracts.create(contract('105', '1102', LIVE, { liveKey: '105-1102' })))._id);
  await conn.model('Admin', Admin.schema).create({ email: DESK.email, name: '분양소장', role: 'owner', active: true, away: false, passwordHash: await hashPassword(DESK.password) });
});

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
});

test('the former holder reads an ended contract on /my as 해약, owing nothing', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base });
  await page.goto('/my');
  await hydrated(page);
  await signInToMy(page, conn, ENDED.phone, { dong: '105', ho: '1101' });
  const card = page.getByRole('region', { name: '해약된 계약입니다' });
  await expect(card).toContainText('더 납부하실 금액은 없으며');
  await expect(card).toContainText('54,000,000원');
  await expect(page.getByText('납부하실 금액(연체료 포함)')).toHaveCount(0);
  await screenshotAtBothWidths(page, 'my-ended');
  await page.close();
});

test('the desk hands a live contract over with the 명의변경 form', async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base });
  const res = await page.request.post('/api/auth/login', { data: DESK });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(`/admin/contracts/${liveId}`);
  await hydrated(page);
  const form = page.getByRole('region', { name: '명의변경' });
  await expect(form.getByLabel('사유', { exact: true })).toBeVisible();
  await screenshotAtBothWidths(page, 'desk-transfer');
  await form.getByLabel('새 계약자 이름', { exact: true }).fill('한새봄');
  await form.getByLabel('새 계약자 휴대폰', { exact: true }).fill('010-4823-4823');
  await form.getByLabel('사유', { exact: true }).selectOption('증여');
  await form.getByLabel('계약서', { exact: true }).check();
  await form.getByLabel('신분증', { exact: true }).check();
  await form.getByRole('button', { name: '명의변경 기록' }).click();
  await expect(form.getByRole('status')).toHaveText('명의변경을 기록했습니다.');
  await expect(page.getByText('명의변경 (사유: 증여').first()).toBeVisible();
  await expect(page.getByText('한새봄').first()).toBeVisible();
  await page.close();
});
