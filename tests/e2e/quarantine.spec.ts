/**
 * Spam quarantine as people meet it: a visitor whose phone clock runs a minute fast still registers
 * (the form sends the server's signed stamp, not its own time), a form sends the stamp it fetched
 * however it got there (sent before the stamp arrived, or shown a message first), and the 스팸
 * 보관함 tab lists a lead held back as spam with its reason and restores it with one click.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated, signInWithForm, DESKTOP, screenshot } from './fixtures';
import { closeDb, createAdmin, deleteAdmin, deleteLeadsByName, leadsByName, uniqueName } from './db';

test.afterAll(async () => {
  await closeDb();
});

test.use({ viewport: DESKTOP });

const STAMP = /^\d{13}\.[\w-]{22}$/;

/** The registration posts this page sends, their bodies as sent. */
function leadPosts(page: Page) {
  const posts: { renderedAt?: string }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads') posts.push(JSON.parse(r.postData() ?? '{}') as { renderedAt?: string });
  });
  return posts;
}

test("a visitor whose phone clock runs a minute fast: the form sends the server's stamp and the lead is an ordinary one", async ({ page }) => {
  const visitor = uniqueName();
  try {
    await page.clock.setSystemTime(new Date(Date.now() + 60_000));
    const posts = leadPosts(page);
    await page.goto('/');
    await hydrated(page);
    const form = page.locator('section.home-visit form');
    await form.scrollIntoViewIfNeeded();
    // The form asks for the stamp as it goes live, once scrolled into view (an island): wait until it holds it.
    await expect(form.locator('input[name="renderedAt"]')).toHaveValue(STAMP);
    await form.getByLabel('이름').fill(visitor);
    await form.getByLabel('연락처').fill('01098760001');
    await form.getByLabel('개인정보 수집·이용 동의').check();
    await form.getByRole('button', { name: '방문예약 등록' }).click();
    await expect(form.locator('.form-message')).toContainText('✓ 등록이 완료되었습니다');

    expect(posts).toHaveLength(1);
    const sent = posts[0]!.renderedAt!;
    expect(sent).toMatch(STAMP);
    // The stamp is the server's time, not the visitor's clock a minute ahead.
    expect(Math.abs(Number(sent.split('.')[0]) - Date.now())).toBeLessThan(30_000);
    const leads = await leadsByName(visitor);
    expect(leads).toHaveLength(1);
    expect(leads[0]).not.toHaveProperty('spam');
  } finally {
    await deleteLeadsByName(visitor);
  }
});

test('a form sent before its stamp arrives waits for it and sends it', async ({ page }) => {
  const visitor = uniqueName();
  try {
    const posts = leadPosts(page);
    // The stamp's answer is held back until the visitor has pressed the button (a slow network).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/leads/stamp', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    const form = page.locator('section.home-visit form');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('이름').fill(visitor);
    await form.getByLabel('연락처').fill('01098760002');
    await form.getByLabel('개인정보 수집·이용 동의').check();
    await form.getByRole('button', { name: '방문예약 등록' }).click();
    // Sending: the form waits for its stamp, and nothing is posted without it.
    await expect(form.getByRole('button', { name: '등록 중…' })).toBeDisabled();
    expect(posts).toEqual([]);
    release();
    await expect(form.locator('.form-message')).toContainText('✓ 등록이 완료되었습니다');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.renderedAt).toMatch(STAMP);
    expect(await leadsByName(visitor)).toHaveLength(1);
  } finally {
    await deleteLeadsByName(visitor);
  }
});

test('a form that showed a message after its stamp arrived still sends that stamp', async ({ page }) => {
  const visitor = uniqueName();
  try {
    const posts = leadPosts(page);
    await page.goto('/');
    await hydrated(page);
    const form = page.locator('section.home-visit form');
    await form.scrollIntoViewIfNeeded();
    const stamp = form.locator('input[name="renderedAt"]');
    await expect(stamp).toHaveValue(STAMP);
    const fetched = await stamp.inputValue();
    // Sent empty first: the form shows what is missing (it renders again) and keeps its stamp.
    await form.getByRole('button', { name: '방문예약 등록' }).click();
    await expect(form.getByText('이름을 입력해 주세요.').first()).toBeVisible();
    await expect(stamp).toHaveValue(fetched);
    await form.getByLabel('이름').fill(visitor);
    await form.getByLabel('연락처').fill('01098760003');
    await form.getByLabel('개인정보 수집·이용 동의').check();
    await form.getByRole('button', { name: '방문예약 등록' }).click();
    await expect(form.locator('.form-message')).toContainText('✓ 등록이 완료되었습니다');
    expect(posts.map((p) => p.renderedAt)).toEqual([fetched]);
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

    await signInWithForm(page, admin);
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
