/**
 * First-party campaign attribution without JavaScript or analytics libraries: a page request that
 * lands with utm_* parameters or from an external site writes the touch into a cookie set by this
 * response. The first touch is never overwritten; each new touch replaces the latest one. The
 * cookie holds only campaign data (no personal data) and lasts 30 days from the latest touch.
 */
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { ATTRIBUTION_COOKIE, ATTRIBUTION_DAYS, type Attribution, type Touch } from '../../shared/attribution';
import { directTouch, externalReferrer, touchFrom } from './touch';
import { landingPath } from '../core/page-path';
import { publicPath } from '../../shared/private-links';

const str = z.string().max(200).nullable();
const TouchSchema = z.object({
  source: z.string().min(1).max(100),
  medium: str,
  campaign: str,
  term: str,
  content: str,
  referrer: str,
  landing: str,
  at: z.iso.datetime(),
});
const CookieSchema = z.object({ f: TouchSchema, l: TouchSchema });

const MAX_AGE_MS = ATTRIBUTION_DAYS * 86_400_000;

/** Reads the Cookie header directly (no cookie-parser needed for one cookie). */
function rawCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === ATTRIBUTION_COOKIE) return part.slice(i + 1).trim();
  }
  return undefined;
}

/** The touches remembered for this visitor; a missing or tampered cookie counts as none. */
export function readTouches(req: Request): Attribution {
  const raw = rawCookie(req);
  if (!raw || raw.length > 3000) return { first: null, last: null };
  try {
    const parsed = CookieSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (!parsed.success) return { first: null, last: null };
    // A cookie set before landings were kept as their page's pattern may hold a private link as typed.
    const kept = (t: Touch): Touch => (t.landing ? { ...t, landing: publicPath(t.landing) } : t);
    return { first: kept(parsed.data.f), last: kept(parsed.data.l) };
  } catch {
    return { first: null, last: null };
  }
}

/** The attribution stored on a lead: the cookie's touches, or a direct touch on the lead's page. */
export function leadAttribution(req: Request, page: string | undefined, at: Date): { first: Touch; last: Touch } {
  const { first, last } = readTouches(req);
  if (first && last) return { first, last };
  const fallback = directTouch(page ? publicPath(page) : null, at);
  return { first: first ?? fallback, last: last ?? first ?? fallback };
}

// Page navigations only: not the API, files, health checks or embedded frames.
function isLanding(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path.startsWith('/api/') || req.path === '/healthz' || /\.[a-z0-9]{2,5}$/i.test(req.path)) return false;
  const dest = req.get('sec-fetch-dest');
  return !dest || dest === 'document';
}

/**
 * `sites`: the press boards' slugs, for the route table. The landing is kept as the page it is
 * (server/core/page-path.ts): a private link (`/reservation/<token>`, `/o/<token>`, `/r/<token>`)
 * opened from webmail is `/reservation/:token`, so its token never reaches a lead, the desk or the CRM.
 */
export function attributionCookie(opts: { siteUrl: string; sites: readonly string[]; now?: () => Date }): RequestHandler {
  const now = opts.now ?? (() => new Date());
  const canonicalHost = new URL(opts.siteUrl).hostname;
  return (req, res, next) => {
    if (!isLanding(req)) return next();
    const touch = touchFrom({
      query: req.query as Record<string, unknown>,
      referrerHost: externalReferrer(req.get('referer'), [req.hostname, canonicalHost]),
      path: landingPath(req.path, opts.sites),
      at: now(),
    });
    if (!touch) return next();
    const { first } = readTouches(req);
    const value = Buffer.from(JSON.stringify({ f: first ?? touch, l: touch })).toString('base64url');
    res.cookie(ATTRIBUTION_COOKIE, value, {
      maxAge: MAX_AGE_MS,
      httpOnly: true, // only the server reads it (forms post it back with the lead)
      sameSite: 'lax',
      secure: req.secure, // HTTPS (directly or behind TRUST_PROXY) only
      path: '/',
    });
    next();
  };
}
