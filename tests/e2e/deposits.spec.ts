/**
 * The deposits desk in the browser at 1280 px: the administrator uploads the bank's list as the bank
 * gives it (EUC-KR), reads how many were applied and waiting, matches the waiting one by 동·호 in its
 * row, and reads the instalments due and overdue; axe finds nothing serious on the desk, the link
 * preview or the due list. Own server and database.
 */
import iconv from 'iconv-lite';
import mongoose, { Types } from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { Admin } from '../../server/accounts/model';
import { Contract } from '../../server/contracts/model';
import { hashPassword } from '../../server/accounts/password';
import { addDays, kstDay } from '../../shared/kst';
import { test, expect, hydrated, screenshotAtBothWidths, signInToDesk, DESKTOP } from './fixtures';
import { startFakeToss, TOSS_SECRET_KEY, type FakeToss } from '../helpers/fake-toss';
import { audit, expectNoSerious } from './axe';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
let toss: FakeToss;
const today = kstDay(new Date());
/** 101동 1203호, whose 중도금 2회 the desk has Toss open an account for. */
const firstId = new Types.ObjectId();

test.beforeAll(async () => {
  // 토스페이먼츠 on loopback: the desk's 가상계좌 are issued there and its deposit notices come from it.
  toss = await startFakeToss();
  server = await startSiteServer({ build: false, env: { TOSS_SECRET_KEY, TOSS_API_URL: toss.url } });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const Contracts = conn.model('Contract', Contract.schema);
  const now = new Date();
  const contract = (dong: string, ho: string, name: string, account: string) => ({
    _id: dong === '101' ? firstId : new Types.ObjectId(),
    dong,
    ho,
    unitKey: `${dong}-${ho}`,
    unitType: '84A',
    holders: [{ name, phone: '010-3100-3100' }],
    holderPhones: ['010-3100-3100'],
    price: 300_000_000,
    account,
    accountKey: account.replace(/\D/g, ''),
    instalments: [
      { key: 'down-1', label: '계약금', kind: 'sale', dueDate: addDays(today, -120), amount: 30_000_000, paid: 30_000_000, paidOn: addDays(today, -120) },
      { key: 'mid-1', label: '중도금 1회', kind: 'sale', dueDate: addDays(today, -20), amount: 30_000_000, paid: 0 },
      { key: 'mid-2', label: '중도금 2회', kind: 'sale', dueDate: addDays(today, 10), amount: 30_000_000, paid: 0 },
      { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 210_000_000, paid: 0 },
    ],
    options: [],
    depositBatches: [],
    createdAt: now,
    updatedAt: now,
  });
  await Contracts.insertMany([contract('101', '1203', '김하나', '농협 790-0101-1203'), contract('102', '801', '이두리', '농협 790-0102-0801'), contract('103', '1502', '박세찬', '농협 790-0103-1502')]);
  const Admins = conn.model('Admin', Admin.schema);
  await Admins.create({ email: 'deposits-admin@example.com', passwordHash: await hashPassword('correct horse battery staple') });
});

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
  await toss?.close();
});

test('at 1280 px the desk uploads an EUC-KR deposit list, matches the waiting deposit by 동·호 and reads what is due', async ({ browser }) => {
  // bypassCSP: only so axe can be injected for the audit (see a11y.spec.ts).
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  await page.goto('/haeon-lakecity/press');
  await hydrated(page);
  await page.getByLabel('이메일').fill('deposits-admin@example.com');
  await page.getByLabel('비밀번호').fill('correct horse battery staple');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('link', { name: '방문 예약 관리' })).toBeVisible();
  await page.goto('/admin/contracts/deposits');
  await hydrated(page);
  await expect(page.getByRole('link', { name: '입금 관리' })).toHaveAttribute('aria-current', 'page');

  const file = [
    '거래일,입금자,계좌,금액',
    `${addDays(today, -3)} 10:12:00,김하나,790-0101-1203,"30,000,000"`,
    `${addDays(today, -2)},102-801 이두리,1005-901-000000,45000000`,
    `${addDays(today, -1)},박세찬 어머니,1005-901-000000,30000000`,
  ].join('\r\n');
  await page.getByLabel('입금 내역 파일').setInputFiles({ name: '입금내역.csv', mimeType: 'text/csv', buffer: iconv.encode(file, 'euc-kr') });
  await page.getByRole('button', { name: '올리고 반영하기' }).click();
  await expect(page.getByRole('status')).toContainText('반영 2건 · 연결 대기 1건 · 이미 올린 줄 0건');

  // The list below follows the upload's answer, without a reload.
  const waiting = page.getByRole('row', { name: /박세찬 어머니/ });
  await expect(waiting).toContainText('30,000,000원');
  await screenshotAtBothWidths(page, 'admin-deposits-upload');
  expectNoSerious(await audit(page), '/admin/contracts/deposits after an upload at 1280 px');
  // The depositor's name suggests the contract; a preview says what each instalment receives before anything is applied.
  await waiting.getByRole('button', { name: '103동 1502호 박세찬' }).click();
  const preview = waiting.getByRole('group', { name: /박세찬 어머니 30,000,000원 연결 미리보기/ });
  await expect(preview).toContainText('103동 1502호 박세찬 계약에 30,000,000원을 연결합니다.');
  await expect(preview).toContainText('중도금 1회 30,000,000원');
  await screenshotAtBothWidths(page, 'admin-deposits-preview');
  expectNoSerious(await audit(page), '/admin/contracts/deposits with a link preview at 1280 px');
  await preview.getByRole('button', { name: '연결하기' }).click();
  await expect(page.getByText('103동 1502호 박세찬 계약에 30,000,000원을 연결했습니다: 중도금 1회 30,000,000원.')).toBeVisible();
  await expect(page.getByText('연결을 기다리는 입금이 없습니다.')).toBeVisible();
  await screenshotAtBothWidths(page, 'admin-deposits-confirmed');

  await page.goto('/admin/contracts/deposits?state=all');
  await hydrated(page);
  await expect(page.getByRole('row', { name: /이두리/ })).toContainText('중도금 1회 30,000,000원, 중도금 2회 15,000,000원');
  await expect(page.getByRole('row', { name: /박세찬 어머니/ })).toContainText('103-1502 (수동 연결)');

  await page.getByRole('link', { name: '납부 예정·연체' }).first().click();
  await hydrated(page);
  // Only 102-801's 중도금 2회 is part paid; the other two owe 중도금 2회 in full, none is overdue any more.
  const rows = page.getByRole('region', { name: '납부 예정·연체' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(page.getByRole('row', { name: /102동 801호/ })).toContainText('15,000,000원');
  // Each row carries the holder's 연락처; nothing is overdue, so no 연체료.
  await expect(page.getByRole('row', { name: /101동 1203호/ })).toContainText('010-3100-3100');
  await expect(page.getByRole('row', { name: /101동 1203호/ })).toContainText('납부예정');
  await screenshotAtBothWidths(page, 'admin-due');
  expectNoSerious(await audit(page), '/admin/contracts/due at 1280 px');
  await page.close();
});

test('at 1280 px the desk has Toss open a 가상계좌 for a payment still owed, and Toss\'s notice of the deposit pays it', async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  await signInToDesk(page, { email: 'deposits-admin@example.com', password: 'correct horse battery staple' });
  await page.goto(`/admin/contracts/${String(firstId)}`);
  await hydrated(page);
  const card = page.getByRole('region', { name: '토스페이먼츠 가상계좌' });
  // What is still owed is offered, in 회차 order, each with what is left of it; 계약금, paid in full, is not.
  const payment = card.getByLabel('회차', { exact: true });
  const offered = await payment.locator('option').allInnerTexts();
  expect(offered.at(-1)).toBe('잔금 · 남은 금액 210,000,000원');
  expect(offered.join()).not.toContain('계약금');
  const first = offered[0]!.split(' · ')[0]!; // 중도금 2회 after the upload above (중도금 1회 when run alone)
  expect(offered[0]).toBe(`${first} · 남은 금액 30,000,000원`);
  await card.getByRole('button', { name: '가상계좌 발급' }).click();
  await expect(card.getByRole('status')).toContainText('79010000000001 가상계좌를 30,000,000원으로 발급했습니다.');
  const [orderId, issued] = [...toss.payments.entries()][0]!;
  expect(issued).toMatchObject({ amount: 30_000_000, orderName: `101동 1203호 ${first}`, customerName: '김하나' });

  // The page reloads with the account in the card's list.
  const row = card.getByRole('row', { name: new RegExp(`101동 1203호 ${first}`) });
  await expect(row).toContainText('79010000000001');
  await expect(row).toContainText('30,000,000원');
  await screenshotAtBothWidths(page, 'admin-contract-toss');
  expectNoSerious(await audit(page), '/admin/contracts/:id with a 토스페이먼츠 가상계좌 at 1280 px');

  // Toss's DEPOSIT_CALLBACK: stored, applied to the contract, and that payment no longer owed.
  expect((await toss.deposit(`${server.base}/api/hooks/deposits/toss`, orderId)).status).toBe(200);
  await page.reload();
  await hydrated(page);
  await expect(payment.locator('option')).toHaveText(offered.slice(1));
  await page.close();
});
