/**
 * IndexNow pings as a search engine receives them: a fake endpoint on loopback checks each POST
 * as Naver's and the shared endpoint do (JSON body, the key, URLs on the site's host).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient, signedIn } from './helpers/admin';
import { testClock, testOutbox } from './helpers/consent';
import { freePort } from './helpers/ports';
import { ConfigError, DEFAULT_INDEXNOW_ENDPOINTS, loadConfig } from '../server/config.server';
import { outboxFor } from '../server/app';
import { createLogger } from '../server/logger';
import { OutboxMessage } from '../server/outbox/model';
import { INDEXNOW_BATCH_MS } from '../server/indexnow/ping';
import { siteConfig } from '../shared/site.config';

const KEY = 'a3f9c2e7-5b1d-4e8a-9c6f-0d2b4e6a8c1e';
const SITE = 'haeon-lakecity';

/** An IndexNow endpoint: records each ping, answers the next queued status (200 when none). */
class FakeIndexNow {
  pings: { contentType: string | undefined; body: { host: string; key: string; keyLocation: string; urlList: string[] } }[] = [];
  answers: number[] = [];
  private server: Server = createServer((req, res) => void this.handle(req).then((status) => res.writeHead(status).end()));
  port = 0;
  get url() {
    return `http://127.0.0.1:${this.port}/indexnow`;
  }
  async start() {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  private async handle(req: IncomingMessage): Promise<number> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    if (req.method !== 'POST' || req.url !== '/indexnow') return 404;
    const body = JSON.parse(raw) as FakeIndexNow['pings'][number]['body'];
    this.pings.push({ contentType: req.headers['content-type'], body });
    // What the real endpoints check: the key file's address on the host, every URL on the host.
    if (body.keyLocation !== `https://${body.host}/${body.key}.txt`) return 403;
    if (!body.urlList.every((u) => new URL(u).host === body.host)) return 422;
    return this.answers.shift() ?? 200;
  }
}

const endpoint = new FakeIndexNow();
const clock = testClock('2026-11-25T10:00:00+09:00');
let harness: ReturnType<typeof build>;

function build() {
  const env = { INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINTS: endpoint.url, LEAD_RETRY_BASE_MS: '30000' };
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const outbox = outboxFor(config, createLogger('silent'), clock.now);
  return { ...testApp(env, { outbox, now: clock.now }), outbox };
}

beforeAll(async () => {
  await testDb();
  await endpoint.start();
  harness = build();
});
beforeEach(async () => {
  await clearDb();
  await createAdmin();
  endpoint.pings = [];
  endpoint.answers = [];
  clock.set('2026-11-25T10:00:00+09:00');
});
afterAll(async () => {
  await harness.outbox.stop();
  await endpoint.stop();
});

const pings = () => OutboxMessage.find({ kind: 'indexnow' }).lean();
/** Moves the clock past the batch's minute and sends what is due. */
async function afterAMinute() {
  clock.advance(INDEXNOW_BATCH_MS + 1000);
  await harness.outbox.drain();
}

/** The endpoint will answer `status`; an article is published and its ping sent a minute later. Returns the desk. */
async function articlePingedAnswering(status: number) {
  endpoint.answers = [status];
  const desk = await deskClient(harness.app);
  await desk.post('/api/press', { site: SITE, title: '기사', summary: '요약' });
  await afterAMinute();
  return desk;
}

describe('settings', () => {
  it('off without INDEXNOW_KEY; the default endpoints are Naver\'s and the shared one', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).indexNow).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', INDEXNOW_KEY: KEY }).indexNow).toEqual({ key: KEY, endpoints: [...DEFAULT_INDEXNOW_ENDPOINTS] });
    expect(DEFAULT_INDEXNOW_ENDPOINTS).toEqual(['https://searchadvisor.naver.com/indexnow', 'https://api.indexnow.org/indexnow']);
  });

  it('a key that is not 8-128 letters, digits and hyphens stops the start, naming the setting', () => {
    for (const bad of ['short12', 'a'.repeat(129), 'has_underscore1', 'has space 1234', '한글키값입니다요']) {
      expect(() => loadConfig({ NODE_ENV: 'test', INDEXNOW_KEY: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', INDEXNOW_KEY: bad })).toThrow(/INDEXNOW_KEY: must be 8-128 characters of letters/);
    }
    for (const good of ['abcd1234', 'A'.repeat(128), KEY]) expect(loadConfig({ NODE_ENV: 'test', INDEXNOW_KEY: good }).indexNow?.key).toBe(good);
    expect(() => loadConfig({ NODE_ENV: 'test', INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINTS: 'not a url' })).toThrow(/INDEXNOW_ENDPOINTS/);
  });
});

describe('the key file', () => {
  it('/{key}.txt answers the key as text; any other .txt name is a 404; robots.txt still answers', async () => {
    const res = await request(harness.app).get(`/${KEY}.txt`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toBe(KEY);
    for (const other of ['/0123456789abcdef.txt', `/${KEY.toUpperCase()}.txt`, `/${KEY}x.txt`, '/indexnow.txt']) {
      expect((await request(harness.app).get(other)).status, other).toBe(404);
    }
    const robots = await request(harness.app).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Sitemap:');
  });

  it('without INDEXNOW_KEY there is no key file', async () => {
    const { app } = testApp();
    expect((await request(app).get(`/${KEY}.txt`)).status).toBe(404);
  });
});

describe('pings', () => {
  it('publishing an article sends one POST with host, key, keyLocation and the absolute URLs, a minute later', async () => {
    const desk = await deskClient(harness.app);
    const { body } = await desk.post('/api/press', { site: SITE, title: '1순위 청약 접수 안내', summary: '요약' });
    expect(await pings()).toHaveLength(1);
    await harness.outbox.drain();
    expect(endpoint.pings).toEqual([]); // not yet: more changes may join it

    await afterAMinute();
    expect(endpoint.pings).toHaveLength(1);
    const ping = endpoint.pings[0]!;
    expect(ping.contentType).toBe('application/json; charset=utf-8');
    expect(ping.body).toEqual({
      host: new URL(siteConfig.siteUrl).host,
      key: KEY,
      keyLocation: `${siteConfig.siteUrl}/${KEY}.txt`,
      urlList: [`${siteConfig.siteUrl}/${SITE}/press/${body.id}`, `${siteConfig.siteUrl}/${SITE}/press`],
    });
    expect((await pings())[0]).toMatchObject({ state: 'sent', attempts: 1 });
    await afterAMinute();
    expect(endpoint.pings).toHaveLength(1);
  });

  it('changes within a minute go out as one ping; a later change makes a new one', async () => {
    const desk = await deskClient(harness.app);
    const a = (await desk.post('/api/press', { site: SITE, title: '기사 A', summary: '요약' })).body.id as string;
    clock.advance(20_000);
    await desk.patch(`/api/press/${a}`, { title: '기사 A (수정)' });
    clock.advance(20_000);
    const b = (await desk.post('/api/press', { site: SITE, title: '기사 B', summary: '요약' })).body.id as string;
    clock.advance(10_000);
    await desk.del(`/api/press/${a}`);
    expect(await pings()).toHaveLength(1);

    clock.advance(11_000); // a minute after the first change
    await harness.outbox.drain();
    expect(endpoint.pings).toHaveLength(1);
    expect(endpoint.pings[0]!.body.urlList.sort()).toEqual(
      [`/${SITE}/press/${a}`, `/${SITE}/press`, `/${SITE}/press/${b}`].map((p) => siteConfig.siteUrl + p).sort(),
    );

    await desk.patch(`/api/press/${b}`, { summary: '새 요약' });
    await afterAMinute();
    expect(endpoint.pings).toHaveLength(2);
    expect(endpoint.pings[1]!.body.urlList).toEqual([`${siteConfig.siteUrl}/${SITE}/press/${b}`, `${siteConfig.siteUrl}/${SITE}/press`]);
  });

  it('changing the 청약 schedule pings the page that shows it', async () => {
    const { agent, csrfToken } = await signedIn(harness.app);
    const items = siteConfig.schedule.map((s) => (s.key === 'announcement' ? { ...s, start: '2026-12-02' } : { ...s }));
    const res = await agent.put('/api/admin/schedule').set('X-CSRF-Token', csrfToken).send({ items });
    expect(res.status).toBe(200);
    await afterAMinute();
    expect(endpoint.pings.map((p) => p.body.urlList)).toEqual([[`${siteConfig.siteUrl}/SalesInfo/schedule`]]);
    // Saving it unchanged changes no page: no ping.
    await agent.put('/api/admin/schedule').set('X-CSRF-Token', csrfToken).send({ items });
    await afterAMinute();
    expect(endpoint.pings).toHaveLength(1);
  });

  it('a 503 is retried with backoff and then sent', async () => {
    await articlePingedAnswering(503);
    expect(endpoint.pings).toHaveLength(1);
    const waiting = (await pings())[0]!;
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(waiting.lastError).toContain('503');
    expect(waiting.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);

    await harness.outbox.drain();
    expect(endpoint.pings).toHaveLength(1); // not before its time
    clock.advance(30_000);
    await harness.outbox.drain();
    expect(endpoint.pings).toHaveLength(2);
    expect(endpoint.pings[1]!.body).toEqual(endpoint.pings[0]!.body);
    expect((await pings())[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('a 429 is retried too', async () => {
    await articlePingedAnswering(429);
    expect((await pings())[0]).toMatchObject({ state: 'pending', attempts: 1 });
    clock.advance(30_000);
    await harness.outbox.drain();
    expect((await pings())[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('a 422 (URL not on this host) is not retried and shows in the sending log with its reason in Korean', async () => {
    const desk = await articlePingedAnswering(422);
    clock.advance(86_400_000);
    await harness.outbox.drain();
    expect(endpoint.pings).toHaveLength(1);
    expect((await pings())[0]).toMatchObject({ state: 'failed', attempts: 1 });

    const log = await desk.get('/api/admin/messages?kind=indexnow');
    expect(log.status).toBe(200);
    expect(log.body.items).toHaveLength(1);
    expect(log.body.items[0]).toMatchObject({ kind: 'indexnow', label: '검색엔진 색인 요청(IndexNow)', state: 'failed', recipient: new URL(endpoint.url).host });
    expect(log.body.items[0].lastError).toMatch(/422/);
    expect(log.body.items[0].lastError).toMatch(/이 사이트의 주소가 아니거나/);
  });

  it('a 403 (key not valid) is not retried either, and says to check the key', async () => {
    await articlePingedAnswering(403);
    clock.advance(86_400_000);
    await harness.outbox.drain();
    expect(endpoint.pings).toHaveLength(1);
    const failed = (await pings())[0]!;
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toMatch(/키가 올바르지 않습니다 \(403\)/);
  });

  it('one batch per endpoint: each is sent and retried on its own (by any outbox, not only the configured one)', async () => {
    const second = new FakeIndexNow();
    await second.start();
    second.answers = [500];
    endpoint.answers = [422];
    const env = { INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINTS: `${endpoint.url},${second.url}` };
    const outbox = testOutbox(clock.now);
    const { app } = testApp(env, { outbox, now: clock.now });
    const desk = await deskClient(app);
    await desk.post('/api/press', { site: SITE, title: '기사', summary: '요약' });
    clock.advance(INDEXNOW_BATCH_MS + 1000);
    await outbox.drain();
    expect(endpoint.pings).toHaveLength(1);
    expect(second.pings).toHaveLength(1);
    const states = (await pings()).map((p) => [p.url, p.state]);
    expect(states).toEqual(expect.arrayContaining([[endpoint.url, 'failed'], [second.url, 'pending']]));
    await outbox.stop();
    await second.stop();
  });

  it('without INDEXNOW_KEY an article queues no ping', async () => {
    const { app } = testApp();
    const desk = await deskClient(app);
    expect((await desk.post('/api/press', { site: SITE, title: '기사', summary: '요약' })).status).toBe(201);
    expect(await pings()).toEqual([]);
  });
});
