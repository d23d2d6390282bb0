import { test, expect, DESKTOP } from './fixtures';

test.use({ viewport: DESKTOP });

test('home page hydrates and navigates in-app', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('더 해온 레이크시티 공식 홈페이지');
  await page.locator('.gnb-link', { hasText: '브랜드' }).click();
  await expect(page).toHaveURL(/\/Brand\/intro$/);
  await expect(page).toHaveTitle(/브랜드 소개/);
  expect(errors).toEqual([]);
});
