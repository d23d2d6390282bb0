/**
 * Sub-page banners are images in the HTML (issue 40): the preload scanner finds them before the
 * styles apply, and no CSS background image is a page's largest paint.
 */
import { test, expect, MOBILE } from './fixtures';
import { siteConfig } from '../../shared/site.config';

const PAGES = ['/SalesInfo/guide', `/${siteConfig.defaultSite}/press`, '/BusinessGuide/intro', '/LocationEnvironment/intro', `/${siteConfig.defaultSite}/customer`];

test.use({ viewport: MOBILE, isMobile: true, hasTouch: true });

for (const path of PAGES) {
  test(`${path}: the banner is an <img> in the HTML, sized and fetched first; the largest paint is no CSS background`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const tag = html.match(/<img[^>]*class="banner-img"[^>]*>/)?.[0];
    expect(tag, 'the banner image is in the server HTML').toBeDefined();
    expect(tag).toMatch(/width="1920"/);
    expect(tag).toMatch(/height="480"/);
    expect(tag).toMatch(/fetchpriority="high"/i);
    expect(html).not.toMatch(/class="banner"[^>]*style="[^"]*background-image/);

    await page.goto(path);
    const lcp = await page.evaluate(
      () =>
        new Promise<{ tag: string; src: string; cssBackground: string; text: number }>((resolve) =>
          new PerformanceObserver((list) => {
            const el = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element!;
            const src = el instanceof HTMLImageElement ? new URL(el.currentSrc).pathname : '';
            resolve({ tag: el.tagName, src, cssBackground: getComputedStyle(el).backgroundImage, text: el.textContent?.trim().length ?? 0 });
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    expect(lcp.cssBackground, `largest paint on ${path} (${lcp.tag})`).toBe('none');
    // An image that is the largest paint is named in the HTML, where the preload scanner sees it.
    // Otherwise it is text: read before the images have painted (a loaded machine), the largest
    // paint so far may be any text, a table cell included.
    if (lcp.tag === 'IMG') expect(html).toContain(`src="${lcp.src}"`);
    else expect(lcp.text, `largest paint on ${path} is text (${lcp.tag})`).toBeGreaterThan(0);
  });
}
