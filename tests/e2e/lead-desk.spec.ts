/**
 * Campaign attribution as a visitor makes it (with JavaScript and as plain form posts), and the
 * sales team's desk in Chromium: the inbox, a lead's history, status and notes, deletion, the
 * dashboard, with screenshots at 1280 px into screenshots/ for people to look at.
 */
import type { Page } from '@playwright/test';
import { strictTest, hydrated, expect, signInWithForm, DESKTOP, MOBILE } from './fixtures';
import { closeDb, createAdmin, deleteAdmin, deleteLeads, deleteLeadsByName, deleteSite, leadById, leadsByName, pressOfSite, seedLeads, seedPress, siteForWorker, uniqueName } from './db';

const LANDING = '/?utm_source=naver&utm_medium=cpc&utm_campaign=launch';

const test = strictTest.extend<{ visitor: string }>({
  visitor: async ({}, use) => {
    const name = uniqueName();
    await use(name);
    await deleteLeadsByName(name);
  },
});

test.afterAll(async () => {
  await closeDb();
});

const footerLink = (page: Page, href: string) => page.locator(`footer.site-footer a[href="${href}"]`).first();

/**
 * Browses two pages through the site's own links, then registers from the footer's 관심고객 등록:
 * with JavaScript it opens the interest popup; without, it leads to the page whose form posts.
 */
async function browseAndRegister(page: Page, name: string, phone: string, js: boolean) {
  await footerLink(page, '/Brand/intro').click();
  await expect(page).toHaveURL(/\/Brand\/intro$/);
  await footerLink(page, '/LocationEnvironment/intro').click();
  await expect(page).toHaveURL(/\/LocationEnvironment\/intro$/);
  await footerLink(page, '/Promotion/Customer').click();
  const form = js ? page.getByRole('dialog', { name: '관심고객 등록' }) : page.locator('.customer-layout form');
  if (!js) await expect(page).toHaveURL(/\/Promotion\/Customer$/);
  await form.getByLabel('이름').fill(name);
  await form.getByLabel('연락처').fill(phone);
  await form.getByLabel('개인정보 수집·이용 동의').check();
  await form.getByRole('button', { name: js ? '관심고객 등록' : '등록하기' }).click();
  if (js) await expect(form.getByText('등록이 완료되었습니다')).toBeVisible();
  else await expect(page).toHaveURL(/\/lead\/result\?status=ok/);
}

for (const js of [true, false]) {
  test.describe(js ? 'attribution with JavaScript' : 'attribution without JavaScript (plain form posts)', () => {
    test.use({ viewport: DESKTOP, javaScriptEnabled: js });

    test('a naver/cpc/launch landing is the first touch; a later kakao landing changes only the last touch', async ({ page, visitor }) => {
      await page.goto(LANDING);
      if (js) await hydrated(page);
      await browseAndRegister(page, visitor, '010-7000-1000', js);
      const [first] = await leadsByName(visitor);
      expect(first!.attribution!.first).toMatchObject({ source: 'naver', medium: 'cpc', campaign: 'launch', landing: '/' });
      expect(first!.attribution!.last).toMatchObject({ source: 'naver', medium: 'cpc', campaign: 'launch' });

      await page.goto('/?utm_source=kakao&utm_medium=social');
      if (js) await hydrated(page);
      await browseAndRegister(page, visitor, '01070001000', js);
      const [, second] = await leadsByName(visitor);
      expect(second!.attribution!.first).toMatchObject({ source: 'naver', medium: 'cpc', campaign: 'launch' });
      expect(second!.attribution!.first!.at.getTime()).toBe(first!.attribution!.first!.at.getTime());
      expect(second!.attribution!.last).toMatchObject({ source: 'kakao', medium: 'social', campaign: null });
    });
  });
}

// ---------------------------------------------------------------------------------------------

const KOREAN_NAMES = ['김민준', '이서연', '박도윤', '최지우', '정하준', '강서윤', '조은우', '윤지민', '장시우', '임수아', '한예준', '오하은', '서지호', '신유나', '권민재', '황서아', '안도현', '송하린', '류준서', '전채원'];
const SOURCES: [string, string | null, string | null][] = [
  ['naver', 'cpc', 'launch'],
  ['naver', 'cpc', 'launch'],
  ['blog.naver', null, null],
  ['kakao', 'display', 'retarget'],
  ['google', 'cpc', 'brand'],
  ['direct', null, null],
  ['instagram', 'social', 'open-house'],
];
const STATUSES = ['new', 'new', 'contacted', 'booked', 'visited', 'contracted', 'closed', 'new'];
const TYPES = ['interest', 'visit-request', 'interest'] as const;
const MESSAGES = ['84A 타입 잔여세대 문의드립니다.', '주말 견본주택 방문 가능한 시간 알려주세요.', '', '중도금 대출 조건이 궁금합니다.', '59B 타입 청약 일정 문의', ''];

const person = (i: number) => (i % 5 === 4 ? i - 4 : i);

/** A month of realistic leads (removed by id afterwards, so other tests never meet them). */
function monthOfLeads(admin: string) {
  const now = Date.now();
  return Array.from({ length: 48 }, (_, i) => {
    const createdAt = new Date(now - ((i * 37) % 29) * 86_400_000 - ((i * 7) % 10) * 3_600_000 - i * 60_000);
    const status = STATUSES[i % STATUSES.length]!;
    const [source, medium, campaign] = SOURCES[i % SOURCES.length]!;
    const history =
      status === 'new'
        ? []
        : [
            { at: new Date(createdAt.getTime() + 3_600_000), by: admin, kind: 'status' as const, from: 'new', to: 'contacted' },
            { at: new Date(createdAt.getTime() + 3_700_000), by: admin, kind: 'note' as const, text: '통화 완료. 84A 관심, 주말 방문 희망.' },
            ...(status !== 'contacted' ? [{ at: new Date(createdAt.getTime() + 7_200_000), by: admin, kind: 'status' as const, from: 'contacted', to: status }] : []),
          ];
    return {
      // Every fifth lead is an earlier visitor registering again.
      name: KOREAN_NAMES[person(i) % 20]!,
      phone: `010-${3000 + person(i)}-${1000 + person(i) * 13}`,
      type: TYPES[i % 3],
      message: MESSAGES[i % MESSAGES.length],
      createdAt,
      status,
      source,
      medium,
      campaign,
      history,
    };
  });
}

/** axe-core on the current page: serious and critical violations (the a11y spec's rule). */
async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

test.describe('the lead desk (administrator)', () => {
  // bypassCSP: only so axe can be injected for the audit (see a11y.spec.ts).
  test.use({ viewport: DESKTOP, bypassCSP: true });

  test('inbox: repeat badge, inline status, search by phone; history: notes, status, delete', async ({ page }) => {
    test.setTimeout(60_000);
    const admin = await createAdmin();
    const tag = uniqueName('').slice(0, 6);
    const phone = '010-4321-8765';
    const t = Date.now();
    const ids = await seedLeads([
      { name: `재등록${tag}`, phone, createdAt: new Date(t - 3 * 86_400_000), source: 'naver', medium: 'cpc', campaign: 'launch' },
      { name: `재등록${tag}`, phone, type: 'interest', createdAt: new Date(t - 86_400_000) },
      { name: `재등록${tag}`, phone, type: 'visit-request', createdAt: new Date(t - 60_000), message: '토요일 오후 방문 원합니다.' },
    ]);
    try {
      await signInWithForm(page, admin);
      await page.goto('/admin/leads');
      await hydrated(page);
      // Search in another format than stored: the person's three leads.
      await page.getByLabel('이름·연락처').fill('01043218765');
      await page.getByRole('button', { name: '조회' }).click();
      await hydrated(page);
      const rows = page.locator('.inbox-table tbody tr');
      await expect(rows).toHaveCount(3);
      await expect(rows.first().getByText('재등록 3회')).toBeVisible();

      // Inline status change on the newest lead only.
      const status = rows.first().getByLabel(`재등록${tag} 상태`);
      await status.selectOption('contacted');
      await expect(page.getByRole('status').filter({ hasText: '상담완료' })).toBeVisible();
      expect((await leadById(ids[2]!))!.status).toBe('contacted');
      expect((await leadById(ids[1]!))!.status).toBe('new');

      // The lead's page: the person's other leads, a note, a status step, in the history.
      await rows.first().getByRole('link', { name: `재등록${tag}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/leads/${ids[2]}$`));
      await hydrated(page);
      await expect(page.locator('.related li')).toHaveCount(2);
      await page.getByLabel('메모', { exact: true }).fill('토요일 14시 방문 약속. 84A 관심.');
      await page.getByRole('button', { name: '메모 남기기' }).click();
      await expect(page.locator('.history-text').first()).toHaveText('토요일 14시 방문 약속. 84A 관심.');
      await page.getByRole('button', { name: '예약확정', exact: true }).click();
      await expect(page.locator('.history li').first()).toContainText('상담완료 → 예약확정');
      await expect(page.locator('.history li').first()).toContainText(admin.email);
      await expect(page.getByRole('button', { name: '예약확정', exact: true })).toHaveAttribute('aria-pressed', 'true');

      await page.screenshot({ path: 'screenshots/admin-lead-history-1280.png', fullPage: true });

      // Delete after confirming: gone, back to the inbox.
      page.once('dialog', (d) => {
        expect(d.type()).toBe('confirm');
        void d.accept();
      });
      await page.getByRole('button', { name: '이 신청 삭제' }).click();
      await expect(page).toHaveURL(/\/admin\/leads$/);
      expect(await leadById(ids[2]!)).toBeNull();
      expect(await leadById(ids[1]!)).not.toBeNull();
    } finally {
      await deleteLeads(ids);
      await deleteAdmin(admin.email);
    }
  });

  test('dashboard and inbox over a month of leads (screenshots at 1280 px)', async ({ page }) => {
    test.setTimeout(60_000);
    const admin = await createAdmin();
    const ids = await seedLeads(monthOfLeads(admin.email));
    try {
      await signInWithForm(page, admin);
      await page.goto('/admin');
      await hydrated(page);
      await expect(page.getByRole('heading', { name: '현황판' })).toBeVisible();
      await expect(page.getByRole('img', { name: /일별 접수/ })).toBeVisible();
      await expect(page.locator('#daily-table tbody tr')).toHaveCount(30);
      await expect(page.locator('.source-table')).toContainText('launch');
      await page.screenshot({ path: 'screenshots/admin-dashboard-1280.png', fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/admin/leads');
      await hydrated(page);
      await expect(page.locator('.inbox-table tbody tr').first()).toBeVisible();
      await page.screenshot({ path: 'screenshots/admin-inbox-1280.png' });
      expect(await seriousViolations(page)).toEqual([]);
      // One of this test's own leads (other tests add and delete theirs in parallel).
      await page.locator(`.inbox-table tbody a[href="/admin/leads/${ids[0]}"]`).click();
      await hydrated(page);
      await expect(page.getByRole('heading', { name: '메모·이력' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // A counsellor on a phone: the same pages at 390 px.
      await page.setViewportSize(MOBILE);
      for (const [path, file] of [['/admin', 'dashboard'], ['/admin/leads', 'inbox']] as const) {
        await page.goto(path);
        await hydrated(page);
        await page.screenshot({ path: `screenshots/admin-${file}-390.png`, fullPage: file === 'dashboard' });
      }
    } finally {
      await deleteLeads(ids);
      await deleteAdmin(admin.email);
    }
  });
});

test.describe('press editing (administrator)', () => {
  test.use({ viewport: DESKTOP });

  test('edit from the article page keeps the date, shows 수정일 and the new title in the list; delete leaves list and sitemap', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const admin = await createAdmin();
    // This worker slot's board (configured on the e2e server), emptied first.
    const site = siteForWorker(testInfo.parallelIndex);
    await deleteSite(site);
    const date = new Date('2025-03-05T03:07:00Z');
    const [id] = await seedPress(site, [{ title: '견본주택 개관 안내', summary: '오타가 있는 요약', content: '본문', date, views: 9 }]);
    try {
      await signInWithForm(page, admin, site);
      await page.getByRole('link', { name: '견본주택 개관 안내' }).click();
      await expect(page).toHaveURL(new RegExp(`/${site}/press/${id}$`));
      await page.getByRole('button', { name: '수정', exact: true }).click();
      await page.getByLabel('제목').fill('견본주택 그랜드 오픈 안내');
      await page.getByLabel('요약').fill('고친 요약');
      await page.screenshot({ path: 'screenshots/press-edit-1280.png', fullPage: true });
      await page.getByRole('button', { name: '수정 저장' }).click();
      await expect(page.locator('h2.page-title')).toHaveText('견본주택 그랜드 오픈 안내');
      await expect(page.locator('.press-meta')).toContainText('수정일');
      const [saved] = await pressOfSite(site);
      expect(saved).toMatchObject({ title: '견본주택 그랜드 오픈 안내', summary: '고친 요약' });
      expect(saved!.date.getTime()).toBe(date.getTime());

      await page.getByRole('link', { name: '목록으로 돌아가기' }).click();
      await expect(page.getByRole('link', { name: '견본주택 그랜드 오픈 안내' })).toBeVisible();
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`/${site}/press/${id}</loc>`);

      await page.getByRole('link', { name: '견본주택 그랜드 오픈 안내' }).click();
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: '삭제', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${site}/press$`));
      await expect(page.getByText('등록된 보도자료가 없습니다.')).toBeVisible();
      expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/press/${id}<`);
      const gone = await page.request.get(`/${site}/press/${id}`, { maxRedirects: 0 });
      expect(gone.status()).toBe(302);
    } finally {
      await deleteSite(site);
      await deleteAdmin(admin.email);
    }
  });
});
