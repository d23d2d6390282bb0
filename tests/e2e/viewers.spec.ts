/**
 * Sub-page viewers in a real browser: the unit viewer on the floor-plan pages, the VR
 * e-model-house page, the video tabs, the brand video and the sales-notice PDF with its loading
 * indicator. Third-party players are answered by a stub page, so nothing leaves the machine.
 * Every test fails on any console error or uncaught exception (hydration mismatches included).
 */
import { strictTest as test, hydrated, expect, DESKTOP, MOBILE } from './fixtures';


test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player stub</p>' }),
  );
});


// The unit table (decision 0009): the viewer steps through the types the menu names.
const TYPES = ['84A', '84B', '84C', '84D', '99A', '99B', '99C'];
const PLANS = ['59a', '59b', '84a', '84b', '114a', '114b', '114c'].map((s) => `/images/floorplan-${s}.svg`);

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`${name}: unit viewer`, () => {
    test.use({ viewport });

    test('every unit type, the first selected; arrows step and are dimmed and inactive at either end; the image fades in on each change', async ({ page }) => {
      await page.goto('/FloorPlan/84A');
      await hydrated(page);
      const viewer = page.locator('.unit-viewer');
      await viewer.scrollIntoViewIfNeeded();
      const buttons = viewer.getByRole('group', { name: '타입 선택' }).getByRole('button');
      await expect(buttons).toHaveText(TYPES);
      // It says which area is which.
      await expect(viewer.locator('.unit-viewer-caption')).toHaveText('84A 타입 · 전용 84.97㎡ · 공급 112.36㎡');
      const prev = viewer.getByRole('button', { name: '이전 타입' });
      const next = viewer.getByRole('button', { name: '다음 타입' });
      const image = viewer.locator('.unit-viewer-image');

      // First selected, previous arrow inactive and dimmed.
      await expect(buttons.nth(0)).toHaveAttribute('aria-pressed', 'true');
      await expect(image).toHaveAttribute('src', PLANS[0]!);
      await expect(prev).toBeDisabled();
      await expect(prev).toHaveCSS('opacity', '0.3');
      await expect(next).toBeEnabled();
      await expect(next).toHaveCSS('opacity', '1');
      // An inactive arrow does nothing even when pressed.
      await prev.click({ force: true });
      await expect(image).toHaveAttribute('src', PLANS[0]!);
      // That touch woke the viewer: from here each press is React's (a press before it is live
      // shows its plan on the same image at once, without the fade-in checked below).
      await expect(page.locator('site-island[data-island="unit-viewer"]')).toHaveAttribute('data-live', '');

      for (let i = 1; i < TYPES.length; i++) {
        await next.click();
        await expect(buttons.nth(i)).toHaveAttribute('aria-pressed', 'true');
        await expect(buttons.nth(i - 1)).toHaveAttribute('aria-pressed', 'false');
        await expect(image).toHaveAttribute('src', PLANS[i]!);
        await expect(image).toHaveAttribute('alt', `${TYPES[i]} 타입 평면도`);
        // A fresh image element fading in over 500 ms.
        const fade = await image.evaluate((img) =>
          img.getAnimations().map((a) => ({ name: (a as CSSAnimation).animationName, duration: a.effect?.getTiming().duration })),
        );
        expect(fade).toEqual([{ name: 'fade-in', duration: 500 }]);
      }
      await expect(next).toBeDisabled();
      await expect(next).toHaveCSS('opacity', '0.3');
      await expect(prev).toBeEnabled();
      await next.click({ force: true });
      await expect(image).toHaveAttribute('src', PLANS[6]!);

      await prev.click();
      await expect(buttons.nth(5)).toHaveAttribute('aria-pressed', 'true');
      await buttons.nth(0).click();
      await expect(buttons.nth(0)).toHaveAttribute('aria-pressed', 'true');
      await expect(prev).toBeDisabled();
      await buttons.nth(2).click();
      await expect(image).toHaveAttribute('src', PLANS[2]!);
      await expect(prev).toBeEnabled();
      await expect(next).toBeEnabled();
    });
  });
}

test.describe('unit viewer: keyboard', () => {
  test.use({ viewport: DESKTOP });

  test('Enter on the next arrow steps to the end and focus stays on the arrow', async ({ page }) => {
    await page.goto('/FloorPlan/59A');
    await hydrated(page);
    const next = page.getByRole('button', { name: '다음 타입' });
    await next.focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press('Enter');
    await expect(page.locator('.unit-viewer-image')).toHaveAttribute('src', '/images/floorplan-114c.svg');
    await expect(next).toBeDisabled();
    await expect(next).toBeFocused();
    await expect(page.locator('.unit-viewer [aria-live="polite"]')).toHaveText('99C 타입 평면도를 보고 있습니다.');
  });
});

test.describe('reduced motion', () => {
  test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });

  test('the unit viewer image change is not animated', async ({ page }) => {
    await page.goto('/FloorPlan/84A');
    await hydrated(page);
    await page.getByRole('button', { name: '다음 타입' }).click();
    const durations = await page
      .locator('.unit-viewer-image')
      .evaluate((img) => img.getAnimations().map((a) => Number(a.effect?.getTiming().duration)));
    for (const d of durations) expect(d).toBeLessThan(1);
  });
});

test.describe('desktop: e-model house, videos, brand video', () => {
  test.use({ viewport: DESKTOP });

  test('/FloorPlan/Emodel: a single tab, the VR page in a frame with the click hint', async ({ page }) => {
    await page.goto('/FloorPlan/Emodel');
    await hydrated(page);
    const tabs = page.getByRole('tablist', { name: 'VR 모델하우스' }).getByRole('tab');
    await expect(tabs).toHaveCount(1);
    await expect(tabs).toHaveText(['E-모델하우스']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('.vr-hint')).toContainText('클릭');
    const frame = panel.locator('iframe');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', '/vr/index.html');
    await expect(frame).toHaveAttribute('title', 'E-모델하우스 VR');
    await expect(frame).toHaveAttribute('allowfullscreen', '');
    // The built-in VR page really loads in it (its drawing is checked in buyer-on-phone.spec.ts).
    await expect(page.frameLocator('.vr-box iframe').getByRole('heading', { level: 1 })).toHaveText('E-모델하우스 VR');
    await expect(page.frameLocator('.vr-box iframe').getByRole('button', { name: /360° VR 보기/ })).toBeVisible();
  });

  test('/FloorPlan/videos: three tabs, the first selected, one autoplaying full-screen-capable player per configured video', async ({ page }) => {
    await page.goto('/FloorPlan/videos');
    await hydrated(page);
    const tabs = page.getByRole('tablist', { name: '영상 선택' }).getByRole('tab');
    await expect(tabs).toHaveText(['입지안내 영상', '59타입 영상', '84타입 영상']);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveAttribute('aria-labelledby', (await tabs.nth(0).getAttribute('id'))!);

    const expectPlayer = async (title: string, video: string) => {
      const frames = panel.locator('iframe');
      await expect(frames).toHaveCount(1);
      await expect(frames).toHaveAttribute('title', title);
      await expect(frames).toHaveAttribute('src', new RegExp(`/embed/${video}\\?.*autoplay=1`));
      await expect(frames).toHaveAttribute('allow', /autoplay/);
      await expect(frames).toHaveAttribute('allow', /fullscreen/);
      await expect(frames).toHaveAttribute('allowfullscreen', '');
    };
    await expectPlayer('입지안내 영상', 'HAEON-LOCATION');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expectPlayer('59타입 영상', 'HAEON-TYPE59');
    // Arrow keys move between tabs (and wrap), Home/End jump.
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();
    // Not configured (global setup): a finished poster in the player's box, no broken embed.
    await expect(panel.locator('iframe')).toHaveCount(0);
    await expect(panel.locator('.video-poster')).toContainText('영상 준비 중');
    await expect(panel.locator('.video-poster')).toContainText('84타입 영상');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expectPlayer('입지안내 영상', 'HAEON-LOCATION');
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
  });

  test('/Brand/video: a 1300×500 autoplaying muted player', async ({ page }) => {
    await page.goto('/Brand/video');
    await hydrated(page);
    const frame = page.locator('.brand-video iframe');
    await expect(frame).toHaveAttribute('width', '1300');
    await expect(frame).toHaveAttribute('height', '500');
    await expect(frame).toHaveAttribute('src', /autoplay=1/);
    await expect(frame).toHaveAttribute('src', /mute=1/);
    await expect(frame).toHaveAttribute('allow', /autoplay/);
    const box = (await page.locator('.brand-video').boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1300 / 500, 1);
    expect(box.width).toBeLessThanOrEqual(1300);
  });

  test('third-party frames mount only once scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: DESKTOP.width, height: 360 });
    await page.goto('/Brand/video');
    await hydrated(page);
    const box = page.locator('.brand-video');
    // Below the fold: a link to the player stands in for it.
    await expect(box.locator('iframe')).toHaveCount(0);
    await expect(box.getByRole('link')).toHaveAttribute('href', /autoplay=1/);
    await box.scrollIntoViewIfNeeded();
    await expect(box.locator('iframe')).toHaveCount(1);
  });
});

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`${name}: a video that is not configured`, () => {
    test.use({ viewport });

    test('shows the 영상 준비 중 poster over artwork in the player box, with no frame', async ({ page }) => {
      await page.goto('/FloorPlan/videos');
      await hydrated(page);
      await page.getByRole('tab', { name: '84타입 영상' }).click();
      const poster = page.getByRole('tabpanel').locator('figure.video-poster');
      await expect(poster).toBeVisible();
      await expect(poster.getByText('영상 준비 중')).toBeVisible();
      await expect(poster.locator('img')).toHaveJSProperty('complete', true);
      expect(await poster.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.locator('iframe')).toHaveCount(0);
      // The same box a player would take: 1300:731.
      const box = (await poster.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(1300 / 731, 1);
    });
  });
}

test.describe('mobile: brand video', () => {
  test.use({ viewport: MOBILE });

  test('/Brand/video: at most 400 px wide at 4:3 (400×300), autoplaying muted', async ({ page }) => {
    await page.goto('/Brand/video');
    await hydrated(page);
    const box = (await page.locator('.brand-video').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(400);
    expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
    const frame = page.locator('.brand-video iframe');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', /autoplay=1.*mute=1|mute=1.*autoplay=1/);
  });
});

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test(`${name}: /SalesInfo/announcement opens the PDF in a new tab, showing a loading notice until it has loaded`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    // Hold the PDF back until the notice has been seen (from localhost it would arrive at once).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await context.route('**/announcement.pdf', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/SalesInfo/announcement');
    await hydrated(page);
    // A polite live region, empty until the button is used.
    const status = page.locator('.file-loading');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveText('');

    const link = page.getByRole('link', { name: /입주자모집공고 PDF 보기/ });
    await expect(link).toHaveAttribute('href', '/announcement.pdf');
    await expect(link).toHaveAttribute('target', '_blank');
    const popupEvent = context.waitForEvent('page');
    await link.click();
    await expect(status).toHaveText('파일을 불러오는 중입니다…');
    await expect(status).toBeVisible();

    // Playwright reports the new tab once its first response arrives: let the PDF through.
    release();
    const popup = await popupEvent;
    await popup.waitForLoadState('load');
    expect(popup.url()).toMatch(/\/announcement\.pdf$/);
    await expect(status).toHaveText('');
    // The page itself stayed where it was.
    await expect(page).toHaveURL(/\/SalesInfo\/announcement$/);
  });
}
