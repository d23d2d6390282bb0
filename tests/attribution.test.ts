/**
 * Campaign attribution: a landing with utm_* or from an external site is remembered in a
 * first-party cookie set by the page response (no JavaScript), the first touch is never
 * overwritten, and every lead stores both touches.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { Lead } from '../server/leads/model';
import { portalName } from '../server/attribution/touch';

const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0' });
const lead = { type: 'interest', name: '유입고객', phone: '010-5555-6666', consent: true };

beforeAll(() => testDb());
beforeEach(() => clearDb());

const cookieOf = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[] | undefined)?.find((c) => c.startsWith('haeon_src='));

async function storedLead(name: string) {
  return (await Lead.findOne({ name }).sort({ createdAt: -1 }).lean())!;
}

describe('the attribution cookie', () => {
  it('a utm landing sets a 30-day, HttpOnly, first-party cookie holding no personal data', async () => {
    const res = await request(app).get('/?utm_source=naver&utm_medium=cpc&utm_campaign=launch');
    expect(res.status).toBe(200);
    const cookie = cookieOf(res)!;
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const value = JSON.parse(Buffer.from(cookie.split(';')[0]!.split('=')[1]!, 'base64url').toString());
    expect(value.f).toMatchObject({ source: 'naver', medium: 'cpc', campaign: 'launch', landing: '/' });
    expect(Object.keys(value.f).sort()).toEqual(['at', 'campaign', 'content', 'landing', 'medium', 'referrer', 'source', 'term']);
  });

  it('inner page views, API calls and files set no cookie', async () => {
    expect(cookieOf(await request(app).get('/Brand/intro'))).toBeUndefined();
    expect(cookieOf(await request(app).get('/Brand/intro').set('Referer', 'http://127.0.0.1/'))).toBeUndefined();
    expect(cookieOf(await request(app).get('/api/press?site=haeon-lakecity&utm_source=x'))).toBeUndefined();
    expect(cookieOf(await request(app).get('/robots.txt?utm_source=x'))).toBeUndefined();
  });

  it('names known portals from the referrer when no utm_source is given; others are direct', async () => {
    const cases: [string, string][] = [
      ['https://search.naver.com/search.naver?query=x', 'naver'],
      ['https://m.blog.naver.com/someone/123', 'blog.naver'],
      ['https://search.daum.net/', 'daum'],
      ['https://www.kakao.com/', 'kakao'],
      ['https://www.google.co.kr/', 'google'],
      ['https://l.instagram.com/', 'instagram'],
      ['https://m.facebook.com/', 'facebook'],
      ['https://www.youtube.com/', 'youtube'],
      ['https://news.example.com/article/1', 'direct'],
    ];
    for (const [referer, source] of cases) {
      const agent = request.agent(app);
      await agent.get('/Promotion/Customer').set('Referer', referer);
      await agent.post('/api/leads').send({ ...lead, name: `포털${source}` });
      const { attribution } = await storedLead(`포털${source}`);
      expect(attribution!.first).toMatchObject({ source, referrer: new URL(referer).hostname, landing: '/Promotion/Customer' });
    }
    expect(portalName('naver.com.evil.example')).toBeNull();
  });

  it('a lead with no cookie is direct, on the page it was sent from', async () => {
    await request(app).post('/api/leads').type('form').send({ ...lead, consent: 'on', page: '/Promotion/Customer' });
    const { attribution } = await storedLead(lead.name);
    expect(attribution!.first).toMatchObject({ source: 'direct', medium: null, campaign: null, landing: '/Promotion/Customer' });
    expect(attribution!.last).toMatchObject({ source: 'direct' });
  });

  it('a tampered cookie is ignored, never stored', async () => {
    const forged = Buffer.from(JSON.stringify({ f: { source: { $gt: '' } }, l: 'x' })).toString('base64url');
    await request(app).post('/api/leads').set('Cookie', `haeon_src=${forged}`).send(lead);
    expect((await storedLead(lead.name)).attribution!.first!.source).toBe('direct');
  });
});

describe('first touch stays, last touch moves', () => {
  it('naver/cpc/launch, two pages, a lead; then a kakao landing changes only the last touch', async () => {
    const visitor = request.agent(app);
    await visitor.get('/?utm_source=naver&utm_medium=cpc&utm_campaign=launch&utm_term=%EB%B6%84%EC%96%91&utm_content=banner1');
    await visitor.get('/Brand/intro').set('Referer', 'http://127.0.0.1/');
    await visitor.get('/FloorPlan/84A').set('Referer', 'http://127.0.0.1/Brand/intro');
    expect((await visitor.post('/api/leads').send({ ...lead, name: '첫방문' })).status).toBe(201);
    const first = (await storedLead('첫방문')).attribution!;
    expect(first.first).toMatchObject({ source: 'naver', medium: 'cpc', campaign: 'launch', term: '분양', content: 'banner1', landing: '/' });
    expect(first.last).toMatchObject({ source: 'naver', medium: 'cpc', campaign: 'launch' });

    await visitor.get('/SalesInfo/announcement?utm_source=kakao&utm_medium=display&utm_campaign=retarget');
    await visitor.post('/api/leads').type('form').send({ ...lead, name: '재방문', consent: 'on' });
    const again = (await storedLead('재방문')).attribution!;
    expect(again.first).toMatchObject({ source: 'naver', medium: 'cpc', campaign: 'launch', landing: '/' });
    expect(again.last).toMatchObject({ source: 'kakao', medium: 'display', campaign: 'retarget', landing: '/SalesInfo/announcement' });
    expect(again.first!.at.getTime()).toBe(first.first!.at.getTime());
  });
});

describe('a private link opened from webmail', () => {
  const TOKEN = 'Pr1vateT0ken_abcdefghijKLMNOP';
  const touchOf = (res: request.Response) => JSON.parse(Buffer.from(cookieOf(res)!.split(';')[0]!.split('=')[1]!, 'base64url').toString()) as { f: { landing: string }; l: { landing: string } };

  it('the cookie and the lead keep the page (/reservation/:token), never the token', async () => {
    for (const [typed, kept] of [
      [`/reservation/${TOKEN}`, '/reservation/:token'],
      [`/o/${TOKEN}`, '/o/:token'],
      [`/r/${TOKEN}`, '/r/:token'],
      // A link cut short or run into punctuation by the mail program: not a page, the token still goes.
      [`/reservation/${TOKEN}.`, '/reservation/:token'],
    ] as const) {
      const visitor = request.agent(app);
      const res = await visitor.get(`${typed}?utm_source=sms&utm_medium=sms&utm_campaign=booking`).set('Referer', 'https://mail.naver.com/read/123');
      const touch = touchOf(res);
      expect(touch.f.landing).toBe(kept);
      expect(JSON.stringify(touch)).not.toContain(TOKEN.slice(0, 12));
      const name = `메일${kept.length}`;
      expect((await visitor.post('/api/leads').send({ ...lead, name })).status).toBe(201);
      const stored = await storedLead(name);
      expect(stored.attribution!.first).toMatchObject({ source: 'sms', landing: kept });
      expect(JSON.stringify(stored)).not.toContain(TOKEN.slice(0, 12));
      await Lead.deleteMany({ name });
    }
  });

  it('interest registered on a private page (the popup is on every page) stores that page as its pattern, in the lead', async () => {
    // With JavaScript the form names its page; without, the Referer does: neither keeps the token.
    const sent = await request(app).post('/api/leads').send({ ...lead, name: '예약페이지', page: `/reservation/${TOKEN}` });
    expect(sent.status).toBe(201);
    const byReferer = await request(app).post('/api/leads').type('form').set('Host', 'haeon.test').set('Referer', `http://haeon.test/o/${TOKEN}`).send({ ...lead, phone: '010-5555-7777', name: '수신거부페이지', consent: 'on' });
    expect(byReferer.status).toBeLessThan(400);
    expect((await storedLead('예약페이지')).page).toBe('/reservation/:token');
    expect((await storedLead('수신거부페이지')).page).toBe('/o/:token');
    expect(JSON.stringify(await Lead.find({}).lean())).not.toContain(TOKEN.slice(0, 12));
  });

  it('a cookie set before still holding a link as typed is stored as its page', async () => {
    const touch = { source: 'naver', medium: null, campaign: null, term: null, content: null, referrer: 'mail.naver.com', landing: `/o/${TOKEN}`, at: new Date().toISOString() };
    const old = Buffer.from(JSON.stringify({ f: touch, l: touch })).toString('base64url');
    expect((await request(app).post('/api/leads').set('Cookie', `haeon_src=${old}`).send({ ...lead, name: '예전쿠키' })).status).toBe(201);
    const stored = await storedLead('예전쿠키');
    expect(stored.attribution!.first!.landing).toBe('/o/:token');
    expect(JSON.stringify(stored)).not.toContain(TOKEN.slice(0, 12));
  });
});
