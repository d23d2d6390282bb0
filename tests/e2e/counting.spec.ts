/**
 * Page counting in Chromium: a visitor page sends one beacon once shown, with the landing's tags,
 * answered 204 with no cookie; a later page of the visit repeats the landing's source; a page in a
 * tab never brought to the front sends nothing until it is shown.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, hydrated, MOBILE } from './fixtures';

test.use({ viewport: MOBILE });

const beacons = (page: Page) => {
  const sent: Request[] = [];
  // Page views only: a page left after the vitals code loaded also sends its Core Web Vitals (decision 0038).
  page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v' && !r.postData()?.includes('"k":"vitals"') && sent.push(r));
  return sent;
};

test('a landing sends one beacon with its utm tags, answered 204 without a cookie; the next page names the same source', async ({ page }) => {
  const sent = beacons(page);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v');
  await page.goto('/?utm_source=naver&utm_medium=cpc&utm_campaign=launch&gclid=');
  const res = await answered;
  expect(res.status()).toBe(204);
  expect(await res.headerValue('set-cookie')).toBeNull();
  expect(JSON.parse(sent[0]!.postData()!)).toEqual({ p: '/', q: { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'launch', gclid: '' }, e: 1 });

  const next = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v' && r.postData()!.includes('/Brand/intro'));
  await page.goto('/Brand/intro');
  expect(JSON.parse((await next).postData()!)).toEqual({ p: '/Brand/intro', q: { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'launch', gclid: '' } });
  expect(sent).toHaveLength(2);
});

test('a page loaded in a hidden tab sends nothing until it is shown', async ({ page }) => {
  const sent = beacons(page);
  // The page reads as hidden from its first script (as a background tab or a prerender does).
  await page.addInitScript(() => {
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { get: () => state, configurable: true });
    (window as unknown as { show: () => void }).show = () => {
      state = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
  await page.goto('/BusinessGuide/intro');
  // The boot script (which would send the beacon at once) has run and the page is interactive.
  await hydrated(page);
  expect(sent).toHaveLength(0);
  const shown = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v');
  await page.evaluate(() => (window as unknown as { show: () => void }).show());
  expect(JSON.parse((await shown).postData()!)).toMatchObject({ p: '/BusinessGuide/intro' });
});
