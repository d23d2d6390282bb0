/** The page-view beacon (client/beacon.ts → server/campaigns/beacon.ts): one small JSON text. */
export const BEACON_PATH = '/api/v';

export interface BeaconPayload {
  /** The page's path (no query). */
  p: string;
  /** The visit's landing URL parameters that name its source: utm_* and click ids (gclid, NaPm, fbclid…). */
  q?: Record<string, string>;
  /** document.referrer of the visit's first page. */
  r?: string;
  /** 1 when this page opened the visit (the entry page). */
  e?: 1;
  /**
   * A vitals beacon (`k: 'vitals'`, sent when the page is hidden, decision 0038): the page's Core Web
   * Vitals so far, each with the selector of the element behind it. Not a page view: never counted as one.
   */
  k?: 'vitals';
  vitals?: import('./field-speed').VitalsSample;
  /**
   * On a vitals beacon: the user agent the page ran with (navigator.userAgent, read once loaded). The
   * beacon leaves as the page is left, when Chromium has already dropped a user-agent override given
   * to the page (an emulated phone): its header, and navigator.userAgent by then, are the browser's
   * own. The server reads the device and the bot check from this one (decision 0038), then forgets it.
   */
  u?: string;
}
