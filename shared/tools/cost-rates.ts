/**
 * 주택 취득세와 그 부가세(지방교육세, 농어촌특별세)의 세율, 그리고 생애최초 감면: the cash plan's
 * tax estimate (shared/tools/cost.ts) reads nothing else. Rates as the laws below read on RATES_AS_OF;
 * when a law changes, change this table and its date (the page prints both).
 */

export const RATES_AS_OF = '2026-11-28';

export const RATE_SOURCES = [
  '지방세법 제11조 제1항 제8호 (주택 유상취득 1~3%, 6억~9억 구간 세율은 소수점 이하 다섯째 자리에서 반올림)',
  '지방세법 시행령 제18조 (취득가격: 부가가치세 제외)',
  '지방세법 제13조의2 (다주택 중과 8%·12%)',
  '지방세법 제151조 제1항 제1호 (지방교육세)',
  '농어촌특별세법 제5조 제1항 제1호·제6호, 같은 법 시행령 제4조 (감면세액의 20%, 전용 85㎡ 이하 주택 비과세)',
  '지방세특례제한법 제36조의3 (생애최초 주택 구입 취득세 감면, 200만원 한도)',
] as const;

/**
 * What the household will own once this home is bought, as the buyer picks it. 중과 depends on the
 * count with this home included and on whether this home's site is in a 조정대상지역.
 */
export const HOME_CASES = {
  first: { label: '생애 첫 주택 (생애최초)', count: 1, adjusted: false },
  '1': { label: '1주택 (생애최초 아님)', count: 1, adjusted: false },
  '2': { label: '2주택 · 비조정대상지역', count: 2, adjusted: false },
  '2-adjusted': { label: '2주택 · 조정대상지역', count: 2, adjusted: true },
  '3': { label: '3주택 · 비조정대상지역', count: 3, adjusted: false },
  '3-adjusted': { label: '3주택 이상 · 조정대상지역', count: 3, adjusted: true },
  '4': { label: '4주택 이상 · 비조정대상지역', count: 4, adjusted: false },
} as const;
export type HomeCase = keyof typeof HOME_CASES;
/** In the order the page offers them (an object's number-like keys would come first). */
export const HOME_CASE_KEYS: HomeCase[] = ['first', '1', '2', '2-adjusted', '3', '3-adjusted', '4'];

/**
 * 지방세법 §11①8: 6억 이하 1%, 9억 초과 3%, between them (가액 × 2/3억원 − 3) × 1/100, the rate rounded
 * at its fifth decimal to four (나목): 7억 gives 0.0167, i.e. 1.67%.
 */
export const STANDARD = { lowUpTo: 600_000_000, highOver: 900_000_000, low: 1, high: 3 } as const;

/**
 * 지방세법 §13의2: the 중과 rate by the home count after this purchase, in and out of a 조정대상지역
 * (undefined: the standard rate). 일시적 2주택 (the old home sold within the period) keeps the standard rate.
 */
export const HEAVY_RATES: Record<'adjusted' | 'other', Partial<Record<number, number>>> = {
  adjusted: { 2: 8, 3: 12, 4: 12 },
  other: { 3: 8, 4: 12 },
};

/**
 * 지방세법 §151①1: on a standard-rate home, 취득세율의 절반의 20% (i.e. a tenth of the 취득세 before any
 * relief); on a 중과 home, (4% − 2%) × 20% = 0.4% of the price.
 */
export const EDUCATION = { standardShare: 0.1, heavyPercent: 0.4 } as const;

/**
 * 농어촌특별세법 §5①6 (표준세율을 2%로 한 세액의 10%: 0.2%) and its 중과 counterparts (8% → 0.6%,
 * 12% → 1.0%); §5①1: 20% of a 취득세 relief (감면세액). None on a home of 전용 85㎡ or less (시행령 §4).
 */
export const RURAL = { exemptUpToArea: 85, standardPercent: 0.2, heavyPercent: { 8: 0.6, 12: 1 } as Record<number, number>, reliefShare: 0.2 } as const;

/**
 * 지특법 §36의3: a household that has never owned a home buys one of 12억 or less: 취득세 relieved up to
 * 200만원, for acquisitions up to `until` (a sunset the law has moved before: when it moves again,
 * change the date and its source). The acquisition of a 분양 home is its 잔금: after `until` the
 * plan shows the tax without the relief, and the relief as what it would be if the law is extended.
 * Only the 취득세 itself is relieved: 지방교육세 stays as without it; over 85㎡ the relief carries
 * 농특세 (RURAL.reliefShare).
 */
export const FIRST_HOME_RELIEF = {
  maxPrice: 1_200_000_000,
  cap: 2_000_000,
  until: '2028-12-31',
  source: '지방세특례제한법 제36조의3 제1항 (2028년 12월 31일까지 취득하는 주택)',
} as const;
