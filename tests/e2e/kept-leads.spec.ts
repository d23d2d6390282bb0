/**
 * A buyer whose signal drops as they press 등록: the registration is kept on the phone, said so,
 * sent by itself when the connection returns (or on the next page view), stored exactly once,
 * and then confirmed. Nothing stays on the device after it is sent.
 */
import type { Page } from '@playwright/test';
import { LEAD_MESSAGES } from '../../shared/leads';
import { test as base, hydrated, expect, MOBILE, screenshot } from './fixtures';
import { closeDb, deleteLeadsByName, leadsByName, uniqueName } from './db';

const KEPT = '네트워크가 불안정해 접수 내용을 이 기기에 잠시 보관했습니다. 연결되면 자동으로 보내 드릴게요';
const PATH = '/haeon-lakecity/customer';

const test = base.extend<{ visitor: string }>({
  visitor: async ({}, use) => {
    const name = uniqueName();
    await use(name);
    await deleteLeadsByName(name);
  },
});
test.use({ viewport: MOBILE });
test.afterAll(async () => {
  await closeDb();
});

const kept = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('haeon.keptLeads') ?? '[]') as { key: string; savedAt: number }[]);

async function fillAndSend(page: Page, name: string, phone: string) {
  const form = page.locator('main form.lead-form');
  await form.getByLabel('이름').fill(name);
  await form.getByLabel('연락처').fill(phone);
  await form.getByLabel('개인정보 수집·이용 동의').check();
  await form.getByRole('button', { name: '등록하기' }).click();
  return form;
}

test('offline, then online: the form says it kept the registration, sends it once the connection returns, then confirms it', async ({
  page,
  context,
  visitor,
}) => {
  await page.goto(PATH);
  await hydrated(page);
  // The form is live from its first touch (decision 0027): the signal drops as 등록하기 is pressed.
  const form = page.locator('main form.lead-form');
  await form.getByLabel('이름').focus();
  await expect(page.locator('site-island[data-island="customer-form"]')).toHaveAttribute('data-live', '');
  await context.setOffline(true);
  await fillAndSend(page, visitor, '010-5100-0001');

  const message = form.locator('.form-message');
  await expect(message).toHaveText(`↻ ${KEPT}`);
  await expect(message).toHaveAttribute('role', 'status');
  await screenshot(page, 'kept-offline.png');
  const stored = await kept(page);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  expect(await leadsByName(visitor)).toHaveLength(0);

  await context.setOffline(false);
  await expect(message).toHaveText(`✓ ${LEAD_MESSAGES.success}`);
  await screenshot(page, 'kept-sent.png');
  expect(await kept(page)).toEqual([]);
  expect(await leadsByName(visitor)).toHaveLength(1);
  await expect(form.getByLabel('이름')).toHaveValue('');
});

test('a registration kept while the server answered 5xx is sent again with backoff and stored once', async ({ page, visitor }) => {
  await page.goto(PATH);
  await hydrated(page);
  let refused = 0;
  await page.route('**/api/leads', async (route) => {
    if (refused < 2) {
      refused++;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    }
    await route.continue();
  });
  const form = await fillAndSend(page, visitor, '010-5100-0002');
  await expect(form.locator('.form-message')).toHaveText(`↻ ${KEPT}`);
  await expect(form.locator('.form-message')).toHaveText(`✓ ${LEAD_MESSAGES.success}`, { timeout: 15_000 });
  expect(refused).toBe(2);
  expect(await leadsByName(visitor)).toHaveLength(1);
  expect(await kept(page)).toEqual([]);
});

test('kept on one page view, it is sent on the next one and confirmed there', async ({ context, visitor }) => {
  {
    const page = await context.newPage();
    await page.goto(PATH);
    await hydrated(page);
    await page.route('**/api/leads', (route) => route.abort('internetdisconnected'));
    await fillAndSend(page, visitor, '010-5100-0003');
    await expect(page.locator('main form.lead-form .form-message')).toHaveText(`↻ ${KEPT}`);
    await page.close();

    const next = await context.newPage();
    await next.goto('/Brand/intro');
    const notice = next.getByRole('status').filter({ hasText: '보관했던 접수 내용을 보내 드렸습니다.' });
    await expect(notice).toContainText(LEAD_MESSAGES.success);
    await screenshot(next, 'kept-next-page.png');
    expect(await leadsByName(visitor)).toHaveLength(1);
    expect(await kept(next)).toEqual([]);
    await notice.getByRole('button', { name: '닫기' }).click();
    await expect(notice).toHaveCount(0);
  }
});

test('the privacy policy names what is kept in the browser, for how long, and how to delete it', async ({ page }) => {
  await page.goto('/privacy');
  const section = page.getByRole('region', { name: /전송되지 못한 신청 내용의 기기 내 임시 보관/ });
  await expect(section).toContainText('localStorage');
  await expect(section).toContainText('24시간');
  await expect(section).toContainText('삭제');
});
