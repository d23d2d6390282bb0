/** A 모집공고's figures as the desk enters them, and buyers that the tests answer with. */
import type { EligibilityFigures } from '../../shared/tools/eligibility';
import { STANDARD_DEPOSITS_MANWON } from '../../shared/tools/eligibility-rules';

/** 3인 가구: 신혼부부 140% 1,050만원, 생애최초 130% 975만원 (figures of the shape a notice prints). */
export const FIGURES: Omit<EligibilityFigures, 'updatedAt'> = {
  noticeDate: '2026-12-01',
  supplies: [
    { key: 'general1', units: 600 },
    { key: 'general2', units: 0 },
    { key: 'newlywed', units: 230, incomePercent: 140, incomeLimits: [8_000_000, 9_500_000, 10_500_000, 11_500_000, 12_000_000, 12_500_000, 13_000_000, 13_500_000], dualIncomePercent: 200, dualIncomeLimits: [11_000_000, 13_000_000, 15_000_000, 16_500_000, 17_000_000, 17_500_000, 18_000_000, 18_500_000], assetLimit: 331_000_000 },
    { key: 'firstHome', units: 120, incomePercent: 130, incomeLimits: [7_500_000, 8_800_000, 9_750_000, 10_700_000, 11_100_000, 11_600_000, 12_100_000, 12_500_000], assetLimit: 331_000_000 },
    { key: 'multiChild', units: 140 },
    { key: 'elderly', units: 40 },
    { key: 'newborn', units: 100, incomePercent: 140, incomeLimits: [8_000_000, 9_500_000, 10_500_000, 11_500_000, 12_000_000, 12_500_000, 13_000_000, 13_500_000], assetLimit: 331_000_000 },
    { key: 'institution', units: 145 },
  ],
  areas: [
    { id: 'a1', label: '인천광역시', zone: 'local', depositRegion: 'metro-city' },
    { id: 'a2', label: '서울특별시', zone: 'other', depositRegion: 'seoul-busan' },
    { id: 'a3', label: '경기도', zone: 'other', depositRegion: 'other' },
  ],
  deposits: STANDARD_DEPOSITS_MANWON,
  region: { regulated: false, firstRankMonths: 12, householderOnly: false, rewinRestriction: true },
};

/**
 * Married in 2023, a baby on the way, 3 in the household, no home ever, an account of 30 months with
 * 400만원 (인천: 84㎡ needs 250만원), earning 1,000만원 a month: within 신혼부부 (1,050만원) but over
 * 생애최초 (975만원).
 */
export const NEWLYWED_BUYER = {
  area: 'a1',
  householder: 'yes',
  householdSize: '3',
  homes: 'none',
  everOwned: 'no',
  accountMonths: '30',
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

export const OVER_FIRST_HOME = '월평균소득 1,000만원이 생애최초 소득 기준(3인 가구 130%, 975만원)을 넘습니다.';
