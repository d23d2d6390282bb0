/**
 * Core Web Vitals of this page in the visitor's own browser (decision 0038). After load, once the
 * browser is idle, the web-vitals attribution build is fetched as its own small chunk (nothing before
 * load competes with the page); LCP, INP, CLS and TTFB are kept as they change, each with the selector
 * of the element behind it (never its text), and sent once, in one beacon, when the page is hidden
 * or left. A vitals beacon (`k: 'vitals'`) is not a page view: the server never counts it as one.
 */
import { BEACON_PATH, type BeaconPayload } from '../shared/beacon';
import type { VitalsSample } from '../shared/field-speed';

export function collectVitals(): void {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
    idle(() => void watch(), { timeout: 5000 });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
}

async function watch() {
  const { onLCP, onINP, onCLS, onTTFB } = await import('web-vitals/attribution');
  const got: VitalsSample = {};
  const opts = { reportAllChanges: true };
  onLCP((m) => (got.lcp = { v: m.value, s: m.attribution.target }), opts);
  onINP((m) => (got.inp = { v: m.value, s: m.attribution.interactionTarget }), opts);
  onCLS((m) => (got.cls = { v: m.value, s: m.attribution.largestShiftTarget }), opts);
  onTTFB((m) => (got.ttfb = { v: m.value }), opts);
  let sent = false;
  const send = () => {
    if (sent || !Object.keys(got).length) return;
    sent = true;
    const body: BeaconPayload = { k: 'vitals', p: location.pathname, vitals: got };
    navigator.sendBeacon?.(BEACON_PATH, JSON.stringify(body));
  };
  // Registered after web-vitals' own listeners, so its final INP and CLS on hiding are in.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  window.addEventListener('pagehide', send);
}
