/**
 * The contract ledger desk at 1280 px: the administrator imports the 시행사's ledger (one line left
 * out, named with its reason), finds a 공동명의 contract in the list and opens it: the instalments with
 * paid and outstanding, and the history of the import. Own server and database.
 */
import mongoose from 'mongoose';
import { startSiteServer } from '../helpers/server';
import { Admin } from '../../server/accounts/model';
import { hashPassword } from '../../server/accounts/password';
import { test, expect, hydrated, screenshotAtBothWidths, DESKTOP } from './fixtures';

test.describe.configure({ mode: 'serial' });

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
const shots = process.env.SCREENSHOT_DIR;

test.beforeAll(async () => {
  server = await startSiteServer({ build: false });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  await conn.model('Admin', Admin.schema).create({ email: 'ledger-admin@example.com', name: '김팀장', passwordHash: await hashPassword('correct horse battery staple') });
});

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
});

const LEDGER = [
  '동,호,계약자,연락처,계약일,분양가,가상계좌',
  '101,1201,홍길동,010-3100-3100,2026-12-01,538670000,562-910-00012345',
  '101,1201,홍길순,010-3200-3200,2026-12-01,538670000,562-910-00012345',
  '101,302,김계약,010-3300-3300,2026-12-01,512345000,562-910-00054321',
  '102,803,이오류,02-12,2026-12-02,535420000,',
  '103,1502,박분양,010-3400-3400,2026-12-03,"551,230,000",562-910-00067890',
].join('\n');

test('at 1280 px the desk imports the ledger, reads the line left out, and opens a 공동명의 contract with its instalments and history', async ({ browser }) => {
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base });
  await page.goto('/haeon-lakecity/press');
  await hydrated(page);
  await page.getByLabel('이메일').fill('ledger-admin@example.com');
  await page.getByLabel('비밀번호').fill('correct horse battery staple');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('link', { name: '방문 예약 관리' })).toBeVisible();
  await page.goto('/admin/contracts');
  await hydrated(page);
  await expect(page.getByRole('navigation').getByRole('link', { name: '계약 원장' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('또는 붙여넣기').fill(LEDGER);
  await page.getByRole('button', { name: '계약 원장 가져오기' }).click();
  await expect(page.getByRole('status')).toContainText('새 계약 3건, 변경 0건, 제외 1줄');
  await expect(page.getByText('5번째 줄: 연락처(02-12)가 올바른 전화번호가 아닙니다.')).toBeVisible();
  await page.reload();
  await hydrated(page);
  const row = page.getByRole('row', { name: /101동 1201호/ });
  await expect(row).toContainText('홍길동, 홍길순 (공동명의 2명)');
  await expect(row).toContainText('538,670,000원');
  await screenshotAtBothWidths(page, 'admin-contracts');

  await page.getByLabel('동·호, 계약자 이름 또는 연락처').fill('홍길순');
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: '101동 1201호' }).click();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: /101동 1201호/ }).first()).toBeVisible();
  const plan = page.getByRole('region', { name: '납부 일정' });
  await expect(plan.getByRole('row', { name: /계약금 1차/ })).toContainText('26,933,000원');
  await expect(page.getByRole('region', { name: '변경 이력' })).toContainText('계약 원장 가져오기: 계약 등록');
  await expect(page.getByRole('region', { name: '변경 이력' })).toContainText('김팀장');
  await screenshotAtBothWidths(page, 'admin-contract');
  await page.close();
});

test('the desk sets the option period on the ledger and confirms a holder’s requested option on the contract: its instalments join the plan', async ({ browser }) => {
  // The holder of 101동 1201호 asked for one option on /my (tests/my.test.ts covers the asking).
  await conn.collection('contracts').updateOne(
    { unitKey: '101-1201' },
    { $set: { options: [{ optionId: 'balcony-e2e', label: '발코니 확장', price: 14_370_000, state: 'requested', requestedAt: new Date() }] } },
  );
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base });
  await page.goto('/haeon-lakecity/press');
  await hydrated(page);
  await page.getByLabel('이메일').fill('ledger-admin@example.com');
  await page.getByLabel('비밀번호').fill('correct horse battery staple');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('link', { name: '방문 예약 관리' })).toBeVisible();

  await page.goto('/admin/contracts');
  await hydrated(page);
  const period = page.getByRole('region', { name: '유상옵션 선택 기간' });
  await period.getByLabel('시작일').fill('2027-03-02');
  await period.getByLabel('마감일 (당일 포함)').fill('2027-03-31');
  await period.getByRole('button', { name: '기간 저장' }).click();
  await expect(period.getByRole('status')).toHaveText('옵션 선택 기간을 2027-03-02 ~ 2027-03-31로 저장했습니다.');
  expect(await conn.collection('contract_settings').countDocuments()).toBeGreaterThan(0);

  await page.getByLabel('동·호, 계약자 이름 또는 연락처').fill('홍길순');
  await page.getByRole('button', { name: '조회' }).click();
  await page.getByRole('link', { name: '101동 1201호' }).click();
  await hydrated(page);
  const options = page.getByRole('region', { name: '유상옵션' });
  await expect(options).toContainText('발코니 확장 · 신청');
  await options.getByRole('button', { name: '신청 옵션 1개 옵션 계약 확정' }).click();
  await expect(page.getByRole('region', { name: '유상옵션' })).toContainText('발코니 확장 · 계약 확정');
  await expect(page.getByRole('region', { name: '납부 일정' })).toContainText('발코니 확장');
  await expect(page.getByRole('region', { name: '변경 이력' })).toContainText('옵션 계약 확정');
  await page.close();
});

test('the desk changes a paid contract’s price from the contract: the payments are allotted again, the surplus shown, and the counselor is the desk’s choice', async ({ browser }) => {
  // 계약금 1차 and part of 2차 paid (36,933,000원).
  const c = (await conn.collection('contracts').findOne({ unitKey: '101-302' }))!;
  const instalments = (c.instalments as { key: string; paid: number }[]).map((i) => (i.key === 'down-1' ? { ...i, paid: 25_617_000, paidOn: '2026-12-01' } : i.key === 'down-2' ? { ...i, paid: 11_316_000 } : i));
  await conn.collection('contracts').updateOne({ _id: c._id }, { $set: { instalments } });
  const page = await browser.newPage({ viewport: DESKTOP, locale: 'ko-KR', baseURL: server.base });
  await page.goto('/haeon-lakecity/press');
  await hydrated(page);
  await page.getByLabel('이메일').fill('ledger-admin@example.com');
  await page.getByLabel('비밀번호').fill('correct horse battery staple');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('link', { name: '방문 예약 관리' })).toBeVisible();
  await page.goto(`/admin/contracts/${String(c._id)}`);
  await hydrated(page);

  const desk = page.getByRole('region', { name: '계약 관리' });
  // The current price reads as on the rest of the page, with separators.
  await expect(desk.getByLabel(/분양가 변경/)).toHaveValue('512,345,000');
  await desk.getByLabel(/분양가 변경/).fill('10,000,000');
  await desk.getByRole('button', { name: '분양가 변경' }).click();
  await expect(desk.getByRole('status')).toHaveText('분양가를 10,000,000원으로 바꾸고 납부액 10,000,000원을 다시 배분했습니다. 남은 금액 0원, 초과 납부(과오납) 26,933,000원.');
  await expect(page.getByText('초과 납부(과오납)').first()).toBeVisible();
  const history = page.getByRole('region', { name: '변경 이력' });
  await expect(history).toContainText('분양가 512,345,000원에서 10,000,000원으로 변경');
  await expect(history).toContainText('중도금 1회 납부예정액 1,000,000원으로 변경');
  await expect(history).toContainText('초과 납부(과오납) 26,933,000원');

  await page.getByRole('region', { name: '계약 관리' }).getByLabel('담당 상담사').selectOption({ label: '김팀장' });
  await expect(page.getByRole('region', { name: '계약 관리' }).getByRole('status')).toHaveText('담당 상담사를 지정했습니다.');
  await expect(page.getByRole('region', { name: '변경 이력' })).toContainText('담당 상담사: 없음 → 김팀장');
  if (shots) await page.screenshot({ path: `${shots}/admin-contract-reprice-1280.png`, fullPage: true });
  await page.close();
});
