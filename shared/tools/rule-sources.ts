/**
 * Every rule the buyer's tools apply, with where it comes from, as data: one list that the score
 * page, the eligibility answer and their tests read, so both pages cite the same version of the
 * same law. `effective` is the 시행일 of the version in force that the notices apply
 * ("2026.06.15. 시행된 「주택공급에 관한 규칙」", 입주자모집공고 2026000463 p.2, 2026000445 p.1);
 * `amended` the 시행일 of the last amendment of that article or 별표, where it matters to a buyer;
 * `example` a published case that the tests check (tests/helpers/eligibility-cases.ts).
 */

export const HOUSING_RULES = '주택공급에 관한 규칙';

/** The version of the rules the answers follow. */
export const RULES_VERSION = { law: HOUSING_RULES, effective: '2026-06-15' } as const;

export interface RuleSourceEntry {
  law: string;
  /** The article as the page cites it. */
  article: string;
  /** 시행일 of the version in force. */
  effective: string;
  /** 시행일 of the article's last amendment, when it is later than what a buyer may remember. */
  amended?: string;
  /** A published notice page that applies it. */
  example: string;
}

const rule = (article: string, example: string, amended?: string): RuleSourceEntry => ({ law: HOUSING_RULES, article, effective: RULES_VERSION.effective, example, ...(amended ? { amended } : {}) });

export const RULES = {
  general: rule('제27조·제28조(일반공급 순위)', '입주자모집공고 2026000463 26쪽'),
  firstRank: rule('제28조제1항(1순위)', '입주자모집공고 2026000463 2쪽, 26쪽'),
  regulatedLottery: rule('제28조제6항·제8항(규제지역 1주택 세대의 추첨제)', '입주자모집공고 2026000463 6쪽', '2023-02-28'),
  institution: rule('제36조(기관추천)', '입주자모집공고 2026000463 14쪽'),
  multiChild: rule('제40조(다자녀가구)', '입주자모집공고 2026000463 15쪽'),
  newlywed: rule('제41조(신혼부부)', '입주자모집공고 2026000463 16쪽'),
  firstHome: rule('제43조(생애최초)', '입주자모집공고 2026000463 21쪽'),
  newborn: rule('신생아 특별공급(입주자모집공고의 조항 표기: 제35조의3)', '입주자모집공고 2026000463 23쪽'),
  elderly: rule('제46조(노부모부양)', '입주자모집공고 2026000463 19쪽'),
  rewin: rule('제54조(재당첨 제한)', '입주자모집공고 2026000463 5쪽'),
  once: rule('제55조(특별공급 1회)', '입주자모집공고 2026000463 13쪽'),
  exemptions: rule('제55조의3(혼인·출산 특례)', '입주자모집공고 2026000463 12~13쪽, 2026000445 9쪽', '2025-03-31'),
  deposits: rule('별표 2(예치기준금액)', '입주자모집공고 2026000463 14쪽'),
  household: rule('특별공급 운용지침(가구원수 산정)', '입주자모집공고 2026000463 18쪽'),
  supplyByType: rule('제35조~제46조(주택형별 특별공급 세대수)', '입주자모집공고 2026000463 12쪽, 2026000445 9쪽'),
  score: rule('별표 1(가점제 적용기준)', '입주자모집공고 2026000463 27~28쪽', '2024-03-25'),
} as const;
export type RuleSource = keyof typeof RULES;

/** Where each rule comes from, as shown under the answer beside the version's 시행일. */
export const RULE_SOURCES = Object.fromEntries(Object.entries(RULES).map(([k, r]) => [k, r.article])) as Record<RuleSource, string>;

/** 「민법」: how a period and an age are counted (shared/tools/periods.ts). */
export const PERIOD_SOURCE = { law: '민법', article: '제157조·제158조·제160조(기간의 기산점·연령의 기산점·역에 의한 계산)' } as const;

/** "2026-06-15" → "2026. 6. 15." as the laws print it. */
export const lawDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${y}. ${m}. ${d}.`;
};

/** A rule cited in full: 「주택공급에 관한 규칙」 별표 1(가점제 적용기준), 2026. 6. 15. 시행분(별표 1 최종 개정 2024. 3. 25. 시행). */
export function citation(key: RuleSource): string {
  const r = RULES[key];
  const short = r.article.replace(/\(.*$/, '');
  return `「${r.law}」 ${r.article}, ${lawDate(r.effective)} 시행분${r.amended ? `(${short} 최종 개정 ${lawDate(r.amended)} 시행)` : ''}`;
}
