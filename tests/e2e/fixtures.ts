import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };

/** Fails the test on any console error or uncaught exception (hydration mismatches included). */
export const strictTest = test.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      // Which pages the tab showed, to explain a failure after an unexpected navigation.
      const shown: string[] = [];
      page.on('framenavigated', (f) => f === page.mainFrame() && shown.push(f.url()));
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('pages shown', { body: shown.join('\n') });
      expect(errors, 'console errors (hydration warnings included)').toEqual([]);
    },
    { auto: true },
  ],
});

/** A desk account's credentials (tests/e2e/db.ts creates them). */
export interface DeskLogin {
  email: string;
  password: string;
}

/**
 * Signs in through the sign-in form (on a site's press page, where the desk signs in) and waits for
 * the desk bar: for tests whose subject starts at the sign-in (where a role lands, what its menu holds).
 */
export async function signInWithForm(page: Page, { email, password }: DeskLogin, site = 'haeon-lakecity') {
  await page.goto(`/${site}/press`);
  await hydrated(page);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('.login-form').getByRole('button', { name: '로그인' }).click();
  await expect(page.locator('.admin-bar')).toBeVisible();
}

/**
 * Signs the page's browser context in over the API, for tests whose subject is a desk page, not the
 * sign-in (the form is tested in press.spec.ts): the session cookie is the context's, so every page
 * the test opens next is signed in.
 */
export async function signInToDesk(page: Page, { email, password }: DeskLogin) {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Holds back the scripts matching `pattern`, as a slow phone would still be fetching them, until
 * the returned release is called: what a visitor does before a part is live.
 */
export async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Resolves once React has hydrated the page (App marks <html data-hydrated> after its first commit). */
export async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/**
 * Stops the page's fake clock (installed with page.clock.install()) about where it is: from here on
 * its time moves only when the test says so. pauseAt takes a moment of the page's time and throws
 * if that moment has passed when it arrives, so a fixed margin (now + 200 ms) fails on a loaded
 * machine: on that error the clock is read again and asked again (the failed call has already
 * stopped it, so the second ask is for a moment that cannot pass).
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // The clock is the context's; a frame the page shows (a video, the VR viewer) may read it ahead.
    const times = await Promise.all(page.frames().map((f) => f.evaluate(() => Date.now()).catch(() => 0)));
    const now = Math.max(...times);
    try {
      await page.clock.pauseAt(now + 1);
      return;
    } catch (err) {
      if (attempt >= 10 || !/fast-forward to the past/i.test(String(err))) throw err;
    }
  }
}

/**
 * Starts counting layout shifts from now on (none from before), and returns a function that gives
 * their sum once 300 ms have passed without one being read, logging what moved as layoutShift does.
 */
export async function layoutShiftFromNow(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __shifts: { total: number; moved: string[] } };
    w.__shifts = { total: 0, moved: [] };
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
        if (e.hadRecentInput) continue;
        w.__shifts.total += e.value;
        for (const s of e.sources) {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          w.__shifts.moved.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '?'} ${box(s.previousRect)} → ${box(s.currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift' });
  });
  return async () => {
    const { total, moved } = await page.evaluate(
      () => new Promise<{ total: number; moved: string[] }>((resolve) => setTimeout(() => resolve((window as unknown as { __shifts: { total: number; moved: string[] } }).__shifts), 300)),
    );
    if (total > 0) console.log(`layout shift ${total.toFixed(4)}:\n  ${moved.join('\n  ')}`);
    return total;
  };
}

/**
 * Every transition and finite animation on the page has finished (a fade-in, an accordion opening);
 * endless ones (an autoplaying slider's loop) do not count. Waits for the page's state, not a time.
 */
export async function motionSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Cumulative layout shift observed on the page so far (buffered entries included). When there is
 * any, what moved (element, and its box before and after) is printed, to say where it came from.
 * `since` (ms of the page's clock): only shifts from then on count (all are printed), for a test of
 * what something that starts then moves. A paint between two parts of the streamed HTML can show a
 * button's icon before its text has arrived; that shift is how HTML loads, not the thing tested.
 */
export async function layoutShift(page: Page, { since = 0 } = {}): Promise<number> {
  const { total, moved } = await page.evaluate(
    (since) =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
            if (e.hadRecentInput) continue;
            const counted = e.startTime >= since;
            if (counted) total += e.value;
            for (const s of e.sources) {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement;
              moved.push(`${e.value.toFixed(6)} at ${Math.round(e.startTime)} ms${counted ? '' : ` (not counted: before ${Math.round(since)} ms)`}: ${el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '?'} ${box(s.previousRect)} → ${box(s.currentRect)}`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), 300);
      }),
    since,
  );
  if (moved.length) console.log(`layout shift ${total.toFixed(4)}:\n  ${moved.join('\n  ')}`);
  return total;
}

/**
 * A screenshot for people to look at, written only when SCREENSHOT_DIR names a folder
 * (`SCREENSHOT_DIR=/tmp/shots npx playwright test ...`); a plain test run writes nothing.
 */
export async function screenshot(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  // A whole page from the top: a sticky header scrolled along would otherwise be drawn mid-page.
  if (opts.fullPage && 'goto' in target) await target.evaluate(() => window.scrollTo(0, 0));
  await target.screenshot({ path: `${dir}/${name}`, ...opts });
}

/**
 * The same screen at 390 and 1280 px (`<name>-390.png`, `<name>-1280.png`, full page), for the
 * before/after comparisons of a change; the page's own viewport is put back afterwards.
 */
export async function screenshotAtBothWidths(page: Page, name: string) {
  if (!process.env.SCREENSHOT_DIR) return;
  const own = page.viewportSize();
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, `${name}-${viewport.width}.png`, { fullPage: true });
  }
  if (own) await page.setViewportSize(own);
}
