/**
 * The client is split per page: in-app navigation fetches the next page's chunk and renders it
 * without a reload or a console error, and the site font arriving late moves nothing.
 */
import { strictTest as test, expect, hydrated, layoutShift, DESKTOP, MOBILE } from './fixtures';
import { findPage, sections } from '../../shared/routes';
import { readManifest } from '../../server/page-assets';
import { pageKeyFor, pageModuleSource } from '../../client/pages/modules';
import { siteConfig } from '../../shared/site.config';

const manifest = readManifest('dist/client');

test.describe('in-app navigation', () => {
  test.use({ viewport: DESKTOP });

  test('every section loads its own chunk, renders without a reload and without console errors', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const targets = [...new Set(Object.values(sections).map((s) => s.subMenu[0]!.to))];
    for (const to of targets) {
      const chunk = '/' + manifest[pageModuleSource(pageKeyFor(to, siteConfig.sites))]!.file;
      // A router link (footer sitemap, menus) when the page shows one; else a history step the router follows.
      const link = page.locator(`a[href="${to}"]:not([aria-haspopup])`);
      if (await link.count()) await link.last().evaluate((a: HTMLAnchorElement) => a.click());
      else
        await page.evaluate((url) => {
          history.pushState({ idx: history.length }, '', url);
          dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        }, to);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      // The old page stays until the new chunk is here, then the new page's heading replaces it.
      await expect(page.locator('main h1')).toHaveText(findPage(to, siteConfig.sites)!.route.title);
      expect(scripts, `chunk of ${to}`).toContain(chunk);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no full reload').toBe(true);
    }
  });

  test('the first page preloads its own chunk in the HTML, so hydration does not wait for it', async ({ request }) => {
    const html = await (await request.get('/FloorPlan/84A')).text();
    const chunk = manifest[pageModuleSource('floorplan-unit')]!.file;
    expect(html).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk}">`);
    expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/pretendard-site-[\w-]+\.woff2">/);
  });

  test('scripts come after the content: fetched at low priority, and no inlined stylesheet is fetched again', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const scriptTags = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(2);
    for (const tag of scriptTags) expect(tag).toContain('fetchpriority="low"');

    const stylesheets: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname));
    await page.goto('/');
    await hydrated(page);
    const inlined = await page.locator('style[data-href]').evaluateAll((els) => els.map((e) => e.getAttribute('data-href')));
    expect(inlined.length).toBeGreaterThan(1);
    expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);
  });

  test('hydration waits until the main image of the first screen is in, then makes the page interactive', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/images\/hero\.svg$/, async (route) => {
      await held;
      await route.continue();
    });
    const entry = page.waitForResponse((r) => /\/assets\/index-[\w-]+\.js$/.test(r.url()));
    await page.goto('/', { waitUntil: 'commit' });
    await entry;
    // The scripts are in; while the hero image is held back the page does not hydrate (for up to 3 s).
    const hydratedEarly = await page
      .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 1000 })
      .then(() => true, () => false);
    expect(hydratedEarly, 'hydrated before the hero image arrived').toBe(false);
    release();
    await hydrated(page);
    expect(await page.locator('img.home-hero-bg').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test.describe('fonts', () => {
  test.use({ viewport: MOBILE });

  for (const path of ['/', '/BusinessGuide/intro']) {
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
      release();
      await page.waitForFunction(() => document.fonts.check('16px "Pretendard Site"', '가'));
      await page.evaluate(() => document.fonts.ready);
      expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThanOrEqual(0.01);
    });
  }
});
