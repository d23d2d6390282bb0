/** What every capability reads off a request the same way: the page a form was on, the client's address, a form post, a prefetch. */
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { publicPath } from '../../shared/private-links';

/** A path on this site ('/a/b'), never a protocol-relative '//host'. */
const LOCAL_PATH = /^\/(?!\/)[\w\-/.%]{0,200}$/;

/** The page the form was on: the form's own field, else the Referer's path. */
export function pagePath(req: Request): string | undefined {
  const fromBody: unknown = req.body?.page;
  if (typeof fromBody === 'string' && LOCAL_PATH.test(fromBody)) return fromBody;
  const referer = req.get('referer');
  if (!referer) return undefined; // API clients: no header, and no exception to build and throw
  try {
    const ref = new URL(referer);
    return ref.host === req.get('host') && LOCAL_PATH.test(ref.pathname) ? ref.pathname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page a form was on, as it may be stored (a lead, a booking, a consent): a private link is named
 * by its pattern (`/reservation/:token`), since everyone who reads the record would hold the link.
 * Rendering the page again needs the address as typed: that is `pagePath`.
 */
export function storedPagePath(req: Request): string | undefined {
  const page = pagePath(req);
  return page && publicPath(page);
}

/** The client's address as a counter key (an IPv6 address counts by its /56, as express-rate-limit does). */
export const addressKey = (req: Request) => ipKeyGenerator(req.ip ?? '');

/** A browser's own form post (no JavaScript): answered with a page or a redirect, not JSON. */
export const isFormPost = (req: Request) => !!req.is('application/x-www-form-urlencoded') || !!req.is('multipart/form-data');

/**
 * A fetch made ahead of a possible visit (speculation rules, a browser's or a search page's
 * prefetch or prerender): `Sec-Purpose: prefetch` (with `;prerender` or `;anonymous-client-ip`),
 * or the older `Purpose: prefetch`. Nobody has seen the page yet, so nothing counts it as seen.
 */
export function isPrefetch(req: Request): boolean {
  const purpose = req.get('sec-purpose') ?? req.get('purpose') ?? req.get('x-purpose') ?? req.get('x-moz');
  return !!purpose && /(^|[\s;,])(prefetch|prerender|preview)\b/i.test(purpose);
}
