/**
 * Popups and the main visual in the browser, at 390 px and 1280 px, with two active popups and a
 * three-slide main visual: the first slide is the page's largest paint and the popups' images are
 * fetched after it, nothing shifts, "오늘 하루 보지 않기" hides a popup until the next day in Korea,
 * Escape closes and focus returns, and without JavaScript the popups are a notice band.
 *
 * The site server is this file's own, with its own database (its popups show on every page, which
 * would cover other files' pages); the images are uploaded through the media library.
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect, hydrated, layoutShift, screenshot, DESKTOP, MOBILE } from './fixtures';
import { startSiteServer } from '../helpers/server';
import { audit, expectNoSerious } from './axe';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';
import type { MediaImage } from '../../shared/media';

test.describe.configure({ mode: 'serial' });

/**
 * A picture with a label, as a JPEG to upload. Grain under the gradient: Chromium does not count a
 * near-empty image (under 0.05 bits per pixel) as a page's largest paint, and photographs are not.
 */
async function picture(width: number, height: number, colour: string, label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0c1622"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)" fill-opacity="0.8"/><text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(width / 12)}" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  const grain = randomBytes(width * height * 3);
  return sharp(grain, { raw: { width, height, channels: 3 } }).composite([{ input: Buffer.from(svg) }]).jpeg({ quality: 80 }).toBuffer();
}

/** Every address in a library image's srcsets. */
const addresses = (image: MediaImage) => new Set(Object.values(image.srcset).flatMap((set) => set.split(',').map((c) => c.trim().split(' ')[0]!)));

let site: Awaited<ReturnType<typeof startSiteServer>>;
let api: APIRequestContext;
const day = (d: Date) => new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
const today = day(new Date());
const tomorrow = day(new Date(Date.now() + 86_400_000));
const POPUP_A = '견본주택 그랜드 오픈';
const POPUP_B = '청약 접수 안내';

let popupImages: Set<string>;
let slideImage: MediaImage;
let slidePhone: MediaImage;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startSiteServer({ build: false });
  const conn = await mongoose.createConnection(site.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const email = 'content-manager@e2e.example.com';
  await conn.model('Admin', Admin.schema).create({ email, name: '콘텐츠', role: 'manager', active: true, passwordHash: await hashPassword('correct horse battery staple') });
  await conn.close();

  api = await playwrightRequest.newContext({ baseURL: site.base, extraHTTPHeaders: { Origin: site.base } });
  expect((await api.post('/api/auth/login', { data: { email, password: 'correct horse battery staple' } })).status()).toBe(200);
  const { csrfToken } = (await (await api.get('/api/auth/session')).json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  // The library's own upload: typed from the bytes, re-encoded to AVIF, WebP and JPEG at the site's widths.
  const upload = async (name: string, buffer: Buffer, alt: string) => {
    const res = await api.post('/api/admin/media', { headers, multipart: { file: { name, mimeType: 'image/jpeg', buffer }, alt } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const [slide1, slide1Phone, slide2, slide3, open] = [
    await upload('slide-1.jpg', await picture(1920, 1080, '#2d6a8f', 'SLIDE 1'), '호숫가 단지 전경'),
    await upload('slide-1-phone.jpg', await picture(960, 1440, '#2d6a8f', 'SLIDE 1 PHONE'), '호숫가 단지 전경 (세로)'),
    await upload('slide-2.jpg', await picture(1920, 1080, '#8f5a2d', 'SLIDE 2'), '청약 일정 안내 이미지'),
    await upload('slide-3.jpg', await picture(1920, 1080, '#3d8f2d', 'SLIDE 3'), '잔여세대 상담 이미지'),
    await upload('open.jpg', await picture(720, 900, '#7a2d8f', 'OPEN'), '견본주택 그랜드 오픈 안내'),
  ];
  const post = async (url: string, data: object) => {
    const res = await api.post(url, { data, headers });
    expect(res.status(), await res.text()).toBe(201);
  };
  const startsAt = new Date(Date.now() - 3_600_000).toISOString();
  const endsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
  await post('/api/admin/content/popups', { title: POPUP_A, mediaId: open, text: '12월 5일 견본주택을 엽니다.', link: '/haeon-lakecity/customer', startsAt, endsAt, where: 'all', order: 1 });
  await post('/api/admin/content/popups', { title: POPUP_B, text: '특별공급 청약은 청약홈에서 접수합니다.', link: '/SalesInfo/schedule', startsAt, endsAt, where: 'home', order: 2 });
  await post('/api/admin/content/slides', { title: '호수를 품은 1,455세대', subtitle: '견본주택 그랜드 오픈', mediaId: slide1, mobileMediaId: slide1Phone, link: '/Brand/intro', order: 1 });
  await post('/api/admin/content/slides', { title: '청약 일정 안내', mediaId: slide2, order: 2 });
  await post('/api/admin/content/slides', { title: '잔여세대 상담', mediaId: slide3, order: 3 });

  const popups = (await (await api.get('/api/admin/content/popups')).json()) as { items: { image?: MediaImage }[] };
  popupImages = addresses(popups.items.find((p) => p.image)!.image!);
  const slides = (await (await api.get('/api/admin/content/slides')).json()) as { items: { image: MediaImage; mobile?: MediaImage }[] };
  slideImage = slides.items[0]!.image;
  slidePhone = slides.items[0]!.mobile!;
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
});

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

for (const [label, viewport] of [['phone 390 px', MOBILE], ['desktop 1280 px', DESKTOP]] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test('the first slide is the largest paint, the popups come after it and shift nothing', async ({ page }) => {
      const isPopupImage = (url: string) => popupImages.has(new URL(url).pathname);
      const popupImage = page.waitForRequest((r) => isPopupImage(r.url()));
      await page.goto(`${site.base}/`);
      await expect(dialog(page, POPUP_A)).toBeVisible();
      // One at a time on a phone; side by side on a wide screen.
      if (viewport === MOBILE) await expect(dialog(page, POPUP_B)).toBeHidden();
      else await expect(dialog(page, POPUP_B)).toBeVisible();
      await popupImage;
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.content-popup img')].every((i) => i.complete));
      const lcp = await page.evaluate(
        () =>
          new Promise<{ element: string; inPopup: boolean; time: number; size: number }[]>((resolve) => {
            new PerformanceObserver((list) => {
              resolve(
                list.getEntries().map((e) => {
                  const el = (e as PerformanceEntry & { element: Element | null }).element;
                  const size = (e as PerformanceEntry & { size: number }).size;
                  return { element: el ? `${el.tagName}.${el.className}|${el.closest('.main-visual-slide')?.getAttribute('aria-label') ?? ''}` : 'none', inPopup: !!el?.closest('.content-popups'), time: e.startTime, size };
                }),
              );
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      const last = lcp.at(-1)!;
      expect(last.element, JSON.stringify(lcp)).toBe('IMG.main-visual-img|1 / 3');
      expect(lcp.some((e) => e.inPopup)).toBe(false);
      // The popup's image was asked for only after the first slide had painted.
      const fetchedAt = await page.evaluate(
        (urls) => performance.getEntriesByType('resource').find((r) => urls.includes(new URL(r.name).pathname))!.startTime,
        [...popupImages],
      );
      expect(fetchedAt).toBeGreaterThan(last.time);
      // The phone crop on a phone, the wide image on a desktop, in AVIF.
      const current = await page.locator('.main-visual-slide').first().locator('img').evaluate((img: HTMLImageElement) => img.currentSrc);
      const crop = viewport === MOBILE ? slidePhone : slideImage;
      expect(crop.srcset.avif.split(', ').map((c) => c.split(' ')[0])).toContain(new URL(current).pathname);
      // What the popups move, from the moment their list is asked for: nothing.
      const asked = await page.evaluate(() => performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname === '/api/content/popups')!.startTime);
      expect(await layoutShift(page, { since: asked })).toBe(0);
      await screenshot(page, `home-popups-${viewport.width}.png`);
    });

    test('"오늘 하루 보지 않기" hides a popup until the next day in Korea', async ({ page }) => {
      await page.clock.setFixedTime(new Date(`${today}T10:00:00+09:00`));
      await page.goto(`${site.base}/`);
      await dialog(page, POPUP_A).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
      await expect(dialog(page, POPUP_A)).toHaveCount(0);
      await expect(dialog(page, POPUP_B)).toBeVisible();
      const stored = await page.evaluate(() => localStorage.getItem('content-popups-hidden'));
      expect(Object.values(JSON.parse(stored!))).toEqual([today]);

      // Later that day: still hidden; the other one still shows.
      await page.clock.setFixedTime(new Date(`${today}T23:59:00+09:00`));
      await page.reload();
      await expect(dialog(page, POPUP_B)).toBeVisible();
      await expect(dialog(page, POPUP_A)).toHaveCount(0);

      // The next day in Korea: back.
      await page.clock.setFixedTime(new Date(`${tomorrow}T00:00:00+09:00`));
      await page.reload();
      await expect(dialog(page, POPUP_A)).toBeVisible();
    });

    test('Escape closes the popups one by one and focus goes back where it was; the main visual moves', async ({ page }) => {
      // The popup list is held until the visitor has focused a link, then let through.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let asked!: () => void;
      const requested = new Promise<void>((r) => (asked = r));
      await page.route('**/api/content/popups?*', async (route) => {
        asked();
        await held;
        await route.continue();
      });
      await page.goto(`${site.base}/`);
      await requested;
      const logo = page.locator('a.header-logo');
      await logo.focus();
      release();
      await expect(dialog(page, POPUP_A)).toBeVisible();
      // The first popup has focus: a screen reader announces it by its title.
      await expect(dialog(page, POPUP_A)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page, POPUP_A)).toHaveCount(0);
      await expect(dialog(page, POPUP_B)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: POPUP_B })).toHaveCount(0);
      await expect(logo).toBeFocused();

      // Next and previous move the slides; pause stops the autoplay.
      const count = page.locator('.main-visual-count');
      await expect(count).toHaveText('1 / 3');
      await page.getByRole('button', { name: '다음 슬라이드' }).click();
      await expect(count).toHaveText('2 / 3');
      await page.getByRole('button', { name: '이전 슬라이드' }).click();
      await expect(count).toHaveText('1 / 3');
      await page.getByRole('button', { name: '자동 넘김 멈춤' }).click();
      await expect(page.getByRole('button', { name: '자동 넘김 시작' })).toHaveAttribute('aria-pressed', 'true');
    });

    test.describe('accessibility', () => {
      test.use({ bypassCSP: true, reducedMotion: 'reduce' });
      test('the popups over the main visual have no serious or critical violations', async ({ page }) => {
        await page.goto(`${site.base}/`);
        await expect(dialog(page, POPUP_A)).toBeVisible();
        expectNoSerious(await audit(page), `${label} / with popups`);
      });
    });

    test('without JavaScript the popups are a notice band at the top, linking where they link', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(`${site.base}/`);
      const band = page.getByRole('complementary', { name: '알림' });
      await expect(band).toBeVisible();
      await expect(band.getByRole('link', { name: POPUP_A })).toHaveAttribute('href', '/haeon-lakecity/customer');
      await expect(band.getByRole('link', { name: POPUP_B })).toHaveAttribute('href', '/SalesInfo/schedule');
      const box = await band.boundingBox();
      expect(box!.y).toBe(0);
      await expect(page.getByRole('dialog', { name: POPUP_A })).toHaveCount(0);
      await screenshot(page, `home-nojs-${viewport.width}.png`);
      // Other pages show the popup meant for every page only.
      await page.goto(`${site.base}/Brand/intro`);
      await expect(band.getByRole('link', { name: POPUP_A })).toBeVisible();
      await expect(band.getByRole('link', { name: POPUP_B })).toHaveCount(0);
      await context.close();
    });
  });
}

test('the desk pages list the popups and slides with previews (screenshots)', async ({ browser }) => {
  for (const viewport of [DESKTOP, MOBILE]) {
    const context = await browser.newContext({ viewport, storageState: await api.storageState() });
    const page = await context.newPage();
    await page.goto(`${site.base}/admin/content/popups`);
    // The list is in the server's HTML; its 수정 buttons work once the desk page is live.
    await hydrated(page);
    await expect(page.getByRole('cell', { name: POPUP_A, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `${POPUP_A} 수정` }).click();
    await expect(page.getByLabel('제목')).toHaveValue(POPUP_A);
    await expect(page.getByRole('region', { name: '미리보기' }).getByText(POPUP_A)).toHaveCount(2);
    // The image is picked from the library by its alt text, and previewed in both frames.
    await expect(page.getByRole('combobox', { name: '이미지 (미디어 라이브러리)' })).toHaveValue(/^[0-9a-f]{24}$/);
    await expect(page.getByRole('region', { name: '미리보기' }).getByRole('img', { name: '견본주택 그랜드 오픈 안내' })).toHaveCount(2);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.content-preview img')].every((i) => i.complete));
    await screenshot(page, `desk-popups-${viewport.width}.png`, { fullPage: true });
    await page.goto(`${site.base}/admin/content/slides`);
    await hydrated(page);
    await expect(page.getByRole('cell', { name: '호수를 품은 1,455세대', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '호수를 품은 1,455세대 수정' }).click();
    await expect(page.getByRole('combobox', { name: '휴대폰 이미지 (선택)' })).toHaveValue(/^[0-9a-f]{24}$/);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.content-preview img')].every((i) => i.complete && i.naturalWidth > 0));
    await screenshot(page, `desk-slides-${viewport.width}.png`, { fullPage: true });
    await context.close();
  }
});
