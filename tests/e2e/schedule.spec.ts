/**
 * 청약일정 and 분양가·납부일정 in a phone-sized browser: with JavaScript off both pages are complete
 * and their forms work; with it, the reminder form answers on the page and the calculator
 * follows the picker.
 */
import mongoose from 'mongoose';
import { test, strictTest, hydrated, expect, MOBILE } from './fixtures';
import { verificationCode, verifyInForm } from './verification';

// The codes texted to the subscribers' phones, read where the site keeps what it sent.
let conn: mongoose.Connection | undefined;
const db = async () => (conn ??= await mongoose.createConnection(process.env.E2E_MONGODB_URI!, { autoCreate: false, autoIndex: false }).asPromise());
// A worker may come back to this file after its afterAll (fullyParallel): it then opens a new one.
test.afterAll(async () => {
  await conn?.close();
  conn = undefined;
});

test.use({ viewport: MOBILE });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the timeline marks the next step with its D-day, links calendar files, and the reminder form posts back to the page', async ({ page }) => {
    await page.goto('/SalesInfo/schedule');
    await expect(page.locator('li.step')).toHaveCount(9);
    const next = page.locator('li.step.is-next');
    await expect(next).toHaveCount(1);
    await expect(next.locator('.dday')).toHaveText(/^D-(\d+|DAY)$/);
    const ics = next.locator('a.step-ics');
    await expect(ics).toHaveAttribute('href', /^\/calendar\/[a-z0-9-]+\.ics$/);
    await expect(ics).toHaveAccessibleName(/캘린더에 추가$/);

    await page.locator('main').getByLabel('이름').fill('박알림');
    await page.getByLabel('휴대폰 번호').fill('010-5555-1212');
    await page.getByLabel('청약 일정 알림 문자 수신 동의 (필수)').check();
    // Without JavaScript the sign-up takes two steps: the code is texted, then typed in.
    const asked = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: '알림 신청하기' }).click();
    await page.getByLabel('인증번호 6자리').fill(await verificationCode(await db(), '010-5555-1212', asked));
    await expect(page.locator('main').getByLabel('이름')).toHaveValue('박알림');
    await page.getByLabel('청약 일정 알림 문자 수신 동의 (필수)').check();
    await page.getByRole('button', { name: '알림 신청하기' }).click();
    await expect(page).toHaveURL(/\/SalesInfo\/schedule\?reminder=ok#reminder$/);
    await expect(page.getByRole('status')).toContainText('청약 일정 알림 신청이 완료되었습니다.');
  });

  test('the payment picker is a GET form: choosing a type and band shows its rows adding up to the price', async ({ page }) => {
    await page.goto('/SalesInfo/payment');
    await page.getByLabel('타입', { exact: true }).selectOption('99A');
    await page.getByLabel('층 구간').selectOption('high');
    await page.getByRole('button', { name: '납부일정 보기' }).click();
    await expect(page).toHaveURL(/unit=99A&band=high/);
    await expect(page.locator('.plan-table caption')).toContainText('99A 타입 · 고층(20층 이상) 분양가 674,870,000원');
    const amounts = await page.locator('.plan-table td[data-amount]').evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-amount'))));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(674_870_000);
    await expect(page.getByText('입주자모집공고 기준이며 공고문이 우선합니다').first()).toBeVisible();
  });
});

strictTest('with JavaScript the reminder form answers on the page (no hydration warning)', async ({ page }) => {
  await page.goto('/SalesInfo/schedule');
  await hydrated(page);
  await page.locator('main').getByLabel('이름').fill('이알림');
  await page.getByLabel('휴대폰 번호').fill('010-5555-3434');
  await verifyInForm(page, page.locator('form.reminder-form'), await db(), '010-5555-3434');
  await page.getByLabel('청약 일정 알림 문자 수신 동의 (필수)').check();
  await page.getByRole('button', { name: '알림 신청하기' }).click();
  await expect(page.getByRole('status')).toContainText('청약 일정 알림 신청이 완료되었습니다.');
  await expect(page).toHaveURL(/\/SalesInfo\/schedule$/);
});

strictTest('with JavaScript the calculator follows the picker (no hydration warning)', async ({ page }) => {
  await page.goto('/SalesInfo/payment?unit=84A&band=low');
  await hydrated(page);
  await expect(page.locator('.plan-table caption')).toContainText('512,345,000원');
  await page.getByLabel('타입', { exact: true }).selectOption('84C');
  await page.getByLabel('층 구간').selectOption('mid');
  await page.getByRole('button', { name: '납부일정 보기' }).click();
  await expect(page.locator('.plan-table caption')).toContainText('84C 타입 · 중층(5~19층) 분양가 541,890,000원');
  await expect(page.locator('.plan-table tfoot')).toContainText('541,890,000원');
});

test('the 분양안내 menu lists 청약일정', async ({ page }) => {
  await page.goto('/SalesInfo/announcement');
  await expect(page.locator('.submenu').getByRole('link', { name: '청약일정' })).toHaveAttribute('href', '/SalesInfo/schedule');
});
