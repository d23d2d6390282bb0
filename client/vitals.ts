/**
 * Core Web Vitals of this page in the visitor's own browser (decision 0038). The boot script imports
 * this module after load, once the browser is idle, as its own small chunk with the web-vitals
 * attribution build (nothing before load competes with the page, and the boot script grows by a few
 * bytes only); LCP, INP, CLS and TTFB are kept as they change, each with the selector
 * of the element behind it (never its text), and sent once per view, in one beacon, when the page is
 * hidden or left. Until this module runs, the boot script's early sender (vitals-early.ts) sends what
 * the browser measured by itself; this one takes over from it. A page back from the back-forward
 * cache is a new view: measured and sent again. A vitals beacon (`k: 'vitals'`) is not a page view.
 */
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { VitalsSample } from '../shared/field-speed';
import { sendVitals, type EarlyVitals } from './vitals-early';

export function watchVitals(early?: EarlyVitals): void {
  let got: VitalsSample = {};
  // The user agent the page runs with, read now: Chromium drops a page's user-agent override (an
  // emulated phone) once it starts to unload, for navigator.userAgent and the beacon's header alike.
  const ua = navigator.userAgent;
  // Hidden before this module came: the early sender sent this view's beacon already.
  let sent = early?.takeOver() ?? false;
  // Back from the back-forward cache, web-vitals measures the view anew (its listeners, capturing,
  // run after this one, registered first): a `sent` kept from the first view lost every later one.
  addEventListener('pageshow', (e) => e.persisted && ((sent = false), (got = {})), true);
  const opts = { reportAllChanges: true };
  onLCP((m) => (got.lcp = { v: m.value, s: m.attribution.target }), opts);
  onINP((m) => (got.inp = { v: m.value, s: m.attribution.interactionTarget }), opts);
  onCLS((m) => (got.cls = { v: m.value, s: m.attribution.largestShiftTarget }), opts);
  onTTFB((m) => (got.ttfb = { v: m.value }), opts);
  const send = () => {
    if (sent || !Object.keys(got).length) return;
    sent = true;
    sendVitals(got, ua);
  };
  // Registered after web-vitals' own listeners, so its final INP and CLS on hiding are in.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  window.addEventListener('pagehide', send);
}
