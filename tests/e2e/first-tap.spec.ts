/**
 * The first tap answers at once (issue 40): on Lighthouse's mobile profile, every control a
 * visitor can touch shows its answer within 100 ms of the tap once the page has loaded, whether
 * or not its island is live. Times are taken inside the page (first-tap.ts); `npm run bench --
 * --only=first-tap` prints them. Taps before the load and what the live island keeps of them have
 * no timing and run with the other browser tests (early-taps.spec.ts).
 * This file runs after all other browser tests, alone (playwright.config.ts); on its own:
 * `npx playwright test --project=first-tap --no-deps`.
 */
import { test, expect, DESKTOP, MOBILE } from './fixtures';
import { CONTROLS, tapAfterLoad, throttle, type Control } from './first-tap';

// One at a time: two browsers each slowed 4× on the same two cores would time each other.
test.describe.configure({ mode: 'default' });

const MOBILE_PROFILE = { viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

function tapTests(controls: Control[]) {
  for (const control of controls) {
    test(`${control.name}: a tap one second after load shows its answer within 100 ms`, async ({ page, context }) => {
      const cpu = await throttle(page, context);
      console.log(`benchmark index ${cpu.benchmarkIndex}: CPU slowed ${cpu.rate.toFixed(1)}×`);
      const { ms } = await tapAfterLoad(page, control);
      expect(ms, 'the answer appeared').not.toBeNull();
      expect(ms!, `ms from the tap to the answer on ${control.path}`).toBeLessThanOrEqual(100);
    });
  }
}

test.describe('first tap on the mobile profile', () => {
  test.use(MOBILE_PROFILE);
  tapTests(CONTROLS.filter((c) => !c.desktop));
});

test.describe('first pointer on the header on a wide screen, same throttling', () => {
  test.use({ viewport: DESKTOP });
  tapTests(CONTROLS.filter((c) => c.desktop));
});
