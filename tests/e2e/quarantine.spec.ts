/**
 * Spam quarantine as people meet it: a visitor whose phone clock runs a minute fast still registers
 * (the form sends the server's signed stamp, not its own time), and the 스팸 보관함 tab lists a lead
 * held back as spam with its reason and restores it with one click.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated, DESKTOP, screenshot } from './fixtures';
import { closeDb, createAdmin, deleteAdmin, deleteLeadsByName, leadsByName, uniqueName } from './db';

test.afterAll(async () => {
  await closeDb();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/haeon-lakecity/press');
  await hydrated(page);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('.login-form').getByRole('button', { name: '로그인' }).click();
  await expect(page.locator('.admin-bar')).toBeVisible();
}

test.use({ viewport: DESKTOP });

test("a visitor whose phone clock runs a minute fast: the form sends the server's stamp and the lead is an ordinary one", async ({ page }) => {
  const visitor = uniqueName();
  try {
    await page.clock.setSystemTime(new Date(Date.now() + 60_000));
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads') posts.push(r.postData() ?? '');
    });
    const stamped = page.waitForResponse((r) => r.url().endsWith('/api/leads/stamp'));
    await page.goto('/');
    await hydrated(page);
    const form = page.locator('section.home-visit form');
    await form.scrollIntoViewIfNeeded();
    // The form asks for the stamp as it goes live, once scrolled into view (an island).
    await stamped;
    await form.getByLabel('이름').fill(visitor);
    await form.getByLabel('연락처').fill('01098760001');
    await form.getByLabel('개인정보 수집·이용 동의').check();
    await form.getByRole('button', { name: '방문예약 등록' }).click();
    await expect(form.locator('.form-message')).toContainText('✓ 등록이 완료되었습니다');

    const sent = JSON.parse(posts[0]!) as { renderedAt: string };
    expect(sent.renderedAt).toMatch(/^\d{13}\.[\w-]{22}$/);
    // The stamp is the server's time, not the visitor's clock a minute ahead.
    expect(Math.abs(Number(sent.renderedAt.split('.')[0]) - Date.now())).toBeLessThan(30_000);
    const leads = await leadsByName(visitor);
    expect(leads).toHaveLength(1);
    expect(leads[0]).not.toHaveProperty('spam');
  } finally {
    await deleteLeadsByName(visitor);
  }
});

test('스팸 보관함: a lead held back as spam is listed with its reason, outside the inbox, and restored with one click', async ({ page }) => {
  test.setTimeout(60_000);
  const admin = await createAdmin();
  const visitor = uniqueName('보관');
  try {
    // A person whose browser filled the hidden field: answered as usual, kept in quarantine.
    const res = await page.request.post('/api/leads', {
      data: { type: 'interest', name: visitor, phone: '010-5555-0199', consent: true, message: '59A 타입 문의드립니다', website: 'https://autofill.example' },
    });
    expect(res.status()).toBe(201);

    await signIn(page, admin.email, admin.password);
    await page.goto(`/admin/leads?q=${encodeURIComponent(visitor)}`);
    await hydrated(page);
    await expect(page.locator('.inbox-table')).not.toContainText(visitor);

    await page.getByRole('link', { name: /스팸 보관함/ }).click();
    await hydrated(page);
    const row = page.locator('.inbox-table tbody tr', { hasText: visitor });
    await expect(row).toContainText('숨은 입력란이 채워짐');
    await screenshot(page, 'spam-tab-desktop.png', { fullPage: false });
    await row.getByRole('button', { name: `${visitor} 신청 복원` }).click();
    await expect(row).toContainText('복원됨');
    await expect(page.getByText(`${visitor}님의 신청을 복원했습니다.`)).toBeVisible();

    await page.goto(`/admin/leads?q=${encodeURIComponent(visitor)}`);
    await expect(page.locator('.inbox-table')).toContainText(visitor);
    expect((await leadsByName(visitor))[0]).not.toHaveProperty('spam');
  } finally {
    await deleteLeadsByName(visitor);
    await deleteAdmin(admin.email);
  }
});
