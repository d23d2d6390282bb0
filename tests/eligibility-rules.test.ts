/**
 * 청약 자격 by law, case by case (tests/helpers/eligibility-cases.ts: each with its article or notice
 * page): the same answer from the shared function the island runs, from POST /api/tools/eligibility
 * and from the page's own form post without JavaScript.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { createAdmin, deskClient } from './helpers/admin';
import { FIGURES, NEWLYWED_BUYER } from './helpers/eligibility';
import { CASES, type EligibilityCase } from './helpers/eligibility-cases';
import { checkEligibility, limitAt, parseAnswers, type SupplyResult } from '../shared/tools/eligibility';
import { siteConfig } from '../shared/site.config';
import { RULES, RULES_VERSION } from '../shared/tools/rule-sources';
import { ageOn, anniversary, withinYears } from '../shared/tools/periods';
import { anniversary as scoreAnniversary } from '../shared/tools/score';

const { app } = testApp();
beforeAll(testDb);
beforeEach(async () => {
  await clearDb();
  await createAdmin();
});

const figuresOf = (c: EligibilityCase) => ({ ...FIGURES, ...c.figures });
const answersOf = (c: EligibilityCase) => ({ ...NEWLYWED_BUYER, ...c.answers });
const BADGE = { eligible: '청약 가능', ineligible: '청약 불가', none: '이번 공급 없음' } as const;
const PART = { priority: '우선공급', general: '일반공급', lottery: '추첨공급' } as const;

/** What the buyer reads for the case's supply: its verdict and every sentence under it. */
const words = (r: Pick<SupplyResult, 'reasons'> & { part?: { why: string }; notes?: string[]; unchecked?: string[] }) => [r.part?.why ?? '', ...r.reasons, ...(r.notes ?? []), ...(r.unchecked ?? [])].join(' ');

function checkAnswer(c: EligibilityCase, r: SupplyResult | undefined) {
  expect(r, c.rule).toBeDefined();
  expect(r!.status, `${c.rule} (${c.source}): ${words(r!)}`).toBe(c.status);
  expect(r!.eligible).toBe(c.status === 'eligible');
  expect(r!.part?.key).toBe(c.part);
  if (c.says) expect(words(r!), c.rule).toContain(c.says);
}

describe.each(CASES.map((c) => [`${c.rule} — ${c.source}`, c] as const))('%s', (_name, c) => {
  it('the function, the API and the page posted without JavaScript give the same answer', async () => {
    const parsed = parseAnswers(answersOf(c));
    if (!('answers' in parsed)) throw new Error(`${c.rule}: ${parsed.error}`);
    const local = checkEligibility(figuresOf(c), parsed.answers, siteConfig.units);
    checkAnswer(c, local.find((r) => r.key === c.supply));

    expect((await (await deskClient(app)).put('/api/admin/eligibility', { rev: 0, figures: figuresOf(c) })).status).toBe(200);
    const api = await request(app).post('/api/tools/eligibility').send(answersOf(c));
    expect(api.status).toBe(200);
    const fromApi = (api.body.supplies as SupplyResult[]).find((s) => s.key === c.supply);
    checkAnswer(c, fromApi);
    expect(api.body.supplies).toEqual(JSON.parse(JSON.stringify(local)));

    const res = await request(app).post('/SalesInfo/eligibility').type('form').send(answersOf(c));
    expect(res.status).toBe(200);
    const item = html(res.text).querySelector(`[data-supply="${c.supply}"]`)?.text.replace(/\s+/g, ' ') ?? '';
    expect(item).toContain(c.badge ?? BADGE[c.status] + (c.part ? ` · ${PART[c.part]}` : ''));
    if (c.says) expect(item).toContain(c.says);
    if (c.status === 'none') expect(item).not.toContain('세대)');
  });
});

describe('the income table has the notice\'s shape', () => {
  const table = FIGURES.income!;
  it.each([
    // [people, percent, the amount the notice prints] (입주자모집공고 2026000443, pp. 15, 19, 21)
    [3, 100, 7_533_763],
    [1, 120, 9_040_516],
    [3, 140, 10_547_268],
    [4, 140, 12_323_083],
    [8, 160, 17_703_710],
    [3, 130, 9_793_892],
    [8, 130, 14_384_265],
    [6, 160, 15_850_021],
  ])('%i인, %i퍼센트: %i원 as printed', (people, percent, printed) => {
    expect(limitAt(table, people, percent)).toBe(printed);
  });
  it('9인: 8인 + 579,278원 a person, then the percentage', () => {
    expect(limitAt(table, 9, 100)).toBe(11_644_097);
    expect(limitAt(table, 10, 100)).toBe(12_223_375);
  });
});

it('every answer names the version of the rules and the articles it applies', async () => {
  expect((await (await deskClient(app)).put('/api/admin/eligibility', { rev: 0, figures: FIGURES })).status).toBe(200);
  const res = await request(app).post('/SalesInfo/eligibility').type('form').send(NEWLYWED_BUYER);
  const text = html(res.text).querySelector('#result')?.text.replace(/\s+/g, ' ') ?? '';
  expect(text).toContain('「주택공급에 관한 규칙」 2026년 6월 15일 시행분');
  expect(text).not.toContain('2024년 3월 25일 시행분');
  expect(html(res.text).querySelector('[data-supply="newlywed"] .elig-source')?.text).toContain('제41조(신혼부부)');
  expect(html(res.text).querySelector('[data-supply="newborn"] .elig-source')?.text).toContain('제28조제1항(1순위)');
  const api = await request(app).post('/api/tools/eligibility').send(NEWLYWED_BUYER);
  expect(api.body.rules).toEqual({ law: '주택공급에 관한 규칙', effective: '2026-06-15' });
});

it('the score page and the eligibility answer cite one version of the rules, from one list of sources', async () => {
  // Every rule names the version in force, its 시행일 and a published case (rule-sources.ts).
  for (const r of Object.values(RULES)) {
    expect(r.effective).toBe(RULES_VERSION.effective);
    expect(r.example).toMatch(/입주자모집공고 \d{10} \d+(~\d+)?쪽/);
  }
  const score = html((await request(app).get('/SalesInfo/score')).text).text.replace(/\s+/g, ' ');
  expect(score).toContain('「주택공급에 관한 규칙」 별표 1(가점제 적용기준), 2026. 6. 15. 시행분(별표 1 최종 개정 2024. 3. 25. 시행)');
  expect(score).not.toContain('시행 2024. 3. 25.');
  // The periods' rule, one for both tools (29 February: the year is reached on 1 March).
  expect(score).toContain('「민법」 제157조·제158조·제160조');
  // 부양가족 as 별표 1 counts them: parents when the applicant is 세대주, none when one owns a home.
  expect(score).toContain('본인이 세대주일 때 같은 주민등록등본에 3년 이상');
  expect(score).toContain('부모님 중 한 분이라도 집을 갖고 계시면 두 분 모두 세지 않습니다');
});

it('the questionnaire asks how many 직계존속 joined the 등본 under a year before the notice, and takes income in won', async () => {
  expect((await (await deskClient(app)).put('/api/admin/eligibility', { rev: 0, figures: FIGURES })).status).toBe(200);
  const page = html((await request(app).get('/SalesInfo/eligibility')).text);
  expect(page.querySelector('label[for="elig-recentParents"]')!.text).toContain('1년이 안 된 부모님');
  expect(page.querySelector('#elig-householdSize-hint')!.text).not.toContain('주민등록등본에 함께 올라 있는 분의 수');
  expect(page.querySelector('#elig-incomeManwon')!.getAttribute('inputmode')).toBe('text');
  const bad = await request(app).post('/api/tools/eligibility').send({ ...NEWLYWED_BUYER, householdSize: '2', recentParents: '2' });
  expect(bad.status).toBe(400);
  expect(bad.body.fields?.recentParents ?? bad.body.error).toBeTruthy();
});

describe('one rule for "aged n on a day" (민법 제158조·제160조), shared by the score and the eligibility answer', () => {
  it.each([
    ['2024-02-29', '2026-02-28', 1],
    ['2024-02-29', '2026-03-01', 2],
    ['2024-10-02', '2026-10-01', 1],
    ['2024-10-02', '2026-10-02', 2],
  ])('born %s, on %s: 만 %i세', (birth, on, age) => {
    expect(ageOn(birth, on)).toBe(age);
    // The score counts its years with the same function.
    expect(scoreAnniversary).toBe(anniversary);
  });
  it('2세가 되는 날 포함: a 29 February child is within 2 years up to 1 March, not after', () => {
    expect(withinYears('2024-02-29', 2, '2026-03-01')).toBe(true);
    expect(withinYears('2024-02-29', 2, '2026-03-02')).toBe(false);
  });
});
