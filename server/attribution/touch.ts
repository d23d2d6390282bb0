/**
 * Turns a landing request into a campaign touch: utm_* parameters win; otherwise a known portal
 * is named from the referrer; otherwise the source is 'direct' (the referrer host is kept anyway).
 */
import type { Touch } from '../../shared/attribution';
import { CLICK_IDS } from '../../shared/channels';

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

// Ordered: the more specific host first (blog.naver.com before naver.com).
const PORTALS: [RegExp, string][] = [
  [/(^|\.)blog\.naver\.com$/, 'blog.naver'],
  [/(^|\.)naver\.(com|me)$/, 'naver'],
  [/(^|\.)daum\.(net|com)$/, 'daum'],
  [/(^|\.)kakao\.(com|co\.kr)$/, 'kakao'],
  [/(^|\.)google\.[a-z.]+$/, 'google'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(facebook\.com|fb\.com)$/, 'facebook'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
];

/** The portal's short name for a referrer host, or null when it is not a known portal. */
export function portalName(host: string): string | null {
  const h = host.toLowerCase();
  for (const [re, name] of PORTALS) if (re.test(h)) return name;
  return null;
}

/** A parameter value as stored: trimmed, lower-case source/medium, at most 100 characters. */
function clean(v: unknown, lower = false): string | null {
  if (typeof v !== 'string') return null;
  const t = v.trim().slice(0, 100);
  if (!t) return null;
  return lower ? t.toLowerCase() : t;
}

/** The external referrer's host name, or null when there is none or it is one of this site's hosts. */
export function externalReferrer(referer: string | undefined, ownHosts: (string | undefined)[]): string | null {
  if (!referer) return null;
  try {
    const u = new URL(referer);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (ownHosts.some((h) => h && h.toLowerCase() === u.hostname.toLowerCase())) return null;
    return u.hostname.toLowerCase().slice(0, 100);
  } catch {
    return null;
  }
}

export interface LandingRequest {
  query: Record<string, unknown>;
  referrerHost: string | null;
  path: string;
  at: Date;
}

/**
 * An ad click without UTM tags still names its platform by its click id (gclid, NaPm, fbclid): the
 * touch reads as that platform's paid click, so leads fall in the same channel as their page views
 * (shared/channels.ts).
 */
const CLICK_TOUCH: Record<string, { source: string; medium: string | null }> = {
  'naver-ads': { source: 'naver', medium: 'cpc' },
  'google-ads': { source: 'google', medium: 'cpc' },
  meta: { source: 'facebook', medium: null },
};
function clickTouch(query: Record<string, unknown>) {
  const id = Object.keys(CLICK_IDS).find((k) => typeof query[k] === 'string' && query[k] !== '');
  return id ? CLICK_TOUCH[CLICK_IDS[id]!] : undefined;
}

/** The touch this landing makes, or null when it carries no campaign signal (an inner page view). */
export function touchFrom(req: LandingRequest): Touch | null {
  const q = Object.fromEntries(UTM.map((k) => [k, clean(req.query[k], k === 'utm_source' || k === 'utm_medium')]));
  const hasUtm = UTM.some((k) => q[k] !== null);
  const click = hasUtm ? undefined : clickTouch(req.query);
  if (!hasUtm && !req.referrerHost && !click) return null;
  return {
    source: q.utm_source ?? click?.source ?? (req.referrerHost ? portalName(req.referrerHost) : null) ?? 'direct',
    medium: q.utm_medium ?? click?.medium ?? null,
    campaign: q.utm_campaign ?? null,
    term: q.utm_term ?? null,
    content: q.utm_content ?? null,
    referrer: req.referrerHost,
    landing: req.path.slice(0, 200),
    at: req.at.toISOString(),
  };
}

/** The touch of a visitor who came with no signal at all (typed the address, a bookmark). */
export function directTouch(path: string | null, at: Date): Touch {
  return { source: 'direct', medium: null, campaign: null, term: null, content: null, referrer: null, landing: path?.slice(0, 200) ?? null, at: at.toISOString() };
}
