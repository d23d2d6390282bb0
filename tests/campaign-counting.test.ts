/**
 * First-party counting (POST /api/v): a beacon is a page view of a person, never of a bot; a visitor
 * is a keyed hash under the KST day's salt, so one phone is one visitor a day and a new one the next
 * day, when the earlier salt is gone; no cookie is set and nothing personal is stored.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import mongoose from 'mongoose';
import { clearDb, testApp, testDb } from './helpers/app';
import { createLogger } from '../server/logger';
import { Counting } from '../server/campaigns/counting';
import { VisitCounter, VisitHash, VisitSalt, VisitDay } from '../server/campaigns/model';
import { visitorsByDay, visitorsNow } from '../server/campaigns/visitors';
import { BeaconLimit } from '../server/campaigns/beacon';

let clock = new Date('2026-11-20T03:00:00Z'); // 12:00 KST
const now = () => clock;
const counting = new Counting({ now, site: 'www.haeon-lakecity.co.kr', log: createLogger('silent') });
const { app } = testApp({ TRUST_PROXY: '1', BEACON_RATE_LIMIT: '5' }, { now, counting });

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const YETI_UA = 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)';

let address = 10;
const beacon = (body: object, ua = PHONE_UA, ip = `203.0.113.${address}`) =>
  request(app).post('/api/v').set('User-Agent', ua).set('X-Forwarded-For', ip).set('Content-Type', 'text/plain;charset=UTF-8').send(JSON.stringify(body));

const views = async () => (await VisitCounter.find().lean()).reduce((n, c) => n + c.views, 0);
const visitorsOn = async (day: string) => (await visitorsByDay([day])).get(day)?.get('*|*') ?? 0;

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  clock = new Date('2026-11-20T03:00:00Z');
  address++;
});

describe('POST /api/v', () => {
  it('answers 204 with no cookie, and counts the view once flushed', async () => {
    const res = await beacon({ p: '/', e: 1, q: { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'launch' } });
    expect(res.status).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await views()).toBe(0); // nothing written in the request
    await counting.flush();
    const [c] = await VisitCounter.find().lean();
    expect(c).toMatchObject({ day: '2026-11-20', hour: '2026-11-20T12', path: '/', channel: 'naver-ads', campaign: 'launch', source: 'naver', medium: 'cpc', device: 'phone', views: 1, entries: 1 });
  });

  it("a bot's user agent, a missing one, a desk page or a malformed body counts nothing", async () => {
    for (const ua of [BOT_UA, YETI_UA, '']) expect((await beacon({ p: '/' }, ua)).status).toBe(204);
    await beacon({ p: '/admin/leads' });
    await request(app).post('/api/v').set('User-Agent', PHONE_UA).set('Content-Type', 'text/plain').send('not json');
    await counting.flush();
    expect(await views()).toBe(0);
    expect(await VisitHash.countDocuments()).toBe(0);
  });

  it('two page views from one phone on one day are one visitor; another phone is another', async () => {
    await beacon({ p: '/', e: 1 });
    clock = new Date('2026-11-20T09:00:00Z'); // 18:00 KST
    await beacon({ p: '/FloorPlan/84A' });
    await beacon({ p: '/' }, DESKTOP_UA, '198.51.100.4');
    await counting.flush();
    expect(await views()).toBe(3);
    expect(await visitorsOn('2026-11-20')).toBe(2);
  });

  it('the same phone the next KST day is a new visitor, and the earlier salt is gone from the database', async () => {
    clock = new Date('2026-11-24T03:00:00Z'); // a day no other test counted (the instance keeps its salts in memory)
    await beacon({ p: '/' });
    await counting.flush();
    const before = await VisitHash.findOne({ day: '2026-11-24' }).lean();
    expect(await VisitSalt.exists({ _id: '2026-11-24' })).toBeTruthy();

    clock = new Date('2026-11-24T15:00:00Z'); // 00:00 KST, 25 November
    await beacon({ p: '/' });
    await counting.flush();
    const after = await VisitHash.findOne({ day: '2026-11-25' }).lean();
    expect(after!.h).not.toBe(before!.h);
    expect(await visitorsOn('2026-11-25')).toBe(1);
    expect((await VisitSalt.find().lean()).map((s) => s._id)).toEqual(['2026-11-25']);
    // The finished day keeps its count after its hashes expire (48 h later).
    await VisitHash.deleteMany({ day: '2026-11-24' });
    expect(await visitorsOn('2026-11-24')).toBe(1);
    expect(await VisitDay.exists({ _id: '2026-11-24|*|*' })).toBeTruthy();
  });

  it('the counting collections hold no address, no user agent and no phone', async () => {
    await beacon({ p: '/', e: 1, q: { utm_source: 'sms', utm_medium: 'sms', utm_campaign: 'reminder' }, r: 'https://m.search.naver.com' }, PHONE_UA, '203.0.113.77');
    await counting.flush();
    const names = ['visit_counters', 'visit_hashes', 'visit_salts', 'visit_days'];
    const dump = JSON.stringify(await Promise.all(names.map((n) => mongoose.connection.collection(n).find().toArray())));
    expect(dump).toContain('reminder');
    for (const secret of ['203.0.113.77', 'iPhone', 'Safari', '010-']) expect(dump).not.toContain(secret);
  });

  it('a private link (reservation, opt-out, reminder) is kept as its route pattern: its token is stored nowhere', async () => {
    const tokens = ['Rz8kQ2mV7xLp4nWc9aTf3b', 'Ok5sJ1uHq8ZeY2dG6rNc0v', 'Tm3wE7pXa9KcB4yLq2uFj6'];
    await beacon({ p: `/reservation/${tokens[0]}`, e: 1, q: { utm_source: 'sms', utm_medium: 'sms', utm_campaign: 'visit-booked' } });
    await beacon({ p: `/o/${tokens[1]}` });
    await beacon({ p: `/r/${tokens[2]}` });
    // A token too short for the route table is no page at all.
    await beacon({ p: '/reservation/abc123' });
    await counting.flush();
    expect((await VisitCounter.find().lean()).map((c) => c.path).sort()).toEqual(['/o/:token', '/r/:token', '/reservation/:token']);
    const names = ['visit_counters', 'visit_hashes', 'visit_salts', 'visit_days'];
    const dump = JSON.stringify(await Promise.all(names.map((n) => mongoose.connection.collection(n).find().toArray())));
    for (const secret of [...tokens, 'abc123']) expect(dump).not.toContain(secret);
  });

  it('a path that is no page of the site (junk, a probe, a desk page) is not stored', async () => {
    const probes = ['/wp-login.php', '/no/such/page', '/FloorPlan/nope', '/admin/campaigns', '/admin/setup', '/%00<script>'];
    for (const [i, p] of probes.entries()) await beacon({ p }, PHONE_UA, `198.51.100.${20 + i}`);
    await beacon({ p: '/brand/intro' }); // an alias: counted under the page's own path
    await counting.flush();
    expect((await VisitCounter.find().lean()).map((c) => c.path)).toEqual(['/Brand/intro']);
    expect(await VisitHash.countDocuments({ day: '2026-11-20' })).toBe(1);
  });

  it("keeps no visitor hash longer than 48 hours and a day's salt no longer than its day, by TTL indexes", async () => {
    clock = new Date('2026-11-27T15:00:05Z'); // 00:00:05 KST, 28 November: the longest-kept view of its day
    await beacon({ p: '/' });
    await counting.flush();
    const hash = await VisitHash.findOne({ day: '2026-11-28' }).lean();
    expect(hash!.expiresAt.toISOString()).toBe('2026-11-29T15:00:00.000Z'); // the end of the next KST day
    expect(hash!.expiresAt.getTime() - clock.getTime()).toBeLessThanOrEqual(48 * 3_600_000);
    const salt = await VisitSalt.findById('2026-11-28').lean();
    expect(salt!.expiresAt.toISOString()).toBe('2026-11-28T15:00:00.000Z'); // the end of its own KST day
    for (const model of [VisitHash, VisitSalt]) {
      const ttl = (await model.collection.indexes()).find((i) => i.key.expiresAt === 1);
      expect(ttl?.expireAfterSeconds, model.collection.collectionName).toBe(0);
    }
  });

  it('200 page views from 200 addresses are written in one flush with at most 2 database writes', async () => {
    await beacon({ p: '/' }, PHONE_UA, '198.51.100.200'); // the day's salt made, the finished days rolled up
    await counting.flush();
    const writes: string[] = [];
    const WRITE = new Set(['insert', 'update', 'delete', 'findAndModify']);
    const watch = (e: { commandName: string; command: Record<string, unknown> }) => {
      if (WRITE.has(e.commandName)) writes.push(`${e.commandName} ${String(e.command[e.commandName])}`);
    };
    const client = mongoose.connection.getClient();
    client.on('commandStarted', watch);
    try {
      const pages = ['/', '/Brand/intro', '/FloorPlan/84A', '/SalesInfo/announcement'];
      for (let i = 0; i < 200; i++) await beacon({ p: pages[i % pages.length], e: 1 }, PHONE_UA, `10.${Math.floor(i / 250)}.${i % 250}.7`);
      expect(writes).toEqual([]); // nothing written in the requests
      await counting.flush();
    } finally {
      client.off('commandStarted', watch);
    }
    expect(writes.length, writes.join(', ')).toBeLessThanOrEqual(2);
    expect(await views()).toBe(201);
    expect(await visitorsOn('2026-11-20')).toBe(201);
  });

  it('visitors of the last 5 minutes are those seen in them', async () => {
    await beacon({ p: '/' });
    clock = new Date('2026-11-20T03:03:00Z');
    await beacon({ p: '/' }, DESKTOP_UA, '198.51.100.9');
    await counting.flush();
    expect(await visitorsNow(clock)).toBe(2);
    expect(await visitorsNow(new Date('2026-11-20T03:07:30Z'))).toBe(1);
  });

  it('past the per-address limit answers 429 without counting, and other addresses are not held back', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await beacon({ p: '/' }, PHONE_UA, '192.0.2.1')).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect((await beacon({ p: '/' }, PHONE_UA, '192.0.2.2')).status).toBe(204);
    await counting.flush();
    expect(await views()).toBe(6);
  });

  it('a page answers while the limit refuses its address (the limit is the beacon’s alone)', async () => {
    for (let i = 0; i < 6; i++) await beacon({ p: '/' }, PHONE_UA, '192.0.2.3');
    const page = await request(app).get('/Brand/intro').set('X-Forwarded-For', '192.0.2.3');
    expect(page.status).toBe(200);
  });
});

describe('the per-address limit', () => {
  it('opens a new window every minute', () => {
    let t = 0;
    const limit = new BeaconLimit(2, () => t);
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([true, true, false]);
    t = 60_000;
    expect(limit.take('a')).toBe(true);
  });
});
