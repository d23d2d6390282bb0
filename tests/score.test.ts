/**
 * 청약 가점 계산기: the API contract, the page posted without JavaScript (same numbers, nothing in
 * the address or the log), and the desk's past cut-offs shown as a labelled reference.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { capturedLog } from './helpers/log-lines';
import { createAccount, signedInAs } from './helpers/admin';
import { testClock } from './helpers/consent';
import { ScoreCutoffs } from '../server/tools/score/model';

const { lines, log } = capturedLog('info');
// 2026-11-27 in Korea, before the site's 모집공고일 (2026-12-01), which a request without a 기준일 counts to
// (tests/notice-day.test.ts: also during the 청약 window).
const clock = testClock('2026-11-27T08:30:00+09:00');
const { app } = testApp({}, { log, now: clock.now });

const BUYER = {
  birthDate: '1983-04-17',
  marriageDate: '2010-09-04',
  neverOwned: true,
  dependents: 3,
  accountOpenedOn: '2012-06-20',
  spouseAccountOpenedOn: '2019-01-05',
};

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  lines.length = 0;
});

describe('POST /api/tools/score', () => {
  it('answers {total, parts} with each part’s points, years and rule, on the 모집공고일 by default', async () => {
    const res = await request(app).post('/api/tools/score').send(BUYER);
    expect(res.status).toBe(200);
    // Married at 27 (2010-09-04): 16 full years on 2026-12-01 → 32. 3 dependants → 20.
    // Account 14 years (2012-06-20) → 16, spouse 7 years → +3, capped at 17.
    expect(res.body).toMatchObject({
      total: 69,
      parts: {
        homeless: { points: 32, years: 16 },
        dependents: { points: 20 },
        account: { points: 17, years: 14 },
      },
    });
    for (const part of Object.values(res.body.parts as Record<string, { rule: string }>)) expect(part.rule).toMatch(/[가-힣]/);
    expect(Object.keys(res.body).sort()).toEqual(['parts', 'total']);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('without asOf, counts to the 모집공고일 whatever the hour: at 00:30 in Seoul an account of 2026-06-02 is still short of 6 months on 2026-12-01', async () => {
    clock.set('2026-11-27T00:30:00+09:00');
    try {
      const res = await request(app).post('/api/tools/score').send({ birthDate: '1990-01-01', neverOwned: true, dependents: 0, accountOpenedOn: '2026-06-02' });
      expect(res.body.parts.account.points).toBe(1);
    } finally {
      clock.set('2026-11-27T08:30:00+09:00');
    }
  });

  it('counts on the asOf it is given (the 모집공고 date)', async () => {
    const res = await request(app).post('/api/tools/score').send({ birthDate: '1996-12-01', neverOwned: true, dependents: 0, accountOpenedOn: '2026-06-01', asOf: '2026-12-01' });
    // 30 on the day: 2 points; the account reaches 6 months that day: 2 points.
    expect(res.body).toMatchObject({ total: 9, parts: { homeless: { points: 2, years: 0 }, dependents: { points: 5 }, account: { points: 2, years: 0 } } });
  });

  it.each([
    [{ ...BUYER, birthDate: '1983-02-30' }, '생년월일'],
    [{ ...BUYER, accountOpenedOn: undefined }, '청약통장 가입일'],
    [{ ...BUYER, dependents: 'many' }, '부양가족'],
    [{ ...BUYER, neverOwned: undefined }, '주택'],
    [{ ...BUYER, marriageDate: '2030-01-01' }, '혼인신고일'],
  ])('400 with a Korean message for input it cannot use (%j)', async (body, words) => {
    const res = await request(app).post('/api/tools/score').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error ?? res.body.message).toContain(words);
  });
});

describe('/SalesInfo/score without JavaScript', () => {
  it('the page shows the calculator as a form posting to itself, never a GET', async () => {
    const res = await request(app).get('/SalesInfo/score');
    expect(res.status).toBe(200);
    const page = html(res.text);
    const form = page.querySelector('form.score-form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/SalesInfo/score#score-result');
    expect(res.text).toContain('「주택공급에 관한 규칙」 별표 1');
    // As every 분양안내 page: its head, breadcrumbs in structured data, the sitemap, and the footer's 청약 도구 link.
    expect(page.querySelector('title')!.text).toContain('청약 가점 계산기');
    expect(page.querySelector('link[rel="canonical"]')!.getAttribute('href')).toMatch(/\/SalesInfo\/score$/);
    expect(page.querySelectorAll('script[type="application/ld+json"]').map((s) => s.text).join('')).toContain('BreadcrumbList');
    expect(page.querySelector('.footer-sitemap a[href="/SalesInfo/score"]')!.text).toBe('청약 가점 계산기');
    expect((await request(app).get('/sitemap.xml')).text).toContain('/SalesInfo/score</loc>');
  });

  it('a form post is answered with the page holding the same result as the API, at the same address, and nothing is logged', async () => {
    const form = { birthDate: BUYER.birthDate, marriageDate: BUYER.marriageDate, owned: 'never', homeSoldOn: '', dependents: '3', accountOpenedOn: BUYER.accountOpenedOn, spouseAccountOpenedOn: BUYER.spouseAccountOpenedOn, asOf: '2026-11-27' };
    const res = await request(app).post('/SalesInfo/score').type('form').send(form);
    expect(res.status).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    const page = html(res.text);
    expect(page.querySelector('[data-total]')!.getAttribute('data-total')).toBe('69');
    expect(page.querySelector('[data-testid="score-summary"]')!.text).toContain('청약 가점은 69점');
    const api = await request(app).post('/api/tools/score').send({ ...BUYER, asOf: '2026-11-27' });
    for (const key of ['homeless', 'dependents', 'account'] as const) {
      expect(page.querySelector(`[data-part="${key}"] .score-part-rule`)!.text).toBe(api.body.parts[key].rule);
    }
    // The form holds what was typed, for a second try.
    expect(page.querySelector('#score-birthDate')!.getAttribute('value')).toBe(BUYER.birthDate);
    // The request log has the path and status only: no date, count or field the buyer typed.
    const log = lines.join('\n');
    expect(log).toContain('/SalesInfo/score');
    expect(log).toContain('/api/tools/score');
    for (const typed of [BUYER.birthDate, BUYER.marriageDate, BUYER.accountOpenedOn, BUYER.spouseAccountOpenedOn, 'birthDate']) expect(log).not.toContain(typed);
  });

  it('input it cannot use: 400, the page again with the message beside its field', async () => {
    const res = await request(app).post('/SalesInfo/score').type('form').send({ birthDate: '1983-02-30', owned: 'never', dependents: '1', accountOpenedOn: '2012-06-20' });
    expect(res.status).toBe(400);
    const page = html(res.text);
    expect(page.querySelector('#score-birthDate-error')!.text).toContain('생년월일');
    expect(page.querySelector('#score-birthDate')!.getAttribute('aria-invalid')).toBe('true');
    expect(lines.join('\n')).not.toContain('1983-02-30');
  });
});

describe('past 당첨 가점 from the desk', () => {
  const ROWS = [
    { complex: '해온 레이크시티 1차', unitType: '84A', minScore: 64, avgScore: 67.5, maxScore: 74, announcedOn: '2025-10-02', source: '청약홈 당첨가점 공개' },
    { complex: '호수공원 센트럴', unitType: '59A', minScore: 72, announcedOn: '2025-06-12', source: '청약홈 당첨가점 공개' },
  ];

  it('a manager saves them with source and 모집공고일; the page compares the score with each, labelled a reference', async () => {
    await createAccount('manager@example.com', 'manager');
    const { agent, csrfToken } = await signedInAs(app, 'manager@example.com');
    const saved = await agent.put('/api/admin/score-cutoffs').set('X-CSRF-Token', csrfToken).send({ items: ROWS, rev: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.rev).toBe(1);
    // A save over a revision someone else replaced is refused, not merged silently.
    const stale = await agent.put('/api/admin/score-cutoffs').set('X-CSRF-Token', csrfToken).send({ items: [], rev: 0 });
    expect(stale.status).toBe(409);

    const res = await request(app).post('/SalesInfo/score').type('form').send({ birthDate: BUYER.birthDate, marriageDate: BUYER.marriageDate, owned: 'never', dependents: '3', accountOpenedOn: BUYER.accountOpenedOn, spouseAccountOpenedOn: BUYER.spouseAccountOpenedOn, asOf: '2026-11-27' });
    const cutoffs = html(res.text).querySelector('.score-cutoffs')!;
    expect(cutoffs.text).toContain('참고용');
    expect(cutoffs.text).toContain('당첨을 보장하지 않습니다');
    expect(cutoffs.text).toContain('해온 레이크시티 1차 84A');
    expect(cutoffs.text).toContain('최저 당첨가점보다 5점 높습니다');
    expect(cutoffs.text).toContain('최저 당첨가점보다 3점 낮습니다');
    expect(cutoffs.text).toContain('출처: 청약홈 당첨가점 공개 (모집공고 2025년 10월 2일)');
  });

  it('a row without its source or with a score above 84 is refused in Korean, naming the row', async () => {
    await createAccount('manager@example.com', 'manager');
    const { agent, csrfToken } = await signedInAs(app, 'manager@example.com');
    const noSource = await agent.put('/api/admin/score-cutoffs').set('X-CSRF-Token', csrfToken).send({ items: [{ ...ROWS[0], source: '' }], rev: 0 });
    expect(noSource.status).toBe(400);
    expect(noSource.body.error ?? noSource.body.message).toBe('1번째 줄: 출처를 입력해 주세요.');
    const tooHigh = await agent.put('/api/admin/score-cutoffs').set('X-CSRF-Token', csrfToken).send({ items: [ROWS[0], { ...ROWS[1], minScore: 90 }], rev: 0 });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.error ?? tooHigh.body.message).toContain('2번째 줄');
    expect(await ScoreCutoffs.countDocuments()).toBe(0);
  });
});
