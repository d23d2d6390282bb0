/**
 * The eligibility rules as a table of cases, each with its source (the article of 「주택공급에 관한
 * 규칙」 in force on 2026-06-15, or 입주자모집공고 2026000443, 2026000463 or 2026000445 and its page;
 * the last two are transcribed in the public repository cheongyak/cheongyak.github.io under
 * evidence/notices/, whose "- N -" marks open page N). Each case is a buyer
 * (NEWLYWED_BUYER with some answers changed), sometimes the notice's figures changed, and what the
 * answer must say for one supply. tests/eligibility-rules.test.ts checks every case from the pure
 * function, the API and the page's own post without JavaScript.
 */
import type { EligibilityFigures, PartKey, SupplyKey } from '../../shared/tools/eligibility';
import { FIGURES, FIGURES_445, FIGURES_463, NEWLYWED_BUYER } from './eligibility';

export interface EligibilityCase {
  rule: string;
  source: string;
  answers: Partial<Record<keyof typeof NEWLYWED_BUYER | string, string>>;
  figures?: Partial<Omit<EligibilityFigures, 'updatedAt'>>;
  supply: SupplyKey;
  status: 'eligible' | 'ineligible' | 'none';
  part?: PartKey;
  /** Words the answer for that supply must show (its reason, why, note or what it did not check). */
  says?: string;
  /** The badge the page shows, where it is not the status's own (a type without the supply, a condition). */
  badge?: string;
}

const P = '입주자모집공고 2026000443';
const single = { married: 'no', marriageDate: '', pregnant: 'no', children: '0' };
const H = '입주자모집공고 2026000463';
const S = '입주자모집공고 2026000445';
/** 출산특례: a child born 2025-03-01, a 특별공급 won after marriage, one home the household will sell. */
const birthExemption = { pregnant: 'no', children: '1', youngestBirthDate: '2025-03-01', specialBefore: 'yes', winWhen: 'afterMarriage', homes: 'one', homeSale: 'agree', incomeManwon: '1300', assetsManwon: '50000' };
const newbornOnly = { pregnant: 'no', children: '1' };

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

  // Issue 65, item 1: who counts in the household for the income table (a 직계존속 after a year on the 등본).
  { rule: '직계존속은 등본에 1년 이상 함께 올라야 소득 기준의 가구원수: 6개월 된 부모님을 빼면 3인, 일반공급', source: `${H} 18쪽(가구원수 산정 기준)`, answers: { householdSize: '4', recentParents: '1', incomeManwon: '800' }, figures: FIGURES_463, supply: 'newlywed', status: 'eligible', part: 'general', says: '1명을 빼고 3인으로' },
  { rule: '1년 넘게 함께 오른 부모님은 가구원수에 들어가 4인, 우선공급', source: `${H} 18쪽(가구원수 산정 기준)`, answers: { householdSize: '4', recentParents: '0', incomeManwon: '800' }, figures: FIGURES_463, supply: 'newlywed', status: 'eligible', part: 'priority', says: '4인 가구 우선공급 기준(100% 880만 2,202원)' },
  // Item 3: supply by type, as the notice's table prints it.
  { rule: '85㎡ 초과 주택형에는 신혼부부 특별공급이 없다', source: `${H} 12쪽(주택형별 특별공급 세대수)`, answers: { unit: '99A' }, figures: FIGURES_463, supply: 'newlywed', status: 'none', says: '이 주택형에는 신혼부부 특별공급이 없습니다', badge: '이 주택형 공급 없음' },
  { rule: '85㎡ 초과 주택형에는 생애최초 특별공급도 없다', source: `${H} 12쪽`, answers: { unit: '99A' }, figures: FIGURES_463, supply: 'firstHome', status: 'none', says: '이 주택형에는 생애최초 특별공급이 없습니다', badge: '이 주택형 공급 없음' },
  { rule: '85㎡ 초과 주택형에도 노부모부양은 있다', source: `${H} 12쪽, 19쪽`, answers: { unit: '99A', elderly: 'yes' }, figures: FIGURES_463, supply: 'elderly', status: 'eligible' },
  { rule: '특별공급이 배정되지 않은 주택형(74A)에는 신생아 특별공급이 없다', source: `${S} 9쪽(배정 호수가 없는 주택형은 신청 불가)`, answers: { unit: '84B' }, figures: FIGURES_445, supply: 'newborn', status: 'none', says: '이 주택형에는 신생아 특별공급이 없습니다', badge: '이 주택형 공급 없음' },
  { rule: '59형에는 신혼부부 특별공급이 있다(11세대)', source: `${S} 9쪽, 13쪽`, answers: {}, figures: FIGURES_445, supply: 'newlywed', status: 'eligible', part: 'general' },
  // Item 10: what the site does not check, next to the verdict.
  { rule: '주택형별 세대수가 등록되지 않으면 그렇다고 말한다', source: `${H} 12쪽`, answers: {}, supply: 'newlywed', status: 'eligible', part: 'general', says: '주택형별 공급 세대수가 아직 등록되지 않아 84A 타입에 신혼부부 특별공급이 있는지 확인하지 못했습니다' },
  { rule: '해당지역 거주기간(전주시 1년 이상)은 확인하지 않았다고 말한다', source: `${S} 1쪽, 4쪽`, answers: {}, figures: FIGURES_445, supply: 'general1', status: 'eligible', says: '전주시에 모집공고일 현재 1년 이상 계속 거주하셔야 해당지역으로' },
  { rule: '소득 산정 방식은 확인하지 않았다고 말한다', source: `${H} 18쪽(월평균소득 산정)`, answers: {}, figures: FIGURES_463, supply: 'newlywed', status: 'eligible', part: 'general', says: '입력하신 금액을 그대로 기준과 비교했습니다' },
  // Item 4: the 출산특례's home is not counted in 부동산 for 추첨 (신혼부부·신생아).
  { rule: '출산특례로 처분할 주택은 신혼부부 추첨공급의 부동산에서 뺀다', source: `제55조의3제3항; ${H} 13쪽`, answers: { ...birthExemption, saleHomeManwon: '30000' }, figures: FIGURES_463, supply: 'newlywed', status: 'eligible', part: 'lottery', says: '처분하실 주택(3억원)을 빼고' },
  { rule: '처분할 주택의 가액을 빼지 않으면 부동산 5억원은 추첨공급 기준을 넘는다', source: `제55조의3제3항; ${H} 13쪽, 19쪽`, answers: { ...birthExemption, saleHomeManwon: '0' }, figures: FIGURES_463, supply: 'newlywed', status: 'ineligible', says: '추첨공급 자산 기준(3억 3,100만원)을 넘습니다' },
  { rule: '출산특례로 처분할 주택은 신생아 추첨공급의 부동산에서도 뺀다', source: `제55조의3제3항; ${S} 9쪽`, answers: { ...birthExemption, saleHomeManwon: '30000' }, figures: FIGURES_445, supply: 'newborn', status: 'eligible', part: 'lottery', says: '처분하실 주택(3억원)을 빼고' },
  // Item 5: income to the won.
  { rule: '7,533,764원은 3인 이하 100%(7,533,763원)를 1원 넘어 일반공급', source: `${H} 18쪽`, answers: { incomeManwon: '7,533,764원' }, supply: 'newlywed', status: 'eligible', part: 'general', says: '월평균소득 753만 3,764원이 3인 이하 가구 일반공급 기준' },
  { rule: '753만 3,763원은 100% 이내, 우선공급', source: `${H} 18쪽`, answers: { incomeManwon: '753만 3,763원' }, supply: 'newlywed', status: 'eligible', part: 'priority', says: '월평균소득 753만 3,763원이 3인 이하 가구 우선공급 기준' },
  { rule: '숫자만 쓰면 만원: 753은 753만원, 우선공급', source: `${H} 18쪽`, answers: { incomeManwon: '753' }, supply: 'newlywed', status: 'eligible', part: 'priority', says: '월평균소득 753만원이' },
  // Item 6: 기관추천's account, but for the recommendations the rule exempts.
  { rule: '기관추천(중소기업 근로자 등)은 청약통장 6개월이 필요하다', source: `제36조; ${H} 14쪽`, answers: { recommended: 'yes', recommendedAs: 'other', accountOpened: '2026-06-01' }, figures: FIGURES_463, supply: 'institution', status: 'ineligible', says: '6개월 이상이어야 합니다(입력하신 가입일 기준 4개월)' },
  { rule: '장애인 추천은 청약통장이 필요 없다', source: `제36조; ${H} 14쪽`, answers: { recommended: 'yes', recommendedAs: 'disabled', accountOpened: '2026-06-01' }, figures: FIGURES_463, supply: 'institution', status: 'eligible', says: '청약통장이 필요하지 않습니다' },
  { rule: '국가유공자 추천은 청약통장이 필요 없다', source: `제36조; ${S} 11쪽`, answers: { recommended: 'yes', recommendedAs: 'merit', accountOpened: '2026-08-01' }, figures: FIGURES_445, supply: 'institution', status: 'eligible' },
  // Item 7: a regulated area: a 1주택 household enters 일반공급 only by 추첨, on condition of selling.
  { rule: '규제지역 1주택 세대는 1순위 추첨제로만', source: `제28조제6항·제8항; ${H} 6쪽(추첨 순서: 무주택 75%, 1주택 포함 25%)`, answers: { homes: 'one' }, figures: { region: { regulated: true, firstRankMonths: 12, householderOnly: true, rewinRestriction: true } }, supply: 'general1', status: 'eligible', part: 'lottery', says: '가점제로는 청약하실 수 없고', badge: '청약 가능 · 추첨제로만' },
  { rule: '규제지역 1주택 당첨자의 기존 주택 처분 조건은 2023. 2. 28. 개정으로 없어졌다(그 전에는 입주 가능일부터 2년)', source: `제28조제8항(2023. 2. 28. 개정·시행); ${H} 6쪽(1주택 세대는 조건 없이 나머지 25%)`, answers: { homes: 'one' }, figures: { region: { regulated: true, firstRankMonths: 12, householderOnly: true, rewinRestriction: true } }, supply: 'general1', status: 'eligible', part: 'lottery', says: '기존 주택을 처분하셔야 하는 조건은 없습니다', badge: '청약 가능 · 추첨제로만' },
  { rule: '비규제지역 1주택 세대는 1순위 그대로', source: `${H} 1쪽(비규제지역), 26쪽`, answers: { homes: 'one' }, figures: FIGURES_463, supply: 'general1', status: 'eligible' },
  // Item 8: 29 February, by 민법 제158조·제160조: a child born 2024-02-29 turns 2 on 2026-03-01.
  { rule: '2024.2.29. 출생 자녀는 2026.3.1.에 2세가 되고, 그날까지 신생아', source: '민법 제158조·제160조; 신생아 특별공급(2세가 되는 날 포함)', answers: { ...newbornOnly, youngestBirthDate: '2024-02-29' }, figures: { noticeDate: '2026-03-01' }, supply: 'newborn', status: 'eligible', part: 'general' },
  { rule: '2024.2.29. 출생 자녀는 2026.3.2.에는 신생아가 아니다', source: '민법 제158조·제160조; 신생아 특별공급', answers: { ...newbornOnly, youngestBirthDate: '2024-02-29' }, figures: { noticeDate: '2026-03-02' }, supply: 'newborn', status: 'ineligible', says: '막내 자녀가 2세가 되는 날: 2026.03.01' },
  // More from 2026000463 and 2026000445.
  { rule: '수도권 1순위는 12개월: 하루 모자라면 불가', source: `제28조제1항; ${H} 2쪽, 26쪽`, answers: { accountOpened: '2025-10-03' }, figures: FIGURES_463, supply: 'general1', status: 'ineligible', says: '12개월 이상이어야 합니다(입력하신 가입일 기준 11개월)' },
  { rule: '수도권 1순위 12개월: 그날이면 가능', source: `제28조제1항; ${H} 2쪽, 26쪽`, answers: { accountOpened: '2025-10-02' }, figures: FIGURES_463, supply: 'general1', status: 'eligible' },
  { rule: '비수도권 1순위는 6개월', source: `제28조제1항; ${S} 1쪽, 10쪽`, answers: { accountOpened: '2026-03-18' }, figures: FIGURES_445, supply: 'general1', status: 'eligible' },
  { rule: '재당첨 제한이 없는 단지는 제한 기간 중인 세대도 청약할 수 있다', source: `제54조; ${H} 5쪽`, answers: { recentWin: 'restricted', winWhen: 'otherMember' }, figures: FIGURES_463, supply: 'general1', status: 'eligible' },
  { rule: '신생아: 모집공고일에 2세가 되는 자녀는 포함', source: `${H} 23쪽(2세가 되는 날을 포함)`, answers: { ...newbornOnly, youngestBirthDate: '2024-10-02' }, figures: FIGURES_463, supply: 'newborn', status: 'eligible', part: 'general' },
  { rule: '신생아: 모집공고일 전날 2세가 된 자녀는 제외', source: `${H} 23쪽`, answers: { ...newbornOnly, youngestBirthDate: '2024-10-01' }, figures: FIGURES_463, supply: 'newborn', status: 'ineligible', says: '2세 미만(2세가 되는 날 포함)' },
];
