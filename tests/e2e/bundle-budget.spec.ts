/**
 * JavaScript a visitor downloads without touching the page (decision 0027): the script bytes as
 * sent (gzip), within 4 s of load, measured in the browser on every visitor page of the route
 * table (pages opened by a private link aside). A content page runs only the islands' boot
 * script; React and an island's code come with the first interaction or as a section comes into
 * view: 30 KB, the 청약 schedule included (HTML with its reminder form as an island, issue 40).
 * Pages with a form or a board (the home page, /Promotion/Customer, /:site/customer, payment, the
 * press pages, 잔여세대) hydrate it on view or touch, and are held to 70 KB (issue 40). 잔여세대 is
 * HTML whose counts, waiting room and grid wake on a touch, when the units change, or at once for a
 * buyer already in line. /:site/customer is measured here without open slots (the other browser
 * tests share this site): its registration form is live on the first touch; with open slots (its
 * date buttons and times in the HTML, live on the first touch too) in visits.spec.ts.
 * The winners' page (its booking forms in the HTML) wakes on the first touch too: a form page.
 * The Core Web Vitals chunk (decision 0038, fetched after load when idle, ≈6 KB as sent) counts
 * against the content and form budgets and has its own 7 KB cap.
 * The contract holder's page (/my) is a form page too: its sign-in form is HTML live on the first touch,
 * and each section past the sign-in loads its code when opened (issue 58; signed in: my-sections.spec.ts).
 * Also: no visitor page loads administrator code, and the build has some to keep apart.
 */
import { test, expect, MOBILE } from './fixtures';
import { JS_BUDGET, scriptsWithin4s } from './script-bytes';
import { isAdminPath, pages } from '../../shared/routes';
import { PRIVATE_PAGES, type PageKey } from '../../shared/menu';
import { closeDb, deleteSite, seedNotice, seedPress, siteForWorker } from './db';
import { adminChunks } from '../../scripts/page-weight';
import { pageModuleSource } from '../../client/pages/modules';
import { siteConfig } from '../../shared/site.config';

const VITALS_CHUNK = /\/vitals-[\w-]+\.js$/;
const VITALS_BUDGET = 7 * 1024;

const SITE = siteConfig.defaultSite;
/** Pages with a form or a board; every other visitor page is held to the content budget. */
const FORM_PAGES = new Set<PageKey>(['home', 'promotion-customer', 'site-customer', 'sales-payment', 'press-list', 'press-detail', 'sales-remaining', 'winner', 'my']);
/** Every visitor page of the route table but those opened by a private link (a token in the address). */
const VISITOR_ROUTES = pages.filter((r) => !isAdminPath(r.path) && !PRIVATE_PAGES.has(r.page) && !r.path.includes(':token'));
const kindOf = (page: PageKey): keyof typeof JS_BUDGET => (FORM_PAGES.has(page) ? 'form' : 'content');

const admin = adminChunks('dist/client');

test.describe('JavaScript downloaded without interaction', () => {
  test.use({ viewport: MOBILE, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });

  // The press article and notice pages need one each: an article on this worker's board, a notice.
  let articlePath = '';
  let noticePath = '';
  test.beforeAll(async ({}, testInfo) => {
    const board = siteForWorker(testInfo.parallelIndex);
    await deleteSite(board);
    const [id] = await seedPress(board, [{ title: '견본주택 개관 안내', content: '<p>견본주택이 문을 엽니다.</p>' }]);
    articlePath = `/${board}/press/${id}`;
    noticePath = `/SalesInfo/notice/${await seedNotice('예산 확인용 공지')}`;
  });
  test.afterAll(async ({}, testInfo) => {
    await deleteSite(siteForWorker(testInfo.parallelIndex));
    await closeDb();
  });

  for (const route of VISITOR_ROUTES) {
    const kind = kindOf(route.page);
    const label = route.path.replace(':site', SITE);
    test(`${label} stays within its budget (${kind}, ${JS_BUDGET[kind] / 1024} KB) and loads no admin code`, async ({ page }) => {
      const path = route.page === 'notice-detail' ? noticePath : route.path.includes(':id') ? articlePath : label;
      const scripts = await scriptsWithin4s(page, path);
      const vitals = scripts.filter(([u]) => VITALS_CHUNK.test(u)).reduce((n, [, b]) => n + b, 0);
      expect(vitals, `${path}: the Core Web Vitals chunk`).toBeLessThanOrEqual(VITALS_BUDGET);
      const total = scripts.reduce((n, [, b]) => n + b, 0);
      const budget = JS_BUDGET[kind];
      test.info().annotations.push({ type: 'script bytes (gzip, as sent)', description: `${path} ${(total / 1024).toFixed(1)} KB` });
      console.log(`${path}: ${(total / 1024).toFixed(1)} KB of script in the 4 s after load`);
      expect(total, `${path}: ${(total / 1024).toFixed(1)} KB of script (${scripts.map(([u, b]) => `${u} ${(b / 1024).toFixed(1)}`).join(', ')})`).toBeLessThanOrEqual(budget);
      expect(scripts.filter(([u]) => admin.has(u.slice(1))).map(([u]) => u), 'administrator chunks loaded by a visitor page').toEqual([]);
    });
  }
});

test('the budgets cover every visitor page of the route table, the private-link pages aside', () => {
  const visitor = pages.filter((r) => !isAdminPath(r.path));
  const left = visitor.filter((r) => !VISITOR_ROUTES.includes(r)).map((r) => r.path);
  expect(left.every((p) => /:token|^\/lead\/result$/.test(p)), `left out: ${left.join(', ')}`).toBe(true);
  expect(VISITOR_ROUTES.length).toBeGreaterThan(30);
});

test('the build has administrator chunks to keep apart (the check above is not vacuous)', () => {
  // One module may serve several desk pages (the move-in calendar, check-in list and pass check): count modules.
  const adminModules = new Set(pages.filter((r) => isAdminPath(r.path)).map((r) => pageModuleSource(r.page)));
  expect(adminModules.size).toBeGreaterThan(0);
  expect(admin.size).toBeGreaterThanOrEqual(adminModules.size);
});
