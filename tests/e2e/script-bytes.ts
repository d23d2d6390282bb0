/** What a page downloads as script when nobody touches it (the bundle budgets, issue 40). */
import type { Page } from '@playwright/test';
import { hydrated, pauseClock } from './fixtures';

/**
 * Bytes as sent (gzip) in the 4 s after load: content pages, and pages with a form or a board (the
 * contract holder's page among them: its sign-in form, each signed-in section's code when it is opened).
 */
export const JS_BUDGET = { content: 30 * 1024, form: 70 * 1024 };

/** The window after load in which a script counts, and the steps the page's clock takes through it. */
const WINDOW_MS = 4000;
const STEP_MS = 250;

/**
 * Scripts fetched in the first 4 s after navigation: [path, bytes as sent].
 * The 4 s are the page's own time on Playwright's fake clock: everything the page schedules in them
 * (timers, idle callbacks, animation frames) runs, in steps, and after each step the test waits until
 * no script is on the wire, so a script a timer imports, and whatever it schedules in turn, is counted
 * as it would be in real time, without the test waiting the 4 s out.
 */
export async function scriptsWithin4s(page: Page, path: string): Promise<[string, number][]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  const sizes = new Map<string, number>();
  const inFlight = new Set<string>();
  let settled: (() => void) | undefined;
  const done = (id: string) => {
    inFlight.delete(id);
    if (inFlight.size === 0) settled?.();
  };
  // The page's own scripts: a frame it shows (the E-model house's VR viewer) is another document.
  let mainFrame: string | undefined;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document') mainFrame ??= e.frameId;
    if (e.frameId !== mainFrame) return;
    if (e.type === 'Script' || /\.m?js($|\?)/.test(e.request.url)) {
      scripts.set(e.requestId, new URL(e.request.url).pathname);
      inFlight.add(e.requestId);
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    sizes.set(e.requestId, e.encodedDataLength);
    done(e.requestId);
  });
  cdp.on('Network.loadingFailed', (e) => done(e.requestId));
  const quiet = async () => {
    if (inFlight.size > 0) await new Promise<void>((resolve) => (settled = resolve));
    settled = undefined;
    // A loaded module runs, and schedules its timers, before the page answers: a message-channel task
    // (the fake clock holds setTimeout, not messages).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        }),
    );
  };

  await page.clock.install();
  await page.goto(path);
  await hydrated(page);
  // Nobody touches the page: its clock stops here and is moved through the 4 s (more, counting the
  // time it ran before it stopped), a step at a time.
  await pauseClock(page);
  for (let ran = 0; ran < WINDOW_MS; ran += STEP_MS) {
    await quiet();
    await page.clock.runFor(STEP_MS);
  }
  await quiet();
  return [...scripts].map(([id, url]) => [url, sizes.get(id) ?? 0]);
}
