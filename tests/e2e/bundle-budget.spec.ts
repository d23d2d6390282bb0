/**
 * Reads the manifest of the build the browser tests run against: every visitor page of the route
 * table (new pages included, with no edit here) stays within its JavaScript budget and never
 * loads an administrator chunk.
 */
import { test, expect } from './fixtures';
import { isAdminPath, pages } from '../../shared/routes';
import { adminChunks, pageWeights } from '../../scripts/page-weight';

const CLIENT_DIR = 'dist/client';
/**
 * gzip bytes each page runs before it is interactive. React 19 and react-router alone (hydrateRoot,
 * BrowserRouter, Link) are 78.9 KB gzip, so these sit above the 90/80 KB goals (docs/performance.md):
 * they are today's sizes with a little room, so any growth beyond fails here. The forms (field
 * messages, typed values shown again, phone verification) ship only with the pages holding one
 * ('forms' chunk); every page carries the sender of registrations kept in the browser
 * (client/kept-leads.ts; it cannot wait to be fetched until a post fails, since that is when the
 * network is gone). Today: home 114.6 KB; the other form pages 106.9–109.9 KB (청약일정 the
 * heaviest); the pages without a form ≤ 102.0 KB.
 */
export const JS_BUDGET = { home: 116 * 1024, formPage: 111 * 1024, other: 104 * 1024 };

const weights = pageWeights(CLIENT_DIR);
const admin = adminChunks(CLIENT_DIR);

test('the build has administrator chunks to keep apart (the check below is not vacuous)', () => {
  const adminKeys = new Set(pages.filter((r) => isAdminPath(r.path)).map((r) => r.page));
  expect(adminKeys.size).toBeGreaterThan(0);
  expect(admin.size).toBeGreaterThanOrEqual(adminKeys.size);
});

/** The pages that hold a visitor form when they load (the popup's form loads when it opens). */
const FORM_PAGES = new Set(['home', 'site-customer', 'promotion-customer', 'sales-schedule', 'winner']);
const loadsForms = (js: string[]) => js.some((f) => /(^|\/)forms-[\w-]+\.js$/.test(f));

test('only the pages holding a form load the forms chunk (a component shared with the forms once pulled it into every page)', () => {
  const visitor = weights.filter((w) => !isAdminPath(w.path));
  const formPages = visitor.filter((w) => FORM_PAGES.has(w.key));
  expect(formPages.map((w) => w.key).sort()).toEqual([...FORM_PAGES].sort());
  expect(formPages.filter((w) => !loadsForms(w.js)).map((w) => w.key)).toEqual([]);
  expect(visitor.filter((w) => !FORM_PAGES.has(w.key) && loadsForms(w.js)).map((w) => w.key)).toEqual([]);
});

for (const w of weights.filter((w) => !isAdminPath(w.path))) {
  test(`visitor page ${w.path} (${w.key}) stays within its JavaScript budget and loads no admin code`, () => {
    const budget = w.key === 'home' ? JS_BUDGET.home : FORM_PAGES.has(w.key) ? JS_BUDGET.formPage : JS_BUDGET.other;
    expect(w.jsGzip, `${w.key}: ${(w.jsGzip / 1024).toFixed(1)} KB gzip of JavaScript`).toBeLessThanOrEqual(budget);
    expect(w.js.filter((f) => admin.has(f)), 'administrator chunks loaded by a visitor page').toEqual([]);
    expect(w.cssGzip, 'page-sized stylesheet (gzip)').toBeLessThanOrEqual(14 * 1024);
  });
}
