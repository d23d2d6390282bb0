/**
 * Calls and the day's list, with an injected Korea-time clock: outcomes, the first call moving a
 * 신규 lead to 상담완료, today's callbacks and uncalled leads, the first-contact flag in desk hours,
 * the per-counselor numbers; and the access record of views and exports (a reason is required).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAccount, signedInAs } from './helpers/admin';
import { Lead } from '../server/leads/model';
import { DeskSetting } from '../server/leads/assignment';
import { AccessEntry } from '../server/access-log/model';
import { deskMinutesBetween } from '../server/leads/today';

let clock = new Date('2026-03-02T01:00:00Z'); // Monday 10:00 KST
const now = () => clock;
const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0', FIRST_CONTACT_MINUTES: '30', DESK_HOURS: '09:00-19:00' }, { now });
const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));
let counselor: string;

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  clock = new Date('2026-03-02T01:00:00Z');
  await createAccount('owner@example.com', 'owner');
  await createAccount('m@example.com', 'manager');
  counselor = await createAccount('kim@example.com', 'counselor');
  await DeskSetting.create({ _id: 'assignment', mode: 'round-robin', turn: 0 });
});

async function post(i: number) {
  await request(app).post('/api/leads').send({ type: 'interest', name: `고객${i}`, phone: `010-8000-${1000 + i}`, consent: true }).expect(201);
  return String((await Lead.findOne({ name: `고객${i}` }).lean())!._id);
}

describe('calls', () => {
  it('POST /calls → 201; the first call moves 신규 to 상담완료; an unknown outcome is 400', async () => {
    const id = await post(1);
    const { agent, csrfToken } = await signedInAs(app, 'kim@example.com');
    const bad = await agent.post(`/api/admin/leads/${id}/calls`).set('X-CSRF-Token', csrfToken).send({ outcome: 'voicemail' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('부재');
    const first = await agent.post(`/api/admin/leads/${id}/calls`).set('X-CSRF-Token', csrfToken).send({ outcome: 'no-answer' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: 'call', outcome: 'no-answer', by: 'kim@example.com', status: 'contacted' });
    minutes(5);
    const second = await agent
      .post(`/api/admin/leads/${id}/calls`)
      .set('X-CSRF-Token', csrfToken)
      .send({ outcome: 'callback', note: '저녁 7시 이후 통화 희망', nextCallAt: '2026-03-02T10:30:00Z' });
    expect(second.status).toBe(201);
    const detail = (await agent.get(`/api/admin/leads/${id}`)).body;
    expect(detail.status).toBe('contacted');
    expect(detail.history.map((h: { kind: string; outcome?: string; to?: string }) => h.outcome ?? h.to ?? h.kind)).toEqual(['callback', 'contacted', 'no-answer', 'assign']);
    expect(detail.nextCallAt).toBe('2026-03-02T10:30:00.000Z');
  });
});

describe("today's list", () => {
  it('shows callbacks due today (KST) and uncalled new leads, oldest first, with minutes since arrival and the late flag', async () => {
    const older = await post(1);
    minutes(10);
    const newer = await post(2);
    const called = await post(3);
    const { agent, csrfToken } = await signedInAs(app, 'kim@example.com');
    await agent.post(`/api/admin/leads/${called}/calls`).set('X-CSRF-Token', csrfToken).send({ outcome: 'callback', nextCallAt: '2026-03-02T08:00:00Z' }).expect(201);
    minutes(25); // 10:35 KST: the first lead waited 35 minutes, the second 25
    const today = (await agent.get('/api/admin/today')).body;
    expect(today.today).toBe('2026-03-02');
    expect(today.uncalled.map((l: { id: string }) => l.id)).toEqual([older, newer]);
    expect(today.uncalled.map((l: { minutesSinceArrival: number }) => l.minutesSinceArrival)).toEqual([35, 25]);
    expect(today.uncalled.map((l: { late: boolean }) => l.late)).toEqual([true, false]);
    expect(today.uncalled[0].phone).toBe('010-****-1001');
    expect(today.callbacks.map((l: { id: string }) => l.id)).toEqual([called]);
    // A callback for tomorrow is not today's.
    await agent.post(`/api/admin/leads/${called}/calls`).set('X-CSRF-Token', csrfToken).send({ outcome: 'callback', nextCallAt: '2026-03-03T01:00:00Z' }).expect(201);
    expect((await agent.get('/api/admin/today')).body.callbacks).toEqual([]);
  });

  it("one person's forms are one row, the first they sent, counted as the inbox counts them", async () => {
    const first = await post(1);
    minutes(10);
    // The same person again (same phone), then someone else.
    await request(app).post('/api/leads').send({ type: 'visit-request', name: '고객1', phone: '01080001001', consent: true }).expect(201);
    const other = await post(2);
    const { agent } = await signedInAs(app, 'owner@example.com');
    const today = (await agent.get('/api/admin/today')).body;
    expect(today.uncalled.map((l: { id: string }) => l.id)).toEqual([first, other]);
    expect(today.uncalled.map((l: { repeat: number }) => l.repeat)).toEqual([2, 1]);
    expect(today.uncalled[0].minutesSinceArrival).toBe(10);
    const inbox = (await agent.get('/api/admin/leads?q=010-8000-1001')).body;
    expect(inbox.items.map((l: { repeat: { count: number } }) => l.repeat.count)).toEqual([2, 2]);
  });

  it('time outside desk hours does not count toward the first-contact flag', () => {
    const hours = { open: 9 * 60, close: 19 * 60 };
    // 18:50 KST → next day 09:15 KST: 10 minutes that evening + 15 the next morning.
    expect(deskMinutesBetween(new Date('2026-03-02T09:50:00Z'), new Date('2026-03-03T00:15:00Z'), hours)).toBe(25);
    expect(deskMinutesBetween(new Date('2026-03-02T13:00:00Z'), new Date('2026-03-02T20:00:00Z'), hours)).toBe(0);
  });

  it('the manager sees late leads and per-counselor numbers: assigned, contacted %, median first call, bookings, visits, contracts', async () => {
    const a = await post(1);
    const b = await post(2);
    await post(3);
    const kim = await signedInAs(app, 'kim@example.com');
    minutes(10);
    await kim.agent.post(`/api/admin/leads/${a}/calls`).set('X-CSRF-Token', kim.csrfToken).send({ outcome: 'booked' }).expect(201);
    minutes(20);
    await kim.agent.post(`/api/admin/leads/${b}/calls`).set('X-CSRF-Token', kim.csrfToken).send({ outcome: 'talked' }).expect(201);
    await kim.agent.patch(`/api/admin/leads/${a}`).set('X-CSRF-Token', kim.csrfToken).send({ status: 'contracted' }).expect(200);
    minutes(15);
    const m = await signedInAs(app, 'm@example.com');
    const team = (await m.agent.get('/api/admin/team')).body;
    expect(team.counselors).toEqual([
      { id: counselor, name: 'kim', assigned: 3, contactedPercent: 67, medianFirstCallMinutes: 20, bookings: 1, visits: 1, contracts: 1 },
    ]);
    expect(team.late.map((l: { name: string; phone: string }) => [l.name, l.phone])).toEqual([['고객3', '010-8000-1003']]);
    expect((await kim.agent.get('/api/admin/team')).status).toBe(403);
  });
});

describe('the access record', () => {
  it('a lead view and an export are recorded with who, what, how many and why; an export without a reason is 400', async () => {
    const id = await post(1);
    await post(2);
    const m = await signedInAs(app, 'm@example.com');
    await m.agent.get(`/api/admin/leads/${id}`).expect(200);
    const refused = await m.agent.get('/api/admin/leads.csv');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('사유');
    expect((await m.agent.get('/api/admin/visits/export.csv?date=2026-03-02')).status).toBe(400);
    const csv = await m.agent.get(`/api/admin/leads.csv?reason=${encodeURIComponent('주간 방문 예약 확인')}`);
    expect(csv.status).toBe(200);
    const view = await AccessEntry.findOne({ action: 'view' }).lean();
    expect(view).toMatchObject({ email: 'm@example.com', subject: `lead ${id}`, day: '2026-03-02', ip: expect.any(String) });
    const exported = await AccessEntry.find({ action: 'export' }).lean();
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ email: 'm@example.com', count: 2, reason: '주간 방문 예약 확인' });
    // Kept ACCESS_LOG_DAYS (730 by default).
    expect(exported[0]!.expiresAt.getTime() - exported[0]!.at.getTime()).toBe(730 * 86_400_000);

    const owner = await signedInAs(app, 'owner@example.com');
    const log = await owner.agent.get('/api/admin/access-log?action=export');
    expect(log.body.items).toHaveLength(1);
    expect(log.body.items[0]).toMatchObject({ action: 'export', count: 2, reason: '주간 방문 예약 확인' });
    expect((await m.agent.get('/api/admin/access-log')).status).toBe(403);
  });

  it('writes are recorded too, and an account downloading more than 1,000 rows in a Korean day is flagged', async () => {
    const id = await post(1);
    const m = await signedInAs(app, 'm@example.com');
    await m.agent.patch(`/api/admin/leads/${id}`).set('X-CSRF-Token', m.csrfToken).send({ status: 'closed' }).expect(200);
    const owner = await signedInAs(app, 'owner@example.com');
    await expect.poll(async () => (await owner.agent.get('/api/admin/access-log?action=update')).body.items.length).toBe(1);
    const mId = (await m.agent.get('/api/admin/me')).body.id;
    const entry = { account: mId, email: 'm@example.com', ip: '127.0.0.1', action: 'export', subject: 'leads.csv', reason: '정리', day: '2026-03-02', expiresAt: clock };
    await AccessEntry.collection.insertMany([
      { ...entry, at: clock, count: 600 },
      { ...entry, at: clock, count: 401 },
      { ...entry, at: clock, count: 900, day: '2026-03-01' },
    ]);
    const log = (await owner.agent.get('/api/admin/access-log')).body;
    expect(log.flagged).toEqual([{ account: mId, email: 'm@example.com', day: '2026-03-02', rows: 1001 }]);
    const csv = await owner.agent.get('/api/admin/access-log.csv');
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('"일시(KST)","계정","IP","행위","대상","건수","사유"');
  });
});
