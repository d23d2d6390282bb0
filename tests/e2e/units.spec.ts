/**
 * 잔여세대 in the browser: at 390 px a buyer waits in line (place and wait update without a
 * reload, a reload keeps the place), is admitted, sees the grid with the pick timer, is told
 * clearly when someone else took the unit first, and holds another; the page reads without
 * JavaScript; the desk's board at 1280 and 390 px scrolls sideways only inside each 동's region.
 * Own server and database.
 */
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { Unit, UnitSale } from '../../server/units/model';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';
import { UNIT_MESSAGES } from '../../shared/units';
import { test, expect, hydrated, MOBILE, DESKTOP, screenshot } from './fixtures';
import { audit, expectNoSerious } from './axe';
import type { Page } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;

const STATES = ['available', 'available', 'held', 'pending', 'contracted', 'reserved', 'available', 'unreleased'] as const;

test.beforeAll(async () => {
  // The line and the holds, not verification (covered in visits.spec.ts): no code asked here.
  server = await startSiteServer({ build: false, env: { PHONE_VERIFICATION: 'off' } });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const Units = conn.model('Unit', Unit.schema);
  const now = new Date();
  const rows: Record<string, unknown>[] = [];
  // 101동: 15 floors × 4 lines; 102동: 12 floors × 8 lines (wider than a phone).
  for (const [dong, floors, lines] of [['101', 15, 4], ['102', 12, 8]] as const) {
    for (let f = 1; f <= floors; f++) {
      for (let l = 1; l <= lines; l++) {
        const i = rows.length;
        rows.push({ dong, ho: `${f}${String(l).padStart(2, '0')}`, floor: f, line: String(l), unitType: l <= 2 ? '84A' : l <= 4 ? '84B' : '59A', state: STATES[i % STATES.length]!, history: [{ from: null, to: STATES[i % STATES.length]!, by: 'seed', at: now, reason: '시험 데이터' }], createdAt: now, updatedAt: now });
      }
    }
  }
  // 101동 104호 is 계약대기 under a hold whose time is over, with no contract visit: the desk must act.
  Object.assign(rows[3]!, { hold: { id: new mongoose.Types.ObjectId(), name: '늦은계약자', phone: '010-3200-3200', expiresAt: new Date(now.getTime() - 3_600_000), at: new Date(now.getTime() - 4_000_000) } });
  await Units.insertMany(rows);
  // One buyer a minute; the line this file's first test stands in is opened by that test itself.
  await conn.model('UnitSale', UnitSale.schema).create({ _id: 'sale', opensAt: new Date(now.getTime() - 50_000), admitPerMinute: 1, holdMinutes: 30, visible: true, updatedAt: now });
});

/**
 * Opens a new line a second ago with one arrival already in, so the next arrival waits for the
 * next minute: the test has the rest of this minute (59 s) to stand in line, however long the
 * page took to load. The server reads the settings at most once a second: the arrival's ticket
 * names the opening it was issued for, and the poll waits until that is the new one.
 */
async function openFreshLine() {
  const opensAt = new Date(Date.now() - 1000);
  await conn.model('UnitSale', UnitSale.schema).updateOne({ _id: 'sale' }, { $set: { opensAt, updatedAt: new Date() } });
  const roundOfJoin = async () => {
    const res = await fetch(`${server.base}/api/units/queue`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: '먼저온분', phone: '010-3100-3100' }) });
    if (res.status !== 201) return res.status;
    const { ticket } = (await res.json()) as { ticket: string };
    return (JSON.parse(Buffer.from(ticket.split('.')[0]!, 'base64url').toString()) as { r: number }).r;
  };
  await expect.poll(roundOfJoin, { timeout: 10_000 }).toBe(opensAt.getTime());
}

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
});

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('at 390 px a buyer waits in line, is admitted, loses a unit to someone faster and holds another', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base });
  await page.goto('/SalesInfo/remaining');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '잔여세대 현황', level: 2 })).toBeVisible();
  await expect(page.getByRole('table', { name: '주택형별 잔여세대' })).toBeVisible();
  const line = page.getByRole('region', { name: '선착순 대기열' });
  await openFreshLine();
  await line.getByLabel('이름').fill('홍길동');
  await line.getByLabel('휴대폰 번호').fill('010-3200-3200');
  await line.getByRole('button', { name: '대기열 들어가기' }).click();
  const wait = page.getByRole('status').filter({ hasText: '내 앞 대기' });
  await expect(wait).toContainText('내 앞 대기 1명');
  await page.getByRole('heading', { name: '대기 중입니다' }).evaluate((h) => {
    h.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -90);
  });
  await screenshot(page, 'units-line-390.png');
  // A reload keeps the place.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: '내 앞 대기' })).toContainText('내 앞 대기 1명');
  expect(await noSideways(page)).toBe(true);

  // The desk lets more in per minute: the page follows without a reload, at its next check
  // (every 10 s at most while the wait is long) once the server has read the settings (1 s).
  await conn.model('UnitSale', UnitSale.schema).updateOne({ _id: 'sale' }, { $set: { admitPerMinute: 100 } });
  await expect(page.getByRole('heading', { name: '세대를 선택해 주세요' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('timer')).toContainText('남은 선택 시간');

  // The list this page holds goes stale (its polls answer "unchanged") while someone else takes 101동 101호.
  await page.route('**/api/units', (route) => route.fulfill({ status: 304 }));
  await conn.model('Unit', Unit.schema).updateOne({ dong: '101', ho: '101' }, { $set: { state: 'held' } });
  await page.getByRole('button', { name: '101동 101호 84A 선택 가능: 선택하기' }).click();
  await expect(page.getByRole('alert')).toHaveText(UNIT_MESSAGES.taken);
  await page.unroute('**/api/units');
  await page.getByRole('heading', { name: '세대를 선택해 주세요' }).evaluate((h) => {
    h.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -90); // clear of the sticky header
  });
  await screenshot(page, 'units-grid-390.png');

  await page.getByRole('button', { name: '101동 102호 84A 선택 가능: 선택하기' }).click();
  await expect(page.getByRole('heading', { name: '세대 선택 완료' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '101동 102호' })).toContainText('계약 방문을 예약해 주세요');
  await expect(page.getByRole('link', { name: '계약 방문 예약하기' })).toHaveAttribute('href', '/winner#winner-contract');
  expect(await noSideways(page)).toBe(true);
  await page.close();
});

test('without JavaScript the counts and the grid are readable, available units marked in words', async ({ browser }) => {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/SalesInfo/remaining');
  await expect(page.getByRole('table', { name: '주택형별 잔여세대' })).toBeVisible();
  await expect(page.getByRole('region', { name: '102동 세대 배치' })).toBeVisible();
  await expect(page.getByText('선택 가능').first()).toBeVisible();
  await expect(page.getByText('대기열 참여와 세대 선택은 자바스크립트가 켜진 브라우저에서')).toBeVisible();
  await context.close();
});

test('untouched, the page downloads no React; the grid comes alive by itself once a unit is taken', async ({ browser }) => {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  const polled = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/units');
  await page.goto('/SalesInfo/remaining');
  await hydrated(page);
  // The page's first look at the units found them as shown: still HTML, the join form ready.
  await polled;
  const live = page.locator('site-island[data-island="remaining-live"]');
  expect(await live.getAttribute('data-live')).toBeNull();
  expect(scripts.filter((s) => /\/react-/.test(s)), 'React fetched before a touch').toEqual([]);
  await expect(page.getByRole('button', { name: '대기열 들어가기' })).toBeVisible();
  await expect(page.getByText('대기열 참여와 세대 선택은 자바스크립트가 켜진 브라우저에서')).toBeHidden();

  // The office takes a unit: the page wakes and follows without a touch or a reload.
  const Units = conn.model('Unit', Unit.schema);
  const unit = (await Units.findOne({ dong: '102', state: 'available' }).lean<{ _id: unknown; ho: string; unitType: string }>())!;
  await Units.updateOne({ _id: unit._id }, { $set: { state: 'held' } });
  await expect(live).toHaveAttribute('data-live', '', { timeout: 10_000 });
  await expect(page.locator(`[title="102동 ${unit.ho}호 ${unit.unitType} 마감"]`)).toHaveCount(1);
  await Units.updateOne({ _id: unit._id }, { $set: { state: 'available' } });
  await context.close();
});

test('the desk board at 1280 and 390 px: a grid per 동, counts, filter, history; wide grids scroll inside their region', async ({ browser }) => {
  const Admins = conn.model('Admin', Admin.schema);
  await Admins.create({ email: 'units-admin@example.com', passwordHash: await hashPassword('correct horse battery staple') });
  // bypassCSP: axe's script is injected (the site's CSP rightly refuses it).
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  await page.goto('/haeon-lakecity/press');
  await hydrated(page);
  await page.getByLabel('이메일').fill('units-admin@example.com');
  await page.getByLabel('비밀번호').fill('correct horse battery staple');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('link', { name: '방문 예약 관리' })).toBeVisible();
  await page.goto('/admin/units');
  await hydrated(page);
  await expect(page.getByRole('link', { name: '잔여세대' })).toBeVisible();
  const board = page.getByRole('region', { name: '102동 세대 현황 (가로로 스크롤)' });
  await expect(board).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText('계약완료');
  expect(await noSideways(page)).toBe(true);
  await screenshot(page, 'units-board-1280.png', { fullPage: true });

  // The unit only the desk can end is named above the grid and opens with what to do.
  const attention = page.getByRole('region', { name: '조치가 필요한 세대 1곳' });
  await expect(attention).toContainText(UNIT_MESSAGES.lapsedWithoutVisit);
  await expect(page.getByRole('button', { name: /^101동 104 계약대기 · 조치 필요 \(84B\)$/ })).toBeVisible();
  // Each cell is named by what it shows (no label-content-name-mismatch), each scrolling grid reachable by keyboard.
  expectNoSerious(await audit(page), '/admin/units board at 1280 px');
  await attention.getByRole('button', { name: '101동 104호 · 늦은계약자' }).click();
  const late = page.getByRole('region', { name: /101동 104호/ });
  await expect(late.getByText(`조치 필요: ${UNIT_MESSAGES.lapsedWithoutVisit}`)).toBeVisible();
  await expect(late.getByRole('button', { name: '홀드 해제' })).toBeVisible();
  await expect(late.getByRole('button', { name: '홀드 확인(계약대기)' })).toHaveCount(0);

  await page.getByLabel('주택형', { exact: true }).selectOption('59A');
  await expect(page.getByRole('region', { name: '101동 세대 현황 (가로로 스크롤)' })).toHaveCount(0);
  await page.getByRole('button', { name: /^102동 105 .*\(59A\)$/ }).click();
  const panel = page.getByRole('region', { name: /102동 105호/ });
  await expect(panel.getByText('시험 데이터')).toBeVisible();

  await page.setViewportSize(MOBILE);
  expect(await noSideways(page)).toBe(true);
  const scrolls = await board.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls).toBe(true);
  await page.close();
});
