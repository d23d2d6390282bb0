/**
 * The media library: what an upload may be, what is served from it and how. Types come from the
 * bytes, metadata never survives, bombs are refused from their header, parallel uploads keep the
 * limits and store each file once, and every answer is one a browser cannot run as a page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import mongoose from 'mongoose';
import { testApp } from './helpers/app';
import { signedInManagerAndCounselor } from './helpers/prepared-test';
import type { signedInAs } from './helpers/admin';
import { jpegWithGps, pdf, pngBomb, smallPng } from './helpers/media-files';
import { Media } from '../server/media/model';
import { findMedia, registerMediaUsage } from '../server/media/catalog';
import { IMAGE_WIDTHS } from '../shared/media';
import { AccessEntry } from '../server/access-log/model';
import { imageGate } from '../server/media/process';
import { receiving } from '../server/media/routes';
import { ByteLru } from '../server/media/lru';

const { app } = testApp();
type Agent = Awaited<ReturnType<typeof signedInAs>>;
let manager: Agent;
let counselor: Agent;

beforeAll(async () => ({ manager, counselor } = await signedInManagerAndCounselor(app)));

function upload(who: Agent, data: Buffer, name: string, fields: Record<string, string> = {}) {
  let req = who.agent.post('/api/admin/media').set('X-CSRF-Token', who.csrfToken).attach('file', data, { filename: name, contentType: 'application/octet-stream' });
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req;
}

const gridFiles = () => mongoose.connection.db!.collection('media.files').countDocuments({});

describe('POST /api/admin/media', () => {
  it('a JPEG with EXIF GPS is stored as AVIF, WebP and JPEG at the site widths, and no variant keeps any EXIF', async () => {
    const photo = await jpegWithGps(1000, 700);
    expect((await sharp(photo).metadata()).exif).toBeDefined(); // the upload does carry GPS
    const res = await upload(manager, photo, 'IMG_0001.jpg', { alt: '견본주택 외관' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'image', width: 960, height: 672 });
    expect(res.body.url).toMatch(/^\/media\/[0-9a-f]{24}-960\.jpg$/);
    const doc = await Media.findById(res.body.id).lean();
    const widths = IMAGE_WIDTHS.filter((w) => w <= 1000);
    expect(doc!.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(widths.flatMap((w) => ['avif', 'webp', 'jpeg'].map((f) => `${f}@${w}`)).sort());
    for (const v of doc!.variants) {
      const served = await request(app).get(`/media/${v.name}`).buffer(true).parse((r, cb) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c));
        r.on('end', () => cb(null, Buffer.concat(parts)));
      });
      expect(served.status).toBe(200);
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta.format).toBe(v.format === 'jpeg' ? 'jpeg' : v.format === 'webp' ? 'webp' : 'heif');
      expect(meta.exif, `${v.name} keeps no EXIF (GPS)`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.width).toBe(v.width);
    }
  });

  it('a phone photo taken upright (EXIF Orientation 6) is stored upright: width and height swapped, and no EXIF left', async () => {
    // Stored 1000 × 700 sideways, as a phone camera writes it; a viewer turns it a quarter to 700 × 1000.
    const raw = Buffer.alloc(1000 * 700 * 3, 90);
    for (let x = 0; x < 1000; x++) raw[x * 3] = 255; // a red top row, on its side
    const sideways = await sharp(raw, { raw: { width: 1000, height: 700, channels: 3 } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const meta = await sharp(sideways).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([1000, 700, 6]);
    const res = await upload(manager, sideways, 'portrait.jpg', { alt: '세로로 찍은 견본주택 입구' });
    expect(res.status).toBe(201);
    // Upright it is 700 wide: its largest site width is 640, and 640 × 1000/700 ≈ 914 high.
    expect(res.body).toMatchObject({ width: 640, height: 914 });
    const doc = await Media.findById(res.body.id).lean();
    expect(doc!.variants.length).toBeGreaterThan(0);
    for (const v of doc!.variants) {
      const served = await request(app).get(`/media/${v.name}`).buffer(true).parse((r, cb) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c));
        r.on('end', () => cb(null, Buffer.concat(parts)));
      });
      const out = await sharp(served.body as Buffer).metadata();
      expect(out.height! > out.width!, v.name).toBe(true); // upright: taller than wide
      expect(out.exif, v.name).toBeUndefined();
      expect(out.orientation ?? 1, v.name).toBe(1);
    }
  });

  it('a PNG that is really HTML and an SVG with a script are refused with 415 and a Korean reason', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [data, name] of [
      [html, 'photo.png'],
      [svg, 'logo.svg'],
      [svg, 'logo.png'],
    ] as const) {
      const res = await upload(manager, data, name, { alt: '그림' });
      expect(res.status, name).toBe(415);
      expect(res.body.error).toMatch(/JPEG, PNG, WebP, AVIF 이미지나 PDF/);
    }
  });

  it('a polyglot PDF/HTML is accepted as a PDF and served only with nosniff and the sandbox CSP', async () => {
    const poly = pdf('poly', '<html><script>alert(1)</script></html>');
    const res = await upload(manager, poly, 'poly.pdf', { title: '안내문' });
    expect(res.status).toBe(201);
    const served = await request(app).get(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['set-cookie']).toBeUndefined();
    // A missing file's answer is sandboxed too.
    const missing = await request(app).get('/media/000000000000000000000000/x.pdf');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('a 30,000 × 30,000 PNG bomb is refused (413) before decoding, and memory grows by less than 200 MB', async () => {
    const bomb = pngBomb(30_000);
    global.gc?.();
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const res = await upload(manager, bomb, 'bomb.png', { alt: '폭탄' });
    const ms = performance.now() - started;
    const grown = (process.memoryUsage().rss - before) / 1024 / 1024;
    console.log(`PNG bomb (${bomb.length} bytes, 900 MP) refused in ${ms.toFixed(0)} ms, rss +${grown.toFixed(1)} MB`);
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/4,000만 화소/);
    expect(grown).toBeLessThan(200);
    expect(await Media.countDocuments({ fileName: /bomb/ })).toBe(0);
  });

  it('a PDF over 30 MB and an image just over 40 megapixels are refused with 413', async () => {
    const big = Buffer.concat([pdf('big'), Buffer.alloc(31 * 1024 * 1024, 32)]);
    const res = await upload(manager, big, 'big.pdf', { title: '큰 문서' });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/PDF는 30MB/);
    const wide = await upload(manager, pngBomb(6_400), 'wide.png', { alt: '큰 이미지' }); // 40.96 MP
    expect(wide.status).toBe(413);
  });

  it('a file named ../../공고문.pdf is stored as 공고문.pdf and served inline with its Korean name', async () => {
    const res = await upload(manager, pdf('notice'), '../../공고문.pdf', { title: '입주자모집공고' });
    expect(res.status).toBe(201);
    const doc = await Media.findById(res.body.id).lean();
    expect(doc!.fileName).toBe('공고문.pdf');
    expect(res.body.url).toMatch(/^\/media\/[0-9a-f]{24}\/%EA%B3%B5%EA%B3%A0%EB%AC%B8\.pdf$/);
    const served = await request(app).get(res.body.url);
    expect(served.headers['content-disposition']).toContain("inline;");
    expect(served.headers['content-disposition']).toContain("filename*=UTF-8''%EA%B3%B5%EA%B3%A0%EB%AC%B8.pdf");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a PDF answers a Range request with 206 and the bytes asked for, an impossible range with 416, and a matching ETag with 304', async () => {
    const body = pdf('range test');
    const { url } = (await upload(manager, body, 'range.pdf', { title: '범위 요청' })).body as { url: string };
    const part = await request(app).get(url).set('Range', 'bytes=0-7');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${body.length}`);
    expect(Buffer.from(part.text ?? part.body, 'latin1').toString('latin1')).toBe('%PDF-1.4');
    const beyond = await request(app).get(url).set('Range', `bytes=${body.length + 10}-`);
    expect(beyond.status).toBe(416);
    const whole = await request(app).get(url);
    expect((await request(app).get(url).set('If-None-Match', whole.headers.etag!)).status).toBe(304);
  });

  it('40 uploads in parallel keep the limits and store each file once', async () => {
    await Media.deleteMany({ kind: 'image', alt: '병렬' });
    const files = await Promise.all([0, 1, 2, 3].map((s) => smallPng(100 + s)));
    const tooBig = Buffer.concat([await smallPng(200), Buffer.alloc(21 * 1024 * 1024)]); // a PNG padded past 20 MB
    const filesBefore = await gridFiles();
    imageGate.peak = 0;
    receiving.peak = 0;
    const rss = process.memoryUsage().rss;
    const uploads = Array.from({ length: 40 }, (_, i) => (i % 10 === 9 ? upload(manager, tooBig, `big${i}.png`, { alt: '병렬' }) : upload(manager, files[i % 4]!, `p${i}.png`, { alt: '병렬' })));
    const answers = await Promise.all(uploads);
    console.log(`40 parallel uploads: rss +${((process.memoryUsage().rss - rss) / 1024 / 1024).toFixed(1)} MB, at most ${receiving.peak} handled and ${imageGate.peak} decoded at once`);
    // The configured limits (MEDIA_UPLOADS_AT_ONCE 4, MEDIA_PROCESS_CONCURRENCY 1) held.
    expect(receiving.peak).toBeLessThanOrEqual(4);
    expect(imageGate.peak).toBe(1);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 413)).toHaveLength(4);
    expect(statuses.filter((s) => s === 201)).toHaveLength(36);
    expect(new Set(answers.filter((a) => a.status === 201).map((a) => a.body.id)).size).toBe(4);
    expect(await Media.countDocuments({ alt: '병렬' })).toBe(4);
    // 400 px wide: one width (390), three formats, each stored once.
    expect((await gridFiles()) - filesBefore).toBe(4 * 3);
  });

  it("a counselor's upload is refused with 403 and stores nothing; a manager's upload is in the access record", async () => {
    const before = await Media.countDocuments();
    const res = await upload(counselor, await smallPng(7), 'x.png', { alt: '상담사' });
    expect(res.status).toBe(403);
    expect(await Media.countDocuments()).toBe(before);
    await upload(manager, await smallPng(8), 'y.png', { alt: '기록' });
    await expect.poll(() => AccessEntry.countDocuments({ subject: 'POST /api/admin/media', email: 'manager@example.com' })).toBeGreaterThan(0);
  });
});

describe('the library list, descriptions and deletes', () => {
  it('GET lists files with their uses; DELETE answers 409 with the uses while a file is used, 204 once it is not', async () => {
    const { id } = (await upload(manager, await smallPng(42), 'used.png', { alt: '사용 중인 사진' })).body as { id: string };
    let used = true;
    registerMediaUsage('test', async (ids) => (used && (!ids || ids.includes(id)) ? [{ mediaId: id, label: '팝업 · 그랜드 오픈' }] : []));
    const list = await manager.agent.get('/api/admin/media');
    expect(list.body.items.find((i: { id: string }) => i.id === id).uses).toEqual([{ mediaId: id, label: '팝업 · 그랜드 오픈' }]);
    const refused = await manager.agent.delete(`/api/admin/media/${id}`).set('X-CSRF-Token', manager.csrfToken);
    expect(refused.status).toBe(409);
    expect(refused.body.uses).toHaveLength(1);
    used = false;
    expect((await manager.agent.delete(`/api/admin/media/${id}`).set('X-CSRF-Token', manager.csrfToken)).status).toBe(204);
    expect(await Media.countDocuments({ _id: id })).toBe(0);
  });

  it('a library larger than a page is paged, not cut: the oldest file and its uses are on the last page, and kind and words filter it', async () => {
    // 25 PDFs entered directly (their bytes are never read by the list), one a minute, the oldest first.
    const start = Date.parse('2026-01-01T00:00:00Z');
    const docs = Array.from({ length: 25 }, (_, i) => ({
      _id: new mongoose.Types.ObjectId(),
      hash: `paging-${String(i).padStart(2, '0')}`.padEnd(64, '0'),
      key: `paging${String(i).padStart(2, '0')}`.padEnd(24, '0'),
      kind: 'pdf' as const,
      title: i === 0 ? '맨 처음 옛 자료' : `옛 자료 ${i}`,
      fileName: `guide-${i}.pdf`,
      bytes: 1000,
      variants: [],
      fileId: new mongoose.Types.ObjectId(),
      createdAt: new Date(start + i * 60_000),
    }));
    await Media.collection.insertMany(docs);
    const oldest = String(docs[0]!._id);
    registerMediaUsage('paging', async (ids) => (!ids || ids.includes(oldest) ? [{ mediaId: oldest, label: '문서 · 입주자모집공고' }] : []));
    const list = (query: Record<string, string | number>) => manager.agent.get('/api/admin/media').query(query);
    try {
      const first = await list({ kind: 'pdf', q: '옛 자료', per: 20 });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, pages: 2, total: 25 });
      expect(first.body.items).toHaveLength(20);
      expect(first.body.items[0].title).toBe('옛 자료 24'); // newest first
      const last = await list({ kind: 'pdf', q: '옛 자료', per: 20, page: 2 });
      expect(last.body).toMatchObject({ page: 2, pages: 2 });
      expect(last.body.items.map((i: { title: string }) => i.title)).toEqual(['옛 자료 4', '옛 자료 3', '옛 자료 2', '옛 자료 1', '맨 처음 옛 자료']);
      expect(last.body.items.at(-1).uses).toEqual([{ mediaId: oldest, label: '문서 · 입주자모집공고' }]);
      // Words match the title or the file name; the image filter leaves the PDFs out.
      expect((await list({ q: '맨 처음' })).body.items.map((i: { id: string }) => i.id)).toEqual([oldest]);
      expect((await list({ q: 'GUIDE-7.pdf' })).body.items.map((i: { fileName: string }) => i.fileName)).toEqual(['guide-7.pdf']);
      const images = (await list({ kind: 'image', q: '옛 자료' })).body;
      expect(images).toMatchObject({ items: [], page: 1, pages: 1, total: 0 });
      // A picker asks only for files a page can use: a PDF without its title is left out.
      await Media.updateOne({ _id: docs[1]!._id }, { $unset: { title: 1 } });
      expect((await list({ kind: 'pdf', q: 'guide-1.pdf' })).body.total).toBe(1);
      expect((await list({ kind: 'pdf', q: 'guide-1.pdf', ready: 1 })).body.total).toBe(0);
      // (Counted among this test's files: others of the file's tests may have left PDFs of their own.)
      expect((await list({ kind: 'pdf', q: 'guide-' })).body.total).toBe(25);
      expect((await list({ kind: 'pdf', q: 'guide-', ready: 1 })).body.total).toBe(24);
    } finally {
      registerMediaUsage('paging', async () => []);
      await Media.deleteMany({ _id: { $in: docs.map((d) => d._id) } });
    }
  });

  it('alt text must be Korean: an English-only alt is refused on upload (nothing stored) and on change, with a Korean reason', async () => {
    const before = await Media.countDocuments({});
    const refused = await upload(manager, await smallPng(61), 'english.png', { alt: 'Model house at night' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('대체 텍스트는 한국어로 입력해 주세요. (예: 견본주택 외관 야경)');
    expect(await Media.countDocuments({})).toBe(before);
    const { id } = (await upload(manager, await smallPng(61), 'mixed.png', { alt: '84A 타입 평면도' })).body as { id: string };
    expect((await Media.findById(id).lean())!.alt).toBe('84A 타입 평면도'); // numbers and Latin letters may go with Korean
    const patch = (alt: string) => manager.agent.patch(`/api/admin/media/${id}`).set('X-CSRF-Token', manager.csrfToken).send({ alt });
    for (const alt of ['Floor plan 84A', '12345', '!!!']) {
      const res = await patch(alt);
      expect(res.status, alt).toBe(400);
      expect(res.body.error).toMatch(/한국어로 입력해 주세요/);
    }
    expect((await Media.findById(id).lean())!.alt).toBe('84A 타입 평면도');
    expect((await patch('84A 타입 평면도 (발코니 확장)')).status).toBe(200);
  });

  it('findMedia gives an image only once it has alt text, with its srcset, size and placeholder', async () => {
    const { id } = (await upload(manager, await smallPng(55, 700, 400), 'noalt.png')).body as { id: string };
    expect((await findMedia([id])).size).toBe(0);
    const patched = await manager.agent.patch(`/api/admin/media/${id}`).set('X-CSRF-Token', manager.csrfToken).send({ alt: '단지 조경' });
    expect(patched.status).toBe(200);
    const item = (await findMedia([id])).get(id);
    expect(item).toMatchObject({ kind: 'image', alt: '단지 조경', width: 640, height: 366 });
    if (item?.kind !== 'image') throw new Error('not an image');
    expect(item.srcset.avif).toMatch(/-390\.avif 390w, \/media\/[0-9a-f]{24}-640\.avif 640w$/);
    expect(item.placeholder).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('the media cache', () => {
  it('holds at most its size in bytes, dropping the least recently used file first, and never takes a file over a quarter of it', () => {
    const lru = new ByteLru<{ bytes: number }>(1000);
    for (const k of ['a', 'b', 'c']) lru.set(k, { bytes: 240 });
    lru.get('a'); // a is now the most recent
    lru.set('d', { bytes: 240 });
    lru.set('e', { bytes: 240 }); // 1200 > 1000: b, the least recent, goes
    expect(lru.size).toBeLessThanOrEqual(1000);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    lru.set('huge', { bytes: 251 });
    expect(lru.get('huge')).toBeUndefined();
  });
});
