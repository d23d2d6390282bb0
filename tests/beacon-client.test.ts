/**
 * The page-view beacon in the browser (client/beacon.ts), with a fake document: a prerendered page
 * sends nothing until it is shown, a background tab waits for its first showing, later pages of the
 * visit name the landing's source, and the module adds at most 1 KB (gzip) to a visitor page.
 */
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { countPageView, type BeaconEnv } from '../client/beacon';
import type { BeaconPayload } from '../shared/beacon';
import { viewOf, vitalsOf } from '../server/campaigns/beacon';

function fakePage(opts: { prerendering?: boolean; hidden?: boolean; url?: string; referrer?: string; storage?: Map<string, string> }) {
  const listeners = new Map<string, Set<() => void>>();
  const sent: BeaconPayload[] = [];
  const u = new URL(opts.url ?? 'https://www.haeon-lakecity.co.kr/');
  const storage = opts.storage ?? new Map<string, string>();
  const doc = {
    prerendering: !!opts.prerendering,
    visibilityState: (opts.hidden ? 'hidden' : 'visible') as DocumentVisibilityState,
    referrer: opts.referrer ?? '',
    addEventListener: (t: string, fn: () => void) => void (listeners.get(t) ?? listeners.set(t, new Set()).get(t)!).add(fn),
    removeEventListener: (t: string, fn: () => void) => void listeners.get(t)?.delete(fn),
  };
  const fire = (t: string) => [...(listeners.get(t) ?? [])].forEach((fn) => fn());
  const env: BeaconEnv = {
    document: doc as unknown as BeaconEnv['document'],
    location: { pathname: u.pathname, search: u.search, host: u.host },
    navigator: { sendBeacon: (url: string | URL, body?: BodyInit | null) => (expect(String(url)).toBe('/api/v'), sent.push(JSON.parse(String(body))), true) },
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
  };
  return { env, doc, fire, sent, storage };
}

describe('the page-view beacon', () => {
  it('a prerendered page never shown sends nothing; once activated it sends one beacon', () => {
    const page = fakePage({ prerendering: true, url: 'https://www.haeon-lakecity.co.kr/FloorPlan/84A' });
    countPageView(page.env);
    expect(page.sent).toEqual([]);
    page.doc.prerendering = false;
    page.fire('prerenderingchange');
    expect(page.sent).toEqual([{ p: '/FloorPlan/84A', e: 1 }]);
  });

  it('a page opened in a background tab counts when first shown, and only once', () => {
    const page = fakePage({ hidden: true });
    countPageView(page.env);
    expect(page.sent).toHaveLength(0);
    page.doc.visibilityState = 'visible';
    page.fire('visibilitychange');
    page.doc.visibilityState = 'hidden';
    page.fire('visibilitychange');
    page.doc.visibilityState = 'visible';
    page.fire('visibilitychange');
    expect(page.sent).toHaveLength(1);
  });

  it('sends the landing’s utm tags, click ids and referrer origin (not the search words), and repeats them on later pages of the visit', () => {
    const storage = new Map<string, string>();
    const landing = fakePage({ url: 'https://www.haeon-lakecity.co.kr/?utm_source=naver&utm_medium=cpc&utm_campaign=launch&NaPm=ct%3Dabc&other=1', referrer: 'https://search.naver.com/search.naver?query=%EB%B6%84%EC%96%91', storage });
    countPageView(landing.env);
    expect(landing.sent[0]).toEqual({ p: '/', q: { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'launch', NaPm: 'ct=abc' }, r: 'https://search.naver.com', e: 1 });
    const next = fakePage({ url: 'https://www.haeon-lakecity.co.kr/FloorPlan/84A', referrer: 'https://www.haeon-lakecity.co.kr/', storage });
    countPageView(next.env);
    expect(next.sent[0]).toEqual({ p: '/FloorPlan/84A', q: { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'launch', NaPm: 'ct=abc' }, r: 'https://search.naver.com' });
  });

  it('a private link is sent as its page (/reservation/:token), never with its token, and counted as that page', () => {
    const token = 'Pr1vateT0ken_abcdefghijKLMNOP';
    const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    for (const [typed, kept] of [
      [`/reservation/${token}`, '/reservation/:token'],
      [`/o/${token}`, '/o/:token'],
      [`/r/${token}`, '/r/:token'],
    ] as const) {
      const page = fakePage({ url: `https://www.haeon-lakecity.co.kr${typed}?utm_source=sms&utm_medium=sms`, referrer: 'https://mail.naver.com/read/1' });
      countPageView(page.env);
      expect(page.sent).toEqual([{ p: kept, q: { utm_source: 'sms', utm_medium: 'sms' }, r: 'https://mail.naver.com', e: 1 }]);
      expect(viewOf(page.sent[0]!, ua, ['www.haeon-lakecity.co.kr'], ['haeon-lakecity'])?.path).toBe(kept);
      expect(vitalsOf({ k: 'vitals', p: kept, vitals: { ttfb: { v: 120 } } }, ua, ['haeon-lakecity'])?.path).toBe(kept);
    }
  });

  it('adds at most 1 KB (gzip) to a visitor page', async () => {
    const out = await build({ entryPoints: ['client/beacon.ts'], bundle: true, minify: true, format: 'esm', write: false, target: 'es2022' });
    const gz = gzipSync(out.outputFiles[0]!.contents).length;
    console.log(`client/beacon.ts: ${gz} bytes gzip`);
    expect(gz).toBeLessThanOrEqual(1024);
  });
});
