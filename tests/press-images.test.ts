/**
 * Press articles with pictures from the media library: the cover is the list's thumbnail (a
 * <picture> with AVIF and WebP srcsets and its size) and the article's og:image; inline images
 * render in the body; a picture in use cannot be deleted, and one without alt text cannot be used.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { createAccount, signedInAs } from './helpers/admin';
import { smallPng } from './helpers/media-files';

const { app, config } = testApp();
const SITE = config.site.defaultSite;
type Agent = Awaited<ReturnType<typeof signedInAs>>;
let manager: Agent;

beforeAll(async () => {
  await testDb();
  await clearDb();
  await createAccount('manager@example.com', 'manager');
  manager = await signedInAs(app, 'manager@example.com');
});

async function image(seed: number, alt?: string): Promise<string> {
  let req = manager.agent.post('/api/admin/media').set('X-CSRF-Token', manager.csrfToken).attach('file', await smallPng(seed, 1400, 800), `p${seed}.png`);
  if (alt) req = req.field('alt', alt);
  return (await req).body.id as string;
}
const post = (path: string, body: object) => manager.agent.post(path).set('X-CSRF-Token', manager.csrfToken).send(body);

describe('press articles with images', () => {
  it('the cover is the list thumbnail (AVIF/WebP srcset, width and height) and og:image; an inline image renders in the body', async () => {
    const cover = await image(1, '견본주택 개관식 현장');
    const inline = await image(2, '단지 조감도');
    const created = await post('/api/press', { site: SITE, title: '견본주택 개관', summary: '개관 소식', content: `첫 문단\n[[image:${inline}]]\n끝 문단`, coverId: cover });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const list = html((await request(app).get(`/${SITE}/press`)).text);
    const thumb = list.querySelector('.press-thumb');
    expect(thumb?.tagName).toBe('PICTURE');
    expect(thumb!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toMatch(/^\/media\/[0-9a-f]{24}-390\.avif 390w, .*-1280\.avif 1280w$/);
    expect(thumb!.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toContain('.webp 390w');
    const img = thumb!.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1280', '731']);

    const page = html((await request(app).get(`/${SITE}/press/${id}`)).text);
    const og = page.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
    expect(og).toMatch(new RegExp(`^${config.site.siteUrl}/media/[0-9a-f]{24}-1280\\.jpg$`));
    expect(page.querySelector('meta[property="og:image:width"]')!.getAttribute('content')).toBe('1280');
    expect((await request(app).get(og.replace(config.site.siteUrl, ''))).status).toBe(200);
    expect(page.querySelector('.press-cover img')!.getAttribute('alt')).toBe('견본주택 개관식 현장');
    expect(page.querySelector('.press-body .press-image img')!.getAttribute('alt')).toBe('단지 조감도');
    expect(page.querySelector('.press-body')!.text).not.toContain('[[image:');

    // Both pictures are in use: the library refuses to delete them and says where they are used.
    for (const mediaId of [cover, inline]) {
      const del = await manager.agent.delete(`/api/admin/media/${mediaId}`).set('X-CSRF-Token', manager.csrfToken);
      expect(del.status).toBe(409);
      expect(del.body.uses[0]).toMatchObject({ label: expect.stringMatching(/^보도자료 · 견본주택 개관/), href: `/${SITE}/press/${id}` });
    }
    // Once the cover is taken off the article, it can go.
    expect((await manager.agent.patch(`/api/press/${id}`).set('X-CSRF-Token', manager.csrfToken).send({ coverId: null })).status).toBe(200);
    expect((await manager.agent.delete(`/api/admin/media/${cover}`).set('X-CSRF-Token', manager.csrfToken)).status).toBe(204);
  });

  it('an image without alt text cannot be the cover or an inline image (400, Korean reason)', async () => {
    const bare = await image(3);
    const asCover = await post('/api/press', { site: SITE, title: '제목', summary: '요약', coverId: bare });
    expect(asCover.status).toBe(400);
    expect(asCover.body.error).toMatch(/대체 텍스트/);
    expect((await post('/api/press', { site: SITE, title: '제목', summary: '요약', content: `[[image:${bare}]]` })).status).toBe(400);
  });
});
