/**
 * The buyer's answers to the 청약 자격 questionnaire and how they are read, from a form post
 * (strings) or JSON (numbers, booleans): the same reading in the island and on the server.
 */

/** The buyer's answers. Income in won (typed in won or 만원), other money in 만원; dates YYYY-MM-DD. */
export interface EligibilityAnswers {
  /** A ResidenceArea id, or 'elsewhere'. */
  area: string;
  householder: boolean;
  householdSize: number;
  /**
   * 직계존속 (the spouse's included) on the 등본 for less than a year before the 모집공고일: in the
   * household for the 세대 and 무주택 tests, not for the income table (2026000463 p.18).
   */
  recentParents: number;
  homes: 'none' | 'one' | 'more';
  /** With a home: will 본인·배우자 sell it before moving in (the 출산특례's condition)? */
  homeSale: 'agree' | 'no';
  everOwned: boolean;
  /** 청약통장 가입일: its months count to the 모집공고일. */
  accountOpened: string;
  depositManwon: number;
  unit: string;
  married: boolean;
  marriageDate?: string;
  /** Not married: who is on the 주민등록표 with the buyer (생애최초: 미혼 자녀, or a 1인 가구 alone or with 직계존속). */
  singleWith?: 'alone' | 'parents' | 'child';
  children: number;
  youngestBirthDate?: string;
  pregnant: boolean;
  elderly: boolean;
  /** The household's 월평균소득, won (asked as `incomeManwon`: "7,533,764원", "753만 3,764원" or 만원). */
  incomeWon: number;
  dualIncome: boolean;
  /** 맞벌이: the higher-earning spouse's monthly income, won (each spouse has a cap of its own). */
  spouseIncomeWon?: number;
  assetsManwon: number;
  /** 출산특례: the value of the home the household agrees to sell, left out of 부동산 for 추첨 (2026000463 p.13). */
  saleHomeManwon: number;
  taxFiveYears: boolean;
  recentWin: 'none' | 'within5' | 'restricted';
  specialBefore: boolean;
  /** Whose win, and when, when there is one (제55조의3: a spouse's before marriage, one's own before marriage). */
  winWhen?: 'selfBeforeMarriage' | 'spouseBeforeMarriage' | 'afterMarriage' | 'otherMember';
  /** A 혼인특례 or 출산특례 already used to win. */
  exemptionUsed: 'none' | 'marriage' | 'birth';
  recommended: boolean;
  /** Which recommendation: 장애인, 국가유공자 and 철거주택 소유자 need no 청약통장 (2026000463 p.14). */
  recommendedAs?: RecommendedAs;
}

export const RECOMMENDED_AS = ['disabled', 'merit', 'demolished', 'other'] as const;
export type RecommendedAs = (typeof RECOMMENDED_AS)[number];
/** The recommendations that need no 청약통장. */
export const NO_ACCOUNT_RECOMMENDATIONS: readonly RecommendedAs[] = ['disabled', 'merit', 'demolished'];

/** The form's fields (what the page posts and the API reads): the answers, money typed as written. */
export type AnswerField =
  | Exclude<keyof EligibilityAnswers, 'incomeWon' | 'spouseIncomeWon'>
  | 'incomeManwon'
  | 'spouseIncomeManwon';

/** Field → what to say when its value cannot be used. */
export const ANSWER_MESSAGES: Record<AnswerField, string> = {
  area: '주민등록상 거주지역을 선택해 주세요.',
  householder: '세대주 여부를 선택해 주세요.',
  householdSize: '세대원 수를 1~20명으로 입력해 주세요.',
  recentParents: '1년이 안 된 직계존속 수를 0명 이상, 세대원 수보다 적게 입력해 주세요.',
  homes: '세대의 현재 주택 소유 여부를 선택해 주세요.',
  homeSale: '기존 주택을 처분하실지 선택해 주세요.',
  everOwned: '과거 주택 소유 여부를 선택해 주세요.',
  accountOpened: '청약통장 가입일을 2018-03-02처럼 입력해 주세요.',
  depositManwon: '청약통장 예치금을 만원 단위(0~100,000)로 입력해 주세요.',
  unit: '청약하실 타입을 선택해 주세요.',
  married: '혼인 여부를 선택해 주세요.',
  marriageDate: '혼인신고일을 2020-05-23처럼 입력해 주세요.',
  singleWith: '혼인 중이 아니시면 주민등록표에 함께 오른 가족을 선택해 주세요.',
  children: '미성년 자녀 수를 0~15명으로 입력해 주세요.',
  youngestBirthDate: '막내 자녀의 생년월일을 2025-03-01처럼 입력해 주세요.',
  pregnant: '임신 여부를 선택해 주세요.',
  elderly: '노부모 부양 여부를 선택해 주세요.',
  incomeManwon: '세대 월평균소득을 7,533,764원, 753만 3,764원 또는 만원 단위(753)로 입력해 주세요.',
  dualIncome: '맞벌이 여부를 선택해 주세요.',
  spouseIncomeManwon: '맞벌이시면 부부 중 소득이 더 많은 분의 월평균소득을 세대 소득 이하로, 원 또는 만원 단위로 입력해 주세요.',
  assetsManwon: '부동산 자산가액을 만원 단위(0~10,000,000)로 입력해 주세요.',
  saleHomeManwon: '처분하실 주택의 가액을 만원 단위로, 부동산 자산가액 이하로 입력해 주세요.',
  taxFiveYears: '소득세 납부 기간을 선택해 주세요.',
  recentWin: '최근 당첨 이력을 선택해 주세요.',
  specialBefore: '특별공급 당첨 이력을 선택해 주세요.',
  winWhen: '당첨된 분과 당첨 시기를 선택해 주세요.',
  exemptionUsed: '혼인·출산 특례 사용 여부를 선택해 주세요.',
  recommended: '기관추천 여부를 선택해 주세요.',
  recommendedAs: '추천받으신 기관추천의 종류를 선택해 주세요.',
};

/** 10억원 a month: above any notice's table. */
const MAX_INCOME_WON = 1_000_000_000;

const WIN_WHEN = ['selfBeforeMarriage', 'spouseBeforeMarriage', 'afterMarriage', 'otherMember'] as const;

/**
 * Money as a buyer writes it, in won: "7,533,764원", "753만 3,764원", "753만원" or a plain number of
 * 만원 ("753"). Null when it cannot be read or is over `maxWon`.
 */
export function readWon(raw: string, maxWon: number): number | null {
  const t = raw.replace(/[,\s]/g, '');
  if (t === '') return null;
  let won: number;
  const mixed = /^(\d+)만(?:(\d+)원?|원)?$/.exec(t);
  if (mixed) {
    const rest = mixed[2] ? Number(mixed[2]) : 0;
    if (rest >= 10_000) return null;
    won = Number(mixed[1]) * 10_000 + rest;
  } else if (/^\d+원$/.test(t)) won = Number(t.slice(0, -1));
  else if (/^\d+$/.test(t)) won = Number(t) * 10_000;
  else return null;
  return Number.isSafeInteger(won) && won <= maxWon ? won : null;
}

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');

/**
 * Answers from a form post (strings) or JSON (numbers, booleans): the answers, or the first field
 * that cannot be used with its message. Only the fields of EligibilityAnswers are read.
 */
export function parseAnswers(raw: Record<string, unknown>): { answers: EligibilityAnswers } | { field: AnswerField; error: string } {
  const fail = (field: AnswerField) => ({ field, error: ANSWER_MESSAGES[field] });
  const yesNo = (field: AnswerField, fallback?: boolean): boolean | null => {
    const t = text(raw[field]);
    if (t === '' && fallback !== undefined) return fallback;
    return t === 'yes' || t === 'true' ? true : t === 'no' || t === 'false' ? false : null;
  };
  const int = (field: AnswerField, min: number, max: number, fallback?: number): number | null => {
    const t = text(raw[field]).replace(/[,\s]/g, '').replace(/(만원|원|개월|명)$/, '');
    if (t === '' && fallback !== undefined) return fallback;
    if (!/^\d+$/.test(t)) return null;
    const n = Number(t);
    return n >= min && n <= max ? n : null;
  };
  const day = (field: AnswerField): string | undefined | null => {
    const t = text(raw[field]).replace(/[./]/g, '-');
    if (t === '') return undefined;
    return isDay(t) ? t : null;
  };
  const area = text(raw.area);
  if (!area || area.length > 40) return fail('area');
  const householder = yesNo('householder');
  if (householder === null) return fail('householder');
  const householdSize = int('householdSize', 1, 20);
  if (householdSize === null) return fail('householdSize');
  const recentParents = int('recentParents', 0, 19, 0);
  if (recentParents === null || recentParents >= householdSize) return fail('recentParents');
  const homes = text(raw.homes);
  if (homes !== 'none' && homes !== 'one' && homes !== 'more') return fail('homes');
  const homeSale = text(raw.homeSale) || 'no';
  if (homeSale !== 'agree' && homeSale !== 'no') return fail('homeSale');
  const everOwned = yesNo('everOwned');
  if (everOwned === null) return fail('everOwned');
  const accountOpened = day('accountOpened');
  if (!accountOpened) return fail('accountOpened');
  const depositManwon = int('depositManwon', 0, 100_000);
  if (depositManwon === null) return fail('depositManwon');
  const unit = text(raw.unit);
  if (!unit || unit.length > 20) return fail('unit');
  const married = yesNo('married');
  if (married === null) return fail('married');
  const marriageDate = day('marriageDate');
  if (marriageDate === null || (married && !marriageDate)) return fail('marriageDate');
  const singleWith = text(raw.singleWith);
  if (!married && singleWith !== 'alone' && singleWith !== 'parents' && singleWith !== 'child') return fail('singleWith');
  const children = int('children', 0, 15, 0);
  if (children === null) return fail('children');
  const youngestBirthDate = day('youngestBirthDate');
  if (youngestBirthDate === null) return fail('youngestBirthDate');
  const pregnant = yesNo('pregnant', false);
  if (pregnant === null) return fail('pregnant');
  const elderly = yesNo('elderly');
  if (elderly === null) return fail('elderly');
  const incomeWon = readWon(text(raw.incomeManwon), MAX_INCOME_WON);
  if (incomeWon === null) return fail('incomeManwon');
  const dualIncome = yesNo('dualIncome', false);
  if (dualIncome === null) return fail('dualIncome');
  const spouseIncomeWon = dualIncome ? readWon(text(raw.spouseIncomeManwon), MAX_INCOME_WON) : 0;
  if (spouseIncomeWon === null || spouseIncomeWon > incomeWon) return fail('spouseIncomeManwon');
  const assetsManwon = int('assetsManwon', 0, 10_000_000);
  if (assetsManwon === null) return fail('assetsManwon');
  const saleHomeManwon = int('saleHomeManwon', 0, 10_000_000, 0);
  if (saleHomeManwon === null || saleHomeManwon > assetsManwon) return fail('saleHomeManwon');
  const taxFiveYears = yesNo('taxFiveYears');
  if (taxFiveYears === null) return fail('taxFiveYears');
  const recentWin = text(raw.recentWin);
  if (recentWin !== 'none' && recentWin !== 'within5' && recentWin !== 'restricted') return fail('recentWin');
  const specialBefore = yesNo('specialBefore');
  if (specialBefore === null) return fail('specialBefore');
  const winWhen = text(raw.winWhen);
  const wonBefore = specialBefore || recentWin === 'restricted';
  if (wonBefore && !WIN_WHEN.includes(winWhen as never)) return fail('winWhen');
  const exemptionUsed = text(raw.exemptionUsed) || 'none';
  if (exemptionUsed !== 'none' && exemptionUsed !== 'marriage' && exemptionUsed !== 'birth') return fail('exemptionUsed');
  const recommended = yesNo('recommended', false);
  if (recommended === null) return fail('recommended');
  // Not said which: the 청약통장 is checked, as for most recommendations.
  const recommendedAs = text(raw.recommendedAs) || 'other';
  if (recommended && !RECOMMENDED_AS.includes(recommendedAs as RecommendedAs)) return fail('recommendedAs');
  return {
    answers: {
      area, householder, householdSize, recentParents, homes, homeSale: homes === 'none' ? 'no' : homeSale, everOwned, accountOpened, depositManwon, unit, married,
      ...(married && marriageDate ? { marriageDate } : {}),
      ...(!married ? { singleWith: singleWith as NonNullable<EligibilityAnswers['singleWith']> } : {}),
      children,
      ...(youngestBirthDate ? { youngestBirthDate } : {}),
      pregnant, elderly, incomeWon, dualIncome,
      ...(dualIncome ? { spouseIncomeWon } : {}),
      assetsManwon, saleHomeManwon: homes === 'none' ? 0 : saleHomeManwon, taxFiveYears, recentWin, specialBefore,
      ...(wonBefore ? { winWhen: winWhen as NonNullable<EligibilityAnswers['winWhen']> } : {}),
      exemptionUsed, recommended,
      ...(recommended ? { recommendedAs: recommendedAs as RecommendedAs } : {}),
    },
  };
}

/** The form's field names, in the order the questionnaire asks them. */
export const ANSWER_FIELDS = Object.keys(ANSWER_MESSAGES) as AnswerField[];

