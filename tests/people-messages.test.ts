import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { Types } from 'mongoose';
import { prepareTest } from './helpers/prepared-test';
import { deskClient, signedIn } from './helpers/admin';
import { OutboxMessage } from '../server/outbox/model';
import { Lead } from '../server/leads/model';
import { VisitSlot } from '../server/visits/model';
import { pruneReconfirmations } from '../server/db/migrations/0005-reconfirmation-prune';

const { clock, outbox, app } = prepareTest({ outbox: 'site', env: { LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '100', PHONE_VERIFICATION: 'off' } });
const register = (body: Record<string, unknown>) => request(app).post('/api/leads').send({ name: '홍길동', phone: '010-1234-5678', consent: true, type: 'interest', ...body });

const admin = () => deskClient(app);

describe('one card per person', () => {
  it('GET /api/admin/people?phone= gathers names, every submission, reservations, consent and the texts with their words', async () => {
    await register({ name: '홍길동', marketing: true, page: '/Promotion/Customer' });
    clock.advance(60_000);
    await register({ name: '홍 길동', phone: '01012345678', type: 'visit-request', page: '/' });
    await register({ name: '다른사람', phone: '010-9999-0000' });
    const slot = await VisitSlot.create({ date: '2026-11-22', start: '10:00', end: '10:30', startsAt: new Date('2026-11-22T10:00:00+09:00'), minutes: 30, capacity: 2, booked: 0, remaining: 2, closed: false, createdAt: clock.now() });
    expect((await request(app).post('/api/visits').send({ name: '홍길동', phone: '010.1234.5678', consent: true, slotId: String(slot._id), party: 2 })).status).toBe(201);
    // A verification text (issue of phone verification) is shown masked.
    await outbox.enqueue({ key: 'verify:1', kind: 'phone-verification', channel: 'sms', to: '010-1234-5678', text: '[더 해온 레이크시티] 인증번호 [482913]를 입력해 주세요.' });

    const a = await admin();
    const res = await a.get('/api/admin/people?phone=010 1234 5678');
    expect(res.status).toBe(200);
    const card = res.body;
    expect(card.phone).toBe('010-1234-5678');
    expect(card.names.sort()).toEqual(['홍 길동', '홍길동']);
    expect(card.leads.map((l: { type: string }) => l.type).sort()).toEqual(['interest', 'reservation', 'visit-request']);
    expect(card.leads.find((l: { type: string }) => l.type === 'interest')).toMatchObject({ typeLabel: '관심고객 등록', statusLabel: '신규', source: 'direct', sourceLabel: '직접 방문' });
    expect(card.reservations).toEqual([expect.objectContaining({ date: '2026-11-22', start: '10:00', party: 2, status: 'booked', statusLabel: '예약', channel: 'web' })]);
    expect(card.consent).toMatchObject({ marketing: true, night: false });
    const kinds = card.messages.map((m: { kind: string }) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['consent-granted', 'visit-request', 'visit-confirmed', 'phone-verification']));
    expect(card.messages.find((m: { kind: string }) => m.kind === 'visit-request')).toMatchObject({ label: '견본주택 안내(주소)', text: expect.stringContaining('견본주택 방문 신청이 접수되었습니다') });
    // A reminder two years ahead shows when it is due.
    expect(card.messages.find((m: { kind: string }) => m.kind === 'consent-reconfirmation')).toMatchObject({ state: 'pending', scheduledAt: new Date('2028-11-20T10:00:00+09:00').toISOString() });
    const code = card.messages.find((m: { kind: string }) => m.kind === 'phone-verification');
    expect(code.text).toBe('[더 해온 레이크시티] 인증번호 [••••••]를 입력해 주세요.');
    expect(JSON.stringify(card)).not.toContain('다른사람');
    expect((await a.get('/api/admin/people?phone=12')).status).toBe(400);
    expect((await request(app).get('/api/admin/people?phone=010-1234-5678')).status).toBe(401);
  });
});

describe('the dashboard counts people', () => {
  it('one person who registered twice counts once: today.people, people per day, and rates per person', async () => {
    await register({});
    await register({ phone: '010 1234 5678', type: 'visit-request' });
    await register({ phone: '010-3333-4444', name: '김철수' });
    const lead = await Lead.findOne({ phone: '010-3333-4444' }).lean();
    const a = await admin();
    await a.get('/api/auth/session');
    const { agent, csrfToken } = await signedIn(app);
    expect((await agent.patch(`/api/admin/leads/${lead!._id}`).set('X-CSRF-Token', csrfToken).send({ status: 'visited' })).status).toBe(200);
    const stats = (await a.get('/api/admin/stats')).body;
    expect(stats.today).toEqual({ leads: 3, visits: 1, people: 2 });
    expect(stats.days.at(-1)).toMatchObject({ date: '2026-11-20', interest: 2, 'visit-request': 1, reservation: 0, people: 2 });
    expect(stats.sources).toEqual([{ source: 'direct', label: '직접 방문', campaign: null, leads: 3, people: 2, visited: 1, contracted: 0 }]);
  });
});

describe('messages you can read', () => {
  it('pages past 500 rows by keyset, newest first, every row once', async () => {
    const base = new Date('2026-11-01T00:00:00Z').getTime();
    const docs = Array.from({ length: 620 }, (_, i) => ({
      key: `bulk:${i}`, kind: 'visit-request', channel: 'sms', to: `010-5000-${String(i % 3).padStart(4, '0')}`, text: `안내 ${i}`, smsType: 'SMS', bytes: 10, advertising: false,
      // Pairs share a creation time: the keyset must break ties by id.
      state: 'sent', attempts: 1, nextAttemptAt: new Date(base + Math.floor(i / 2) * 1000), dueAt: new Date(base), createdAt: new Date(base + Math.floor(i / 2) * 1000), expiresAt: new Date(base + 400 * 86_400_000),
    }));
    await OutboxMessage.collection.insertMany(docs);
    const a = await admin();
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    // Bounded: a list without a next cursor (or one stuck on a page) fails instead of looping.
    while (cursor !== null && pages < 20) {
      const res = await a.get(`/api/admin/messages?cursor=${cursor}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((m: { text: string }) => m.text));
      cursor = res.body.nextCursor ?? null;
      pages++;
    }
    expect(pages).toBe(7);
    expect(seen).toHaveLength(620);
    expect(new Set(seen).size).toBe(620);
    expect(seen[0]).toMatch(/^안내 61[89]$/);
    const first = (await a.get('/api/admin/messages')).body.items[0];
    expect(first).toMatchObject({ kind: 'visit-request', label: '견본주택 안내(주소)', text: expect.stringMatching(/^안내 /) });
    // Filters: phone in any format, kind, state.
    const byPhone = await a.get('/api/admin/messages?phone=01050000001&limit=500');
    expect(byPhone.body.items).toHaveLength(207);
    expect(byPhone.body.items.every((m: { recipient: string }) => m.recipient === '010-5000-0001')).toBe(true);
    expect((await a.get('/api/admin/messages?kind=announcement')).body.items).toHaveLength(0);
    expect((await a.get('/api/admin/messages?state=pending')).body.items).toHaveLength(0);
    expect((await a.get('/api/admin/messages?cursor=nonsense')).status).toBe(400);
  });

  it('opt-in and opt-out confirmations are two kinds, and a cancelled message says why in its own field', async () => {
    await register({ marketing: true });
    const a = await admin();
    expect((await a.post('/api/admin/consents/optout', { phone: '010-1234-5678' })).status).toBe(200);
    const items = (await a.get('/api/admin/messages?phone=010-1234-5678')).body.items as { kind: string; label: string; state: string; cancelReason?: string; lastError?: string }[];
    expect(items.find((m) => m.kind === 'consent-granted')!.label).toBe('수신 동의 확인');
    expect(items.find((m) => m.kind === 'consent-withdrawn')!.label).toBe('수신거부 확인');
    const reminder = items.find((m) => m.kind === 'consent-reconfirmation')!;
    expect(reminder).toMatchObject({ state: 'cancelled', cancelReason: '수신 동의 철회' });
    expect(reminder.lastError).toBeUndefined();
  });

  it('an informational message can be resent once per request; advertising cannot', async () => {
    await register({ type: 'visit-request' });
    const a = await admin();
    const original = (await OutboxMessage.findOne({ kind: 'visit-request' }).lean())!;
    const res = await a.post(`/api/admin/messages/${original._id}/resend`, {});
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({ kind: 'visit-request', recipient: '010-1234-5678', text: original.text, state: 'pending', resendOf: String(original._id) });
    expect(await OutboxMessage.countDocuments({ kind: 'visit-request' })).toBe(2);
    const ad = await outbox.enqueue({ key: 'announcement:x:010-1234-5678', kind: 'announcement', channel: 'sms', to: '010-1234-5678', text: '(광고) 안내', advertising: true });
    expect((await a.post(`/api/admin/messages/${ad.id}/resend`, {})).status).toBe(409);
    expect((await a.post(`/api/admin/messages/${new Types.ObjectId()}/resend`, {})).status).toBe(404);
  });
});

describe('two-year reconfirmations', () => {
  it('only one is pending per person; when it is sent the next one is queued two years later', async () => {
    await register({ marketing: true });
    await register({ marketing: true, phone: '010-2222-3333' });
    const pending = await OutboxMessage.find({ kind: 'consent-reconfirmation', state: 'pending' }).lean();
    expect(pending.map((m) => m.to).sort()).toEqual(['010-1234-5678', '010-2222-3333']);
    expect(pending.every((m) => m.nextAttemptAt.toISOString() === new Date('2028-11-20T10:00:00+09:00').toISOString())).toBe(true);

    clock.set('2028-11-20T10:00:01+09:00');
    await outbox.drain();
    const after = await OutboxMessage.find({ kind: 'consent-reconfirmation', to: '010-1234-5678' }).sort({ nextAttemptAt: 1 }).lean();
    expect(after.map((m) => [m.state, m.nextAttemptAt.getUTCFullYear()])).toEqual([
      ['sent', 2028],
      ['pending', 2030],
    ]);
  });

  it('reminders queued years ahead by the older code are pruned to the next one per grant', async () => {
    await register({ marketing: true });
    const first = (await OutboxMessage.findOne({ kind: 'consent-reconfirmation' }).lean())!;
    const grant = first.key.split(':')[1];
    for (const n of [2, 3, 4, 5]) {
      await outbox.enqueue({ key: `reconfirm:${grant}:${n}`, kind: 'consent-reconfirmation', channel: 'sms', to: first.to!, text: first.text!, notBefore: new Date(first.nextAttemptAt.getTime() + n * 1000), group: first.group! });
    }
    expect(await pruneReconfirmations(OutboxMessage.db.db!)).toBe(4);
    expect((await OutboxMessage.find({ kind: 'consent-reconfirmation' }).lean()).map((m) => m.key)).toEqual([`reconfirm:${grant}:1`]);
  });
});

describe('announcements', () => {
  it('a test send goes once to the chosen phone, marked as a test, with the sample opt-out link', async () => {
    const a = await admin();
    const res = await a.post('/api/admin/announcements/test', { text: '잔여세대 안내', phone: '01077778888' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ phone: '010-7777-8888', test: true });
    const sent = await OutboxMessage.find({ to: '010-7777-8888' }).lean();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'announcement-test', test: true, advertising: true });
    expect(sent[0]!.text).toContain('/o/sample-optout-link00');
  });

  it('the preview shows a sample opt-out link, never a real recipient’s', async () => {
    await register({ marketing: true });
    const a = await admin();
    const res = await a.post('/api/admin/announcements/preview', { text: '안내' });
    expect(res.body.recipients).toBe(1);
    expect(res.body.sample).toContain('/o/sample-optout-link00');
  });

  it('the audience filters by lead type, status, source and interested unit type', async () => {
    await register({ marketing: true, phone: '010-1000-0001', unitType: '84A' });
    await register({ marketing: true, phone: '010-1000-0002', type: 'visit-request', unitType: '99B' });
    await request(app).post('/api/leads?utm_source=naver').set('Cookie', []).send({ name: '네이버', phone: '010-1000-0003', consent: true, type: 'interest', marketing: true });
    await Lead.updateOne({ phone: '010-1000-0003' }, { $set: { 'attribution.first.source': 'naver' } });
    const a = await admin();
    const count = async (filter: object) => (await a.post('/api/admin/announcements/preview', { text: '안내', filter })).body.recipients;
    expect(await count({})).toBe(3);
    expect(await count({ type: 'visit-request' })).toBe(1);
    expect(await count({ unitType: '84A' })).toBe(1);
    expect(await count({ source: 'naver' })).toBe(1);
    expect(await count({ status: 'contacted' })).toBe(0);
    expect((await a.post('/api/admin/announcements/preview', { text: '안내', filter: { unitType: '200Z' } })).status).toBe(400);
  });
});
