/**
 * The desk's library pickers as the content team uses them: with more images than one page of a
 * picker holds, the popup form's image picker pages through all of them (the oldest is on the last
 * page) and a search by alt text narrows the list to what matches; a chosen image is saved with
 * the popup. The documents page's PDF picker is the same component (search and pager).
 */
import mongoose from 'mongoose';
import type { APIRequestContext } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect, DESKTOP, signInToDesk } from './fixtures';
import { startSiteServer } from '../helpers/server';
import { smallPng, pdf } from '../helpers/media-files';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';

test.describe.configure({ mode: 'serial' });

const EMAIL = 'picker-manager@e2e.example.com';
const PASSWORD = 'correct horse battery staple';
let site: Awaited<ReturnType<typeof startSiteServer>>;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startSiteServer({ build: false });
  const conn = await mongoose.createConnection(site.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  await conn.model('Admin', Admin.schema).create({ email: EMAIL, name: '콘텐츠', role: 'manager', active: true, passwordHash: await hashPassword(PASSWORD) });
  await conn.close();
  api = await playwrightRequest.newContext({ baseURL: site.base, extraHTTPHeaders: { Origin: site.base } });
  expect((await api.post('/api/auth/login', { data: { email: EMAIL, password: PASSWORD } })).status()).toBe(200);
  const { csrfToken } = (await (await api.get('/api/auth/session')).json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  // 30 images, oldest first: 27 photos of the model house, then 3 night views of the lake park.
  const names = [...Array.from({ length: 27 }, (_, i) => `견본주택 사진 ${String(i + 1).padStart(2, '0')}`), '호수공원 야경 1', '호수공원 야경 2', '호수공원 야경 3'];
  for (const [i, alt] of names.entries()) {
    const res = await api.post('/api/admin/media', { headers, multipart: { file: { name: `photo-${i}.png`, mimeType: 'image/png', buffer: await smallPng(i + 1, 200, 150) }, alt } });
    expect(res.status(), await res.text()).toBe(201);
  }
  for (let i = 1; i <= 26; i++) {
    const res = await api.post('/api/admin/media', { headers, multipart: { file: { name: `notice-${i}.pdf`, mimeType: 'application/pdf', buffer: pdf(`NOTICE ${i}`) }, title: i === 1 ? '최초 입주자모집공고' : `정정공고 ${i}` } });
    expect(res.status(), await res.text()).toBe(201);
  }
});
test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
});

test('the popup image picker pages through every image and a search by alt text narrows it; the chosen image is saved', async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: site.base });
  await signInToDesk(page, { email: EMAIL, password: PASSWORD });
  await page.goto('/admin/content/popups');

  const picker = page.getByLabel('이미지 (미디어 라이브러리)');
  const choices = picker.locator('option:not([value=""])');
  const pager = page.getByRole('navigation', { name: '이미지 목록 페이지' });
  // The first page: the 24 newest, the night views first; the oldest photo is not on it.
  await expect(choices).toHaveCount(24);
  await expect(choices.first()).toHaveText('호수공원 야경 3');
  await expect(picker.locator('option', { hasText: '견본주택 사진 01' })).toHaveCount(0);

  // The second page holds the rest, down to the oldest.
  await pager.getByRole('button', { name: '2쪽' }).click();
  await expect(choices).toHaveCount(6);
  await expect(picker.locator('option', { hasText: '견본주택 사진 01' })).toHaveCount(1);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');

  // A search narrows the list to what matches, from its first page; the pager goes (one page).
  await page.getByLabel('이미지 찾기').fill('야경');
  await page.getByLabel('이미지 찾기').press('Enter');
  await expect(choices).toHaveText(['호수공원 야경 3', '호수공원 야경 2', '호수공원 야경 1']);
  await expect(page.getByRole('status').filter({ hasText: "'야경' 이미지 3개를 찾았습니다." })).toBeVisible();
  await expect(pager).toHaveCount(0);

  // An image found by the search is saved with the popup.
  await picker.selectOption({ label: '호수공원 야경 1' });
  await page.getByLabel('제목', { exact: true }).fill('호수공원 야경 안내');
  await page.getByLabel('게시 시작 (한국 시간)').fill('2026-12-01T09:00');
  await page.getByLabel('게시 종료 (한국 시간)').fill('2026-12-31T09:00');
  await page.getByRole('button', { name: '팝업 등록' }).click();
  await expect(page.getByRole('table').getByText('호수공원 야경 안내')).toBeVisible();
  const saved = (await (await page.request.get('/api/admin/content/popups')).json()) as { items: { title: string; image?: { alt: string } }[] };
  expect(saved.items.find((p) => p.title === '호수공원 야경 안내')?.image?.alt).toBe('호수공원 야경 1');
  await page.close();
});

test('the documents page PDF picker has the same search and pager', async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: site.base });
  await signInToDesk(page, { email: EMAIL, password: PASSWORD });
  await page.goto('/admin/content/documents');
  const picker = page.getByLabel('PDF (미디어 라이브러리)');
  const choices = picker.locator('option:not([value=""])');
  await expect(choices).toHaveCount(24);
  await page.getByRole('navigation', { name: 'PDF 목록 페이지' }).getByRole('button', { name: '2쪽' }).click();
  await expect(choices).toHaveCount(2);
  await expect(picker.locator('option', { hasText: '최초 입주자모집공고' })).toHaveCount(1);
  await page.getByLabel('PDF 찾기').fill('최초');
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(choices).toHaveText(['최초 입주자모집공고 (notice-1.pdf)']);
  await page.close();
});
