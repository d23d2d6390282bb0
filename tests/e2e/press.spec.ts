/**
 * The press board as a visitor and the administrator meet it: article pages (view counting, safe
 * rendering), in-app navigation, paging, the missing-article redirect, the admin login / write /
 * logout flow and the mobile layout. Data is seeded straight into the server's database (db.ts),
 * each worker slot on a press board of its own, emptied before and after every test.
 */
import type { Page, Request } from '@playwright/test';
import { formatDateTime, PRESS_MESSAGES } from '../../shared/press';
import { test as base, hydrated, expect, DESKTOP, MOBILE, screenshot } from './fixtures';
import { closeDb, createAdmin, createDeskAccount, deleteAdmin, deleteSite, newObjectId, pressOfSite, seedPress, siteForWorker, viewsOf } from './db';

const DEFAULT_SITE = 'haeon-lakecity';

/** `site`: this worker slot's board (configured on the e2e server), empty when the test starts. */
const test = base.extend<{ site: string }>({
  site: async ({}, use, testInfo) => {
    const site = siteForWorker(testInfo.parallelIndex);
    await deleteSite(site);
    await use(site);
    await deleteSite(site);
  },
});

test.afterAll(async () => {
  await closeDb();
});


/** Hydrated, network quiet, and a moment for any late effect (a second fetch would land here). */
async function settled(page: Page) {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

/** Page errors and console errors (hydration mismatches are reported as console errors). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

const rows = (page: Page) => page.locator('table.board-table tbody tr');
const noColumn = (page: Page) => page.locator('table.board-table tbody tr td:first-child');
const titleLinks = (page: Page) => page.locator('table.board-table tbody td.board-title a');

/** Descending list of integers from `from` to 1, as text. */
const countdown = (from: number) => Array.from({ length: from }, (_, i) => String(from - i));

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('opening an article counts one view and renders it safely', async ({ page, site }) => {
    const errors = collectErrors(page);
    const title = '<b>x</b><script>window.__pwned=1</script>';
    const date = new Date('2024-03-05T06:07:00Z');
    const [id] = await seedPress(site, [
      {
        title,
        summary: '요약: 해온 레이크시티 견본주택 개관',
        content: '첫째 문단입니다.\n\n   \n둘째 문단 <i>그대로</i> 표시.\n셋째 문단입니다.\n',
        date,
        views: 7,
      },
    ]);

    await page.goto(`/${site}/press/${id}`);
    await settled(page);

    expect(await viewsOf(id!)).toBe(8);

    await expect(page.locator('h2.page-title')).toHaveText(title);
    const meta = page.locator('.press-article .press-meta');
    await expect(meta).toContainText('관리자');
    await expect(meta.locator('time')).toHaveText(formatDateTime(date.toISOString()));
    await expect(meta.locator('time')).toHaveAttribute('datetime', date.toISOString());
    await expect(meta.locator('.press-views')).toHaveText('8');
    await expect(page.locator('.press-summary')).toHaveText('요약: 해온 레이크시티 견본주택 개관');
    await expect(page.locator('.press-body p')).toHaveText(['첫째 문단입니다.', '둘째 문단 <i>그대로</i> 표시.', '셋째 문단입니다.']);

    // Markup in the title (and content) stays text: no elements, no script run.
    await expect(page.locator('main b, main script, .press-body i')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(await page.title()).toContain(title);

    // Still exactly one view once everything has run.
    await page.waitForTimeout(300);
    expect(await viewsOf(id!)).toBe(8);
    expect(errors).toEqual([]);
  });

  test('following a link to an article loads it, counts one view, and its link back returns to the list', async ({ page, site }) => {
    const errors = collectErrors(page);
    const [olderId, newerId] = await seedPress(site, [
      { title: '이전 보도자료', date: new Date(Date.now() - 60_000), views: 3 },
      { title: '분양 일정 안내 보도자료', content: '본문 첫 줄\n본문 둘째 줄', date: new Date(), views: 41 },
    ]);

    await page.goto(`/${site}/press`);
    await settled(page);
    await expect(titleLinks(page)).toHaveText(['분양 일정 안내 보도자료', '이전 보도자료']);

    const documents: string[] = [];
    const apiOpens: string[] = [];
    page.on('request', (r: Request) => {
      if (r.resourceType() === 'document') documents.push(r.url());
      if (new URL(r.url()).pathname === `/api/press/${newerId}`) apiOpens.push(r.method());
    });
    await titleLinks(page).filter({ hasText: '분양 일정 안내 보도자료' }).click();
    await expect(page).toHaveURL(new RegExp(`/${site}/press/${newerId}$`));
    await expect(page.locator('h2.page-title')).toHaveText('분양 일정 안내 보도자료');
    await expect(page.locator('.press-body p')).toHaveText(['본문 첫 줄', '본문 둘째 줄']);
    await settled(page);

    // A link between visitor pages is a page load (decision 0027): the server opens the article once.
    expect(documents.map((u) => new URL(u).pathname), 'one page load').toEqual([`/${site}/press/${newerId}`]);
    expect(apiOpens, 'no article request besides the page').toEqual([]);
    expect(await viewsOf(newerId!)).toBe(42);
    await expect(page.locator('.press-views')).toHaveText('42');
    expect(await viewsOf(olderId!)).toBe(3);

    await page.getByRole('link', { name: '목록으로 돌아가기' }).click();
    await expect(page).toHaveURL(new RegExp(`/${site}/press$`));
    await expect(titleLinks(page)).toHaveText(['분양 일정 안내 보도자료', '이전 보도자료']);
    await settled(page);
    expect(documents.map((u) => new URL(u).pathname)).toEqual([`/${site}/press/${newerId}`, `/${site}/press`]);
    // Back on the list: fresh data (the new count), and no further view counted.
    await expect(rows(page).first().locator('td').nth(4)).toHaveText('42');
    expect(await viewsOf(newerId!)).toBe(42);
    expect(errors).toEqual([]);
  });

  test('the list shows 10 articles, 더보기 appends the rest', async ({ page, site }) => {
    const now = Date.now();
    await seedPress(
      site,
      Array.from({ length: 12 }, (_, i) => ({
        title: `보도자료 ${String(i + 1).padStart(2, '0')}`,
        date: new Date(now - (12 - i) * 60_000), // 12 is the newest
      })),
    );
    const titles = (from: number, to: number) =>
      Array.from({ length: from - to + 1 }, (_, i) => `보도자료 ${String(from - i).padStart(2, '0')}`);

    await page.goto(`/${site}/press`);
    await settled(page);
    await expect(rows(page)).toHaveCount(10);
    await expect(noColumn(page)).toHaveText(countdown(10));
    await expect(titleLinks(page)).toHaveText(titles(12, 3));

    const more = page.getByRole('button', { name: '더보기' });
    await expect(more).toBeVisible();
    await more.click();
    await expect(rows(page)).toHaveCount(12);
    await expect(noColumn(page)).toHaveText(countdown(12));
    await expect(titleLinks(page)).toHaveText(titles(12, 1));
    await expect(page.getByRole('button', { name: '더보기' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '불러오는 중…' })).toHaveCount(0);
  });

  test('a pressed article link is not fetched ahead (a prefetch would be an uncounted read); a link to another page is', async ({ page, site }) => {
    const [id] = await seedPress(site, [{ title: '미리 받지 않는 보도자료', date: new Date(), views: 5 }]);
    const prefetched: string[] = [];
    page.context().on('request', (r) => r.headers()['sec-purpose']?.includes('prefetch') && prefetched.push(new URL(r.url()).pathname));
    await page.goto(`/${site}/press`);
    await hydrated(page);
    // A press on the article's link (what starts a "moderate" prefetch at once), released elsewhere: no click.
    await titleLinks(page).first().hover();
    await page.mouse.down();
    const other = page.locator('footer a[href="/Brand/intro"]').first();
    await other.hover();
    await page.mouse.up();
    await page.mouse.move(0, 0);
    await other.hover();
    // The rules are live: resting on a link to another visitor page fetches it ahead.
    await expect.poll(() => prefetched).toContain('/Brand/intro');
    expect(prefetched).not.toContain(`/${site}/press/${id}`);
    expect(await viewsOf(id!)).toBe(5);
  });

  test('a missing article redirects to the press list', async ({ page }) => {
    const id = newObjectId();
    const response = await page.goto(`/${DEFAULT_SITE}/press/${id}`);
    await expect(page).toHaveURL(new RegExp(`/${DEFAULT_SITE}/press$`));
    expect(response?.status()).toBe(200);
    // The server's chain: article → /Promotion/Press → the default site's board.
    const chain: string[] = [];
    for (let r = response?.request().redirectedFrom(); r; r = r.redirectedFrom()) chain.unshift(new URL(r.url()).pathname);
    expect(chain).toEqual([`/${DEFAULT_SITE}/press/${id}`, '/Promotion/Press']);
    await expect(page.locator('table.board-table')).toBeVisible();
  });

  test('administrator: login, validation, writing an article, logout', async ({ page, site }) => {
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    const admin = await createAdmin();
    try {
      await seedPress(site, [{ title: '기존 보도자료', date: new Date(Date.now() - 3_600_000) }]);
      await page.goto(`/${site}/press`);
      await settled(page);

      const email = page.locator('#login-email');
      const password = page.locator('#login-password');
      const loginButton = page.locator('.login-form').getByRole('button', { name: '로그인' });
      await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
      await expect(email).toHaveValue('');
      await expect(password).toHaveValue('');

      // Wrong password: the message shows under the form's button.
      await email.fill(admin.email);
      await password.fill('wrong password 123456');
      await loginButton.click();
      const message = page.locator('.login-form [role="alert"]');
      await expect(message).toContainText(PRESS_MESSAGES.loginFailed);
      const [msgBox, btnBox] = [await message.boundingBox(), await loginButton.boundingBox()];
      expect(msgBox!.y).toBeGreaterThanOrEqual(btnBox!.y + btnBox!.height);
      await expect(page.getByText('님 환영합니다')).toHaveCount(0);

      // Right password.
      await password.fill(admin.password);
      await loginButton.click();
      await expect(page.locator('.admin-bar')).toContainText(`${admin.email}님 환영합니다`);
      await expect(page.getByRole('heading', { name: '보도자료 작성' })).toBeVisible();

      // Required fields: a browser alert, nothing sent or saved.
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(`${d.type()}:${d.message()}`);
        void d.accept();
      });
      const posts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/press' && posts.push(r.url()));

      const submit = page.getByRole('button', { name: '등록하기' });
      await submit.click();
      await expect.poll(() => dialogs).toEqual([`alert:${PRESS_MESSAGES.required}`]);
      await page.locator('#press-title').fill('제목만 입력');
      await submit.click();
      await expect.poll(() => dialogs).toHaveLength(2);
      await page.locator('#press-title').fill('   ');
      await page.locator('#press-summary').fill('요약만 입력');
      await submit.click();
      await expect.poll(() => dialogs).toHaveLength(3);
      expect(dialogs.every((d) => d === `alert:${PRESS_MESSAGES.required}`)).toBe(true);
      await page.waitForTimeout(200);
      expect(posts).toEqual([]);
      expect((await pressOfSite(site)).map((r) => r.title)).toEqual(['기존 보도자료']);

      // A valid article.
      const title = `E2E 새 보도자료 ${site}`;
      await page.locator('#press-title').fill(title);
      await page.locator('#press-summary').fill('새 보도자료 요약');
      await page.locator('#press-content').fill('첫 문단\n\n둘째 문단');
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/press');
      await submit.click();
      expect((await created).status()).toBe(201);

      await expect(page.locator('#press-title')).toHaveValue('');
      await expect(page.locator('#press-summary')).toHaveValue('');
      await expect(page.locator('#press-content')).toHaveValue('');
      await expect(titleLinks(page)).toHaveText([title, '기존 보도자료']);
      await expect(noColumn(page)).toHaveText(['2', '1']);
      expect(dialogs).toHaveLength(3); // no error alert
      const saved = await pressOfSite(site);
      expect(saved.map((r) => [r.title, r.summary, r.content, r.views])).toEqual([
        [title, '새 보도자료 요약', '첫 문단\n\n둘째 문단', 0],
        ['기존 보도자료', '기존 보도자료 요약', '', 0],
      ]);

      // Logout: back to an empty login form, and the session is gone.
      await page.getByRole('button', { name: '로그아웃' }).click();
      await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
      await expect(page.getByText('님 환영합니다')).toHaveCount(0);
      await expect(email).toHaveValue('');
      await expect(password).toHaveValue('');
      const session = await page.request.get('/api/auth/session');
      expect((await session.json()).email).toBeNull();
      await page.reload();
      await settled(page);
      await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
      await expect(page.locator('#login-email')).toHaveValue('');
      expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
    } finally {
      await deleteAdmin(admin.email);
    }
  });
});

for (const [label, viewport] of [['1280', DESKTOP], ['390', MOBILE]] as const) {
  test(`a counselor signed in on the board (${label} px) sees who they are and the sign-out, no write form, no desk links`, async ({ page, site }) => {
    const counselor = await createDeskAccount('counselor', '김상담');
    try {
      await page.setViewportSize(viewport);
      await page.goto(`/${site}/press`);
      await hydrated(page);
      await page.locator('#login-email').fill(counselor.email);
      await page.locator('#login-password').fill(counselor.password);
      await page.locator('.login-form').getByRole('button', { name: '로그인' }).click();
      const bar = page.locator('.admin-bar');
      await expect(bar).toContainText(`${counselor.email}님, 상담사 계정으로 로그인하셨습니다. 보도자료는 대표 관리자·팀장 계정으로 작성할 수 있습니다.`);
      await expect(page.getByRole('heading', { name: '보도자료 작성' })).toHaveCount(0);
      await expect(page.locator('#press-title')).toHaveCount(0);
      await expect(page.locator('main a[href^="/admin"]')).toHaveCount(0);
      await screenshot(page, `press-board-counselor-${label}.png`);
      // The same after a reload (server HTML).
      await page.reload();
      await hydrated(page);
      await expect(bar).toContainText('상담사 계정으로 로그인하셨습니다.');
      await expect(page.locator('#press-title')).toHaveCount(0);
      await page.getByRole('button', { name: '로그아웃' }).click();
      await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
    } finally {
      await deleteAdmin(counselor.email);
    }
  });
}

test.describe('mobile', () => {
  test.use({ viewport: MOBILE, isMobile: true, hasTouch: true });

  test('the list and an article fit the phone screen', async ({ page, site }) => {
    const longTitle = '해온 레이크시티 1순위 청약 마감, 전 타입 최고 경쟁률 기록하며 지역 분양시장 흥행 이어가';
    const [, id] = await seedPress(site, [
      { title: '견본주택 개관 안내', date: new Date(Date.now() - 60_000) },
      {
        title: longTitle,
        summary: '당첨자 발표는 다음 주이며, 정당계약은 견본주택에서 진행됩니다. 자세한 일정은 입주자모집공고를 확인해 주세요.',
        content:
          '해온 레이크시티는 호수 조망과 커뮤니티 시설을 갖춘 대단지로, 청약 접수 첫날부터 많은 관심을 받았습니다.\n' +
          '자세한 내용은 https://www.applyhome.co.kr/ai/aia/selectAPTLttotPblancDetail.do?houseManageNo=2024000123&pblancNo=2024000123 에서 확인할 수 있습니다.\n' +
          '문의: 분양 홍보관 1600-0000',
      },
    ]);

    const noHorizontalScroll = async () => {
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(clientWidth).toBeLessThanOrEqual(MOBILE.width);
      expect(scrollWidth, 'no horizontal scrollbar').toBeLessThanOrEqual(MOBILE.width);
    };

    await page.goto(`/${site}/press`);
    await settled(page);
    await expect(titleLinks(page)).toHaveText([longTitle, '견본주택 개관 안내']);
    await expect(titleLinks(page).first()).toBeVisible();
    await noHorizontalScroll();

    await page.goto(`/${site}/press/${id}`);
    await settled(page);
    await expect(page.locator('h2.page-title')).toHaveText(longTitle);
    await expect(page.locator('.press-body p')).toHaveCount(3);
    await expect(page.locator('.press-body p').first()).toBeVisible();
    await noHorizontalScroll();
    // The body text is not clipped: every paragraph lies within the screen width.
    for (const box of await page.locator('.press-body p, .press-summary, h2.page-title').evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as { left: number; right: number }),
    )) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(MOBILE.width);
    }
  });
});
