/**
 * The 모집공고일 is one fact the desk enters once (the schedule's 입주자모집공고 step): the schedule,
 * the eligibility answer and the score page read it, and the score counts to it before the notice
 * and during the 청약 window alike (a 가점 counted to a later day is 가점 오기, 부적격).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import mongoose from 'mongoose';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient } from './helpers/admin';
import { testClock } from './helpers/consent';
import { FIGURES, NEWLYWED_BUYER } from './helpers/eligibility';
import { siteConfig } from '../shared/site.config';
import { EligibilityFiguresDoc } from '../server/tools/eligibility/model';
import { run as moveNoticeDate } from '../server/db/migrations/0015-notice-date-in-schedule';

// The 청약 window: the site's notice is 2026-12-01, its 1순위 2026-12-09.
const clock = testClock('2026-12-09T10:00:00+09:00');
const { app } = testApp({}, { now: clock.now });

beforeAll(testDb);
beforeEach(async () => {
  await clearDb();
  await createAdmin();
  clock.set('2026-12-09T10:00:00+09:00');
});

const NOTICE = siteConfig.schedule.find((s) => s.key === 'announcement')!.start;
const withNotice = (day: string) => siteConfig.schedule.map((s) => (s.key === 'announcement' ? { ...s, start: day } : { ...s }));
/** Opened 2026-06-05: 5 full months on 2026-12-01 (1 point), 6 on 2026-12-09 (2 points). */
const BUYER = { birthDate: '1990-01-01', neverOwned: true, dependents: 0, accountOpenedOn: '2026-06-05' };

describe('the score counts to the 모집공고일', () => {
  it('POST /api/tools/score without a date, during the 청약 window, counts to the notice, not today', async () => {
    expect(NOTICE).toBe('2026-12-01');
    const res = await request(app).post('/api/tools/score').send(BUYER);
    expect(res.status).toBe(200);
    expect(res.body.parts.account).toMatchObject({ points: 1 });
    expect(res.body.parts.account.rule).toContain('5개월');
    expect(res.body.parts.homeless.rule).toContain('2026년 12월 1일까지');
  });

  it('the score page starts its 기준일 at the notice during the window, and a post without one counts to it', async () => {
    const page = html((await request(app).get('/SalesInfo/score')).text);
    expect(page.querySelector('#score-asOf')!.getAttribute('value')).toBe(NOTICE);
    const posted = await request(app).post('/SalesInfo/score').type('form').send({ birthDate: BUYER.birthDate, owned: 'never', dependents: '0', accountOpenedOn: BUYER.accountOpenedOn });
    expect(html(posted.text).querySelector('#score-result')!.text).toContain('2026년 12월 1일 기준 청약 가점은 20점');
  });

  it('before the notice too', async () => {
    clock.set('2026-11-20T10:00:00+09:00');
    const page = html((await request(app).get('/SalesInfo/score')).text);
    expect(page.querySelector('#score-asOf')!.getAttribute('value')).toBe(NOTICE);
  });
});

describe('one fact, entered once', () => {
  it('the desk moves the notice on the schedule: the schedule, the eligibility page and the score follow', async () => {
    const desk = await deskClient(app);
    expect((await desk.put('/api/admin/eligibility', { rev: 0, figures: { ...FIGURES, noticeDate: undefined } })).status).toBe(200);
    expect((await desk.put('/api/admin/schedule', { items: withNotice('2026-12-04') })).status).toBe(200);

    expect((await request(app).get('/api/schedule')).body.items.find((s: { key: string }) => s.key === 'announcement').start).toBe('2026-12-04');
    const eligibility = await request(app).post('/api/tools/eligibility').send(NEWLYWED_BUYER);
    expect(eligibility.body.noticeDate).toBe('2026-12-04');
    expect(html((await request(app).get('/SalesInfo/eligibility')).text).querySelector('.elig-intro')!.text).toContain('2026.12.04 입주자모집공고 기준');
    // 2026-06-05 to 2026-12-04: still 5 months.
    expect((await request(app).post('/api/tools/score').send(BUYER)).body.parts.homeless.rule).toContain('2026년 12월 4일까지');
  });

  it('the eligibility desk has no date of its own: a 모집공고일 sent to it is saved on the schedule, never in the figures', async () => {
    const desk = await deskClient(app);
    expect((await desk.put('/api/admin/eligibility', { rev: 0, figures: FIGURES })).status).toBe(200);
    expect((await request(app).get('/api/schedule')).body.items.find((s: { key: string }) => s.key === 'announcement').start).toBe(FIGURES.noticeDate);
    expect((await EligibilityFiguresDoc.findById('current').lean())!.noticeDate).toBeUndefined();
    const page = html((await desk.get('/admin/eligibility')).text);
    expect(page.querySelector('#elig-notice-date')).toBeNull();
    expect(page.querySelector('a[href="/admin/schedule"]')).not.toBeNull();
  });

  it('migration 0015 moves a stored 모집공고일 onto the schedule and out of the figures, once', async () => {
    const db = mongoose.connection.db!;
    await db.collection('eligibility_figures').insertOne({ _id: 'current' as never, ...FIGURES, noticeDate: '2026-11-27', rev: 1, updatedAt: new Date(), updatedBy: 'desk@example.com' });
    expect(await moveNoticeDate(db, clock.now())).toEqual({ moved: 1 });
    expect(await moveNoticeDate(db, clock.now())).toEqual({ moved: 0 });
    expect((await request(app).get('/api/schedule')).body.items.find((s: { key: string }) => s.key === 'announcement').start).toBe('2026-11-27');
    expect((await db.collection('eligibility_figures').findOne({}))!.noticeDate).toBeUndefined();
    expect((await request(app).post('/api/tools/eligibility').send(NEWLYWED_BUYER)).body.noticeDate).toBe('2026-11-27');
  });
});
