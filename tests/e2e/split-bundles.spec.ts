/**
 * Visitor pages are server-rendered HTML with islands (decision 0027): a link is a page load, the
 * page runs one small boot script, islands fetch their code when they hydrate and never fetch a
 * stylesheet the page already holds inlined; the site font arriving late moves nothing.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { strictTest as test, expect, hydrated, layoutShiftFromNow, DESKTOP, signInToDesk } from './fixtures';
import { findPage, sections } from '../../shared/routes';
import { DESK_TAPS, readManifest, VISITOR_ENTRY } from '../../server/page-assets';
import { pageModuleSource } from '../../client/pages/modules';
import { siteConfig } from '../../shared/site.config';
import { closeDb, createDeskAccount, deleteAdmin, seedNotice } from './db';

const manifest = readManifest('dist/client');
const boot = '/' + manifest[VISITOR_ENTRY]!.file;
/** The boot script and what it imports statically: all a page runs before anyone touches it. */
const bootFiles = new Set([boot, ...(manifest[VISITOR_ENTRY]!.imports ?? []).map((k) => '/' + manifest[k]!.file)]);

test.describe('links between visitor pages', () => {
  test.use({ viewport: DESKTOP });

  test('every section is a page load of its own HTML, runs only the boot script until touched (or idle, for a form), without console errors', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/');
    await hydrated(page);

    const targets = [...new Set(Object.values(sections).map((s) => s.subMenu[0]!.to))];
    for (const to of targets) {
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      scripts.length = 0;
      // A footer sitemap link, followed by the browser itself (no island handles it).
      const link = page.locator(`.footer-sitemap a[href="${to}"]`);
      if (await link.count()) await link.first().evaluate((a: HTMLAnchorElement) => a.click());
      else await page.goto(to);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      await expect(page.locator('main h1')).toHaveText(findPage(to, siteConfig.sites)!.route.title);
      await hydrated(page);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'a page load').toBeUndefined();
      // A page whose form hydrates when idle (the customer pages) loads it; every other page nothing more
      // (but the Core Web Vitals chunk, fetched after load when idle: decision 0038).
      if (!(await page.locator('site-island[data-mode="idle"]').count()))
        expect(scripts.filter((s) => !bootFiles.has(s) && !/\/(fonts|rolldown-runtime|vitals)-[\w-]+\.js$/.test(s)), `scripts of ${to} before any interaction`).toEqual([]);
    }
  });

  test('a pointer resting on a link to another visitor page fetches that page ahead, and the visit then uses it', async ({ page }) => {
    const prefetched: string[] = [];
    page.context().on('request', (r) => r.headers()['sec-purpose']?.includes('prefetch') && prefetched.push(new URL(r.url()).pathname));
    await page.goto('/FloorPlan/84A');
    await hydrated(page);
    const link = page.locator('footer a[href="/Brand/intro"]').first();
    await link.hover();
    await expect.poll(() => prefetched).toContain('/Brand/intro');
    await link.click();
    await expect(page).toHaveURL(/\/Brand\/intro$/);
    const delivery = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType);
    expect(delivery, 'the page came from the prefetch').toBe('navigational-prefetch');
    // The desk is never fetched ahead.
    expect(prefetched.filter((p) => p.startsWith('/admin') || p.startsWith('/api/'))).toEqual([]);
  });

  test('a visitor page names one script, at low priority, and preloads no chunk; a desk page preloads its own after its tap holder', async ({ request }) => {
    const html = await (await request.get('/FloorPlan/84A')).text();
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual([`<script type="module" fetchpriority="low" crossorigin src="${boot}">`]);
    expect(html).not.toContain('rel="modulepreload"');
    // The site font comes after the first screen's image (client/site-font.ts), so it is not preloaded.
    expect(html).not.toContain('as="font"');
    // The desk stays a client-routed app: its page's chunk comes with the HTML.
    const desk = await (await request.get('/admin')).text();
    expect(desk).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[pageModuleSource('admin-dashboard')]!.file}">`);
    // Its first script holds taps until the app is live; it imports only its small helper, preloaded
    // beside it, so it runs before the app has loaded.
    expect(desk.match(/<script type="module"[^>]*>/g)?.[0]).toBe(`<script type="module" crossorigin src="/${manifest[DESK_TAPS]!.file}">`);
    // Before it, the one inline script (taps before the holder runs), allowed by its hash alone.
    const inline = [...desk.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(desk.indexOf(inline[0]!)).toBeLessThan(desk.indexOf(manifest[DESK_TAPS]!.file));
    const csp = (await request.get('/admin')).headers()['content-security-policy']!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!.trim();
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    expect(html, 'visitor pages have no inline script').not.toMatch(/<script>/);
    const helpers = manifest[DESK_TAPS]!.imports ?? [];
    expect(helpers.map((k) => manifest[k]!.imports ?? []).flat(), 'the helper imports nothing').toEqual([]);
    for (const k of helpers) expect(desk).toContain(`<link rel="modulepreload" crossorigin href="/${manifest[k]!.file}">`);
    const bytes = [DESK_TAPS, ...helpers].reduce((n, k) => n + gzipSync(readFileSync(`dist/client/${manifest[k]!.file}`)).length, 0);
    expect(bytes, 'gzip bytes of the tap holder').toBeLessThan(2048);
  });

  test('no inlined stylesheet is fetched again, whatever the islands load (menus, popup, forms, sliders, viewers)', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname));
    const inlined = new Set<string>();
    const visit = async (path: string) => {
      await page.goto(path);
      await hydrated(page);
      for (const href of await page.locator('style[data-href]').evaluateAll((els) => els.map((e) => e.getAttribute('data-href')!))) inlined.add(href);
      // A stylesheet link that a browser might fetch although disabled (Chromium 150 did) is never there.
      expect(await page.locator('link[rel="stylesheet"][disabled]').count()).toBe(0);
    };
    await visit('/');
    expect(inlined.size).toBeGreaterThan(0);
    // Wake every kind of island: the header, the popup with its form, the home page's sections.
    await page.locator('.site-header .gnb-item').first().hover();
    await page.getByRole('link', { name: '관심고객 등록하기' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').locator('form')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.locator('.home-visit form input[name="name"]').first().focus();
    await visit('/FloorPlan/84A');
    await page.getByRole('button', { name: '다음 타입' }).click();
    await visit('/FloorPlan/videos');
    await page.getByRole('tab').nth(1).click();
    await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(stylesheets.filter((href) => inlined.has(href))).toEqual([]);
  });

  test('hydration and the site font wait until the main image of the first screen is in, then the page becomes interactive', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => /pretendard-site-[\w-]+\.woff2$/.test(r.url()) && fonts.push(r.url()));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/images\/hero\.svg$/, async (route) => {
      await held;
      await route.continue();
    });
    const entry = page.waitForResponse((r) => /\/assets\/boot-[\w-]+\.js$/.test(r.url()));
    await page.goto('/', { waitUntil: 'commit' });
    await entry;
    // The boot script is in; while the hero image is held back no island hydrates (for up to 3 s).
    const hydratedEarly = await page
      .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 1000 })
      .then(() => true, () => false);
    expect(hydratedEarly, 'hydrated before the hero image arrived').toBe(false);
    expect(fonts, 'site font requested before the hero image arrived').toEqual([]);
    release();
    await hydrated(page);
    await page.waitForFunction(() => document.fonts.check('16px "Pretendard Site"', '가') && [...document.fonts].some((f) => f.family.includes('Pretendard Site') && f.status === 'loaded'));
    expect(fonts).toHaveLength(1);
    expect(await page.locator('img.home-hero-bg').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test.describe('first screen with two images (phone)', () => {
  // On a phone the artwork below the banner is the larger paint; on a wide screen the banner may be.
  test.use({ viewport: { width: 412, height: 823 } });
  test('hydration and the site font, with a banner above the document artwork, wait for the artwork (the larger image), not the banner', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => /pretendard-site-[\w-]+\.woff2$/.test(r.url()) && fonts.push(r.url()));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/images\/business-documents\.svg$/, async (route) => {
      await held;
      await route.continue();
    });
    const banner = page.waitForResponse((r) => /\/images\/banner-business\.svg$/.test(r.url()));
    await page.goto('/BusinessGuide/documents', { waitUntil: 'commit' });
    await banner;
    await expect(page.locator('img.banner-img')).toHaveJSProperty('complete', true);
    // The banner is in and painted; while the artwork is held back nothing hydrates and no font is fetched.
    const hydratedEarly = await page
      .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 1500 })
      .then(() => true, () => false);
    expect(hydratedEarly, 'hydrated while the document artwork was held back').toBe(false);
    expect(fonts, 'site font requested while the document artwork was held back').toEqual([]);
    release();
    await hydrated(page);
    await expect.poll(() => fonts.length).toBe(1);
  });
});

test.describe('fonts', () => {
  // Lighthouse's phone width: the privacy and 프리미엄 pages broke a first-screen line at another
  // word there when the font switched under the reader (CLS 0.004).
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ['/', '/BusinessGuide/intro', '/privacy', '/LocationEnvironment/primium']) {
    test(`${path}: the site font arriving after the first paint shifts no layout`, async ({ page }) => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/pretendard-site-[\w-]+\.woff2$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      expect(await page.evaluate(() => document.fonts.check('16px "Pretendard Site"', '가')), 'font held back').toBe(false);
      // What the font's arrival moves: a shift before it (the phone button's label at the first
      // paint, seen once in a fresh-clone run) is not the font's and is not counted here.
      const shifts = await layoutShiftFromNow(page);
      release();
      await page.waitForFunction(() => document.fonts.check('16px "Pretendard Site"', '가'));
      // The parts just below the first screen have switched: the font is in use.
      await page.waitForFunction(() => !!document.querySelector('.font-site'));
      await page.evaluate(() => document.fonts.ready);
      expect(await shifts(), `layout shift on ${path} as the site font arrived`).toBe(0);
    });
  }

  test('a part on the first screen takes the site font once it has left the screen', async ({ page }) => {
    await page.goto('/privacy', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.waitForFunction(() => document.fonts.check('16px "Pretendard Site"', '가') && !!document.querySelector('.font-site'));
    const first = page.locator('main > :not(.sr-only)').first();
    await expect(first).not.toHaveClass(/font-site/);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(first).toHaveClass(/font-site/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(first).toHaveCSS('font-family', /Pretendard Site/);
  });
});

test.describe('the notice editor (Tiptap) is a lazy chunk of the desk only', () => {
  test.use({ viewport: DESKTOP });
  test.afterAll(async () => {
    await closeDb();
  });

  /** The built files of the editor: its chunk and the chunks only it imports (Tiptap, ProseMirror). */
  const editorFiles = (() => {
    const key = Object.keys(manifest).find((k) => manifest[k]!.src === 'client/desk/notices/NoticeEditor.tsx')!;
    const own = new Set<string>();
    const walk = (k: string) => {
      if (own.has(k)) return;
      own.add(k);
      for (const i of manifest[k]!.imports ?? []) walk(i);
    };
    walk(key);
    // Chunks the rest of the site imports too (React, the runtime, and what those import in turn) are not the editor's own.
    const elsewhere = new Set<string>();
    const reach = (k: string) => {
      if (elsewhere.has(k)) return;
      elsewhere.add(k);
      for (const i of manifest[k]!.imports ?? []) reach(i);
    };
    for (const [k, c] of Object.entries(manifest)) if (!own.has(k)) for (const i of c.imports ?? []) reach(i);
    return new Set([...own].filter((k) => !elsewhere.has(k)).map((k) => '/' + manifest[k]!.file));
  })();

  test('the build keeps the editor in a dynamic chunk of the notice page, with Tiptap in it', () => {
    const page = Object.values(manifest).find((c) => c.src === 'client/desk/notices/AdminNoticeEdit.tsx')!;
    expect(page.dynamicImports ?? [], 'the editor is imported lazily by the notice page').toContain('client/desk/notices/NoticeEditor.tsx');
    expect(page.imports ?? [], 'not a static import').not.toContain('client/desk/notices/NoticeEditor.tsx');
    expect(editorFiles.size).toBeGreaterThan(0);
  });

  test('visitor notice pages and other desk pages never fetch it; the notice editor does, and the editor works', async ({ page }) => {
    const id = await seedNotice('편집기 분리 확인용 공지');
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    for (const path of ['/SalesInfo/notice', `/SalesInfo/notice/${id}`]) {
      await page.goto(path);
      await hydrated(page);
      await page.locator('main a').first().hover(); // a touch wakes islands: still no editor
    }
    const manager = await createDeskAccount('manager', '콘텐츠 담당');
    try {
      await signInToDesk(page, manager);
      await page.goto('/admin/content/notices');
      await hydrated(page);
      expect(scripts.filter((s) => editorFiles.has(s)), 'editor code before the editor page').toEqual([]);
      await page.goto(`/admin/content/notices/${id}`);
      const editor = page.getByRole('textbox', { name: '공지 본문' });
      await expect(editor).toBeVisible();
      expect(scripts.filter((s) => editorFiles.has(s)).length, 'the editor page fetched the editor').toBeGreaterThan(0);
      await editor.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' 추가 문장');
      await expect(editor).toContainText('추가 문장');
    } finally {
      await deleteAdmin(manager.email);
    }
  });
});
