/**
 * The checks Naver Search Advisor runs on a site, run on ours: every URL of the sitemap and of the
 * press feeds answers 200 without a redirect and carries what a search result and a shared link
 * need; robots.txt lets Naver's crawler (Yeti) in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import Parser from 'rss-parser';
import robotsParser from 'robots-parser';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { Press } from '../server/press/model';

const { app, config } = testApp({ SITES: 'haeon-lakecity,busan-centum' });
const ORIGIN = config.site.siteUrl;
const parser = new Parser();

beforeAll(async () => {
  await testDb();
  await clearDb();
  const date = new Date('2026-11-20T01:00:00Z');
  await Press.insertMany([
    { siteId: 'haeon-lakecity', title: '견본주택 개관 & 방문 안내', summary: '주말 방문 "예약" 안내', content: '본문', date },
    { siteId: 'haeon-lakecity', title: '1순위 청약 접수', summary: '청약 일정 <확정>', content: '본문', date: new Date(date.getTime() + 60_000) },
    { siteId: 'busan-centum', title: '부산 현장 소식', summary: '요약', content: '본문', date },
  ]);
});

/** Site-relative path of an absolute URL on this site (anything else fails the check). */
function onSite(url: string): string {
  expect(url.startsWith(`${ORIGIN}/`) || url === ORIGIN, url).toBe(true);
  return url.slice(ORIGIN.length) || '/';
}

async function sitemapUrls(): Promise<string[]> {
  const res = await request(app).get('/sitemap.xml');
  expect(res.status).toBe(200);
  return [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

async function feedUrls(): Promise<string[]> {
  const urls: string[] = [];
  for (const path of ['/rss.xml', '/busan-centum/press/rss.xml']) {
    const res = await request(app).get(path);
    expect(res.status, path).toBe(200);
    const feed = await parser.parseString(res.text);
    urls.push(feed.link!, ...feed.items.map((i) => i.link!));
  }
  return urls;
}

describe('what Naver checks', () => {
  it('every URL in the sitemap and the feeds: 200 without redirect, one title, description, canonical to itself, og tags, not noindex', async () => {
    const fromSitemap = await sitemapUrls();
    const fromFeeds = await feedUrls();
    expect(fromSitemap.length).toBeGreaterThan(30);
    // The articles are in both; the feeds' links all lie on the site.
    expect(fromFeeds.length).toBe(5);
    for (const url of fromFeeds.filter((u) => /\/press\/[a-f0-9]{24}$/.test(u))) expect(fromSitemap).toContain(url);

    const problems: string[] = [];
    for (const url of [...new Set([...fromSitemap, ...fromFeeds])]) {
      const res = await request(app).get(onSite(url)).set('User-Agent', 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)');
      if (res.status !== 200) {
        problems.push(`${url}: ${res.status}${res.headers.location ? ` → ${res.headers.location}` : ''}`);
        continue;
      }
      const doc = html(res.text);
      const meta = (attr: string, key: string) => doc.querySelectorAll(`head meta[${attr}="${key}"]`).map((m) => m.getAttribute('content') ?? '');
      const check = (ok: boolean, what: string) => ok || problems.push(`${url}: ${what}`);
      check(doc.querySelectorAll('title').length === 1 && doc.querySelector('head title')!.text.trim() !== '', 'one non-empty <title> in the head');
      check(meta('name', 'description').length === 1 && meta('name', 'description')[0]!.length > 20, 'a description');
      const canonical = doc.querySelectorAll('head link[rel="canonical"]').map((l) => l.getAttribute('href'));
      check(canonical.length === 1 && canonical[0] === url, `canonical to itself (got ${canonical.join(', ')})`);
      for (const og of ['og:title', 'og:description', 'og:image', 'og:url']) check(meta('property', og).length === 1 && meta('property', og)[0] !== '', og);
      check(meta('property', 'og:url')[0] === url, 'og:url is the page');
      check(/^https:\/\//.test(meta('property', 'og:image')[0] ?? ''), 'og:image is an absolute https URL');
      check(!meta('name', 'robots').some((c) => /noindex/i.test(c)) && !/noindex/i.test(String(res.headers['x-robots-tag'] ?? '')), 'not noindex');
    }
    expect(problems).toEqual([]);
  });

  it('robots.txt lets Yeti (Naver) fetch the pages, the sitemap and the feeds, and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    const robots = robotsParser(`${ORIGIN}/robots.txt`, res.text);
    for (const url of [...(await sitemapUrls()), ...(await feedUrls()), `${ORIGIN}/sitemap.xml`, `${ORIGIN}/rss.xml`]) {
      expect(robots.isAllowed(url, 'Yeti'), url).toBe(true);
    }
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
    // The desk stays out of search.
    expect(robots.isAllowed(`${ORIGIN}/admin/leads`, 'Yeti')).toBe(false);
  });
});
