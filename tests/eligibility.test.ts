/**
 * 청약 자격 확인: the desk enters this 분양's figures; until then the API and the page say so; a
 * buyer within the 신혼부부 income limit but over 생애최초's is told exactly that, by the API, by the
 * page's form post without JavaScript (same page, same address) and by the shared function; what
 * the buyer typed reaches neither the log nor the database.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import mongoose from 'mongoose';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { capturedLog } from './helpers/log-lines';
import { createAccount, createAdmin, deskClient, signedInAs } from './helpers/admin';
import { FIGURES, NEWLYWED_BUYER, NEWLYWED_GENERAL } from './helpers/eligibility';
import { checkEligibility, parseAnswers, formatManwon } from '../shared/tools/eligibility';
import { siteConfig } from '../shared/site.config';

const { lines, log } = capturedLog();
const { app } = testApp({}, { log });

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
  await createAdmin();
});

const enterFigures = async (figures: object = FIGURES, rev = 0) => (await deskClient(app)).put('/api/admin/eligibility', { rev, figures });
const page = (text: string) => html(text).querySelector('main')?.text.replace(/\s+/g, ' ') ?? '';

describe('before the desk enters the figures', () => {
  it('the API answers {configured: false}', async () => {
    const res = await request(app).post('/api/tools/eligibility').send(NEWLYWED_BUYER);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ configured: false });
  });

  it('the page says the figures are not entered yet, with no questionnaire, and ends with the notice, 청약홈 and the schedule', async () => {
    const res = await request(app).get('/SalesInfo/eligibility');
    expect(res.status).toBe(200);
    const doc = html(res.text);
    expect(page(res.text)).toContain('입주자모집공고 기준(공급 종류, 소득·자산 기준, 예치금, 지역 요건)이 아직 등록되지 않았습니다');
    expect(doc.querySelector('form.elig-form')).toBeNull();
    expect(page(res.text)).toContain('공고문이 우선합니다');
    const links = doc.querySelectorAll('.elig-footer a').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/docs/announcement.pdf', siteConfig.applyhomeUrl, '/SalesInfo/schedule']);
  });
});

describe('the desk', () => {
  it('a manager saves the figures with the notice date; a counselor may not; a bad income table is refused in Korean', async () => {
    await createAccount('counselor@example.com', 'counselor');
    const counselor = await signedInAs(app, 'counselor@example.com');
    expect((await counselor.agent.put('/api/admin/eligibility').set('X-CSRF-Token', counselor.csrfToken).send({ rev: 0, figures: FIGURES })).status).toBe(403);

    const bad = await enterFigures({ ...FIGURES, supplies: [{ key: 'newlywed', units: 10, priority: { percent: '많음' } }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('신혼부부 특별공급: 소득 기준 %를 1~300 사이 정수로 입력해 주세요.');
    // The income table as the notice prints it: six columns (3인 이하 … 8인) and the amount per person over 8.
    const short = await enterFigures({ ...FIGURES, income: { ...FIGURES.income, amounts: [7_533_763, 8_802_202] } });
    expect(short.body.error).toBe('도시근로자 가구원수별 월평균소득을 3인 이하부터 8인까지 여섯 칸과 8인 초과 1인당 금액, 모두 원 단위로 입력해 주세요.');
    const { income: _none, ...withoutTable } = FIGURES;
    expect((await enterFigures(withoutTable)).body.error).toBe('소득 기준 %를 입력한 공급이 있으면 도시근로자 가구원수별 월평균소득 표를 입력해 주세요.');

    await createAccount('manager@example.com', 'manager');
    const manager = await signedInAs(app, 'manager@example.com');
    const saved = await manager.agent.put('/api/admin/eligibility').set('X-CSRF-Token', manager.csrfToken).send({ rev: 0, figures: FIGURES });
    expect(saved.status).toBe(200);
    const read = await manager.agent.get('/api/admin/eligibility');
    expect(read.body.figures.noticeDate).toBe('2026-09-18');
    expect(read.body.figures.income).toEqual(FIGURES.income);
    expect(read.body.updatedBy).toBe('manager@example.com');
    // A second save over the revision it did not read is refused.
    expect((await enterFigures(FIGURES, 0)).status).toBe(409);
  });
});

describe('a buyer over the 신혼부부 우선공급 income but within its 일반공급', () => {
  it('the API says 신혼부부 일반공급, and why', async () => {
    expect((await enterFigures()).status).toBe(200);
    const res = await request(app).post('/api/tools/eligibility').send(NEWLYWED_BUYER);
    expect(res.status).toBe(200);
    const by = Object.fromEntries(res.body.supplies.map((s: { key: string }) => [s.key, s]));
    expect(by.newlywed).toMatchObject({ key: 'newlywed', label: '신혼부부 특별공급', status: 'eligible', eligible: true, part: { key: 'general', label: '일반공급', why: NEWLYWED_GENERAL }, reasons: [] });
    expect(by.firstHome).toMatchObject({ eligible: true, part: { key: 'general' } });
    expect(by.general1.eligible).toBe(true);
    expect(by.newborn.eligible).toBe(true); // 임신 중
    expect(by.multiChild.reasons).toEqual(['다자녀가구는 미성년 자녀(태아 포함)가 2명 이상이어야 합니다(입력: 1명).']);
    expect(by.institution.reasons).toEqual(['기관추천은 해당 기관(국가보훈부, 지자체 등)의 추천을 받은 분만 청약하실 수 있습니다.']);
  });

  it('as JSON with numbers and booleans too', async () => {
    await enterFigures();
    const res = await request(app).post('/api/tools/eligibility').send({ ...NEWLYWED_BUYER, householder: true, householdSize: 3, incomeManwon: 1000, pregnant: true });
    expect(res.body.supplies.find((s: { key: string }) => s.key === 'newlywed').part.why).toBe(NEWLYWED_GENERAL);
    const wrapped = await request(app).post('/api/tools/eligibility').send({ answers: NEWLYWED_BUYER });
    expect(wrapped.body.supplies).toEqual(res.body.supplies);
  });

  it('the page posted without JavaScript answers at the same address with the same verdicts, kept by no cache', async () => {
    await enterFigures();
    const res = await request(app).post('/SalesInfo/eligibility').type('form').send(NEWLYWED_BUYER);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const doc = html(res.text);
    const verdict = (key: string) => doc.querySelector(`[data-supply="${key}"]`)?.text.replace(/\s+/g, ' ');
    expect(verdict('newlywed')).toContain('청약 가능 · 일반공급');
    expect(verdict('newlywed')).toContain(NEWLYWED_GENERAL);
    expect(verdict('multiChild')).toContain('청약 불가');
    expect(page(res.text)).toContain('공고문이 우선합니다');
    // The form shows what was answered and posts to its own page (no GET, nothing in the address).
    const form = doc.querySelector('form.elig-form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/SalesInfo/eligibility#result');
    expect(doc.querySelector('#elig-marriageDate')?.getAttribute('value')).toBe('2023-05-20');
  });

  it('the shared function the island runs gives the same verdicts as the API', async () => {
    await enterFigures();
    const api = (await request(app).post('/api/tools/eligibility').send(NEWLYWED_BUYER)).body.supplies;
    const parsed = parseAnswers(NEWLYWED_BUYER);
    if (!('answers' in parsed)) throw new Error('answers refused');
    expect(JSON.parse(JSON.stringify(checkEligibility(FIGURES, parsed.answers, siteConfig.units)))).toEqual(api);
  });
});

describe('unusable answers and privacy', () => {
  it('answers 400 with a Korean message naming what to fix; the page post shows it beside the field', async () => {
    await enterFigures();
    const res = await request(app).post('/api/tools/eligibility').send({ ...NEWLYWED_BUYER, householdSize: '열' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('세대원 수를 1~20명으로 입력해 주세요.');
    expect(res.body.fields).toEqual({ householdSize: '세대원 수를 1~20명으로 입력해 주세요.' });
    const bad = await request(app).post('/api/tools/eligibility').send({ ...NEWLYWED_BUYER, marriageDate: '2023-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('혼인신고일을 2020-05-23처럼 입력해 주세요.');
    const pagePost = await request(app).post('/SalesInfo/eligibility').type('form').send({ ...NEWLYWED_BUYER, householdSize: '열' });
    expect(pagePost.status).toBe(400);
    expect(html(pagePost.text).querySelector('#elig-householdSize-error')?.text).toBe('세대원 수를 1~20명으로 입력해 주세요.');
  });

  it('a birth date and a marriage date posted reach neither the log nor any collection', async () => {
    await enterFigures();
    const counts = async () => Object.fromEntries(await Promise.all(Object.values(mongoose.connection.collections).map(async (c) => [c.collectionName, await c.countDocuments()] as const)));
    const before = await counts();
    lines.length = 0;
    const answers = { ...NEWLYWED_BUYER, marriageDate: '2024-03-17', youngestBirthDate: '2025-10-09' };
    expect((await request(app).post('/api/tools/eligibility').send(answers)).status).toBe(200);
    expect((await request(app).post('/SalesInfo/eligibility').type('form').send(answers)).status).toBe(200);
    expect((await request(app).post('/api/tools/eligibility').send({ ...answers, householdSize: 'x' })).status).toBe(400);
    expect(lines.some((l) => l.includes('/SalesInfo/eligibility'))).toBe(true);
    for (const secret of ['2024-03-17', '2025-10-09', '20241', 'incomeManwon']) expect(lines.filter((l) => l.includes(secret))).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});

it('the page has its title, canonical link and breadcrumbs like the other 분양안내 pages, is in the sitemap, and the footer lists it under 청약 도구', async () => {
  const res = await request(app).get('/SalesInfo/eligibility');
  const doc = html(res.text);
  expect(doc.querySelector('title')?.text).toContain('청약 자격 확인');
  expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${siteConfig.siteUrl}/SalesInfo/eligibility`);
  const jsonLd = doc.querySelectorAll('script[type="application/ld+json"]').map((s) => s.text).join('\n');
  expect(jsonLd).toContain('BreadcrumbList');
  expect(jsonLd).toContain('청약 자격 확인');
  const tools = doc.querySelectorAll('.footer-sitemap > div').find((g) => g.querySelector('.footer-sitemap-title')?.text === '청약 도구');
  expect(tools?.querySelectorAll('a').map((a) => a.getAttribute('href'))).toContain('/SalesInfo/eligibility');
  expect((await request(app).get('/sitemap.xml')).text).toContain(`${siteConfig.siteUrl}/SalesInfo/eligibility</loc>`);
});

it('the Nu HTML Checker finds no error in the page before the figures, with the questionnaire, with a result and with a refused answer', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nu-elig-'));
  try {
    const bodies = [(await request(app).get('/SalesInfo/eligibility')).text];
    await enterFigures();
    bodies.push((await request(app).get('/SalesInfo/eligibility')).text);
    bodies.push((await request(app).post('/SalesInfo/eligibility').type('form').send(NEWLYWED_BUYER)).text);
    bodies.push((await request(app).post('/SalesInfo/eligibility').type('form').send({ ...NEWLYWED_BUYER, homes: '' })).text);
    const files = bodies.map((text, i) => {
      const file = join(dir, `page-${i}.html`);
      writeFileSync(file, text);
      return file;
    });
    const vnu = createRequire(import.meta.url)('vnu-jar') as string;
    // vnu exits 1 when it reports errors; its JSON report is on stderr either way.
    const out = await promisify(execFile)('java', ['-Xss4m', '-jar', vnu, '--errors-only', '--format', 'json', ...files], { maxBuffer: 10 * 1024 * 1024 }).then(
      (r) => r.stderr,
      (err: { stderr: string }) => err.stderr,
    );
    const messages = (JSON.parse(out) as { messages: { type: string; subType?: string; url: string; lastLine?: number; message: string }[] }).messages;
    expect(messages.filter((m) => m.type === 'error' || m.subType === 'fatal').map((m) => `${/page-\d+/.exec(m.url)?.[0]}:${m.lastLine} ${m.message}`)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('money reads as 분양 sites write it', () => {
  expect(formatManwon(538_670_000)).toBe('5억 3,867만원');
  expect(formatManwon(3_000_000)).toBe('300만원');
  expect(formatManwon(100_000_000)).toBe('1억원');
  expect(formatManwon(9_750_000)).toBe('975만원');
});
