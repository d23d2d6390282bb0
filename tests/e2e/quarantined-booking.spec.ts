/**
 * A booking held in quarantine, as a buyer on a phone meets it: a returning buyer whose browser
 * kept their details books faster than the fill-time check allows, and reads that the request was
 * received, never a failure, with JavaScript and without. The desk then restores it with one click
 * and the slot is booked. This file runs its own server (a long LEAD_MIN_FILL_MS, its own slots).
 */
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { VisitSlot, Reservation } from '../../server/visits/model';
import { Lead } from '../../server/leads/model';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';
import { addDays, kstDay, kstInstant, shortDay } from '../../shared/visits';
import { strictTest as test, expect, hydrated, MOBILE, DESKTOP } from './fixtures';

test.describe.configure({ mode: 'serial' });

const RECEIVED = '예약 신청이 접수되었습니다. 확인 후 문자로 안내해 드립니다.';
const STAMP = /^\d{13}\.[\w-]{22}$/;
const D2 = addDays(kstDay(new Date()), 2);

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
let Slots: typeof VisitSlot;
let Reservations: typeof Reservation;
let Leads: typeof Lead;

test.beforeAll(async () => {
  // A minute (the most allowed): every booking a test types is "too fast", as a returning buyer's kept details are.
  server = await startSiteServer({ build: false, env: { LEAD_MIN_FILL_MS: '60000', PHONE_VERIFICATION: 'off' } });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  Slots = conn.model('VisitSlot', VisitSlot.schema) as unknown as typeof VisitSlot;
  Reservations = conn.model('Reservation', Reservation.schema) as unknown as typeof Reservation;
  Leads = conn.model('Lead', Lead.schema) as unknown as typeof Lead;
  await Slots.create({ date: D2, start: '11:00', end: '11:30', startsAt: kstInstant(D2, '11:00'), minutes: 30, capacity: 4, booked: 0, remaining: 4, closed: false, createdAt: new Date() });
});

test.afterAll(async () => {
  await conn?.close();
  await server?.stop();
});

test('on a phone with JavaScript, a booking sent too fast reads as received, and the desk books it with one click', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base });
  await page.goto('/haeon-lakecity/customer');
  await hydrated(page);
  // The form wakes on the first touch and then holds its stamp (what it will send), not merely
  // the stamp's answer having come.
  await page.getByRole('group', { name: /방문 날짜/ }).getByRole('button', { name: shortDay(D2) }).click();
  await expect(page.locator('main form input[name="renderedAt"]')).toHaveValue(STAMP);
  await page.getByRole('group', { name: /방문 시간/ }).getByRole('radio', { name: /11:00/ }).check();
  await page.getByLabel('방문 인원').selectOption('2');
  await page.locator('main').getByLabel('이름').fill('빠른예약');
  await page.locator('main').getByLabel('연락처').fill('010-3900-7100');
  await page.locator('main').getByLabel('개인정보 수집·이용 동의').check();
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/visits' && r.request().method() === 'POST');
  await page.getByRole('button', { name: '방문 예약하기' }).click();
  expect((await answer).status()).toBe(201);

  const status = page.getByRole('status').filter({ hasText: RECEIVED });
  await expect(status).toBeVisible();
  await expect(status).toHaveText(`✓ ${RECEIVED}`);
  await expect(page.getByText('등록에 실패했습니다')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const held = (await Leads.findOne({ name: '빠른예약' }).lean())!;
  expect(held).toMatchObject({ spam: true, spamReason: 'too-fast' });
  expect(await Reservations.countDocuments({ name: '빠른예약' })).toBe(0);
  await page.close();

  // The desk's 스팸 보관함: one click books the time asked for, since it is still free.
  await conn.model('Admin', Admin.schema).create({ email: 'held-admin@example.com', passwordHash: await hashPassword('correct horse battery staple') });
  const desk = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base });
  await desk.goto('/haeon-lakecity/press');
  await hydrated(desk);
  await desk.getByLabel('이메일').fill('held-admin@example.com');
  await desk.getByLabel('비밀번호').fill('correct horse battery staple');
  await desk.getByRole('button', { name: '로그인' }).click();
  await expect(desk.locator('.admin-bar')).toBeVisible();
  await desk.goto('/admin/leads?spam=1');
  await hydrated(desk);
  const row = desk.locator('.inbox-table tbody tr', { hasText: '빠른예약' });
  await expect(row).toContainText('너무 빨리 제출됨');
  await row.getByRole('button', { name: '빠른예약 예약 신청 복원' }).click();
  await expect(desk.getByRole('status').filter({ hasText: '방문 예약을 확정했습니다' })).toContainText(`${shortDay(D2)} 11:00`);
  await expect(row).toContainText('복원·예약됨');
  expect(await Reservations.findOne({ name: '빠른예약' }).lean()).toMatchObject({ date: D2, start: '11:00', party: 2, status: 'booked' });
  await desk.close();
});

test('on a phone without JavaScript, a booking held back (the browser filled the hidden field) reads as received', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE, locale: 'ko-KR', baseURL: server.base });
  const page = await context.newPage();
  await page.goto('/haeon-lakecity/customer');
  await page.getByLabel('방문 일시').selectOption({ label: `${shortDay(D2)} 11:00~11:30 (잔여 3팀)` });
  await page.locator('main').getByLabel('이름').fill('자동완성');
  await page.locator('main').getByLabel('연락처').fill('010-3900-7200');
  await page.locator('main').getByLabel('개인정보 수집·이용 동의').check();
  // What some autofill does to a field people never see.
  await page.locator('form.visit-form input[name="website"]').fill('https://autofill.example', { force: true });
  await page.getByRole('button', { name: '방문 예약하기' }).click();

  await expect(page).toHaveURL(/\/lead\/result\?status=received/);
  await expect(page.getByRole('status')).toContainText(`✓ ${RECEIVED}`);
  await expect(page.getByText('✗')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '이전 페이지로 돌아가기' })).toHaveAttribute('href', '/haeon-lakecity/customer');
  expect(await Leads.findOne({ name: '자동완성' }).lean()).toMatchObject({ spam: true, spamReason: 'honeypot' });
  await context.close();
});
