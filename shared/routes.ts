/**
 * The one route table. The client router, the header menu and its dropdowns, each section's
 * sub-menu, breadcrumbs, every page's head tags and sitemap.xml are all derived from here. Its
 * rows are in shared/route-table/: the visitor's pages (visitor.ts, with 분양정보 in sales.ts),
 * a visitor's own pages (private.ts) and the desk's (desk.ts); this file joins them, matches a
 * path against them, and is the one place the rest of the code imports them from.
 */
import { matchPath } from 'react-router-dom';
import { visibleLinks, type MenuFlags } from './menu';
import { deskRoutes } from './route-table/desk';
import { privateRoutes } from './route-table/private';
import type { PageRoute } from './route-table/route';
import { visitorRoutes } from './route-table/visitor';

export * from './menu';
export type { PageRoute } from './route-table/route';

/** Slugs of press boards: lower-case letters, digits and hyphens. */
export const SITE_SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * Every page. The groups share no path (the desk's are all under /admin), so order matters only
 * inside each: a more specific path before the `:id` path that would also match it.
 */
export const pages: PageRoute[] = [...visitorRoutes, ...privateRoutes, ...deskRoutes];

/** Administrator pages: their own layout, never the visitor header, footer or popups. */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** Paths that answer with an HTTP redirect rather than a page. */
export function redirectFor(pathname: string, defaultSite: string): string | null {
  if (pathname === '/Promotion/Press') return `/${defaultSite}/press`;
  return null;
}

export interface PageMatch {
  route: PageRoute;
  params: Record<string, string>;
  /** The canonical path for this request (aliases mapped to the spec's casing). */
  canonicalPath: string;
}

/**
 * Case-sensitive match of a pathname against the table; null means 404. `:site` must be one of
 * the configured `sites`, so unknown slugs never become pages (nor HTML-cache keys).
 */
export function findPage(pathname: string, sites: readonly string[]): PageMatch | null {
  for (const route of pages) {
    for (const pattern of [route.path, ...(route.aliases ?? [])]) {
      const m = matchPath({ path: pattern, caseSensitive: true, end: true }, pathname);
      if (!m) continue;
      const params = m.params as Record<string, string>;
      if (params.site !== undefined && !(SITE_SLUG.test(params.site) && sites.includes(params.site))) continue;
      if (params.id !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(params.id)) continue;
      if (params.token !== undefined && !/^[A-Za-z0-9_-]{8,64}$/.test(params.token)) continue;
      const canonicalPath = route.path.replace(/:(\w+)/g, (_, k: string) => params[k] ?? '');
      return { route, params, canonicalPath };
    }
  }
  return null;
}

/** Canonical paths of every static page (the sitemap adds per-site and article pages). */
export function staticPaths(defaultSite: string, flags: MenuFlags = {}): string[] {
  return pages
    // A page per article or notice (`:id`) is listed by the data layer, not here.
    .filter((r) => !r.path.includes(':id') && !r.noindex)
    .filter((r) => visibleLinks([{ label: r.title, to: r.path }], flags).length > 0)
    .map((r) => r.path.replace(':site', defaultSite));
}
