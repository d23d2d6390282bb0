/** The press boards' RSS feeds as a feed reader (and Naver Search Advisor) reads them, and the links to them. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import Parser from 'rss-parser';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient } from './helpers/admin';
import { Press } from '../server/press/model';
import express from 'express';
import { SITEMAP_CACHE_MS } from '../server/seo-routes';
import { buildPressFeed, pressFeedRoutes } from '../server/press/feed';

let time = new Date('2026-11-25T01:00:00Z').getTime();
const { app, config } = testApp({ SITES: 'haeon-lakecity,busan-centum' }, { clock: () => time });
const SITE = 'haeon-lakecity';
const OTHER = 'busan-centum';
const ORIGIN = config.site.siteUrl;
const parser = new Parser<Record<string, unknown>, { creator?: string; author?: string; guid?: string }>({ customFields: { item: ['author'] } });

/** RFC 822 as RSS 2.0 writes it (day and month names, four-digit year, GMT). */
const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const TRICKY = '분양가 & 일정 <확정> "특별공급" \'안내\'';

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  await createAdmin();
  time += SITEMAP_CACHE_MS; // each test starts with no feed kept from the one before
});

async function feed(path = `/${SITE}/press/rss.xml`) {
  const res = await request(app).get(path);
  expect(res.status).toBe(200);
  return { res, xml: res.text, parsed: await parser.parseString(res.text) };
}

describe('press RSS feed', () => {
  it('lists an article right after it is published: escaped title, absolute link, permalink guid, RFC 822 date, summary, author', async () => {
    await feed(); // built (and kept) before the article exists
    const desk = await deskClient(app);
    const created = await desk.post('/api/press', { site: SITE, title: TRICKY, summary: '청약 일정 & 장소 <안내>', content: '본문' });
    expect(created.status).toBe(201);
    const url = `${ORIGIN}/${SITE}/press/${created.body.id}`;

    const { res, xml, parsed } = await feed();
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    // Escaped as text, never raw markup (and no CDATA section a stray ']]>' could end).
    expect(xml).toContain('<title>분양가 &amp; 일정 &lt;확정&gt; &quot;특별공급&quot; &apos;안내&apos;</title>');
    expect(xml).not.toContain('<확정>');
    expect(xml).not.toContain('CDATA');

    expect(parsed.items).toHaveLength(1);
    const item = parsed.items[0]!;
    expect(item.title).toBe(TRICKY);
    expect(item.link).toBe(url);
    expect(item.guid).toBe(url);
    expect(xml).toContain(`<guid isPermaLink="true">${url}</guid>`);
    expect(item.content).toBe('청약 일정 & 장소 <안내>');
    expect(item.pubDate).toMatch(RFC822);
    expect(item.pubDate).toBe((await Press.findById(created.body.id).lean())!.date.toUTCString());
    expect(item.creator).toBe('관리자');
    expect(item.author).toBe('관리자');
  });

  it('has the channel a reader needs: title, list link, description, language ko, lastBuildDate, atom:link self', async () => {
    await Press.create({ siteId: SITE, title: '견본주택 개관', summary: '주말 방문 안내', date: new Date('2026-11-20T01:00:00Z') });
    const { xml, parsed } = await feed();
    expect(parsed.title).toBe(`${config.site.projectName} 보도자료`);
    expect(parsed.link).toBe(`${ORIGIN}/${SITE}/press`);
    expect(parsed.description).toContain(config.site.projectName);
    expect(parsed.language).toBe('ko');
    expect(parsed.lastBuildDate).toBe('Fri, 20 Nov 2026 01:00:00 GMT');
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toMatch(new RegExp(`<atom:link href="${ORIGIN}/${SITE}/press/rss.xml" rel="self" type="application/rss\\+xml"`));
    // The default board's short address names itself as self.
    const root = await feed('/rss.xml');
    expect(root.parsed.items.map((i) => i.title)).toEqual(['견본주택 개관']);
    expect(root.xml).toContain(`<atom:link href="${ORIGIN}/rss.xml" rel="self"`);
  });

  it('holds the 20 latest articles of its own board, newest first', async () => {
    const base = new Date('2026-10-01T00:00:00Z').getTime();
    await Press.insertMany(Array.from({ length: 25 }, (_, i) => ({ siteId: SITE, title: `기사 ${i}`, summary: `요약 ${i}`, date: new Date(base + i * 86_400_000) })));
    await Press.create({ siteId: OTHER, title: '다른 현장 소식', summary: '요약', date: new Date(base + 90 * 86_400_000) });
    const { parsed } = await feed();
    expect(parsed.items.map((i) => i.title)).toEqual(Array.from({ length: 20 }, (_, i) => `기사 ${24 - i}`));
    const other = await feed(`/${OTHER}/press/rss.xml`);
    expect(other.parsed.items.map((i) => i.title)).toEqual(['다른 현장 소식']);
    expect(other.parsed.items[0]!.link).toMatch(new RegExp(`^${ORIGIN}/${OTHER}/press/[a-f0-9]{24}$`));
  });

  it('an unknown board has no feed', async () => {
    const res = await request(app).get('/no-such-board/press/rss.xml');
    expect(res.status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once an article is edited or deleted', async () => {
    const desk = await deskClient(app);
    const { body } = await desk.post('/api/press', { site: SITE, title: '1순위 청약 안내', summary: '요약' });
    const first = await request(app).get(`/${SITE}/press/rss.xml`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await request(app).get(`/${SITE}/press/rss.xml`).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');

    expect((await desk.patch(`/api/press/${body.id}`, { title: '1순위 청약 안내 (수정)' })).status).toBe(200);
    const edited = await request(app).get(`/${SITE}/press/rss.xml`).set('If-None-Match', etag);
    expect(edited.status).toBe(200);
    expect((await parser.parseString(edited.text)).items[0]!.title).toBe('1순위 청약 안내 (수정)');
    expect(edited.headers.etag).not.toBe(etag);

    expect((await desk.del(`/api/press/${body.id}`)).status).toBe(204);
    const { parsed } = await feed();
    expect(parsed.items).toEqual([]);
  });

  it('is kept between requests (an article written behind the site shows within five minutes)', async () => {
    await feed();
    await Press.create({ siteId: SITE, title: '직접 넣은 기사', summary: '요약' });
    expect((await feed()).parsed.items).toEqual([]);
    time += SITEMAP_CACHE_MS;
    expect((await feed()).parsed.items.map((i) => i.title)).toEqual(['직접 넣은 기사']);
  });
});

describe('links to the feed', () => {
  it("every visitor page's head names the feed; a board's pages name their own board's", async () => {
    for (const path of ['/', '/Brand/intro', '/SalesInfo/schedule', `/${SITE}/press`]) {
      const doc = html((await request(app).get(path)).text);
      const links = doc.querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]');
      expect(links, path).toHaveLength(1);
      expect(links[0]!.getAttribute('href')).toBe(`${ORIGIN}/rss.xml`);
      expect(links[0]!.getAttribute('title')).toBe(`${config.site.projectName} 보도자료`);
    }
    const other = html((await request(app).get(`/${OTHER}/press`)).text);
    expect(other.querySelector('head link[type="application/rss+xml"]')!.getAttribute('href')).toBe(`${ORIGIN}/${OTHER}/press/rss.xml`);
  });

  it('the press list shows a link to its feed, and the link answers the feed', async () => {
    for (const [board, path] of [
      [SITE, '/rss.xml'],
      [OTHER, `/${OTHER}/press/rss.xml`],
    ] as const) {
      const doc = html((await request(app).get(`/${board}/press`)).text);
      const link = doc.querySelector('main a[type="application/rss+xml"]');
      expect(link?.text).toContain('RSS');
      expect(link!.getAttribute('href')).toBe(path);
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    }
  });
});

describe('feed edge cases', () => {
  it("a title with ']]>' twice and a pasted control character still makes a feed that parses", async () => {
    const xml = buildPressFeed(config.site, SITE, '/rss.xml', [{ id: 'a'.repeat(24), title: 'x ]]> y ]]> z\u0001', summary: '<b>요약</b>', date: new Date('2026-11-20T01:00:00Z') }], new Date());
    const parsed = await parser.parseString(xml);
    expect(parsed.items[0]!.title).toBe('x ]]> y ]]> z');
    expect(parsed.items[0]!.content).toBe('<b>요약</b>');
  });

  it('while the articles cannot be read the feed answers 503 with Retry-After, never an empty feed', async () => {
    const broken = express().use(pressFeedRoutes(config.site, () => Promise.reject(new Error('database unavailable'))));
    const res = await request(broken).get('/rss.xml');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.text).toContain('잠시 후 다시 시도해 주세요');
  });

  it('readers arriving together share one query; a write during it starts a fresh one for those after it', async () => {
    let queries = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const routes = pressFeedRoutes(config.site, async () => {
      queries++;
      await gate;
      return [{ id: 'b'.repeat(24), title: `기사 ${queries}`, summary: '요약', date: new Date('2026-11-20T01:00:00Z') }];
    });
    const served = express().use(routes);
    const together = Array.from({ length: 5 }, () => request(served).get('/rss.xml').then((r) => r));
    await new Promise((r) => setImmediate(r));
    while (queries === 0) await new Promise((r) => setImmediate(r));
    routes.invalidateFeeds();
    const after = request(served).get('/rss.xml').then((r) => r);
    while (queries < 2) await new Promise((r) => setImmediate(r));
    release();
    const answers = await Promise.all(together);
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(queries).toBe(2);
    expect((await parser.parseString((await after).text)).items[0]!.title).toBe('기사 2');
  });
});

