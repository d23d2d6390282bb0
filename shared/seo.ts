/** Search and sharing metadata for a page, built from the route table and the site config. */
import { breadcrumbsFor, type PageMatch } from './routes';
import type { SiteConfig } from './site.config';

export interface ArticleMeta {
  title: string;
  summary: string;
  date: string; // ISO
  /** ISO, when the article was edited. */
  dateModified?: string;
  /** The article's own picture (its cover from the media library): og:image instead of the site's. */
  image?: { url: string; width: number; height: number; alt: string };
}

export interface HeadData {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  ogType: 'website' | 'article';
  image: string;
  imageSize: { width: number; height: number };
  /** Alt text of an article's own image. */
  imageAlt?: string;
  jsonLd: object;
  noindex: boolean;
  /** The press feed a reader or crawler can subscribe to from this page. */
  feed: { href: string; title: string };
  /** Site ownership tags (home page only, when configured). */
  ownership: { name: string; content: string }[];
}

/** A press board's RSS feed: `/{site}/press/rss.xml`; `/rss.xml` serves the default board's. */
export const pressFeedPath = (board: string, site: Pick<SiteConfig, 'defaultSite'>) =>
  board === site.defaultSite ? '/rss.xml' : `/${board}/press/rss.xml`;

/** The feed's title, as readers list it. */
export const pressFeedTitle = (site: Pick<SiteConfig, 'projectName'>) => `${site.projectName} 보도자료`;

/** The meta tags search engines read to confirm the site's owner (set in the environment). */
function ownershipTags(site: SiteConfig): HeadData['ownership'] {
  const tags: HeadData['ownership'] = [];
  if (site.ownership?.naver) tags.push({ name: 'naver-site-verification', content: site.ownership.naver });
  if (site.ownership?.google) tags.push({ name: 'google-site-verification', content: site.ownership.google });
  return tags;
}

const BASE_KEYWORDS = ['아파트 분양', '청약', '견본주택', '모델하우스'];

/** `extra`: schema.org nodes the server adds (shared/structured-data.ts: the complex, the schedule's Events). */
export function buildHead(match: PageMatch, site: SiteConfig, article?: ArticleMeta, extra: object[] = []): HeadData {
  const { route } = match;
  const pageTitle = article?.title ?? route.title;
  const isHome = route.page === 'home';
  const title = isHome ? `${site.projectName} | ${route.title}` : `${pageTitle} | ${site.projectName}`;
  const lead = article ? article.summary : route.description;
  // Two numbers, each named: the model house line and the consultation line of the footer.
  const description = `${site.projectName} ${lead} 견본주택 ${site.salesOfficePhone} · 분양문의 ${site.consultationPhone}`;
  const keywords = [site.projectName, site.brandName, ...(route.keywords ?? []), ...BASE_KEYWORDS];
  const canonical = site.siteUrl + match.canonicalPath;
  const image = article?.image ? site.siteUrl + article.image.url : `${site.siteUrl}/images/og-image.png`;
  const imageSize = article?.image ? { width: article.image.width, height: article.image.height } : { width: 1200, height: 630 };

  const organization = {
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.projectName,
    alternateName: site.projectNameEn,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}/images/logo.svg`,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: site.consultationPhone,
      contactType: 'sales',
      areaServed: 'KR',
      availableLanguage: 'Korean',
    },
  };

  let graph: object[];
  if (isHome) {
    graph = [
      organization,
      {
        '@type': 'WebSite',
        '@id': `${site.siteUrl}/#website`,
        url: `${site.siteUrl}/`,
        name: site.projectName,
        inLanguage: 'ko-KR',
        publisher: { '@id': `${site.siteUrl}/#organization` },
      },
    ];
  } else {
    const crumbs = breadcrumbsFor(match, pageTitle);
    graph = [
      {
        '@type': 'WebPage',
        '@id': canonical,
        url: canonical,
        name: pageTitle,
        description,
        inLanguage: 'ko-KR',
        isPartOf: { '@type': 'WebSite', url: `${site.siteUrl}/`, name: site.projectName },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((c, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: c.name,
          item: site.siteUrl + c.path,
        })),
      },
    ];
    graph.push(...extra);
    if (article) {
      graph.push({
        '@type': 'NewsArticle',
        headline: article.title,
        description: article.summary,
        datePublished: article.date,
        dateModified: article.dateModified ?? article.date,
        mainEntityOfPage: canonical,
        image: [image],
        author: { '@type': 'Organization', name: site.projectName },
        publisher: organization,
      });
    }
  }

  return {
    title,
    description,
    keywords: [...new Set(keywords)].join(', '),
    canonical,
    ogType: article ? 'article' : 'website',
    image,
    imageSize,
    ...(article?.image ? { imageAlt: article.image.alt } : {}),
    jsonLd: { '@context': 'https://schema.org', '@graph': graph },
    noindex: !!route.noindex,
    // A board's pages name that board's feed; every other page the default board's.
    feed: { href: site.siteUrl + pressFeedPath(match.params.site ?? site.defaultSite, site), title: pressFeedTitle(site) },
    ownership: isHome ? ownershipTags(site) : [],
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON for a <script> data block: `<` escaped so content can never close the tag. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The head tags as HTML, for the server-rendered shell. */
export function renderHeadTags(head: HeadData, site: SiteConfig): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    ...(head.noindex ? [meta('name', 'robots', 'noindex, nofollow')] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}">`,
    ...head.ownership.map((t) => meta('name', t.name, t.content)),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', site.projectName),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', String(head.imageSize.width)),
    meta('property', 'og:image:height', String(head.imageSize.height)),
    ...(head.imageAlt ? [meta('property', 'og:image:alt', head.imageAlt)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`,
  ].join('\n    ');
}
