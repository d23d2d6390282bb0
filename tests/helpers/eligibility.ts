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
