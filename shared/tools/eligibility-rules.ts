/**
 * What the law fixes for every 민영주택 분양, as the questionnaire applies it: the supplies and
 * their names, the 예치금 standard table, the conditions that do not change with a notice, and
 * where each comes from (as data, shown under the answer). This 분양's own figures (which
 * supplies, units, the income table and tiers, region rules) are entered on the desk
 * (shared/tools/eligibility.ts, `EligibilityFigures`).
 *
 * Source: 주택공급에 관한 규칙 (국토교통부령), the version in force on 2026-06-15 as 입주자모집공고
 * 2026000443 (2026-09-18) applies it: 제27조·제28조(일반공급, 1순위), 제36조(기관추천), 제40조(다자녀),
 * 제41조(신혼부부), 제43조(생애최초), 신생아 특별공급 (the notice cites 제35조의3), 제46조(노부모부양),
 * 제54조(재당첨 제한), 제55조(특별공급 1회), 제55조의3(혼인·출산 특례), 별표 2(예치기준금액).
 */

export { RULES_VERSION, RULE_SOURCES, type RuleSource } from './rule-sources';

/** 제55조의3제3항: a child born (or adopted, or expected) on or after this day allows the 출산특례. */
export const BIRTH_EXEMPTION_FROM = '2024-06-19';

export const SUPPLY_KEYS = ['general1', 'general2', 'newlywed', 'firstHome', 'multiChild', 'elderly', 'newborn', 'institution'] as const;
export type SupplyKey = (typeof SUPPLY_KEYS)[number];

export const SUPPLY_LABELS: Record<SupplyKey, string> = {
  general1: '일반공급 1순위',
  general2: '일반공급 2순위',
  newlywed: '신혼부부 특별공급',
  firstHome: '생애최초 특별공급',
  multiChild: '다자녀가구 특별공급',
  elderly: '노부모부양 특별공급',
  newborn: '신생아 특별공급',
  institution: '기관추천 특별공급',
};

export const SPECIAL_SUPPLIES: readonly SupplyKey[] = ['newlywed', 'firstHome', 'multiChild', 'elderly', 'newborn', 'institution'];

/** 별표 2의 세 지역 구분 (청약자의 주민등록상 거주지 기준). */
export const DEPOSIT_REGIONS = ['seoul-busan', 'metro-city', 'other'] as const;
export type DepositRegion = (typeof DEPOSIT_REGIONS)[number];
export const DEPOSIT_REGION_LABELS: Record<DepositRegion, string> = {
  'seoul-busan': '서울특별시·부산광역시',
  'metro-city': '기타 광역시',
  other: '특별시·광역시를 제외한 지역',
};

/** 별표 2의 면적 구분 (전용면적). */
export const SIZE_BANDS = ['upTo85', 'upTo102', 'upTo135', 'all'] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];
export const SIZE_BAND_LABELS: Record<SizeBand, string> = {
  upTo85: '85㎡ 이하',
  upTo102: '102㎡ 이하',
  upTo135: '135㎡ 이하',
  all: '모든 면적',
};

/** 별표 2, in 만원: the desk starts from this table and changes it only if the notice says otherwise. */
export const STANDARD_DEPOSITS_MANWON: Record<DepositRegion, Record<SizeBand, number>> = {
  'seoul-busan': { upTo85: 300, upTo102: 600, upTo135: 1000, all: 1500 },
  'metro-city': { upTo85: 250, upTo102: 400, upTo135: 700, all: 1000 },
  other: { upTo85: 200, upTo102: 300, upTo135: 400, all: 500 },
};

/** The 별표 2 band of a type's 전용면적. */
export const sizeBandOf = (exclusiveArea: number): SizeBand =>
  exclusiveArea <= 85 ? 'upTo85' : exclusiveArea <= 102 ? 'upTo102' : exclusiveArea <= 135 ? 'upTo135' : 'all';

/** Fixed conditions of the special supplies (제40조·제41조·제43조·제46조, 신생아). */
export const SPECIAL_RULES = {
  /** 특별공급 청약통장: 가입 6개월 이상, 예치기준금액 이상 (기관추천 중 국가유공자·장애인 등은 예외). */
  accountMonths: 6,
  /** 신혼부부: 혼인신고일부터 모집공고일까지 7년 이내. */
  newlywedYears: 7,
  /** 신생아: 모집공고일 현재 2세 미만(2세가 되는 날 포함)의 자녀(임신·입양 포함). */
  newbornYears: 2,
  /** 다자녀: 미성년 자녀(태아 포함) 2명 이상. */
  multiChildMin: 2,
  /** 노부모부양: 만 65세 이상 직계존속을 3년 이상 계속 부양한 세대주. */
  elderlyYears: 3,
  /** 규제지역 1순위: 과거 5년 이내 세대원 당첨 사실 없음. */
  regulatedWinYears: 5,
  /** 생애최초 단독세대: 전용 60㎡ 이하만. */
  soloMaxArea: 60,
} as const;
