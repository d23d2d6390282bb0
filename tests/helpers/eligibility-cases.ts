/**
 * The eligibility rules as a table of cases, each with its source (the article of 「주택공급에 관한
 * 규칙」 in force on 2026-06-15, or 입주자모집공고 2026000443 and its page). Each case is a buyer
 * (NEWLYWED_BUYER with some answers changed), sometimes the notice's figures changed, and what the
 * answer must say for one supply. tests/eligibility-rules.test.ts checks every case from the pure
 * function, the API and the page's own post without JavaScript.
 */
import type { EligibilityFigures, PartKey, SupplyKey } from '../../shared/tools/eligibility';
import { FIGURES, NEWLYWED_BUYER } from './eligibility';

export interface EligibilityCase {
  rule: string;
  source: string;
  answers: Partial<Record<keyof typeof NEWLYWED_BUYER | string, string>>;
  figures?: Partial<Omit<EligibilityFigures, 'updatedAt'>>;
  supply: SupplyKey;
  status: 'eligible' | 'ineligible' | 'none';
  part?: PartKey;
  /** Words the answer for that supply must show (its reason, why or note). */
  says?: string;
}

const P = '입주자모집공고 2026000443';
const single = { married: 'no', marriageDate: '', pregnant: 'no', children: '0' };

export const CASES: EligibilityCase[] = [
  // 1. Tiers: 우선 (no asset test), 맞벌이 with each spouse's cap, 일반, 추첨 over the income limits.
  { rule: '신혼부부 우선공급: 3인 이하 100% 이내', source: `${P} 14~15쪽`, answers: { incomeManwon: '700' }, supply: 'newlywed', status: 'eligible', part: 'priority', says: '우선공급 기준(100% 753만 3,763원) 이내' },
  { rule: '신혼부부 우선공급에는 자산 기준이 없다', source: `${P} 14쪽(소득기준 또는 자산기준)`, answers: { incomeManwon: '700', assetsManwon: '50000' }, supply: 'newlywed', status: 'eligible', part: 'priority' },
  { rule: '신혼부부 맞벌이 우선: 120% 이내, 부부 중 한 분 100% 이내', source: `${P} 14~15쪽`, answers: { incomeManwon: '900', dualIncome: 'yes', spouseIncomeManwon: '700' }, supply: 'newlywed', status: 'eligible', part: 'priority', says: '맞벌이 120% 904만 516원' },
  { rule: '신혼부부 맞벌이: 한 분이 100%를 넘으면 일반공급', source: `${P} 14~15쪽`, answers: { incomeManwon: '900', dualIncome: 'yes', spouseIncomeManwon: '800' }, supply: 'newlywed', status: 'eligible', part: 'general' },
  { rule: '신혼부부 소득 초과라도 부동산 3억 3,100만원 이하면 추첨공급', source: `${P} 14쪽, 16쪽`, answers: { incomeManwon: '1300', assetsManwon: '0' }, supply: 'newlywed', status: 'eligible', part: 'lottery' },
  { rule: '신혼부부 소득·자산 모두 초과면 불가', source: `${P} 14쪽, 16쪽`, answers: { incomeManwon: '1300', assetsManwon: '40000' }, supply: 'newlywed', status: 'ineligible', says: '추첨공급 자산 기준(3억 3,100만원)을 넘습니다' },
  // 4. The table's shape: 1-3 people use 3인 이하; 9 people add 579,278 a person to 8인.
  { rule: '2인 가구는 3인 이하 금액으로 본다', source: `${P} 15쪽`, answers: { householdSize: '2', incomeManwon: '753' }, supply: 'newlywed', status: 'eligible', part: 'priority' },
  { rule: '2인 가구, 3인 이하 100%를 넘으면 일반공급', source: `${P} 15쪽`, answers: { householdSize: '2', incomeManwon: '754' }, supply: 'newlywed', status: 'eligible', part: 'general' },
  { rule: '9인 가구: 8인 금액 + 1인당 579,278원의 140%', source: `${P} 15쪽(9인 이상 가구 소득기준)`, answers: { householdSize: '9', incomeManwon: '1620' }, supply: 'newlywed', status: 'eligible', part: 'general', says: '9인 가구 일반공급 기준(140% 1,630만 1,736원)' },
  { rule: '8인 가구는 같은 소득이면 140%를 넘어 추첨공급', source: `${P} 15쪽`, answers: { householdSize: '8', incomeManwon: '1620' }, supply: 'newlywed', status: 'eligible', part: 'lottery' },
  // 2. 생애최초: the household.
  { rule: '생애최초 우선공급: 130% 이내', source: `${P} 18~19쪽`, answers: { incomeManwon: '900' }, supply: 'firstHome', status: 'eligible', part: 'priority', says: '130% 979만 3,892원' },
  { rule: '생애최초 단독세대 1인 가구는 전용 60㎡ 이하만', source: `${P} 18쪽; 제43조`, answers: { ...single, householdSize: '1', singleWith: 'alone', incomeManwon: '300' }, supply: 'firstHome', status: 'ineligible', says: '단독세대는 전용 60㎡ 이하 주택형에만' },
  { rule: '생애최초 1인 가구(직계존속과 같은 세대)는 추첨공급으로만', source: `${P} 18쪽`, answers: { ...single, householdSize: '2', singleWith: 'parents', incomeManwon: '500' }, supply: 'firstHome', status: 'eligible', part: 'lottery', says: '1인 가구는 추첨공급으로만' },
  { rule: '생애최초 1인 가구: 160% 초과이고 부동산도 초과면 불가', source: `${P} 18~19쪽`, answers: { ...single, householdSize: '2', singleWith: 'parents', incomeManwon: '1300', assetsManwon: '40000' }, supply: 'firstHome', status: 'ineligible' },
  { rule: '생애최초: 미혼 자녀가 있으면 1인 가구가 아니다', source: `${P} 18쪽(가목)`, answers: { ...single, householdSize: '2', singleWith: 'child', incomeManwon: '500' }, supply: 'firstHome', status: 'eligible', part: 'priority' },
  // 3. 신생아: 1순위 (제28조), the child's age, the tiers.
  { rule: '신생아는 1순위여야 한다(1순위 12개월인 지역에서 8개월 통장은 불가)', source: '제28조제1항; 입주자모집공고 2026000443 20쪽', answers: { accountOpened: '2026-01-18' }, figures: { region: { regulated: false, firstRankMonths: 12, householderOnly: false, rewinRestriction: true } }, supply: 'newborn', status: 'ineligible', says: '12개월 이상이어야' },
  { rule: '신생아: 2세가 되는 날까지 포함', source: `${P} 20쪽`, answers: { pregnant: 'no', children: '1', youngestBirthDate: '2024-09-18' }, supply: 'newborn', status: 'eligible', part: 'general' },
  { rule: '신생아: 2세가 지난 자녀는 안 된다', source: `${P} 20쪽`, answers: { pregnant: 'no', children: '1', youngestBirthDate: '2024-09-17' }, supply: 'newborn', status: 'ineligible', says: '2세 미만' },
  { rule: '신생아 추첨공급: 160% 초과, 부동산 3억 3,100만원 이하', source: `${P} 20~21쪽`, answers: { incomeManwon: '1300' }, supply: 'newborn', status: 'eligible', part: 'lottery' },
  // 6. No units, and the account as a date.
  { rule: '세대수 0인 공급은 "이번 공급 없음"', source: `${P} 6쪽(공급대상)`, answers: {}, figures: { supplies: FIGURES.supplies.map((s) => (s.key === 'elderly' ? { ...s, units: 0 } : s)) }, supply: 'elderly', status: 'none' },
  { rule: '청약통장 가입일로 1순위 6개월: 하루 모자라면 불가', source: `제28조제1항; ${P} 22쪽`, answers: { accountOpened: '2026-03-19' }, supply: 'general1', status: 'ineligible', says: '6개월 이상이어야 합니다(입력하신 가입일 기준 5개월)' },
  { rule: '청약통장 가입일로 1순위 6개월: 그날이면 가능', source: `제28조제1항; ${P} 22쪽`, answers: { accountOpened: '2026-03-18' }, supply: 'general1', status: 'eligible' },
  // 5. 혼인·출산 특례 (제55조의3).
  { rule: '혼인특례: 본인의 혼인 전 특별공급 당첨은 신혼부부를 막지 않는다', source: `제55조의3제2항; ${P} 10쪽`, answers: { specialBefore: 'yes', winWhen: 'selfBeforeMarriage' }, supply: 'newlywed', status: 'eligible', part: 'general', says: '혼인특례' },
  { rule: '혼인특례는 신혼부부에만: 생애최초는 1회 제한', source: `제55조; 제55조의3제2항; ${P} 10쪽`, answers: { specialBefore: 'yes', winWhen: 'selfBeforeMarriage' }, supply: 'firstHome', status: 'ineligible', says: '한 세대에 한 번만' },
  { rule: '혼인특례는 본인 기준 1회', source: `제55조의3제2항; ${P} 10쪽`, answers: { pregnant: 'no', specialBefore: 'yes', winWhen: 'selfBeforeMarriage', exemptionUsed: 'marriage' }, supply: 'newlywed', status: 'ineligible', says: '혼인특례는 본인 기준 한 번만' },
  { rule: '배우자의 혼인 전 당첨(재당첨 제한 포함)은 생애최초를 막지 않는다', source: `제55조의3제1항; ${P} 10쪽`, answers: { specialBefore: 'yes', recentWin: 'restricted', winWhen: 'spouseBeforeMarriage' }, supply: 'firstHome', status: 'eligible', part: 'general', says: '배우자가 혼인 전에 당첨된 이력' },
  { rule: '배우자의 혼인 전 당첨은 다자녀에는 적용되지 않는다', source: `제55조의3제1항; ${P} 10쪽`, answers: { pregnant: 'no', children: '2', specialBefore: 'yes', winWhen: 'spouseBeforeMarriage' }, supply: 'multiChild', status: 'ineligible' },
  { rule: '출산특례: 2024.6.19. 이후 출생 자녀, 집을 처분하는 조건으로 다시 한 번', source: `제55조의3제3항; ${P} 10쪽`, answers: { pregnant: 'no', children: '1', youngestBirthDate: '2025-03-01', specialBefore: 'yes', winWhen: 'afterMarriage', homes: 'one', homeSale: 'agree' }, supply: 'newlywed', status: 'eligible', part: 'general', says: '출산특례' },
  { rule: '출산특례: 처분에 동의하지 않으면 무주택 요건', source: `제55조의3제3항; ${P} 10쪽`, answers: { pregnant: 'no', children: '1', youngestBirthDate: '2025-03-01', specialBefore: 'yes', winWhen: 'afterMarriage', homes: 'one', homeSale: 'no' }, supply: 'newlywed', status: 'ineligible', says: '처분하는 조건을 받아들이셔야' },
  { rule: '출산특례: 2024.6.19. 전에 태어난 자녀로는 안 된다', source: `제55조의3제3항; ${P} 10쪽`, answers: { pregnant: 'no', children: '1', youngestBirthDate: '2024-06-18', specialBefore: 'yes', winWhen: 'afterMarriage' }, supply: 'newlywed', status: 'ineligible', says: '한 세대에 한 번만' },
  { rule: '출산특례는 세대 기준 1회', source: `제55조의3제3항; ${P} 10쪽`, answers: { specialBefore: 'yes', winWhen: 'afterMarriage', exemptionUsed: 'birth' }, supply: 'newlywed', status: 'ineligible', says: '출산특례는 세대 기준 한 번만' },
  { rule: '출산특례: 본인·배우자 외 세대원의 당첨이면 적용 불가', source: `제55조의3제3항; ${P} 10~11쪽`, answers: { specialBefore: 'yes', winWhen: 'otherMember' }, supply: 'newlywed', status: 'ineligible' },
  { rule: '출산특례는 생애최초에는 없다', source: `제55조의3제3항; ${P} 10쪽`, answers: { specialBefore: 'yes', winWhen: 'afterMarriage' }, supply: 'firstHome', status: 'ineligible', says: '한 세대에 한 번만' },
];
