/**
 * Field speed keeps the floor plan pages (issue 65): a phone that looks at /FloorPlan/84A, opens its
 * plan in the zoom viewer and leaves by the address bar or by closing the tab sends its vitals, also
 * when the collector's code has not arrived yet (held here: a slow phone), and a plan page shown again
 * from the back-forward cache (Back, as between two plan types) sends them again when it is left once
 * more. Counted where the desk reads them: the server's rows. Own server and database.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';
import type { SpeedRow } from '../../shared/field-speed';
import { test, expect, MOBILE, DESKTOP, signInToDesk } from './fixtures';

test.describe.configure({ mode: 'default' });

const PASSWORD = 'correct horse battery staple';
const OWNER = 'speed-exit@example.com';
const PHONE = { viewport: MOBILE, isMobile: true, hasTouch: true, locale: 'ko-KR', userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' };
const PLAN = '/FloorPlan/84A';

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
let desk: Page;

test.beforeAll(async ({ browser }) => {
  server = await startSiteServer({ build: false });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  await conn.model('Admin', Admin.schema).create({ email: OWNER, name: '대표', role: 'owner', active: true, away: false, passwordHash: await hashPassword(PASSWORD) });
  desk = await browser.newPage({ viewport: DESKTOP, baseURL: server.base });
  await signInToDesk(desk, { email: OWNER, password: PASSWORD });
});
test.afterAll(async () => {
  await desk?.close();
  await conn?.close();
  await server?.stop();
});

/** Phone beacons the server has counted for the plan page (its row's samples, and LCP's). */
async function planRow() {
  const { rows } = (await (await desk.request.get('/api/admin/campaigns/speed')).json()) as { rows: SpeedRow[] };
  const row = rows.find((r) => r.path === PLAN && r.device === 'phone');
  return { samples: row?.samples ?? 0, lcp: row?.lcp.samples ?? 0 };
}

/** Opens the plan in the zoom viewer and closes it with Back, as a phone's visitor does. */
async function zoomAndBack(page: Page) {
  await page.locator('.page-content .zoom-link').tap();
  await expect(page.locator('.pswp')).toBeVisible();
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PLAN}$`));
}

const vitalsChunk = /\/assets\/vitals-[\w-]+\.js$/;

test('a phone leaving the floor plan before the vitals code has come sends its vitals: the address bar, closing the tab', async ({ browser }) => {
  const phone = await browser.newContext({ ...PHONE, baseURL: server.base });
  // A slow phone: the collector's code, asked for after load, does not arrive before the visitor leaves.
  let asked!: () => void;
  const codeAsked = new Promise<void>((r) => (asked = r));
  await phone.route(vitalsChunk, () => asked());
  const before = await planRow();

  const page = await phone.newPage();
  await page.goto(PLAN);
  await codeAsked;
  await zoomAndBack(page);
  // Another address typed in the address bar.
  await page.goto('/Brand/intro');

  const second = await phone.newPage();
  await second.goto(PLAN);
  await second.locator('.unit-viewer-buttons button[aria-pressed="false"]').first().tap();
  await expect(second.locator('.unit-viewer-buttons button[aria-pressed="true"]')).toHaveCount(1);
  // The tab closed (the browser stays open, as a visitor's does).
  await second.close({ runBeforeUnload: true });

  // Both leaves counted, each with the LCP the browser measured by itself.
  await expect.poll(planRow).toEqual({ samples: before.samples + 2, lcp: before.lcp + 2 });
  await phone.close();
});

/** A browser that keeps pages in the back-forward cache (Playwright's own launch turns it off). */
async function browserWithBackForwardCache(): Promise<Browser> {
  const launch = test.info().project.use.launchOptions ?? {};
  return chromium.launch({ ...launch, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
}

test('a floor plan shown again by Back (from the back-forward cache) sends its vitals again when left', async () => {
  const own = await browserWithBackForwardCache();
  const phone = await own.newContext({ ...PHONE, baseURL: server.base });
  const page = await phone.newPage();
  const before = await planRow();

  await page.goto(PLAN);
  // The collector is live (its code has run): this view is measured by web-vitals.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/vitals-[\w-]+\.js$/.test(e.name)));
  await page.evaluate(() => new Promise((r) => setTimeout(r, 0)));
  await zoomAndBack(page);
  await page.evaluate(() => ((window as { firstView?: boolean }).firstView = true));
  await page.goto('/FloorPlan/59A');
  await expect.poll(planRow).toMatchObject({ samples: before.samples + 1 });

  // Back to the 84 plan: the same page, restored (it counts as a view again).
  const viewAgain = page.waitForRequest((r) => r.url().endsWith('/api/v') && r.postData()!.includes(`"p":"${PLAN}"`) && !r.postData()!.includes('"k":"vitals"'));
  await page.goBack({ waitUntil: 'commit' });
  await viewAgain;
  expect(await page.evaluate(() => (window as { firstView?: boolean }).firstView), 'restored from the back-forward cache').toBe(true);
  await page.locator('.unit-viewer-buttons button[aria-pressed="false"]').first().tap();
  await page.goto('/Brand/intro');

  await expect.poll(planRow).toMatchObject({ samples: before.samples + 2 });
  await own.close();
});
