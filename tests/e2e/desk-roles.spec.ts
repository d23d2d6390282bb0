/**
 * The desk by role, in Chromium: a counselor signs in on a phone and lands on today's list (their
 * own calls and the pool, phones masked), records a call; the owner manages accounts on a desktop.
 * Screenshots go to SCREENS_DIR (default screenshots/) for people to look at.
 */
import path from 'node:path';
import { strictTest as test, hydrated, expect, signInWithForm, DESKTOP, MOBILE } from './fixtures';
import { closeDb, createDeskAccount, deleteAdmin, deleteLeadsByName, seedLeads, uniqueName } from './db';

const SCREENS = process.env.SCREENS_DIR ?? 'screenshots';

test.afterAll(async () => {
  await closeDb();
});

test.describe('a counselor on a phone', () => {
  test.use({ viewport: MOBILE });

  test('lands on 오늘 할 일 with callbacks and uncalled leads, sees only their menu, and records a call', async ({ page }) => {
    const me = await createDeskAccount('counselor', '김상담');
    const other = await createDeskAccount('counselor', '박상담');
    const tag = uniqueName('');
    const ago = (min: number) => new Date(Date.now() - min * 60_000);
    const names = { callback: `이재통${tag}`.slice(0, 20), old: `최대기${tag}`.slice(0, 20), fresh: `정신규${tag}`.slice(0, 20), theirs: `한타인${tag}`.slice(0, 20) };
    await seedLeads([
      { name: names.callback, phone: '010-3100-1001', createdAt: ago(60 * 26), status: 'contacted', assignee: me.id, nextCallAt: ago(5) }, // due: an overdue callback is today's, whatever the hour
      { name: names.old, phone: '010-3100-1002', createdAt: ago(95), assignee: me.id },
      { name: names.fresh, phone: '010-3100-1003', createdAt: ago(12) },
      { name: names.theirs, phone: '010-3100-1004', createdAt: ago(20), assignee: other.id },
    ]);
    try {
      await signInWithForm(page, me);
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/today$/);
      await hydrated(page);
      // On a phone the menu waits behind its 메뉴 button.
      await page.getByRole('button', { name: '메뉴' }).click();
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await expect(menu.getByRole('link', { name: '오늘 할 일' })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('link', { name: '계정 관리' })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: '안내 문자' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      const callbacks = page.getByRole('region', { name: '오늘 재통화' }).or(page.locator('section[aria-labelledby="today-callbacks"]'));
      await expect(callbacks.getByText(names.callback)).toBeVisible();
      const uncalled = page.locator('section[aria-labelledby="today-new"]');
      // Oldest first; other browser tests share the database, so only this test's leads are compared.
      await expect
        .poll(async () => (await uncalled.locator('.today-name').allTextContents()).filter((n) => n.includes(tag)))
        .toEqual([names.old, names.fresh]);
      await expect(uncalled.getByText('010-****-1002')).toBeVisible();
      await expect(page.getByText(names.theirs)).toHaveCount(0);
      await page.screenshot({ path: path.join(SCREENS, 'admin-today-390.png'), fullPage: true });

      await uncalled.getByText(names.old).click();
      await expect(page.getByRole('heading', { name: names.old })).toBeVisible();
      await hydrated(page);
      await expect(page.getByRole('link', { name: '010-3100-1002' })).toBeVisible();
      await page.getByText('통화완료', { exact: true }).click();
      await page.getByLabel('통화 메모 (선택)').fill('84A 관심, 토요일 방문 희망');
      await page.getByRole('button', { name: '통화 결과 남기기' }).click();
      await expect(page.getByRole('status').filter({ hasText: "통화 결과 '통화완료'를 남겼습니다." })).toBeVisible();
      await expect(page.locator('.history').getByText('84A 관심, 토요일 방문 희망')).toBeVisible();
    } finally {
      await Promise.all([deleteAdmin(me.email), deleteAdmin(other.email), ...Object.values(names).map((n) => deleteLeadsByName(n))]);
    }
  });
});

test.describe('the owner on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('creates an account and sees its one-time setup link; the menu holds accounts and the access record', async ({ page }) => {
    const owner = await createDeskAccount('owner', '대표');
    const manager = await createDeskAccount('manager', '이팀장');
    const counselor = await createDeskAccount('counselor', '김상담');
    const email = `${uniqueName('new').toLowerCase()}@e2e.example.com`;
    try {
      await signInWithForm(page, owner);
      await page.goto('/admin/accounts');
      await hydrated(page);
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      await expect(menu.getByRole('link', { name: '계정 관리' })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('link', { name: '접속기록' })).toBeVisible();
      await page.locator('main').getByLabel('이름').fill('최상담');
      await page.getByLabel('이메일').fill(email);
      await page.getByRole('button', { name: '계정 만들기' }).click();
      await expect(page.getByRole('textbox', { name: '설정 링크' })).toHaveValue(/\/admin\/setup\?token=/);
      await expect(page.getByRole('cell', { name: email })).toBeVisible();
      await page.screenshot({ path: path.join(SCREENS, 'admin-accounts-1280.png'), fullPage: true });

      // The link works once: the new person sets a password on the setup page.
      const link = await page.getByRole('textbox', { name: '설정 링크' }).inputValue();
      await page.goto(new URL(link).pathname + new URL(link).search);
      await hydrated(page);
      await page.getByLabel('새 비밀번호 (12자 이상)').fill('a long enough password');
      await page.getByLabel('비밀번호 확인').fill('a long enough password');
      await page.getByRole('button', { name: '비밀번호 설정' }).click();
      await expect(page.getByText('비밀번호를 설정했습니다.')).toBeVisible();
    } finally {
      await Promise.all([owner, manager, counselor].map((a) => deleteAdmin(a.email)).concat(deleteAdmin(email)));
    }
  });
});
