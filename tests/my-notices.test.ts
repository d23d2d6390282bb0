/**
 * Notices for contract holders only: published from the notices desk with the audience 'holders',
 * listed on /my, and never on the public board, its page, the feed, the sitemap or an IndexNow ping.
 */
import { describe, expect, it } from 'vitest';
import { prepareTest } from './helpers/prepared-test';
import request from 'supertest';
import { createAdmin, deskClient } from './helpers/admin';
import { buyerAgent, makeContract } from './helpers/my';
import { OutboxMessage } from '../server/outbox/model';

const env = { INDEXNOW_KEY: 'a3f9c2e7-5b1d-4e8a-9c6f-0d2b4e6a8c1e', INDEXNOW_ENDPOINTS: 'http://127.0.0.1:9/indexnow' };
const { clock, app } = prepareTest({ at: '2027-03-03T10:00:00+09:00', outbox: 'site', env: env, owner: false });

describe('a contract holders’ notice', () => {
  it('is on /my and nowhere public: not the board, its page (404), the feed, the sitemap or a ping', async () => {
    await createAdmin();
    const desk = await deskClient(app);
    const open = await desk.post('/api/admin/notices', { title: '견본주택 운영 안내', body: '<p>모두에게</p>' });
    const closed = await desk.post('/api/admin/notices', { title: '중도금 대출 자서 일정 안내', body: '<p>계약자분들께 자서 일정을 안내해 드립니다.</p>', audience: 'holders' });
    expect(closed.status).toBe(201);
    expect((await desk.get(`/api/admin/notices/${closed.body.id}`)).body.audience).toBe('holders');

    expect((await request(app).get(closed.body.url)).status).toBe(404);
    expect((await request(app).get(open.body.url)).status).toBe(200);
    const board = (await request(app).get('/SalesInfo/notice')).text;
    expect(board).toContain('견본주택 운영 안내');
    expect(board).not.toContain('중도금 대출 자서 일정 안내');
    // The public notice's page names no 이전글/다음글 of the holders' one.
    expect((await request(app).get(open.body.url)).text).not.toContain('중도금 대출 자서');
    clock.advance(5 * 60_000);
    expect((await request(app).get('/SalesInfo/notice/rss.xml')).text).not.toContain('중도금 대출 자서');
    const sitemap = (await request(app).get('/sitemap.xml')).text;
    expect(sitemap).toContain(open.body.id);
    expect(sitemap).not.toContain(closed.body.id);
    const pinged = (await OutboxMessage.find({ kind: 'indexnow' }).lean()).flatMap((m) => (m as unknown as { payload: { urlList: string[] } }).payload.urlList);
    expect(pinged.some((u) => u.includes(closed.body.id))).toBe(false);

    await makeContract(clock.now());
    const buyer = await buyerAgent(app, clock.now());
    const mine = await buyer.get('/api/my/notices');
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((n: { title: string }) => n.title)).toEqual(['중도금 대출 자서 일정 안내']);
    expect(mine.body.items[0].body).toContain('자서 일정을 안내');
    expect((await request(app).get('/api/my/notices')).status).toBe(401);
  });
});
