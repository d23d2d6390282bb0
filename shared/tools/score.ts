/**
 * 청약 가점 calculator: dates and counts in, the three parts of the score and the total out, by the
 * rule table in score-rules.ts. Pure and small: the page's island runs it as the buyer types, the
 * server runs it for `POST /api/tools/score` and for the page posted without JavaScript, so the
 * two always agree. Nothing here keeps or sends what it is given.
 */
import { isDay, koreanDate } from '../kst';
import { withParticle } from '../korean';
import { anniversary, fullMonths, fullYears } from './periods';
import {
  ACCOUNT_BANDS,
  ACCOUNT_MAX,
  bandFor,
  DEPENDENT_BANDS,
  HOMELESS_BANDS,
  SPOUSE_ACCOUNT_BANDS,
} from './score-rules';

export interface ScoreInput {
  birthDate: string;
  marriageDate?: string;
  /** The day the household last became homeless (its last home sold); absent when it never owned one or owns one now. */
  homeSoldOn?: string;
  neverOwned: boolean;
  dependents: number;
  accountOpenedOn: string;
  spouseAccountOpenedOn?: string;
  /** The 모집공고 date the score is counted on (YYYY-MM-DD). */
  asOf: string;
}

export interface ScorePart {
  points: number;
  /** Full years counted, where the part counts years. */
  years?: number;
  /** The rule that gave the points, in a buyer's words. */
  rule: string;
}

export interface ScoreResult {
  total: number;
  parts: { homeless: ScorePart; dependents: ScorePart; account: ScorePart };
}

export type ScoreField = keyof ScoreInput;
export interface ScoreError {
  error: string;
  field: ScoreField;
}

/** The period rules live in periods.ts (민법 제157조·제158조·제160조); kept here for the callers that import them from the score. */
export { anniversary, fullMonths, fullYears };

const span = (months: number) => {
  const y = Math.floor(months / 12);
  const m = months % 12;
  return y === 0 ? `${m}개월` : m === 0 ? `${y}년` : `${y}년 ${m}개월`;
};

function homeless(i: ScoreInput): ScorePart {
  if (!i.neverOwned && !i.homeSoldOn) {
    return { points: 0, rule: '지금 주택을 소유한 세대(분양권 포함)는 무주택기간 점수가 0점입니다.' };
  }
  const thirtieth = anniversary(i.birthDate, 360);
  const marriedFirst = !!i.marriageDate && i.marriageDate < thirtieth;
  const base = marriedFirst ? i.marriageDate! : thirtieth;
  if (base > i.asOf) {
    return {
      points: 0,
      rule: `만 30세 미만 미혼인 무주택자는 무주택기간 점수가 0점입니다. 무주택기간은 만 30세가 되는 날(${koreanDate(thirtieth)}) 또는 그 전에 혼인신고한 날부터 셉니다.`,
    };
  }
  const soldLater = !i.neverOwned && !!i.homeSoldOn && i.homeSoldOn > base;
  const start = soldLater ? i.homeSoldOn! : base;
  const why = soldLater ? '마지막으로 주택을 처분해 무주택자가 된 날' : marriedFirst ? '만 30세 전에 혼인신고한 날' : '만 30세가 된 날';
  const years = fullYears(start, i.asOf);
  const band = bandFor(HOMELESS_BANDS, years);
  return {
    points: band.points,
    years,
    rule: `무주택기간은 ${why}(${koreanDate(start)})부터 셉니다. ${koreanDate(i.asOf)}까지 만 ${withParticle(`${years}년`, '으로/로')} 「${band.label}」 구간, ${band.points}점입니다.`,
  };
}

function dependents(i: ScoreInput): ScorePart {
  const band = bandFor(DEPENDENT_BANDS, i.dependents);
  return {
    points: band.points,
    rule: `본인을 뺀 부양가족 ${withParticle(`${i.dependents}명`, '으로/로')} 「${band.label}」 구간, ${band.points}점입니다.`,
  };
}

function account(i: ScoreInput): ScorePart {
  const months = fullMonths(i.accountOpenedOn, i.asOf);
  const own = bandFor(ACCOUNT_BANDS, months);
  let rule = `청약통장 가입기간 ${withParticle(span(months), '으로/로')} 「${own.label}」 구간, ${own.points}점입니다.`;
  let points = own.points;
  if (i.spouseAccountOpenedOn) {
    const sm = fullMonths(i.spouseAccountOpenedOn, i.asOf);
    const spouse = bandFor(SPOUSE_ACCOUNT_BANDS, sm);
    points = Math.min(ACCOUNT_MAX, own.points + spouse.points);
    rule += ` 배우자 통장 가입기간 ${withParticle(span(sm), '은/는')} 절반만 인정되어 「배우자 ${spouse.label}」 ${spouse.points}점을 더합니다(최대 3점)`;
    rule += own.points + spouse.points > ACCOUNT_MAX ? `. 본인과 배우자를 합쳐 최고 ${ACCOUNT_MAX}점까지만 인정되어 ${points}점입니다.` : `. 합계 ${points}점입니다.`;
  }
  return { points, years: Math.floor(months / 12), rule };
}

/** The score on `asOf`, or the first input it cannot use. */
export function computeScore(input: ScoreInput): ScoreResult | ScoreError {
  const invalid = checkInput(input);
  if (invalid) return invalid;
  const parts = { homeless: homeless(input), dependents: dependents(input), account: account(input) };
  return { total: parts.homeless.points + parts.dependents.points + parts.account.points, parts };
}

const LABELS: Record<Exclude<ScoreField, 'neverOwned' | 'dependents'>, string> = {
  birthDate: '생년월일',
  marriageDate: '혼인신고일',
  homeSoldOn: '주택 처분일',
  accountOpenedOn: '청약통장 가입일',
  spouseAccountOpenedOn: '배우자 청약통장 가입일',
  asOf: '기준일(입주자모집공고일)',
};

function checkInput(i: ScoreInput): ScoreError | null {
  const dates = ['asOf', 'birthDate', 'marriageDate', 'homeSoldOn', 'accountOpenedOn', 'spouseAccountOpenedOn'] as const;
  for (const f of dates) {
    const v = i[f];
    if (v === undefined || v === '') {
      if (f === 'birthDate' || f === 'accountOpenedOn' || f === 'asOf') return { field: f, error: `${LABELS[f]}을 입력해 주세요.` };
      continue;
    }
    if (!isDay(v)) return { field: f, error: `${LABELS[f]}을 2000-01-31처럼 연-월-일로 입력해 주세요.` };
    if (f !== 'asOf' && v > i.asOf) return { field: f, error: `${LABELS[f]}이 기준일(${koreanDate(i.asOf)})보다 늦습니다. 날짜를 확인해 주세요.` };
    if (f !== 'asOf' && f !== 'birthDate' && v < i.birthDate) return { field: f, error: `${LABELS[f]}이 생년월일보다 빠릅니다. 날짜를 확인해 주세요.` };
  }
  if (!Number.isInteger(i.dependents) || i.dependents < 0 || i.dependents > 30) {
    return { field: 'dependents', error: '부양가족 수를 0명 이상의 숫자로 입력해 주세요.' };
  }
  return null;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * The calculator's input from a JSON body or a form post (strings), with the 모집공고일
 * (`noticeDay`) as the default 기준일. A field of the wrong kind is an error, never a guess.
 */
export function readScoreInput(raw: Record<string, unknown>, noticeDay: string): ScoreInput | ScoreError {
  // The page's form names the three cases (`owned`: never / sold / owns); the API sends `neverOwned` and `homeSoldOn`.
  const owned = raw.owned ?? raw.neverOwned;
  const neverOwned =
    owned === true || owned === 'true' || owned === 'on' || owned === 'never' ? true : owned === false || owned === 'false' || owned === 'sold' || owned === 'owns' ? false : undefined;
  if (neverOwned === undefined) return { field: 'neverOwned', error: '주택을 소유한 적이 있는지 선택해 주세요.' };
  if (raw.owned === 'sold' && !text(raw.homeSoldOn)) return { field: 'homeSoldOn', error: '마지막으로 주택을 처분한 날을 입력해 주세요.' };
  const dep = raw.dependents;
  const dependents = typeof dep === 'number' ? dep : typeof dep === 'string' && /^\s*\d{1,2}\s*$/.test(dep) ? Number(dep) : NaN;
  if (Number.isNaN(dependents)) return { field: 'dependents', error: '부양가족 수를 0명 이상의 숫자로 입력해 주세요.' };
  for (const f of ['birthDate', 'marriageDate', 'homeSoldOn', 'accountOpenedOn', 'spouseAccountOpenedOn', 'asOf'] as const) {
    const v = raw[f];
    if (v !== undefined && v !== null && typeof v !== 'string') return { field: f, error: `${LABELS[f]}을 2000-01-31처럼 연-월-일로 입력해 주세요.` };
  }
  return {
    birthDate: text(raw.birthDate) ?? '',
    marriageDate: text(raw.marriageDate),
    homeSoldOn: neverOwned || raw.owned === 'owns' ? undefined : text(raw.homeSoldOn),
    neverOwned,
    dependents,
    accountOpenedOn: text(raw.accountOpenedOn) ?? '',
    spouseAccountOpenedOn: text(raw.spouseAccountOpenedOn),
    asOf: text(raw.asOf) ?? noticeDay,
  };
}
