/**
 * The counters cannot be multiplied from outside (decision 0035): one address at the default beacon
 * limit sends 10,000 page views, each with a new random campaign (and content and term); the counting
 * adds a fixed handful of rows whatever the values, plants no name in the reports, and the funnel
 * answers in one page of rows. Campaign names the site knows (a lead's, a cost row's, a link of its
 * own texts) keep their names. The beacons go through the beacon's own handler in-process, on an
 * injected clock (half a second apart: 120 a minute, the default limit), flushed as the site does.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import mongoose from 'mongoose';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { loadConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { Counting } from '../server/campaigns/counting';
import { beaconHandler } from '../server/campaigns/beacon';
import { VisitCounter, VisitCounterDay, VisitHash } from '../server/campaigns/model';
import { rollUpCounters } from '../server/campaigns/counters';
import { traffic } from '../server/campaigns/traffic';
import { funnel } from '../server/campaigns/funnel';
import { tagWritesSettled } from '../server/attribution/tags';
import type { FunnelRow } from '../shared/campaigns';
import { run as runCampaignTags } from '../server/db/migrations/0006-campaign-tags';
import { knownValues } from '../server/campaigns/vocabulary';
import { TEXT_LINK_KINDS } from '../shared/channels';

let clock = new Date('2026-11-20T03:00:00Z'); // 12:00 KST
const now = () => clock;
const config = loadConfig({ NODE_ENV: 'test' });
const newCounting = () => new Counting({ now, site: 'www.haeon-lakecity.co.kr', log: createLogger('silent') });
const { app } = testApp({ TRUST_PROXY: '1', LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000' }, { now, counting: newCounting() });
/** A new instance's counting per test (its day's allowance of new names starts empty). */
let counting: Counting;

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const random = () => randomBytes(6).toString('hex');

/** A handler of its own per test: the default limit (BEACON_RATE_LIMIT unset), on the test's clock. */
const handler = () => beaconHandler({ counting, perMinute: config.counting.beaconPerMinute, siteUrl: config.site.siteUrl, sites: config.site.sites, now });
const send = (beacon: ReturnType<typeof handler>, q: Record<string, string>, address = '203.0.113.66', ua = UA) => {
  if (!beacon.allow(address)) return false;
  beacon.count({ body: JSON.stringify({ p: '/', e: 1, q }), ua, address, host: 'www.haeon-lakecity.co.kr' });
  return true;
};

const campaignsStored = async () => {
  const names = ['visit_counters', 'visit_hashes', 'visit_days'];
  const docs = (await Promise.all(names.map((n) => mongoose.connection.collection(n).find({}, { projection: { campaign: 1, content: 1, term: 1 } }).toArray()))).flat();
  return new Set(docs.flatMap((d) => [d.campaign, d.content, d.term].filter((v) => typeof v === 'string' && v !== '')));
};

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  clock = new Date('2026-11-20T03:00:00Z');
  counting = newCounting();
});

describe('a flood of made-up campaign values', () => {
  it('10,000 beacons with 10,000 random campaigns add a fixed number of rows, plant no name, and the funnel answers in one page', async () => {
    const beacon = handler();
    let accepted = 0;
    for (let i = 0; i < 10_000; i++) {
      clock = new Date(clock.getTime() + 500);
      if (send(beacon, { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: `c_${random()}`, utm_content: random(), utm_term: random() })) accepted++;
      // The site flushes about once a second; here every 500 beacons (250 s of the clock).
      if (i % 500 === 499) await counting.flush();
    }
    await counting.flush();
    expect(accepted).toBe(10_000); // all under the default limit: the address sent as much as it may

    // 1 h 23 min of views on one page from one phone: two hours, each with at most the day's few new names and 기타.
    const rows = await VisitCounter.find().lean();
    expect(rows.length).toBeLessThanOrEqual(2 * 21);
    expect(rows.reduce((n, r) => n + r.views, 0)).toBe(10_000); // every view counted, most of them under 기타
    expect(rows.filter((r) => r.campaign === '기타').reduce((n, r) => n + r.views, 0)).toBeGreaterThan(9_900);
    // One visitor (one day's hash per kept name) and a minute marker per minute.
    expect(await VisitHash.countDocuments({ day: '2026-11-20' })).toBeLessThanOrEqual(21);
    const stored = await campaignsStored();
    expect(stored.size).toBeLessThanOrEqual(21); // content and term: none kept, all 기타
    expect([...stored].filter((v) => v !== '기타' && !v.startsWith('c_'))).toEqual([]);

    const byCampaign = await funnel({ from: '2026-11-20', to: '2026-11-20', touch: 'last', by: 'campaign' });
    expect(byCampaign.length).toBeLessThanOrEqual(10);
    // The names nobody's lead or cost carries are 기타 in the report: none of the made-up ones shows.
    expect(byCampaign.filter((r) => r.campaign?.startsWith('c_'))).toEqual([]);
    expect(byCampaign).toEqual([expect.objectContaining({ channelKey: 'naver-ads', campaign: '기타', visitors: 1, pageviews: 10_000 })]);
  });
});

describe('a flood of made-up pages', () => {
  it("1,000 beacons on made-up notice and press ids count under the page's route pattern: two rows", async () => {
    const beacon = handler();
    for (let i = 0; i < 1_000; i++) {
      clock = new Date(clock.getTime() + 500);
      const p = i % 2 ? `/SalesInfo/notice/${random()}` : `/haeon-lakecity/press/${random()}`;
      if (beacon.allow('203.0.113.67')) beacon.count({ body: JSON.stringify({ p, e: 1 }), ua: UA, address: '203.0.113.67', host: 'www.haeon-lakecity.co.kr' });
    }
    await counting.flush();
    const rows = await VisitCounter.find().lean();
    expect([...new Set(rows.map((r) => r.path))].sort()).toEqual(['/:site/press/:id', '/SalesInfo/notice/:id']);
    expect(rows.length).toBeLessThanOrEqual(2);
  });
});

describe('names the site knows keep their names', () => {
  it("a lead's campaign, a cost row's, a desk match and a text link's are counted under their names after the day's new names are used up", async () => {
    const beacon = handler();
    // The day's allowance of new names is used up by made-up ones first.
    for (let i = 0; i < 40; i++) send(beacon, { utm_source: 'kakao', utm_campaign: `junk_${i}` }, `198.51.100.${i}`);
    await counting.flush();

    // A lead that landed on a campaign link; a cost row typed on the desk; a report name matched to a utm_campaign.
    await createAdmin();
    const desk = await signedIn(app);
    const agent = request.agent(app);
    await agent.get('/?utm_source=naver&utm_medium=cpc&utm_campaign=spring_open&utm_content=banner_a');
    expect((await agent.post('/api/leads').send({ type: 'interest', name: '김관심', phone: '010-2222-0001', consent: true })).status).toBe(201);
    await tagWritesSettled();
    const post = (url: string, body: object) => desk.agent.post(url).set('X-CSRF-Token', desk.csrfToken).send(body);
    expect((await post('/api/admin/campaigns/costs', { day: '2026-11-20', channel: 'kakao', campaign: 'moment_fall', amount: 10000 })).status).toBe(201);
    expect((await desk.agent.put('/api/admin/campaigns/names').set('X-CSRF-Token', desk.csrfToken).send({ channel: 'meta', name: '가을 분양', utmCampaign: 'meta_fall' })).status).toBe(200);

    clock = new Date('2026-11-20T04:00:00Z');
    const known: Record<string, string>[] = [
      { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'spring_open', utm_content: 'banner_a' },
      { utm_source: 'kakao', utm_medium: 'display', utm_campaign: 'moment_fall' },
      { utm_source: 'instagram', utm_medium: 'paid_social', utm_campaign: 'meta_fall' },
      { utm_source: 'sms', utm_medium: 'sms', utm_campaign: 'schedule-reminder' },
      { utm_source: 'kakao', utm_campaign: 'junk_99' },
    ];
    for (const [i, q] of known.entries()) send(beacon, q, `192.0.2.${i + 1}`);
    await counting.flush();
    const at13 = await VisitCounter.find({ hour: '2026-11-20T13' }).lean();
    expect(at13.map((r) => r.campaign).sort()).toEqual(['meta_fall', 'moment_fall', 'schedule-reminder', 'spring_open', '기타']);
    expect(at13.find((r) => r.campaign === 'spring_open')).toMatchObject({ source: 'naver', medium: 'cpc', content: 'banner_a' });

    const rows: FunnelRow[] = await funnel({ from: '2026-11-20', to: '2026-11-20', touch: 'last', by: 'campaign' });
    const names = rows.map((r) => r.campaign);
    expect(names).toEqual(expect.arrayContaining(['spring_open', 'moment_fall', 'meta_fall', 'schedule-reminder', '기타']));
    expect(names.filter((n) => n?.startsWith('junk_'))).toEqual([]);
    expect(rows.find((r) => r.campaign === 'spring_open')).toMatchObject({ visitors: 1, leads: 1 });
  });

  it("a new campaign's first visitors, before any lead, appear under its name once a lead carries it", async () => {
    const beacon = handler();
    for (let i = 0; i < 3; i++) send(beacon, { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'winter_launch' }, `198.51.100.${i}`);
    await counting.flush();
    const before = await funnel({ from: '2026-11-20', to: '2026-11-20', touch: 'last', by: 'campaign' });
    expect(before).toEqual([expect.objectContaining({ campaign: '기타', visitors: 3 })]);

    const agent = request.agent(app);
    await agent.get('/?utm_source=naver&utm_medium=cpc&utm_campaign=winter_launch');
    expect((await agent.post('/api/leads').send({ type: 'interest', name: '박겨울', phone: '010-2222-0002', consent: true })).status).toBe(201);
    await tagWritesSettled();
    const after = await funnel({ from: '2026-11-20', to: '2026-11-20', touch: 'last', by: 'campaign' });
    expect(after).toEqual([expect.objectContaining({ campaign: 'winter_launch', visitors: 3, pageviews: 3, leads: 1 })]);
  });
});

describe('hourly counters roll up into days', () => {
  it('a day before yesterday is summed into day rows, its hourly rows deleted ten minutes later, and the reports read the same numbers throughout', async () => {
    const beacon = handler();
    send(beacon, { utm_source: 'sms', utm_medium: 'sms', utm_campaign: 'announcement' }, '192.0.2.10');
    send(beacon, { utm_source: 'sms', utm_medium: 'sms', utm_campaign: 'announcement' }, '192.0.2.11');
    clock = new Date('2026-11-20T09:00:00Z'); // 18:00 KST
    send(beacon, { utm_source: 'sms', utm_medium: 'sms', utm_campaign: 'announcement' }, '192.0.2.10');
    beacon.count({ body: JSON.stringify({ p: '/Brand/intro' }), ua: UA, address: '192.0.2.10', host: 'www.haeon-lakecity.co.kr' });
    await counting.flush();
    expect(await VisitCounter.countDocuments({ day: '2026-11-20' })).toBe(3);

    const reports = async () => ({
      funnel: await funnel({ from: '2026-11-19', to: '2026-11-21', touch: 'last', by: 'campaign' }),
      traffic: await traffic('2026-11-19', '2026-11-21'),
    });
    const before = await reports();
    expect(before.traffic.days.find((d) => d.date === '2026-11-20')).toMatchObject({ pageviews: 4 });
    expect(before.funnel.find((r) => r.campaign === 'announcement')).toMatchObject({ pageviews: 3 });

    // Yesterday stays hourly.
    expect(await rollUpCounters(new Date('2026-11-21T14:59:00Z'))).toEqual({ summed: [], deleted: 0 });
    // Once the next day has ended: summed, the hourly rows still there for readings under way.
    const summedAt = new Date('2026-11-21T15:05:00Z'); // 00:05 KST, 22 November
    expect(await rollUpCounters(summedAt)).toEqual({ summed: ['2026-11-20'], deleted: 0 });
    expect(await VisitCounter.countDocuments({ day: '2026-11-20' })).toBe(3);
    expect(await reports()).toEqual(before);
    // Ten minutes later the hourly rows are gone; the day rows answer alike.
    expect(await rollUpCounters(new Date(summedAt.getTime() + 10 * 60_000))).toEqual({ summed: [], deleted: 3 });
    expect(await VisitCounter.countDocuments()).toBe(0);
    expect(await VisitCounterDay.countDocuments({ day: '2026-11-20' })).toBe(2);
    expect(await reports()).toEqual(before);
    // Another instance's run, or the next one, changes nothing.
    expect(await rollUpCounters(new Date(summedAt.getTime() + 20 * 60_000))).toEqual({ summed: [], deleted: 0 });
    expect(await reports()).toEqual(before);
  });
});

describe('counters stored before names were checked', () => {
  it("a flooded day's made-up names are folded into 기타 when the day is summed: the 20 with the most views stay, known names stay", async () => {
    const row = (i: number, campaign: string, views: number) => ({
      _id: `legacy${i}`,
      day: '2026-11-20',
      hour: `2026-11-20T${String(10 + (i % 10)).padStart(2, '0')}`,
      path: '/',
      channel: 'other',
      campaign,
      source: `src_${i}`,
      medium: 'cpc',
      content: `ad_${i}`,
      term: '',
      device: 'phone',
      views,
      entries: views,
    });
    await VisitCounter.collection.insertMany([...Array.from({ length: 500 }, (_, i) => row(i, `fake_${i}`, i + 1)), row(500, 'schedule-reminder', 7)] as never[]);
    expect(await rollUpCounters(new Date('2026-11-22T03:00:00Z'))).toEqual({ summed: ['2026-11-20'], deleted: 0 });
    const days = await VisitCounterDay.find({ day: '2026-11-20' }).lean();
    expect(days.length).toBe(22); // the 20 busiest made-up names, schedule-reminder and 기타
    expect(days.filter((d) => d.campaign.startsWith('fake_')).map((d) => d.views).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 481 + i));
    expect(days.find((d) => d.campaign === '기타')).toMatchObject({ views: (480 * 481) / 2, source: '기타', medium: 'cpc', content: '기타' });
    expect(days.reduce((n, d) => n + d.views, 0)).toBe((500 * 501) / 2 + 7);
    const report = await funnel({ from: '2026-11-20', to: '2026-11-20', touch: 'last', by: 'campaign' });
    expect(report.map((r) => r.campaign).sort()).toEqual(['schedule-reminder', '기타']);
  });
});

describe('what was stored before (migration 0006-campaign-tags)', () => {
  it("an earlier lead's, cost row's and desk match's campaign names are known, a quarantined lead's are not", async () => {
    const db = mongoose.connection.db!;
    const touch = (campaign: string) => ({ source: 'Naver', medium: 'CPC', campaign, term: null, content: null, referrer: null, landing: '/', at: new Date() });
    await db.collection('leads').insertMany([
      { attribution: { first: touch('old_first'), last: touch('old_last') } },
      { spam: true, attribution: { first: touch('spam_name'), last: touch('spam_name') } },
    ]);
    await db.collection('campaign_costs').insertOne({ _id: 'x' as never, campaign: '런칭_A' });
    await db.collection('campaign_names').insertOne({ _id: 'y' as never, utmCampaign: 'launch_a' });
    expect(await runCampaignTags(db)).toBe(6);
    const known = await knownValues();
    expect([...known.campaign].filter((c) => !TEXT_LINK_KINDS.includes(c as never)).sort()).toEqual(['launch_a', 'old_first', 'old_last', '런칭_A']);
    expect(known.source.has('naver') && known.medium.has('cpc')).toBe(true);
    expect(await runCampaignTags(db)).toBe(6); // again: nothing added
    expect(await mongoose.connection.collection('campaign_tags').countDocuments()).toBe(6);
  });
});
