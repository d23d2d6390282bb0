import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import mongoose from 'mongoose';
import { clearDb, filledStamp, html, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { Lead, insertLead, type NewLead } from '../server/leads/model';
import { normalisePhone } from '../server/core/phone';
import { connect, type AddressInfo } from 'node:net';

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

// A high limit for the validation tests; the rate-limit test builds its own app.
const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_MIN_FILL_MS: '2000' });
const valid = { type: 'visit-request', name: '홍길동', phone: '010-1234-5678', message: '견본주택 방문 희망', consent: true };

beforeAll(() => testDb());
beforeEach(() => clearDb());

// Sent as the site's form sends it: with the stamp of a form filled for a minute (a test of the stamp sets its own).
const post = (body: unknown, target = app) => request(target).post('/api/leads').send({ renderedAt: filledStamp(), ...(body as object) });

describe('accepting a lead', () => {
  it('stores the lead first and answers 201 with the Korean success text', async () => {
    const res = await post({ ...valid, site: 'haeon-lakecity' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, message: '등록이 완료되었습니다. 전문 상담사가 곧 연락드리겠습니다.' });
    const lead = await Lead.findOne().lean();
    expect(lead).toMatchObject({ type: 'visit-request', name: '홍길동', phone: '010-1234-5678', message: '견본주택 방문 희망', site: 'haeon-lakecity' });
    expect(lead!.forward.state).toBe('stored'); // no webhook configured
    expect(lead!.expiresAt.getTime() - lead!.createdAt.getTime()).toBe(365 * 86_400_000);
  });

  it.each([
    ['010-1234-5678', '010-1234-5678'],
    ['01012345678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['+82 10-1234-5678', '010-1234-5678'],
    ['+821012345678', '010-1234-5678'],
    ['02-123-4567', '02-123-4567'],
    ['0312345678', '031-234-5678'],
    ['051 714 1455', '051-714-1455'],
  ])('phone %s is stored as %s', async (input, stored) => {
    expect(normalisePhone(input)).toBe(stored);
    expect((await post({ ...valid, phone: input })).status).toBe(201);
    expect((await Lead.findOne().lean())!.phone).toBe(stored);
  });

  it('accepts an ordinary form post (no JavaScript) and shows the outcome page', async () => {
    const res = await request(app)
      .post('/api/leads')
      .type('form')
      .send({ type: 'visit-request', name: '김철수', phone: '010-9876-5432', message: '문의', consent: 'on', page: '/haeon-lakecity/customer' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/lead\/result\?status=ok/);
    expect(await Lead.countDocuments({ name: '김철수', type: 'visit-request' })).toBe(1);
    const page = await request(app).get(res.headers.location!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('등록이 완료되었습니다');
    expect(page.text).toContain('href="/haeon-lakecity/customer"');
  });

  it('a form post with a bad phone lands on a page naming the field', async () => {
    const res = await request(app).post('/api/leads').type('form').send({ type: 'visit-request', name: '김철수', phone: '123', consent: 'on' });
    expect(res.status).toBe(303);
    const page = await request(app).get(res.headers.location!);
    expect(page.text).toContain('연락처를 정확히 입력해 주세요');
    expect(await Lead.countDocuments()).toBe(0);
  });

  it('insertLead stores exactly what Lead.create stores (fields, defaults, casts, key order) and passes the schema', async () => {
    const at = new Date('2026-03-01T01:02:03.004Z');
    const touch = { source: 'naver', medium: 'cpc', campaign: '분양', term: null, content: null, referrer: 'search.naver.com', landing: '/', at: '2026-02-28T10:00:00.000Z' };
    const base = { type: 'visit-request', name: '홍길동', phone: '010-1234-5678', phoneKey: '01012345678', message: '', consentAt: at, createdAt: at, day: '2026-03-01', expiresAt: new Date(at.getTime() + 365 * 86_400_000) } as const;
    const cases: NewLead[] = [
      { ...base, attribution: { first: { ...touch, source: 'direct', medium: null, campaign: null, referrer: null, at: at.toISOString() }, last: { ...touch, source: 'direct', medium: null, campaign: null, referrer: null, at: at.toISOString() } }, forward: { state: 'stored', attempts: 0 } },
      { ...base, type: 'interest', message: '84A 문의', site: 'haeon-lakecity', page: '/FloorPlan/84A', attribution: { first: touch, last: { ...touch, source: 'kakao' } }, forward: { state: 'pending', attempts: 0, nextAttemptAt: at } },
    ];
    const raw = (id: unknown) => Lead.collection.findOne({ _id: id as never });
    const withoutId = ({ _id, ...rest }: Record<string, unknown>) => rest;
    for (const input of cases) {
      const viaMongoose = await raw((await Lead.create(input))._id);
      const inserted = await insertLead(input);
      const direct = await raw(inserted._id);
      expect(withoutId(direct!)).toStrictEqual(withoutId(viaMongoose!)); // types too (a touch's time is a Date)
      expect(JSON.stringify(withoutId(direct!))).toBe(JSON.stringify(withoutId(viaMongoose!))); // and key order
      expect(new Lead(withoutId(direct!)).validateSync()).toBeUndefined();
    }
  });

  it('a lead post uses no session: a signed-in administrator posting one keeps the session untouched', async () => {
    await createAdmin();
    const { cookie } = await signedIn(app);
    const sessions = mongoose.connection.collection('sessions');
    const before = await sessions.findOne({});
    await new Promise((r) => setTimeout(r, 20)); // a rolled session would get a later expiry
    const res = await request(app).post('/api/leads').set('Cookie', cookie).send(valid);
    expect(res.status).toBe(201);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await sessions.findOne({}))!.expires).toEqual(before!.expires);
    // Elsewhere the session still rolls (control).
    expect((await request(app).get('/api/auth/session').set('Cookie', cookie)).headers['set-cookie']).toBeDefined();
  });
});

describe('validation table', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { ...valid, name: undefined }, 'name', '이름'],
    ['blank name', { ...valid, name: '   ' }, 'name', '이름'],
    ['name over 50 characters', { ...valid, name: '가'.repeat(51) }, 'name', '이름'],
    ['missing phone', { ...valid, phone: undefined }, 'phone', '연락처'],
    ['too short phone', { ...valid, phone: '010-123' }, 'phone', '연락처'],
    ['letters as phone', { ...valid, phone: 'call me' }, 'phone', '연락처'],
    ['foreign number', { ...valid, phone: '+1 202 555 0101' }, 'phone', '연락처'],
    ['service number', { ...valid, phone: '1588-1234' }, 'phone', '연락처'],
    ['message over 2,000 characters', { ...valid, message: 'a'.repeat(2001) }, 'message', '2,000자'],
    ['unknown type', { ...valid, type: 'vip' }, 'type', '유형'],
    ['missing type', { ...valid, type: undefined }, 'type', '유형'],
    ['no consent', { ...valid, consent: undefined }, 'consent', '동의'],
    ['consent refused', { ...valid, consent: false }, 'consent', '동의'],
    ['object as name', { ...valid, name: { $ne: null } }, 'name', '이름'],
    ['object as phone', { ...valid, phone: { $gt: '' } }, 'phone', '연락처'],
    ['array as message', { ...valid, message: ['a'] }, 'message', '문의내용'],
    ['bad site slug', { ...valid, site: '../etc' }, 'site', '사이트'],
  ];

  it.each(cases)('%s → 400 naming the field in Korean', async (_label, body, field, word) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.ok).toBe(false);
    expect(res.body.fields[field]).toContain(word);
    expect(res.body.error).toBeTruthy();
    expect(await Lead.countDocuments()).toBe(0);
  });

  it('a message of exactly 2,000 characters and a name of 50 are accepted', async () => {
    expect((await post({ ...valid, name: '가'.repeat(50), message: 'a'.repeat(2000) })).status).toBe(201);
  });

  it('malformed JSON → 400, oversized body → 413, both in Korean', async () => {
    const bad = await request(app).post('/api/leads').set('Content-Type', 'application/json').send('{"name":');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('요청 형식이 올바르지 않습니다.');
    const big = await post({ ...valid, message: 'a'.repeat(40 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('요청 내용이 너무 큽니다.');
    expect(await Lead.countDocuments()).toBe(0);
  });
});

describe('spam and abuse', () => {
  it('a filled honeypot is answered like a success and kept in quarantine, not in the inbox', async () => {
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body.ok).toBe(true);
    expect(await Lead.countDocuments({ spam: { $ne: true } })).toBe(0);
    expect(await Lead.findOne().lean()).toMatchObject({ spam: true, spamReason: 'honeypot' });
  });

  it('a time the visitor\'s browser wrote itself is not a stamp: answered as received and held as sent too fast, whatever its clock says', async () => {
    expect((await post({ ...valid, renderedAt: Date.now() - 500 })).status).toBe(201);
    expect((await post({ ...valid, renderedAt: Date.now() + 60_000 })).status).toBe(201);
    expect(await Lead.countDocuments({ spam: { $ne: true } })).toBe(0);
    expect(await Lead.countDocuments({ spamReason: 'too-fast' })).toBe(2);
  });

  it('a JSON post with no stamp and none of Origin, Sec-Fetch-Site or Referer (a script) is timed: answered as received, held as too fast', async () => {
    const res = await request(app).post('/api/leads').send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, message: '등록이 완료되었습니다. 전문 상담사가 곧 연락드리겠습니다.' });
    expect(await Lead.findOne().lean()).toMatchObject({ spam: true, spamReason: 'too-fast' });
  });

  it('a form post without JavaScript (urlencoded, no stamp) is not timed: stored as an ordinary lead', async () => {
    const res = await request(app).post('/api/leads').type('form').send({ ...valid, consent: 'on' });
    expect(res.status).toBeLessThan(400);
    expect(await Lead.findOne().lean()).toMatchObject({ name: '홍길동' });
    expect(await Lead.countDocuments({ spam: { $ne: true } })).toBe(1);
  });

  it('ten different buyers behind one address (model-house Wi-Fi) all register', async () => {
    const { app: defaults } = testApp();
    for (let i = 0; i < 10; i++) {
      const res = await post({ ...valid, name: `구매자${i}`, phone: `010-4000-10${String(i).padStart(2, '0')}` }, defaults);
      expect(res.status).toBe(201);
    }
    expect(await Lead.countDocuments()).toBe(10);
  });

  it('the 4th lead for one phone number in 10 minutes is refused (429, already received); other phones still register', async () => {
    const { app: defaults } = testApp();
    for (const type of ['interest', 'visit-request', 'interest']) expect((await post({ ...valid, type }, defaults)).status).toBe(201);
    const fourth = await post({ ...valid, phone: '01012345678', name: '다른 이름' }, defaults); // the same number, written differently
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe('이미 신청이 접수되었습니다. 잠시 후 다시 시도해 주세요.');
    expect(await Lead.countDocuments()).toBe(3);
    expect((await post({ ...valid, phone: '010-9999-0000' }, defaults)).status).toBe(201);
    const form = await request(defaults).post('/api/leads').type('form').send({ ...valid, consent: 'on' });
    expect(form.status).toBe(303);
    expect(form.headers.location).toMatch(/status=limited/);
    expect((await request(defaults).get(form.headers.location!)).text).toContain('이미 신청이 접수되었습니다');
  });

  it('leads posted on connections closed at once still count: the 4th for that phone is refused', async () => {
    let stored = 0;
    const { app: defaults } = testApp({}, { onLeadStored: () => void stored++ }); // called once a lead is stored and counted
    const server = defaults.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const { port } = server.address() as AddressInfo;
      const body = JSON.stringify(valid);
      for (let i = 0; i < 3; i++) {
        // Send the whole request and hang up without reading the answer.
        const socket = connect(port, '127.0.0.1');
        await new Promise((r) => socket.once('connect', r));
        socket.end(`POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
        await new Promise((r) => socket.once('close', r));
      }
      await until(async () => stored === 3);
      expect(await Lead.countDocuments()).toBe(3);
      const fourth = await post(valid, defaults);
      expect(fourth.status).toBe(429);
      expect(await Lead.countDocuments()).toBe(3);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('one address is refused after LEAD_RATE_LIMIT stored leads in 10 minutes (a flood), whatever the phones', async () => {
    const { app: limited } = testApp({ LEAD_RATE_LIMIT: '4' });
    for (let i = 0; i < 4; i++) expect((await post({ ...valid, phone: `010-4100-000${i}` }, limited)).status).toBe(201);
    const fifth = await post({ ...valid, phone: '010-4100-0009' }, limited);
    expect(fifth.status).toBe(429);
    expect(fifth.body.error).toBe('짧은 시간에 너무 많은 신청이 접수되었습니다. 잠시 후 다시 시도해 주세요.');
    expect(await Lead.countDocuments()).toBe(4);
  });

  it('rejected input does not use up the limit', async () => {
    const { app: limited } = testApp({ LEAD_RATE_LIMIT: '2' });
    for (let i = 0; i < 5; i++) expect((await post({ ...valid, phone: 'x' }, limited)).status).toBe(400);
    expect((await post(valid, limited)).status).toBe(201);
  });
});

describe('retention and the administrator inbox', () => {
  it('leads carry a TTL index so they are deleted after the retention period', async () => {
    await post(valid);
    const idx = await mongoose.connection.collection('leads').indexes();
    expect(idx.find((i) => i.key.expiresAt === 1)?.expireAfterSeconds).toBe(0);
    const { app: shortRetention } = testApp({ LEAD_RATE_LIMIT: '100', LEAD_RETENTION_DAYS: '30' });
    await post({ ...valid, name: '삼십일' }, shortRetention);
    const lead = await Lead.findOne({ name: '삼십일' }).lean();
    expect(lead!.expiresAt.getTime() - lead!.createdAt.getTime()).toBe(30 * 86_400_000);
  });

  it('CSV export: 401 signed out; UTF-8 BOM, Korean header, escaped cells for the administrator', async () => {
    await createAdmin();
    await post({ ...valid, name: '=HYPERLINK("x")', message: '줄1\n"따옴표"' });
    expect((await request(app).get('/api/admin/leads.csv')).status).toBe(401);
    const { agent } = await signedIn(app);
    const res = await agent.get('/api/admin/leads.csv?reason=' + encodeURIComponent('주간 상담 현황 보고')).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toContain('"이름","연락처"');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`); // formula neutralised, quotes doubled
    expect(text).toContain('"010-1234-5678"');
  });

  it('inbox lists leads newest first with filters; signed out sees a login prompt', async () => {
    await createAdmin();
    await post({ ...valid, type: 'interest', name: '첫번째' });
    await post({ ...valid, type: 'visit-request', name: '두번째' });
    const signedOut = await request(app).get('/admin/leads');
    expect(signedOut.text).toContain('관리자 로그인이 필요합니다');
    expect(signedOut.text).not.toContain('첫번째');
    expect(signedOut.headers['cache-control']).toBe('private, no-store');
    const { agent } = await signedIn(app);
    const all = await agent.get('/admin/leads');
    expect(all.text.indexOf('두번째')).toBeLessThan(all.text.indexOf('첫번째'));
    const only = await agent.get('/admin/leads?type=interest');
    expect(only.text).toContain('첫번째');
    expect(only.text).not.toContain('두번째');
    const json = await agent.get('/api/admin/leads').query({ type: 'visit-request' });
    expect(json.body.items.map((l: { name: string }) => l.name)).toEqual(['두번째']);
    expect((await request(app).get('/api/admin/leads')).status).toBe(401);
  });

  it("a lead whose message is $' keeps the inbox page's state intact", async () => {
    await createAdmin();
    await post({ ...valid, name: '달러', message: "$'" });
    const { agent } = await signedIn(app);
    const res = await agent.get('/admin/leads');
    const state = JSON.parse(html(res.text).querySelector('#app-state')!.text);
    expect(state.data.value.leads.map((l: { message: string }) => l.message)).toEqual(["$'"]);
    expect(res.text.trimEnd().endsWith('</html>')).toBe(true);
  });
});
