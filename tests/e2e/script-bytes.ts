/** What a page downloads as script when nobody touches it (the bundle budgets, issue 40). */
import type { Page } from '@playwright/test';
import { hydrated } from './fixtures';

/** Bytes as sent (gzip) in the 4 s after load: content pages, and pages with a form or a board. */
/**
 * `app`: the contract holder's page (/my), an application behind its own sign-in that reads /api/my
 * as soon as it shows, so React comes with it; no search result, menu or advertisement leads there.
 */
export const JS_BUDGET = { content: 30 * 1024, form: 70 * 1024, app: 140 * 1024 };

/** Scripts fetched in the first 4 s after navigation: [path, bytes as sent]. */
export async function scriptsWithin4s(page: Page, path: string): Promise<[string, number][]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  const sizes = new Map<string, number>();
  // The page's own scripts: a frame it shows (the E-model house's VR viewer) is another document.
  let mainFrame: string | undefined;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document') mainFrame ??= e.frameId;
    if (e.frameId !== mainFrame) return;
    if (e.type === 'Script' || /\.m?js($|\?)/.test(e.request.url)) scripts.set(e.requestId, new URL(e.request.url).pathname);
  });
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await page.goto(path);
  await hydrated(page);
  // Nobody touches the page: wait out the 4 s after load (the page's own timers run meanwhile).
  await page.waitForTimeout(4000);
  return [...scripts].map(([id, url]) => [url, sizes.get(id) ?? 0]);
}

