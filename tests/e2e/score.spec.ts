/**
 * 청약 가점 계산기 in a phone's browser: with JavaScript the score appears as the buyer types (no
 * request carries what was typed) and is announced; without it the form posts to the page itself
 * and the server's answer is the same, word for word, at the same address.
 */
import type { Page } from '@playwright/test';
import { strictTest as test, expect, MOBILE } from './fixtures';
import { audit, expectNoSerious } from './axe';

const BUYER = { birthDate: '1983-04-17', marriageDate: '2010-09-04', dependents: '3', accountOpenedOn: '2012-06-20', spouseAccountOpenedOn: '2019-01-05', asOf: '2026-12-01' };

async function fillIn(page: Page) {
  await page.getByLabel('생년월일').fill(BUYER.birthDate);
  await page.getByLabel('혼인신고일').fill(BUYER.marriageDate);
  await page.getByRole('radio', { name: '주택을 소유한 적이 없습니다' }).check();
  await page.getByLabel('부양가족 수').fill(BUYER.dependents);
  await page.getByLabel('청약통장 가입일', { exact: true }).fill(BUYER.accountOpenedOn);
  await page.getByLabel('배우자 청약통장 가입일').fill(BUYER.spouseAccountOpenedOn);
  await page.getByLabel('기준일').fill(BUYER.asOf);
}

/** What the buyer reads: the announced summary, the total and each part with its rule. */
const resultOf = async (page: Page) => ({
  summary: await page.getByTestId('score-summary').innerText(),
  total: await page.locator('[data-total]').getAttribute('data-total'),
  parts: await page.locator('[data-part]').allInnerTexts(),
});

test.use({ viewport: MOBILE });

test('the score appears as the buyer types and matches, word for word, the page posted without JavaScript', async ({ page, browser, baseURL }) => {
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`));
  await page.goto('/SalesInfo/score');
  await fillIn(page);
  // No button pressed: the summary, a live region, already holds the score.
  const summary = page.getByRole('status').filter({ hasText: '청약 가점은' });
  await expect(summary).toContainText('2026년 12월 1일 기준 청약 가점은 69점입니다');
  await expect(summary).toHaveAttribute('aria-live', 'polite');
  const live = await resultOf(page);
  expect(live.total).toBe('69');
  expect(live.parts).toHaveLength(3);
  // Nothing typed left the browser: no request (the page-view beacon included) carries a date or a field.
  expect(sent.filter((s) => /1983-04-17|2010-09-04|2012-06-20|birthDate/.test(s))).toEqual([]);

  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE, baseURL });
  try {
    const plain = await noJs.newPage();
    await plain.goto('/SalesInfo/score');
    await fillIn(plain);
    await plain.getByRole('button', { name: '가점 계산하기' }).click();
    await expect(plain.locator('[data-total]')).toBeVisible();
    const url = new URL(plain.url());
    expect(url.pathname).toBe('/SalesInfo/score');
    expect(url.search).toBe('');
    expect(await resultOf(plain)).toEqual(live);
  } finally {
    await noJs.close();
  }
});

test('a date it cannot use is named beside its field and announced, without a page load', async ({ page }) => {
  await page.goto('/SalesInfo/score');
  await fillIn(page);
  await page.getByLabel('혼인신고일').fill('2027-03-01');
  await expect(page.getByRole('status').filter({ hasText: '혼인신고일' })).toContainText('기준일(2026년 12월 1일)보다 늦습니다');
  await expect(page.getByLabel('혼인신고일')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-total]')).toHaveCount(0);
});

test.describe('with a result on the screen', () => {
  // axe is injected as an inline script, which the site's CSP refuses (as in a11y.spec.ts).
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });
  test('no serious or critical accessibility violation, and the form is sent by keyboard', async ({ page }) => {
    await page.goto('/SalesInfo/score');
    await fillIn(page);
    await expect(page.locator('[data-total]')).toHaveAttribute('data-total', '69');
    expectNoSerious(await audit(page), 'score with a result');
    // (A date field's Tab walks its year, month and day first: the button is focused directly.)
    await page.getByRole('button', { name: '가점 계산하기' }).focus();
    await page.keyboard.press('Enter');
    // Sent by keyboard: the result takes the focus, so a screen reader reads it next.
    await expect(page.locator('#score-result')).toBeFocused();
  });
});
