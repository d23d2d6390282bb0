/**
 * Optional advertising consent as a visitor meets it: tick the box on a lead form, then opt out
 * through the link at the end of a text, in a browser without JavaScript (one button).
 */
import { randomInt } from 'node:crypto';
import mongoose from 'mongoose';
import { strictTest as test, expect, hydrated, MOBILE } from './fixtures';
import { uniqueName } from './db';
import { ConsentEvent, OptoutToken } from '../../server/consent/model';
import { MARKETING_NOTICE } from '../../shared/consent';
import { verifyInForm } from './verification';

let conn: mongoose.Connection | undefined;
async function models() {
  conn ??= await mongoose.createConnection(process.env.E2E_MONGODB_URI!, { autoCreate: false, autoIndex: false }).asPromise();
  return {
    ledger: (conn.models.ConsentEvent ?? conn.model('ConsentEvent', ConsentEvent.schema)) as typeof ConsentEvent,
    tokens: (conn.models.OptoutToken ?? conn.model('OptoutToken', OptoutToken.schema)) as typeof OptoutToken,
  };
}
// A worker may come back to this file after its afterAll (fullyParallel): it then opens a new one.
test.afterAll(async () => {
  await conn?.close();
  conn = undefined;
});

const uniquePhone = () => `010-8${String(randomInt(0, 1000)).padStart(3, '0')}-${String(randomInt(0, 10000)).padStart(4, '0')}`;

test('a visitor ticks the optional consent on the customer page, verifies the phone, then opts out through the link without JavaScript', async ({ page, browser }) => {
  await models();
  await page.setViewportSize(MOBILE);
  await page.goto('/Promotion/Customer');
  await hydrated(page);
  const form = page.locator('main form.lead-form');
  const phone = uniquePhone();
  await form.getByLabel('이름').fill(uniqueName());
  await form.getByLabel('연락처').fill(phone);
  await form.getByLabel('문의내용').fill('잔여세대 소식 받고 싶습니다');
  await form.getByLabel('개인정보 수집·이용 동의').check();
  const marketing = form.getByLabel(MARKETING_NOTICE.marketing.label);
  await expect(marketing).not.toBeChecked();
  await expect(form.getByLabel(MARKETING_NOTICE.night.label)).not.toBeChecked();
  await marketing.check();
  // Consent counts only for the phone's owner: the verification block appears once the box is ticked.
  await verifyInForm(page, form, conn!, phone);
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('등록이 완료되었습니다')).toBeVisible();

  const { ledger, tokens } = await models();
  const grants = await ledger.find({ phone }).lean();
  expect(grants.map((g) => [g.kind, g.scope, g.channel, g.page])).toEqual([['grant', 'marketing', 'form', '/Promotion/Customer']]);
  const { token } = (await tokens.findOne({ phone }).lean())!;

  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
  try {
    const optout = await noJs.newPage();
    await optout.goto(`${process.env.E2E_BASE_URL}/o/${token}`);
    await expect(optout.getByRole('main').getByRole('button')).toHaveCount(1);
    await optout.getByRole('button', { name: '수신거부', exact: true }).click();
    await expect(optout.getByRole('status')).toContainText('수신거부가 처리되었습니다');
    const after = await ledger.find({ phone }).sort({ at: 1, _id: 1 }).lean();
    expect(after.at(-1)).toMatchObject({ kind: 'withdraw', scope: 'marketing', channel: 'optout-page' });
  } finally {
    await noJs.close();
  }
});

test('declining the optional boxes still registers, and records no consent', async ({ page }) => {
  await page.goto('/Promotion/Customer');
  await hydrated(page);
  const form = page.locator('main form.lead-form');
  const phone = uniquePhone();
  await form.getByLabel('이름').fill(uniqueName());
  await form.getByLabel('연락처').fill(phone);
  await form.getByLabel('개인정보 수집·이용 동의').check();
  await form.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('등록이 완료되었습니다')).toBeVisible();
  const { ledger } = await models();
  expect(await ledger.countDocuments({ phone })).toBe(0);
});
