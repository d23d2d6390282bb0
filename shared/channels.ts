/**
 * Marketing channels: one classification for a page view (landing URL, referrer, browser) and for a
 * lead's stored touch (server/attribution), so the funnel's steps fall in the same rows. Rules run
 * in order; the first that matches names the channel. Paid before organic (a Naver ad click comes
 * from search.naver.com too, and carries NaPm), the site's own texts (utm_medium=sms) first of all.
 */
export const CHANNELS = [
  'naver-ads',
  'naver-search',
  'naver-blog',
  'kakao',
  'meta',
  'google-ads',
  'google-search',
  'sms',
  'direct',
  'other',
] as const;
export type Channel = (typeof CHANNELS)[number];

/** The names the desk, the API and the exports use. */
export const CHANNEL_LABELS: Record<Channel, string> = {
  'naver-ads': 'Naver 검색광고',
  'naver-search': 'Naver 검색',
  'naver-blog': 'Naver 블로그·카페',
  kakao: 'Kakao',
  meta: 'Meta',
  'google-ads': 'Google 광고',
  'google-search': 'Google 검색',
  sms: '문자',
  direct: '직접 방문',
  other: '기타',
};

/** Click ids the ad platforms append to a landing URL, and the channel each stands for. */
export const CLICK_IDS: Record<string, Channel> = {
  NaPm: 'naver-ads',
  n_media: 'naver-ads',
  gclid: 'google-ads',
  gbraid: 'google-ads',
  wbraid: 'google-ads',
  fbclid: 'meta',
};
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

export interface ChannelSignals {
  /** utm_source / utm_medium of the landing URL, lower case (or a touch's source / medium). */
  source?: string | null;
  medium?: string | null;
  /** Host name of the external page the visit came from. */
  referrerHost?: string | null;
  /** Names of the click ids on the landing URL (keys of CLICK_IDS). */
  clickIds?: readonly string[];
  /** The browser's user agent (in-app browsers of KakaoTalk, Instagram, Facebook say so there). */
  userAgent?: string | null;
}

const PAID = /^(cpc|ppc|paid|ad|ads|sa|da|cpm|powerlink|brandsearch|display|paid_?social|banner)$/;
const host = (h: string | null | undefined) => (h ?? '').toLowerCase();
const is = (h: string, re: RegExp) => re.test(h);

export function classify(s: ChannelSignals): Channel {
  const source = (s.source ?? '').toLowerCase();
  const medium = (s.medium ?? '').toLowerCase();
  const ref = host(s.referrerHost);
  const ua = s.userAgent ?? '';
  const clicks = s.clickIds ?? [];
  const paid = PAID.test(medium);

  if (medium === 'sms' || medium === 'lms' || medium === 'mms' || /^(sms|lms|mms|text|문자)$/.test(source)) return 'sms';
  for (const id of clicks) if (CLICK_IDS[id] === 'naver-ads') return 'naver-ads';
  if (source.startsWith('naver') && paid) return 'naver-ads';
  if (is(ref, /(^|\.)ad\.search\.naver\.com$|(^|\.)adcr\.naver\.com$/)) return 'naver-ads';
  for (const id of clicks) if (CLICK_IDS[id] === 'google-ads') return 'google-ads';
  if ((source === 'google' || source === 'youtube') && paid) return 'google-ads';
  if (clicks.includes('fbclid') || /^(facebook|fb|instagram|ig|meta)$/.test(source)) return 'meta';
  if (is(ref, /(^|\.)(facebook\.com|fb\.com|instagram\.com)$/) || /\b(Instagram|FBAN|FBAV|FB_IAB)\b/.test(ua)) return 'meta';
  if (source.startsWith('kakao') || medium.startsWith('kakao')) return 'kakao';
  if (is(ref, /(^|\.)kakao\.(com|co\.kr)$|(^|\.)kakaocdn\.net$/) || /KAKAOTALK/i.test(ua)) return 'kakao';
  if (/^(naver_?blog|naver_?cafe|blog\.naver|cafe\.naver|blog|cafe)$/.test(source) || (source.startsWith('naver') && /blog|cafe/.test(medium))) return 'naver-blog';
  if (is(ref, /(^|\.)(blog|cafe|post)\.naver\.com$/)) return 'naver-blog';
  if (source === 'naver' || is(ref, /(^|\.)naver\.(com|me)$/)) return 'naver-search';
  if (source === 'google' || is(ref, /(^|\.)google\.[a-z.]+$/)) return 'google-search';
  if (source && source !== 'direct') return 'other';
  if (ref) return 'other';
  return 'direct';
}

/** The device class of a user agent: a phone, a tablet or a desktop. */
export function deviceClass(ua: string): 'phone' | 'tablet' | 'desktop' {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|KAKAOTALK|Windows Phone/i.test(ua)) return 'phone';
  return 'desktop';
}
export const DEVICE_LABELS = { phone: '휴대폰', tablet: '태블릿', desktop: 'PC' } as const;

/** A lead's touch (server/attribution: source is utm_source, a portal's name or 'direct'; referrer a host). */
export const touchChannel = (t: { source: string; medium?: string | null; referrer?: string | null; clickIds?: readonly string[] | null } | null | undefined): Channel =>
  t ? classify({ source: t.source, medium: t.medium, referrerHost: t.referrer, clickIds: t.clickIds ?? [] }) : 'direct';

/**
 * The kinds of text whose links the site tags (utm_campaign=<kind>). The counting keeps these campaign
 * names from the first visit (decision 0035): a link the site made is never folded into 기타.
 */
export const TEXT_LINK_KINDS = [
  'unit-held',
  'winner-notice',
  'schedule-reminder',
  'announcement',
  'winner-visit-confirmed',
  'winner-visit-reminder',
  'winner-visit-cancelled',
] as const;
export type TextLinkKind = (typeof TEXT_LINK_KINDS)[number];

/**
 * A link of the site's own texts, tagged so the visits it brings count as 문자 under the text's kind:
 * utm_source=sms&utm_medium=sms&utm_campaign=<kind> (before any #fragment; tags already there are kept).
 */
export function textLink(url: string, kind: TextLinkKind): string {
  if (/[?&]utm_source=/.test(url)) return url;
  const hash = url.indexOf('#');
  const [base, fragment] = hash >= 0 ? [url.slice(0, hash), url.slice(hash)] : [url, ''];
  return `${base}${base.includes('?') ? '&' : '?'}utm_source=sms&utm_medium=sms&utm_campaign=${encodeURIComponent(kind)}${fragment}`;
}

/** Every link to the site in a text written on the desk (an announcement), tagged as `textLink` does. */
export function tagSiteLinks(text: string, siteUrl: string, kind: TextLinkKind): string {
  const origin = siteUrl.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`${origin}(?:/[^\\s]*)?`, 'g'), (url) => textLink(url, kind));
}
