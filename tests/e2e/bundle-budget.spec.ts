/**
 * JavaScript a visitor downloads without touching the page (decision 0027): the script bytes as
 * sent (gzip), within 4 s of load, measured in the browser on the home page, one page of each
 * section, the customer page and the press list. A content page runs only the islands' boot
 * script; React and an island's code come with the first interaction or as a section comes into
 * view. Pages with a form (the home page, /Promotion/Customer, the press list) hydrate it on view or
 * touch, and are held to 70 KB. The booking page's form is live before a touch (its time list
 * becomes day buttons, and a registration is kept on the device even when the signal dropped
 * before the first touch): with React 19's client alone ~62 KB gzip, it is held to 100 KB.
 * Also: no visitor page loads administrator code, and the build has some to keep apart.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated, MOBILE } from './fixtures';
import { isAdminPath, pages } from '../../shared/routes';
import { adminChunks } from '../../scripts/page-weight';
import { siteConfig } from '../../shared/site.config';
import { closeDb, seedNotice } from './db';

export const JS_BUDGET = { content: 30 * 1024, form: 70 * 1024, formLive: 100 * 1024 };

const SITE = siteConfig.defaultSite;
/** Path → its budget. */
const PAGES: Record<string, keyof typeof JS_BUDGET> = {
  '/': 'form',
  '/Brand/intro': 'content',
  '/BusinessGuide/intro': 'content',
  '/SalesInfo/announcement': 'content',
  '/LocationEnvironment/intro': 'content',
  '/ComplexGuide/intro': 'content',
  '/FloorPlan/84A': 'content',
  '/FloorPlan/videos': 'content',
  '/Interior/59A': 'content',
  '/Promotion/Customer': 'form',
  [`/${SITE}/customer`]: 'formLive',
  [`/${SITE}/press`]: 'form',
  // The notice board: server-rendered HTML, no island of its own.
  '/SalesInfo/notice': 'content',
};

const admin = adminChunks('dist/client');

/** Scripts fetched in the first 4 s after navigation: [path, bytes as sent]. */
async function scriptsWithin4s(page: Page, path: string): Promise<[string, number][]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Script' || /\.m?js($|\?)/.test(e.request.url)) scripts.set(e.requestId, new URL(e.request.url).pathname);
  });
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await page.goto(path);
  await hydrated(page);
  // Nobody touches the page: wait out the 4 s after load (the page's own timers run meanwhile).
  await page.waitForTimeout(4000);
  return [...scripts].map(([id, url]) => [url, sizes.get(id) ?? 0]);
}

test.describe('JavaScript downloaded without interaction', () => {
  test.use({ viewport: MOBILE, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });

  for (const [path, kind] of Object.entries(PAGES)) {
    test(`${path} stays within its budget (${kind}, ${JS_BUDGET[kind] / 1024} KB) and loads no admin code`, async ({ page }) => {
      const scripts = await scriptsWithin4s(page, path);
      const total = scripts.reduce((n, [, b]) => n + b, 0);
      const budget = JS_BUDGET[kind];
      test.info().annotations.push({ type: 'script bytes (gzip, as sent)', description: `${path} ${(total / 1024).toFixed(1)} KB` });
      console.log(`${path}: ${(total / 1024).toFixed(1)} KB of script in the 4 s after load`);
      expect(total, `${path}: ${(total / 1024).toFixed(1)} KB of script (${scripts.map(([u, b]) => `${u} ${(b / 1024).toFixed(1)}`).join(', ')})`).toBeLessThanOrEqual(budget);
      expect(scripts.filter(([u]) => admin.has(u.slice(1))).map(([u]) => u), 'administrator chunks loaded by a visitor page').toEqual([]);
    });
  }
});

test.describe('a notice page', () => {
  test.use({ viewport: MOBILE, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  test.afterAll(async () => {
    await closeDb();
  });

  test('a notice (공지사항 detail) stays within the content budget and loads no admin code (no editor)', async ({ page }) => {
    const path = `/SalesInfo/notice/${await seedNotice('예산 확인용 공지')}`;
    const scripts = await scriptsWithin4s(page, path);
    const total = scripts.reduce((n, [, b]) => n + b, 0);
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB of script in the 4 s after load`);
    expect(total, `${path}: ${scripts.map(([u, b]) => `${u} ${(b / 1024).toFixed(1)}`).join(', ')}`).toBeLessThanOrEqual(JS_BUDGET.content);
    expect(scripts.filter(([u]) => admin.has(u.slice(1))).map(([u]) => u)).toEqual([]);
  });
});

test('the build has administrator chunks to keep apart (the check above is not vacuous)', () => {
  const adminKeys = new Set(pages.filter((r) => isAdminPath(r.path)).map((r) => r.page));
  expect(adminKeys.size).toBeGreaterThan(0);
  expect(admin.size).toBeGreaterThanOrEqual(adminKeys.size);
});
