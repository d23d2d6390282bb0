/**
 * Launch-day caching: rendered pages kept in memory are exactly what a fresh render gives, a press
 * board's first page is served from memory yet shows a new article at once, and content pages
 * carry a build-specific ETag and headers a CDN can use.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { Press } from '../server/press/model';
import { invalidatePressCache } from '../server/press/cache';
import { appContextOf } from '../server/app-context';

const SITE = 'haeon-lakecity';
let now = Date.parse('2026-03-02T01:00:00Z');
const clock = () => now;
const cached = testApp({ HTML_CACHE: 'on' }, { clock, buildId: 'build-a' }).app;
const fresh = testApp({ HTML_CACHE: 'off' }, { buildId: 'build-a' }).app;

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  await createAdmin();
  appContextOf(cached)!.htmlCache.clear();
  invalidatePressCache();
});

/** Every render signs its own form id (server/http/form-render-id.ts); the rest must match byte for byte. */
const sameButFormId = (html: string) =>
  html.replace(/(name="formRenderId" value=")[^"]*/g, '$1…').replace(/("formId":")[^"]*/g, '$1…');

async function seed(titles: string[]) {
  const docs = await Press.insertMany(titles.map((title, i) => ({ siteId: SITE, title, summary: '요약', content: '본문', date: new Date(now - i * 1000) })));
  return docs.map((d) => String(d._id));
}

describe('render cache', () => {
  it('a content page served from memory is byte-identical to a fresh render', async () => {
    for (const path of ['/', '/BusinessGuide/intro', '/FloorPlan/84A', '/privacy']) {
      const first = await request(cached).get(path);
      const fromMemory = await request(cached).get(path);
      const rendered = await request(fresh).get(path);
      expect(first.status).toBe(200);
      expect(sameButFormId(fromMemory.text), path).toBe(sameButFormId(rendered.text));
      expect(sameButFormId(first.text), path).toBe(sameButFormId(rendered.text));
    }
  });

  it("a press board's first page from memory is byte-identical to a fresh render", async () => {
    await seed(['해온 레이크시티 1순위 청약 마감', "특수문자 $' $& $` 도 그대로"]);
    const path = `/${SITE}/press`;
    await request(cached).get(path);
    const fromMemory = await request(cached).get(path);
    const rendered = await request(fresh).get(path);
    expect(fromMemory.text).toContain("특수문자 $&#x27; $&amp; $` 도 그대로");
    expect(sameButFormId(fromMemory.text)).toBe(sameButFormId(rendered.text));
  });
});

describe('press list cache', () => {
  it('an article the administrator writes shows in the list and the API at once', async () => {
    await seed(['견본주택 오픈 안내']);
    const path = `/${SITE}/press`;
    expect((await request(cached).get(path)).text).not.toContain('잔여세대 선착순 계약');
    expect((await request(cached).get(`/api/press?site=${SITE}`)).body.items).toHaveLength(1);

    const { agent, csrfToken } = await signedIn(cached);
    const res = await agent
      .post('/api/press')
      .set('X-CSRF-Token', csrfToken)
      .send({ site: SITE, title: '잔여세대 선착순 계약', summary: '요약' });
    expect(res.status).toBe(201);

    expect((await request(cached).get(path)).text).toContain('잔여세대 선착순 계약');
    const api = await request(cached).get(`/api/press?site=${SITE}`);
    expect(api.body.items.map((i: { title: string }) => i.title)).toEqual(['잔여세대 선착순 계약', '견본주택 오픈 안내']);
  });

  it('view counts in the list lag by at most 10 seconds', async () => {
    const [id] = await seed(['분양가 공개']);
    const path = `/${SITE}/press`;
    const views = async () => {
      const res = await request(cached).get(`/api/press?site=${SITE}`);
      const page = await request(cached).get(path);
      expect(page.text).toContain(`"views":${res.body.items[0].views}`);
      return res.body.items[0].views as number;
    };
    expect(await views()).toBe(0);
    await request(cached).get(`/${SITE}/press/${id}`);
    expect(await views()).toBe(0);
    now += 9_999;
    expect(await views()).toBe(0);
    now += 1;
    expect(await views()).toBe(1);
  });

  it('a signed-in administrator always gets a fresh list, privately', async () => {
    await seed(['기사 하나']);
    const { agent } = await signedIn(cached);
    await request(cached).get(`/${SITE}/press`);
    await Press.updateMany({}, { $set: { title: '바뀐 제목' } });
    const res = await agent.get(`/${SITE}/press`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('"admin":"press-admin@example.com"');
  });
});

describe('HTTP caching', () => {
  it('content pages carry an ETag and answer 304 to If-None-Match', async () => {
    const first = await request(cached).get('/BusinessGuide/intro');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const again = await request(cached).get('/BusinessGuide/intro').set('If-None-Match', etag!);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    // Another page has another tag.
    expect((await request(cached).get('/FloorPlan/84A')).headers.etag as string).not.toBe(etag);
  });

  it('the ETag changes with the build, so a deploy is never answered 304 with old HTML', async () => {
    const nextBuild = testApp({ HTML_CACHE: 'on' }, { buildId: 'build-b' }).app;
    const old = (await request(cached).get('/BusinessGuide/intro')).headers.etag;
    const res = await request(nextBuild).get('/BusinessGuide/intro').set('If-None-Match', old!);
    expect(res.status).toBe(200);
    expect(res.headers.etag as string).not.toBe(old);
    expect(res.text).toContain('사업안내');
  });

  it('the ETag changes with the site config (env overrides), too', async () => {
    const renamed = testApp({ HTML_CACHE: 'on', CONSULTATION_PHONE: '1600-0000' }, { buildId: 'build-a' }).app;
    const old = (await request(cached).get('/').set('Accept', 'text/html')).headers.etag;
    expect((await request(renamed).get('/').set('If-None-Match', old!)).status).toBe(200);
  });

  it('visitor pages name the speculation rules (the next page is fetched on hover); the desk does not', async () => {
    for (const path of ['/', '/FloorPlan/84A', `/${SITE}/press`]) {
      expect((await request(cached).get(path)).headers['speculation-rules'], path).toBe('"/speculation-rules.json"');
    }
    // The same header on an answer from memory and on a 304.
    const first = await request(cached).get('/Brand/intro');
    const again = await request(cached).get('/Brand/intro').set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.headers['speculation-rules']).toBe('"/speculation-rules.json"');
    expect((await request(cached).get('/admin/leads')).headers['speculation-rules']).toBeUndefined();
    const rules = await request(cached).get('/speculation-rules.json');
    expect(rules.status).toBe(200);
    expect(rules.headers['content-type']).toMatch(/^application\/speculationrules\+json/);
    const body = (rules.text ? JSON.parse(rules.text) : rules.body) as { prefetch: { where: { and: object[] }; eagerness: string }[] };
    expect(body.prefetch[0]!.eagerness).toBe('moderate');
    expect(JSON.stringify(body.prefetch[0]!.where)).toContain('/admin');
    expect(JSON.stringify(body.prefetch[0]!.where)).toContain('/api/*');
  });

  it('pages and answers with a session or private data are private, no-store', async () => {
    const { agent } = await signedIn(cached);
    expect((await agent.get('/BusinessGuide/intro')).headers['cache-control']).toBe('private, no-store');
    expect((await agent.get('/BusinessGuide/intro')).headers.etag as string).toBeUndefined();
    expect((await agent.get('/admin/leads')).headers['cache-control']).toBe('private, no-store');
    expect((await request(cached).get(`/${SITE}/press`)).headers['cache-control']).toBe('private, no-store');
    expect((await request(cached).get('/lead/result?status=ok')).headers['cache-control']).toBe('private, no-store');
    expect((await request(cached).get('/api/auth/session')).headers['cache-control']).toMatch(/no-store/);
    expect((await request(cached).get(`/api/press?site=${SITE}`)).headers['cache-control']).toMatch(/no-store/);
  });
});
