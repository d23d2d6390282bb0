/**
 * The money at move-in in the browser (issue 66). At 1280 px the desk reads a contract's 입주 정산서,
 * records its 중도금 대출 (bank, rate, a 회차 executed) and waives a 연체료 with a reason, then on the
 * 입주 desk releases the household before its 잔금대출 pays (정산 전 예외, listed with its reason). At
 * 390 px the holder's /my shows, before the keys, the 정산서 card with the account to pay into and its
 * PDF, and the 입주증; once the management office records 열쇠 지급, "열쇠 수령 완료 (날짜)" in its place.
 * Own server and database. With SCREENSHOT_DIR set: movein-money-desk-1280.png, movein-money-exceptions-1280.png,
 * movein-money-my-settlement-390.png, movein-money-my-pass-390.png and movein-money-my-keys-390.png.
 */
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';
import { Contract } from '../../server/contracts/model';
import { ContractSetting } from '../../server/contracts/option-period';
import { addDays, kstDay } from '../../shared/visits';
import { koreanDate } from '../../shared/kst';
import { signInToMy } from './verification';
import { test, expect, hydrated, screenshot, DESKTOP, MOBILE } from './fixtures';
import { audit, expectNoSerious } from './axe';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
let contractId = '';
const TODAY = kstDay(new Date());
const PHONE = '010-4910-4910';
const MANAGER = 'settle-manager@example.com';
const PASSWORD = 'correct horse battery staple';

test.beforeAll(async () => {
  server = await startSiteServer({ build: false });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const now = new Date();
  await conn.model('Admin', Admin.schema).create({ email: MANAGER, name: '정산팀장', role: 'manager', active: true, away: false, passwordHash: await hashPassword(PASSWORD) });
  const paid = (day: string, amount: number) => ({ paid: amount, paidOn: day, parts: [{ day, amount }] });
  const c = await conn.model('Contract', Contract.schema).create({
    dong: '101', ho: '1203', unitKey: '101-1203', unitType: '84A', band: 'mid', holders: [{ name: '김해온', phone: PHONE }], holderPhones: [PHONE],
    contractDate: addDays(TODAY, -120), price: 538_670_000, account: '신한은행 562-100-145501 (예금주: 해온자산신탁)', accountKey: '562100145501',
    instalments: [
      { key: 'down-1', label: '계약금 1차', kind: 'sale', dueDate: addDays(TODAY, -120), amount: 26_933_000, ...paid(addDays(TODAY, -120), 26_933_000) },
      // Paid 14 days late: its 연체료 stays owed after the payment.
      { key: 'down-2', label: '계약금 2차', kind: 'sale', dueDate: addDays(TODAY, -90), amount: 26_933_000, ...paid(addDays(TODAY, -76), 26_933_000) },
      // Paid by the 중도금 대출, which the desk records below.
      { key: 'mid-1', label: '중도금 1회', kind: 'sale', dueDate: addDays(TODAY, -30), amount: 53_867_000, paid: 0 },
      { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 430_937_000, paid: 0 },
    ],
    createdAt: now, updatedAt: now,
  });
  contractId = String(c._id);
  await conn.model('ContractSetting', ContractSetting.schema).create({ _id: 'move-in-period', start: addDays(TODAY, -1), deadline: addDays(TODAY, 40), updatedAt: now, updatedBy: MANAGER });
});

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
});

test('at 1280 px the desk reads the 정산서, records the 중도금 대출, waives a 연체료 and releases the household before 잔금', async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  expect((await page.request.post('/api/auth/login', { data: { email: MANAGER, password: PASSWORD } })).status()).toBe(200);
  await page.goto(`/admin/contracts/${contractId}`);
  await hydrated(page);
  const settlement = page.getByRole('region', { name: /입주 정산서 .* 기준/ });
  await expect(settlement.getByRole('rowheader')).toHaveText(['잔금', '중도금 1회', '계약금 2차 연체료', '중도금 1회 연체료', '관리비 예치금', '납부하실 금액']);
  await expect(page.getByRole('link', { name: 'PDF 인쇄 (A4)' })).toHaveAttribute('href', new RegExp(`/api/admin/contracts/${contractId}/settlement\\.pdf\\?on=${TODAY}$`));

  // The 중도금 대출: bank and rate, then its 1회차 executed on the due day.
  const loan = page.getByRole('region', { name: '중도금 대출 (이자후불제)' });
  await loan.getByLabel('대출 은행', { exact: true }).fill('하나은행');
  await loan.getByLabel('이자후불제 금리 (연 %)', { exact: true }).fill('4.5');
  await loan.getByRole('button', { name: '대출 등록' }).click();
  await expect(loan.getByRole('status')).toHaveText('중도금 대출을 저장했습니다 (하나은행, 이자후불제 연 4.5%).');
  await loan.getByLabel('실행 회차', { exact: true }).selectOption({ label: `중도금 1회 (납부일 ${addDays(TODAY, -30)})` });
  await loan.getByLabel('실행일', { exact: true }).fill(addDays(TODAY, -30));
  await loan.getByRole('button', { name: '대출 실행 기록' }).click();
  await expect(loan.getByRole('status')).toHaveText('중도금 1회 대출 실행을 기록했습니다. 53,867,000원이 납부되었습니다.');
  await page.reload();
  await hydrated(page);
  // Paid on its day by the bank: no 중도금 line, no 연체료 of its own, and the 후불이자 runs to today (30 days).
  await expect(settlement.getByRole('rowheader')).toHaveText(['잔금', '계약금 2차 연체료', '중도금 후불이자', '관리비 예치금', '납부하실 금액']);
  await expect(settlement.getByRole('row', { name: /중도금 후불이자/ })).toContainText(`${Math.floor((53_867_000 * 450 * 30) / 3_650_000).toLocaleString('ko-KR')}원`);
  await expect(loan.getByRole('row', { name: /중도금 1회/ })).toContainText('53,867,000원');

  // The 연체료 of 계약금 2차 waived with a reason: gone from the 정산서, in the history.
  const waiver = page.getByRole('region', { name: '연체료 면제' });
  await waiver.getByLabel('면제 사유').fill('납부 안내문 발송 누락');
  await waiver.getByRole('button', { name: '연체료 면제' }).click();
  await expect(waiver.getByRole('status')).toContainText('계약금 2차 연체료');
  await page.reload();
  await hydrated(page);
  await expect(settlement.getByRole('rowheader')).toHaveText(['잔금', '중도금 후불이자', '관리비 예치금', '납부하실 금액']);
  const history = page.getByRole('region', { name: '변경 이력' });
  await expect(history).toContainText('연체료 면제 (계약금 2차): 납부 안내문 발송 누락');
  // Each change in words, never a field's name: 26,933,000 × 6.5% × 14 / 365 = 67,148원 waived.
  await expect(history).toContainText('계약금 2차 연체료 67,148원 면제');
  await expect(history).toContainText('중도금 1회 대출 실행 53,867,000원');
  await expect(history).not.toContainText(/lateWaived|loanDraw/);
  await expect(waiver).toContainText('면제할 연체료가 없습니다.');
  expectNoSerious(await audit(page), '/admin/contracts/:id at 1280 px');
  await screenshot(page, 'movein-money-desk-1280.png', { fullPage: true });

  // The bank's list uploaded on the ledger: the 회차 recorded above is counted once, a stranger's line refused in words.
  await page.goto('/admin/contracts');
  await hydrated(page);
  const upload = page.getByRole('region', { name: '중도금 대출 실행 내역 가져오기' });
  const csv = ['중도금 대출 실행 내역', '동,호수,차주명,대출회차,실행일자,실행금액(원),적용금리(%)', `101,1203,김해온,1회차,${addDays(TODAY, -30)},"53,867,000",4.5`, `101,9999,이청해,1회차,${addDays(TODAY, -30)},"53,867,000",4.5`].join('\n');
  await upload.getByLabel('실행 내역 파일').setInputFiles({ name: '중도금대출_실행내역.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await upload.getByLabel('대출 은행 (파일에 은행 열이 없을 때)').fill('하나은행');
  await upload.getByRole('button', { name: '대출 실행 내역 가져오기' }).click();
  await expect(upload.getByRole('status')).toHaveText('대출 실행 0건을 기록했습니다. 이미 기록된 회차 1건, 제외 1줄.');
  await expect(upload).toContainText('4번째 줄: 101동 9999호 계약을 찾지 못했습니다.');

  // 잔금 is paid by a 잔금대출 on the move-in day: the desk releases the 입주증 and keys before, with the reason.
  await page.goto('/admin/movein');
  await hydrated(page);
  const allow = page.getByRole('form', { name: '정산 전 입주증·열쇠 예외' });
  await allow.getByLabel('동', { exact: true }).fill('101');
  await allow.getByLabel('호', { exact: true }).fill('1203');
  await allow.getByLabel('사유', { exact: true }).fill('잔금대출 실행 확인 (하나은행, 입주일 실행)');
  await allow.getByRole('button', { name: '허용' }).click();
  await expect(page.getByRole('status')).toContainText('101동 1203호: 정산 전에 입주증과 열쇠를 드릴 수 있게 했습니다.');
  const listed = page.getByRole('region', { name: '정산 전 예외 목록' }).getByRole('row', { name: /101동 1203호/ });
  await expect(listed).toContainText('잔금대출 실행 확인 (하나은행, 입주일 실행)');
  await expect(listed).toContainText(MANAGER);
  await expect(listed.getByRole('button', { name: '101동 1203호 예외 철회' })).toBeVisible();
  expectNoSerious(await audit(page), '/admin/movein at 1280 px');
  await screenshot(page, 'movein-money-exceptions-1280.png', { fullPage: true });
  await page.close();
});

test('at 390 px /my shows the 정산서 with the account and the 입주증 before the keys, and 열쇠 수령 완료 after', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  await page.goto('/my');
  await hydrated(page);
  await signInToMy(page, conn, PHONE, { dong: '101', ho: '1203' });

  // 납부: the 정산서 card, its total, what goes to the management office, the account and the PDF.
  const card = page.getByRole('region', { name: '입주 잔금 정산서' });
  await expect(card.getByRole('rowheader', { name: /^잔금/ })).toBeVisible();
  const total = card.locator('tfoot tr');
  await expect(total).toContainText(`${koreanDate(TODAY)}에 납부하실 금액`);
  await expect(card).toContainText('관리비 예치금 450,000원은 입주하실 때 관리사무소에 내시고');
  await expect(card).toContainText('입금 계좌: 신한은행 562-100-145501');
  await expect(card.getByRole('link', { name: '정산서 인쇄용 PDF' })).toHaveAttribute('href', `/api/my/contracts/${contractId}/settlement.pdf?on=${TODAY}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'movein-money-my-settlement-390.png', { fullPage: true });

  // 사전점검·입주: the 입주증, released by the desk's exception.
  const nav = page.getByRole('navigation', { name: '계약자 메뉴' });
  await nav.getByRole('link', { name: '사전점검·입주' }).click();
  const movein = page.getByRole('region', { name: '입주 예약' });
  const pass = movein.getByRole('group', { name: '입주증' });
  await expect(pass).toContainText('101동 1203호');
  const code = ((await pass.locator('.my-pass-code').textContent()) ?? '').replace('-', '');
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(movein.getByText(/열쇠 수령 완료/)).toHaveCount(0);
  expectNoSerious(await audit(page), '/my 입주증 at 390 px');
  await screenshot(page, 'movein-money-my-pass-390.png', { fullPage: true });

  // The management office checks the 입주증 and records 열쇠 지급.
  const desk = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base, bypassCSP: true });
  expect((await desk.request.post('/api/auth/login', { data: { email: MANAGER, password: PASSWORD } })).status()).toBe(200);
  await desk.goto(`/admin/movein/pass?code=${code}`);
  await hydrated(desk);
  const result = desk.getByRole('region', { name: '입주증 확인 결과' });
  await expect(result.locator('.movein-verdict')).toHaveText(/✓\s*열쇠 지급 가능/);
  await expect(result).toContainText('정산 전 예외 허용 (잔금대출 실행 확인 (하나은행, 입주일 실행))');
  await result.getByRole('button', { name: '열쇠 지급 기록' }).click();
  await expect(result.getByRole('status')).toContainText('열쇠 지급을 기록했습니다');
  await desk.close();

  // After: "열쇠 수령 완료 (날짜)" where the 입주증 was.
  await page.reload();
  await hydrated(page);
  const after = page.getByRole('region', { name: '입주 예약' });
  await expect(after.getByText(`열쇠 수령 완료 (${koreanDate(TODAY)})`)).toBeVisible();
  await expect(after.getByRole('group', { name: '입주증' })).toHaveCount(0);
  // Moved in: no 입주일 is offered any more (nor the words that none is open).
  await expect(after.getByText('예약하실 수 있는 입주 일정이 없습니다')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expectNoSerious(await audit(page), '/my after 열쇠 지급 at 390 px');
  await screenshot(page, 'movein-money-my-keys-390.png', { fullPage: true });
  await page.close();
});
