/**
 * Notices (공지사항) as the sales team writes them on the desk and a buyer reads them: the body's
 * allow-list on save and again on render, scheduled publishing on the business clock, revisions
 * with who and when, the board's order and pages, the sitemap, the feed and the pings.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import Parser from 'rss-parser';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { ADMIN_PASSWORD, createAccount, signedInAs } from './helpers/admin';
import { testClock } from './helpers/consent';
import { loadConfig } from '../server/config.server';
import { outboxFor } from '../server/app';
import { createLogger } from '../server/logger';
import { OutboxMessage } from '../server/outbox/model';
import { Notice } from '../server/notices/model';
import { AccessEntry } from '../server/access-log/model';
import { mediaUses, setMediaLookup } from '../server/media/catalog';
import type { MediaItem } from '../shared/media';

const clock = testClock('2026-11-25T10:00:00+09:00');
const env = { INDEXNOW_KEY: 'a3f9c2e7-5b1d-4e8a-9c6f-0d2b4e6a8c1e', INDEXNOW_ENDPOINTS: 'http://127.0.0.1:9/indexnow' };
const outbox = outboxFor(loadConfig({ NODE_ENV: 'test', ...env }), createLogger('silent'), clock.now);
const { app, config } = testApp(env, { outbox, now: clock.now });
const ORIGIN = config.site.siteUrl;
const MANAGER = 'manager@example.com';
const COUNSELOR = 'counselor@example.com';

const PDF_ID = 'a'.repeat(24);
const IMAGE_ID = 'b'.repeat(24);
/** A small stand-in for the media library's reader (the library plugs its own in). */
const library = new Map<string, MediaItem>([
  [PDF_ID, { id: PDF_ID, kind: 'pdf', title: '입주자모집공고 정정공고문', url: `/media/${PDF_ID}/notice.pdf`, bytes: 523_000 }],
  [
    IMAGE_ID,
    {
      id: IMAGE_ID,
      kind: 'image',
      alt: '견본주택 전경',
      width: 1920,
      height: 1080,
      placeholder: '#8a9bb0',
      src: `/media/${IMAGE_ID}/1920.jpg`,
      srcset: {
        avif: `/media/${IMAGE_ID}/390.avif 390w, /media/${IMAGE_ID}/1920.avif 1920w`,
        webp: `/media/${IMAGE_ID}/390.webp 390w, /media/${IMAGE_ID}/1920.webp 1920w`,
        jpeg: `/media/${IMAGE_ID}/390.jpg 390w, /media/${IMAGE_ID}/1920.jpg 1920w`,
      },
    },
  ],
]);

const DIRTY = [
  '<p style="color:red" onclick="steal()">청약 접수 <strong>일정</strong> 안내</p>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<p><a href="javascript:alert(3)">자세히</a> <a href="data:text/html;base64,PHNjcmlwdD4=">첨부</a> <a href="https://www.applyhome.co.kr/">청약홈</a></p>',
  '<iframe src="https://evil.example.com/x"></iframe>',
  `<img data-media-id="${IMAGE_ID}" alt="견본주택 전경" src="/media/${IMAGE_ID}-1920.jpg" style="width:10px">`,
].join('');

let desk: Awaited<ReturnType<typeof signedInAs>>;
const post = (body: object) => desk.agent.post('/api/admin/notices').set('X-CSRF-Token', desk.csrfToken).send(body);
const patch = (id: string, body: object) => desk.agent.patch(`/api/admin/notices/${id}`).set('X-CSRF-Token', desk.csrfToken).send(body);

/** Markup a browser would run or style: none of it may reach a buyer's page. */
function expectClean(markup: string) {
  expect(markup).not.toMatch(/<script/i);
  expect(markup).not.toMatch(/\bon(error|click)=/i);
  expect(markup).not.toMatch(/javascript:/i);
  expect(markup).not.toMatch(/data:text/i);
  expect(markup).not.toMatch(/\bstyle=/i);
  expect(markup).not.toContain('evil.example.com');
}

beforeAll(async () => {
  await testDb();
  setMediaLookup(async (ids) => new Map(ids.filter((id) => library.has(id)).map((id) => [id, library.get(id)!])));
});
beforeEach(async () => {
  await clearDb();
  clock.set('2026-11-25T10:00:00+09:00');
  await createAccount(MANAGER, 'manager');
  await createAccount(COUNSELOR, 'counselor');
  desk = await signedInAs(app, MANAGER, ADMIN_PASSWORD);
});
afterAll(async () => {
  await outbox.stop();
  setMediaLookup(async () => new Map());
});

describe('the body allow-list', () => {
  it('a notice saved with <script>, onerror=, javascript:/data: links, a style attribute and a foreign iframe is stored and rendered without any of them', async () => {
    const created = await post({ title: '청약 접수 일정 안내', body: DIRTY, attachments: [PDF_ID] });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe(`/SalesInfo/notice/${created.body.id}`);

    const stored = (await Notice.findById(created.body.id).lean())!.body;
    expectClean(stored);
    expect(stored).toContain('<strong>일정</strong>');
    expect(stored).not.toContain('src="x"'); // an image from outside the library is dropped

    const res = await request(app).get(created.body.url);
    expect(res.status).toBe(200);
    const body = html(res.text).querySelector('.notice-body')!;
    expectClean(body.innerHTML);
    // Nowhere in the page either (the head's description is made from the body's words).
    for (const payload of ['alert(', 'steal()', 'color:red', 'width:10px', 'javascript:', 'base64']) expect(res.text).not.toContain(payload);
    expect(body.text).toContain('청약 접수 일정 안내');
    // An outside link opens in a new tab without a handle on this page.
    const outside = body.querySelector('a[href="https://www.applyhome.co.kr/"]')!;
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps what the editor writes as it is (an edit loses nothing), and drops what it cannot show (iframes, tables)', async () => {
    const editor =
      '<h2>청약 일정</h2><p><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소선</s> <a href="/SalesInfo/schedule">일정 보기</a></p>' +
      `<ul><li><p>특별공급</p></li></ul><ol start="2"><li><p>1순위</p></li></ol><blockquote><p>인용</p></blockquote><hr /><p>줄<br />바꿈</p><img src="/media/${IMAGE_ID}-1920.jpg" alt="견본주택" data-media-id="${IMAGE_ID}" />`;
    const created = await post({ title: '편집기 서식', body: editor });
    const stored = (await Notice.findById(created.body.id).lean())!.body;
    expect(stored).toBe(editor);
    const other = await post({ title: '영상', body: '<p>영상</p><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe><table><tr><td>표</td></tr></table>' });
    const kept = (await Notice.findById(other.body.id).lean())!.body;
    expect(kept).not.toMatch(/<iframe|<table|<td/);
    expect(kept).toContain('표');
  });

  it('a body image keeps only an address of the shape the library makes: /media/%2E%2E/… and other paths of the site are dropped', async () => {
    const KEY = 'c'.repeat(24);
    const escapes = [
      '/media/%2E%2E/api/admin/session',
      '/media/%2e%2e/%2e%2e/admin/content/media',
      '/media/../SalesInfo/notice',
      `/media/${KEY}-960.jpg/..%2F..%2Fapi%2Fv`,
      `/media/${KEY}/../../api/admin/media`,
      `/media/${KEY}-960.jpg?next=/admin`,
      '/media/x.jpg',
    ];
    const body = `<p>안내</p><img src="/media/${KEY}-960.jpg" alt="견본주택 야경">${escapes.map((src) => `<img src="${src}" alt="다른 주소">`).join('')}<img data-media-id="${IMAGE_ID}" src="/media/%2E%2E/api/admin/session" alt="견본주택 전경">`;
    const created = await post({ title: '견본주택 사진', body });
    expect(created.status).toBe(201);
    const stored = (await Notice.findById(created.body.id).lean())!.body;
    // The library's own address is kept; the library id keeps its image, without the address it came with.
    expect(stored).toContain(`<img src="/media/${KEY}-960.jpg" alt="견본주택 야경" />`);
    expect(stored).toContain(`<img data-media-id="${IMAGE_ID}" alt="견본주택 전경" />`);
    expect(stored).not.toContain('다른 주소');
    for (const src of escapes) expect(stored).not.toContain(src);

    // A row written around the desk's save is drawn through the same list: a reader's browser is sent to none of them.
    await Notice.updateOne({ _id: created.body.id }, { $set: { body } });
    const page = html((await request(app).get(created.body.url)).text);
    const srcs = page.querySelectorAll('.notice-body img').map((img) => img.getAttribute('src'));
    expect(srcs).toEqual([`/media/${KEY}-960.jpg`, (library.get(IMAGE_ID) as Extract<MediaItem, { kind: 'image' }>).src]);
  });

  it('renders a body sanitised again: a dirty row written to the database directly reaches the page clean', async () => {
    const { insertedId } = await Notice.collection.insertOne({
      title: '직접 입력된 공지',
      body: DIRTY,
      pinned: false,
      publishAt: new Date('2026-11-24T00:00:00Z'),
      attachments: [],
      createdAt: new Date('2026-11-24T00:00:00Z'),
      updatedAt: new Date('2026-11-24T00:00:00Z'),
      createdBy: MANAGER,
      updatedBy: MANAGER,
      revisions: 0,
    });
    const res = await request(app).get(`/SalesInfo/notice/${String(insertedId)}`);
    expect(res.status).toBe(200);
    const body = html(res.text).querySelector('.notice-body')!;
    expectClean(body.innerHTML);
    expect(body.text).toContain('청약 접수');
  });

  it('a library image renders as a picture with AVIF/WebP/JPEG srcset, its size and alt text; the PDF attachment is a link with its title', async () => {
    const created = await post({ title: '견본주택 개관', body: `<p>안내</p><img data-media-id="${IMAGE_ID}" alt="견본주택 전경">`, attachments: [PDF_ID] });
    const page = html((await request(app).get(created.body.url)).text);
    const picture = page.querySelector('.notice-body picture')!;
    expect(picture.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toBe(library.get(IMAGE_ID)!.kind === 'image' ? (library.get(IMAGE_ID) as { srcset: { avif: string } }).srcset.avif : '');
    expect(picture.querySelector('source[type="image/webp"]')).not.toBeNull();
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('390w');
    expect(img.getAttribute('width')).toBe('1920');
    expect(img.getAttribute('height')).toBe('1080');
    expect(img.getAttribute('alt')).toBe('견본주택 전경');
    const file = page.querySelector(`.notice-attachments a[href="/media/${PDF_ID}/notice.pdf"]`)!;
    expect(file.text).toContain('입주자모집공고 정정공고문');
    // The library is told where its files are used (a file in use is not deleted).
    const uses = await mediaUses([PDF_ID, IMAGE_ID]);
    expect(uses.map((u) => u.mediaId).sort()).toEqual([PDF_ID, IMAGE_ID]);
    expect(uses[0]!.label).toContain('견본주택 개관');
  });
});

describe('scheduled publishing (KST, injected clock)', () => {
  it('before its time a visitor gets 404 and the board, sitemap and feed leave it out; from its time it is everywhere', async () => {
    const created = await post({ title: '당첨자 발표 안내', body: '<p>발표일 안내</p>', publishAt: '2026-11-26T09:00' }); // KST, no offset
    expect(created.status).toBe(201);
    const row = (await Notice.findById(created.body.id).lean())!;
    expect(row.publishAt!.toISOString()).toBe('2026-11-26T00:00:00.000Z');

    expect((await request(app).get(created.body.url)).status).toBe(404);
    expect((await request(app).get('/SalesInfo/notice')).text).not.toContain('당첨자 발표 안내');
    expect((await request(app).get('/sitemap.xml')).text).not.toContain(created.body.id);
    expect((await request(app).get('/SalesInfo/notice/rss.xml')).text).not.toContain('당첨자 발표 안내');
    // The desk lists it as scheduled.
    const deskList = await desk.agent.get('/api/admin/notices');
    expect(deskList.body.items.find((n: { id: string }) => n.id === created.body.id).state).toBe('scheduled');

    clock.set('2026-11-26T08:59:00+09:00');
    expect((await request(app).get(created.body.url)).status).toBe(404);
    clock.set('2026-11-26T09:00:00+09:00');
    expect((await request(app).get(created.body.url)).status).toBe(200);
    expect((await request(app).get('/SalesInfo/notice')).text).toContain('당첨자 발표 안내');
    clock.advance(5 * 60_000); // the sitemap and the feed are rebuilt at most every five minutes
    expect((await request(app).get('/sitemap.xml')).text).toContain(`${ORIGIN}/SalesInfo/notice/${created.body.id}</loc>`);
    const feed = await new Parser().parseString((await request(app).get('/SalesInfo/notice/rss.xml')).text);
    expect(feed.items.map((i) => i.title)).toEqual(['당첨자 발표 안내']);
  });

  it('IndexNow: a published notice is pinged within the minute; a scheduled one at its time, not before', async () => {
    const now = await post({ title: '견본주택 그랜드 오픈', body: '<p>오픈</p>' });
    const later = await post({ title: '계약 안내', body: '<p>계약</p>', publishAt: '2026-11-27T10:00:00+09:00' });
    const pings = await OutboxMessage.find({ kind: 'indexnow' }).sort({ nextAttemptAt: 1 }).lean();
    expect(pings).toHaveLength(2);
    const [first, second] = pings as unknown as { payload: { urlList: string[] }; nextAttemptAt: Date }[];
    expect(first!.payload.urlList).toEqual([`${ORIGIN}/SalesInfo/notice/${now.body.id}`, `${ORIGIN}/SalesInfo/notice`]);
    expect(first!.nextAttemptAt.getTime()).toBeLessThanOrEqual(clock.now().getTime() + 60_000);
    expect(second!.payload.urlList).toContain(`${ORIGIN}/SalesInfo/notice/${later.body.id}`);
    expect(second!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(new Date('2026-11-27T10:00:00+09:00').getTime());
    // Deleting a published notice tells the engines its page is gone.
    await desk.agent.delete(`/api/admin/notices/${now.body.id}`).set('X-CSRF-Token', desk.csrfToken).expect(204);
    const merged = await OutboxMessage.findById((first as unknown as { _id: unknown })._id).lean();
    expect((merged as unknown as { payload: { urlList: string[] } }).payload.urlList).toContain(`${ORIGIN}/SalesInfo/notice/${now.body.id}`);
  });
});

describe('revisions', () => {
  it('every edit keeps the previous version with who and when; the desk restores one, itself kept as an edit', async () => {
    const created = await post({ title: '모집공고', body: '<p>원래 내용</p>' });
    clock.advance(60_000);
    expect((await patch(created.body.id, { title: '모집공고 (정정)', body: '<p>정정 내용</p>' })).status).toBe(200);
    clock.advance(60_000);
    expect((await patch(created.body.id, { pinned: true })).status).toBe(200);

    const revs = (await desk.agent.get(`/api/admin/notices/${created.body.id}/revisions`)).body.items as { rev: number; by: string; at: string; title: string; body: string; pinned: boolean }[];
    expect(revs.map((r) => r.rev)).toEqual([2, 1]);
    expect(revs[1]).toMatchObject({ title: '모집공고', body: '<p>원래 내용</p>', by: MANAGER, at: '2026-11-25T01:01:00.000Z' });
    expect(revs[0]).toMatchObject({ title: '모집공고 (정정)', pinned: false, by: MANAGER });

    const restored = await desk.agent.post(`/api/admin/notices/${created.body.id}/revisions/1/restore`).set('X-CSRF-Token', desk.csrfToken).send({});
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: '모집공고', body: '<p>원래 내용</p>', pinned: false });
    const after = (await desk.agent.get(`/api/admin/notices/${created.body.id}/revisions`)).body.items as { rev: number; title: string; pinned: boolean }[];
    expect(after[0]).toMatchObject({ rev: 3, title: '모집공고 (정정)', pinned: true });
    expect(html((await request(app).get(created.body.url)).text).querySelector('.notice-body')!.text).toContain('원래 내용');

    expect((await desk.agent.post(`/api/admin/notices/${created.body.id}/revisions/9/restore`).set('X-CSRF-Token', desk.csrfToken).send({})).body.error).toBe(
      '해당 수정 이력을 찾을 수 없습니다.',
    );
    // Every write is in the access record.
    const writes = await AccessEntry.find({ email: MANAGER, action: 'update' }).lean();
    expect(writes.map((w) => w.subject)).toEqual(expect.arrayContaining([`POST /api/admin/notices`, `PATCH /api/admin/notices/${created.body.id}`]));
  });
});

describe('the board', () => {
  it('pinned notices first, then newest first, 10 a page with a pager', async () => {
    for (let i = 1; i <= 12; i++) {
      await Notice.create({ title: `일반 공지 ${i}`, body: '<p>내용</p>', pinned: false, publishAt: new Date(Date.UTC(2026, 10, i)), createdAt: new Date(), updatedAt: new Date(), createdBy: MANAGER, updatedBy: MANAGER });
    }
    await Notice.create({ title: '고정 공지 (오래됨)', body: '<p>내용</p>', pinned: true, publishAt: new Date(Date.UTC(2026, 9, 1)), createdAt: new Date(), updatedAt: new Date(), createdBy: MANAGER, updatedBy: MANAGER });
    const first = html((await request(app).get('/SalesInfo/notice')).text);
    const titles = first.querySelectorAll('.notice-table tbody .board-title a').map((a) => a.text);
    expect(titles).toHaveLength(10);
    expect(titles.slice(0, 3)).toEqual(['고정 공지 (오래됨)', '일반 공지 12', '일반 공지 11']);
    expect(first.querySelector('.notice-pager [aria-current="page"]')!.text).toBe('1');
    expect(first.querySelector('.notice-pager a[rel="next"]')!.getAttribute('href')).toBe('/SalesInfo/notice?page=2');

    const second = html((await request(app).get('/SalesInfo/notice?page=2')).text);
    expect(second.querySelectorAll('.notice-table tbody .board-title a').map((a) => a.text)).toEqual(['일반 공지 3', '일반 공지 2', '일반 공지 1']);
  });

  it('is in the 분양안내 menu, and names its own feed in the head', async () => {
    const page = html((await request(app).get('/SalesInfo/notice')).text);
    expect(page.querySelectorAll('a[href="/SalesInfo/notice"]').length).toBeGreaterThan(0);
    expect(page.querySelector('link[rel="alternate"][type="application/rss+xml"]')!.getAttribute('href')).toBe(`${ORIGIN}/SalesInfo/notice/rss.xml`);
    expect((await request(app).get('/sitemap.xml')).text).toContain(`${ORIGIN}/SalesInfo/notice</loc>`);
  });

  it('a draft is on the desk list only', async () => {
    const draft = await post({ title: '임시 공지', body: '<p>작성 중</p>', publishAt: null });
    expect((await request(app).get(draft.body.url)).status).toBe(404);
    const list = await desk.agent.get('/api/admin/notices?state=draft');
    expect(list.body.items.map((n: { title: string }) => n.title)).toEqual(['임시 공지']);
  });
});

describe('who may write', () => {
  it('a counselor is refused (403), and the desk checks CSRF and the origin', async () => {
    const counselor = await signedInAs(app, COUNSELOR, ADMIN_PASSWORD);
    const refused = await counselor.agent.post('/api/admin/notices').set('X-CSRF-Token', counselor.csrfToken).send({ title: '공지', body: '<p>x</p>' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/권한/);
    expect((await counselor.agent.get('/api/admin/notices')).status).toBe(403);
    expect((await counselor.agent.get('/admin/content/notices')).status).toBe(403);

    const noToken = await desk.agent.post('/api/admin/notices').send({ title: '공지', body: '<p>x</p>' });
    expect(noToken.status).toBe(403);
    const crossSite = await desk.agent.post('/api/admin/notices').set('X-CSRF-Token', desk.csrfToken).set('Origin', 'https://evil.example.com').send({ title: '공지', body: '<p>x</p>' });
    expect(crossSite.status).toBe(403);
    expect(await Notice.countDocuments()).toBe(0);
  });

  it('refuses a notice without a title with a Korean reason', async () => {
    const res = await post({ title: ' ', body: '<p>x</p>' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('제목을 입력해 주세요.');
  });
});
