/**
 * A page as the site keeps it, wherever it is kept (page views, field speed, a visit's landing in
 * the attribution cookie and so on every lead): the route table's canonical path (an alias under its
 * page's own path), and a private page (a secret token in the path, or PRIVATE_PAGES) as its route
 * pattern (`/reservation/:token`), never the link itself. The beacons already send a private link's
 * pattern (shared/private-links.ts): it resolves to its page too.
 */
import { findPage, isAdminPath, pages, PRIVATE_PAGES, type PageMatch, type PageRoute } from '../../shared/routes';
import { publicPath } from '../../shared/private-links';

/** A page of this site, never a protocol-relative '//host'. */
const PAGE_PATH = /^\/(?!\/)[^\s?#]{0,200}$/;

/** The route a path is, or names by its pattern (`/o/:token`, as a beacon sends it). */
export function routeOf(path: string, sites: readonly string[]): PageMatch | null {
  if (!PAGE_PATH.test(path)) return null;
  const match = findPage(path, sites);
  if (match) return match;
  const route = pages.find((r) => r.path === path && r.path.includes(':token'));
  return route ? { route, params: {}, canonicalPath: route.path } : null;
}

const isPrivate = (route: PageRoute) => route.path.includes(':token') || PRIVATE_PAGES.has(route.page);

/** A visitor page as kept; null for an unknown path (junk never becomes a counter) and for desk pages. */
export function keptPath(path: string, sites: readonly string[]): string | null {
  if (isAdminPath(path)) return null;
  const match = routeOf(path, sites);
  if (!match || match.route.permission) return null;
  return isPrivate(match.route) ? match.route.path : match.canonicalPath;
}

/** Where a visit landed, as kept: the page as above, or, off the route table, the path without a private link's token. */
export const landingPath = (path: string, sites: readonly string[]) => (keptPath(path, sites) ?? publicPath(path)).slice(0, 200);
