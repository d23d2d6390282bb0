/**
 * `npm run screenshots`: builds the site, serves it, and saves full-page screenshots of key pages
 * at desktop (1280 px) and mobile (390 px) widths into ./screenshots (git-ignored).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startSiteServer } from '../tests/helpers/server';

const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/Brand/intro', '/BusinessGuide/intro', '/LocationEnvironment/intro', '/ComplexGuide/intro', '/FloorPlan/84A', '/Interior/59A', '/SalesInfo/guide', '/haeon-lakecity/press', '/haeon-lakecity/customer'];
const WIDTHS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };

const server = await startSiteServer({ build: !process.env.SKIP_BUILD });
const browser = await chromium.launch(
  existsSync('/usr/bin/chromium')
    ? { executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] }
    : {},
);
try {
  mkdirSync('screenshots', { recursive: true });
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    const page = await browser.newPage({ viewport, locale: 'ko-KR', reducedMotion: 'reduce' });
    for (const path of PAGES) {
      await page.goto(server.base + path, { waitUntil: 'load' });
      // Scroll through once so lazy images load and reveal.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      // Third-party frames may never settle offline: wait a moment instead of for network idle.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      const file = `screenshots/${name}${path === '/' ? '-home' : path.replace(/\//g, '-')}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
