/**
 * What a buyer meets on a phone (390 px) and without JavaScript: errors beside the field at fault,
 * messages that say what is wrong, forms that keep what was typed, 방문예약 in the menus, texts
 * only to mobile numbers, a clear opt-out page, the booking first on the reservation page, a next
 * step after registering, unbroken Korean words, and a plan viewer that Back always closes.
 * Visit slots are site-wide, so this file runs its own server and database.
 */
import { randomBytes, randomInt } from 'node:crypto';
import mongoose from 'mongoose';
import type { Browser, Page } from '@playwright/test';
import { startSiteServer } from '../helpers/server';
import { VisitSlot } from '../../server/visits/model';
import { Lead } from '../../server/leads/model';
import { OutboxMessage } from '../../server/outbox/model';
import { ConsentEvent, OptoutToken } from '../../server/consent/model';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';
import { addDays, kstDay, kstInstant, shortDay } from '../../shared/visits';
import { MARKETING_NOTICE_VERSION } from '../../shared/consent';
import { test, expect, hydrated, MOBILE, DESKTOP, screenshot } from './fixtures';

// One after another (slots are site-wide); each test sets up what it needs, so one failing stops none.
test.describe.configure({ mode: 'default' });

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
const model = <T>(name: string, schema: mongoose.Schema) => (conn.models[name] ?? conn.model(name, schema)) as unknown as T;
const Slots = () => model<typeof VisitSlot>('VisitSlot', VisitSlot.schema);
const Leads = () => model<typeof Lead>('Lead', Lead.schema);
const Outbox = () => model<typeof OutboxMessage>('OutboxMessage', OutboxMessage.schema);
const Ledger = () => model<typeof ConsentEvent>('ConsentEvent', ConsentEvent.schema);
const Tokens = () => model<typeof OptoutToken>('OptoutToken', OptoutToken.schema);
const Admins = () => model<typeof Admin>('Admin', Admin.schema);

const D3 = addDays(kstDay(new Date()), 3);
const uniqueName = () => `구매자${randomBytes(3).toString('hex')}`;
const mobile = () => `010-7${String(randomInt(0, 1000)).padStart(3, '0')}-${String(randomInt(0, 10000)).padStart(4, '0')}`;

async function seedSlot(date: string, start: string, capacity: number) {
  const [h, m] = start.split(':').map(Number);
  const end = `${String(h! + Math.floor((m! + 30) / 60)).padStart(2, '0')}:${String((m! + 30) % 60).padStart(2, '0')}`;
  await Slots().create({ date, start, end, startsAt: kstInstant(date, start), minutes: 30, capacity, booked: 0, remaining: capacity, closed: false, createdAt: new Date() });
}

async function phonePage(browser: Browser, opts: { js?: boolean; viewport?: { width: number; height: number } } = {}) {
  const ctx = await browser.newContext({ viewport: opts.viewport ?? MOBILE, locale: 'ko-KR', baseURL: server.base, javaScriptEnabled: opts.js ?? true });
  return { ctx, page: await ctx.newPage() };
}

/** The element's box lies inside the viewport. */
async function inViewport(page: Page, selector: ReturnType<Page['locator']>) {
  const box = (await selector.boundingBox())!;
  const vp = page.viewportSize()!;
  return box.y >= 0 && box.y + box.height <= vp.height;
}

/** Two open times three days ahead (once per server). */
async function ensureSlots() {
  if ((await Slots().countDocuments({ date: D3 })) > 0) return;
  await seedSlot(D3, '14:00', 4);
  await seedSlot(D3, '14:30', 4);
}

test.beforeAll(async () => {
  // The forms' messages and pages, not verification (covered in visits.spec.ts): bookings need no code here.
  server = await startSiteServer({ build: false, env: { PHONE_VERIFICATION: 'off' } });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
});

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
});

// Runs first, while no slots are open: /:site/customer then offers the visit request form.
test('6: a visit request from a landline is stored but not texted, and the form asks for a mobile number', async ({ browser }) => {
  await Slots().deleteMany({});
  const { ctx, page } = await phonePage(browser);
  const name = uniqueName();
  const landline = `02-7${String(randomInt(0, 100)).padStart(2, '0')}-${String(randomInt(1000, 10000))}`;
  await page.goto('/haeon-lakecity/customer');
  await hydrated(page);
  const form = page.locator('main form.lead-form');
  await form.getByLabel('이름').fill(name);
  await form.getByLabel('연락처').fill(landline);
  // Said beside the field as soon as the number is typed.
  await expect(form.locator('.field-hint')).toHaveText(/휴대폰 번호를 남겨 주시면 문자로 안내해 드립니다/);
  await form.getByLabel('개인정보 수집·이용 동의').check();
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('등록이 완료되었습니다')).toBeVisible();
  await expect(page.getByText('휴대폰 번호를 남겨 주시면 문자로 안내해 드립니다')).toBeVisible();
  // The cleared form drops the field's hint; the outcome still says it.
  await expect(form.getByLabel('연락처')).toHaveValue('');
  await expect(form.locator('.field-hint')).toHaveCount(0);
  const lead = await Leads().findOne({ name }).lean();
  expect(lead?.phone).toBe(landline);
  const texts = await Outbox().find({ to: landline, channel: 'sms', state: { $ne: 'cancelled' } }).lean();
  expect(texts).toEqual([]);

  // A mobile number still gets its text.
  const phone = mobile();
  await form.getByLabel('이름').fill(uniqueName());
  await form.getByLabel('연락처').fill(phone);
  await form.getByLabel('개인정보 수집·이용 동의').check();
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect.poll(async () => Outbox().countDocuments({ to: phone, channel: 'sms', state: { $ne: 'cancelled' } })).toBe(1);
  await ctx.close();
});

test('1: at 390 px a wrong phone on the visit booking form is described beside the field, in view', async ({ browser }) => {
  await ensureSlots();
  const { ctx, page } = await phonePage(browser);
  await page.goto('/haeon-lakecity/customer');
  await hydrated(page);
  await page.getByRole('group', { name: /방문 날짜/ }).getByRole('button', { name: shortDay(D3) }).click();
  await page.getByRole('group', { name: /방문 시간/ }).getByRole('radio', { name: /14:30/ }).check();
  await page.locator('main').getByLabel('이름').fill('전화오류');
  const phone = page.locator('main').getByLabel('연락처');
  await phone.fill('010-12');
  await page.locator('main').getByLabel('개인정보 수집·이용 동의').check();
  await page.getByRole('button', { name: '방문 예약하기' }).click();

  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/연락처를 정확히 입력해 주세요/);
  const message = page.locator('.field-error', { hasText: '연락처를 정확히 입력해 주세요' });
  await expect(message).toBeVisible();
  expect(await inViewport(page, message), 'the message is on screen').toBe(true);
  const [m, f] = [(await message.boundingBox())!, (await phone.boundingBox())!];
  expect(m.y - (f.y + f.height), 'the message sits right under the field').toBeLessThan(40);
  expect(m.y).toBeGreaterThan(f.y);
  await screenshot(page, 'visit-form-phone-error-390.png');
  await ctx.close();
});

test('2: empty fields say what to enter; only a too-long name gets the length rule', async ({ browser }) => {
  const { ctx, page } = await phonePage(browser);
  // The server's answers, as every form shows them.
  const post = (data: Record<string, unknown>) => page.request.post('/api/leads', { data: { type: 'interest', consent: true, ...data } });
  const empty = await (await post({ name: '', phone: '' })).json();
  expect(empty.fields.name).toBe('이름을 입력해 주세요.');
  expect(empty.fields.phone).toBe('연락처를 입력해 주세요.');
  const long = await (await post({ name: '가'.repeat(51), phone: '010-1234-5678' })).json();
  expect(long.fields.name).toMatch(/50자/);
  const visit = await (await page.request.post('/api/visits', { data: { consent: true, name: '', phone: '', party: '' } })).json();
  expect(visit.fields).toMatchObject({ name: '이름을 입력해 주세요.', phone: '연락처를 입력해 주세요.', slotId: '방문 시간을 선택해 주세요.', party: '방문 인원을 선택해 주세요.' });

  // In the popup form: a name of spaces is an empty name, described beside the field.
  await page.goto('/Promotion/Customer');
  await hydrated(page);
  const form = page.locator('main form.lead-form');
  await form.getByLabel('이름').fill('   ');
  await form.getByLabel('연락처').fill('010-1234-5678');
  await form.getByLabel('개인정보 수집·이용 동의').check();
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(form.getByLabel('이름')).toHaveAccessibleDescription('이름을 입력해 주세요.');
  await ctx.close();
});

test('3: without JavaScript a rejected form comes back holding what was typed, the message beside the field', async ({ browser }) => {
  await ensureSlots();
  const { ctx, page } = await phonePage(browser, { js: false });
  await page.goto('/Promotion/Customer');
  const form = page.locator('main form.lead-form');
  await form.getByLabel('이름').fill('무스크립트');
  await form.getByLabel('연락처').fill('010-99');
  await form.getByLabel('문의내용').fill('84A 타입 잔여세대 문의');
  await form.getByLabel('개인정보 수집·이용 동의').check();
  await form.getByRole('button', { name: '등록하기' }).click();

  const again = page.locator('main form.lead-form');
  await expect(again.getByLabel('이름')).toHaveValue('무스크립트');
  await expect(again.getByLabel('연락처')).toHaveValue('010-99');
  await expect(again.getByLabel('문의내용')).toHaveValue('84A 타입 잔여세대 문의');
  await expect(again.getByLabel('개인정보 수집·이용 동의')).not.toBeChecked();
  await expect(again.getByLabel('연락처')).toHaveAccessibleDescription(/연락처를 정확히 입력해 주세요/);
  const message = again.locator('.field-error', { hasText: '연락처를 정확히 입력해 주세요' });
  const [m, f] = [(await message.boundingBox())!, (await again.getByLabel('연락처').boundingBox())!];
  expect(m.y - (f.y + f.height)).toBeLessThan(40);
  // The page opens at the form, so the message is on the first screen.
  expect(await inViewport(page, message), 'the message is on screen').toBe(true);
  await expect(page.getByRole('link', { name: '다시 입력하기' })).toHaveCount(0);
  await screenshot(page, 'nojs-error-page-390.png');

  // The booking form keeps the chosen time and party the same way.
  await page.goto('/haeon-lakecity/customer');
  const booking = page.locator('form.visit-form');
  const slot = booking.getByLabel('방문 일시');
  await slot.selectOption({ label: `${shortDay(D3)} 14:00~14:30 (잔여 4팀)` });
  const chosen = await slot.inputValue();
  await booking.getByLabel('방문 인원').selectOption('3');
  await booking.getByLabel('이름').fill('예약무스크립트');
  await booking.getByLabel('연락처').fill('011');
  await booking.getByLabel('개인정보 수집·이용 동의').check();
  await booking.getByRole('button', { name: '방문 예약하기' }).click();
  const kept = page.locator('form.visit-form');
  await expect(kept.getByLabel('방문 일시')).toHaveValue(chosen);
  await expect(kept.getByLabel('방문 인원')).toHaveValue('3');
  await expect(kept.getByLabel('이름')).toHaveValue('예약무스크립트');
  await expect(kept.getByLabel('연락처')).toHaveAccessibleDescription(/연락처를 정확히 입력해 주세요/);
  await expect(kept.getByLabel('개인정보 수집·이용 동의')).not.toBeChecked();
  await ctx.close();
});

test('4: 방문예약 is in the wide header, the mobile menu and the footer, beside 관심고객 등록', async ({ browser }) => {
  const wide = await phonePage(browser, { viewport: DESKTOP });
  await wide.page.goto('/BusinessGuide/intro');
  await hydrated(wide.page);
  await expect(wide.page.locator('header').getByRole('link', { name: '방문예약', exact: true }).first()).toBeVisible();
  await expect(wide.page.locator('header').getByRole('link', { name: '방문예약', exact: true }).first()).toHaveAttribute('href', '/haeon-lakecity/customer');
  const footer = wide.page.locator('footer');
  await expect(footer.getByRole('link', { name: '방문예약', exact: true }).first()).toHaveAttribute('href', '/haeon-lakecity/customer');
  await wide.ctx.close();

  const { ctx, page } = await phonePage(browser);
  await page.goto('/BusinessGuide/intro');
  await hydrated(page);
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const menu = page.locator('#mobile-menu');
  const link = menu.getByRole('link', { name: '방문예약', exact: true }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/haeon-lakecity\/customer$/);
  await ctx.close();
});

test('5: the message on /Promotion/Customer carries no required star', async ({ browser }) => {
  const { ctx, page } = await phonePage(browser);
  await page.goto('/Promotion/Customer');
  const label = page.locator('main form.lead-form label', { hasText: '문의내용' });
  await expect(label).toBeVisible();
  await expect(label.locator('.required')).toHaveCount(0);
  await ctx.close();
});

test('7: the opt-out page shows the masked number, and afterwards says it is done, with the date; no popup trigger', async ({ browser }) => {
  const phone = mobile();
  const token = randomBytes(15).toString('base64url');
  await Ledger().create({ phone, kind: 'grant', scope: 'marketing', version: MARKETING_NOTICE_VERSION, channel: 'form', at: new Date() });
  await Tokens().create({ phone, token, createdAt: new Date() });
  const masked = `${phone.slice(0, 3)}-****-${phone.slice(-4)}`;

  const { ctx, page } = await phonePage(browser);
  await page.goto(`/o/${token}`);
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main).toContainText(masked);
  await expect(main).not.toContainText(phone);
  // A private page: no registration popup trigger, no floating bar.
  await expect(page.locator('[aria-haspopup="dialog"]')).toHaveCount(0);
  await expect(page.locator('.floating-bar')).toHaveCount(0);
  await screenshot(page, 'optout-before-390.png');
  await main.getByRole('button', { name: '수신거부', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('수신거부가 처리되었습니다');

  // Coming back to the link later: the same page says it is done, and when.
  await page.goto(`/o/${token}`);
  await hydrated(page);
  await expect(main).toContainText('이미 수신거부 처리된 번호입니다');
  await expect(main).toContainText(masked);
  const d = kstDay(new Date()).split('-').map(Number);
  await expect(main).toContainText(`${d[0]}년 ${d[1]}월 ${d[2]}일`);
  await expect(main.getByRole('button', { name: '수신거부', exact: true })).toHaveCount(0);
  await screenshot(page, 'optout-after-390.png');

  // The reservation and result pages are private too.
  await page.goto('/lead/result?status=ok');
  await hydrated(page);
  await expect(page.locator('[aria-haspopup="dialog"]')).toHaveCount(0);
  await expect(page.locator('.floating-bar')).toHaveCount(0);
  await ctx.close();
});

test('8: at 390 px the reservation page shows the booking first: time, party, address, map and the actions', async ({ browser }) => {
  await ensureSlots();
  const { ctx, page } = await phonePage(browser);
  const phone = mobile();
  const slot = (await Slots().findOne({ date: D3, start: '14:30' }).lean())!;
  const res = await page.request.post('/api/visits', { data: { slotId: String(slot._id), party: 2, name: uniqueName(), phone, consent: true } });
  expect(res.status()).toBe(201);
  const { reservation } = await res.json();
  await page.goto(reservation.manageUrl);
  await hydrated(page);
  await expect(page.getByText('PROMOTION CENTER')).toHaveCount(0);
  const main = page.getByRole('main');
  for (const el of [
    main.getByText(`${shortDay(D3)} 14:30`),
    main.getByText('2명'),
    main.getByRole('link', { name: /지도/ }),
    main.getByRole('button', { name: '예약 취소하기' }),
  ]) {
    await expect(el).toBeVisible();
    expect(await inViewport(page, el), 'within the first screen').toBe(true);
  }
  await expect(main.locator('[data-slot="move"]')).toHaveCount(1);
  await screenshot(page, 'reservation-390.png');
  await ctx.close();
});

test('9: after registering in the popup, the form gives way to the outcome and a link to book a visit', async ({ browser }) => {
  const { ctx, page } = await phonePage(browser);
  await page.goto('/');
  await hydrated(page);
  await page.locator('.floating-bar').getByRole('link', { name: '관심고객 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '관심고객 등록' });
  await dialog.getByLabel('이름').fill(uniqueName());
  await dialog.getByLabel('연락처').fill(mobile());
  await dialog.getByLabel('개인정보 수집·이용 동의').check();
  await dialog.getByRole('button', { name: '관심고객 등록' }).click();
  await expect(dialog.getByText('등록이 완료되었습니다')).toBeVisible();
  await expect(dialog.getByText('이름과 연락처를 남겨 주시면')).toHaveCount(0);
  const next = dialog.getByRole('link', { name: '견본주택 방문예약 하기' });
  await expect(next).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(/\/haeon-lakecity\/customer$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await ctx.close();
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`10: at ${viewport.width} px the press admin bar keeps every Korean word whole`, async ({ browser }) => {
    const email = `i20-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'correct horse battery staple';
    await Admins().create({ email, passwordHash: await hashPassword(password) });
    const { ctx, page } = await phonePage(browser, { viewport });
    await page.goto('/haeon-lakecity/press');
    await hydrated(page);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    await page.locator('.login-form').getByRole('button', { name: '로그인' }).click();
    const bar = page.locator('.admin-bar');
    await expect(bar).toBeVisible();
    await bar.scrollIntoViewIfNeeded();
    await screenshot(page, `press-admin-bar-${viewport.width}.png`);
    // Every word of a button stays on one line (a word broken mid-way spans two line boxes).
    const broken = await bar.locator('a, button').evaluateAll((els) =>
      els
        .filter((el) =>
          (el.textContent ?? '').split(' ').some((word) => {
            const text = el.firstChild as Text;
            const start = (el.textContent ?? '').indexOf(word);
            const range = document.createRange();
            range.setStart(text, start);
            range.setEnd(text, start + word.length);
            return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size > 1;
          }),
        )
        .map((el) => el.textContent),
    );
    expect(broken).toEqual([]);
    await ctx.close();
  });
}

test('11: Back closes the plan viewer even while it is still opening, and the page stays', async ({ browser }) => {
  const { ctx, page } = await phonePage(browser);
  await page.goto('/FloorPlan/59A');
  await hydrated(page);
  // Back is pressed the moment the viewer appears (during its opening animation).
  await page.evaluate(() => {
    new MutationObserver((_, obs) => {
      if (document.querySelector('.pswp')) {
        obs.disconnect();
        history.back();
      }
    }).observe(document.body, { childList: true });
  });
  await page.locator('.page-content .zoom-link').click();
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(page).toHaveURL(/\/FloorPlan\/59A$/);
  await expect.poll(() => page.evaluate(() => !!(history.state as { zoom?: boolean } | null)?.zoom)).toBe(false);
  await ctx.close();
});
