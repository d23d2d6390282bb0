/**
 * Popups and the main visual from the desk: writes checked and refused in Korean, a counselor
 * refused, and a popup scheduled two minutes ahead showing from its start and gone after its end
 * on the page HTML (its no-JavaScript band), the popup list and the headers, with the HTML cache on.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAccount, createAdmin, deskClient, signedInAs } from './helpers/admin';
import { testClock } from './helpers/consent';
import { setMediaClaims, setMediaLookup, mediaUses } from '../server/media/catalog';
import { claimWhile } from '../server/media/claims';
import type { MediaImage, MediaItem } from '../shared/media';
import { appContextOf } from '../server/app-context';
import { AccessEntry } from '../server/access-log/model';

const clock = testClock('2026-12-01T09:00:00+09:00');
const { app } = testApp({ HTML_CACHE: 'on' }, { now: clock.now, buildId: 'build-a' });

/** A small library: two images with alt text, one PDF. */
const image = (id: string, width = 1920, height = 1080): MediaImage => {
  const set = (ext: string) => [390, 960, 1920].map((w) => `/media/${id}-${w}.${ext} ${w}w`).join(', ');
  return { id, kind: 'image', alt: `${id} 이미지`, width, height, placeholder: '#223344', src: `/media/${id}-1920.jpg`, srcset: { avif: set('avif'), webp: set('webp'), jpeg: set('jpg') } };
};
const LIBRARY = new Map<string, MediaItem>([
  ['img-open', image('img-open', 800, 1000)],
  ['img-hero', image('img-hero')],
  ['img-hero-phone', image('img-hero-phone', 780, 1200)],
  ['pdf-notice', { id: 'pdf-notice', kind: 'pdf', title: '모집공고', url: '/docs/a.pdf', bytes: 10 }],
]);

const kst = (local: string) => new Date(`${local}+09:00`).toISOString();
const popup = (extra: object = {}) => ({
  title: '견본주택 그랜드 오픈',
  text: '12월 5일 견본주택을 엽니다.',
  link: '/haeon-lakecity/customer',
  startsAt: kst('2026-12-01T09:02:00'),
  endsAt: kst('2026-12-01T10:00:00'),
  where: 'all',
  ...extra,
});
let desk: Awaited<ReturnType<typeof deskClient>>;

beforeAll(async () => {
  await testDb();
  setMediaLookup(async (ids) => new Map(ids.filter((id) => LIBRARY.has(id)).map((id) => [id, LIBRARY.get(id)!])));
  // The stand-in library has no entries to claim (tests/media-delete-race.test.ts tests the claims).
  setMediaClaims(async (_ids, save) => ({ ok: true, value: await save() }));
});
beforeEach(async () => {
  await clearDb();
  await createAdmin();
  clock.set('2026-12-01T09:00:00+09:00');
  appContextOf(app)!.htmlCache.clear();
  await appContextOf(app)!.content.refresh();
  desk = await deskClient(app);
});
afterAll(() => {
  appContextOf(app)?.content.stop();
  setMediaLookup(async () => new Map());
  setMediaClaims(claimWhile);
});

const band = (html: string) => /<noscript><style>[^<]*<\/style><aside class="notice-band"[\s\S]*?<\/noscript>/.exec(html)?.[0] ?? '';

describe('a popup set to start in two minutes (injected clock, HTML cache on)', () => {
  it('shows from its start and is gone after its end: page band, popup list, ETag and CDN lifetime', async () => {
    // The page is kept in memory before the popup exists.
    expect(band((await request(app).get('/Brand/intro')).text)).toBe('');
    const created = await desk.post('/api/admin/content/popups', popup());
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^[0-9a-f]{24}$/);

    // Two minutes before: not shown, and a CDN may keep the page only until the start.
    let page = await request(app).get('/Brand/intro');
    expect(band(page.text)).toBe('');
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=20');
    const etagBefore = page.headers.etag;
    clock.set('2026-12-01T09:01:50+09:00');
    expect((await request(app).get('/Brand/intro')).headers['cache-control']).toContain('s-maxage=10,');
    expect((await request(app).get('/api/content/popups?path=/Brand/intro')).body.popups).toEqual([]);

    // From its start, on every visitor page, linking where the popup links.
    clock.set('2026-12-01T09:02:00+09:00');
    page = await request(app).get('/Brand/intro');
    expect(band(page.text)).toContain('<a href="/haeon-lakecity/customer">견본주택 그랜드 오픈</a>');
    expect(page.headers.etag).not.toBe(etagBefore);
    // A browser holding the page from before the start is not told it is unchanged.
    expect((await request(app).get('/Brand/intro').set('If-None-Match', etagBefore!)).status).toBe(200);
    const list = await request(app).get('/api/content/popups?path=/Brand/intro');
    expect(list.body.popups).toEqual([{ id: created.body.id, title: '견본주택 그랜드 오픈', text: '12월 5일 견본주택을 엽니다.', link: '/haeon-lakecity/customer' }]);
    expect(list.headers['cache-control']).toBe('public, max-age=30, s-maxage=30');
    // Never on desk pages.
    expect((await request(app).get('/api/content/popups?path=/admin/leads')).body.popups).toEqual([]);

    // One second before the end: a CDN keeps the page one second at most.
    clock.set('2026-12-01T09:59:59+09:00');
    page = await request(app).get('/Brand/intro');
    expect(band(page.text)).toContain('견본주택 그랜드 오픈');
    expect(page.headers['cache-control']).toContain('s-maxage=1,');
    expect((await request(app).get('/api/content/popups?path=/')).headers['cache-control']).toBe('public, max-age=1, s-maxage=1');

    // At its end the page kept in memory is not served: the band is gone.
    clock.set('2026-12-01T10:00:00+09:00');
    page = await request(app).get('/Brand/intro');
    expect(band(page.text)).toBe('');
    expect(page.text).not.toContain('견본주택 그랜드 오픈');
    expect((await request(app).get('/api/content/popups?path=/Brand/intro')).body.popups).toEqual([]);
    // Nothing scheduled any more: the page's usual caching is back.
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  it("a 'home' popup shows on the home page only; switching one off or deleting it takes effect at once", async () => {
    clock.set('2026-12-01T09:30:00+09:00');
    const home = (await desk.post('/api/admin/content/popups', popup({ title: '청약 접수 D-3', where: 'home' }))).body.id as string;
    expect(band((await request(app).get('/')).text)).toContain('청약 접수 D-3');
    expect(band((await request(app).get('/Brand/intro')).text)).toBe('');
    expect((await desk.patch(`/api/admin/content/popups/${home}`, { enabled: false })).status).toBe(200);
    expect(band((await request(app).get('/')).text)).toBe('');
    expect((await desk.patch(`/api/admin/content/popups/${home}`, { enabled: true })).status).toBe(200);
    expect(band((await request(app).get('/')).text)).toContain('청약 접수 D-3');
    expect((await desk.del(`/api/admin/content/popups/${home}`)).status).toBe(200);
    expect(band((await request(app).get('/')).text)).toBe('');
  });

  it('at most three show, in their order', async () => {
    clock.set('2026-12-01T09:30:00+09:00');
    for (const [title, order] of [['넷째', 4], ['첫째', 1], ['셋째', 3], ['둘째', 2]] as const) {
      expect((await desk.post('/api/admin/content/popups', popup({ title, order }))).status).toBe(201);
    }
    const list = await request(app).get('/api/content/popups?path=/');
    expect(list.body.popups.map((p: { title: string }) => p.title)).toEqual(['첫째', '둘째', '셋째']);
  });
});

describe('the visitors\' popup list', () => {
  it('is asked for the home page or any other page, so a CDN keeps two answers and no address; a private link asked by an older page is answered but kept nowhere', async () => {
    clock.set('2026-12-01T09:30:00+09:00');
    expect((await desk.post('/api/admin/content/popups', popup({ title: '청약 접수 D-3', where: 'home' }))).status).toBe(201);
    expect((await desk.post('/api/admin/content/popups', popup({ title: '견본주택 그랜드 오픈', where: 'all' }))).status).toBe(201);
    const titles = (res: request.Response) => (res.body.popups as { title: string }[]).map((p) => p.title).sort();
    const home = await request(app).get('/api/content/popups?page=home');
    expect(titles(home)).toEqual(['견본주택 그랜드 오픈', '청약 접수 D-3']);
    expect(home.headers['cache-control']).toBe('public, max-age=30, s-maxage=30');
    const other = await request(app).get('/api/content/popups?page=other');
    expect(titles(other)).toEqual(['견본주택 그랜드 오픈']);
    expect(other.headers['cache-control']).toBe('public, max-age=30, s-maxage=30');
    // Pages rendered before this ask by their address: the same answer; a private link's is never shared.
    expect(titles(await request(app).get('/api/content/popups?path=/Brand/intro'))).toEqual(['견본주택 그랜드 오픈']);
    for (const link of ['/reservation/Pr1vateT0ken_abcdefghijKLMNOP', '/o/Pr1vateT0ken_abcdefghijKLMNOP', '/R/Pr1vateT0ken_abcdefghijKLMNOP']) {
      const res = await request(app).get(`/api/content/popups?path=${encodeURIComponent(link)}`);
      expect(titles(res)).toEqual(['견본주택 그랜드 오픈']);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('the desk API', () => {
  it('creates, lists, changes and deletes popups, each write in the access record', async () => {
    const id = (await desk.post('/api/admin/content/popups', popup({ mediaId: 'img-open', text: undefined }))).body.id as string;
    let listed = await desk.get('/api/admin/content/popups');
    expect(listed.status).toBe(200);
    expect(listed.body.items[0]).toMatchObject({ id, title: '견본주택 그랜드 오픈', mediaId: 'img-open', where: 'all', order: 0, enabled: true, state: 'scheduled' });
    expect(listed.body.items[0].image.alt).toBe('img-open 이미지');
    expect((await desk.patch(`/api/admin/content/popups/${id}`, { title: '계약 안내', link: 'https://example.com/guide' })).status).toBe(200);
    listed = await desk.get('/api/admin/content/popups');
    expect(listed.body.items[0]).toMatchObject({ title: '계약 안내', link: 'https://example.com/guide' });
    expect((await desk.del(`/api/admin/content/popups/${id}`)).status).toBe(200);
    expect((await desk.get('/api/admin/content/popups')).body.items).toEqual([]);
    expect((await desk.del(`/api/admin/content/popups/${id}`)).status).toBe(404);
    const writes = await AccessEntry.find({ subject: /content\/popups/ }).lean();
    expect(writes.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses what a popup cannot be, in Korean', async () => {
    const cases: [object, RegExp][] = [
      [popup({ title: '' }), /제목/],
      [popup({ link: '//evil.example/x' }), /링크/],
      [popup({ link: 'javascript:alert(1)' }), /링크/],
      [popup({ link: 'http://example.com' }), /링크/],
      [popup({ startsAt: '2026-12-01 09:00' }), /ISO 8601/],
      [popup({ startsAt: '내일 오전 9시' }), /ISO 8601/],
      [popup({ startsAt: '2026-13-01T09:00' }), /ISO 8601/],
      [popup({ endsAt: '2026-12-01T10:00:00+9' }), /ISO 8601/],
      [popup({ endsAt: kst('2026-12-01T09:02:00') }), /종료 시각은 시작 시각보다 뒤/],
      [popup({ where: 'everywhere' }), /노출 위치/],
      [popup({ text: undefined }), /문구나 이미지/],
      [popup({ mediaId: 'not-in-library' }), /미디어 라이브러리에서 찾을 수 없습니다/],
      [popup({ mediaId: 'pdf-notice' }), /미디어 라이브러리에서 찾을 수 없습니다/],
      [popup({ title: { $gt: '' } }), /제목/],
    ];
    for (const [body, message] of cases) {
      const res = await desk.post('/api/admin/content/popups', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    const id = (await desk.post('/api/admin/content/popups', popup())).body.id as string;
    // A change is checked against what is stored: the end may not move before the start, the text not go without an image.
    expect((await desk.patch(`/api/admin/content/popups/${id}`, { endsAt: kst('2026-12-01T09:00:00') })).body.error).toMatch(/시작 시각보다 뒤/);
    expect((await desk.patch(`/api/admin/content/popups/${id}`, { text: null })).body.error).toMatch(/문구나 이미지/);
  });

  it('a time without an offset is Korea time, as the desk means it (popups and slides)', async () => {
    const res = await desk.post('/api/admin/content/popups', popup({ startsAt: '2026-12-01T09:02:00', endsAt: '2026-12-01T10:00' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [stored] = (await desk.get('/api/admin/content/popups')).body.items;
    expect(new Date(stored.startsAt).toISOString()).toBe(kst('2026-12-01T09:02:00'));
    expect(new Date(stored.endsAt).toISOString()).toBe(kst('2026-12-01T10:00:00'));
    // An offset that is given is kept.
    expect((await desk.patch(`/api/admin/content/popups/${res.body.id}`, { endsAt: '2026-12-01T02:00:00Z' })).status).toBe(200);
    expect(new Date((await desk.get('/api/admin/content/popups')).body.items[0].endsAt).toISOString()).toBe('2026-12-01T02:00:00.000Z');
    const slide = await desk.post('/api/admin/content/slides', { title: '청약 접수 D-3', mediaId: 'img-hero', startsAt: '2026-12-02T00:00', endsAt: '2026-12-05T18:00:00' });
    expect(slide.status, JSON.stringify(slide.body)).toBe(201);
    const [listed] = (await desk.get('/api/admin/content/slides')).body.items;
    expect(new Date(listed.startsAt).toISOString()).toBe(kst('2026-12-02T00:00:00'));
    expect(new Date(listed.endsAt).toISOString()).toBe(kst('2026-12-05T18:00:00'));
  });

  it('slides: created with a library image and phone crop, listed, changed, deleted; unknown images refused', async () => {
    const res = await desk.post('/api/admin/content/slides', { title: '호수를 품은 1,455세대', subtitle: '12월 견본주택 오픈', mediaId: 'img-hero', mobileMediaId: 'img-hero-phone', link: '/Brand/intro', order: 1 });
    expect(res.status).toBe(201);
    expect((await desk.post('/api/admin/content/slides', { title: '이미지 없음' })).status).toBe(400);
    expect((await desk.post('/api/admin/content/slides', { title: '없는 이미지', mediaId: 'nope' })).body.error).toMatch(/미디어 라이브러리/);
    const items = (await desk.get('/api/admin/content/slides')).body.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: res.body.id, mediaId: 'img-hero', mobileMediaId: 'img-hero-phone', state: 'active' });
    expect((await desk.patch(`/api/admin/content/slides/${res.body.id}`, { mobileMediaId: null })).status).toBe(200);
    expect((await desk.get('/api/admin/content/slides')).body.items[0].mobileMediaId).toBeUndefined();
    expect((await desk.del(`/api/admin/content/slides/${res.body.id}`)).status).toBe(200);
  });

  it('the library sees which files popups and slides use', async () => {
    await desk.post('/api/admin/content/popups', popup({ mediaId: 'img-open' }));
    await desk.post('/api/admin/content/slides', { title: '메인', mediaId: 'img-hero', mobileMediaId: 'img-hero-phone' });
    const uses = await mediaUses(['img-open', 'img-hero-phone']);
    expect(uses.map((u) => u.label).sort()).toEqual(['메인 비주얼 · 메인', '팝업 · 견본주택 그랜드 오픈']);
  });

  it('a counselor is refused (403) on every content route; signed out is 401; no CSRF token is 403', async () => {
    await createAccount('counselor@example.com', 'counselor');
    const { agent, csrfToken } = await signedInAs(app, 'counselor@example.com');
    expect((await agent.get('/api/admin/content/popups')).status).toBe(403);
    const post = await agent.post('/api/admin/content/popups').set('X-CSRF-Token', csrfToken).send(popup());
    expect(post.status).toBe(403);
    expect(post.body.error).toMatch(/권한/);
    expect((await agent.post('/api/admin/content/slides').set('X-CSRF-Token', csrfToken).send({ title: 'x', mediaId: 'img-hero' })).status).toBe(403);
    expect((await agent.get('/admin/content/popups')).status).toBe(403);
    expect((await request(app).get('/api/admin/content/slides')).status).toBe(401);
    const manager = await createAccount('manager@example.com', 'manager');
    expect(manager).toBeTruthy();
    const m = await signedInAs(app, 'manager@example.com');
    expect((await m.agent.post('/api/admin/content/popups').send(popup())).status).toBe(403);
    expect((await m.agent.post('/api/admin/content/popups').set('X-CSRF-Token', m.csrfToken).send(popup())).status).toBe(201);
    // The counselor's desk menu has no content pages; the manager's has both.
    expect((await agent.get('/admin/today')).text).not.toContain('href="/admin/content/popups"');
    const menu = (await m.agent.get('/admin/content/slides')).text;
    expect(menu).toContain('href="/admin/content/popups"');
    expect(menu).toContain('href="/admin/content/slides"');
  });
});

/** The candidate a browser picks from a srcset at a viewport width and pixel ratio, with sizes as slideSizes writes them. */
function pick(srcset: string, sizes: string, viewport: number, dpr: number): number {
  let slot = viewport;
  for (const part of sizes.split(',').map((p) => p.trim())) {
    const cond = /^\(max-width: (\d+)px\) (\d+)px$/.exec(part);
    if (cond) {
      if (viewport <= Number(cond[1])) {
        slot = Number(cond[2]);
        break;
      }
      continue;
    }
    const vw = /^(\d+)vw$/.exec(part);
    if (!vw) throw new Error(`sizes not understood: ${part}`);
    slot = (viewport * Number(vw[1])) / 100;
    break;
  }
  const widths = srcset.split(',').map((c) => Number(/ (\d+)w$/.exec(c.trim())![1])).sort((a, b) => a - b);
  return widths.find((w) => w >= slot * dpr) ?? widths.at(-1)!;
}

describe('the main visual', () => {
  it('with no slides the artwork shows; with slides the first is preloaded at high priority with its phone crop', async () => {
    let home = (await request(app).get('/')).text;
    expect(home).toContain('/images/hero.svg');
    expect(home).not.toContain('rel="preload" as="image" type="image/avif"');
    await desk.post('/api/admin/content/slides', { title: '첫 번째 슬라이드', mediaId: 'img-hero', mobileMediaId: 'img-hero-phone', order: 1 });
    await desk.post('/api/admin/content/slides', { title: '두 번째 슬라이드', mediaId: 'img-hero', order: 2 });
    home = (await request(app).get('/')).text;
    expect(home).toContain('<link rel="preload" as="image" type="image/avif" imagesrcset="/media/img-hero-phone-390.avif 390w');
    expect(home).toMatch(/media="\(max-width: 767px\)" fetchpriority="high">/);
    expect(home).toContain('첫 번째 슬라이드');
    // The first slide eager and high priority with its size; the next lazy.
    const imgs = [...home.matchAll(/<img[^>]*class="main-visual-img"[^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(2);
    expect(imgs[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(imgs[0]).toContain('width="1920"');
    expect(imgs[0]).toContain('height="1080"');
    expect(imgs[1]).toContain('loading="lazy"');
    expect(home).toMatch(/<source media="\(max-width: 767px\)" type="image\/avif" srcset="\/media\/img-hero-phone-390.avif/i);
    expect(home).not.toContain('/images/hero.svg');
  });

  it('a landscape slide without a phone crop asks for a file as wide as it is drawn on a 390 px phone, and its preload asks for the same file', async () => {
    await desk.post('/api/admin/content/slides', { title: '호수 조망', mediaId: 'img-hero', order: 1 });
    const home = (await request(app).get('/')).text;
    const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? '';
    const preload = /<link rel="preload" as="image" type="image\/avif"[^>]*>/.exec(home)![0];
    const source = /<source[^>]*type="image\/avif"[^>]*>/.exec(home)![0];
    const img = /<img[^>]*class="main-visual-img"[^>]*>/.exec(home)![0];
    const sizes = attr(source, 'sizes');
    // The preload and the picture agree, or the preloaded file is not the one drawn.
    expect(attr(preload, 'imagesizes')).toBe(sizes);
    expect(attr(preload, 'imagesrcset')).toBe(attr(source, 'srcset'));
    expect(attr(img, 'sizes')).toBe(sizes);
    // A 16:9 slide covering the phone's 558 px high box is drawn 992 px wide: a 390 px file would be blurred.
    const srcset = attr(source, 'srcset');
    expect(pick(srcset, sizes, 390, 1)).toBeGreaterThanOrEqual(992);
    expect(pick(srcset, sizes, 390, 3)).toBe(1920);
    expect(pick(srcset, sizes, 1280, 1)).toBe(1920);
    expect(pick(srcset, sizes, 1920, 1)).toBe(1920);
  });

  it('a slide scheduled to end leaves the home page at its end (HTML cache on)', async () => {
    await desk.post('/api/admin/content/slides', { title: '오픈 기념', mediaId: 'img-hero', endsAt: kst('2026-12-01T09:05:00') });
    expect((await request(app).get('/')).text).toContain('오픈 기념');
    clock.set('2026-12-01T09:05:00+09:00');
    const home = (await request(app).get('/')).text;
    expect(home).not.toContain('오픈 기념');
    expect(home).toContain('/images/hero.svg');
  });
});
