/**
 * Phone verification in the browser tests: the code a visitor would read on their phone, taken
 * from the text the site stored (SMS_PROVIDER=log keeps it as the record of what was sent).
 */
import type mongoose from 'mongoose';
import { expect, type Page, type Locator } from '@playwright/test';
import { OutboxMessage } from '../../server/outbox/model';

/** Waits for the latest verification text to `phone` and returns its code. */
export async function verificationCode(conn: mongoose.Connection, phone: string, after = new Date(0)): Promise<string> {
  const Model = (conn.models.OutboxMessage ?? conn.model('OutboxMessage', OutboxMessage.schema)) as typeof OutboxMessage;
  let code = '';
  await expect
    .poll(async () => {
      const msg = await Model.findOne({ kind: 'phone-verification', to: phone, createdAt: { $gte: after } }).sort({ createdAt: -1, _id: -1 }).lean();
      code = /인증번호 (\d{6})/.exec(msg?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** With JavaScript: 인증번호 받기, type the texted code, 확인, and see it confirmed. */
export async function verifyInForm(page: Page, form: Locator, conn: mongoose.Connection, phone: string) {
  const asked = new Date(Date.now() - 1000);
  await form.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(form.getByText('남은 시간')).toBeVisible();
  await form.getByLabel('인증번호 6자리').fill(await verificationCode(conn, phone, asked));
  await form.getByRole('button', { name: '확인', exact: true }).click();
  await expect(form.getByText('휴대폰 인증이 완료되었습니다.')).toBeVisible();
}

/** /my's sign-in as a holder does it: phone, the texted code, 동 and 호, 계약 정보 확인. */
export async function signInToMy(page: Page, conn: mongoose.Connection, phone: string, unit: { dong: string; ho: string }) {
  const asked = new Date(Date.now() - 1000);
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByLabel('인증번호 6자리').fill(await verificationCode(conn, phone, asked));
  await page.getByRole('button', { name: '인증 확인' }).click();
  await page.getByLabel('동', { exact: true }).fill(unit.dong);
  await page.getByLabel('호', { exact: true }).fill(unit.ho);
  await page.getByRole('button', { name: '계약 정보 확인' }).click();
}
