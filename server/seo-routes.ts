import { Router } from 'express';
import { staticPaths, type MenuFlags } from '../shared/routes';
import { escapeHtml } from '../shared/seo';
import type { SiteConfig } from '../shared/site.config';

/** Extra sitemap entries (press articles) supplied by the data layer; rejects while it is unavailable. */
export type SitemapSource = () => Promise<{ path: string; lastmod?: Date }[]>;

/** How long a built sitemap is served before it is built again (article changes also invalidate it). */
export const SITEMAP_CACHE_MS = 5 * 60_000;

/**
 * robots.txt and sitemap.xml. The sitemap is built at most once per five minutes per instance (a
 * crawler or an attacker requesting it in a loop costs no database queries); creating an article
 * creating, editing or deleting an article invalidates it on the instance that made the change;
 * the others catch up within the five minutes.
 */
export function seoRoutes(site: SiteConfig, extra?: SitemapSource, flags: () => MenuFlags = () => ({}), clock: () => number = Date.now) {
  const router = Router();
  let cached: { xml: string; builtAt: number } | undefined;

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', '', `Sitemap: ${site.siteUrl}/sitemap.xml`, ''].join('\n'),
    );
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      if (cached && clock() - cached.builtAt < SITEMAP_CACHE_MS) {
        return res.type('application/xml').setHeader('Cache-Control', 'public, max-age=300').send(cached.xml);
      }
      const entries: { path: string; lastmod?: Date }[] = staticPaths(site.defaultSite, flags()).map((path) => ({ path }));
      let complete = true;
      if (extra) entries.push(...(await extra().catch(() => ((complete = false), []))));
      const urls = entries.map(
        (e) =>
          `  <url><loc>${escapeHtml(site.siteUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
      );
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
      if (complete) cached = { xml, builtAt: clock() }; // a sitemap missing the articles is not kept
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=300').send(xml);
    } catch (err) {
      next(err);
    }
  });

  return Object.assign(router, {
    /** An article was created, edited or deleted: the next request builds the sitemap afresh. */
    invalidateSitemap: () => void (cached = undefined),
  });
}
