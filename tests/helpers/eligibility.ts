/**
 * A 모집공고's figures as the desk enters them, and buyers that the tests answer with. The figures
 * are those of 에코델타시티 금강펜테리움 에코리버 (입주자모집공고 2026-09-18, 청약홈 2026000443): its
 * 특별공급 tiers (pp. 14, 18, 20), the 2025년도 도시근로자 가구원수별 월평균소득 at 100 % (p. 15)
 * and 부동산 3억 3,100만원 (p. 16).
 */
import type { EligibilityFigures } from '../../shared/tools/eligibility';
import { STANDARD_DEPOSITS_MANWON } from '../../shared/tools/eligibility-rules';

const ASSETS = 331_000_000;

export const FIGURES: Omit<EligibilityFigures, 'updatedAt'> = {
  noticeDate: '2026-09-18',
  supplies: [
    { key: 'general1', units: 127 },
    { key: 'general2', units: 127 },
    { key: 'newlywed', units: 54, priority: { percent: 100, dualPercent: 120 }, general: { percent: 140, dualPercent: 160 }, lotteryAssetLimit: ASSETS },
    { key: 'firstHome', units: 61, priority: { percent: 130 }, general: { percent: 160 }, lotteryAssetLimit: ASSETS },
    { key: 'multiChild', units: 35 },
    { key: 'elderly', units: 10 },
    { key: 'newborn', units: 36, priority: { percent: 130 }, general: { percent: 160 }, lotteryAssetLimit: ASSETS },
    { key: 'institution', units: 35 },
  ],
  areas: [
    { id: 'a1', label: '부산광역시', zone: 'local', depositRegion: 'seoul-busan' },
    { id: 'a2', label: '울산광역시', zone: 'other', depositRegion: 'metro-city' },
    { id: 'a3', label: '경상남도', zone: 'other', depositRegion: 'other' },
  ],
  deposits: STANDARD_DEPOSITS_MANWON,
  region: { regulated: false, firstRankMonths: 6, householderOnly: false, rewinRestriction: true },
  income: { year: 2025, amounts: [7_533_763, 8_802_202, 9_326_985, 9_906_263, 10_485_541, 11_064_819], perPersonOver8: 579_278 },
};

/**
 * Married in 2023, a baby on the way, 3 in the household, no home ever, an account opened
 * 2024-01-10 with 400만원 (부산: 85㎡ needs 300만원), earning 1,000만원 a month: over 신혼부부's
 * 우선공급 (100 %, 753만 3,763원) but within its 일반공급 (140 %, 1,054만 7,268원), and within
 * 생애최초's 일반공급 (130 % < 1,000만원 ≤ 160 %).
 */
export const NEWLYWED_BUYER = {
  area: 'a1',
  householder: 'yes',
  householdSize: '3',
  homes: 'none',
  everOwned: 'no',
  accountOpened: '2024-01-10',
  depositManwon: '400',
  unit: '84A',
  married: 'yes',
  marriageDate: '2023-05-20',
  children: '0',
  youngestBirthDate: '',
  pregnant: 'yes',
  elderly: 'no',
  incomeManwon: '1000',
  dualIncome: 'no',
  assetsManwon: '20000',
  taxFiveYears: 'yes',
  recentWin: 'none',
  specialBefore: 'no',
  recommended: 'no',
};

export const NEWLYWED_GENERAL = '월평균소득 1,000만원이 3인 이하 가구 일반공급 기준(140% 1,054만 7,268원) 이내입니다.';

/**
 * 향남역 그로브 스위첸 (입주자모집공고 2026-10-02, 청약홈 2026000463): 비규제지역, 1순위 12개월 (p. 2),
 * 재당첨 제한 없음 (p. 5), the same 2025년도 income table and 부동산 3억 3,100만원 (pp. 18-19), and its
 * 특별공급 by 주택형 (p. 12). The notice's 84A-84D are the site's 84A-84D; its 107A and 107B (over
 * 85 ㎡, no 신혼부부·생애최초·신생아·기관추천) stand for the site's 99A and 99B; its 71 and 147P have no
 * counterpart here, and the site's 99C is in no row of the table.
 */
export const FIGURES_463: Omit<EligibilityFigures, 'updatedAt'> = {
  noticeDate: '2026-10-02',
  supplies: [
    { key: 'general1', units: 458 },
    { key: 'general2', units: 458 },
    { key: 'newlywed', units: 125, unitsByType: { '84A': 56, '84B': 21, '84C': 21, '84D': 19 }, priority: { percent: 100, dualPercent: 120 }, general: { percent: 140, dualPercent: 160 }, lotteryAssetLimit: ASSETS },
    { key: 'firstHome', units: 59, unitsByType: { '84A': 26, '84B': 10, '84C': 10, '84D': 9 }, priority: { percent: 130 }, general: { percent: 160 }, lotteryAssetLimit: ASSETS },
    { key: 'multiChild', units: 95, unitsByType: { '84A': 38, '84B': 14, '84C': 14, '84D': 13, '99A': 6, '99B': 5 } },
    { key: 'elderly', units: 28, unitsByType: { '84A': 11, '84B': 4, '84C': 4, '84D': 4, '99A': 2, '99B': 2 } },
    { key: 'newborn', units: 84, unitsByType: { '84A': 38, '84B': 14, '84C': 14, '84D': 13 }, priority: { percent: 130 }, general: { percent: 160 }, lotteryAssetLimit: ASSETS },
    { key: 'institution', units: 84, unitsByType: { '84A': 38, '84B': 14, '84C': 14, '84D': 13 } },
  ],
  areas: [
    { id: 'a1', label: '화성특례시', zone: 'local', depositRegion: 'other' },
    { id: 'a2', label: '경기도', zone: 'other', depositRegion: 'other' },
    { id: 'a3', label: '서울특별시', zone: 'other', depositRegion: 'seoul-busan' },
    { id: 'a4', label: '인천광역시', zone: 'other', depositRegion: 'metro-city' },
  ],
  deposits: STANDARD_DEPOSITS_MANWON,
  region: { regulated: false, firstRankMonths: 12, householderOnly: false, rewinRestriction: false },
  income: FIGURES.income!,
};

/**
 * 삼천 하늘채 라비엘 (입주자모집공고 2026-09-18, 청약홈 2026000445): 해당지역 전주시 1년 이상 계속 거주
 * (pp. 1, 4), 기타지역 전주시 1년 미만·전북특별자치도, 비규제지역, 1순위 6개월, 재당첨 제한 없음 (p. 1),
 * 특별공급 by 주택형 (p. 9): its 59 and 74B have them all, its 74A (one unit) none. Here the
 * notice's 59 is the site's 84A, its 74A the site's 84B and its 74B the site's 84C.
 */
export const FIGURES_445: Omit<EligibilityFigures, 'updatedAt'> = {
  noticeDate: '2026-09-18',
  supplies: [
    { key: 'general1', units: 51 },
    { key: 'general2', units: 51 },
    { key: 'newlywed', units: 18, unitsByType: { '84A': 11, '84C': 7 }, priority: { percent: 100, dualPercent: 120 }, general: { percent: 140, dualPercent: 160 }, lotteryAssetLimit: ASSETS },
    { key: 'firstHome', units: 8, unitsByType: { '84A': 5, '84C': 3 }, priority: { percent: 130 }, general: { percent: 160 }, lotteryAssetLimit: ASSETS },
    { key: 'multiChild', units: 12, unitsByType: { '84A': 7, '84C': 5 } },
    { key: 'elderly', units: 3, unitsByType: { '84A': 2, '84C': 1 } },
    { key: 'newborn', units: 12, unitsByType: { '84A': 7, '84C': 5 }, priority: { percent: 130 }, general: { percent: 160 }, lotteryAssetLimit: ASSETS },
    { key: 'institution', units: 12, unitsByType: { '84A': 7, '84C': 5 } },
  ],
  areas: [
    { id: 'a1', label: '전주시', zone: 'local', depositRegion: 'other', minResidenceMonths: 12 },
    { id: 'a2', label: '전북특별자치도(전주시 외)', zone: 'other', depositRegion: 'other' },
  ],
  deposits: STANDARD_DEPOSITS_MANWON,
  region: { regulated: false, firstRankMonths: 6, householderOnly: false, rewinRestriction: false },
  income: FIGURES.income!,
};
