/**
 * 로그아웃 on /my leaves nothing personal in the tab (issue 64, item 12): signed in, the page is
 * opened again so the server writes the first screen (the 납부 figures and the account) into the
 * HTML and its data script (decision 0050); after 로그아웃 the whole document, scripts' JSON
 * included, holds no account number, no holder's name and no amount. Own server and database.
 */
import mongoose from 'mongoose';
import type { Page } from '@playwright/test';
import { startSiteServer } from '../helpers/server';
import { Contract } from '../../server/contracts/model';
import { addDays, kstDay } from '../../shared/visits';
import { signInToMy } from './verification';
import { test, expect, hydrated, MOBILE } from './fixtures';

let server: Awaited<ReturnType<typeof startSiteServer>>;
let conn: mongoose.Connection;
const TODAY = kstDay(new Date());
const PHONE = '010-4820-4820';
const NAME = '윤서하';
const ACCOUNT = ['562-100-147702', '562100147702'];
/** The price and every instalment, as the page writes them and as its data holds them (not the public 분양가 of site.config, which every page carries). */
const AMOUNTS = [541_230_000, 27_061_000, 54_123_000, 432_985_000];
const personal = [NAME, PHONE, PHONE.replace(/-/g, ''), ...ACCOUNT, ...AMOUNTS.flatMap((n) => [n.toLocaleString('ko-KR'), String(n)])];

test.beforeAll(async () => {
  server = await startSiteServer({ build: false });
  conn = await mongoose.createConnection(server.mongoUri, { autoCreate: false, autoIndex: false }).asPromise();
  const now = new Date();
  await conn.model('Contract', Contract.schema).create({
    dong: '104', ho: '702', unitKey: '104-702', unitType: '84A', holders: [{ name: NAME, phone: PHONE }], holderPhones: [PHONE],
    price: 541_230_000, account: `신한은행 ${ACCOUNT[0]} (예금주: 해온자산신탁)`, accountKey: ACCOUNT[1],
    instalments: [
      { key: 'down-1', label: '계약금 1차', kind: 'sale', dueDate: addDays(TODAY, -60), amount: 27_061_000, paid: 27_061_000, paidOn: addDays(TODAY, -60) },
      { key: 'down-2', label: '계약금 2차', kind: 'sale', dueDate: addDays(TODAY, 20), amount: 27_061_000, paid: 0 },
      { key: 'mid-1', label: '중도금 1회', kind: 'sale', dueDate: addDays(TODAY, 90), amount: 54_123_000, paid: 0 },
      { key: 'balance', label: '잔금', kind: 'sale', dueText: '입주지정기간 내', amount: 432_985_000, paid: 0 },
    ],
    createdAt: now, updatedAt: now,
  });
});

test.afterAll(async () => {
  await conn?.close();
  server?.stop();
});

const documentHtml = (page: Page) => page.evaluate(() => document.documentElement.outerHTML);
const found = (html: string) => personal.filter((p) => html.includes(p));

test('after 로그아웃 the page holds no account number, name or amount anywhere in its document', async ({ browser }) => {
  const page = await browser.newPage({ viewport: MOBILE, locale: 'ko-KR', baseURL: server.base });
  await page.goto('/my');
  await hydrated(page);
  await signInToMy(page, conn, PHONE, { dong: '104', ho: '702' });
  await expect(page.getByRole('group', { name: '납부 계좌' })).toContainText(ACCOUNT[0]!);

  // Opened again: the first screen comes in the HTML, its figures in the page's data script too.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('group', { name: '납부 계좌' })).toContainText(ACCOUNT[0]!);
  expect(found(await documentHtml(page))).toEqual(expect.arrayContaining([ACCOUNT[0], '27,061,000', String(541_230_000)]));

  const signedOut = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/my/session' && r.request().method() === 'DELETE');
  await page.getByRole('button', { name: '로그아웃' }).click();
  // At once: before the server has even answered, the document holds nothing of the holder.
  await expect(page.getByRole('heading', { name: '계약자 로그인' })).toBeVisible();
  expect(found(await documentHtml(page))).toEqual([]);
  await signedOut;
  // And nothing comes back once the session is ended.
  await expect(page.getByRole('heading', { name: '계약자 로그인' })).toBeVisible();
  expect(found(await documentHtml(page))).toEqual([]);
  await page.close();
});
