import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastCode, signedToken } from './helpers/verification';
import request from 'supertest';
import ICAL from 'ical.js';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { testClock, testOutbox } from './helpers/consent';
import { OutboxMessage } from '../server/outbox/model';
import { Lead } from '../server/leads/model';
import { ConsentEvent } from '../server/consent/model';
import { ScheduleChange, ScheduleSubscriber } from '../server/schedule/model';
import { siteConfig, type ScheduleStep } from '../shared/site.config';
import { timeline } from '../shared/schedule';
import { foldLine } from '../server/schedule/ics';

const clock = testClock('2026-11-20T10:00:00+09:00');
const outbox = testOutbox(clock.now);
const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000' }, { outbox });
const person = { name: '김청약', phone: '010-2345-6789', consent: true };

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  await createAdmin();
  clock.set('2026-11-20T10:00:00+09:00');
});
afterAll(() => outbox.stop());

const defaults = () => siteConfig.schedule.map((s) => ({ ...s }));
async function save(items: unknown) {
  const { agent, csrfToken } = await signedIn(app);
  return agent.put('/api/admin/schedule').set('X-CSRF-Token', csrfToken).send({ items });
}
const withStep = (key: string, change: Partial<ScheduleStep>) => defaults().map((s) => (s.key === key ? { ...s, ...change } : s));
const reminders = (filter: object = {}) => OutboxMessage.find({ kind: 'schedule-reminder', ...filter }).sort({ nextAttemptAt: 1 }).lean();
const kst = (iso: string) => new Date(`${iso}+09:00`).toISOString();

describe('D-day in Korea time', () => {
  const steps: ScheduleStep[] = [
    { key: 'a', label: '특별공급', start: '2026-12-08' },
    { key: 'b', label: '1순위', start: '2026-12-09' },
  ];
  it('at 23:59 KST the day before, the step is next with D-1; at 00:00 KST it is current with D-DAY', () => {
    const before = timeline(steps, new Date('2026-12-07T23:59:00+09:00'));
    expect(before[0]).toMatchObject({ key: 'a', status: 'next', dday: 'D-1' });
    expect(before[1]).toMatchObject({ status: 'upcoming' });
    const after = timeline(steps, new Date('2026-12-08T00:00:00+09:00'));
    expect(after[0]).toMatchObject({ key: 'a', status: 'current', dday: 'D-DAY' });
    expect(after[1]).toMatchObject({ key: 'b', status: 'next', dday: 'D-1' });
  });

  it('the server zone does not matter: 23:59 KST is already the next day in UTC terms of the step', () => {
    // 2026-12-07T14:59Z is 23:59 KST; a UTC-based count would say the same day as the step's UTC date minus one.
    expect(timeline(steps, new Date('2026-12-07T14:59:00Z'))[0]!.dday).toBe('D-1');
    expect(timeline(steps, new Date('2026-12-07T15:00:00Z'))[0]!.dday).toBe('D-DAY');
  });

  it('the page shows D-1 at 23:59 KST and D-DAY at 00:00 KST (injected clock)', async () => {
    clock.set('2026-12-07T23:59:00+09:00');
    let page = await request(app).get('/SalesInfo/schedule');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/특별공급 청약[\s\S]*D-1/);
    clock.set('2026-12-08T00:00:00+09:00');
    page = await request(app).get('/SalesInfo/schedule');
    expect(page.text).toMatch(/특별공급 청약[\s\S]*D-DAY/);
  });
});

describe('GET /api/schedule and PUT /api/admin/schedule', () => {
  it('is public and serves the site config defaults with past / current / next marked', async () => {
    clock.set('2026-12-08T12:00:00+09:00');
    const res = await request(app).get('/api/schedule');
    expect(res.status).toBe(200);
    expect(res.body.today).toBe('2026-12-08');
    const byKey = Object.fromEntries(res.body.items.map((s: { key: string }) => [s.key, s]));
    expect(byKey.announcement.status).toBe('past');
    expect(byKey['special-supply']).toMatchObject({ status: 'current', dday: 'D-DAY' });
    expect(byKey['first-local']).toMatchObject({ status: 'next', dday: 'D-1' });
  });

  it('needs a signed-in administrator and the CSRF token', async () => {
    expect((await request(app).put('/api/admin/schedule').send({ items: defaults() })).status).toBe(401);
    const { agent } = await signedIn(app);
    expect((await agent.put('/api/admin/schedule').send({ items: defaults() })).status).toBe(403);
  });

  it('a bad date or key answers 400 in Korean and stores nothing', async () => {
    const badDate = await save(withStep('second', { start: '2026-02-30' }));
    expect(badDate.status).toBe(400);
    expect(badDate.body.error).toMatch(/5번째 일정: 날짜를 YYYY-MM-DD 형식/);
    const badKey = await save(withStep('second', { key: 'Second Round' }));
    expect(badKey.status).toBe(400);
    expect(badKey.body.error).toMatch(/일정 키는 영문 소문자/);
    const duplicate = await save([...defaults(), { key: 'second', label: '중복', start: '2026-12-30' }]);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error).toBe('같은 일정 키가 두 번 이상 있습니다.');
    const endBefore = await save(withStep('documents', { end: '2026-12-01' }));
    expect(endBefore.status).toBe(400);
    expect(endBefore.body.error).toMatch(/종료일은 시작일과 같거나/);
    expect(await ScheduleChange.countDocuments()).toBe(0);
  });

  it('places may be written in Korean or without the hyphen; they are stored as online / model-house', async () => {
    const items = withStep('contract', { where: '견본주택' as never }).map((s) => (s.key === 'winners' ? { ...s, where: 'modelhouse' as never } : s));
    expect((await save(items)).status).toBe(200);
    const pub = (await request(app).get('/api/schedule')).body.items as ScheduleStep[];
    expect(pub.find((s) => s.key === 'winners')!.where).toBe('model-house');
    expect((await save(withStep('contract', { where: 'office' as never }))).body.error).toMatch(/장소는 online/);
    // Hours written with a tilde are stored in the HH:MM-HH:MM form.
    expect((await save(withStep('second', { time: '09:00 ~ 17:30' }))).status).toBe(200);
    expect((await request(app).get('/api/schedule')).body.items.find((s: ScheduleStep) => s.key === 'second').time).toBe('09:00-17:30');
    expect((await save(withStep('second', { time: '17:30-09:00' }))).body.error).toMatch(/시간은 HH:MM/);
  });

  it('a save is served at once and every change is recorded with who made it', async () => {
    const res = await save(withStep('second', { start: '2026-12-14' }).filter((s) => s.key !== 'winners'));
    expect(res.status).toBe(200);
    const pub = await request(app).get('/api/schedule');
    expect(pub.body.items.find((s: ScheduleStep) => s.key === 'second').start).toBe('2026-12-14');
    expect(pub.body.items.some((s: ScheduleStep) => s.key === 'winners')).toBe(false);
    const [change] = await ScheduleChange.find().lean();
    expect(change!.by).toBe('press-admin@example.com');
    expect(change!.changes).toEqual([
      expect.objectContaining({ key: 'second', kind: 'changed', before: expect.objectContaining({ start: '2026-12-11' }), after: expect.objectContaining({ start: '2026-12-14' }) }),
      expect.objectContaining({ key: 'winners', kind: 'removed' }),
    ]);
    const admin = await signedIn(app);
    const view = await admin.agent.get('/api/admin/schedule');
    expect(view.body.changes).toHaveLength(1);
  });
});

describe('iCalendar feed', () => {
  const parse = (text: string) => new ICAL.Component(ICAL.parse(text));
  const eventOf = (cal: ICAL.Component, key: string) => cal.getAllSubcomponents('vevent').find((e) => String(e.getFirstPropertyValue('uid')).startsWith(`${key}@`))!;

  it('/calendar.ics is RFC 5545: CRLF lines of at most 75 octets, parsed by ical.js into one event per step', async () => {
    const res = await request(app).get('/calendar.ics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    const raw = res.text;
    expect(raw.endsWith('\r\n')).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(raw).toMatch(/\r\n /); // long Korean lines are folded
    const cal = parse(raw);
    const events = cal.getAllSubcomponents('vevent');
    expect(events).toHaveLength(siteConfig.schedule.length);
    expect(cal.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Seoul');

    const special = new ICAL.Event(eventOf(cal, 'special-supply'));
    expect(special.summary).toBe('[더 해온 레이크시티] 특별공급 청약');
    expect(special.startDate.toJSDate().toISOString()).toBe(kst('2026-12-08T09:00:00'));
    expect(special.endDate.toJSDate().toISOString()).toBe(kst('2026-12-08T17:30:00'));
    const notice = new ICAL.Event(eventOf(cal, 'announcement'));
    expect(notice.startDate.isDate).toBe(true);
    expect(notice.startDate.toString()).toBe('2026-12-01');
    expect(notice.endDate.toString()).toBe('2026-12-02');
    // A step over several days repeats its hours each day.
    const documents = new ICAL.Event(eventOf(cal, 'documents'));
    const it = documents.iterator();
    const days: string[] = [];
    for (let next = it.next(); next; next = it.next()) days.push(next.toString().slice(0, 10));
    expect(days).toEqual(['2026-12-19', '2026-12-20', '2026-12-21', '2026-12-22', '2026-12-23']);
    expect(documents.location).toBe(siteConfig.modelHouse.address);
  });

  it('text values are escaped and folded lines unfold to the original, multi-byte characters intact', () => {
    const line = `DESCRIPTION:${'청약 일정, 당첨자 발표; 계약\\n'.repeat(6)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('an edit keeps every UID and raises the SEQUENCE of the edited step only; /calendar/<key>.ics is that one event', async () => {
    const before = parse((await request(app).get('/calendar.ics')).text);
    const uid = eventOf(before, 'second').getFirstPropertyValue('uid');
    expect(eventOf(before, 'second').getFirstPropertyValue('sequence')).toBe(0);

    expect((await save(withStep('second', { start: '2026-12-14', note: '일정이 변경되었습니다, 확인해 주세요' }))).status).toBe(200);
    const after = parse((await request(app).get('/calendar.ics')).text);
    const second = eventOf(after, 'second');
    expect(second.getFirstPropertyValue('uid')).toBe(uid);
    expect(second.getFirstPropertyValue('sequence')).toBe(1);
    expect(new ICAL.Event(second).startDate.toString()).toMatch(/^2026-12-14T09:00:00/);
    expect(new ICAL.Event(second).description).toContain('일정이 변경되었습니다, 확인해 주세요');
    expect(eventOf(after, 'first-local').getFirstPropertyValue('sequence')).toBe(0);

    expect((await save(withStep('second', { start: '2026-12-15' }))).status).toBe(200);
    const one = await request(app).get('/calendar/second.ics');
    expect(one.status).toBe(200);
    const single = parse(one.text);
    expect(single.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(eventOf(single, 'second').getFirstPropertyValue('uid')).toBe(uid);
    expect(eventOf(single, 'second').getFirstPropertyValue('sequence')).toBe(2);
    expect((await request(app).get('/calendar/no-such-step.ics')).status).toBe(404);
  });
});

describe('청약 일정 알림 (reminders)', () => {
  // The number's owner signs up (a verified phone: reminders text it for months).
  const subscribe = (body: Record<string, unknown> = person) =>
    request(app)
      .post('/api/schedule-reminders')
      .send({ ...body, ...(typeof body.phone === 'string' ? { verificationToken: signedToken(body.phone, clock.now()) } : {}) });

  it('POST answers 201, records the schedule consent (not marketing), adds a schedule-reminder lead and queues 10:00 eve and 09:00 day texts for steps ahead', async () => {
    clock.set('2026-12-07T12:00:00+09:00'); // after 10:00 the day before 특별공급
    const res = await subscribe(person);
    expect(res.status).toBe(201);
    const consent = await ConsentEvent.find({ phone: '010-2345-6789' }).lean();
    expect(consent).toEqual([expect.objectContaining({ scope: 'schedule', kind: 'grant', version: 'schedule-2026-11' })]);
    const lead = await Lead.findOne({ phone: '010-2345-6789' }).lean();
    expect(lead).toMatchObject({ type: 'schedule-reminder', name: '김청약' });

    const special = await reminders({ group: 'schedule-step:special-supply' });
    // The eve text (10:00 on 12-07) has passed: only the opening-day text is queued.
    expect(special.map((m) => m.nextAttemptAt.toISOString())).toEqual([kst('2026-12-08T09:00:00')]);
    const first = await reminders({ group: 'schedule-step:first-local' });
    expect(first.map((m) => m.nextAttemptAt.toISOString())).toEqual([kst('2026-12-08T10:00:00'), kst('2026-12-09T09:00:00')]);
    expect(first[0]!.text).toContain('내일은 1순위 해당지역 청약 일정입니다.');
    expect(first[0]!.text).toMatch(/알림 해지: https:\/\/www\.haeon-lakecity\.co\.kr\/r\/[A-Za-z0-9_-]{20}$/);
    expect(await reminders({ group: 'schedule-step:announcement' })).toHaveLength(0); // past
    expect(first.every((m) => !m.advertising)).toBe(true);
  });

  it('a missing consent or a bad phone answers 400 in Korean; the same number again keeps one subscription', async () => {
    const noConsent = await subscribe({ name: '김청약', phone: '010-2345-6789' });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.error).toBe('청약 일정 알림 수신에 동의해 주세요.');
    expect((await subscribe({ ...person, phone: '12345' })).body.error).toMatch(/연락처를 정확히/);
    expect((await subscribe()).status).toBe(201);
    const count = (await reminders()).length;
    expect((await subscribe()).status).toBe(201);
    expect(await ScheduleSubscriber.countDocuments()).toBe(1);
    expect(await reminders()).toHaveLength(count);
  });

  it('editing a step moves its pending texts to the new date; deleting a step cancels them', async () => {
    expect((await subscribe()).status).toBe(201);
    expect((await save(withStep('second', { start: '2026-12-14' }).filter((s) => s.key !== 'winners'))).status).toBe(200);
    const second = await reminders({ group: 'schedule-step:second' });
    const pending = second.filter((m) => m.state === 'pending');
    expect(pending.map((m) => m.nextAttemptAt.toISOString())).toEqual([kst('2026-12-13T10:00:00'), kst('2026-12-14T09:00:00')]);
    expect(pending[0]!.text).toContain('2026년 12월 14일(월)');
    expect(second.filter((m) => m.state === 'cancelled').map((m) => m.nextAttemptAt.toISOString())).toEqual([kst('2026-12-10T10:00:00'), kst('2026-12-11T09:00:00')]);
    const winners = await reminders({ group: 'schedule-step:winners' });
    expect(winners.length).toBe(2);
    expect(winners.every((m) => m.state === 'cancelled')).toBe(true);
    // Untouched steps keep their texts as they were.
    expect((await reminders({ group: 'schedule-step:first-local' })).every((m) => m.state === 'pending')).toBe(true);
  });

  it('the stop link cancels every pending text, records the withdrawal, and the count on /admin/schedule drops', async () => {
    expect((await subscribe()).status).toBe(201);
    expect((await subscribe({ ...person, phone: '010-3456-7890' })).status).toBe(201);
    const admin = await signedIn(app);
    expect((await admin.agent.get('/api/admin/schedule')).body.subscribers).toBe(2);
    const text = (await reminders({ to: '010-2345-6789' }))[0]!.text!;
    const token = /\/r\/([A-Za-z0-9_-]{20})$/.exec(text)![1]!;

    const page = await request(app).get(`/r/${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('청약 일정 알림 해지');
    const stop = await request(app).post(`/r/${token}`).type('form').set('Accept', 'text/html').send('');
    expect(stop.status).toBe(303);
    expect(stop.headers.location).toBe(`/r/${token}?done=1`);
    expect((await request(app).get(`/r/${token}?done=1`)).text).toContain('청약 일정 알림이 해지되었습니다.');

    expect((await reminders({ to: '010-2345-6789', state: 'pending' })).length).toBe(0);
    expect((await reminders({ to: '010-3456-7890', state: 'pending' })).length).toBeGreaterThan(0);
    const ledger = await ConsentEvent.find({ phone: '010-2345-6789' }).sort({ at: 1 }).lean();
    expect(ledger.map((e) => `${e.scope}:${e.kind}`)).toEqual(['schedule:grant', 'schedule:withdraw']);
    expect((await admin.agent.get('/api/admin/schedule')).body.subscribers).toBe(1);
    // An edit after the stop queues nothing for the stopped number.
    await save(withStep('contract', { start: '2027-01-06' }));
    expect((await reminders({ to: '010-2345-6789', state: 'pending' })).length).toBe(0);
    expect((await request(app).post(`/r/${token}`).send({})).status).toBe(404);
  });

  it('/admin/schedule shows the number of subscribers to a signed-in administrator', async () => {
    expect((await subscribe()).status).toBe(201);
    expect((await subscribe({ ...person, phone: '010-3456-7890' })).status).toBe(201);
    const admin = await signedIn(app);
    const page = await admin.agent.get('/admin/schedule');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/청약 알림 신청자 <strong[^>]*>2명<\/strong>/);
    expect(page.text).toContain('value="special-supply"');
  });

  it('without a verified phone the sign-up is refused (403), and without JavaScript it takes the texted code as a second step', async () => {
    const unverified = await request(app).post('/api/schedule-reminders').send({ name: '김청약', phone: '010-2345-6789', consent: true });
    expect(unverified.status).toBe(403);
    expect(unverified.body.error).toBe('휴대폰 인증이 필요합니다');
    const form = { formId: 'schedule-reminder', name: '김청약', phone: '010-2345-6789', consent: 'on', page: '/SalesInfo/schedule' };
    const step = await request(app).post('/api/schedule-reminders').type('form').send(form);
    expect(step.status).toBe(200);
    expect(step.text).toContain('name="verificationCode"');
    expect(step.text).toContain('value="김청약"');
    expect(await ScheduleSubscriber.countDocuments()).toBe(0);
    const ok = await request(app).post('/api/schedule-reminders').type('form').send({ ...form, verificationCode: await lastCode(form.phone) });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/SalesInfo/schedule?reminder=ok#reminder');
    const page = await request(app).get('/SalesInfo/schedule?reminder=ok');
    expect(page.text).toContain('청약 일정 알림 신청이 완료되었습니다.');
    const bad = await request(app).post('/api/schedule-reminders').type('form').send({ name: '김청약', phone: '010-2345-6789' });
    expect(bad.headers.location).toBe('/SalesInfo/schedule?reminder=invalid&fields=consent#reminder');
  });

  it('subscribers are listed in the lead desk under their own type', async () => {
    expect((await subscribe()).status).toBe(201);
    const admin = await signedIn(app);
    const res = await admin.agent.get('/api/admin/leads?type=schedule-reminder');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([expect.objectContaining({ type: 'schedule-reminder', name: '김청약', phone: '010-2345-6789' })]);
    // Today's numbers count the sign-up as a lead, not as a visit request.
    const stats = await admin.agent.get('/api/admin/stats');
    expect(stats.body.today).toEqual({ leads: 1, visits: 0, people: 1 });
    // The ordinary lead form cannot post this type.
    expect((await request(app).post('/api/leads').send({ ...person, type: 'schedule-reminder' })).status).toBe(400);
  });
});
