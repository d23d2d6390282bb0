/**
 * The winners' desk in the browser: at 390 px a listed winner books a 서류접수 visit on /winner
 * and a stranger reads the one neutral refusal; the administrator uploads a list at 1280 px and
 * reads which line was left out. Own server and database (slots are site-wide).
 */
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { VisitSlot, Reservation } from '../../server/visits/model';
import { Winner } from '../../server/winners/model';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';
import { addDays, kstDay, kstInstant, shortDay } from '../../shared/visits';
import { WINNER_MESSAGES } from '../../shared/winners';
import { test, expect, hydrated, MOBILE, DESKTOP } from './fixtures';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
const D2 = addDays(kstDay(new Date()), 2);
const shots = process.env.SCREENSHOT_DIR;

test.beforeAll(async () => {
  // Winners' booking rules, not verification (covered in visits.spec.ts): bookings need no code here.
  server = await startSiteServer({ build: false, env: { PHONE_VERIFICATION: 'off' } });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const Slots = conn.model('VisitSlot', VisitSlot.schema);
  for (const [kind, start] of [['documents', '10:00'], ['documents', '11:00'], ['contract', '10:00']] as const) {
    await Slots.create({ kind, date: D2, start, end: start.replace(':00', ':30'), startsAt: kstInstant(D2, start), minutes: 30, capacity: 4, booked: 0, remaining: 4, closed: false, createdAt: new Date() });
  }
  const Winners = conn.model('Winner', Winner.schema);
  const now = new Date();
  await Winners.create({ name: '김당첨', phone: '010-2400-2400', unitType: '84A', dong: '101', ho: '1201', rank: 'winner', ineligible: false, createdAt: now, updatedAt: now, expiresAt: new Date(now.getTime() + 86_400_000) });
});

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
});

test('at 390 px a listed winner books a 서류접수 visit on /winner; a stranger reads the neutral refusal', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base });
  await page.goto('/winner');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: '당첨자 안내', level: 2 })).toBeVisible();
  const documents = page.getByRole('region', { name: '서류접수 방문 예약' });
  await expect(documents.getByText('가족관계증명서', { exact: false })).toBeVisible();

  const fill = async (name: string, phone: string) => {
    await documents.getByRole('group', { name: /방문 시간/ }).getByRole('radio', { name: /11:00/ }).check();
    await documents.getByLabel('방문 인원').selectOption('1');
    await documents.getByLabel('이름').fill(name);
    await documents.getByLabel('연락처').fill(phone);
    await documents.getByLabel('개인정보 수집·이용 동의').check();
    await documents.getByRole('button', { name: '방문 예약하기' }).click();
  };
  await fill('모르는사람', '010-2411-2411');
  await expect(documents.getByRole('alert')).toContainText(WINNER_MESSAGES.notListed);

  await fill('김당첨', '010-2400-2400');
  const done = documents.getByRole('status');
  await expect(done).toContainText('서류접수 방문 예약이 확정되었습니다.');
  await expect(done).toContainText(`${shortDay(D2)} 11:00`);
  const Reservations = conn.model('Reservation', Reservation.schema);
  expect(await Reservations.findOne({ name: '김당첨' }).lean()).toMatchObject({ kind: 'documents', status: 'booked' });
  if (shots) await page.screenshot({ path: `${shots}/winner-390.png`, fullPage: true });
  await page.close();
});

test('at 1280 px the administrator uploads the list and sees the line left out and who booked', async ({ browser }) => {
  const Admins = conn.model('Admin', Admin.schema);
  await Admins.create({ email: 'winners-admin@example.com', passwordHash: await hashPassword('correct horse battery staple') });
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base });
  await page.goto('/haeon-lakecity/press');
  await hydrated(page);
  await page.getByLabel('이메일').fill('winners-admin@example.com');
  await page.getByLabel('비밀번호').fill('correct horse battery staple');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('link', { name: '방문 예약 관리' })).toBeVisible();
  await page.goto('/admin/winners');
  await hydrated(page);
  await page.getByLabel('또는 붙여넣기').fill(['이름,연락처,주택형,동,호,구분', '이당첨,010-2500-2500,84B,102,803,당첨', '박오류,02-123,84A,103,101,당첨', '최예비,010-2600-2600,84A,104,902,예비', '정예비,010-2700-2700,59A,,,예비'].join('\n'));
  await page.getByRole('button', { name: '명단 올리기' }).click();
  // The reserve listed without 동·호 is taken in.
  await expect(page.getByRole('status')).toContainText('추가 3명');
  await expect(page.getByText('3번째 줄: 연락처(02-123)가 올바른 휴대폰 번호가 아닙니다.')).toBeVisible();
  await page.reload();
  await hydrated(page);
  const row = page.getByRole('row', { name: /김당첨/ });
  await expect(row).toContainText(`예약 ${D2} 11:00`);
  await expect(page.getByRole('row', { name: /최예비/ })).toContainText('예비 1');
  if (shots) await page.screenshot({ path: `${shots}/admin-winners-1280.png`, fullPage: true });

  // The reserve without a unit is called up, then given the unit drawn for it.
  const reserve = page.getByRole('row', { name: /정예비/ });
  await expect(reserve).toContainText('미배정');
  page.on('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: '59A 예비 다음 순번 당첨 전환' }).click();
  await expect(reserve).toContainText('예비 1 → 당첨');
  await hydrated(page);
  await reserve.getByRole('button', { name: '정예비님 동·호 지정' }).click();
  await reserve.getByLabel('정예비님 동', { exact: true }).fill('105');
  await reserve.getByLabel('정예비님 호', { exact: true }).fill('1502');
  await reserve.getByRole('button', { name: '저장' }).click();
  await expect(reserve).toContainText('105동 1502호');
  await page.close();
});
