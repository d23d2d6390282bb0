/**
 * 하자 접수 in the browser. The desk (/admin/defects) at 1280 px: the counts by kind and 동, the list
 * oldest open first with photo thumbnails that load through their signed links, a step saved from
 * a row; at 390 px it reads as cards without sideways scrolling. The holder's form and list at
 * 390 px: the /my page is built apart, so its section (DefectsView, as <MyDefects /> renders it) is
 * shown on the site's origin with the holder signed in, its thumbnails loaded through their links.
 * With SCREENSHOT_DIR set, defects-desk-1280.png, defects-desk-390.png and defects-my-390.png are written.
 */
import type { Browser, Page } from '@playwright/test';
import mongoose from 'mongoose';
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { startSiteServer } from '../helpers/server';
import { Admin } from '../../server/accounts/model';
import { Contract } from '../../server/contracts/model';
import { DefectCompany } from '../../server/defects/companies';
import { hashPassword } from '../../server/accounts/password';
import { DefectsView, type MyDefectsData } from '../../client/pages/my/defects/DefectsView';
import { test, expect, screenshot, screenshotAtBothWidths, MOBILE, DESKTOP, signInToDesk } from './fixtures';
import { verificationCode } from './verification';
import { audit, expectNoSerious } from './axe';
import { jpegWithGps } from '../helpers/media-files';

test.describe.configure({ mode: 'default' });

const PASSWORD = 'correct horse battery staple';
const MANAGER = 'defects-manager@example.com';
const BUYER = { name: '김해온', phone: '010-3456-7890', dong: '101', ho: '1203' };
const NEIGHBOUR = { name: '박이웃', phone: '010-5555-6666', dong: '102', ho: '501' };

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  return browser.newPage({ viewport, locale: 'ko-KR', baseURL: server.base, reducedMotion: 'reduce' });
}

async function csrf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string }).csrfToken;
}

async function contract(who: typeof BUYER, unitType: string) {
  const Contracts = (conn.models.Contract ?? conn.model('Contract', Contract.schema)) as typeof Contract;
  const now = new Date();
  const c = await Contracts.create({
    dong: who.dong, ho: who.ho, unitKey: `${who.dong}-${who.ho}`, unitType, holders: [{ name: who.name, phone: who.phone }], holderPhones: [who.phone],
    price: 538_670_000, instalments: [], createdAt: now, updatedAt: now,
  });
  return String(c._id);
}

test.beforeAll(async ({ browser }) => {
  server = await startSiteServer({ build: false });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const Admins = conn.model('Admin', Admin.schema);
  const passwordHash = await hashPassword(PASSWORD);
  await Admins.create({ email: MANAGER, name: '이팀장', role: 'manager', active: true, away: false, passwordHash });
  const hanbit = await Admins.create({ email: 'hanbit@example.com', name: '한빛도배', role: 'contractor', active: true, away: false, passwordHash });
  await contract(BUYER, '84A');
  await contract(NEIGHBOUR, '99A');
  // A 협력업체 without an account, registered on the desk before (a defect goes only to a registered one).
  await conn.model('DefectCompany', DefectCompany.schema).create({ name: '대성창호', createdAt: new Date(), createdBy: MANAGER });

  // The desk files defects on the buyers' behalf (with photos) and moves some along.
  const page = await newPage(browser, DESKTOP);
  await signInToDesk(page, { email: MANAGER, password: PASSWORD });
  const headers = { 'X-CSRF-Token': await csrf(page) };
  const photo = { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(1200, 900) };
  const filings = [
    { ...NEIGHBOUR, room: '욕실 2', kind: '타일', text: '욕실 바닥 타일 두 장에 금이 가 있습니다.' },
    { ...BUYER, room: '거실', kind: '도배', text: '거실 창 쪽 벽지가 들떠 있고 이음매가 벌어져 있습니다.' },
    { ...BUYER, room: '침실 2', kind: '창호', text: '창문이 끝까지 닫히지 않습니다.' },
    { ...NEIGHBOUR, room: '주방', kind: '가구', text: '상부장 문짝이 처져 닫히지 않습니다.' },
  ];
  const ids: string[] = [];
  for (const f of filings) {
    const res = await page.request.post('/api/admin/defects', { headers, multipart: { dong: f.dong, ho: f.ho, room: f.room, kind: f.kind, text: f.text, photos: photo } });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  const step = async (id: string, body: object) => expect((await page.request.patch(`/api/admin/defects/${id}`, { headers, data: body })).status()).toBe(200);
  await step(ids[1]!, { state: 'assigned', assignee: String(hanbit._id), note: '도배 협력업체 배정' });
  await step(ids[1]!, { state: 'in-progress', note: '9월 3일 오전 방문' });
  await step(ids[2]!, { state: 'assigned', assignee: '대성창호', note: '' });
  await step(ids[2]!, { state: 'in-progress', note: '' });
  await step(ids[2]!, { state: 'done', note: '레일 조정 완료' });
  await page.close();
});

test.afterAll(async () => {
  await conn?.close();
  await server?.stop();
});

test('the defect desk at 1280 px: counts, oldest open first, thumbnails that load, a step saved from a row', async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  await signInToDesk(page, { email: MANAGER, password: PASSWORD });
  await page.goto('/admin/defects');
  await expect(page.getByRole('heading', { name: '미처리 하자 현황' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: '하자 접수' })).toHaveAttribute('aria-current', 'page');
  const rows = page.locator('table.defect-table tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('102동 501호');
  await expect(rows.first()).toContainText('욕실 2 · 타일');
  // Every thumbnail is a JPEG the desk may open.
  const images = page.locator('.defect-photos img');
  await expect(images).toHaveCount(4);
  await expect.poll(() => images.evaluateAll((els) => els.every((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, 'defects-desk-1280.png', { fullPage: true });

  // A company without an account is registered once, then picked from the list (no free text).
  const register = page.getByRole('group').filter({ hasText: '계정 없는 협력업체 등록' });
  await register.getByText('계정 없는 협력업체 등록').click();
  await register.getByLabel('업체명').fill('대성타일');
  await register.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('status')).toContainText('대성타일: 협력업체로 등록했습니다');
  const first = rows.first();
  const picker = first.getByLabel('담당 업체');
  await expect(picker.locator('optgroup[label="협력업체 (계정 있음)"] option')).toHaveText(['한빛도배']);
  await picker.selectOption({ label: '대성타일' });
  await screenshot(first, 'defects-assign-1280.png');
  await screenshotAtBothWidths(page, 'defects-assign');
  await first.getByLabel('메모').fill('타일 보수 요청');
  await first.getByRole('button', { name: '저장' }).click();
  await expect(page.locator('table.defect-table tbody tr').first()).toContainText('대성타일');
  await expect(page.locator('table.defect-table tbody tr').first()).toContainText('배정');
  await page.close();

  // The list with its pickers and the register form, checked by axe (its script needs the CSP bypassed).
  const a11y = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  await signInToDesk(a11y, { email: MANAGER, password: PASSWORD });
  await a11y.goto('/admin/defects');
  await a11y.getByText('계정 없는 협력업체 등록').click();
  expectNoSerious(await audit(a11y), '/admin/defects with the 협력업체 pickers at 1280 px');
  await a11y.close();

  // 한빛도배's own sign-in lists the defect the desk assigned to its account.
  const own = await newPage(browser, MOBILE);
  await signInToDesk(own, { email: 'hanbit@example.com', password: PASSWORD });
  await own.goto('/admin/defects');
  await expect(own.getByText('거실 · 도배')).toBeVisible();
  await expect(own.getByText('욕실 2 · 타일')).toHaveCount(0);
  await screenshotAtBothWidths(own, 'defects-contractor');
  await own.close();
  const ownA11y = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  await signInToDesk(ownA11y, { email: 'hanbit@example.com', password: PASSWORD });
  await ownA11y.goto('/admin/defects');
  await expect(ownA11y.getByText('거실 · 도배')).toBeVisible();
  expectNoSerious(await audit(ownA11y), '/admin/defects as the contractor at 390 px');
  await ownA11y.close();
});

test('the defect desk at 390 px reads as cards without sideways scrolling', async ({ browser }) => {
  const page = await newPage(browser, MOBILE);
  await signInToDesk(page, { email: MANAGER, password: PASSWORD });
  await page.goto('/admin/defects');
  await expect(page.locator('table.defect-table tbody tr')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Each row's step is worked with a thumb: every select, field and 저장 at least 44 px tall.
  const heights = await page.locator('form.defect-step').first().locator('select, input, button').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(heights.length).toBeGreaterThanOrEqual(3);
  for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
  await screenshot(page, 'defects-desk-390.png', { fullPage: true });
  await page.close();
});

test('the holder’s form and list at 390 px, with the photos through their links', async ({ browser }) => {
  // bypassCSP: axe's script is injected (the site's CSP rightly refuses it).
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, reducedMotion: 'reduce', bypassCSP: true });
  // Sign in on /my as the holder does: a verified phone and the unit's 동/호.
  const asked = new Date(Date.now() - 1000);
  expect((await page.request.post('/api/phone-verifications', { data: { phone: BUYER.phone } })).status()).toBe(201);
  const code = await verificationCode(conn, BUYER.phone, asked);
  const confirmed = await page.request.post('/api/phone-verifications/confirm', { data: { phone: BUYER.phone, code } });
  const { verificationToken } = (await confirmed.json()) as { verificationToken: string };
  expect((await page.request.post('/api/my/session', { data: { phone: BUYER.phone, dong: BUYER.dong, ho: BUYER.ho, verificationToken } })).status()).toBe(200);
  const data = (await (await page.request.get('/api/my/defects')).json()) as MyDefectsData;
  expect(data.defects.map((d) => d.stateLabel)).toEqual(['처리 완료', '처리 중']);

  // The section as <MyDefects /> renders it, with the site's styles, on the site's origin.
  await page.goto('/robots.txt');
  const css = ['client/styles/global.css', 'client/pages/my/defects/defects.css'].map((f) => readFileSync(f, 'utf8')).join('\n');
  const markup = renderToStaticMarkup(
    createElement(DefectsView, { data, contractId: data.contracts[0]!.id, onContract: () => {}, busy: false, status: null, onFile: () => {}, onConfirm: () => {}, onReopen: () => {} }),
  );
  await page.setContent(`<!doctype html><html lang="ko"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>하자 접수</title><style>${css}</style></head><body>${markup}</body></html>`);
  await expect(page.getByRole('heading', { name: '하자 접수', level: 2 })).toBeVisible();
  await expect(page.getByLabel('위치(공간)').locator('option')).toHaveText(['선택해 주세요', '거실', '주방', '침실 1', '침실 2', '침실 3', '욕실 1', '욕실 2', '발코니', '현관', '기타']);
  await expect(page.getByRole('button', { name: '처리 결과 확인' })).toBeVisible();
  const images = page.locator('.my-defect-photos img');
  await expect(images).toHaveCount(2);
  await expect.poll(() => images.evaluateAll((els) => els.every((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth > 0))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The 처리 단계 not yet reached are still readable (color-contrast).
  expectNoSerious(await audit(page), '/my 하자 steps at 390 px');
  await screenshot(page, 'defects-my-390.png', { fullPage: true });
  await page.close();
});
