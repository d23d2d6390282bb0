/**
 * Documents with a stable address: `/docs/announcement.pdf` serves whatever the desk last set,
 * replacing it keeps the address and the earlier versions, the 입주자모집공고 page lists each
 * version with its date (정정공고), and search engines are told about the page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { html, testApp } from './helpers/app';
import { signedInManagerAndCounselor } from './helpers/prepared-test';
import type { signedInAs } from './helpers/admin';
import { pdf, smallPng } from './helpers/media-files';
import { OutboxMessage } from '../server/outbox/model';
import { testClock } from './helpers/consent';

const clock = testClock('2026-11-02T10:00:00+09:00');
const { app } = testApp({ HTML_CACHE: 'on', INDEXNOW_KEY: 'docs-test-key-0001', INDEXNOW_ENDPOINTS: 'http://127.0.0.1:9/indexnow' }, { now: clock.now });
type Agent = Awaited<ReturnType<typeof signedInAs>>;
let manager: Agent;
let counselor: Agent;

beforeAll(async () => ({ manager, counselor } = await signedInManagerAndCounselor(app)));

async function uploadPdf(text: string, name: string, title: string): Promise<string> {
  const res = await manager.agent.post('/api/admin/media').set('X-CSRF-Token', manager.csrfToken).attach('file', pdf(text), name).field('title', title);
  expect(res.status).toBe(201);
  return res.body.id as string;
}
const put = (who: Agent, slug: string, body: object) => who.agent.put(`/api/admin/documents/${slug}`).set('X-CSRF-Token', who.csrfToken).send(body);
const pdfText = async (url: string) => (await request(app).get(url).buffer(true)).body.toString('latin1') as string;
const versionRows = async () =>
  html((await request(app).get('/SalesInfo/announcement')).text)
    .querySelectorAll('.doc-versions li')
    .map((li) => li.text.replace(/\s+/g, ' ').trim());

describe('/docs/{slug}.pdf', () => {
  it('before the desk sets the 모집공고, the page links the static PDF and /docs/announcement.pdf serves the same shipped file, sandboxed and inline under its Korean name', async () => {
    const page = html((await request(app).get('/SalesInfo/announcement')).text);
    expect(page.querySelector('a[href="/announcement.pdf"]')).not.toBeNull();
    expect(page.querySelector('.doc-versions')).toBeNull();
    const shipped = await request(app).get('/docs/announcement.pdf').buffer(true);
    expect(shipped.status).toBe(200);
    expect(shipped.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(shipped.body as Buffer, readFileSync('public/announcement.pdf'))).toBe(0);
    expect(shipped.headers['x-content-type-options']).toBe('nosniff');
    expect(shipped.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(shipped.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('입주자모집공고.pdf')}`);
    expect(shipped.headers['content-disposition']).toMatch(/^inline;/);
    // Revalidated on each use, so the version the desk sets later replaces it at once.
    expect(shipped.headers['cache-control']).toBe('public, no-cache');
    expect((await request(app).get('/docs/announcement.pdf').set('If-None-Match', shipped.headers.etag!)).status).toBe(304);
    expect((await request(app).get('/docs/announcement.pdf').set('Range', 'bytes=0-3').buffer(true)).status).toBe(206);
    // A document the site does not ship stays a 404 until it is set.
    expect((await request(app).get('/docs/brochure.pdf')).status).toBe(404);
  });

  it('replacing the 모집공고 PDF: the same address serves the new file, the page lists both versions, and IndexNow is queued for the page', async () => {
    const first = await uploadPdf('FIRST EDITION', '모집공고.pdf', '입주자모집공고');
    expect((await put(manager, 'announcement', { mediaId: first })).status).toBe(200);
    expect(await pdfText('/docs/announcement.pdf')).toContain('FIRST EDITION');
    expect(await versionRows()).toHaveLength(1); // rendered now, and kept in the HTML cache

    clock.set('2026-11-20T09:00:00+09:00');
    const second = await uploadPdf('CORRECTED EDITION', '정정 모집공고.pdf', '입주자모집공고(정정)');
    const res = await put(manager, 'announcement', { mediaId: second, note: '특별공급 접수일 정정' });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe('/docs/announcement.pdf');
    expect(res.body.versions).toHaveLength(2);

    const served = await request(app).get('/docs/announcement.pdf').buffer(true);
    expect(served.body.toString('latin1')).toContain('CORRECTED EDITION');
    expect(served.headers['cache-control']).toBe('public, no-cache');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['content-disposition']).toContain("filename*=UTF-8''%EC%A0%95%EC%A0%95%20%EB%AA%A8%EC%A7%91%EA%B3%B5%EA%B3%A0.pdf");
    // A reader holding the first version's ETag gets the new file, not a 304.
    expect((await request(app).get('/docs/announcement.pdf').set('If-None-Match', `"${'x'}"`)).status).toBe(200);

    const rows = await versionRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^2026\.11\.20\s*정정공고\s*입주자모집공고\(정정\).*현재 공고.*특별공급 접수일 정정/);
    expect(rows[1]).toMatch(/^2026\.11\.02\s*최초 공고\s*입주자모집공고/);
    const page = html((await request(app).get('/SalesInfo/announcement')).text);
    expect(page.querySelector('[data-island="pdf-link"]')?.getAttribute('data-props')).toContain('/docs/announcement.pdf');
    // The earlier version stays readable at its own address.
    const older = page.querySelectorAll('.doc-versions a')[1]!.getAttribute('href')!;
    expect(await pdfText(older)).toContain('FIRST EDITION');

    const pings = await OutboxMessage.find({ kind: 'indexnow' }).lean();
    expect(pings.length).toBeGreaterThan(0);
    expect(JSON.stringify(pings[0]!.payload)).toContain('/SalesInfo/announcement');
  });

  it('a Range request on the document answers 206', async () => {
    const part = await request(app).get('/docs/announcement.pdf').set('Range', 'bytes=0-3').buffer(true);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-3\/\d+$/);
  });

  it('GET /api/admin/documents lists the versions; files of every version are in use and cannot be deleted', async () => {
    const list = await manager.agent.get('/api/admin/documents');
    const doc = list.body.items.find((d: { slug: string }) => d.slug === 'announcement');
    expect(doc.url).toBe('/docs/announcement.pdf');
    expect(doc.versions.map((v: { current: boolean }) => v.current)).toEqual([true, false]);
    for (const v of doc.versions as { mediaId: string }[]) {
      const del = await manager.agent.delete(`/api/admin/media/${v.mediaId}`).set('X-CSRF-Token', manager.csrfToken);
      expect(del.status).toBe(409);
      expect(del.body.uses[0].label).toMatch(/^문서 · 입주자모집공고/);
    }
  });

  it('refuses a bad slug, an image, a PDF without a title, and a counselor', async () => {
    const img = await manager.agent.post('/api/admin/media').set('X-CSRF-Token', manager.csrfToken).attach('file', await smallPng(3), 'a.png').field('alt', '사진');
    const untitled = (await manager.agent.post('/api/admin/media').set('X-CSRF-Token', manager.csrfToken).attach('file', pdf('untitled'), 'u.pdf')).body.id as string;
    const titled = await uploadPdf('brochure', 'b.pdf', '분양 안내 책자');
    expect((await put(manager, 'Bad_Slug', { mediaId: titled })).status).toBe(400);
    expect((await put(manager, 'brochure', { mediaId: img.body.id })).body.error).toBe('문서에는 PDF 파일만 지정할 수 있습니다.');
    expect((await put(manager, 'brochure', { mediaId: untitled })).body.error).toBe('PDF의 제목을 먼저 입력해 주세요.');
    expect((await put(counselor, 'brochure', { mediaId: titled })).status).toBe(403);
    expect((await request(app).get('/docs/brochure.pdf')).status).toBe(404);
  });
});
