/**
 * POST /api/v: one beacon per page a visitor actually saw (client/beacon.ts), and one with the page's
 * Core Web Vitals when it is hidden (`k: 'vitals'`, client/vitals.ts), under the same limit and bot filter. Mounted before
 * sessions, static files and the API's body parsers: it reads at most 2 KB of text, checks the
 * address's budget in memory, hands the hit to the instance's counter and answers 204. It never sets
 * a cookie and never waits on the database, so neither it nor its 429 slows a page.
 */
import express, { Router } from 'express';
import { isbot } from 'isbot';
import { addressKey } from '../core/request';
import { CLICK_IDS, classify, deviceClass, UTM_KEYS } from '../../shared/channels';
import { BEACON_PATH, type BeaconPayload } from '../../shared/beacon';
import { isAdminPath } from '../../shared/routes';
import { keptPath, routeOf } from '../core/page-path';
import type { Counting, Hit } from './counting';
import { cleanVitals, type VitalsHit } from './speed-counting';

/**
 * Beacons per address per minute. In memory per instance (a shared store would put a database call
 * on every beacon): behind N instances an address may send up to N times the limit, which is still
 * far below what would disturb the counts, and a refused beacon is only an uncounted view.
 */
export class BeaconLimit {
  private counts = new Map<string, number>();
  private windowStart = 0;
  constructor(
    private readonly perMinute: number,
    private readonly clock: () => number = Date.now,
  ) {}
  take(key: string): boolean {
    const t = this.clock();
    if (t - this.windowStart >= 60_000) {
      this.counts.clear();
      this.windowStart = t;
    }
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n <= this.perMinute;
  }
}

const text = (v: unknown, max = 100) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** The referrer's host when it is another site's (this site's own pages are not a source). */
function externalHost(referrer: string, ownHosts: string[]): string {
  if (!referrer) return '';
  try {
    const h = new URL(referrer).hostname.toLowerCase();
    return ownHosts.includes(h) ? '' : h.slice(0, 100);
  } catch {
    return '';
  }
}

/**
 * A visitor page of the route table as it is kept: null for an unknown path (junk never becomes a
 * counter) and for desk pages. Private pages (a reservation, an opt-out or reminder link: a secret
 * token in the path, or PRIVATE_PAGES) are kept as their route pattern, never as the link itself;
 * the browser sends that pattern already (client/beacon.ts). So are a notice's and a press article's
 * pages (`:id`): any id of the right shape matches the route, and made-up ids would each add counters
 * (decision 0035); an article keeps its own view count.
 */
export function countedPath(path: string, sites: readonly string[]): string | null {
  const kept = keptPath(path, sites);
  if (!kept) return null;
  const route = routeOf(path, sites)?.route;
  return route && /:id\b/.test(route.path) ? route.path : kept;
}

/** What a beacon says about its view (null: not a page view to count): page, channel, utm tags, device. */
export function viewOf(body: BeaconPayload, ua: string, ownHosts: string[], sites: readonly string[]): Omit<Hit, 'at' | 'ip' | 'ua'> | null {
  const path = countedPath(text(body?.p, 200), sites);
  if (!path) return null;
  const q = body.q && typeof body.q === 'object' ? body.q : {};
  const utm = Object.fromEntries(UTM_KEYS.map((k) => [k, text(q[k])])) as Record<(typeof UTM_KEYS)[number], string>;
  const source = utm.utm_source.toLowerCase();
  const medium = utm.utm_medium.toLowerCase();
  const channel = classify({
    source,
    medium,
    referrerHost: externalHost(text(body.r, 500), ownHosts),
    clickIds: Object.keys(CLICK_IDS).filter((k) => text(q[k]) !== ''),
    userAgent: ua,
  });
  return { path, channel, campaign: utm.utm_campaign, source, medium, content: utm.utm_content, term: utm.utm_term, device: deviceClass(ua), entry: body.e === 1 };
}

/**
 * What a vitals beacon says (null: nothing to count): the page as its route table pattern (an article's
 * or a booking's id never kept), the device class and the clean values. Desk and unknown pages: null.
 */
export function vitalsOf(body: BeaconPayload, ua: string, sites: readonly string[]): Omit<VitalsHit, 'at'> | null {
  const path = text(body?.p, 200);
  if (isAdminPath(path)) return null;
  const match = routeOf(path, sites);
  if (!match || match.route.permission) return null;
  const vitals = cleanVitals(body.vitals);
  return vitals && { path: match.route.path, device: deviceClass(ua), vitals };
}

export interface BeaconOptions {
  counting: Counting;
  perMinute: number;
  siteUrl: string;
  sites: readonly string[];
  now: () => Date;
}

/** What a beacon request brings: its body as text, its user agent, the limit's address key and the host it was sent to. */
export interface BeaconRequest {
  body: unknown;
  ua: string;
  address: string;
  host: string;
}

/**
 * The beacon's work, apart from Express: the address's budget (false: over it, answer 429), then the
 * bot filter and the hit handed to the instance's counter. The route answers 204 before calling
 * `count`, so nothing here holds the page up.
 */
export function beaconHandler(opts: BeaconOptions) {
  const limit = new BeaconLimit(opts.perMinute, () => opts.now().getTime());
  const ownHost = new URL(opts.siteUrl).hostname.toLowerCase();
  return {
    allow: (address: string) => limit.take(address),
    count(b: BeaconRequest) {
      let body: BeaconPayload;
      try {
        body = JSON.parse(typeof b.body === 'string' ? b.body : '') as BeaconPayload;
      } catch {
        return;
      }
      // A vitals beacon leaves as the page is left, when Chromium has dropped a user-agent override
      // given to the page: an emulated phone's beacon came as HeadlessChrome and was dropped as a bot.
      // The user agent the page ran with, in the body, names the device and the reader.
      const ua = body?.k === 'vitals' && typeof body.u === 'string' && body.u.trim() ? body.u.slice(0, 400) : b.ua;
      // No user agent, or a crawler's: not a person reading the page.
      if (!ua || isbot(ua)) return;
      // Vitals of a page already counted (sent when it is hidden): not another view.
      if (body?.k === 'vitals') {
        const v = vitalsOf(body, ua, opts.sites);
        if (v) opts.counting.speed.add({ ...v, at: opts.now() });
        return;
      }
      const view = viewOf(body, ua, [ownHost, b.host.toLowerCase()], opts.sites);
      if (view) opts.counting.add({ ...view, at: opts.now(), ip: b.address, ua });
    },
  };
}

export function beaconRoute(opts: BeaconOptions) {
  const router = Router();
  const beacon = beaconHandler(opts);
  router.post(BEACON_PATH, express.text({ type: () => true, limit: '2kb' }), (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!beacon.allow(addressKey(req))) return res.status(429).json({ error: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' });
    res.status(204).end();
    beacon.count({ body: req.body, ua: req.get('user-agent') ?? '', address: req.ip ?? '', host: req.hostname });
  });
  return router;
}
