/**
 * One page-view beacon per page actually seen (decision 0035): a page prerendered or opened in a
 * background tab counts once it is shown, a page restored from the back-forward cache counts again,
 * and nothing is sent for a page never shown. No cookie: the visit's landing parameters (utm_*,
 * click ids) and referrer's origin are kept in sessionStorage for the tab, so later pages of the visit
 * name the same source. Kept small and on its own so Web Vitals can join the same payload (`vitals`).
 */
import { BEACON_PATH, type BeaconPayload } from '../shared/beacon';
import { publicPath } from '../shared/private-links';

const KEY = 'hv-landing';
const PARAMS = /^(utm_(source|medium|campaign|content|term)|gclid|gbraid|wbraid|fbclid|NaPm|n_media)$/;

export interface BeaconEnv {
  document: Pick<Document, 'referrer' | 'visibilityState' | 'addEventListener' | 'removeEventListener'> & { prerendering?: boolean };
  location: Pick<Location, 'pathname' | 'search' | 'host'>;
  navigator: Pick<Navigator, 'sendBeacon'>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  addEventListener?: (type: 'pageshow', fn: (e: PageTransitionEvent) => void) => void;
}

type Landing = { q?: Record<string, string>; r?: string };

/** What this view sends: the page, and the visit's landing parameters and referrer. */
export function pageView(env: BeaconEnv): BeaconPayload {
  const { document: doc, location: loc } = env;
  let landing: Landing | undefined;
  try {
    landing = JSON.parse(env.storage?.getItem(KEY) ?? 'null') as Landing | undefined;
  } catch {
    landing = undefined;
  }
  let ref = '';
  try {
    const u = new URL(doc.referrer);
    if (u.host !== loc.host) ref = u.origin; // the origin only: a search's words stay out
  } catch {
    // no referrer
  }
  const q: Record<string, string> = {};
  new URLSearchParams(loc.search).forEach((v, k) => {
    if (PARAMS.test(k)) q[k] = v.slice(0, 100);
  });
  const entry = !landing || !!ref || Object.keys(q).length > 0;
  if (entry) {
    landing = { q, r: ref };
    try {
      env.storage?.setItem(KEY, JSON.stringify(landing));
    } catch {
      // storage refused (private mode): this page still counts
    }
  }
  // A private link's token stays in the page: it is named by its pattern (`/reservation/:token`).
  const out: BeaconPayload = { p: publicPath(loc.pathname) };
  if (landing?.q && Object.keys(landing.q).length) out.q = landing.q;
  if (landing?.r) out.r = landing.r;
  if (entry) out.e = 1;
  return out;
}

/** Calls `fn` once the page is shown (now, or when its prerender is activated or its tab shown). */
export function whenShown(doc: BeaconEnv['document'], fn: () => void): void {
  if (doc.prerendering) {
    doc.addEventListener('prerenderingchange', () => whenShown(doc, fn), { once: true });
  } else if (doc.visibilityState === 'hidden') {
    const shown = () => {
      if (doc.visibilityState !== 'visible') return;
      doc.removeEventListener('visibilitychange', shown);
      fn();
    };
    doc.addEventListener('visibilitychange', shown);
  } else fn();
}

export function countPageView(env: BeaconEnv): void {
  const send = () => env.navigator.sendBeacon?.(BEACON_PATH, JSON.stringify(pageView(env)));
  whenShown(env.document, send);
  // Back to this page from the back-forward cache: read again, counted again.
  env.addEventListener?.('pageshow', (e) => e.persisted && send());
}

/** The browser's own environment. */
export const browserEnv = (): BeaconEnv => {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return { document, location, navigator, storage, addEventListener: (t, fn) => window.addEventListener(t, fn) };
};
