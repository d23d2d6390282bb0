/**
 * The route a request is counted under in /metrics: a pattern, never the raw path (it may hold a
 * token), and the same label whether the request succeeded or failed. Express only knows the full
 * route while the route runs: once an error leaves the router, `req.baseUrl` is reset to the
 * enclosing router's (an error of `/api/admin/notices` would read `/`), so the route is recorded
 * as the router matches it. Requests refused before any route (the desk guard's 401 and 403, a
 * body that is not JSON, the database down) count under the deepest mount path they reached
 * (`/api/admin/notices` for the notice desk). Mount paths are literal in this app, so the labels
 * stay a fixed, small set.
 */
import type { Request } from 'express';
import { findPage } from '../../shared/routes';

interface Seen {
  /** Mount path + route pattern of the last route that matched. */
  route?: string;
  /** The longest `req.baseUrl` the request was given (the most specific mount it went through). */
  mount: string;
}

const seen = new WeakMap<Request, Seen>();

const join = (base: string, pattern: string) => `${base}${pattern}`.replace(/(.)\/$/, '$1') || '/';

/**
 * Watches the router as it dispatches this request: `req.route` and `req.baseUrl` keep working as
 * Express documents them, and their values at the moment a route matches are kept for the label.
 */
export function trackRoute(req: Request): void {
  const s: Seen = { mount: '' };
  seen.set(req, s);
  let baseUrl: string = req.baseUrl ?? '';
  let route: unknown = req.route;
  Object.defineProperty(req, 'baseUrl', {
    configurable: true,
    enumerable: true,
    get: () => baseUrl,
    set(v: string) {
      baseUrl = v;
      if (typeof v === 'string' && v.length > s.mount.length) s.mount = v;
    },
  });
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(v: unknown) {
      route = v;
      const path = (v as { path?: unknown } | undefined)?.path;
      if (path !== undefined) s.route = join(baseUrl, typeof path === 'string' ? path : 'pattern');
    },
  });
}

/**
 * The route a request matched, as a pattern: Express's own route (recorded as it matched), else the
 * deepest mount it reached, else the page table's pattern ('/:site/press/:id'), else a fixed word.
 */
export function routeLabel(req: Request, sites: readonly string[]): string {
  const s = seen.get(req);
  if (s?.route) return s.route;
  if (!s && req.route?.path !== undefined) return join(req.baseUrl ?? '', typeof req.route.path === 'string' ? req.route.path : 'pattern');
  const path = (req.originalUrl ?? req.url ?? '').split('?')[0]!;
  if (path.startsWith('/assets/')) return 'asset';
  if (s?.mount) return s.mount;
  if (path.startsWith('/api/')) return 'api-other';
  let page: ReturnType<typeof findPage> = null;
  try {
    page = findPage(decodeURIComponent(path), sites);
  } catch {
    // a malformed escape: not a page
  }
  if (page) return page.route.path;
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return 'static';
  return 'other';
}
