/**
 * What a hostile review found, each closed: a counselor's reach through the visits desk and the
 * person card, the replayed no-JavaScript booking, search terms in the access record, stop links in
 * the log, the backslash redirect, the template behind an encoded slash, unlimited second-factor
 * guesses, the silent insecure cookie, and the claim that told a lead existed.
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { html, testApp, testDb, TEST_SECRET } from './helpers/app';
import { openVisitSlot, prepareTest } from './helpers/prepared-test';
import { ADMIN_PASSWORD, createAccount, signedIn, signedInAs } from './helpers/admin';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { render } from '../client/entry-server';
import { Reservation } from '../server/visits/model';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';
import { AccessEntry } from '../server/access-log/model';
import { DeskSetting } from '../server/leads/assignment';
import { scrubUrl } from '../server/http/log-scrub';
import { totpCode } from '../server/auth/totp';
import { moveTemplates } from '../scripts/move-templates';

const { clock, app } = prepareTest({ env: { LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', PHONE_VERIFICATION: 'off', LEAD_MIN_FILL_MS: '0' }, outbox: 'site' });
const TODAY = '2026-11-20';

const openSlot = (date: string, start: string, capacity = 6) => openVisitSlot(clock.now, date, start, { capacity, end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00` });

/** A visitor's booking (JSON), giving its reservation and its lead. */
async function bookAs(name: string, phone: string, slotId: string) {
  const res = await request(app).post('/api/visits').send({ slotId, party: 2, name, phone, consent: true });
  expect(res.status).toBe(201);
  const r = (await Reservation.findOne({ phone }).lean())!;
  return { code: r.code, leadId: String(r.leadId) };
}

const desk = async (email: string) => {
  const { agent, csrfToken } = await signedInAs(app, email);
  return {
    get: (url: string) => agent.get(url),
    post: (url: string, body: object) => agent.post(url).set('X-CSRF-Token', csrfToken).send(body),
    patch: (url: string, body: object) => agent.patch(url).set('X-CSRF-Token', csrfToken).send(body),
  };
};

describe('a counselor at the visits desk (decision 0022)', () => {
  it('sees full phones only of their own and pool customers, may mark everyone, and may not move or cancel another counselor’s customer (403)', async () => {
    await DeskSetting.create({ _id: 'assignment', mode: 'pool', turn: 0 });
    const a = await createAccount('a@example.com', 'counselor');
    const b = await createAccount('b@example.com', 'counselor');
    const slot = await openSlot(TODAY, '14:00');
    const later = await openSlot(TODAY, '16:00');
    const mine = await bookAs('담당고객', '010-3100-0001', slot);
    const theirs = await bookAs('남의고객', '010-3100-0002', slot);
    const pool = await bookAs('풀고객', '010-3100-0003', slot);
    await Lead.updateOne({ _id: mine.leadId }, { $set: { assignee: a } });
    await Lead.updateOne({ _id: theirs.leadId }, { $set: { assignee: b } });

    const counselor = await desk('a@example.com');
    const day = await counselor.get(`/api/admin/visits/?date=${TODAY}`);
    expect(day.status).toBe(200);
    const rows = day.body.slots.flatMap((s: { reservations: { code: string; phone: string; leadId?: string; othersCustomer?: boolean }[] }) => s.reservations);
    const row = (code: string) => rows.find((r: { code: string }) => r.code === code);
    expect(row(mine.code).phone).toBe('010-3100-0001');
    expect(row(pool.code).phone).toBe('010-3100-0003');
    expect(row(theirs.code).phone).toBe('010-****-0002');
    expect(row(theirs.code).othersCustomer).toBe(true);
    expect(row(theirs.code).leadId).toBeUndefined();
    expect(day.text).not.toContain('3100-0002');
    // The server-rendered desk page carries the same masking.
    const page = await counselor.get(`/admin/visits?date=${TODAY}`);
    expect(page.text).not.toContain('3100-0002');
    expect(page.text).toContain('010-3100-0001');

    // The day's marks are everyone's…
    expect((await counselor.patch(`/api/admin/visits/reservations/${theirs.code}`, { status: 'visited' })).status).toBe(200);
    expect((await counselor.patch(`/api/admin/visits/reservations/${theirs.code}`, { status: 'booked' })).status).toBe(200);
    // …moving or cancelling another counselor's customer is not, and changes nothing.
    const moved = await counselor.patch(`/api/admin/visits/reservations/${theirs.code}`, { slotId: later });
    expect(moved.status).toBe(403);
    expect(moved.body.error).toContain('다른 상담사가 담당하는 고객');
    expect((await counselor.patch(`/api/admin/visits/reservations/${theirs.code}`, { status: 'cancelled' })).status).toBe(403);
    const untouched = (await Reservation.findOne({ code: theirs.code }).lean())!;
    expect(untouched.status).toBe('booked');
    expect(String(untouched.slotId)).toBe(slot);
    // Their own and the pool's they may move and cancel.
    expect((await counselor.patch(`/api/admin/visits/reservations/${mine.code}`, { slotId: later })).status).toBe(200);
    expect((await counselor.patch(`/api/admin/visits/reservations/${pool.code}`, { status: 'cancelled' })).status).toBe(200);

    // A manager sees and changes everything.
    await createAccount('m@example.com', 'manager');
    const manager = await desk('m@example.com');
    const full = await manager.get(`/api/admin/visits/?date=${TODAY}`);
    expect(full.text).toContain('010-3100-0002');
    expect((await manager.patch(`/api/admin/visits/reservations/${theirs.code}`, { slotId: later })).status).toBe(200);
  });

  it('the person card shows a counselor no booking or text of another counselor’s lead of the same person', async () => {
    await DeskSetting.create({ _id: 'assignment', mode: 'pool', turn: 0 });
    await createAccount('a@example.com', 'counselor');
    const b = await createAccount('b@example.com', 'counselor');
    const phone = '010-3200-0001';
    // The person registered interest (a pool lead), and booked a visit that another counselor works.
    expect((await request(app).post('/api/leads').send({ type: 'interest', name: '두얼굴', phone, consent: true })).status).toBe(201);
    const booked = await bookAs('두얼굴', phone, await openSlot('2026-11-22', '11:00'));
    await Lead.updateOne({ _id: booked.leadId }, { $set: { assignee: b } });
    expect(await OutboxMessage.countDocuments({ to: phone, group: { $regex: 'reservation:' } })).toBeGreaterThan(0);

    const counselor = await desk('a@example.com');
    const card = await counselor.get(`/api/admin/people?phone=${phone}`);
    expect(card.status).toBe(200);
    expect(card.body.leads.map((l: { type: string }) => l.type)).toEqual(['interest']);
    expect(card.body.reservations).toEqual([]);
    expect(card.text).not.toContain(booked.code);
    for (const m of card.body.messages as { text: string }[]) expect(m.text).not.toContain(booked.code);
    // The manager's card has it all.
    await createAccount('m@example.com', 'manager');
    const manager = await desk('m@example.com');
    const all = await manager.get(`/api/admin/people?phone=${phone}`);
    expect(all.body.reservations.map((r: { code: string }) => r.code)).toEqual([booked.code]);
  });
});

describe('claiming another counselor’s lead', () => {
  it('answers 404, as reading it does (nothing tells that it exists)', async () => {
    await DeskSetting.create({ _id: 'assignment', mode: 'pool', turn: 0 });
    await createAccount('a@example.com', 'counselor');
    const b = await createAccount('b@example.com', 'counselor');
    expect((await request(app).post('/api/leads').send({ type: 'interest', name: '남의리드', phone: '010-3300-0001', consent: true })).status).toBe(201);
    const lead = (await Lead.findOne({ phone: '010-3300-0001' }).lean())!;
    await Lead.updateOne({ _id: lead._id }, { $set: { assignee: b } });
    const counselor = await desk('a@example.com');
    expect((await counselor.get(`/api/admin/leads/${lead._id}`)).status).toBe(404);
    const claim = await counselor.post(`/api/admin/leads/${lead._id}/claim`, {});
    expect(claim.status).toBe(404);
    expect((await Lead.findById(lead._id).lean())!.assignee).toBe(b);

    // Given to the other counselor by a manager: not found either.
    expect((await request(app).post('/api/leads').send({ type: 'interest', name: '배정리드', phone: '010-3300-0002', consent: true })).status).toBe(201);
    const given = String((await Lead.findOne({ phone: '010-3300-0002' }).lean())!._id);
    await createAccount('m@example.com', 'manager');
    expect((await (await desk('m@example.com')).patch(`/api/admin/leads/${given}`, { assignee: b })).status).toBe(200);
    expect((await counselor.post(`/api/admin/leads/${given}/claim`, {})).status).toBe(404);

    // A pool lead a colleague claimed first (every counselor saw it in the pool): 409, the race was lost.
    expect((await request(app).post('/api/leads').send({ type: 'interest', name: '풀리드', phone: '010-3300-0003', consent: true })).status).toBe(201);
    const pooled = String((await Lead.findOne({ phone: '010-3300-0003' }).lean())!._id);
    expect((await (await desk('b@example.com')).post(`/api/admin/leads/${pooled}/claim`, {})).status).toBe(200);
    expect((await counselor.post(`/api/admin/leads/${pooled}/claim`, {})).status).toBe(409);
  });
});

describe('the no-JavaScript booking form', () => {
  it('gets a new signed render id on every render; a replay from another requester never gets the manage link', async () => {
    const slot = await openSlot('2026-11-22', '11:00');
    const formIdOf = async () => html((await request(app).get('/haeon-lakecity/customer')).text).querySelector('input[name="formRenderId"]')?.getAttribute('value') ?? '';
    const first = await formIdOf();
    const second = await formIdOf();
    expect(first).not.toBe('');
    expect(second).not.toBe(first);
    expect(first).toMatch(/^[\w-]{8,64}$/);

    const form = { slotId: slot, party: '2', name: '김예약', phone: '010-3400-0001', consent: 'on', formRenderId: first };
    const buyer = await request(app).post('/api/visits').type('form').set('User-Agent', 'BuyerPhone/1.0').send(form);
    expect(buyer.status).toBe(303);
    expect(buyer.headers.location).toMatch(/^\/reservation\/[\w-]+\?booked=1$/);
    // The buyer's own double click lands on the same page.
    const again = await request(app).post('/api/visits').type('form').set('User-Agent', 'BuyerPhone/1.0').send(form);
    expect(again.headers.location).toBe(buyer.headers.location);

    // A stranger who knows the name, phone, slot and party re-posts the same form.
    const stranger = await request(app).post('/api/visits').type('form').set('User-Agent', 'Stranger/2.0').send(form);
    expect(stranger.status).toBe(303);
    expect(stranger.headers.location).toBe('/lead/result?status=booked');
    const token = (await Reservation.findOne({ phone: '010-3400-0001' }).lean())!.token;
    expect(stranger.text).not.toContain(token);
    const result = await request(app).get(stranger.headers.location!);
    expect(result.text).toContain('이미 접수된 예약입니다. 예약 확인 링크는 문자 메시지로 보내 드렸습니다.');
    expect(result.text).not.toContain(token);
    expect(await Reservation.countDocuments({ phone: '010-3400-0001' })).toBe(1);

    // A made-up render id names nothing: the post is a booking of its own (here a duplicate of the day).
    const forged = await request(app).post('/api/visits').type('form').set('User-Agent', 'Stranger/2.0').send({ ...form, formRenderId: `${first.slice(0, 24)}${'b'.repeat(22)}` });
    expect(forged.headers.location ?? '').not.toContain(token);
    expect(forged.text).not.toContain(token);
  });
});

describe('the access record', () => {
  it('keeps desk search terms that are a name or a phone as keyed pseudonyms; the owner still finds them by the term', async () => {
    const owner = await signedIn(app);
    expect((await owner.agent.get('/api/admin/leads?q=홍길동')).status).toBe(200);
    expect((await owner.agent.get(`/api/admin/leads?q=${encodeURIComponent('010-1234-5678')}`)).status).toBe(200);
    expect((await owner.agent.get('/api/admin/consents?phone=01012345678')).status).toBe(200);
    const subjects = (await AccessEntry.find({ action: 'search' }).lean()).map((e) => e.subject).join('\n');
    expect(subjects).not.toContain('홍길동');
    expect(subjects).not.toMatch(/1234.?5678/);
    expect(subjects).toMatch(/#[0-9a-f]{16}/);
    // One number in any spelling is one term.
    const found = await owner.agent.get('/api/admin/access-log?term=010 1234 5678');
    expect(found.body.items.map((e: { subject: string }) => e.subject.split(' ')[0]).sort()).toEqual(['consent', 'leads']);
    const byName = await owner.agent.get(`/api/admin/access-log?term=${encodeURIComponent('홍길동')}`);
    expect(byName.body.items).toHaveLength(1);
  });
});

describe('the log', () => {
  it('never holds a stop link’s token, whatever the case of the path', () => {
    expect(scrubUrl('/r/AbC123secretToken')).toBe('/r/:token');
    expect(scrubUrl('/R/AbC123secretToken?x=1')).toBe('/R/:token?x=1');
    expect(scrubUrl('/RESERVATION/tok123')).toBe('/RESERVATION/:token');
    expect(scrubUrl('/O/tok123')).toBe('/O/:token');
    expect(scrubUrl('/Admin/leads?q=홍길동')).toBe('/Admin/leads');
  });
});

/** A raw GET (supertest would tidy the backslash away before sending it). */
function rawGet(target: Express, rawPath: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const server = target.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const req = http.get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => {
          server.close();
          resolve({ status: res.statusCode!, location: res.headers.location, body });
        });
      });
      req.on('error', (err) => {
        server.close();
        reject(err);
      });
    });
  });
}

describe('redirects and templates', () => {
  it('GET /\\evil.example/ redirects to a place on this site, never another host', async () => {
    for (const p of ['/\\evil.example/', '/%5Cevil.example/', '/\\/evil.example/']) {
      const res = await rawGet(app, p);
      if (res.status >= 300 && res.status < 400) {
        const resolved = new URL(res.location!, 'https://www.haeon-lakecity.co.kr/');
        expect(resolved.host, `${p} → ${res.location}`).toBe('www.haeon-lakecity.co.kr');
      }
    }
    expect((await rawGet(app, '/\\evil.example/')).location).toBe('/evil.example');
  });

  it('the page shell is not served from the static root, however the path is spelt, and the build moves it out', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(root, 'views'));
    writeFileSync(path.join(root, 'views', 'index.html'), '<!--app-html--> TEMPLATE SHELL');
    writeFileSync(path.join(root, 'robots-extra.txt'), 'plain file');
    const { app: withViews } = testApp({}, { staticDir: root });
    for (const p of ['/views%2findex.html', '/views%2Findex.html', '/VIEWS/index.html', '/./views/index.html', '/views/index.html']) {
      const res = await rawGet(withViews, p);
      expect(res.status, p).not.toBe(200);
      expect(res.body, p).not.toContain('TEMPLATE SHELL');
    }
    expect((await rawGet(withViews, '/robots-extra.txt')).body).toBe('plain file');

    // The client build's shell leaves dist/client for dist/templates (what server/prod.ts reads).
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'client', 'views'), { recursive: true });
    writeFileSync(path.join(dist, 'client', 'views', 'index.html'), 'shell');
    moveTemplates(path.join(dist, 'client'), path.join(dist, 'templates'));
    expect(existsSync(path.join(dist, 'client', 'views'))).toBe(false);
    expect(readFileSync(path.join(dist, 'templates', 'index.html'), 'utf8')).toBe('shell');
  });
});

describe('the second factor on the security page', () => {
  async function enrolled() {
    const owner = await signedIn(app);
    const write = (p: string, body: object = {}) => owner.agent.post(p).set('X-CSRF-Token', owner.csrfToken).send(body);
    const { secret } = (await write('/api/admin/security/totp')).body as { secret: string };
    return { write, secret };
  }

  it('counts wrong codes per account: after ten, even the right code is refused (429) until the window ends', async () => {
    const { write, secret } = await enrolled();
    for (let i = 0; i < 10; i++) expect((await write('/api/admin/security/totp/confirm', { code: '000000' })).status).toBe(400);
    const locked = await write('/api/admin/security/totp/confirm', { code: totpCode(secret, clock.now()) });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toContain('15분 후에 다시 시도해 주세요');
    clock.advance(16 * 60_000);
    expect((await write('/api/admin/security/totp/confirm', { code: totpCode(secret, clock.now()) })).status).toBe(200);
  });

  it('turning it off asks for the password too, and wrong answers count toward the same lock', async () => {
    const { write, secret } = await enrolled();
    expect((await write('/api/admin/security/totp/confirm', { code: totpCode(secret, clock.now()) })).status).toBe(200);
    clock.advance(60_000);
    const code = () => totpCode(secret, clock.now());
    expect((await write('/api/admin/security/totp/disable', { code: code() })).status).toBe(400);
    expect((await write('/api/admin/security/totp/disable', { code: code(), password: 'wrong password here' })).status).toBe(400);
    for (let i = 0; i < 9; i++) await write('/api/admin/security/totp/disable', { code: '000000', password: ADMIN_PASSWORD });
    expect((await write('/api/admin/security/totp/disable', { code: code(), password: ADMIN_PASSWORD })).status).toBe(429);
    clock.advance(16 * 60_000);
    const off = await write('/api/admin/security/totp/disable', { code: code(), password: ADMIN_PASSWORD });
    expect(off.status).toBe(200);
    expect(off.body.twoFactor).toBe(false);
  });
});

describe('a production start without TRUST_PROXY', () => {
  const start = (env: NodeJS.ProcessEnv) => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const cfg = loadConfig({ NODE_ENV: 'production', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'data-')), ...env });
    createApp({ config: cfg, log: createLogger('info', false, sink), render: async () => render, template: async () => '', dbReady: testDb(), sessionSecret: TEST_SECRET });
    return lines.map((l) => JSON.parse(l) as { level: number; msg: string });
  };

  it('warns once, in plain words, that cookies behind a TLS proxy would lack Secure; not when TRUST_PROXY is set', () => {
    const warned = start({}).filter((l) => l.msg.includes('TRUST_PROXY'));
    expect(warned).toHaveLength(1);
    expect(warned[0]!.level).toBe(40);
    expect(warned[0]!.msg).toMatch(/without Secure/);
    expect(start({ TRUST_PROXY: '1' }).filter((l) => l.msg.includes('TRUST_PROXY'))).toHaveLength(0);
  });
});
