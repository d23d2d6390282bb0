/**
 * Each visitor form stores the lead type that says what the person did: the popup and
 * /Promotion/Customer register interest, the home and site visit forms without open slots ask
 * for a visit (visit-request), and booking a slot makes a reservation. This file runs its own
 * server and database, so it can open a slot without other browser tests seeing it.
 */
import mongoose from 'mongoose';
import type { Page } from '@playwright/test';
import { startSiteServer } from '../helpers/server';
import { Lead } from '../../server/leads/model';
import { VisitSlot } from '../../server/visits/model';
import { addDays, kstDay, kstInstant, shortDay } from '../../shared/visits';
import { strictTest as test, expect, hydrated, DESKTOP } from './fixtures';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
let Leads: typeof Lead;
let Slots: typeof VisitSlot;

test.beforeAll(async () => {
  // Which type each form stores, not who may book: phone verification has its own browser tests (visits.spec.ts).
  server = await startSiteServer({ build: false, env: { PHONE_VERIFICATION: 'off' } });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  Leads = conn.model('Lead', Lead.schema) as unknown as typeof Lead;
  Slots = conn.model('VisitSlot', VisitSlot.schema) as unknown as typeof VisitSlot;
});

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
});

async function open(browser: import('@playwright/test').Browser, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base });
  await page.goto(path);
  await hydrated(page);
  return page;
}

async function fillAndSend(form: import('@playwright/test').Locator, name: string, phone: string, button: string) {
  await form.getByLabel('이름').fill(name);
  await form.getByLabel('연락처').fill(phone);
  await form.getByLabel('개인정보 수집·이용 동의').check();
  await form.getByRole('button', { name: button }).click();
}

const storedType = async (name: string) => {
  await expect.poll(async () => Leads.countDocuments({ name })).toBe(1);
  return (await Leads.findOne({ name }).lean())!.type;
};

test('the interest popup stores interest', async ({ browser }) => {
  const page = await open(browser, '/');
  await page.locator('header .header-phone').click();
  const dialog = page.getByRole('dialog', { name: '관심고객 등록' });
  await fillAndSend(dialog, '팝업관심', '010-6100-0001', '관심고객 등록');
  await expect(dialog.locator('.form-message')).toContainText('등록이 완료되었습니다');
  expect(await storedType('팝업관심')).toBe('interest');
  await page.close();
});

test('/Promotion/Customer stores interest', async ({ browser }) => {
  const page = await open(browser, '/Promotion/Customer');
  const form = page.locator('main form.lead-form');
  await fillAndSend(form, '홍보관심', '010-6100-0002', '등록하기');
  await expect(form.locator('.form-message')).toContainText('등록이 완료되었습니다');
  expect(await storedType('홍보관심')).toBe('interest');
  await page.close();
});

test('the home visit form without open slots stores a visit request', async ({ browser }) => {
  const page = await open(browser, '/');
  const form = page.locator('section.home-visit form');
  await form.scrollIntoViewIfNeeded();
  await fillAndSend(form, '홈문의', '010-6100-0003', '방문예약 등록');
  await expect(form.locator('.form-message')).toContainText('등록이 완료되었습니다');
  expect(await storedType('홈문의')).toBe('visit-request');
  await page.close();
});

test('the site visit page without open slots stores a visit request', async ({ browser }) => {
  const page = await open(browser, '/haeon-lakecity/customer');
  const form = page.locator('main form.lead-form');
  await fillAndSend(form, '현장문의', '010-6100-0004', '등록하기');
  await expect(form.locator('.form-message')).toContainText('등록이 완료되었습니다');
  expect(await storedType('현장문의')).toBe('visit-request');
  await page.close();
});

test('booking a slot stores a reservation linked to it', async ({ browser }) => {
  const date = addDays(kstDay(new Date()), 2);
  await Slots.create({ date, start: '11:00', end: '11:30', startsAt: kstInstant(date, '11:00'), minutes: 30, capacity: 4, booked: 0, remaining: 4, closed: false, createdAt: new Date() });
  const page = await open(browser, '/haeon-lakecity/customer');
  await page.getByRole('group', { name: /방문 날짜/ }).getByRole('button', { name: shortDay(date) }).click();
  await page.getByRole('group', { name: /방문 시간/ }).getByRole('radio', { name: /11:00/ }).check();
  await fillAndSend(page.locator('form.visit-form'), '슬롯예약', '010-6100-0005', '방문 예약하기');
  await expect(page.getByRole('status')).toContainText('견본주택 방문 예약이 확정되었습니다.');
  expect(await storedType('슬롯예약')).toBe('reservation');
  expect((await Leads.findOne({ name: '슬롯예약' }).lean())!.reservationId).toBeTruthy();
  await page.close();
});
