/**
 * Press editing: the administrator edits or deletes an article; edits keep the date and views and
 * record updatedAt (수정일, sitemap lastmod, NewsArticle dateModified); a deleted article leaves the
 * list and the sitemap at once and its address redirects like a missing one.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import mongoose from 'mongoose';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { Press } from '../server/press/model';

// A fresh app per test: its sitemap cache starts empty (articles here are seeded straight into the database).
let app = testApp({ HTML_CACHE: 'on' }).app;
const SITE = 'haeon-lakecity';
const published = new Date('2025-03-05T03:07:00Z');

beforeAll(() => testDb());
beforeEach(async () => {
  app = testApp({ HTML_CACHE: 'on' }).app;
  await clearDb();
  await createAdmin();
});

const article = async () =>
  String((await Press.create({ siteId: SITE, title: '견본주택 개관', summary: '오타 있는 요약', content: '본문', date: published, views: 41 }))._id);

const sitemapEntry = async (id: string) => {
  const xml = (await request(app).get('/sitemap.xml')).text;
  return xml.split('<url>').find((u) => u.includes(`/press/${id}<`));
};

describe('PATCH /api/press/:id and DELETE /api/press/:id', () => {
  it('401 signed out, 403 without or with a forged CSRF token; the article is untouched', async () => {
    const id = await article();
    expect((await request(app).patch(`/api/press/${id}`).send({ title: 'x' })).status).toBe(401);
    expect((await request(app).delete(`/api/press/${id}`)).status).toBe(401);
    const { agent } = await signedIn(app);
    expect((await agent.patch(`/api/press/${id}`).send({ title: 'x' })).status).toBe(403);
    expect((await agent.delete(`/api/press/${id}`).set('X-CSRF-Token', 'forged')).status).toBe(403);
    expect(await Press.findById(id).lean()).toMatchObject({ title: '견본주택 개관', views: 41 });
  });

  it('an edit keeps the date and views, records updatedAt, and the list, page and sitemap show it at once', async () => {
    const id = await article();
    const before = await sitemapEntry(id); // builds and caches the sitemap
    expect(before).toContain(`<lastmod>${published.toISOString()}</lastmod>`);
    const { agent, csrfToken } = await signedIn(app);
    const res = await agent.patch(`/api/press/${id}`).set('X-CSRF-Token', csrfToken).send({ title: '견본주택 그랜드 오픈', summary: '고친 요약' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: '견본주택 그랜드 오픈', summary: '고친 요약', content: '본문', views: 41, date: published.toISOString() });
    const saved = (await Press.findById(id).lean())!;
    expect(saved.date.getTime()).toBe(published.getTime());
    expect(saved.updatedAt!.getTime()).toBeGreaterThan(published.getTime());

    expect((await request(app).get('/api/press').query({ site: SITE })).body.items[0].title).toBe('견본주택 그랜드 오픈');
    expect((await request(app).get(`/${SITE}/press`)).text).toContain('견본주택 그랜드 오픈');
    expect(await sitemapEntry(id)).toContain(`<lastmod>${saved.updatedAt!.toISOString()}</lastmod>`);

    const page = html((await request(app).get(`/${SITE}/press/${id}`)).text);
    expect(page.querySelector('.press-meta')!.text).toContain('수정일');
    const ld = JSON.parse(page.querySelector('script[type="application/ld+json"]')!.text);
    const news = ld['@graph'].find((n: { '@type': string }) => n['@type'] === 'NewsArticle');
    expect(news).toMatchObject({ datePublished: published.toISOString(), dateModified: saved.updatedAt!.toISOString(), headline: '견본주택 그랜드 오픈' });
  });

  it('an unedited article shows no 수정일 and its lastmod is its date', async () => {
    const id = await article();
    expect(html((await request(app).get(`/${SITE}/press/${id}`)).text).querySelector('.press-meta')!.text).not.toContain('수정일');
    expect(await sitemapEntry(id)).toContain(`<lastmod>${published.toISOString()}</lastmod>`);
  });

  it('bad edits are 400 in Korean and change nothing; a missing article is 404', async () => {
    const id = await article();
    const { agent, csrfToken } = await signedIn(app);
    const cases: [object, string][] = [
      [{}, '수정할 항목'],
      [{ title: '  ' }, '제목을 입력해 주세요.'],
      [{ summary: 'a'.repeat(501) }, '요약은 500자 이내로 입력해 주세요.'],
      [{ title: { $ne: '' } }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await agent.patch(`/api/press/${id}`).set('X-CSRF-Token', csrfToken).send(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await Press.findById(id).lean())!.title).toBe('견본주택 개관');
    const missing = String(new mongoose.Types.ObjectId());
    expect((await agent.patch(`/api/press/${missing}`).set('X-CSRF-Token', csrfToken).send({ title: 'x' })).status).toBe(404);
    expect((await agent.delete(`/api/press/${missing}`).set('X-CSRF-Token', csrfToken)).status).toBe(404);
  });

  it('a delete answers 204; the article leaves the list and the sitemap at once and its URL redirects', async () => {
    const id = await article();
    const keep = String((await Press.create({ siteId: SITE, title: '남는 기사', summary: '요약', date: published }))._id);
    expect(await sitemapEntry(id)).toBeDefined(); // the sitemap is now built and cached
    const { agent, csrfToken } = await signedIn(app);
    expect((await agent.delete(`/api/press/${id}`).set('X-CSRF-Token', csrfToken)).status).toBe(204);
    expect(await sitemapEntry(id)).toBeUndefined();
    expect(await sitemapEntry(keep)).toBeDefined();
    expect((await request(app).get('/api/press').query({ site: SITE })).body.items.map((a: { id: string }) => a.id)).toEqual([keep]);
    expect((await request(app).get(`/${SITE}/press`)).text).not.toContain('견본주택 개관');
    const gone = await request(app).get(`/${SITE}/press/${id}`);
    expect(gone.status).toBe(302);
    expect(gone.headers.location).toBe('/Promotion/Press');
  });
});
