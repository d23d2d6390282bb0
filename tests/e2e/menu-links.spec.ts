/**
 * What a contract holder and a buyer find in the site's menus: 계약자 전용 (/my) in the header, on a
 * phone and a laptop, with or without JavaScript, and in the footer; the three 청약 도구 in the
 * 분양안내 menu and its tab strip, the tool's own tab current when it is open.
 */
import { test, hydrated, expect, DESKTOP, MOBILE } from './fixtures';
import { audit, expectNoSerious } from './axe';

const TOOLS = ['청약 가점 계산기', '청약 자격 확인', '자금 계획 계산'];

for (const [name, viewport] of [
  ['1280 px', DESKTOP],
  ['390 px', MOBILE],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test('계약자 전용 is in sight in the header on the first screen and opens the holder’s sign-in', async ({ page }) => {
      await page.goto('/Brand/intro');
      await hydrated(page);
      const link = page.locator('.site-header').getByRole('link', { name: '계약자 전용' });
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport({ ratio: 1 });
      // Large enough to tap, or alone in its band (WCAG 2.5.8's spacing).
      const box = (await link.boundingBox())!;
      expect(box.height, 'height of 계약자 전용').toBeGreaterThanOrEqual(viewport === MOBILE ? 40 : 18);
      // Read without zooming by a holder who may not be young: 13 px on a phone's pill, 14 px in the banner.
      const size = await link.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      expect(size, 'font size of 계약자 전용').toBeGreaterThanOrEqual(viewport === MOBILE ? 13 : 14);
      await link.click();
      await expect(page).toHaveURL(/\/my$/);
      await expect(page.getByRole('heading', { name: '계약자 로그인' })).toBeVisible();
    });

    test('the footer links 계약자 전용 to /my', async ({ page }) => {
      await page.goto('/');
      const link = page.locator('footer').getByRole('link', { name: '계약자 전용' });
      await expect(link).toHaveAttribute('href', '/my');
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
    });

    test('on /SalesInfo/score the 분양안내 tab strip lists the three tools and marks the calculator as current', async ({ page }) => {
      await page.goto('/SalesInfo/score');
      const strip = page.getByRole('navigation', { name: '분양안내 하위 메뉴' });
      for (const label of TOOLS) await expect(strip.getByRole('link', { name: label, exact: true })).toBeAttached();
      const current = strip.locator('[aria-current="page"]');
      await expect(current).toHaveText('청약 가점 계산기');
      // On a phone the strip scrolls sideways: the current tab is brought into view.
      await expect(current).toBeInViewport({ ratio: 1 });
      await strip.getByRole('link', { name: '자금 계획 계산' }).click();
      await expect(page).toHaveURL(/\/SalesInfo\/cost$/);
      await expect(page.getByRole('navigation', { name: '분양안내 하위 메뉴' }).locator('[aria-current="page"]')).toHaveText('자금 계획 계산');
    });
  });
}

test.describe('the 분양안내 menu', () => {
  test('at 1280 px its dropdown lists the three tools', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await hydrated(page);
    const group = page.locator('.gnb-item', { hasText: '분양안내' });
    await group.hover();
    const dropdown = group.locator('.gnb-dropdown');
    await expect(dropdown).toBeVisible();
    for (const label of TOOLS) await expect(dropdown.getByRole('link', { name: label })).toBeVisible();
  });

  test('at 390 px the menu’s 분양안내 panel lists the three tools', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: '분양안내' }).click();
    const panel = page.locator('#mobile-menu .mm-panel:visible');
    for (const label of TOOLS) await expect(panel.getByRole('link', { name: label })).toBeVisible();
    await panel.getByRole('link', { name: '청약 자격 확인' }).click();
    await expect(page).toHaveURL(/\/SalesInfo\/eligibility$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [name, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', MOBILE],
  ] as const) {
    test(`${name}: 계약자 전용 is in the header and leads to /my`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/SalesInfo/cost');
      const link = page.locator('.site-header').getByRole('link', { name: '계약자 전용' });
      await expect(link).toBeInViewport({ ratio: 1 });
      await link.click();
      await expect(page).toHaveURL(/\/my$/);
    });
  }
});

test.describe('axe', () => {
  // The site's CSP refuses the script axe is injected as (see a11y.spec.ts).
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  for (const [name, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', MOBILE],
  ] as const) {
    test(`${name}: /my with 계약자 전용 current, and the 분양안내 menu open, have no serious violation`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/my');
      await hydrated(page);
      await expect(page.locator('.site-header').getByRole('link', { name: '계약자 전용' })).toHaveAttribute('aria-current', 'page');
      expectNoSerious(await audit(page), `${name} /my`);
      await page.goto('/SalesInfo/score');
      await hydrated(page);
      if (viewport === DESKTOP) {
        await page.locator('.gnb-item', { hasText: '분양안내' }).hover();
        await expect(page.locator('.gnb-item', { hasText: '분양안내' }).locator('.gnb-dropdown')).toBeVisible();
      } else {
        await page.getByRole('button', { name: '메뉴 열기' }).click();
        await page.locator('#mobile-menu').getByRole('button', { name: '분양안내' }).click();
        await expect(page.locator('#mobile-menu .mm-panel:visible')).toBeVisible();
      }
      expectNoSerious(await audit(page), `${name} /SalesInfo/score, menu open`);
    });
  }
});
