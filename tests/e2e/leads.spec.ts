/**
 * Lead capture as visitors meet it: the interest popup (dialog semantics, focus, Back, every
 * trigger), its submission states, the home visit form, the per-site customer page, the same
 * forms without JavaScript (server result page), and the privacy policy. Every test submits
 * under a visitor name of its own (uniqueName) and reads the database by that name, so parallel
 * tests never see each other's leads.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { LEAD_MESSAGES } from '../../shared/leads';
import { siteConfig } from '../../shared/site.config';
import { test as base, strictTest, hydrated, expect, DESKTOP, MOBILE, signInToDesk } from './fixtures';
import { closeDb, createAdmin, deleteAdmin, deleteLeadsByName, leadsByName, uniqueName } from './db';

const SITE = 'haeon-lakecity';
const POPUP_NAME = '관심고객 등록';
const POPUP_SUCCESS = '등록이 완료되었습니다.\n전문 상담사가 곧 연락드리겠습니다.';
const KEPT_MESSAGE = '네트워크가 불안정해 접수 내용을 이 기기에 잠시 보관했습니다. 연결되면 자동으로 보내 드릴게요';

/** `visitor`: a fresh visitor name for this test; its leads are deleted afterwards. */
const test = base.extend<{ visitor: string }>({
  visitor: async ({}, use) => {
    const name = uniqueName();
    await use(name);
    await deleteLeadsByName(name);
  },
});

test.afterAll(async () => {
  await closeDb();
});


async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

const popup = (page: Page) => page.getByRole('dialog', { name: POPUP_NAME });
const headerPhone = (page: Page) => page.locator('header .header-phone');

/** Every request the page sends to the lead API. */
function leadPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads') posts.push(r.postData() ?? '');
  });
  return posts;
}

/**
 * Holds lead posts until `release()` (so the submitting state can be observed), then lets them
 * through to the real server.
 */
async function holdLeadPosts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/api/leads', async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Description of the focused element and whether it lies inside the open dialog. */
const focusInfo = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const dialog = document.querySelector('dialog[open]');
    return {
      inDialog: !!el && !!dialog && dialog.contains(el),
      isBody: !el || el === document.body || el === document.documentElement,
      desc: el ? `${el.tagName.toLowerCase()}#${el.id}.${el.className}` : 'none',
    };
  });

/** After the popup closes by X or Escape it drops its history entry; wait until that is done. */
async function popupEntryGone(page: Page) {
  await expect
    .poll(() => page.evaluate(() => !!(window.history.state as { popup?: boolean } | null)?.popup), {
      message: 'the popup drops its history entry once closed',
      timeout: 5_000,
    })
    .toBe(false);
}

async function closeWithX(page: Page) {
  await popup(page).getByRole('button', { name: '닫기' }).click();
  await expect(popup(page)).toBeHidden();
  await popupEntryGone(page);
}

/** Fills the form inside `scope` (name, phone, optional message, consent). */
async function fill(scope: Locator, { name, phone, message, consent = true }: { name: string; phone: string; message?: string; consent?: boolean }) {
  await scope.getByLabel('이름').fill(name);
  await scope.getByLabel('연락처').fill(phone);
  if (message !== undefined) await scope.getByLabel('문의내용').fill(message);
  if (consent) await scope.getByLabel('개인정보 수집·이용 동의').check();
}

// --------------------------------------------------------------------------------------------
// 1. The popup as a dialog: semantics, focus, closing, Back
// --------------------------------------------------------------------------------------------

test.describe('interest popup (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('the header phone button opens a modal dialog that keeps focus inside; Escape and X close it', async ({ page }) => {
    await open(page, '/');
    const trigger = headerPhone(page);
    await expect(trigger).toBeVisible();
    await expect(popup(page)).toBeHidden();

    await trigger.click();
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByLabel('이름')).toBeVisible();
    await expect(dialog.getByLabel('연락처')).toBeVisible();
    await expect(dialog.getByLabel('이름')).toHaveAttribute('required', '');
    await expect(dialog.getByLabel('연락처')).toHaveAttribute('required', '');
    // Each with a required star.
    await expect(dialog.locator('label[for="popup-lead-interest-name"] .required')).toHaveText('*');
    await expect(dialog.locator('label[for="popup-lead-interest-phone"] .required')).toHaveText('*');
    await expect(dialog.getByRole('button', { name: POPUP_NAME })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Focus moved into the dialog: to the name input or the first control (the close button).
    const first = await focusInfo(page);
    expect(first.inDialog, `focused on open: ${first.desc}`).toBe(true);
    const focusedName = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.id === 'popup-lead-interest-name' || el?.classList.contains('popup-close') || el?.tagName === 'DIALOG';
    });
    expect(focusedName, `focused on open: ${first.desc}`).toBe(true);

    // Tab (and Shift+Tab) cycle within the dialog: the page behind never gets focus.
    const focusables = await dialog.evaluate(
      (d) => d.querySelectorAll('a[href], button:not([disabled]), input:not([type=hidden]):not([tabindex="-1"]), textarea').length,
    );
    const seen = new Set<string>();
    for (let i = 0; i < focusables * 2 + 2; i++) {
      await page.keyboard.press('Tab');
      const f = await focusInfo(page);
      expect(f.inDialog || f.isBody, `Tab #${i + 1} moved focus behind the dialog: ${f.desc}`).toBe(true);
      if (f.inDialog) seen.add(f.desc);
    }
    expect(seen.size, 'Tab reaches every control of the dialog').toBeGreaterThanOrEqual(focusables);
    for (let i = 0; i < focusables + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      const f = await focusInfo(page);
      expect(f.inDialog || f.isBody, `Shift+Tab #${i + 1} moved focus behind the dialog: ${f.desc}`).toBe(true);
    }
    await dialog.getByLabel('이름').focus();

    // Escape closes it; focus returns to the trigger; the URL did not change.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await popupEntryGone(page);

    // The X button closes it too (a fresh form each time it opens).
    await trigger.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('이름')).toHaveValue('');
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  test('browser Back closes the open popup without leaving the page; Back again leaves', async ({ page }) => {
    await open(page, '/');
    await open(page, '/privacy');

    await headerPhone(page).click();
    await expect(popup(page)).toBeVisible();

    await page.goBack();
    await expect(popup(page)).toBeHidden();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { name: '1. 수집 목적' })).toBeVisible();
    // It stays there (no late navigation away).
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(popup(page)).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: '1. 수집 목적' })).toBeHidden();
  });

  test('after closing the popup with X, one Back leaves the page (its history entry is dropped)', async ({ page }) => {
    await open(page, '/');
    await open(page, '/privacy');
    await headerPhone(page).click();
    await expect(popup(page)).toBeVisible();
    await closeWithX(page);
    await expect(page).toHaveURL(/\/privacy$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});

// --------------------------------------------------------------------------------------------
// 2. Popup submission and every trigger
// --------------------------------------------------------------------------------------------

test.describe('popup submission (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('submitting shows the submitting state, then the success message replaces the form; the lead is stored', async ({
    page,
    visitor,
  }) => {
    await open(page, '/');
    await headerPhone(page).click();
    const dialog = popup(page);
    await fill(dialog, { name: visitor, phone: '010 1234 5678' });

    const release = await holdLeadPosts(page);
    const submit = dialog.getByRole('button', { name: POPUP_NAME });
    await submit.click();
    const busy = dialog.getByRole('button', { name: '등록 중…' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    expect(await leadsByName(visitor)).toHaveLength(0);
    release();

    const result = dialog.locator('.form-message');
    await expect(result).toBeVisible();
    expect(await result.innerText()).toBe(POPUP_SUCCESS);
    expect(await result.innerHTML()).toMatch(/등록이 완료되었습니다\.\s*<br>\s*전문 상담사가 곧 연락드리겠습니다\./);
    // The form is gone (no retry inside the popup).
    await expect(dialog.locator('form')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /등록/ })).toHaveCount(0);

    const leads = await leadsByName(visitor);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: 'interest', name: visitor, phone: '010-1234-5678', page: '/' });
    expect(leads[0]!.forward.state).toBe('stored');
    expect(leads[0]!.consentAt).toBeInstanceOf(Date);

    // Closing and reopening gives a fresh form.
    await closeWithX(page);
    await headerPhone(page).click();
    await expect(popup(page).getByLabel('이름')).toHaveValue('');
  });

  test('the form that appears is the form that is sent: it is never replaced while the popup is open', async ({ page, visitor }) => {
    await open(page, '/');
    // Every field taken out of the dialog from the tap on (a form replaced just after it appeared
    // emptied a name typed in its first moment: "이름을 입력해 주세요" for a name that was typed).
    await page.evaluate(() => {
      const w = window as unknown as { removedFields: number };
      w.removedFields = 0;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.removedNodes) if (n instanceof Element && (n.matches('input') || n.querySelector('input'))) w.removedFields++;
      }).observe(document.querySelector('dialog.popup')!, { childList: true, subtree: true });
    });
    await headerPhone(page).click();
    const dialog = popup(page);
    await fill(dialog, { name: visitor, phone: '010-1234-5678' });
    await dialog.getByRole('button', { name: POPUP_NAME }).click();
    await expect(dialog.locator('.form-message')).toHaveClass(/is-success/);
    expect(await page.evaluate(() => (window as unknown as { removedFields: number }).removedFields)).toBe(1); // the form, once sent
    expect(await leadsByName(visitor)).toHaveLength(1);
  });

  test('a server failure (5xx) keeps the registration on the device, says so in place of the form, and sends it once the server answers', async ({ page, visitor }) => {
    await open(page, '/');
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await headerPhone(page).click();
    const dialog = popup(page);
    await fill(dialog, { name: visitor, phone: '010-1234-5678' });
    await dialog.getByRole('button', { name: POPUP_NAME }).click();

    const result = dialog.locator('.form-message');
    await expect(result).toHaveText(KEPT_MESSAGE);
    await expect(dialog.locator('form')).toHaveCount(0);
    expect(await leadsByName(visitor)).toHaveLength(0);

    await page.unroute('**/api/leads');
    await expect(result).toHaveClass(/is-success/, { timeout: 15_000 });
    await expect(result).toContainText('전문 상담사가 곧 연락드리겠습니다.');
    expect(await leadsByName(visitor)).toHaveLength(1);
  });

  test('a network failure keeps the registration on the device and says so in place of the form', async ({ page, visitor }) => {
    await open(page, '/');
    await page.route('**/api/leads', (route) => route.abort('failed'));
    await headerPhone(page).click();
    const dialog = popup(page);
    await fill(dialog, { name: visitor, phone: '010-1234-5678' });
    await dialog.getByRole('button', { name: POPUP_NAME }).click();

    const result = dialog.locator('.form-message');
    await expect(result).toHaveText(KEPT_MESSAGE);
    await expect(dialog.locator('form')).toHaveCount(0);
    expect(await leadsByName(visitor)).toHaveLength(0);
  });

  test('without consent the form says so beside the box and nothing is sent or stored', async ({ page, visitor }) => {
    await open(page, '/');
    const posts = leadPosts(page);
    await headerPhone(page).click();
    const dialog = popup(page);
    await fill(dialog, { name: visitor, phone: '010-1234-5678', consent: false });
    const consent = dialog.getByLabel('개인정보 수집·이용 동의');
    await expect(consent).toHaveAttribute('required', '');
    await dialog.getByRole('button', { name: POPUP_NAME }).click();

    await expect(consent).toHaveAccessibleDescription(new RegExp(LEAD_MESSAGES.fields.consent));
    await expect(consent).toBeFocused();
    await expect(dialog.locator('form')).toBeVisible();
    await expect(dialog.locator('.form-message')).not.toContainText(LEAD_MESSAGES.success);
    await expect(page).toHaveURL(/\/$/);
    expect(posts).toHaveLength(0);
    expect(await leadsByName(visitor)).toHaveLength(0);
  });

  test('the footer 관심고객 등록 button and the home 관심고객 등록하기 buttons open the same popup', async ({ page }) => {
    await open(page, '/');

    await page.locator('footer .footer-actions').getByRole('link', { name: '관심고객 등록', exact: true }).click();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByLabel('이름')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await closeWithX(page);

    const homeButtons = page.getByRole('link', { name: '관심고객 등록하기' });
    const count = await homeButtons.count();
    expect(count).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < count; i++) {
      await homeButtons.nth(i).click();
      await expect(popup(page), `home button #${i + 1}`).toBeVisible();
      await expect(popup(page).getByLabel('이름')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await closeWithX(page);
    }
  });
});

test.describe('popup triggers (mobile)', () => {
  test.use({ viewport: MOBILE });

  test('the floating bar and the mobile menu 관심고객 등록 open the popup', async ({ page }) => {
    await open(page, '/');

    const bar = page.getByRole('region', { name: '빠른 상담' });
    await expect(bar).toBeVisible();
    await bar.getByRole('link', { name: '관심고객 등록' }).click();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByLabel('이름')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await closeWithX(page);

    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const reserve = page.locator('#mobile-menu').getByRole('link', { name: '관심고객 등록' });
    await expect(reserve).toBeVisible();
    await reserve.click();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByLabel('이름')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The menu closed behind it.
    await expect(page.getByRole('button', { name: '메뉴 열기' })).toHaveAttribute('aria-expanded', 'false');
    await closeWithX(page);
  });
});

// --------------------------------------------------------------------------------------------
// 3. Home visit form
// --------------------------------------------------------------------------------------------

test.describe('home visit form (desktop)', () => {
  test.use({ viewport: DESKTOP });

  const visitForm = (page: Page) => page.locator('section.home-visit form');

  test('a visit reservation is registered, the fields are cleared, and the lead is stored', async ({ page, visitor }) => {
    await open(page, '/');
    const form = visitForm(page);
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByLabel('문의내용')).toHaveAttribute('rows', '5');
    await expect(form.getByLabel('연락처')).toHaveAttribute('type', 'tel');
    const message = `주말 오후 방문 희망합니다 ${visitor}`;
    await fill(form, { name: visitor, phone: '01098765432', message });

    const release = await holdLeadPosts(page);
    await form.getByRole('button', { name: '방문예약 등록' }).click();
    await expect(form.getByRole('button', { name: '등록 중…' })).toBeDisabled();
    release();

    await expect(form.locator('.form-message')).toHaveText(`✓ ${LEAD_MESSAGES.success}`);
    await expect(form.locator('.form-message')).toContainText('✓ 등록이 완료되었습니다');
    await expect(form.getByRole('button', { name: '방문예약 등록' })).toBeEnabled();
    await expect(form.getByLabel('이름')).toHaveValue('');
    await expect(form.getByLabel('연락처')).toHaveValue('');
    await expect(form.getByLabel('문의내용')).toHaveValue('');
    await expect(form.getByLabel('개인정보 수집·이용 동의')).not.toBeChecked();

    const leads = await leadsByName(visitor);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: 'visit-request', name: visitor, phone: '010-9876-5432', message, page: '/' });
  });

  test('an invalid phone shows the server’s Korean field message and nothing is stored', async ({ page, visitor }) => {
    await open(page, '/');
    const form = visitForm(page);
    await fill(form, { name: visitor, phone: '12345', message: '문의' });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/leads');
    await form.getByRole('button', { name: '방문예약 등록' }).click();
    expect((await answer).status()).toBe(400);

    // The message sits under the phone field; the summary by the button repeats it.
    await expect(form.getByLabel('연락처')).toHaveAccessibleDescription(LEAD_MESSAGES.fields.phone);
    await expect(form.locator('.field-error')).toHaveText([LEAD_MESSAGES.fields.phone]);
    const result = form.locator('.form-message');
    await expect(result).toContainText(LEAD_MESSAGES.fields.phone);
    await expect(result).not.toContainText(LEAD_MESSAGES.success);
    // Kept for correction.
    await expect(form.getByLabel('이름')).toHaveValue(visitor);
    expect(await leadsByName(visitor)).toHaveLength(0);
  });
});

// --------------------------------------------------------------------------------------------
// 4. Customer page
// --------------------------------------------------------------------------------------------

test.describe('customer page (desktop)', () => {
  test.use({ viewport: DESKTOP });
  const PATH = `/${SITE}/customer`;

  test('shows the heading, blurb, phone and hours; a registration is stored for the site', async ({ page, visitor }) => {
    await open(page, PATH);
    await expect(page.getByRole('heading', { name: `${siteConfig.projectName} 견본주택 방문예약` })).toBeVisible();
    await expect(page.getByText('전문 상담사가 빠르게 답변드립니다')).toBeVisible();
    await expect(page.getByText('분양 일정과 견본주택 오픈 소식을 가장 먼저')).toBeVisible();
    const info = page.locator('.customer-phone');
    await expect(info.getByRole('link', { name: siteConfig.consultationPhone })).toBeVisible();
    await expect(info.getByRole('link', { name: siteConfig.consultationPhone })).toHaveAttribute('href', 'tel:16611455');
    await expect(info.getByText('24시간 상담 가능')).toBeVisible();

    const form = page.locator('main form.lead-form');
    await expect(form.getByLabel('이름')).toHaveAttribute('required', '');
    await expect(form.getByLabel('연락처')).toHaveAttribute('required', '');
    await expect(form.getByLabel('문의내용')).not.toHaveAttribute('required', /.*/);
    const message = `분양가 문의드립니다 ${visitor}`;
    await fill(form, { name: visitor, phone: '010-2222-3333', message });

    const release = await holdLeadPosts(page);
    await form.getByRole('button', { name: '등록하기' }).click();
    await expect(form.getByRole('button', { name: '등록 중…' })).toBeDisabled();
    release();

    await expect(form.locator('.form-message')).toHaveText('✓ 등록이 완료되었습니다. 전문 상담사가 곧 연락드리겠습니다.');
    await expect(form.getByLabel('이름')).toHaveValue('');
    await expect(form.getByLabel('연락처')).toHaveValue('');
    await expect(form.getByLabel('문의내용')).toHaveValue('');

    const leads = await leadsByName(visitor);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: 'visit-request', name: visitor, phone: '010-2222-3333', message, site: SITE, page: PATH });
  });

  test('a server failure or a network failure keeps the registration on the device (↻) and the fields stay', async ({ page, visitor }) => {
    await open(page, PATH);
    const form = page.locator('main form.lead-form');
    await fill(form, { name: visitor, phone: '010-2222-3333', message: '문의' });

    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await form.getByRole('button', { name: '등록하기' }).click();
    await expect(form.locator('.form-message')).toHaveText(`↻ ${KEPT_MESSAGE}`);
    await expect(form.getByLabel('이름')).toHaveValue(visitor);
    await expect(form.getByRole('button', { name: '등록하기' })).toBeEnabled();

    await page.unroute('**/api/leads');
    await page.route('**/api/leads', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: '등록하기' }).click();
    await expect(form.locator('.form-message')).toHaveText(`↻ ${KEPT_MESSAGE}`);
    await expect(form.getByLabel('이름')).toHaveValue(visitor);
    await expect(form.getByRole('button', { name: '등록하기' })).toBeEnabled();

    expect(await leadsByName(visitor)).toHaveLength(0);
  });

});

// --------------------------------------------------------------------------------------------
// 5. Without JavaScript
// --------------------------------------------------------------------------------------------

test.describe('without JavaScript', () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test('the home visit form posts to a result page, the lead is stored, and the back link returns home', async ({
    page,
    visitor,
  }) => {
    await page.goto('/');
    const form = page.locator('section.home-visit form');
    const message = `자바스크립트 없이 방문예약 ${visitor}`;
    await fill(form, { name: visitor, phone: '010 3333 4444', message });
    await form.getByRole('button', { name: '방문예약 등록' }).click();

    await expect(page).toHaveURL(/\/lead\/result\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('status')).toBe('ok');
    expect(url.searchParams.get('type')).toBe('visit-request');
    await expect(page.getByText('등록이 완료되었습니다')).toBeVisible();
    await expect(page.getByRole('status')).toContainText(LEAD_MESSAGES.success);

    const leads = await leadsByName(visitor);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: 'visit-request', name: visitor, phone: '010-3333-4444', message, page: '/' });

    await page.getByRole('link', { name: '이전 페이지로 돌아가기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('section.home-visit form')).toBeVisible();
  });

  test('an invalid phone shows the home form again, holding what was typed, the message under the phone; nothing is stored', async ({
    page,
    visitor,
  }) => {
    await page.goto('/');
    const form = page.locator('section.home-visit form');
    await fill(form, { name: visitor, phone: '12345' });
    await form.getByRole('button', { name: '방문예약 등록' }).click();

    const again = page.locator('section.home-visit form');
    await expect(again.getByLabel('이름')).toHaveValue(visitor);
    await expect(again.getByLabel('연락처')).toHaveValue('12345');
    await expect(again.getByLabel('연락처')).toHaveAccessibleDescription(LEAD_MESSAGES.fields.phone);
    await expect(again.getByLabel('개인정보 수집·이용 동의')).not.toBeChecked();
    await expect(page.getByText('등록이 완료되었습니다')).toHaveCount(0);
    expect(await leadsByName(visitor)).toHaveLength(0);
  });

  test('the customer form posts to a result page, the lead is stored for the site, and back returns to it', async ({
    page,
    visitor,
  }) => {
    const PATH = `/${SITE}/customer`;
    await page.goto(PATH);
    const form = page.locator('main form.lead-form');
    await fill(form, { name: visitor, phone: '010-5555-6666', message: '자바스크립트 없이 문의' });
    await form.getByRole('button', { name: '등록하기' }).click();

    await expect(page).toHaveURL(/\/lead\/result\?/);
    expect(new URL(page.url()).searchParams.get('type')).toBe('visit-request');
    await expect(page.getByText('등록이 완료되었습니다')).toBeVisible();
    const leads = await leadsByName(visitor);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ type: 'visit-request', phone: '010-5555-6666', site: SITE, page: PATH });

    await page.getByRole('link', { name: '이전 페이지로 돌아가기' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.locator('main form.lead-form')).toBeVisible();
  });

  test('an invalid customer phone shows the form again with the message under the phone; nothing is stored', async ({ page, visitor }) => {
    const PATH = `/${SITE}/customer`;
    await page.goto(PATH);
    const form = page.locator('main form.lead-form');
    await fill(form, { name: visitor, phone: '12345' });
    await form.getByRole('button', { name: '등록하기' }).click();

    const again = page.locator('main form.lead-form');
    await expect(again.getByLabel('이름')).toHaveValue(visitor);
    await expect(again.getByLabel('연락처')).toHaveAccessibleDescription(LEAD_MESSAGES.fields.phone);
    expect(await leadsByName(visitor)).toHaveLength(0);
  });

  test('the popup triggers are plain links to /Promotion/Customer', async ({ page, visitor }) => {
    await page.goto('/');
    const homeButtons = page.getByRole('link', { name: '관심고객 등록하기' });
    expect(await homeButtons.count()).toBeGreaterThanOrEqual(1);
    for (const t of [
      headerPhone(page),
      page.locator('footer .footer-actions').getByRole('link', { name: '관심고객 등록', exact: true }),
      ...(await homeButtons.all()),
    ]) {
      await expect(t).toBeVisible();
      await expect(t).toHaveAttribute('href', '/Promotion/Customer');
    }

    await page.setViewportSize(MOBILE);
    const bar = page.getByRole('region', { name: '빠른 상담' }).getByRole('link', { name: '관심고객 등록' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('href', '/Promotion/Customer');
    // The slide menu needs scripts to open; its reservation action is a link all the same.
    await expect(page.locator('#mobile-menu .mm-reserve')).toHaveAttribute('href', '/Promotion/Customer');
    await expect(page.locator('#mobile-menu .mm-reserve')).toHaveText('관심고객 등록');
    await page.setViewportSize(DESKTOP);

    await headerPhone(page).click();
    await expect(page).toHaveURL(/\/Promotion\/Customer$/);
    const form = page.locator('main form.lead-form');
    await expect(form).toBeVisible();
    await expect(popup(page)).toBeHidden();

    // And that page's form works without JavaScript too.
    await fill(form, { name: visitor, phone: '010-7777-8888', message: '' });
    await form.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByText('등록이 완료되었습니다')).toBeVisible();
    const leads = await leadsByName(visitor);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ phone: '010-7777-8888', page: '/Promotion/Customer' });
  });
});

// --------------------------------------------------------------------------------------------
// 6. Privacy policy
// --------------------------------------------------------------------------------------------

test.describe('privacy policy (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('is linked from the footer and states purpose, items and retention', async ({ page }) => {
    await open(page, '/');
    const link = page.locator('footer').getByRole('link', { name: '개인정보처리방침' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await link.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page).toHaveTitle(/개인정보처리방침/);
    await expect(page.getByRole('heading', { name: '개인정보처리방침' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /수집 목적/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /수집 항목/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /보유 (및 이용 )?기간/ })).toBeVisible();
    await expect(page.locator('.policy')).toContainText('이름, 연락처');
    await expect(page.locator('.policy')).toContainText(`${siteConfig.leadRetentionDays}일`);
    // Who answers for it, who processes it, and how to have it deleted: all from the site config.
    const officer = page.getByRole('region', { name: /개인정보 보호책임자/ });
    await expect(officer).toContainText(siteConfig.privacy.officer.name);
    await expect(officer.getByRole('link', { name: siteConfig.privacy.officer.email })).toHaveAttribute('href', `mailto:${siteConfig.privacy.officer.email}`);
    const processors = page.getByRole('region', { name: /처리 위탁/ });
    await expect(processors.getByRole('cell', { name: siteConfig.privacy.hosting.name })).toBeVisible();
    await expect(page.getByRole('region', { name: /삭제 요청/ })).toContainText('삭제');
  });

  test('the consent notice in the forms links to the policy', async ({ page }) => {
    await open(page, `/${SITE}/customer`);
    await expect(page.locator('main .consent-notice')).toContainText('수집 목적');
    await expect(page.locator('main .consent-notice')).toContainText('보유 기간');
    await expect(page.getByRole('link', { name: '개인정보처리방침 보기' })).toHaveAttribute('href', '/privacy');
  });
});

// --------------------------------------------------------------------------------------------
// 7. The administrator's inbox
// --------------------------------------------------------------------------------------------

const strictVisitorTest = strictTest.extend<{ visitor: string }>({
  visitor: async ({}, use) => {
    const name = uniqueName();
    await use(name);
    await deleteLeadsByName(name);
  },
});

strictVisitorTest.describe('administrator inbox (desktop)', () => {
  strictVisitorTest.use({ viewport: DESKTOP });

  strictVisitorTest("a lead whose message is $' is listed and the inbox still hydrates", async ({ page, visitor }) => {
    const admin = await createAdmin();
    try {
      const lead = { type: 'interest', name: visitor, phone: '010-5555-0142', message: "$'", consent: true };
      expect((await page.request.post('/api/leads', { data: lead })).status()).toBe(201);
      await signInToDesk(page, admin);
      await open(page, '/admin/leads');
      await expect(page.getByRole('row').filter({ hasText: visitor })).toContainText("$'");
    } finally {
      await deleteAdmin(admin.email);
    }
  });
});
