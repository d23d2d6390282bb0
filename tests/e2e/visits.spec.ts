/**
 * Booking a model-house visit in the browser: with JavaScript at 390 px (date buttons, time
 * choices, party; in the HTML before the form is live, and the script it costs), and without JavaScript (the server-rendered select, the reservation page and
 * cancelling by a plain form post). Slots are shared by the whole site, so this file runs its
 * own server and database: the other browser tests keep seeing a site without open slots.
 */
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { VisitSlot, Reservation } from '../../server/visits/model';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';
import { addDays, kstDay, kstInstant, shortDay } from '../../shared/visits';
import { strictTest as test, expect, hydrated, MOBILE } from './fixtures';
import { verificationCode } from './verification';
import { JS_BUDGET, scriptsWithin4s } from './script-bytes';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
let Slots: typeof VisitSlot;
let Reservations: typeof Reservation;

const D2 = addDays(kstDay(new Date()), 2);
const D3 = addDays(kstDay(new Date()), 3);

async function seedSlot(date: string, start: string, capacity: number, booked = 0) {
  const [h, m] = start.split(':').map(Number);
  const end = `${String(h! + Math.floor((m! + 30) / 60)).padStart(2, '0')}:${String((m! + 30) % 60).padStart(2, '0')}`;
  const doc = await Slots.create({ date, start, end, startsAt: kstInstant(date, start), minutes: 30, capacity, booked, remaining: capacity - booked, closed: false, createdAt: new Date() });
  return String(doc._id);
}

test.beforeAll(async () => {
  server = await startSiteServer({ build: false });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  Slots = conn.model('VisitSlot', VisitSlot.schema) as unknown as typeof VisitSlot;
  Reservations = conn.model('Reservation', Reservation.schema) as unknown as typeof Reservation;
  await seedSlot(D2, '10:00', 6, 6); // full
  await seedSlot(D2, '10:30', 6, 4);
  await seedSlot(D3, '14:00', 4);
  await seedSlot(D3, '14:30', 4);
});

const seedSlotId = async (date: string, start: string) => String((await Slots.findOne({ date, start }).lean())!._id);

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
});

test('with JavaScript at 390 px: choose a date, a time and the party, and the reservation is confirmed in place', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/haeon-lakecity/customer');
  await hydrated(page);

  const dates = page.getByRole('group', { name: /방문 날짜/ });
  await expect(dates.getByRole('button', { name: shortDay(D2) })).toHaveAttribute('aria-pressed', 'true');
  const times = page.getByRole('group', { name: /방문 시간/ });
  await expect(times.getByRole('radio', { name: /10:00 마감/ })).toBeDisabled();
  await expect(times.getByRole('radio', { name: /10:30 잔여 2팀/ })).toBeEnabled();

  await dates.getByRole('button', { name: shortDay(D3) }).click();
  await times.getByRole('radio', { name: /14:30 잔여 4팀/ }).check();
  await page.getByLabel('방문 인원').selectOption('3');
  await page.locator('main').getByLabel('이름').fill('모바일예약');
  await page.locator('main').getByLabel('연락처').fill('010-3900-3900');
  await page.locator('main').getByLabel('개인정보 수집·이용 동의').check();
  // Booking without verification is stopped beside the code field.
  await page.getByRole('button', { name: '방문 예약하기' }).click();
  const form = page.locator('form.visit-form');
  await expect(form.locator('.phone-verify').getByRole('alert')).toHaveText('휴대폰 인증이 필요합니다');

  // 인증번호 받기: a code field with a 3:00 countdown; a new code only after 60 s.
  const asked = new Date(Date.now() - 1000);
  await form.getByRole('button', { name: '인증번호 받기' }).click();
  const code = form.getByLabel('인증번호 6자리');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(form.locator('.phone-verify-countdown')).toHaveText(/^[23]:\d\d$/);
  await expect(form.getByRole('button', { name: /다시 받기 \(\d+초 후\)/ })).toBeDisabled();
  await expect(page.locator('main').getByLabel('이름')).toHaveValue('모바일예약');
  if (process.env.SCREENSHOT_DIR) {
    await form.locator('.phone-verify').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/booking-390-countdown.png` });
  }
  await code.fill(await verificationCode(conn, '010-3900-3900', asked));
  await form.getByRole('button', { name: '확인', exact: true }).click();
  await expect(form.getByText('휴대폰 인증이 완료되었습니다.')).toBeVisible();
  await page.getByRole('button', { name: '방문 예약하기' }).click();

  const done = page.getByRole('status');
  await expect(done).toContainText('견본주택 방문 예약이 확정되었습니다.');
  await expect(done).toContainText(`${shortDay(D3)} 14:30`);
  await expect(done).toContainText('3명');
  const r = (await Reservations.findOne({ name: '모바일예약' }).lean())!;
  expect(r).toMatchObject({ date: D3, start: '14:30', party: 3, status: 'booked', phone: '010-3900-3900' });
  await expect(done).toContainText(r.code);
  await expect(page.getByRole('link', { name: '예약 확인·취소' })).toHaveAttribute('href', `/reservation/${r.token}`);
  expect(errors, 'console errors (hydration warnings included)').toEqual([]);
  await page.close();
});

test('with open slots the booking page downloads at most 70 KB of script before a touch, and shows its dates and times', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  const scripts = await scriptsWithin4s(page, '/haeon-lakecity/customer');
  const total = scripts.reduce((n, [, b]) => n + b, 0);
  console.log(`/haeon-lakecity/customer with open slots: ${(total / 1024).toFixed(1)} KB of script in the 4 s after load`);
  expect(total, scripts.map(([u, b]) => `${u} ${(b / 1024).toFixed(1)}`).join(', ')).toBeLessThanOrEqual(JS_BUDGET.form);
  // The form is not live (nobody touched it), yet its dates and the first date's times show.
  await expect(page.locator('site-island[data-island="customer-form"]')).not.toHaveAttribute('data-live', '');
  await expect(page.getByRole('group', { name: /방문 날짜/ }).getByRole('button', { name: shortDay(D2) })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: /방문 시간/ }).getByRole('radio', { name: /10:30 잔여 2팀/ })).toBeVisible();
  await page.close();
});

test('a date and a time tapped before the form is live show at once, and stay once it is', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, hasTouch: true });
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/customer-form-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/haeon-lakecity/customer');
  const dates = page.getByRole('group', { name: /방문 날짜/ });
  const times = page.getByRole('group', { name: /방문 시간/ });
  await dates.getByRole('button', { name: shortDay(D3) }).tap();
  await expect(dates.getByRole('button', { name: shortDay(D3) })).toHaveAttribute('aria-pressed', 'true');
  await expect(dates.getByRole('button', { name: shortDay(D2) })).toHaveAttribute('aria-pressed', 'false');
  await expect(times.getByRole('radio', { name: /^14:30/ })).toBeVisible();
  await expect(times.getByRole('radio', { name: /10:30/ })).toBeHidden();
  // A time tapped before the form is live too: it stays chosen once the form is live and the date
  // tap is replayed, and through the form's later changes.
  await times.getByRole('radio', { name: /^14:30/ }).tap();
  await expect(times.getByRole('radio', { name: /^14:30/ })).toBeChecked();
  release();
  await expect(page.locator('site-island[data-island="customer-form"]')).toHaveAttribute('data-live', '');
  await expect(dates.getByRole('button', { name: shortDay(D3) })).toHaveAttribute('aria-pressed', 'true');
  await expect(times.getByRole('radio', { name: /^14:30/ })).toBeChecked();
  await page.locator('main').getByLabel('이름').fill('일찍고른예약');
  await page.getByLabel('방문 인원').selectOption('2');
  await expect(times.getByRole('radio', { name: /^14:30/ })).toBeChecked();
  await page.close();
});

test('without JavaScript: the server-rendered select books a visit, the reservation page shows it and cancels it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ko-KR', baseURL: server.base });
  const page = await context.newPage();
  await page.goto('/haeon-lakecity/customer');
  const select = page.getByLabel('방문 일시');
  await expect(select.locator('option', { hasText: '10:00~10:30 (마감)' })).toBeDisabled();
  await select.selectOption({ label: `${shortDay(D3)} 14:00~14:30 (잔여 4팀)` });
  await page.getByLabel('방문 인원').selectOption('2');
  await page.locator('main').getByLabel('이름').fill('노스크립트예약');
  await page.locator('main').getByLabel('연락처').fill('010-4000-4000');
  await page.locator('main').getByLabel('개인정보 수집·이용 동의').check();
  const asked = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: '방문 예약하기' }).click();

  // Second step, rendered by the server: the code was texted; what was typed is still there.
  await expect(page.getByText('인증번호를 보내 드렸습니다. 3분 안에 입력해 주세요.')).toBeVisible();
  await expect(page.locator('main').getByLabel('이름')).toHaveValue('노스크립트예약');
  await expect(page.locator('main').getByLabel('연락처')).toHaveValue('010-4000-4000');
  await expect(page.getByLabel('방문 인원')).toHaveValue('2');
  await expect(page.locator('main').getByLabel('개인정보 수집·이용 동의')).toBeChecked();
  await expect(page.getByLabel('방문 일시')).toHaveValue(await seedSlotId(D3, '14:00'));
  const code = page.getByLabel('인증번호 6자리');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  if (process.env.SCREENSHOT_DIR) {
    await page.setViewportSize(MOBILE);
    await code.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/booking-390-no-js-second-step.png` });
  }
  const texted = await verificationCode(conn, '010-4000-4000', asked);
  // A wrong code: the same step again, the message beside the field.
  await code.fill(texted === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '방문 예약하기' }).click();
  await expect(page.getByText('인증번호가 맞지 않습니다. (남은 입력 횟수 4회)')).toBeVisible();
  await expect(page.locator('main').getByLabel('이름')).toHaveValue('노스크립트예약');
  await page.getByLabel('인증번호 6자리').fill(texted);
  await page.getByRole('button', { name: '방문 예약하기' }).click();

  await expect(page).toHaveURL(/\/reservation\/[\w-]+\?booked=1$/);
  await expect(page.getByRole('status')).toContainText('견본주택 방문 예약이 확정되었습니다.');
  const r = (await Reservations.findOne({ name: '노스크립트예약' }).lean())!;
  const booking = page.locator('.reservation-page');
  await expect(booking).toContainText(r.code);
  await expect(booking).toContainText(`${shortDay(D3)} 14:00~14:30`);
  await expect(booking).toContainText('2명');
  const slot = () => Slots.findById(r.slotId).lean();
  expect((await slot())!.remaining).toBe(3);

  await page.getByRole('button', { name: '예약 취소하기' }).click();
  await expect(page).toHaveURL(/\?cancelled=1$/);
  await expect(page.getByRole('status')).toContainText('방문 예약이 취소되었습니다.');
  await expect(page.getByRole('button', { name: '예약 취소하기' })).toHaveCount(0);
  expect((await Reservations.findById(r._id).lean())!.status).toBe('cancelled');
  expect((await slot())!.remaining).toBe(4);
  await context.close();
});

test('the administrator reaches the day view from the admin bar; a party cannot be marked visited before its day', async ({ browser }) => {
  const Admins = conn.model('Admin', Admin.schema);
  await Admins.create({ email: 'visits-admin@example.com', passwordHash: await hashPassword('correct horse battery staple') });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR', baseURL: server.base });
  await page.goto('/haeon-lakecity/press');
  await hydrated(page);
  await page.getByLabel('이메일').fill('visits-admin@example.com');
  await page.getByLabel('비밀번호').fill('correct horse battery staple');
  await page.getByRole('button', { name: '로그인' }).click();
  await page.getByRole('link', { name: '방문 예약 관리' }).click();
  await expect(page).toHaveURL(/\/admin\/visits$/);
  await hydrated(page);

  await page.goto(`/admin/visits?date=${D3}`);
  await hydrated(page);
  // The slot's section (its heading counts the parties); its table is a region of its own, named '… 예약 목록'.
  const slot = page.getByRole('region', { name: /14:30~15:00.*팀/ });
  await expect(slot).toContainText('1/4팀');
  const row = slot.getByRole('row', { name: /모바일예약/ });
  await expect(row.locator('.status-badge')).toHaveText('예약');
  // The visit is on D3: marking waits for that day (the server refuses it too, tests/visit-desk.test.ts).
  await expect(row.getByRole('button', { name: '방문 모바일예약', exact: true })).toBeDisabled();
  await expect(row.getByRole('button', { name: '방문 모바일예약', exact: true })).toHaveAttribute('title', '방문일 전에는 방문·미방문으로 처리할 수 없습니다.');
  expect((await Reservations.findOne({ name: '모바일예약' }).lean())!.status).toBe('booked');
  await page.close();
});

test('a booking sent with the network off is kept, sent once the network returns, and stored once', async ({ browser }) => {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base });
  const page = await context.newPage();
  await page.goto('/haeon-lakecity/customer');
  await hydrated(page);
  // The page's service worker (public/booking-sw.js) controls it before the signal drops.
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  const dates = page.getByRole('group', { name: /방문 날짜/ });
  await dates.getByRole('button', { name: shortDay(D3) }).click();
  await page.getByRole('group', { name: /방문 시간/ }).getByRole('radio', { name: /14:00 잔여/ }).check();
  await page.locator('main').getByLabel('이름').fill('지하철예약');
  await page.locator('main').getByLabel('연락처').fill('010-4100-4100');
  await page.locator('main').getByLabel('개인정보 수집·이용 동의').check();
  const form = page.locator('form.visit-form');
  const asked = new Date(Date.now() - 1000);
  await form.getByRole('button', { name: '인증번호 받기' }).click();
  await form.getByLabel('인증번호 6자리').fill(await verificationCode(conn, '010-4100-4100', asked));
  await form.getByRole('button', { name: '확인', exact: true }).click();
  await expect(form.getByText('휴대폰 인증이 완료되었습니다.')).toBeVisible();

  // The signal drops as the buyer presses the button: the page says the booking is kept.
  await context.setOffline(true);
  await page.getByRole('button', { name: '방문 예약하기' }).click();
  const status = page.getByRole('status').filter({ hasText: '신호가 약해 예약을 보관했습니다' });
  await expect(status).toContainText('연결되면 자동으로 보내 드립니다');
  if (process.env.SCREENSHOT_DIR) {
    await status.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/booking-390-kept.png` });
  }
  expect(await Reservations.countDocuments({ name: '지하철예약' })).toBe(0);

  // Back online: sent by itself (sync, or the page's online event), confirmed in place, stored once.
  await context.setOffline(false);
  await expect.poll(() => Reservations.countDocuments({ name: '지하철예약' }), { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole('status')).toContainText('견본주택 방문 예약이 확정되었습니다.');
  // A later page view asks the worker to send what it keeps again: nothing is left, nothing doubles.
  await page.reload();
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => new Promise<number>((resolve) => {
    const open = indexedDB.open('haeon-kept-bookings', 1);
    open.onsuccess = () => {
      const req = open.result.transaction('bookings', 'readonly').objectStore('bookings').count();
      req.onsuccess = () => resolve(req.result);
    };
  }))).toBe(0);
  expect(await Reservations.countDocuments({ name: '지하철예약' })).toBe(1);
  await context.close();
});
