/**
 * 청약 가점제 산정기준: the rule table the score calculator (shared/tools/score.ts) reads, the same
 * on the page, in the browser and in `POST /api/tools/score`.
 *
 * Source: 「주택공급에 관한 규칙」 [별표 1] 가점제 적용기준 (제28조제6항 관련), in the version in force
 * (2026. 6. 15. 시행, as the notices apply it); 별표 1 last amended 2024. 3. 25. 시행 (국토교통부령
 * 제1321호: 배우자 입주자저축 가입기간 합산). Both dates are data in rule-sources.ts.
 *
 * 기간 계산 (민법 제157조·제160조, as 청약홈 counts them): a period counts from its first day, and a
 * full year (or month) is reached on the anniversary date — the same month and day, N years later.
 * The day before the anniversary the period is still one year short. Where the anniversary month
 * has no such day (a 29 February start in a common year, a 31st start in a 30-day month), the
 * period ends on that month's last day, so the full year or month is reached the day after it
 * (1 March; the 1st of the next month). 만 나이 is counted the same way from the birth date.
 *
 * 무주택기간 starts on the later of:
 *  - 만 30세가 되는 날 (the 30th birthday), or the 혼인신고일 when the buyer married before that day;
 *  - the day the household last became homeless (the last home sold), if it ever owned one.
 * A buyer under 30 and unmarried scores 0 (별표 1 비고), and a household that owns a home now scores 0.
 */
import { citation, RULES } from './rule-sources';

/** Cited from the one list of sources (rule-sources.ts): the version in force and 별표 1's last amendment. */
export const SCORE_RULES_SOURCE = citation('score');
/** 시행일 of the version in force (the notices': 2026. 6. 15.). */
export const SCORE_RULES_DATE = RULES.score.effective;

/** A band: reached at `from` full years (or months), gives `points`. Sorted ascending. */
export interface ScoreBand {
  from: number;
  points: number;
  /** The band as 별표 1 writes it. */
  label: string;
}

/** 무주택기간 (최고 32점): 1년 미만 2점, then 2 more per full year, 15년 이상 32점. Full years. */
export const HOMELESS_BANDS: readonly ScoreBand[] = [
  { from: 0, points: 2, label: '1년 미만' },
  ...Array.from({ length: 14 }, (_, i) => ({ from: i + 1, points: 4 + 2 * i, label: `${i + 1}년 이상 ~ ${i + 2}년 미만` })),
  { from: 15, points: 32, label: '15년 이상' },
];
export const HOMELESS_MAX = 32;

/** 부양가족수 (최고 35점): 0명 5점, 5 more per person, 6명 이상 35점. Persons. */
export const DEPENDENT_BANDS: readonly ScoreBand[] = [
  ...Array.from({ length: 6 }, (_, n) => ({ from: n, points: 5 + 5 * n, label: `${n}명` })),
  { from: 6, points: 35, label: '6명 이상' },
];
export const DEPENDENTS_MAX = 35;

/** 본인 입주자저축 가입기간 (최고 17점): 6개월 미만 1점, 6개월~1년 2점, then 1 more per full year, 15년 이상 17점. Full months. */
export const ACCOUNT_BANDS: readonly ScoreBand[] = [
  { from: 0, points: 1, label: '6개월 미만' },
  { from: 6, points: 2, label: '6개월 이상 ~ 1년 미만' },
  ...Array.from({ length: 14 }, (_, i) => ({ from: 12 * (i + 1), points: 3 + i, label: `${i + 1}년 이상 ~ ${i + 2}년 미만` })),
  { from: 180, points: 17, label: '15년 이상' },
];

/**
 * 배우자 입주자저축 가입기간 (최고 3점, 2024. 3. 25. 신설): half of the spouse's period counts, so a
 * spouse's 1년 미만 is 1점, 1년 이상 ~ 2년 미만 2점, 2년 이상 3점. Full months of the spouse's own period.
 */
export const SPOUSE_ACCOUNT_BANDS: readonly ScoreBand[] = [
  { from: 0, points: 1, label: '1년 미만' },
  { from: 12, points: 2, label: '1년 이상 ~ 2년 미만' },
  { from: 24, points: 3, label: '2년 이상' },
];
/** 본인과 배우자를 합한 가입기간 점수의 상한. */
export const ACCOUNT_MAX = 17;

export const SCORE_MAX = HOMELESS_MAX + DEPENDENTS_MAX + ACCOUNT_MAX;

/** The band a count falls in (the last whose `from` it has reached). */
export const bandFor = (bands: readonly ScoreBand[], count: number): ScoreBand => {
  let found = bands[0]!;
  for (const b of bands) if (count >= b.from) found = b;
  return found;
};
