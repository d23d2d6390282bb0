/**
 * `npm run bench -- --only=first-tap`: each control's first tap on Lighthouse's mobile profile,
 * one second after load and before the load ends, three runs each (timed inside the page:
 * tests/e2e/first-tap.ts). Figures move with the machine's load; the browser test holds the 100 ms line.
 */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { CONTROLS, tapAfterLoad, tapBeforeLoad, throttle, type TapTime } from '../tests/e2e/first-tap';

const RUNS = 3;
const fmt = (t: TapTime) => (t.navigatedTo ? `→ ${t.navigatedTo}` : t.ms === null ? 'none' : `${t.ms.toFixed(0)} ms`);

export async function firstTapScenario(base: string) {
  const browser = await chromium.launch(
    existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] } : {},
  );
  console.log(`\nfirst tap, mobile profile (150 ms RTT, 1.6/0.75 Mbps, 4× CPU), ${RUNS} runs, ms from the click to the frame showing its answer:`);
  console.log(`${'control'.padEnd(24)}${'1 s after load'.padEnd(30)}before load ends`);
  try {
    for (const control of CONTROLS) {
      const times: Record<'after' | 'before', TapTime[]> = { after: [], before: [] };
      for (let run = 0; run < RUNS; run++) {
        for (const when of ['after', 'before'] as const) {
          const context = await browser.newContext({
            baseURL: base,
            locale: 'ko-KR',
            ...(control.desktop
              ? { viewport: { width: 1280, height: 800 } }
              : { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 }),
          });
          const page = await context.newPage();
          await throttle(page, context);
          times[when].push(await (when === 'after' ? tapAfterLoad : tapBeforeLoad)(page, control));
          await context.close();
        }
      }
      console.log(`${control.name.padEnd(24)}${times.after.map(fmt).join(', ').padEnd(30)}${times.before.map(fmt).join(', ')}`);
    }
  } finally {
    await browser.close();
  }
}
