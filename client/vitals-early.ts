/**
 * The vitals beacon's way out, live from the boot script's first run (issue 65, decision 0038). The
 * collector (vitals.ts, with web-vitals) is fetched after load once the browser is idle; a phone that
 * left sooner (a quick look at a plan and its zoom, then the address bar or the tab closed) sent
 * nothing, so the pages left quickest were measured least. Until the collector takes over, this
 * sends what the browser has measured by itself: TTFB from the navigation entry, the LCP and the CLS
 * so far (without the element's selector). INP needs the collector's own bookkeeping.
 */
import { BEACON_PATH, type BeaconPayload } from '../shared/beacon';
import { publicPath } from '../shared/private-links';
import type { VitalsSample } from '../shared/field-speed';
import { whenShown } from './beacon';

/** One vitals beacon: the page (its pattern for a private link) and what was measured. */
export function sendVitals(vitals: VitalsSample, ua: string): void {
  const body: BeaconPayload = { k: 'vitals', p: publicPath(location.pathname), vitals, u: ua };
  navigator.sendBeacon?.(BEACON_PATH, JSON.stringify(body));
}

export interface EarlyVitals {
  /** Stops the early sender; true when it has already sent this view's vitals (the page was hidden once). */
  takeOver(): boolean;
}

/** Watches the page from now on and sends its first measures when it is hidden or left, until taken over. */
export function watchEarlyVitals(): EarlyVitals {
  // Read now: Chromium drops an emulated phone's user-agent override once the page starts to unload.
  const ua = navigator.userAgent;
  let got: VitalsSample = {};
  let shown = false;
  let sent = false;
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const start = nav?.activationStart ?? 0;
  if (nav && nav.responseStart > 0) got.ttfb = { v: Math.max(nav.responseStart - start, 0) };

  // CLS as web-vitals counts it: the largest session of shifts (1 s apart at most, 5 s long at most).
  let session = 0;
  let first = 0;
  let last = 0;
  const onEntries = (entries: PerformanceEntryList) => {
    for (const e of entries) {
      if (e.entryType === 'largest-contentful-paint') got.lcp = { v: Math.max(e.startTime - start, 0) };
      const shift = e as PerformanceEntry & { value?: number; hadRecentInput?: boolean };
      if (e.entryType !== 'layout-shift' || shift.hadRecentInput) continue;
      if (session && e.startTime - last < 1000 && e.startTime - first < 5000) session += shift.value!;
      else [session, first] = [shift.value!, e.startTime];
      last = e.startTime;
      got.cls = { v: Math.max(got.cls?.v ?? 0, session) };
    }
  };
  const observers: PerformanceObserver[] = [];
  for (const type of ['largest-contentful-paint', 'layout-shift']) {
    try {
      const po = new PerformanceObserver((list) => onEntries(list.getEntries()));
      po.observe({ type, buffered: true });
      observers.push(po);
    } catch {
      // this browser does not measure it: the beacon goes without it
    }
  }
  whenShown(document, () => (shown = true));

  const send = () => {
    if (sent || !shown) return;
    for (const po of observers) onEntries(po.takeRecords());
    if (!Object.keys(got).length) return;
    sent = true;
    sendVitals(got, ua);
  };
  const onHidden = () => document.visibilityState === 'hidden' && send();
  // Back from the back-forward cache: a new view, whose first measures are not the first load's.
  const onShow = (e: PageTransitionEvent) => e.persisted && ((sent = false), (got = {}));
  document.addEventListener('visibilitychange', onHidden);
  addEventListener('pagehide', send);
  addEventListener('pageshow', onShow);
  return {
    takeOver() {
      document.removeEventListener('visibilitychange', onHidden);
      removeEventListener('pagehide', send);
      removeEventListener('pageshow', onShow);
      for (const po of observers) po.disconnect();
      return sent;
    },
  };
}
