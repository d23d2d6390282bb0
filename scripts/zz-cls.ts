import { chromium } from '@playwright/test';
import { startSiteServer } from '../tests/helpers/server';
const server = await startSiteServer({ build: false });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/privacy', '/LocationEnvironment/primium']) {
  for (let run = 0; run < 2; run++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'ko-KR' });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6*1024*1024/8, uploadThroughput: 750*1024/8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    (window as any).__shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__shifts.push({ v: e.value.toFixed(4), t: Math.round(e.startTime), src: e.sources.map((s: any) => ({ n: s.node ? (s.node.nodeName + '.' + (s.node.className||'') + ' ' + (s.node.textContent||'').slice(0,30)) : '?', p: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height].map(Math.round).join(','), c: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(Math.round).join(',') })) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(server.base + path, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  console.log(path, run, JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 0));
  await ctx.close();
  }
}
await browser.close(); process.exit(0);
