/**
 * Notices with real library files: an image uploaded to the media library and placed in a body is
 * drawn with the library's AVIF/WebP/JPEG widths, a PDF attached shows with its title, and the
 * library refuses to delete either while the notice uses them.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { createAccount, signedInAs } from './helpers/admin';
import { pdf, smallPng } from './helpers/media-files';

const { app } = testApp();
type Agent = Awaited<ReturnType<typeof signedInAs>>;
let manager: Agent;

const upload = (data: Buffer, name: string, fields: Record<string, string>) => {
  let req = manager.agent.post('/api/admin/media').set('X-CSRF-Token', manager.csrfToken).attach('file', data, { filename: name, contentType: 'application/octet-stream' });
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req;
};

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  await createAccount('content@example.com', 'manager');
  manager = await signedInAs(app, 'content@example.com');
});

describe('a notice with library files', () => {
  it('draws a body image from the library with srcset and lists its PDF by title; neither file can be deleted while used', async () => {
    const image = await upload(await smallPng(7, 1400, 900), 'model-house.png', { alt: '견본주택 내부 거실' });
    expect(image.status).toBe(201);
    const doc = await upload(pdf('notice'), '정정공고.pdf', { title: '입주자모집공고 정정공고문' });
    expect(doc.status).toBe(201);

    const created = await manager.agent
      .post('/api/admin/notices')
      .set('X-CSRF-Token', manager.csrfToken)
      .send({ title: '견본주택 내부 공개', body: `<p>거실 모습입니다.</p><img data-media-id="${image.body.id}" src="${image.body.url}" alt="">`, attachments: [doc.body.id] });
    expect(created.status).toBe(201);

    const page = html((await request(app).get(created.body.url)).text);
    const picture = page.querySelector('.notice-body picture')!;
    expect(picture.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toMatch(/390w.*960w/);
    expect(picture.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toMatch(/390w/);
    const img = picture.querySelector('img')!;
    // The library's intrinsic size (its largest variant): the box is reserved before the image loads.
    expect(img.getAttribute('width')).toBe(String(image.body.width));
    expect(img.getAttribute('height')).toBe(String(image.body.height));
    expect(Number(img.getAttribute('width')) / Number(img.getAttribute('height'))).toBeCloseTo(1400 / 900, 2);
    // The editor gave no alt: the library's alt text is used.
    expect(img.getAttribute('alt')).toBe('견본주택 내부 거실');
    const file = page.querySelector('.notice-attachments a')!;
    expect(file.text).toContain('입주자모집공고 정정공고문');
    expect((await request(app).get(file.getAttribute('href')!)).status).toBe(200);

    for (const id of [image.body.id, doc.body.id]) {
      const refused = await manager.agent.delete(`/api/admin/media/${id}`).set('X-CSRF-Token', manager.csrfToken);
      expect(refused.status).toBe(409);
      expect(JSON.stringify(refused.body.uses)).toContain('견본주택 내부 공개');
    }
    const listed = (await manager.agent.get('/api/admin/media')).body.items as { id: string; uses: { label: string }[] }[];
    expect(listed.find((m) => m.id === doc.body.id)!.uses.map((u) => u.label)).toEqual(['공지사항 · 견본주택 내부 공개']);

    // Once the notice is gone, so is the use.
    await manager.agent.delete(`/api/admin/notices/${created.body.id}`).set('X-CSRF-Token', manager.csrfToken).expect(204);
    expect((await manager.agent.delete(`/api/admin/media/${doc.body.id}`).set('X-CSRF-Token', manager.csrfToken)).status).toBeLessThan(300);
  });
});
