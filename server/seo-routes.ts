import { Router } from 'express';
import { staticPaths } from '../shared/routes';
import { escapeHtml } from '../shared/seo';
import type { SiteConfig } from '../shared/site.config';

/** Extra sitemap entries (press articles) supplied by the data layer. */
export type SitemapSource = () => Promise<{ path: string; lastmod?: Date }[]>;

export function seoRoutes(site: SiteConfig, extra?: SitemapSource) {
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', '', `Sitemap: ${site.siteUrl}/sitemap.xml`, ''].join('\n'),
    );
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const entries: { path: string; lastmod?: Date }[] = staticPaths(site.defaultSite).map((path) => ({ path }));
      if (extra) entries.push(...(await extra()));
      const urls = entries.map(
        (e) =>
          `  <url><loc>${escapeHtml(site.siteUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
      );
      res
        .type('application/xml')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
    } catch (err) {
      next(err);
    }
  });

  return router;
}
