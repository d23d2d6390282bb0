/**
 * Taps that come before a page is live (issue 40): on Lighthouse's mobile profile, a tap before
 * the load ends still gets its answer, and once the island is live it keeps what the page showed:
 * no tap is dropped or counted twice. No times are taken here (those are first-tap.spec.ts, run
 * alone): the page's load is held by a request, and islands wake on the first touch, so these run
 * beside the other browser tests.
 */
import { test, expect, DESKTOP, MOBILE, holdScripts } from './fixtures';
import { CONTROLS, tapBeforeLoad, throttle, type Control } from './first-tap';

const MOBILE_PROFILE = { viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

function tapTests(controls: Control[]) {
  for (const control of controls) {
    test(`${control.name}: a tap before the page has finished loading still gets its answer`, async ({ page, context }) => {
      await throttle(page, context);
      const { ms, readyState, navigatedTo } = await tapBeforeLoad(page, control);
      // Before any script has run, a link is the link it is: the popup's opener leads to the
      // registration page, an image to its file.
      if (navigatedTo) return expect(navigatedTo).toMatch(control.plainLink ?? /^$/);
      expect(readyState, 'tapped before the load event').not.toBe('complete');
      expect(ms, 'the answer appeared').not.toBeNull();
    });
  }
}

test.describe('first tap before the load on the mobile profile', () => {
  test.use(MOBILE_PROFILE);
  tapTests(CONTROLS.filter((c) => !c.desktop));
});

test.describe('first pointer on the header before the load on a wide screen, same throttling', () => {
  test.use({ viewport: DESKTOP });
  tapTests(CONTROLS.filter((c) => c.desktop));
});

test.describe('the island keeps what the first taps showed', () => {
  test.use(MOBILE_PROFILE);

  test('the menu opened before the header was live stays open once it is, and the next tap closes it', async ({ page }) => {
    await page.goto('/BusinessGuide/intro');
    const header = page.locator('site-island[data-island="header"]');
    const button = page.locator('.hamburger');
    await expect(header).not.toHaveAttribute('data-live', '');
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(header).toHaveAttribute('data-live', '');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).not.toHaveClass(/is-open/);
  });

  test('two taps before the header is live open and close the menu once each', async ({ page }) => {
    // The header's code is held back until both taps are in.
    const release = await holdScripts(page, /\/assets\/Header-[\w-]+\.js$/);
    await page.goto('/BusinessGuide/intro');
    const button = page.locator('.hamburger');
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(page.locator('site-island[data-island="header"]')).toHaveAttribute('data-live', '');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).not.toHaveClass(/is-open/);
    await button.tap();
    await expect(page.locator('#mobile-menu')).toHaveClass(/is-open/);
  });

  test('the popup opened before its island was live stays open, gets its form, and closes with its button', async ({ page }) => {
    await page.goto('/BusinessGuide/intro');
    await page.locator('.floating-reserve').tap();
    const dialog = page.locator('dialog.popup');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('form')).toBeVisible();
    await expect(page).toHaveURL(/\/BusinessGuide\/intro$/);
    await dialog.getByRole('button', { name: '닫기' }).tap();
    await expect(dialog).toBeHidden();
  });

  test('the popup tapped open while its code is still on its way opens with its form: the phone field is there at once', async ({ page }) => {
    // The popup's code and React are held back for the whole test: nothing but the page's HTML and the boot script.
    await holdScripts(page, /\/assets\/(InterestPopup|react|LeadForm)-[\w-]+\.js$/);
    await page.goto('/');
    const dialog = page.locator('dialog.popup');
    await page.locator('.floating-reserve').tap();
    await expect(dialog).toBeVisible();
    await expect(page.locator('site-island[data-island="popup"]')).not.toHaveAttribute('data-live', '');
    // In the first frame that shows the dialog, not a moment later.
    expect(await dialog.evaluate((d) => !!d.querySelector('input[name="phone"]') && !!d.querySelector('input[name="name"]'))).toBe(true);
    await expect(dialog.getByLabel('연락처')).toBeVisible();
  });

  for (const how of ['its close button', 'Escape'] as const) {
    test(`the popup opened and closed with ${how} before its island was live stays closed once it is`, async ({ page }) => {
      const release = await holdScripts(page, /\/assets\/InterestPopup-[\w-]+\.js$/);
      await page.goto('/BusinessGuide/intro');
      const dialog = page.locator('dialog.popup');
      await page.locator('.floating-reserve').tap();
      await expect(dialog).toBeVisible();
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: '닫기' }).tap();
      await expect(dialog).toBeHidden();
      release();
      await expect(page.locator('site-island[data-island="popup"]')).toHaveAttribute('data-live', '');
      await expect(dialog).toBeHidden();
      // And it opens again, now with its form.
      await page.locator('.floating-reserve').tap();
      await expect(dialog.locator('form')).toBeVisible();
    });
  }

  test('opening an accordion item before its island is live closes the open one at once, and the page does not jump when it goes live', async ({ page }) => {
    const release = await holdScripts(page, /\/assets\/HomeGroup-[\w-]+\.js$/);
    await page.goto('/');
    const overview = page.locator('.home-acc-group .acc-toggle', { hasText: '사업개요' });
    const premium = page.locator('.home-acc-group .acc-toggle', { hasText: '프리미엄' });
    await expect(overview).toHaveAttribute('aria-expanded', 'true');
    await premium.tap();
    await expect(premium).toHaveAttribute('aria-expanded', 'true');
    await expect(overview).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#home-overview-panel')).toBeHidden();
    const top = () => premium.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const before = await top();
    release();
    await expect(page.locator('site-island[data-island="home-group"]')).toHaveAttribute('data-live', '');
    await expect(overview).toHaveAttribute('aria-expanded', 'false');
    await expect(premium).toHaveAttribute('aria-expanded', 'true');
    expect(await top(), 'the tapped heading stays where it was').toBe(before);
  });

  test('a unit type chosen before the viewer is live shows its plan, and stays chosen once live', async ({ page }) => {
    await page.goto('/FloorPlan/84A');
    const viewer = page.locator('.unit-viewer');
    const second = viewer.locator('.unit-viewer-buttons button').nth(1);
    const label = (await second.textContent())!;
    await second.tap();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(viewer.locator('.unit-viewer-caption')).toContainText(`${label} 타입`);
    await expect(page.locator('site-island[data-island="unit-viewer"]')).toHaveAttribute('data-live', '');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(viewer.locator('.unit-viewer-image')).toHaveAttribute('alt', `${label} 타입 평면도`);
  });
  test('a plan tapped before its code is live shows at once, the viewer takes its place, and one Back closes it', async ({ page }) => {
    const release = await holdScripts(page, /\/assets\/viewer-[\w-]+\.js$/);
    await page.goto('/FloorPlan/84A');
    await page.locator('.page-content .zoom-link').tap();
    const preview = page.getByRole('dialog', { name: /확대 보기$/ });
    await expect(preview).toBeVisible();
    await expect(preview.locator('img')).toHaveAttribute('src', /\/images\/floorplan-84a/);
    release();
    await expect(page.locator('.pswp')).toBeVisible();
    await expect(page.locator('dialog.zoom-preview')).toHaveCount(0);
    await page.goBack();
    await expect(page.locator('.pswp')).toHaveCount(0);
    await expect(page).toHaveURL(/\/FloorPlan\/84A$/);
    await expect.poll(() => page.evaluate(() => history.state?.zoom || history.state?.zoomPreview || false)).toBe(false);
  });

  for (const how of ['닫기', 'Escape'] as const) {
    test(`a plan preview closed with ${how} before the viewer came stays closed, and focus returns to the plan`, async ({ page }) => {
      const release = await holdScripts(page, /\/assets\/viewer-[\w-]+\.js$/);
      await page.goto('/Interior/84A');
      const link = page.locator('.page-content .zoom-link');
      await link.tap();
      const preview = page.locator('dialog.zoom-preview');
      await expect(preview).toBeVisible();
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await preview.getByRole('button', { name: '닫기' }).tap();
      await expect(preview).toBeHidden();
      await expect(link).toBeFocused();
      release();
      await expect(page.locator('site-island[data-island="zoom-image"]')).toHaveAttribute('data-live', '');
      // The island has settled the tap (the closed preview is removed then): nothing opens.
      await expect(page.locator('dialog.zoom-preview')).toHaveCount(0);
      await expect(page.locator('.pswp')).toHaveCount(0);
      await expect(page).toHaveURL(/\/Interior\/84A$/);
    });
  }
});
