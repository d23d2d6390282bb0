/**
 * Screens for people to look at (issue 65), written only with SCREENSHOT_DIR set: at 390 px, the
 * eligibility answer for a 99A buyer under 향남역 그로브 스위첸's supply table (no 신혼부부·생애최초·
 * 신생아·기관추천 in that type), the answer for a household with a parent on the 등본 for six months,
 * and the score page during the 청약 window (its 기준일 the 모집공고일, not today). Skipped in a plain
 * run: it replaces the shared eligibility figures, which other files read.
 */
import mongoose from 'mongoose';
import type { Page } from '@playwright/test';
import { strictTest as test, expect, MOBILE, screenshot } from './fixtures';
import { FIGURES, FIGURES_463 } from '../helpers/eligibility';
import { siteConfig } from '../../shared/site.config';

test.skip(!process.env.SCREENSHOT_DIR, 'screens for people to look at: run with SCREENSHOT_DIR');
test.use({ viewport: MOBILE });
// One worker for the file: its figures are put back only when all its screens are taken.
test.describe.configure({ mode: 'serial' });

let conn: mongoose.Connection | undefined;
const figuresDoc = async () =>
  (conn ??= await mongoose.createConnection(process.env.E2E_MONGODB_URI!, { autoCreate: false, autoIndex: false }).asPromise()).collection<{ _id: string }>('eligibility_figures');
const seed = async (figures: typeof FIGURES) => {
  const { noticeDate: _day, ...rest } = figures;
  await (await figuresDoc()).replaceOne({ _id: 'current' }, { ...rest, rev: 1, updatedAt: new Date(), updatedBy: 'e2e@example.com' }, { upsert: true });
};
test.afterAll(async () => {
  await seed(FIGURES);
  await conn?.close();
});

const choose = (page: Page, question: string, answer: string) => page.getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();

/** The newlywed buyer of tests/helpers/eligibility.ts, with a type and a household of one's own. */
async function answer(page: Page, o: { unit: string; size: string; recentParents: string; income: string }) {
  await choose(page, '주민등록상 거주지역', '화성특례시 (해당지역)');
  await choose(page, '세대주이신가요?', '예');
  await page.getByLabel('세대원 수(본인 포함)').fill(o.size);
  await page.getByLabel('그중 등본에 함께 오른 지 1년이 안 된 부모님·조부모님').fill(o.recentParents);
  await choose(page, '지금 세대원 중 집을 가진 분이 있나요?', '아무도 없습니다(무주택)');
  await choose(page, '세대원 중 과거에 집을 가진 적이 있는 분이 있나요?', '아니오');
  await page.getByLabel('청약통장 가입일').fill('2024-01-10');
  await page.getByLabel('청약통장 예치금').fill('400');
  await page.getByLabel('청약하실 타입').selectOption(o.unit);
  await choose(page, '혼인신고를 하셨나요?', '예');
  await page.getByLabel('혼인신고일').fill('2023-05-20');
  await page.getByLabel('미성년 자녀 수').fill('0');
  await choose(page, '지금 임신 중이신가요?', '예');
  await choose(page, '만 65세 이상 부모님(조부모님)을 3년 이상 모시고 사시나요?', '아니오');
  await page.getByLabel('세대 월평균소득(세전)').fill(o.income);
  await choose(page, '맞벌이이신가요?', '아니오');
  await page.getByLabel('세대의 부동산(토지·건물) 자산가액').fill('20000');
  await choose(page, '소득세를 5년 이상 내셨나요?', '예');
  await choose(page, '세대원 중 청약에 당첨된 적이 있나요?', '없습니다(5년 넘게 지났으면 여기)');
  await choose(page, '세대원 중 특별공급으로 당첨된 적이 있나요?', '아니오');
  await choose(page, '국가보훈부·지자체 등 기관의 특별공급 추천을 받으셨나요?', '아니오');
  await page.getByRole('button', { name: '결과 보기' }).click();
  await expect(page.locator('#elig-result-title')).toBeVisible();
}

test.describe('the eligibility answer', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeAll(() => seed(FIGURES_463));

  test('99A under the notice\'s supply table', async ({ page }) => {
    await page.goto('/SalesInfo/eligibility');
    await answer(page, { unit: '99A', size: '3', recentParents: '0', income: '1000' });
    await expect(page.locator('[data-supply="newlywed"]')).toContainText('이 주택형에는 신혼부부 특별공급이 없습니다');
    await screenshot(page.locator('#result'), 'eligibility-99A-390.png');
  });

  test('a household with a parent of six months', async ({ page }) => {
    await page.goto('/SalesInfo/eligibility');
    await answer(page, { unit: '84A', size: '4', recentParents: '1', income: '7,533,764원' });
    await expect(page.locator('[data-supply="newlywed"]')).toContainText('청약 가능 · 일반공급');
    await screenshot(page.locator('#result'), 'eligibility-recent-parent-390.png');
  });
});

test('the score page during the 청약 window counts to the 모집공고일', async ({ page }) => {
  const notice = siteConfig.schedule.find((s) => s.key === 'announcement')!.start;
  await page.goto('/SalesInfo/score');
  await expect(page.getByLabel('기준일')).toHaveValue(notice);
  await page.getByLabel('생년월일').fill('1983-04-17');
  await page.getByLabel('혼인신고일').fill('2010-09-04');
  await page.getByRole('radio', { name: '주택을 소유한 적이 없습니다' }).check();
  await page.getByLabel('부양가족 수').fill('3');
  await page.getByLabel('청약통장 가입일', { exact: true }).fill('2012-06-20');
  await page.getByRole('button', { name: /계산/ }).first().click();
  await expect(page.getByTestId('score-summary')).toContainText('2026년 12월 1일 기준');
  await screenshot(page.locator('.score-form'), 'score-window-form-390.png');
  await screenshot(page.locator('#score-result'), 'score-window-result-390.png');
});
