/**
 * The desk on the screens it is used on: every desk page at 1024, 1280 and 390 px, with data in
 * each list, neither scrolls sideways nor has a serious or critical axe finding, and starts with
 * "본문 바로가기" (Enter puts focus on the page's <main>). On a phone the first lead's name and
 * call link are on screen; a counselor's menu holds only what they may open; the 메뉴 button
 * works by keyboard. Own server and database (slots, winners and messages are site-wide).
 * The campaigns desk keeps 계약당 on screen at 1280 px and reads as cards at 390 px.
 * With SCREENSHOT_DIR set, the header at 1280 px, both lists and the campaigns desk at 390 px, and
 * the campaigns desk at 1280 px are written there (and every desk page at each width).
 */
import type { Browser, Page } from '@playwright/test';
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { Admin } from '../../server/accounts/model';
import { Lead } from '../../server/leads/model';
import { hashPassword } from '../../server/accounts/password';
import { addDays, kstDay } from '../../shared/visits';
import { ADMIN_MENU, menuFor } from '../../shared/desk-menu';
import { test, expect, hydrated, screenshot, MOBILE, DESKTOP, signInToDesk } from './fixtures';
import { audit, expectNoSerious } from './axe';
import { pdf, smallPng } from '../helpers/media-files';

// One server for the file: its tests run in order in one worker (a failure does not skip the rest).
test.describe.configure({ mode: 'default' });
test.use({ bypassCSP: true });

const LAPTOP = { width: 1024, height: 768 };
const PASSWORD = 'correct horse battery staple';
const OWNER = 'desk-owner@example.com';
const COUNSELOR = 'desk-counselor@example.com';
const D1 = addDays(kstDay(new Date()), 1);

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
let leadId = '';
let noticeId = '';
const leads = () => (conn.models.Lead ?? conn.model('Lead', Lead.schema)) as unknown as mongoose.Model<Record<string, unknown>>;
/** The newest lead: first in the lead list. */
const NEWEST = { name: '김민준', phone: '010-2345-6789' };
/** The lead waiting longest for a first call: first in today's list. */
const WAITING = { name: '이서연', phone: '010-3456-7890' };

const ago = (min: number) => new Date(Date.now() - min * 60_000);
/** A lead as the site stores it (phone key, Korean day, touches). */
const lead = (name: string, phone: string, createdAt: Date, extra: Record<string, unknown> = {}) => {
  const touch = { source: 'naver', medium: 'cpc', campaign: 'launch', referrer: null, landing: '/', at: createdAt };
  return {
    type: 'interest', status: 'new', name, phone, phoneKey: phone.replace(/\D/g, ''), message: '84A 타입 분양가와 중도금 대출 조건이 궁금합니다.',
    page: '/', consentAt: createdAt, createdAt, day: new Date(createdAt.getTime() + 9 * 3_600_000).toISOString().slice(0, 10),
    attribution: { first: touch, last: touch }, history: [], expiresAt: new Date(createdAt.getTime() + 365 * 86_400_000),
    forward: { state: 'stored', attempts: 0 }, ...extra,
  };
};

/** Signs the page's browser context in (the session cookie is shared with its pages). */
const signIn = (page: Page, email: string) => signInToDesk(page, { email, password: PASSWORD });

async function csrf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string }).csrfToken;
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  return browser.newPage({ viewport, locale: 'ko-KR', baseURL: server.base, bypassCSP: true, reducedMotion: 'reduce' });
}

test.beforeAll(async ({ browser }) => {
  server = await startSiteServer({ build: false });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const Admins = conn.model('Admin', Admin.schema);
  const passwordHash = await hashPassword(PASSWORD);
  const owner = await Admins.create({ email: OWNER, name: '대표', role: 'owner', active: true, away: false, passwordHash });
  await Admins.create({ email: COUNSELOR, name: '김상담', role: 'counselor', active: true, away: false, passwordHash });

  // Slots, staff bookings (each texts a confirmation: the messages list) and a winners' list.
  const page = await newPage(browser, DESKTOP);
  await signIn(page, OWNER);
  const headers = { 'X-CSRF-Token': await csrf(page) };
  const opened = await page.request.post('/api/admin/visits/slots', { headers, data: { dates: [D1, addDays(D1, 1)], times: ['10:00', '11:00', '14:00'], minutes: 30, capacity: 6 } });
  expect(opened.status(), await opened.text()).toBe(201);
  const week = (await (await page.request.get(`/api/admin/visits/week?from=${D1}`)).json()) as { days: { date: string; slots: { id: string }[] }[] };
  const slots = week.days.find((d) => d.date === D1)!.slots;
  for (const [i, [name, phone]] of [['최지우', '010-5678-9012'], ['정하준', '010-6789-0123'], ['강서윤', '010-7890-1234']].entries()) {
    const booked = await page.request.post('/api/admin/visits/reservations', { headers, data: { slotId: slots[i % 2]!.id, name, phone, party: 2, channel: 'phone' } });
    expect(booked.status(), await booked.text()).toBe(201);
  }
  const csv = ['이름,연락처,주택형,동,호,구분', '조은우,010-2400-2400,84A,101,1201,당첨', '윤지민,010-2400-2401,59A,103,704,당첨', '장시우,010-2400-2402,84A,,,예비'].join('\n');
  const uploaded = await page.request.post('/api/admin/winners', { headers, data: { csv } });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  // Leads as the site stores them (after the bookings' own leads, so the newest is first): a person who registered twice, one who just arrived, a callback.
  const Leads = leads();
  const docs = await Leads.insertMany([
    lead(WAITING.name, WAITING.phone, ago(60 * 5)),
    lead(WAITING.name, WAITING.phone, ago(90), { type: 'visit-request' }),
    lead('박도윤', '010-4567-8901', ago(60 * 26), { status: 'contacted', firstCallAt: ago(60 * 25), assignee: String(owner._id), nextCallAt: ago(10) }),
    lead(NEWEST.name, NEWEST.phone, new Date()),
  ]);
  leadId = String(docs[3]!._id);
  // Notices: one published and pinned, one scheduled, one draft (the desk lists all three).
  const body = '<p>공지 본문입니다.</p>';
  const notices = [
    { title: '견본주택 그랜드 오픈 안내', body, pinned: true },
    { title: '1순위 청약 접수 안내', body, publishAt: '2099-01-01T10:00' },
    { title: '정정공고 작성 중', body, publishAt: null },
  ];
  for (const [i, data] of notices.entries()) {
    const res = await page.request.post('/api/admin/notices', { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    if (i === 0) noticeId = ((await res.json()) as { id: string }).id;
  }
  // The content lists: an image and a PDF in the library, the PDF as the 모집공고 (so both show where they are used), a popup and a slide, a day's ad spend.
  const upload = async (name: string, mimeType: string, buffer: Buffer, field: Record<string, string>) => {
    const res = await page.request.post('/api/admin/media', { headers, multipart: { file: { name, mimeType, buffer }, ...field } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const image = await upload('model-house.png', 'image/png', await smallPng(7, 1200, 800), { alt: '견본주택 외관 야경' });
  const notice = await upload('recruit.pdf', 'application/pdf', pdf('recruit'), { title: '입주자모집공고 (정정)' });
  const writes: [string, 'post' | 'put', object][] = [
    ['/api/admin/documents/announcement', 'put', { mediaId: notice, note: '특별공급 접수일 정정' }],
    ['/api/admin/content/popups', 'post', { title: '견본주택 그랜드 오픈', mediaId: image, startsAt: ago(60).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString(), where: 'home' }],
    ['/api/admin/content/slides', 'post', { title: '호수를 품은 1,455세대', mediaId: image, order: 1 }],
    ['/api/admin/campaigns/costs', 'post', { day: kstDay(new Date()), channel: 'naver-ads', campaign: 'launch', amount: 120000 }],
  ];
  for (const [url, method, data] of writes) {
    const res = await page.request[method](url, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  }

  await page.close();
});

test.afterAll(async () => {
  await conn?.close();
  await server?.stop();
});

/** Every desk page an owner opens, with what its list shows when it holds data. */
const deskPages = (): [string, string | null][] => [
  ['/admin', null],
  ['/admin/today', '.today-item'],
  ['/admin/leads', '.inbox-table tbody .lead-name'],
  [`/admin/leads/${leadId}`, null],
  [`/admin/visits?date=${D1}`, '.visit-table tbody tr'],
  ['/admin/messages', '.message-table tbody td.card-name'],
  ['/admin/announcements', null],
  ['/admin/winners', '.winners-table tbody td.card-name'],
  ['/admin/schedule', null],
  ['/admin/accounts', '.accounts-table tbody tr'],
  ['/admin/access-log', '.desk-cards tbody td.card-name'],
  ['/admin/content/notices', '.notice-admin-table tbody td.card-name'],
  ['/admin/content/notices/new', null],
  [`/admin/content/notices/${noticeId}`, '.notice-editor .ProseMirror'],
  ['/admin/content/media', '.media-table tbody td.card-name'],
  ['/admin/content/documents', '.desk-cards tbody td.card-name'],
  ['/admin/content/popups', '.desk-cards tbody td.card-name'],
  ['/admin/content/slides', '.desk-cards tbody td.card-name'],
  ['/admin/campaigns', '.campaigns .desk-cards tbody td.card-name'],
  ['/admin/security', null],
  ['/admin/setup?token=expired', null],
];

for (const viewport of [LAPTOP, DESKTOP, MOBILE]) {
  test(`at ${viewport.width} px every desk page fits the screen, passes axe and starts with 본문 바로가기`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await newPage(browser, viewport);
    await signIn(page, OWNER);
    for (const [path, rows] of deskPages()) {
      await page.goto(path);
      await hydrated(page);
      const where = `${viewport.width} px ${path}`;
      if (rows) await expect(page.locator(rows).first(), `${where}: its list has rows`).toBeAttached();
      await screenshot(page, `desk-${path.split('?')[0]!.slice(1).replace(/\//g, '-')}-${viewport.width}.png`, { fullPage: true });

      // Staff may zoom a dense table: no maximum-scale or user-scalable=no on desk pages.
      expect(await page.locator('meta[name="viewport"]').getAttribute('content'), where).not.toMatch(/maximum-scale|user-scalable/);
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // What sticks out (outermost first), to say where a failure comes from.
        const out = [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
        return { by: document.documentElement.scrollWidth - width, out };
      });
      expect(overflow.by, `${where}: the page scrolls sideways by ${overflow.by} px (${overflow.out.join(', ')})`).toBeLessThanOrEqual(0);
      expectNoSerious(await audit(page), where);

      // The first Tab reaches the skip link; Enter moves focus to the page's main content.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: '본문 바로가기' });
      await expect(skip, `${where}: first Tab stop`).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main'), `${where}: Enter on the skip link`).toBeFocused();
    }
    await page.close();
  });
}

test('at 390 px the first lead’s name and call link are on screen on the lead list and today’s list', async ({ browser }) => {
  const page = await newPage(browser, MOBILE);
  await signIn(page, OWNER);
  const onScreen = async (what: string, box: { x: number; y: number; width: number; height: number } | null) => {
    expect(box, what).not.toBeNull();
    expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(MOBILE.width);
    expect(box!.y + box!.height, `${what}: below the fold`).toBeLessThanOrEqual(MOBILE.height);
  };

  await page.goto('/admin/leads');
  await hydrated(page);
  const first = page.locator('.inbox-table tbody tr').first();
  await expect(first.getByRole('link', { name: NEWEST.name })).toBeVisible();
  const call = first.getByRole('link', { name: NEWEST.phone });
  await expect(call).toHaveAttribute('href', `tel:${NEWEST.phone.replace(/-/g, '')}`);
  await onScreen('lead list: name', await first.getByRole('link', { name: NEWEST.name }).boundingBox());
  await onScreen('lead list: phone', await call.boundingBox());
  await expect(first.getByRole('combobox', { name: `${NEWEST.name} 상태` })).toBeVisible();
  // The export waits behind its button and opens by keyboard; Escape closes it.
  const exportButton = page.getByRole('button', { name: 'CSV 내려받기' });
  await expect(page.getByLabel('내려받는 사유')).toBeHidden();
  await screenshot(page, 'desk-leads-390.png');
  await exportButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('내려받는 사유')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('내려받는 사유')).toBeHidden();
  await expect(exportButton).toBeFocused();

  // Someone registering this very minute reads 방금 접수, never "0분 전".
  await leads().insertMany([lead('한예준', '010-8901-2345', new Date())]);
  await page.goto('/admin/today');
  await hydrated(page);
  const uncalled = page.locator('section[aria-labelledby="today-new"] .today-item');
  // One row per person: 이서연's two forms are one row, counted as the lead list counts them.
  await expect(uncalled.filter({ hasText: WAITING.name })).toHaveCount(1);
  await expect(uncalled.first()).toContainText('재등록 2회');
  await expect(page.locator('.today-item').filter({ hasText: '한예준' })).toContainText('방금 접수');
  await expect(page.getByText(/(^|[^0-9])0분 전/)).toHaveCount(0);
  const name = uncalled.first().getByRole('link', { name: WAITING.name });
  const phone = uncalled.first().getByRole('link', { name: WAITING.phone });
  await expect(phone).toHaveAttribute('href', `tel:${WAITING.phone.replace(/-/g, '')}`);
  await expect(uncalled.first().getByRole('combobox', { name: `${WAITING.name} 상태` })).toBeVisible();
  await onScreen('today: name', await name.boundingBox());
  await onScreen('today: phone', await phone.boundingBox());
  await screenshot(page, 'desk-today-390.png');
  await page.close();
});

test('a counselor’s menu holds only what they may open; the 메뉴 button opens and closes by keyboard', async ({ browser }) => {
  const allowed = menuFor('counselor').map((m) => m.label);
  const forbidden = ADMIN_MENU.filter((m) => !allowed.includes(m.label)).map((m) => m.label);
  // 계약 원장: a counselor's own customers' contracts, without money (the 'contracts' permission).
  expect(allowed).toEqual(['오늘 할 일', '상담 신청', '방문 예약', '계약 원장']);
  for (const viewport of [DESKTOP, MOBILE]) {
    const page = await newPage(browser, viewport);
    await signIn(page, COUNSELOR);
    await page.goto('/admin/today');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: '메뉴' });
    if (viewport === MOBILE) {
      await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await screenshot(page, 'desk-menu-390.png');
    } else {
      await expect(toggle).toBeHidden();
    }
    const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
    await expect(menu).toBeVisible();
    expect(await menu.getByRole('link').allTextContents()).toEqual(allowed);
    await expect(menu.getByRole('link', { name: '오늘 할 일' })).toHaveAttribute('aria-current', 'page');
    for (const label of forbidden) await expect(page.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    // No content pages (notices, and the library, popups and slides beside them): not even their group.
    await expect(menu.getByRole('list', { name: '콘텐츠' })).toHaveCount(0);
    // Every link the counselor is shown opens for them.
    for (const href of await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    if (viewport === MOBILE) {
      await menu.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    await page.close();
  }
});

test('at 1280 px the owner’s side navigation shows every group and marks the current page', async ({ browser }) => {
  const page = await newPage(browser, DESKTOP);
  await signIn(page, OWNER);
  await page.goto('/admin/leads');
  await hydrated(page);
  const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
  for (const group of ['고객', '분양', '문자', '콘텐츠', '관리']) await expect(menu.getByRole('list', { name: group })).toBeVisible();
  await expect(menu.getByRole('link', { name: '상담 신청' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeInViewport();
  await screenshot(page, 'desk-header-1280.png');
  await page.close();
});

test('the campaigns desk: at 1280 px 계약당 is on screen without scrolling, the daily table holds the chart’s numbers, the live figures refresh every 30 s, at 390 px each channel is a card', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await newPage(browser, DESKTOP);
  await signIn(page, OWNER);
  // Page views from three phones that came by the Naver ad the leads came by (counted within a second or so).
  const phone = (n: number) => `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${n} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.${n} Mobile/15E148 Safari/604.1`;
  for (const n of [1, 2, 3]) {
    const body = JSON.stringify({ p: '/', e: 1, q: { utm_source: 'naver', utm_medium: 'cpc', utm_campaign: 'launch' } });
    const res = await page.request.post('/api/v', { headers: { 'user-agent': phone(n), 'content-type': 'text/plain;charset=UTF-8' }, data: body });
    expect(res.status()).toBe(204);
  }
  const today = kstDay(new Date());
  await expect
    .poll(async () => ((await (await page.request.get(`/api/admin/campaigns/traffic?from=${today}&to=${today}`)).json()) as { days: { visitors: number }[] }).days[0]!.visitors)
    .toBe(3);

  // A fake clock (flowing naturally) lets the test move the page's 30-second timer on.
  await page.clock.install();
  await page.goto('/admin/campaigns');
  await hydrated(page);
  await expect(page.locator('.campaign-chart .uplot')).toHaveCount(2);
  await screenshot(page, 'campaigns-1280.png', { fullPage: true });
  // The daily chart's axes count whole people (three visitors: 0 1 2 3 4, not 0.2 steps), and its legend
  // names each channel and which line is which, with no cursor read-out (uPlot's "날짜: … 방문자: --").
  const dailyChart = page.locator('.campaign-chart-box .campaign-chart');
  for (const axis of ['data-visitor-ticks', 'data-lead-ticks']) {
    await expect(dailyChart).toHaveAttribute(axis, /\d/);
    const ticks = (await dailyChart.getAttribute(axis))!.split(' ');
    expect(ticks.every((t) => /^\d[\d,]*$/.test(t)), `${axis}: ${ticks.join(' ')}`).toBe(true);
  }
  const legend = page.getByRole('list', { name: '그래프 범례' });
  await expect(legend.getByRole('listitem').first()).toHaveText('Naver 검색광고');
  const items = await legend.getByRole('listitem').allTextContents();
  expect(items.slice(-2)).toEqual(['방문자(왼쪽 눈금)', '관심고객(오른쪽 눈금)']);
  expect(items.filter((t) => /--|날짜|:/.test(t))).toEqual([]);
  await expect(page.locator('.campaigns .u-legend')).toHaveCount(0);
  const funnel = page.getByRole('region', { name: '채널·캠페인별 전환' });
  const headline = funnel.getByRole('columnheader', { name: '계약당' });
  await expect(headline).toBeVisible();
  const box = (await headline.boundingBox())!;
  expect(box.x + box.width, 'the 계약당 header ends within the 1280 px window').toBeLessThanOrEqual(DESKTOP.width);
  // …and inside its table's scroll box, which does not need scrolling at all.
  const region = await funnel.evaluate((el) => ({ right: el.getBoundingClientRect().right, overflow: el.scrollWidth - el.clientWidth }));
  expect(box.x + box.width).toBeLessThanOrEqual(region.right);
  expect(region.overflow, 'the funnel table fits its box at 1280 px').toBeLessThanOrEqual(0);
  // The daily table beside the chart: today (the last day) has the channel's visitors and leads.
  const daily = page.getByRole('region', { name: '일별·채널별 방문자와 관심고객 표' });
  const naverToday = daily.getByRole('row', { name: /Naver 검색광고/ }).last();
  await expect(naverToday.getByRole('cell').first()).toHaveText('3');

  // 지금 방문자: a fourth phone is counted; the page shows it at its next 30-second refresh, not before.
  const nowFigure = page.getByTestId('visitors-now');
  await expect(nowFigure).toHaveText('3명');
  const fourth = await page.request.post('/api/v', { headers: { 'user-agent': phone(4), 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify({ p: '/', e: 1 }) });
  expect(fourth.status()).toBe(204);
  await expect.poll(async () => ((await (await page.request.get('/api/admin/campaigns/live')).json()) as { visitorsNow: number }).visitorsNow).toBe(4);
  await expect(nowFigure).toHaveText('3명');
  await page.clock.runFor(30_000);
  await expect(nowFigure).toHaveText('4명');
  await page.close();

  const phonePage = await newPage(browser, MOBILE);
  await signIn(phonePage, OWNER);
  await phonePage.goto('/admin/campaigns');
  await hydrated(phonePage);
  await expect(phonePage.locator('.campaign-chart .uplot')).toHaveCount(2);
  await screenshot(phonePage, 'campaigns-390.png', { fullPage: true });
  const card = phonePage.getByRole('region', { name: '채널·캠페인별 전환' }).getByRole('row', { name: /Naver 검색광고/ });
  const perContract = card.locator('td[data-label="계약당 비용"]');
  await perContract.scrollIntoViewIfNeeded();
  await expect(perContract).toBeInViewport({ ratio: 1 });
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await phonePage.close();
});
