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
  /** Reserved for Core Web Vitals (name → value); the server ignores fields it does not know. */
  vitals?: Record<string, unknown>;
}
