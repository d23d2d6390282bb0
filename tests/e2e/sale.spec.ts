/**
 * 분양 현황 in the browser: at 1280 px each chart has its table beside it, on a 390 px phone below
 * it, with no sideways scroll of the page and every table read as cards (no column hidden sideways,
 * no table boxed into a scrolling frame); the figures are those the server counted. Own server and
 * database, the small sale of tests/helpers/sale.ts.
 */
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';
import { importDeposits } from '../../server/contracts/deposit-import';
import { buildSale, defects, DEPOSITS, moveIns } from '../helpers/sale';
import { test, expect, hydrated, signInToDesk, screenshot, DESKTOP, MOBILE } from './fixtures';
import { audit, expectNoSerious } from './axe';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startSiteServer>>;
const login = { email: 'sale-owner@example.com', password: 'correct horse battery staple' };

test.beforeAll(async () => {
  server = await startSiteServer({ build: false });
  await mongoose.connect(server.mongoUri, { autoCreate: false, autoIndex: false });
  const now = new Date();
  const ids = await buildSale(now);
  await importDeposits(DEPOSITS, now);
  await moveIns(ids, now);
  await defects(ids);
  await Admin.create({ email: login.email, role: 'owner', passwordHash: await hashPassword(login.password) });
});

test.afterAll(async () => {
  await mongoose.disconnect();
  server?.stop();
});

for (const [name, viewport] of [['1280', DESKTOP], ['390', MOBILE]] as const) {
  test(`at ${name} px the sale's figures read with each chart and its table`, async ({ browser }) => {
    const page = await browser.newPage({ viewport, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
    await signInToDesk(page, login);
    await page.goto('/admin/sale');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: '분양률', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '수납', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '입주·하자', exact: true })).toBeVisible();
    // Every table's scrolling frame can be reached and scrolled by keyboard (scrollable-region-focusable).
    expectNoSerious(await audit(page), `/admin/sale at ${name} px`);
    // 4 of 7 supplied, 1 해약; 480,000,000원 due, 300,000,000원 of it received.
    await expect(page.locator('.sale-figures')).toContainText('57.1%');
    // On a phone each cell's name is read with it ('수납률 62.5%'), as the card shows it.
    const total = page.getByRole('row', { name: /^분양대금 합계 (약정액 )?1,200,000,000원 (도래액 )?480,000,000원 (수납액 )?300,000,000원 (수납률 )?62\.5% (연체액 )?180,000,000원$/ });
    await expect(total).toBeVisible();
    await expect(page.getByRole('heading', { name: '원장과의 대사' })).toBeVisible();
    // No table is boxed into a scrolling frame, and none is wider than the screen.
    expect(await page.locator('.sale [tabindex="0"][role="region"]').count()).toBe(0);
    for (const t of await page.locator('.sale table').all()) expect((await t.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
    if (viewport === MOBILE) {
      // Each row a card whose cells say their column: the total's 수납률 reads beside its name.
      const cell = total.locator('td[data-label="수납률"]');
      await expect(cell).toBeVisible();
      expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"수납률"');
    }
    // Both charts drawn, each beside (1280) or above (390) its table.
    const charts = page.locator('.sale-pair');
    await expect(charts).toHaveCount(2);
    for (const pair of await charts.all()) {
      await pair.scrollIntoViewIfNeeded();
      await expect(pair.locator('.sale-chart canvas')).toBeVisible();
      const chart = (await pair.locator('.sale-chart').boundingBox())!;
      const table = (await pair.locator('table').boundingBox())!;
      if (viewport === DESKTOP) expect(table.x).toBeGreaterThanOrEqual(chart.x + chart.width);
      else expect(table.y).toBeGreaterThanOrEqual(chart.y + chart.height - 1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `sale-${name}.png`, { fullPage: true });
    await page.close();
  });
}
