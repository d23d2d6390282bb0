/**
 * What a buyer trips over, checked at 390 px and 1280 px: a rejected field keeps the form and
 * what was typed, the privacy policy opens without losing the form, unit pages read the menu
 * label that leads to them, plans open in a zoom viewer that Back closes, the sub-menu shows its
 * current item, the header keeps both actions at 1024 px and the built-in VR page draws.
 * Every test fails on any console error (strictTest), frames included.
 */
import type { Locator, Page } from '@playwright/test';
import { LEAD_MESSAGES } from '../../shared/leads';
import { sections } from '../../shared/routes';
import { siteConfig } from '../../shared/site.config';
import { strictTest, test as lenientTest, hydrated, expect, DESKTOP, MOBILE } from './fixtures';
import { closeDb, deleteLeadsByName, leadsByName, uniqueName } from './db';

const visitor = {
  visitor: async ({}, use: (name: string) => Promise<void>) => {
    const name = uniqueName();
    await use(name);
    await deleteLeadsByName(name);
  },
};
const test = strictTest.extend<{ visitor: string }>(visitor);
// A rejected submission is a 400 that Chromium logs as a failed resource: expected in the form tests.
const formTest = lenientTest.extend<{ visitor: string }>(visitor);

test.afterAll(async () => {
  await closeDb();
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

const popup = (page: Page) => page.getByRole('dialog', { name: '관심고객 등록' });

/** Opens the interest popup the way a visitor at this width would. */
async function openPopup(page: Page, narrow: boolean) {
  if (narrow) await page.getByRole('region', { name: '빠른 상담' }).getByRole('link', { name: '관심고객 등록' }).click();
  else await page.locator('header .header-phone').click();
  await expect(popup(page)).toBeVisible();
  return popup(page);
}

/** The field is marked invalid, focused, and described by a message with this text. */
async function expectMarked(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).innerText()));
  expect(texts).toContain(message);
}

/** How many distinct colours a screenshot of the element has (a blank or failed canvas has one or two). */
async function distinctColours(page: Page, target: Locator): Promise<number> {
  const png = (await target.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < px.length; i += 4 * 7) seen.add((px[i]! >> 3) * 1024 + (px[i + 1]! >> 3) * 32 + (px[i + 2]! >> 3));
    return seen.size;
  }, png);
}

const FLOORPLAN_LINKS = sections.floorplan.subMenu.filter((l) => l.to !== '/FloorPlan/Emodel');

for (const [size, viewport] of [
  ['390 px', MOBILE],
  ['1280 px', DESKTOP],
] as const) {
  const narrow = viewport.width <= 900;

  test.describe(`${size}: forms keep what was typed`, () => {
    test.use({ viewport });

    formTest('popup: a rejected phone keeps the form and the values, marks and focuses the field; the fix goes through', async ({ page, visitor }) => {
      await open(page, '/');
      const dialog = await openPopup(page, narrow);
      await dialog.getByLabel('이름').fill(visitor);
      await dialog.getByLabel('연락처').fill('12345');
      await dialog.getByLabel('개인정보 수집·이용 동의').check();
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/leads');
      await dialog.getByRole('button', { name: '관심고객 등록' }).click();
      expect((await answer).status()).toBe(400);

      // Still the form, still what was typed.
      await expect(dialog.locator('form')).toBeVisible();
      await expect(dialog.getByLabel('이름')).toHaveValue(visitor);
      await expect(dialog.getByLabel('연락처')).toHaveValue('12345');
      await expect(dialog.getByLabel('개인정보 수집·이용 동의')).toBeChecked();
      await expectMarked(dialog.getByLabel('연락처'), LEAD_MESSAGES.fields.phone);
      await expect(dialog.getByLabel('이름')).not.toHaveAttribute('aria-invalid', 'true');
      expect(await leadsByName(visitor)).toHaveLength(0);

      // Typing clears the mark; the corrected number is accepted and the success replaces the form.
      await page.keyboard.press('Control+A');
      await page.keyboard.type('010-4321-8765');
      await expect(dialog.getByLabel('연락처')).not.toHaveAttribute('aria-invalid', 'true');
      await dialog.getByRole('button', { name: '관심고객 등록' }).click();
      await expect(dialog.locator('.form-message')).toContainText('등록이 완료되었습니다.');
      await expect(dialog.locator('form')).toHaveCount(0);
      expect(await leadsByName(visitor)).toHaveLength(1);
    });

    for (const [where, path, formSelector, submit] of [
      ['home visit form', '/', 'section.home-visit form', '방문예약 등록'],
      ['customer page', '/haeon-lakecity/customer', 'main form.lead-form', '등록하기'],
    ] as const) {
      formTest(`${where}: a rejected phone keeps name and message, marks and focuses the field`, async ({ page, visitor }) => {
        await open(page, path);
        if (path === '/' && narrow) await page.locator('section.home-visit').scrollIntoViewIfNeeded();
        const form = page.locator(formSelector);
        await form.getByLabel('이름').fill(visitor);
        await form.getByLabel('연락처').fill('0101234');
        await form.getByLabel('문의내용').fill('주말 방문 가능할까요?');
        await form.getByLabel('개인정보 수집·이용 동의').check();
        const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/leads');
        await form.getByRole('button', { name: submit }).click();
        expect((await answer).status()).toBe(400);

        await expectMarked(form.getByLabel('연락처'), LEAD_MESSAGES.fields.phone);
        await expect(form.getByLabel('이름')).toHaveValue(visitor);
        await expect(form.getByLabel('문의내용')).toHaveValue('주말 방문 가능할까요?');
        await expect(form.getByRole('alert')).toContainText(LEAD_MESSAGES.fields.phone);
        expect(await leadsByName(visitor)).toHaveLength(0);
      });
    }

    formTest('the policy link in the popup opens the policy in a new tab; the popup still holds what was typed', async ({ page, context }) => {
      await open(page, '/');
      const dialog = await openPopup(page, narrow);
      await dialog.getByLabel('이름').fill('홍길동');
      await dialog.getByLabel('연락처').fill('010-1111-2222');
      // The notice lists only what the popup collects.
      await expect(dialog.locator('.consent-notice')).toContainText('수집 항목: 이름, 연락처');
      await expect(dialog.locator('.consent-notice')).not.toContainText('문의내용');
      const [policy] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByRole('link', { name: '개인정보처리방침 보기' }).click(),
      ]);
      await policy.waitForLoadState();
      expect(new URL(policy.url()).pathname).toBe('/privacy');
      await expect(policy.getByRole('heading', { name: /개인정보 보호책임자/ })).toBeVisible();
      await policy.close();

      await expect(popup(page)).toBeVisible();
      await expect(dialog.getByLabel('이름')).toHaveValue('홍길동');
      await expect(dialog.getByLabel('연락처')).toHaveValue('010-1111-2222');
      // The consultation number in the popup dials.
      await expect(dialog.getByRole('link', { name: siteConfig.consultationPhone })).toHaveAttribute('href', 'tel:16611455');
    });
  });

  test.describe(`${size}: unit names agree with the menu`, () => {
    test.use({ viewport });

    test('each floor-plan sub-menu entry leads to a page headed, titled and drawn with its own label', async ({ page }) => {
      await open(page, FLOORPLAN_LINKS[0]!.to);
      for (const link of FLOORPLAN_LINKS) {
        const unit = siteConfig.units.find((u) => u.label === link.label)!;
        await page.getByRole('navigation', { name: '세대안내 하위 메뉴' }).getByRole('link', { name: link.label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${link.to}$`));
        await expect(page.locator('h2.page-title')).toHaveText(`${link.label} 타입 평면안내`);
        await expect(page).toHaveTitle(new RegExp(`^${link.label} 타입 평면안내`));
        const plan = page.locator('.page-content .zoom-link img');
        await expect(plan).toHaveAttribute('alt', `${link.label} 타입 세대 평면도`);
        await expect(plan).toHaveAttribute('src', `/images/${unit.plan}.svg`);
        await expect(page.locator('.unit-facts')).toContainText(`전용면적${unit.exclusiveArea.toFixed(2)}㎡`);
        // The artwork itself carries the same label (its accessible title).
        const svg = await (await page.request.get(`/images/${unit.plan}.svg`)).text();
        expect(svg).toMatch(new RegExp(`<title[^>]*>${link.label} 타입 평면도`));
        // Heading, title and description never name the URL slug.
        const slug = link.to.split('/').pop()!;
        // (The description is for search engines: read it from the page as served.)
        const served = await (await page.request.get(link.to)).text();
        const description = served.match(/<meta name="description" content="([^"]*)"/)![1]!;
        expect(description).toContain(`${link.label} 타입 세대 평면도입니다`);
        for (const text of [description, await page.title(), await page.locator('h1').innerText()]) expect(text).not.toContain(slug);
      }
    });

    test('the home type tabs show the plan of the type they name', async ({ page }) => {
      await open(page, '/');
      const section = page.locator('.home-units');
      if (narrow) await section.getByRole('button', { name: '타입안내' }).first().scrollIntoViewIfNeeded();
      const panel = page.locator('#home-units-types');
      if (!(await panel.isVisible())) await section.locator('.acc-toggle', { hasText: '타입안내' }).click();
      for (const tab of await panel.getByRole('tab').all()) {
        const label = (await tab.innerText()).trim();
        const unit = siteConfig.units.find((u) => u.label === label)!;
        await tab.click();
        const img = panel.getByRole('tabpanel').getByRole('img');
        await expect(img).toHaveAttribute('src', `/images/${unit.plan}.svg`);
        await expect(img).toHaveAttribute('alt', `${label} 타입 평면도`);
      }
    });
  });

  test.describe(`${size}: reading plans`, () => {
    test.use({ viewport });

    test('tapping a plan opens a full-screen viewer; wheel zooms it; Back closes it and stays on the page', async ({ page }) => {
      await open(page, '/FloorPlan/59A');
      const trigger = page.locator('.page-content .zoom-link');
      await trigger.click();
      const viewer = page.locator('.pswp');
      await expect(viewer).toBeVisible();
      const image = viewer.locator('.pswp__img').first();
      await expect(image).toHaveAttribute('src', '/images/floorplan-59a.svg');
      await expect(image).toBeVisible();
      const before = (await image.boundingBox())!;
      // The viewer fills the screen.
      expect((await viewer.boundingBox())!.width).toBe(viewport.width);

      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, -600);
      await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(before.width * 1.3);

      await page.goBack();
      await expect(viewer).toBeHidden();
      await expect(page).toHaveURL(/\/FloorPlan\/59A$/);
      await expect(page.locator('h2.page-title')).toHaveText('84A 타입 평면안내');
    });

    test('the viewer works from the keyboard: Enter opens it, Escape closes it and focus returns', async ({ page }) => {
      await open(page, '/Interior/59A');
      const trigger = page.locator('.page-content .zoom-link');
      await trigger.focus();
      await page.keyboard.press('Enter');
      const viewer = page.locator('.pswp');
      await expect(viewer).toBeVisible();
      await expect(viewer.locator('.pswp__img').first()).toHaveAttribute('src', '/images/interior-59a.svg');
      await expect(viewer.getByRole('button', { name: '닫기 (Esc)' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(page).toHaveURL(/\/Interior\/59A$/);
      // Its history entry is gone: one Back leaves the page.
      await expect.poll(() => page.evaluate(() => !!(history.state as { zoom?: boolean } | null)?.zoom)).toBe(false);
    });

    test('the sub-menu shows its current item on load (E-모델하우스, last of eight)', async ({ page }) => {
      await open(page, '/FloorPlan/Emodel');
      const nav = page.getByRole('navigation', { name: '세대안내 하위 메뉴' });
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveText('E-모델하우스');
      await expect(current).toBeInViewport({ ratio: 0.95 });
      if (narrow) {
        // Items are hidden to the left: the fade says so.
        await expect(nav).toHaveClass(/fade-start/);
        await expect(nav.getByRole('link', { name: '84A', exact: true })).not.toBeInViewport({ ratio: 0.5 });
      }
    });
  });

  test.describe(`${size}: built-in VR`, () => {
    test.use({ viewport });

    test('the E-model house frame: a click anywhere starts the 360° panorama, which draws; type buttons switch it', async ({ page }) => {
      await open(page, '/FloorPlan/Emodel');
      // The hint says what the frame does.
      await expect(page.locator('.vr-hint')).toContainText('화면을 클릭하시면');
      const frameBox = page.locator('.vr-box iframe');
      await frameBox.scrollIntoViewIfNeeded();
      const vr = page.frameLocator('.vr-box iframe');
      const start = vr.getByRole('button', { name: /360° VR 보기/ });
      await expect(start).toBeVisible();
      // Nothing is drawn (or downloaded) before the visitor asks.
      await expect(vr.locator('canvas')).toHaveCount(0);
      const box = (await frameBox.boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.3);
      const canvas = vr.locator('.vr-panorama canvas');
      await expect(canvas).toBeVisible();
      await expect(vr.locator('.pnlm-load-box')).toBeHidden();
      await expect(vr.locator('.pnlm-error-msg')).toBeHidden();
      await expect.poll(() => distinctColours(page, canvas)).toBeGreaterThan(40);

      const types = vr.getByRole('navigation', { name: '타입 선택' }).getByRole('button');
      await expect(types).toHaveText(siteConfig.units.map((u) => u.label));
      await expect(types.first()).toHaveAttribute('aria-pressed', 'true');
      await types.nth(4).click();
      await expect(types.nth(4)).toHaveAttribute('aria-pressed', 'true');
      await expect(vr.locator('.pnlm-title-box')).toHaveText('99A 타입 거실');
    });

    test('the VR page opens on the type it is asked for (the asking page switches types itself)', async ({ page }) => {
      await page.goto('/vr/index.html?type=84B');
      await expect(page.getByRole('button', { name: /84B 타입 거실/ })).toBeVisible();
      // The start button is a real button: Enter works.
      await page.getByRole('button', { name: /360° VR 보기/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.pnlm-title-box')).toHaveText('84B 타입 거실');
      await expect(page.getByRole('navigation', { name: '타입 선택' })).toBeHidden();
      await expect.poll(() => distinctColours(page, page.locator('canvas'))).toBeGreaterThan(40);
    });
  });
}

test.describe('1024 px laptop: the header keeps both actions', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('관심고객 등록 and the phone number with its digits both show, clear of the menu', async ({ page }) => {
    await open(page, '/');
    const reserve = page.locator('header .header-reserve');
    const phone = page.locator('header .header-phone');
    await expect(reserve).toBeVisible();
    await expect(reserve).toHaveText('관심고객 등록');
    await expect(phone).toBeVisible();
    await expect(phone.getByText(siteConfig.consultationPhone)).toBeVisible();
    const menu = (await page.locator('header .gnb-list').boundingBox())!;
    const r = (await reserve.boundingBox())!;
    const p = (await phone.boundingBox())!;
    expect(r.x + r.width).toBeLessThanOrEqual(menu.x);
    expect(menu.x + menu.width).toBeLessThanOrEqual(p.x);
    expect(p.x + p.width).toBeLessThanOrEqual(1024);
    // Every menu item on one line, inside the header.
    for (const link of await page.locator('header .gnb-link').all()) {
      const b = (await link.boundingBox())!;
      expect(b.height).toBeGreaterThan(20);
      expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
  });
});
