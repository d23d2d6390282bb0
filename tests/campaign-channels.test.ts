/**
 * Channel classification on real landing URLs, referrers and in-app browsers: a page view (the
 * beacon the page sends, read by the server) and a lead's touch (the attribution cookie) land in
 * the same channel.
 */
import { describe, expect, it } from 'vitest';
import { pageView, type BeaconEnv } from '../client/beacon';
import { viewOf } from '../server/campaigns/beacon';
import { touchFrom, externalReferrer } from '../server/attribution/touch';
import { siteConfig } from '../shared/site.config';
import { CHANNEL_LABELS, touchChannel, deviceClass, tagSiteLinks, textLink } from '../shared/channels';

const SITE = 'https://www.haeon-lakecity.co.kr';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const KAKAOTALK = 'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.193 Mobile Safari/537.36;KAKAOTALK 2410220';
const INSTAGRAM = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.3.12.235 (iPhone14,5; iOS 17_5; ko_KR; ko; scale=3.00; 1170x2532; 604436474)';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** [what it is, landing URL, document.referrer, user agent, expected channel] */
const TABLE: [string, string, string, string, string][] = [
  ['Naver search, organic result', `${SITE}/`, 'https://search.naver.com/search.naver?where=nexearch&query=%EB%8D%94%ED%95%B4%EC%98%A8+%EB%A0%88%EC%9D%B4%ED%81%AC%EC%8B%9C%ED%8B%B0', DESKTOP, 'Naver 검색'],
  ['Naver mobile search, organic result', `${SITE}/`, 'https://m.search.naver.com/search.naver?query=%EB%B6%84%EC%96%91', IPHONE, 'Naver 검색'],
  ['Naver search ad (파워링크) with NaPm', `${SITE}/?NaPm=ct%3Dm3x7k2a1%7Cci%3D0z40002pzgpa%7Ctr%3Dsa%7Chk%3D4b1d`, 'https://search.naver.com/search.naver?query=%EB%B6%84%EC%96%91', DESKTOP, 'Naver 검색광고'],
  ['Naver ad with utm tags', `${SITE}/?utm_source=naver&utm_medium=cpc&utm_campaign=launch_brand&utm_term=%EB%B6%84%EC%96%91`, 'https://search.naver.com/', DESKTOP, 'Naver 검색광고'],
  ['Naver blog post', `${SITE}/SalesInfo/announcement`, 'https://blog.naver.com/haeon_blog/223456789012', DESKTOP, 'Naver 블로그·카페'],
  ['Naver blog post on a phone', `${SITE}/`, 'https://m.blog.naver.com/PostView.naver?blogId=haeon_blog&logNo=223456789012', IPHONE, 'Naver 블로그·카페'],
  ['Naver café post', `${SITE}/`, 'https://cafe.naver.com/busanapt/1234567', DESKTOP, 'Naver 블로그·카페'],
  ['KakaoTalk in-app browser (no referrer)', `${SITE}/`, '', KAKAOTALK, 'Kakao'],
  ['Kakao 모먼트 ad with utm tags', `${SITE}/?utm_source=kakao&utm_medium=display&utm_campaign=moment_1`, '', IPHONE, 'Kakao'],
  ['Instagram in-app browser', `${SITE}/`, '', INSTAGRAM, 'Meta'],
  ['Instagram link (l.instagram.com)', `${SITE}/`, 'https://l.instagram.com/', IPHONE, 'Meta'],
  ['Meta ad with fbclid', `${SITE}/?fbclid=IwAR2xYz0123456789abcdef`, 'https://m.facebook.com/', IPHONE, 'Meta'],
  ['Google ad with gclid', `${SITE}/?gclid=Cj0KCQiA-aK8BhCDARIsAL_-H9k`, 'https://www.google.com/', DESKTOP, 'Google 광고'],
  ['Google search, organic result', `${SITE}/`, 'https://www.google.co.kr/', DESKTOP, 'Google 검색'],
  ["The site's own text message (utm tags)", `${SITE}/SalesInfo/schedule?utm_source=sms&utm_medium=sms&utm_campaign=schedule-reminder`, '', IPHONE, '문자'],
  ['Typed address or bookmark', `${SITE}/`, '', DESKTOP, '직접 방문'],
  ['Another site', `${SITE}/`, 'https://news.example.com/article/1', DESKTOP, '기타'],
];

const env = (url: string, referrer: string): BeaconEnv => {
  const u = new URL(url);
  return {
    document: { referrer, visibilityState: 'visible', addEventListener: () => {}, removeEventListener: () => {} },
    location: { pathname: u.pathname, search: u.search, host: u.host },
    navigator: { sendBeacon: () => true },
  };
};

describe('channel classification', () => {
  for (const [what, url, referrer, ua, expected] of TABLE) {
    it(`${what} → ${expected}`, () => {
      const view = viewOf(pageView(env(url, referrer)), ua, ['www.haeon-lakecity.co.kr'], siteConfig.sites);
      expect(CHANNEL_LABELS[view!.channel]).toBe(expected);
    });
  }

  it('a lead whose landing was an ad, a blog, a café, a search or a text falls in the same channel as its page views', () => {
    const cases = TABLE.filter(([, , , ua]) => ua !== KAKAOTALK && ua !== INSTAGRAM);
    for (const [what, url, referrer, , expected] of cases) {
      const u = new URL(url);
      const touch = touchFrom({ query: Object.fromEntries(u.searchParams), referrerHost: externalReferrer(referrer || undefined, [u.hostname]), path: u.pathname, at: new Date() });
      expect(CHANNEL_LABELS[touchChannel(touch)], what).toBe(expected);
    }
  });

  it('reads the device class from the user agent', () => {
    expect([IPHONE, KAKAOTALK, DESKTOP].map(deviceClass)).toEqual(['phone', 'phone', 'desktop']);
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; SM-X710N) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe('tablet');
  });
});

describe("the site's own texts", () => {
  it('tag their links to the site as 문자 under the text’s kind, before any fragment', () => {
    expect(textLink('https://www.haeon-lakecity.co.kr/winner#winner-contract', 'winner-notice')).toBe(
      'https://www.haeon-lakecity.co.kr/winner?utm_source=sms&utm_medium=sms&utm_campaign=winner-notice#winner-contract',
    );
    const text = tagSiteLinks('견본주택 안내: https://www.haeon-lakecity.co.kr/Promotion/Customer 다른 사이트 https://example.com/a', 'https://www.haeon-lakecity.co.kr', 'announcement');
    expect(text).toBe('견본주택 안내: https://www.haeon-lakecity.co.kr/Promotion/Customer?utm_source=sms&utm_medium=sms&utm_campaign=announcement 다른 사이트 https://example.com/a');
    const u = new URL(textLink('https://www.haeon-lakecity.co.kr/SalesInfo/schedule', 'schedule-reminder'));
    const view = viewOf(pageView(env(u.href, '')), IPHONE, ['www.haeon-lakecity.co.kr'], siteConfig.sites);
    expect([CHANNEL_LABELS[view!.channel], view!.campaign]).toEqual(['문자', 'schedule-reminder']);
  });
});
