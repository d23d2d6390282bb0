/**
 * The site's "chrome" as a visitor meets it: header dropdowns (mouse and keyboard), the mobile
 * menu, the floating bar, image layout stability, the no-JavaScript fallback and scroll reset.
 */
import type { Page } from '@playwright/test';
import { headerMenu, menuHref, visibleLinks } from '../../shared/routes';
import { imageInfo, type ImageName } from '../../client/images';
import { test, hydrated, expect, DESKTOP, MOBILE, layoutShift } from './fixtures';


/** The links of header group i, in menu order. */
// Menu links as rendered: `:site` is the default board.
// The links shown while the desk has turned nothing on (잔여세대 현황 waits for its sale).
const groupItems = (i: number) => visibleLinks(headerMenu[i]!.items, {}).map((x) => ({ ...x, to: menuHref(x.to, 'haeon-lakecity') }));

function centreX(box: { x: number; width: number }) {
  return box.x + box.width / 2;
}

/**
 * Scrolls to the bottom the way a reader does: half a screen at a time with a short pause, so
 * lazy images start loading on the way and may arrive while they are on screen. Then waits
 * until every rendered image in main has settled (loaded or failed) and fonts are in.
 */
async function scrollSlowlyToBottom(page: Page) {
  for (let i = 0; i < 80; i++) {
    const atBottom = await page.evaluate(
      (pause) =>
        new Promise<boolean>((resolve) => {
          window.scrollBy(0, Math.round(window.innerHeight / 2));
          // Two frames paint the new position; a short pause is the reader's eye.
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(
                () => resolve(window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2),
                pause,
              ),
            ),
          );
        }),
      SCROLL_PAUSE_MS,
    );
    if (atBottom) break;
  }
  // Images that are not rendered (inside display: none) never load lazily: skipped.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main img')].every(
      (img) => img.getClientRects().length === 0 || (img as HTMLImageElement).complete,
    ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The size client/images.ts declares for an artwork name, if it knows the name. */
function declaredSize(name: string): { width: number; height: number } | undefined {
  try {
    return imageInfo(name as ImageName);
  } catch {
    return undefined;
  }
}

/** Pause between scroll steps (a reader scrolling steadily, not a jump to the end). */
const SCROLL_PAUSE_MS = 150;

test.describe('desktop header', () => {
  test.use({ viewport: DESKTOP });

  test('hovering a group shows its dropdown under it; leaving the header closes it; the group link opens its first page', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);

    const items = page.locator('.site-header .gnb-item');
    await expect(items).toHaveCount(headerMenu.length);
    const dropdowns = page.locator('.site-header .gnb-dropdown');

    // Nothing is open before the pointer arrives.
    for (let i = 0; i < headerMenu.length; i++) await expect(dropdowns.nth(i)).toBeHidden();

    for (let i = 0; i < headerMenu.length; i++) {
      const item = items.nth(i);
      const link = item.locator('> .gnb-link');
      const dropdown = item.locator('.gnb-dropdown');
      await expect(link).toHaveText(headerMenu[i]!.label);

      await link.hover();
      await expect(dropdown).toBeVisible();
      await expect(link).toHaveAttribute('aria-expanded', 'true');
      // Exactly this group's links, in menu order, each visible.
      const links = dropdown.getByRole('link');
      await expect(links).toHaveText(groupItems(i).map((x) => x.label));
      const shown = await links.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { href: el.getAttribute('href'), visible: r.width > 0 && r.height > 0 };
        }),
      );
      expect(shown).toEqual(groupItems(i).map((x) => ({ href: x.to, visible: true })));
      // Only one dropdown at a time.
      await expect(page.locator('.site-header .gnb-dropdown:visible')).toHaveCount(1);

      // Centred under its item, starting at the header's bottom edge, and inside the window.
      const itemBox = (await item.boundingBox())!;
      const dropBox = (await dropdown.boundingBox())!;
      expect(Math.abs(centreX(dropBox) - centreX(itemBox)), `dropdown ${headerMenu[i]!.label} centred`).toBeLessThanOrEqual(3);
      expect(Math.abs(dropBox.y - (itemBox.y + itemBox.height))).toBeLessThanOrEqual(3);
      expect(dropBox.x).toBeGreaterThanOrEqual(0);
      expect(dropBox.x + dropBox.width).toBeLessThanOrEqual(DESKTOP.width);

      // The pointer can travel down into the dropdown without it closing.
      await links.last().hover();
      await expect(dropdown).toBeVisible();
    }

    // Leaving the header (down into the page, well below any dropdown) closes it.
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 20);
    await expect(page.locator('.site-header .gnb-dropdown:visible')).toHaveCount(0);
    for (let i = 0; i < headerMenu.length; i++) {
      await expect(items.nth(i).locator('> .gnb-link')).toHaveAttribute('aria-expanded', 'false');
    }

    // A group's own link leads to its first sub-page.
    for (let i = 0; i < headerMenu.length; i++) {
      await expect(items.nth(i).locator('> .gnb-link')).toHaveAttribute('href', groupItems(i)[0]!.to);
    }
    await page.locator('.gnb-link', { hasText: '단지안내' }).click();
    await expect(page).toHaveURL(/\/ComplexGuide\/intro$/);
    await expect(page.locator('h1')).toHaveText('단지배치도');
  });

  test('keyboard: Tab reaches every group and dropdown link, focus opens the dropdown, Escape closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);

    const items = page.locator('.site-header .gnb-item');
    const focusedInfo = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const item = el?.closest('.gnb-item');
        const index = item ? [...document.querySelectorAll('.site-header .gnb-item')].indexOf(item) : -1;
        return {
          index,
          isGroupLink: !!el?.matches('.gnb-link'),
          isDropdownLink: !!el?.closest('.gnb-dropdown'),
          text: el?.textContent?.trim() ?? '',
          inNav: !!el?.closest('.gnb'),
        };
      });

    // From the top of the page, Tab until the first group link has focus.
    await page.locator('body').focus();
    let info = await focusedInfo();
    for (let n = 0; n < 10 && !info.isGroupLink; n++) {
      await page.keyboard.press('Tab');
      info = await focusedInfo();
    }
    expect(info.isGroupLink, 'Tab from the page start reaches the header groups').toBe(true);
    expect(info.index).toBe(0);

    // Walk through the whole nav with Tab, recording every link focused.
    const reached = new Set<string>();
    const maxSteps = headerMenu.reduce((n, g) => n + 1 + visibleLinks(g.items, {}).length, 0) + 5;
    for (let step = 0; step < maxSteps && info.inNav; step++) {
      const item = items.nth(info.index);
      reached.add(`${info.index}|${info.isGroupLink ? 'group' : 'item'}|${info.text}`);
      if (info.isGroupLink) {
        // Focusing the group link opens its dropdown.
        await expect(item.locator('.gnb-dropdown'), `${headerMenu[info.index]!.label} opens on focus`).toBeVisible();
        await expect(item.locator('> .gnb-link')).toHaveAttribute('aria-expanded', 'true');
      } else {
        // Otherwise it is a dropdown link, on screen in an open dropdown.
        expect(info.isDropdownLink, `focus on "${info.text}" inside the nav`).toBe(true);
        await expect(page.locator(':focus')).toBeVisible();
      }
      await expect(page.locator('.site-header .gnb-dropdown:visible')).toHaveCount(1);
      await page.keyboard.press('Tab');
      info = await focusedInfo();
    }

    for (let i = 0; i < headerMenu.length; i++) {
      expect(reached.has(`${i}|group|${headerMenu[i]!.label}`), `group ${headerMenu[i]!.label} reachable`).toBe(true);
      for (const link of groupItems(i)) {
        expect(reached.has(`${i}|item|${link.label}`), `${headerMenu[i]!.label} › ${link.label} reachable by Tab`).toBe(true);
      }
    }

    // Escape closes an open dropdown, from its group link and from inside it.
    const group = items.nth(4);
    await group.locator('> .gnb-link').focus();
    await expect(group.locator('.gnb-dropdown')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(group.locator('.gnb-dropdown')).toBeHidden();
    await expect(group.locator('> .gnb-link')).toHaveAttribute('aria-expanded', 'false');

    await group.locator('> .gnb-link').blur();
    await group.locator('> .gnb-link').focus();
    await expect(group.locator('.gnb-dropdown')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(groupItems(4)[0]!.label);
    await page.keyboard.press('Escape');
    await expect(page.locator('.site-header .gnb-dropdown:visible')).toHaveCount(0);
  });

  test('keyboard: Escape inside a dropdown returns focus to its group link', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const group = page.locator('.site-header .gnb-item').nth(4);
    await group.locator('> .gnb-link').focus();
    await page.keyboard.press('Tab');
    await expect(group.locator('.gnb-dropdown a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(group.locator('.gnb-dropdown')).toBeHidden();
    // The focused link has just been hidden: focus must not fall back to <body> (the visible
    // focus ring and the screen reader's place are lost). It returns to the group's link, as in
    // the WAI-ARIA disclosure navigation pattern.
    await expect(group.locator('> .gnb-link')).toBeFocused();
  });

  test('keyboard: tabbing out of the menu closes the last dropdown', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const last = page.locator('.site-header .gnb-item').last();
    await last.locator('> .gnb-link').focus();
    await expect(last.locator('.gnb-dropdown')).toBeVisible();
    for (let i = 0; i < visibleLinks(headerMenu.at(-1)!.items, {}).length; i++) await page.keyboard.press('Tab');
    await expect(last.locator('.gnb-dropdown a').last()).toBeFocused();
    // One more Tab leaves the menu (to the header's phone button): nothing may stay open over the page.
    await page.keyboard.press('Tab');
    await expect(page.locator('.gnb :focus')).toHaveCount(0);
    await expect(page.locator('.site-header .gnb-dropdown:visible')).toHaveCount(0);
    await expect(last.locator('> .gnb-link')).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the header banner', () => {
  /** The banner graphic's running animations: name, iterations and when each ends (ms after it began). */
  const bannerAnimations = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => /^header-/.test((a as CSSAnimation).animationName ?? ''))
        .map((a) => {
          const timing = a.effect!.getComputedTiming();
          return { name: (a as CSSAnimation).animationName, iterations: timing.iterations, endTime: Number(timing.endTime) };
        }),
    );

  test('its moving graphic plays once and is still within five seconds (no stop control needed, WCAG 2.2.2)', async ({ page }) => {
    await page.goto('/Brand/intro');
    const running = await bannerAnimations(page);
    expect(running.map((a) => a.name).sort()).toEqual(['header-glint', 'header-ripple']);
    for (const a of running) {
      expect(a.iterations, a.name).toBe(1);
      expect(a.endTime, a.name).toBeLessThanOrEqual(5000);
    }
  });

  test('with reduced motion it does not move at all', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/Brand/intro');
    expect(await bannerAnimations(page)).toEqual([]);
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: MOBILE });

  test('hamburger opens a full-height accordion menu; one group at a time; a link navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);

    const header = page.locator('.site-header');
    await expect(page.locator('.gnb')).toBeHidden();
    await expect(page.locator('.header-phone')).toBeHidden();

    // The header's phone icon calls.
    const tel = header.locator('a.header-tel');
    await expect(tel).toBeVisible();
    await expect(tel).toHaveAttribute('href', /^tel:\+?[\d-]+$/);
    await expect(tel).toHaveAccessibleName(/.+/);

    const burger = page.locator('button.hamburger');
    const menu = page.locator('#mobile-menu');
    await expect(burger).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toHaveAttribute('aria-controls', 'mobile-menu');
    await expect(burger).toHaveAccessibleName(/.+/);
    await expect(menu).toBeHidden();

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();

    // Full height below the header, on screen once the slide-in ends.
    const headerBox = (await header.boundingBox())!;
    await expect
      .poll(async () => {
        const b = (await menu.boundingBox())!;
        return {
          top: Math.round(b.y),
          bottom: Math.round(b.y + b.height),
          left: Math.round(b.x),
          right: Math.round(b.x + b.width),
        };
      })
      .toEqual({
        top: Math.round(headerBox.y + headerBox.height),
        bottom: MOBILE.height,
        left: 0,
        right: MOBILE.width,
      });

    // Accordion: every group header is a button with aria-expanded, all closed at first.
    const toggles = menu.locator('.mm-toggle');
    await expect(toggles).toHaveCount(headerMenu.length);
    for (let i = 0; i < headerMenu.length; i++) {
      const t = toggles.nth(i);
      await expect(t).toHaveJSProperty('tagName', 'BUTTON');
      await expect(t).toHaveRole('button');
      await expect(t).toHaveText(headerMenu[i]!.label);
      await expect(t).toHaveAttribute('aria-expanded', 'false');
    }
    const expandedToggles = menu.locator('.mm-toggle[aria-expanded="true"]');
    const panelOf = (i: number) => menu.locator(`#mm-panel-${i}`);

    await toggles.nth(0).click();
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(panelOf(0)).toBeVisible();
    await expect(panelOf(0).getByRole('link')).toHaveText(groupItems(0).map((x) => x.label));
    await expect(toggles.nth(0)).toHaveAttribute('aria-controls', 'mm-panel-0');

    // Opening another closes the first.
    await toggles.nth(2).click();
    await expect(toggles.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(0)).toBeHidden();
    await expect(panelOf(2)).toBeVisible();
    await expect(expandedToggles).toHaveCount(1);
    await expect(menu.locator('.mm-panel:visible')).toHaveCount(1);

    // Clicking the open one closes it.
    await toggles.nth(2).click();
    await expect(toggles.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(2)).toBeHidden();
    await expect(expandedToggles).toHaveCount(0);

    // Visit reservation link in the menu.
    const reserve = menu.getByRole('link', { name: '관심고객 등록' });
    await expect(reserve).toBeVisible();
    await expect(reserve).toHaveAttribute('href', '/Promotion/Customer');

    // A link inside a group navigates and closes the menu.
    await toggles.nth(4).click();
    await panelOf(4).getByRole('link', { name: '커뮤니티' }).click();
    await expect(page).toHaveURL(/\/ComplexGuide\/community$/);
    await expect(page.locator('h1')).toHaveText('커뮤니티');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    // The page scrolls again once the menu is gone.
    await expect(page.locator('html')).not.toHaveClass(/menu-open/);
  });
});

test.describe('floating bar', () => {
  test("the phone button's icon and box stay put whatever width its label's text takes (before its font, in another font)", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await hydrated(page);
    const call = page.locator('.floating-bar a[href^="tel:"]');
    await expect(call).toHaveText('전화상담');
    const boxes = () => Promise.all([call.boundingBox(), call.locator('svg').boundingBox()]);
    const [button, icon] = await boxes();
    // The label's text sits right of the icon, inside the button.
    const text = await call.evaluate((a) => {
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
      const rects: DOMRect[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const r = document.createRange();
        r.selectNodeContents(n);
        rects.push(...r.getClientRects());
      }
      return { left: Math.min(...rects.map((x) => x.left)), right: Math.max(...rects.map((x) => x.right)) };
    });
    expect(text.left).toBeGreaterThan(icon!.x + icon!.width);
    expect(text.right).toBeLessThanOrEqual(button!.x + button!.width);
    // The first frame can lay the label out before its text has a width (seen as a 31 px jump of the
    // icon at 130-250 ms), and a font arriving gives it another: neither may move the button's parts.
    for (const style of ['letter-spacing: -1em', 'font-family: monospace', 'font-family: serif; letter-spacing: 0.3em']) {
      await call.evaluate((a, css) => a.setAttribute('style', css), style);
      expect(await boxes(), style).toEqual([button, icon]);
    }
  });

  test('visible at 390 px with a reservation and a phone action, not covering the footer', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await hydrated(page);
    const bar = page.locator('.floating-bar');
    await expect(bar).toBeVisible();
    const actions = bar.getByRole('link');
    await expect(actions).toHaveCount(2);
    await expect(actions.nth(0)).toBeVisible();
    await expect(actions.nth(1)).toBeVisible();
    const reserve = bar.getByRole('link', { name: '관심고객 등록' });
    await expect(reserve).toHaveAttribute('href', '/Promotion/Customer');
    const call = bar.locator('a[href^="tel:"]');
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', /^tel:\+?[\d-]+$/);

    // Pinned to the bottom of the screen.
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(MOBILE.height);
    expect(Math.round(box.width)).toBe(MOBILE.width);

    // At the very bottom of the page the footer's last line is not hidden behind the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const last = (await page.locator('.site-footer .copyright').boundingBox())!;
    const barNow = (await bar.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(barNow.y + 1);
  });

  test('not shown at 1280 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('.floating-bar')).toBeHidden();
    await expect(page.locator('.floating-bar a[href^="tel:"]')).toBeHidden();
  });
});

test.describe('images do not shift the layout', () => {
  /** Network latency added to every image response. */
  const IMAGE_LATENCY_MS = 400;
  const paths = ['/', '/ComplexGuide/intro', '/FloorPlan/84A', '/LocationEnvironment/intro'];
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    for (const path of paths) {
      test(`${name} ${path}: CLS below 0.05 after scrolling to the bottom`, async ({ page }) => {
        await page.setViewportSize(viewport);
        // Images arrive late, as on a phone network: served straight from localhost they would
        // land before the first paint and hide any shift a missing size causes.
        await page.route('**/images/**', async (route) => {
          await new Promise((r) => setTimeout(r, IMAGE_LATENCY_MS));
          const response = await route.fetch();
          // Artwork still being drawn (404) stands in as a blank picture of its declared size,
          // so the page is measured as it will be once the file exists.
          const name = new URL(route.request().url()).pathname.match(/^\/images\/([\w-]+)\.svg$/)?.[1];
          const size = response.status() === 404 && name ? declaredSize(name) : undefined;
          if (size) {
            const { width, height } = size;
            return route.fulfill({
              contentType: 'image/svg+xml',
              body: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#ddd"/></svg>`,
            });
          }
          await route.fulfill({ response });
        });
        await page.goto(path);
        await hydrated(page);

        const imgs = page.locator('main img');
        expect(await imgs.count(), 'page has images').toBeGreaterThan(0);
        // Every image reserves its box: integer width and height attributes.
        const missing = await imgs.evaluateAll((els) =>
          els
            .filter((el) => !/^\d+$/.test(el.getAttribute('width') ?? '') || !/^\d+$/.test(el.getAttribute('height') ?? ''))
            .map((el) => el.getAttribute('src')),
        );
        expect(missing, 'images without width/height').toEqual([]);

        await scrollSlowlyToBottom(page);
        const cls = await layoutShift(page);
        expect(cls, `cumulative layout shift on ${path}`).toBeLessThan(0.05);
      });
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('content, hover dropdowns, visible images and footer links all work', async ({ page }) => {
    await page.goto('/ComplexGuide/intro');
    await expect(page.locator('h1')).toHaveText('단지배치도');
    await expect(page.locator('.page-content .page-title')).toBeVisible();

    // Images are not left invisible waiting for a script.
    const img = page.locator('main img').first();
    await expect(img).toBeVisible();
    await expect(img).toHaveCSS('opacity', '1');

    // Dropdowns open on hover (noscript.css) and their links work.
    const items = page.locator('.site-header .gnb-item');
    const dropdown = items.nth(4).locator('.gnb-dropdown');
    await expect(dropdown).toBeHidden();
    await items.nth(4).hover();
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('link')).toHaveText(groupItems(4).map((x) => x.label));
    // ...and only the hovered one.
    await expect(page.locator('.site-header .gnb-dropdown:visible')).toHaveCount(1);
    await items.nth(5).hover();
    await expect(items.nth(5).locator('.gnb-dropdown')).toBeVisible();
    await expect(dropdown).toBeHidden();
    await items.nth(5).locator('.gnb-dropdown').getByRole('link', { name: 'E-모델하우스' }).click();
    await expect(page).toHaveURL(/\/FloorPlan\/Emodel$/);
    await expect(page.locator('h1')).toHaveText('E-모델하우스');

    // Keyboard focus opens a dropdown too (:focus-within).
    await page.locator('.gnb-link', { hasText: '분양안내' }).focus();
    await expect(page.locator('.gnb-item', { hasText: '분양안내' }).locator('.gnb-dropdown')).toBeVisible();

    // Every image on an image-heavy page is fully visible.
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('더 해온 레이크시티 공식 홈페이지');
    const opacities = await page.locator('main img').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(opacities.length).toBeGreaterThan(0);
    expect(new Set(opacities)).toEqual(new Set(['1']));

    // A footer sitemap link navigates.
    await page.locator('.footer-sitemap').getByRole('link', { name: '입지안내' }).click();
    await expect(page).toHaveURL(/\/LocationEnvironment\/intro$/);
    await expect(page.locator('h1')).toHaveText('입지안내');
  });
});

test.describe('scroll position after following a link', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    test(`${name}: a footer link loads the next page at the top`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await hydrated(page);
      // Marks this document: links between visitor pages are page loads (decision 0027), so it is gone after one.
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

      await page.locator('.footer-sitemap').getByRole('link', { name: '단지배치도' }).click();
      await expect(page).toHaveURL(/\/ComplexGuide\/intro$/);
      await expect(page.locator('h1')).toHaveText('단지배치도');
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      // Again from a sub-page to a page of the same kind (same component, new key).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await page.locator('.footer-sitemap').getByRole('link', { name: '커뮤니티' }).click();
      await expect(page).toHaveURL(/\/ComplexGuide\/community$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});
