/**
 * Digits drawn before the site font arrives (and always without JavaScript) are in the stand-in
 * font of global.css ('Site Fallback'). Each digit 0–9 is drawn in a span of the page's own font
 * and its ink measured on a screenshot: every digit is as tall as the others (the stand-in once drew
 * "1" at 79 %: "2026.₁2.0₁"), and as tall as the site font draws it.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, hydrated } from './fixtures';

const DIGITS = '0123456789'.split('');
const WEIGHTS = [400, 700] as const;
const SITE_FONT = /pretendard-site-[\w-]+\.woff2$/;

/** Ink height in pixels of each digit at 160 px (a pixel is under 1 % of it), in the page's body font at the given weight. */
async function inkHeights(page: Page, weight: number): Promise<number[]> {
  await page.evaluate(
    ([digits, w]) => {
      document.getElementById('digit-probe')?.remove();
      const box = document.createElement('div');
      box.id = 'digit-probe';
      box.style.cssText = `position:fixed;inset:0 auto auto 0;z-index:2147483647;background:#fff;color:#000;font-size:160px;font-weight:${w};line-height:1.5;padding:8px`;
      for (const d of digits as string[]) {
        const span = document.createElement('span');
        span.textContent = d;
        span.style.cssText = 'display:inline-block;padding:0 6px';
        box.append(span);
      }
      document.body.append(box);
    },
    [DIGITS, weight] as const,
  );
  // The faces these digits use are in (not document.fonts.ready: it also waits for a held-back site font).
  await page.evaluate(async (w) => {
    await document.fonts.load(`${w} 160px "Site Fallback"`, '0123456789');
    if (document.documentElement.classList.contains('font-site')) await document.fonts.load(`${w} 160px "Pretendard Site"`, '0123456789');
  }, weight);
  const heights: number[] = [];
  for (const span of await page.locator('#digit-probe span').all()) {
    const { data, info } = await sharp(await span.screenshot({ animations: 'disabled' })).raw().toBuffer({ resolveWithObject: true });
    let top = -1;
    let bottom = -1;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const i = (y * info.width + x) * info.channels;
        if (data[i]! + data[i + 1]! + data[i + 2]! < 3 * 128) {
          if (top < 0) top = y;
          bottom = y;
          break;
        }
      }
    }
    heights.push(bottom - top + 1);
  }
  return heights;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Every digit within 5 % of the digits' median height (round digits overshoot a little). */
function expectEvenDigits(heights: number[], where: string) {
  const mid = median(heights);
  const off = DIGITS.filter((_, i) => Math.abs(heights[i]! / mid - 1) > 0.05).map((d) => `${d}: ${heights[DIGITS.indexOf(d)]} px`);
  expect(off, `${where}: digits whose size differs from the others (median ${mid} px; ${heights.join(', ')})`).toEqual([]);
  return mid;
}

/** The site font is not there to draw anything (the probe, in <body>, then takes the stand-in). */
const usesFallback = (page: Page) =>
  page.evaluate(
    () => ![...document.fonts].some((f) => f.family.includes('Pretendard Site') && f.status === 'loaded') && !document.documentElement.classList.contains('font-site'),
  );

test('before the site font arrives every digit has its normal size, as the site font then draws it', async ({ page, context }) => {
  // The site font's request fails, as on a phone still waiting for it: the page stays in the stand-in.
  // (Held rather than failed, it would also hold the screenshots, which wait for fonts.)
  await page.route(SITE_FONT, (route) => route.abort());
  await page.goto('/my');
  await hydrated(page);
  expect(await usesFallback(page), 'site font blocked').toBe(true);
  const before: number[] = [];
  for (const w of WEIGHTS) before.push(expectEvenDigits(await inkHeights(page, w), `stand-in font, weight ${w}`));

  const later = await context.newPage();
  await later.goto('/my');
  await later.evaluate(() => document.documentElement.classList.add('font-site'));
  await later.waitForFunction(() => document.fonts.check('16px "Pretendard Site"', '1'));
  for (const [i, w] of WEIGHTS.entries()) {
    const after = expectEvenDigits(await inkHeights(later, w), `site font, weight ${w}`);
    expect(Math.abs(before[i]! / after - 1), `weight ${w}: stand-in digits ${before[i]} px, site font's ${after} px`).toBeLessThanOrEqual(0.05);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/SalesInfo/schedule']) {
    test(`${path}: every digit has its normal size`, async ({ page }) => {
      await page.goto(path);
      expect(await usesFallback(page)).toBe(true);
      for (const w of WEIGHTS) expectEvenDigits(await inkHeights(page, w), `${path} without JavaScript, weight ${w}`);
    });
  }
});
