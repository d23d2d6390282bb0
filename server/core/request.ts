/** What every capability reads off a request the same way: the page a form was on, the client's address, a form post. */
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

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

/** The client's address as a counter key (an IPv6 address counts by its /56, as express-rate-limit does). */
export const addressKey = (req: Request) => ipKeyGenerator(req.ip ?? '');

/** A browser's own form post (no JavaScript): answered with a page or a redirect, not JSON. */
export const isFormPost = (req: Request) => !!req.is('application/x-www-form-urlencoded') || !!req.is('multipart/form-data');
