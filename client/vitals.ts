/**
 * Core Web Vitals of this page in the visitor's own browser (decision 0038). The boot script imports
 * this module after load, once the browser is idle, as its own small chunk with the web-vitals
 * attribution build (nothing before load competes with the page, and the boot script grows by a few
 * bytes only); LCP, INP, CLS and TTFB are kept as they change, each with the selector
 * of the element behind it (never its text), and sent once, in one beacon, when the page is hidden
 * or left. A vitals beacon (`k: 'vitals'`) is not a page view: the server never counts it as one.
 */
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { BEACON_PATH, type BeaconPayload } from '../shared/beacon';
import { publicPath } from '../shared/private-links';
import type { VitalsSample } from '../shared/field-speed';

export function watchVitals(): void {
  const got: VitalsSample = {};
  // The user agent the page runs with, read now: Chromium drops a page's user-agent override (an
  // emulated phone) once it starts to unload, for navigator.userAgent and the beacon's header alike.
  const ua = navigator.userAgent;
  const opts = { reportAllChanges: true };
  onLCP((m) => (got.lcp = { v: m.value, s: m.attribution.target }), opts);
  onINP((m) => (got.inp = { v: m.value, s: m.attribution.interactionTarget }), opts);
  onCLS((m) => (got.cls = { v: m.value, s: m.attribution.largestShiftTarget }), opts);
  onTTFB((m) => (got.ttfb = { v: m.value }), opts);
  let sent = false;
  const send = () => {
    if (sent || !Object.keys(got).length) return;
    sent = true;
    const body: BeaconPayload = { k: 'vitals', p: publicPath(location.pathname), vitals: got, u: ua };
    navigator.sendBeacon?.(BEACON_PATH, JSON.stringify(body));
  };
  // Registered after web-vitals' own listeners, so its final INP and CLS on hiding are in.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  window.addEventListener('pagehide', send);
}
