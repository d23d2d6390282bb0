/**
 * The home page in a real browser: full-page wheel/keyboard stepping on desktop, the mobile
 * accordions, the premium slider (autoplay on Playwright's fake clock, swipes, dots, pauses), the
 * premium cards, the unit-plan section and the no-JavaScript fallback. Every test fails on any
 * console error or uncaught exception (hydration mismatches included).
 */
import type { Locator, Page } from '@playwright/test';
import { strictTest as test, hydrated, holdScripts, expect, pauseClock, DESKTOP, MOBILE } from './fixtures';



const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const maxScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/** Waits until the page has stopped moving and returns where it stopped. */
async function settledScrollY(page: Page): Promise<number> {
  let last = -1;
  for (let i = 0; i < 60; i++) {
    const y = await page.evaluate(
      () => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(window.scrollY)))),
    );
    if (y === last) return y;
    last = y;
    await page.waitForTimeout(50);
  }
  return last;
}

/** Tops of the eight full-page sections, in page order. */
const SECTIONS = ['home-hero', 'home-brand', 'home-overview', 'home-location', 'home-premium', 'home-complex', 'home-units', 'home-visit'];

test.describe('desktop: full-page stepping', () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // Over the page content, below the fixed header.
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
  });

  test('eight screen-high sections, each starting (position − 1) screens down', async ({ page }) => {
    const tops = await page.evaluate(
      (names) => names.map((n) => Math.round(document.querySelector(`.${n}`)!.getBoundingClientRect().top + window.scrollY)),
      SECTIONS,
    );
    expect(tops).toEqual(SECTIONS.map((_, i) => i * DESKTOP.height));
    // No accordion chrome on desktop: headings are plain, every panel of the three groups shows.
    await expect(page.locator('.acc-toggle:visible')).toHaveCount(0);
    for (const id of ['home-overview-panel', 'home-location-panel', 'home-premium-panel']) await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.locator('.complex-item .acc-panel:visible')).toHaveCount(3);
    await expect(page.locator('.premium-slider')).toBeHidden();
  });

  test('one step per wheel event; events within the 500 ms lock are ignored; the header changes once scrolled', async ({ page }) => {
    const header = page.locator('.site-header');
    await expect(header).not.toHaveClass(/is-scrolled/);
    // Two wheel events back to back, in one task so that nothing can come between them however busy
    // the machine (two calls of page.mouse.wheel could land more than 500 ms apart): the second falls
    // inside the lock and moves nothing.
    const handled = await page.evaluate(() => {
      const over = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)!;
      const wheel = () => new WheelEvent('wheel', { deltaY: 120, bubbles: true, cancelable: true });
      return [over.dispatchEvent(wheel()), over.dispatchEvent(wheel())];
    });
    // dispatchEvent is false when the page took the event (preventDefault): both reached the stepping.
    expect(handled).toEqual([false, false]);
    await expect.poll(() => scrollY(page)).toBe(DESKTOP.height);
    expect(await settledScrollY(page)).toBe(DESKTOP.height);
    await expect(header).toHaveClass(/is-scrolled/);

    // Once the lock has passed, the next event steps again.
    await page.waitForTimeout(550);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => scrollY(page)).toBe(2 * DESKTOP.height);
    expect(await settledScrollY(page)).toBe(2 * DESKTOP.height);

    // Up steps back, one section at a time; at the top it stays at the top.
    await page.waitForTimeout(550);
    await page.mouse.wheel(0, -120);
    await expect.poll(() => scrollY(page)).toBe(DESKTOP.height);
    await page.waitForTimeout(550);
    await page.mouse.wheel(0, -120);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.waitForTimeout(550);
    await page.mouse.wheel(0, -120);
    expect(await settledScrollY(page)).toBe(0);
    await expect(header).not.toHaveClass(/is-scrolled/);
  });

  test('the last step is half a step to the footer, clamped there; one step up returns to position 8', async ({ page }) => {
    // Arrive at position 7 by other means (here: a script); stepping continues from there.
    await page.evaluate((y) => window.scrollTo(0, y), 6 * DESKTOP.height);
    expect(await settledScrollY(page)).toBe(6 * DESKTOP.height);

    await page.mouse.wheel(0, 120);
    await expect.poll(() => scrollY(page)).toBe(7 * DESKTOP.height); // position 8: the visit section
    await expect(page.locator('.home-visit h2')).toBeInViewport();

    await page.waitForTimeout(550);
    await page.mouse.wheel(0, 120);
    const end = await maxScroll(page);
    // Position 8.5: at least half a screen further (the footer is taller than half a screen here,
    // so the step goes on to the page end and the footer is read to its last line).
    expect(end).toBeGreaterThanOrEqual(7.5 * DESKTOP.height);
    await expect.poll(() => scrollY(page)).toBe(end);
    await expect(page.locator('.site-footer .copyright')).toBeInViewport();

    await page.waitForTimeout(550);
    await page.mouse.wheel(0, 120);
    expect(await settledScrollY(page)).toBe(end);

    await page.waitForTimeout(550);
    await page.mouse.wheel(0, -120);
    await expect.poll(() => scrollY(page)).toBe(7 * DESKTOP.height);
  });

  test('PageDown/ArrowDown/Space step down, PageUp/ArrowUp step up; not while typing in a form field', async ({ page }) => {
    const press = async (key: string, expected: number) => {
      await page.keyboard.press(key);
      await expect.poll(() => scrollY(page), `${key}`).toBe(expected);
      expect(await settledScrollY(page)).toBe(expected);
      await page.waitForTimeout(550);
    };
    const h = DESKTOP.height;
    await press('PageDown', h);
    await press('ArrowDown', 2 * h);
    await press('PageUp', h);
    await press('Space', 2 * h);
    await press('ArrowUp', h);
    await press('Shift+Space', 0);

    // In the visit form, keys type and move the caret; the page does not step.
    const name = page.locator('.home-visit input[name="name"]');
    await name.focus();
    const before = await settledScrollY(page);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await settledScrollY(page)).toBe(before);
    await expect(name).toHaveValue(' ');
  });

  test('Space on a button presses it instead of stepping', async ({ page }) => {
    const toggle = page.locator('.premium-toggle').first();
    await toggle.focus();
    const before = await settledScrollY(page);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await settledScrollY(page)).toBe(before);
  });

  test('stepping is removed when leaving the home page', async ({ page }) => {
    await page.locator('.home-brand').getByRole('link', { name: '브랜드 소개 보기' }).click();
    await expect(page).toHaveURL(/\/Brand\/intro$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.mouse.wheel(0, 150);
    const y = await settledScrollY(page);
    // The browser's own wheel scrolling: by the wheel delta, not by a screen.
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(DESKTOP.height / 2);
    await page.keyboard.press('PageDown');
    expect(await settledScrollY(page)).not.toBe(DESKTOP.height);
  });
});

test.describe('desktop: reduced motion', () => {
  test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });

  test('no stepping: the wheel scrolls the page normally', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
    await page.mouse.wheel(0, 150);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    const y = await settledScrollY(page);
    expect(y).toBeLessThan(DESKTOP.height / 2);
    await page.mouse.wheel(0, 150);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(y);
  });
});

test.describe('desktop: premium cards and unit plan', () => {
  test.use({ viewport: DESKTOP });

  test('a premium card expands and collapses on click, revealing its text and link', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const cards = page.locator('.premium-card');
    await expect(cards).toHaveCount(4);
    const links = ['/BusinessGuide/intro', '/LocationEnvironment/intro', '/LocationEnvironment/intro', '/LocationEnvironment/primium'];
    for (let i = 0; i < 4; i++) {
      const card = cards.nth(i);
      const toggle = card.getByRole('button');
      await expect(card.locator('.eyebrow')).toHaveText(`PREMIUM 0${i + 1}`);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const body = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(body).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(body).toBeVisible();
      await expect(body.locator('p')).not.toBeEmpty();
      await expect(body.getByRole('link')).toHaveAttribute('href', links[i]!);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(body).toBeHidden();
    }
    // Keyboard: Enter toggles, and the revealed link navigates in-app.
    const last = cards.nth(3).getByRole('button');
    await last.focus();
    await page.keyboard.press('Enter');
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await cards.nth(3).getByRole('link').click();
    await expect(page).toHaveURL(/\/LocationEnvironment\/primium$/);
  });

  test('unit plan toggles between type guide and e-model house; tabs and their defaults; VR frame mounts when shown', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const section = page.locator('.home-units');
    const heading = section.getByRole('heading', { level: 2 });
    const switchButtons = section.locator('.unit-switch button');
    // Only the visible text counts (the narrow-screen title is display: none here).
    await expect(heading).toHaveText('타입안내', { useInnerText: true });
    await expect(switchButtons).toHaveText(['타입안내', 'E-모델하우스']);
    await expect(switchButtons.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(switchButtons.nth(1)).toHaveAttribute('aria-pressed', 'false');

    const typesPanel = page.locator('#home-units-types');
    const vrPanel = page.locator('#home-units-vr');
    await expect(typesPanel).toBeVisible();
    await expect(vrPanel).toBeHidden();
    // Hidden, so the third-party frame has not been mounted.
    await expect(section.locator('iframe')).toHaveCount(0);

    // Type tabs: 84A, 84B, 99A; 84A first.
    const typeTabs = typesPanel.getByRole('tab');
    await expect(typeTabs).toHaveText(['84A', '84B', '99A']);
    await expect(typeTabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    // Each tab shows the plan of the type it names: the artwork of the page the menu's '84A' opens.
    const plan = typesPanel.getByRole('tabpanel').getByRole('img');
    await expect(plan).toHaveAttribute('alt', '84A 타입 평면도');
    await expect(plan).toHaveAttribute('src', '/images/floorplan-59a.svg');
    await expect(typesPanel.getByRole('tabpanel').locator('.unit-plan-caption')).toContainText('84A 타입 · 전용 84.97㎡');
    await typeTabs.nth(1).click();
    await expect(typeTabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(plan).toHaveAttribute('alt', '84B 타입 평면도');
    await expect(plan).toHaveAttribute('src', '/images/floorplan-59b.svg');
    await page.keyboard.press('ArrowRight');
    await expect(typeTabs.nth(2)).toBeFocused();
    await expect(typeTabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(plan).toHaveAttribute('src', '/images/floorplan-114a.svg');
    await expect(typesPanel.getByRole('link', { name: '세대안내 자세히 보기' })).toHaveAttribute('href', '/FloorPlan/84A');

    // E-model house: heading follows, VR tabs default to 84A, the VR page shows in a frame.
    await switchButtons.nth(1).click();
    await expect(heading).toHaveText('E-모델하우스', { useInnerText: true });
    await expect(switchButtons.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(typesPanel).toBeHidden();
    await expect(vrPanel).toBeVisible();
    const vrTabs = vrPanel.getByRole('tab');
    await expect(vrTabs).toHaveText(['84A', '84B', '99A']);
    await expect(vrTabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    const frame = vrPanel.locator('iframe');
    await expect(frame).toHaveAttribute('src', '/vr/index.html?type=84A');
    await expect(frame).toHaveAttribute('title', 'E-모델하우스 VR (84A)');
    await expect(frame).toBeInViewport();
    await vrTabs.nth(2).click();
    await expect(vrPanel.locator('iframe')).toHaveAttribute('title', 'E-모델하우스 VR (99A)');

    await switchButtons.nth(0).click();
    await expect(heading).toHaveText('타입안내', { useInnerText: true });
    await expect(typesPanel).toBeVisible();
  });
});

test.describe('mobile: accordions', () => {
  test.use({ viewport: MOBILE });

  /**
   * The accordion buttons of a group, checked to be real buttons wired to their panels, once the
   * group's island is live. It wakes as it is scrolled near (these groups are a screen or more down);
   * a tap before then is held, shown at once and replayed, which the race test below and
   * early-taps.spec.ts cover: these tests are about the accordion itself.
   */
  async function toggles(scope: Locator, labels: string[]) {
    await scope.scrollIntoViewIfNeeded();
    await expect(scope.locator('xpath=ancestor::site-island[1]')).toHaveAttribute('data-live', '');
    const buttons = scope.locator('.acc-toggle');
    await expect(buttons).toHaveText(labels);
    for (let i = 0; i < labels.length; i++) {
      const b = buttons.nth(i);
      await expect(b).toHaveJSProperty('tagName', 'BUTTON');
      await expect(b).toHaveAttribute('aria-controls', /.+/);
      await expect(b).toHaveAttribute('aria-expanded', /^(true|false)$/);
    }
    return buttons;
  }

  /** Only `open` (index, or null for none) is expanded and shown. */
  async function expectOpen(page: Page, buttons: Locator, count: number, open: number | null) {
    for (let i = 0; i < count; i++) {
      const b = buttons.nth(i);
      const panel = page.locator(`#${await b.getAttribute('aria-controls')}`);
      await expect(b).toHaveAttribute('aria-expanded', String(i === open));
      if (i === open) await expect(panel).toBeVisible();
      else await expect(panel).toBeHidden();
    }
  }

  test('overview, location and premium are one accordion: one open at a time, the open one closes', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const buttons = await toggles(page.locator('.home-acc-group'), ['사업개요', '입지환경', '프리미엄']);
    await expectOpen(page, buttons, 3, 0);
    await buttons.nth(1).click();
    await expectOpen(page, buttons, 3, 1);
    await buttons.nth(2).click();
    await expectOpen(page, buttons, 3, 2);
    await buttons.nth(2).click();
    await expectOpen(page, buttons, 3, null);
    await buttons.nth(0).press('Enter');
    await expectOpen(page, buttons, 3, 0);
    // The other accordions are independent of this one.
    await expect(page.locator('.home-complex .acc-toggle[aria-expanded="true"]')).toHaveCount(1);
  });

  test('complex guide accordion: layout, special design, community', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const section = page.locator('.home-complex');
    const buttons = await toggles(section, ['단지배치도', '특화설계', '커뮤니티']);
    await expectOpen(page, buttons, 3, 0);
    await buttons.nth(2).click();
    await expectOpen(page, buttons, 3, 2);
    await expect(section.getByRole('link', { name: '커뮤니티 보기' })).toHaveAttribute('href', '/ComplexGuide/community');
    await buttons.nth(1).click();
    await expectOpen(page, buttons, 3, 1);
    await buttons.nth(1).click();
    await expectOpen(page, buttons, 3, null);
  });

  test('unit plan accordion: type guide and e-model house VR (frame mounted once opened)', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const section = page.locator('.home-units');
    await expect(section.locator('.unit-switch')).toBeHidden();
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('세대안내', { useInnerText: true });
    const buttons = await toggles(section, ['타입안내', 'E-모델하우스']);
    await expectOpen(page, buttons, 2, 0);
    await expect(section.getByRole('tab')).toHaveText(['84A', '84B', '99A']);
    await expect(section.getByRole('link', { name: '세대안내 자세히 보기' })).toHaveAttribute('href', '/FloorPlan/84A');
    await expect(section.locator('iframe')).toHaveCount(0);

    await buttons.nth(1).click();
    await expectOpen(page, buttons, 2, 1);
    const vrTabs = page.locator('#home-units-vr').getByRole('tab');
    await expect(vrTabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(vrTabs.nth(0)).toHaveText('84A');
    await page.locator('#home-units-vr').scrollIntoViewIfNeeded();
    await expect(section.locator('iframe')).toHaveAttribute('src', '/vr/index.html?type=84A');

    await buttons.nth(1).click();
    await expectOpen(page, buttons, 2, null);
  });

  test('a tap on the unit plan accordion as its code arrives is answered once, whenever it lands', async ({ page }) => {
    // The island's code is held, then let go a little before the tap, from at once to well after:
    // the tap lands before, during or after hydration, and always opens E-모델하우스 (once: a tap
    // replayed twice would close it again).
    let release: (() => void) | undefined;
    await page.route(/\/UnitPlan-[^/]*\.js$/, async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.continue();
    });
    const island = page.locator('site-island[data-island="unit-plan"]');
    const buttons = island.locator('.acc-toggle');
    for (const lead of [0, 10, 25, 50, 100, 200]) {
      release = undefined;
      await page.goto('/');
      await hydrated(page);
      await buttons.nth(1).scrollIntoViewIfNeeded();
      await expect.poll(() => !!release, { message: 'the island asked for its code' }).toBe(true);
      release!();
      await page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), lead);
      await buttons.nth(1).click();
      await expect(island).toHaveAttribute('data-live', '');
      await expectOpen(page, buttons, 2, 1);
    }
  });

  test('a tap held while the unit plan wakes, then a tap as it goes live: the second type is shown, not undone by the first', async ({ page }) => {
    const release = await holdScripts(page, /\/UnitPlan-[^/]*\.js$/);
    await page.goto('/');
    await hydrated(page);
    const island = page.locator('site-island[data-island="unit-plan"]');
    const tabs = page.locator('#home-units-types').getByRole('tab');
    await tabs.nth(1).scrollIntoViewIfNeeded();
    // Held (the part's code is not here yet) and shown at once.
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    // The next tap comes the moment the part says it is live. When it was marked live before its
    // held taps were replayed, this tap was answered first and the 84B tap's replay then undid it.
    await island.evaluate((el) => {
      new MutationObserver((_, watch) => {
        if (!el.hasAttribute('data-live')) return;
        watch.disconnect();
        el.querySelectorAll<HTMLElement>('#home-units-types [role="tab"]')[2]!.click();
      }).observe(el, { attributes: true, attributeFilter: ['data-live'] });
    });
    release();
    await expect(island).toHaveAttribute('data-live', '');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#home-units-types').getByRole('tabpanel').getByRole('img')).toHaveAttribute('alt', '99A 타입 평면도');
  });

  test('no full-page stepping on mobile: the wheel scrolls normally', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.mouse.move(MOBILE.width / 2, MOBILE.height / 2);
    await page.mouse.wheel(0, 150);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    expect(await settledScrollY(page)).toBeLessThan(MOBILE.height / 2);
  });
});

test.describe('mobile: premium slider', () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  /** Opens the premium accordion and brings the slider on screen, on a paused fake clock. */
  async function openSlider(page: Page) {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    // From here on, time moves only when the test says so.
    await pauseClock(page);
    await page.locator('.home-acc-group .acc-toggle', { hasText: '프리미엄' }).click();
    const slider = page.locator('.premium-slider');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toBeInViewport();
    // The carousel library arrives after hydration; the swipe rule listens once it says so (embla
    // positions the track a moment before: a swipe then would miss the rule).
    await expect(slider.locator('.slider-viewport')).toHaveAttribute('data-swipe', 'ready');
    // The pointer that clicked must not count as hovering over the slider.
    await page.mouse.move(2, 2);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    return slider;
  }

  const dots = (slider: Locator) => slider.getByRole('button', { name: /번째 슬라이드 보기$/ });
  const current = (slider: Locator) => slider.locator('.slider-dot[aria-current="true"]');
  async function expectSlide(slider: Locator, n: number) {
    await expect(current(slider)).toHaveCount(1);
    await expect(current(slider)).toHaveAttribute('aria-label', `${n}번째 슬라이드 보기`);
  }

  /** A touch swipe across the slider: dx px sideways, in steps, optionally slow (no flick). */
  async function swipe(page: Page, slider: Locator, dx: number, { slow = true } = {}) {
    const box = (await slider.locator('.slider-viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    const x0 = box.x + box.width / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', x0);
    const steps = 8;
    for (let i = 1; i <= steps; i++) {
      await touch('touchMove', x0 + (dx * i) / steps);
      if (slow) await page.waitForTimeout(30);
    }
    // A pause before lifting: the release carries no speed, only the distance counts.
    if (slow) await page.waitForTimeout(250);
    await touch('touchEnd', x0 + dx);
    await cdp.detach();
  }

  test('6 slides with image, title and description; dots jump; autoplay every 6 s and loops', async ({ page }) => {
    const slider = await openSlider(page);
    const slides = slider.locator('.slider-slide');
    await expect(slides).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      await expect(slides.nth(i).locator('img')).toHaveAttribute('src', `/images/premium-${i + 1}.svg`);
      await expect(slides.nth(i).locator('strong')).not.toBeEmpty();
      await expect(slides.nth(i).locator('.slider-caption span')).not.toBeEmpty();
    }
    await expect(dots(slider)).toHaveCount(6);
    for (let i = 0; i < 6; i++) await expect(dots(slider).nth(i)).toHaveAttribute('aria-label', `${i + 1}번째 슬라이드 보기`);
    await expectSlide(slider, 1);

    await page.clock.runFor(5900);
    await expectSlide(slider, 1);
    await page.clock.runFor(100);
    await expectSlide(slider, 2);
    await page.clock.runFor(6000);
    await expectSlide(slider, 3);

    // A dot jumps; the slide moves into view.
    await dots(slider).nth(5).dispatchEvent('click');
    await expectSlide(slider, 6);
    await page.clock.runFor(1000);
    const viewport = (await slider.locator('.slider-viewport').boundingBox())!;
    await expect.poll(async () => Math.abs((await slides.nth(5).boundingBox())!.x - viewport.x)).toBeLessThan(2);

    // From the last slide autoplay wraps round to the first.
    await page.clock.runFor(5000);
    await expectSlide(slider, 1);
    await page.clock.runFor(1000);
    await expect.poll(async () => Math.abs((await slides.nth(0).boundingBox())!.x - viewport.x)).toBeLessThan(2);
  });

  test('autoplay pauses while hovered, while focused, while the tab is hidden, and with its pause button', async ({ page }) => {
    const slider = await openSlider(page);
    await expectSlide(slider, 1);

    await slider.locator('.slider-viewport').hover();
    await page.clock.runFor(12_000);
    await expectSlide(slider, 1);
    await page.mouse.move(2, 2);
    await page.clock.runFor(6000);
    await expectSlide(slider, 2);

    await dots(slider).nth(1).focus();
    await page.clock.runFor(12_000);
    await expectSlide(slider, 2);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(6000);
    await expectSlide(slider, 3);

    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await page.clock.runFor(12_000);
    await expectSlide(slider, 3);
    await setHidden(false);
    await page.clock.runFor(6000);
    await expectSlide(slider, 4);

    const pause = slider.locator('.slider-play');
    await expect(pause).toHaveAccessibleName('자동 넘김 멈춤');
    await pause.dispatchEvent('click');
    await expect(pause).toHaveAccessibleName('자동 넘김 시작');
    await page.clock.runFor(12_000);
    await expectSlide(slider, 4);
    await pause.dispatchEvent('click');
    await page.clock.runFor(6000);
    await expectSlide(slider, 5);
  });

  test('a swipe of more than 50 px left goes next, right goes previous; shorter ones stay', async ({ page }) => {
    const slider = await openSlider(page);
    await expectSlide(slider, 1);

    await swipe(page, slider, -80);
    await expectSlide(slider, 2);
    await swipe(page, slider, -80);
    await expectSlide(slider, 3);
    await swipe(page, slider, 80);
    await expectSlide(slider, 2);
    await swipe(page, slider, 80);
    await expectSlide(slider, 1);
    // Loops: previous of the first is the last.
    await swipe(page, slider, 80);
    await expectSlide(slider, 6);
    await swipe(page, slider, -80);
    await expectSlide(slider, 1);

    // 30 px is under the threshold, slow or as a quick flick.
    await swipe(page, slider, -30);
    await expectSlide(slider, 1);
    await swipe(page, slider, -30, { slow: false });
    await expectSlide(slider, 1);
    await swipe(page, slider, 30, { slow: false });
    await expectSlide(slider, 1);

    // A mouse drag on the viewport works the same way.
    const box = (await slider.locator('.slider-viewport').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 90, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expectSlide(slider, 2);
  });

  test('reduced motion: no autoplay, no pause button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const slider = await openSlider(page);
    await expect(slider.locator('.slider-play')).toBeHidden();
    await page.clock.runFor(18_000);
    await expectSlide(slider, 1);
    await dots(slider).nth(2).dispatchEvent('click');
    await expectSlide(slider, 3);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    test(`${name}: every section's content is visible, accordion chrome and slider controls are not`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const panels = page.locator('.home .acc-panel');
      expect(await panels.count()).toBe(8);
      for (let i = 0; i < 8; i++) await expect(panels.nth(i)).toBeVisible();
      await expect(page.locator('.home .acc-toggle:visible')).toHaveCount(0);
      await expect(page.locator('.home .acc-title:visible')).toHaveCount(await page.locator('.home .acc-title').count());
      const bodies = page.locator('.premium-card-body');
      await expect(bodies).toHaveCount(4);
      for (let i = 0; i < 4; i++) await expect(bodies.nth(i)).toBeVisible();
      await expect(page.locator('.unit-switch')).toBeHidden();
      await expect(page.locator('.slider-controls')).toBeHidden();
      if (name === 'mobile') {
        // The slides scroll sideways instead.
        await expect(page.locator('.slider-slide').first()).toBeVisible();
        expect(await page.locator('.slider-viewport').evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
      }
      await expect(page.locator('.home-visit form')).toBeVisible();
      await expect(page.locator('.home-units').getByRole('link', { name: /E-모델하우스 VR \(84A\) 보기/ })).toBeVisible();
    });
  }
});
