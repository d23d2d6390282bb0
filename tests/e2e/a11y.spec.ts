/**
 * Automated accessibility check (axe-core) of the home page and one page of every section, at
 * 1280 px and 390 px: no 'serious' or 'critical' violation. Moderate and minor findings are
 * printed but do not fail, except meta-viewport: every page lets people zoom (no maximum-scale).
 */
import { test, expect, hydrated, motionSettled, DESKTOP, MOBILE } from './fixtures';
import { audit, expectNoSerious } from './axe';

// The site's Content-Security-Policy (script-src 'self') rightly refuses the inline script that
// page.addScriptTag() injects axe with; bypassing it for the audit changes nothing else.
test.use({ bypassCSP: true });

const PAGES = [
  '/',
  '/Brand/intro',
  '/BusinessGuide/intro',
  '/SalesInfo/announcement',
  '/SalesInfo/schedule',
  '/SalesInfo/payment',
  '/SalesInfo/score',
  '/SalesInfo/cost',
  '/SalesInfo/eligibility',
  '/LocationEnvironment/intro',
  '/ComplexGuide/intro',
  '/FloorPlan/84A',
  '/Interior/59A',
  '/Promotion/Customer',
  '/haeon-lakecity/press',
];

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    // Transitions and fade-ins are finished at once, so colours are measured as they end up.
    test.use({ viewport, reducedMotion: 'reduce' });

    for (const path of PAGES) {
      test(`${path}: no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        const violations = await audit(page);
        expect(violations.filter((v) => v.id === 'meta-viewport'), `${name} ${path}: zoom is allowed`).toEqual([]);
        expectNoSerious(violations, `${name} ${path}`);
      });
    }

    test('/ with every hidden view opened: no serious or critical violations', async ({ page }) => {
      // With motion, so the slider's pause button is there too; fades are waited out below.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto('/');
      await hydrated(page);
      if (name === 'desktop') {
        for (const toggle of await page.locator('.premium-toggle').all()) await toggle.click();
        await page.locator('.unit-switch').getByRole('button', { name: 'E-모델하우스' }).click();
      } else {
        await page.locator('.home-acc-group .acc-toggle', { hasText: '프리미엄' }).click();
        await page.locator('.premium-toggle').first().click();
        await page.locator('.home-complex .acc-toggle', { hasText: '커뮤니티' }).click();
        await page.locator('.home-units .acc-toggle', { hasText: 'E-모델하우스' }).click();
      }
      // Every view opened, and its fade or slide finished, so colours are measured as they end up.
      await motionSettled(page);
      expectNoSerious(await audit(page), `${name} / (opened)`);
    });
  });
}
