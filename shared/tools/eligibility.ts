/**
 * Which of this 분양's supplies a buyer may apply to, and why not the others: one pure function
 * (`checkEligibility`) that the page's island runs as the buyer answers and the server runs for
 * `POST /api/tools/eligibility` and the page's form post without JavaScript, so both read the
 * same. The figures are the desk's (this 모집공고's); the fixed rules are in eligibility-rules.ts.
 * Nothing here stores or sends anything.
 */
import {
  SPECIAL_RULES,
  SPECIAL_SUPPLIES,
  STANDARD_DEPOSITS_MANWON,
  SUPPLY_KEYS,
  SUPPLY_LABELS,
  sizeBandOf,
  type DepositRegion,
  type SizeBand,
  type SupplyKey,
} from './eligibility-rules';

export { SUPPLY_KEYS, SUPPLY_LABELS, type SupplyKey } from './eligibility-rules';

/** One supply as the notice lists it. Income limits are won a month, index 0 = 1인 가구 … 7 = 8인 이상. */
export interface SupplyFigures {
  key: SupplyKey;
  units: number;
  /** 도시근로자 월평균소득 기준 % (e.g. 140), as the notice prints it. */
  incomePercent?: number;
  incomeLimits?: number[];
  /** 맞벌이 가구의 기준 (신혼부부·생애최초·신생아), when the notice gives one. */
  dualIncomePercent?: number;
  dualIncomeLimits?: number[];
  /** 자산(부동산) 기준, won. */
  assetLimit?: number;
}

/** Where a buyer may live: 해당지역 or 기타지역, and which 예치금 region that is. */
export interface ResidenceArea {
  id: string;
  label: string;
  zone: 'local' | 'other';
  depositRegion: DepositRegion;
}

export interface RegionRules {
  /** 투기과열지구·조정대상지역 여부. */
  regulated: boolean;
  /** 1순위 청약통장 가입 기간 (개월). */
  firstRankMonths: number;
  /** 1순위는 세대주만. */
  householderOnly: boolean;
  /** 재당첨 제한 적용 (이 단지 당첨 시 제한, 그리고 제한 기간 중인 사람은 신청 불가). */
  rewinRestriction: boolean;
}

/** This 분양's figures, as the desk entered them from the 모집공고 of `noticeDate`. */
export interface EligibilityFigures {
  noticeDate: string;
  supplies: SupplyFigures[];
  areas: ResidenceArea[];
  /** 예치금 (만원) by region and size, 별표 2 unless the notice says otherwise. */
  deposits: Record<DepositRegion, Record<SizeBand, number>>;
  region: RegionRules;
  updatedAt?: string;
}

export { ANSWER_FIELDS, ANSWER_MESSAGES, parseAnswers, type EligibilityAnswers } from './eligibility-answers';
import type { EligibilityAnswers } from './eligibility-answers';

export const defaultDeposits = () => JSON.parse(JSON.stringify(STANDARD_DEPOSITS_MANWON)) as EligibilityFigures['deposits'];

export interface SupplyResult {
  key: SupplyKey;
  label: string;
  units: number;
  eligible: boolean;
  reasons: string[];
}

export const ELIGIBILITY_NOTE = '공고문이 우선합니다';

export const ELIGIBILITY_MESSAGES = {
  notConfigured: '이 단지의 입주자모집공고 기준(공급 종류, 소득·자산 기준, 예치금, 지역 요건)이 아직 등록되지 않았습니다. 등록되는 대로 이 페이지에서 확인하실 수 있습니다.',
  invalid: '입력하신 내용을 확인해 주세요.',
} as const;

/** Money as 분양 sites write it: 5억 3,867만원, 300만원, 0원 (below 1만원 the won are kept: 1,234원). */
export function formatManwon(won: number): string {
  if (won < 10_000) return `${won.toLocaleString('ko-KR')}원`;
  const man = Math.floor(won / 10_000);
  const rest = won % 10_000;
  const eok = Math.floor(man / 10_000);
  const m = man % 10_000;
  const head = eok ? `${eok.toLocaleString('ko-KR')}억${m ? ` ${m.toLocaleString('ko-KR')}만` : ''}` : `${m.toLocaleString('ko-KR')}만`;
  return rest ? `${head} ${rest.toLocaleString('ko-KR')}원` : `${head}원`;
}

/** `day` minus `years` (same month and day; 29 Feb → 28 Feb). */
function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y - years, m, 0)).getUTCDate();
  return `${String(y - years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The buyer's type: its 전용면적 band (별표 2), from the site's unit table. */
export interface UnitSize {
  label: string;
  exclusiveArea: number;
}

/**
 * For each supply this 분양 offers, in the law's order: may the buyer apply, and if not, every
 * reason, in the buyer's words. Dates count to the 모집공고일 (`figures.noticeDate`).
 */
export function checkEligibility(figures: EligibilityFigures, a: EligibilityAnswers, units: readonly UnitSize[]): SupplyResult[] {
  const notice = figures.noticeDate;
  const area = figures.areas.find((x) => x.id === a.area);
  const unit = units.find((u) => u.label === a.unit);
  const band = unit ? sizeBandOf(unit.exclusiveArea) : undefined;
  const needDeposit = area && band ? figures.deposits[area.depositRegion][band] : undefined;
  const r = figures.region;

  /** Where the buyer lives and the 재당첨 제한: they stop every supply. */
  const base: string[] = [];
  if (!area) base.push('주민등록상 거주지역이 이 단지의 청약 가능 지역(해당지역·기타지역)이 아닙니다.');
  if (r.rewinRestriction && a.recentWin === 'restricted') base.push('재당첨 제한 기간 중인 세대원이 있어 청약하실 수 없습니다.');

  const account = (months: number): string[] => {
    const out: string[] = [];
    if (a.accountMonths < months) out.push(`청약통장 가입 기간이 ${months}개월 이상이어야 합니다(입력: ${a.accountMonths}개월).`);
    if (needDeposit !== undefined && a.depositManwon < needDeposit)
      out.push(`${area!.label} 거주, ${a.unit} 타입(${bandLabel(band!)})의 예치금은 ${formatManwon(needDeposit * 10_000)} 이상이어야 합니다(입력: ${formatManwon(a.depositManwon * 10_000)}).`);
    return out;
  };
  const firstRank = (): string[] => {
    const out = account(r.firstRankMonths);
    if (r.householderOnly && !a.householder) out.push('1순위는 세대주만 청약하실 수 있습니다.');
    if (r.regulated && a.homes === 'more') out.push('규제지역 1순위는 2주택 이상 소유 세대가 청약하실 수 없습니다.');
    if (r.regulated && a.recentWin !== 'none') out.push(`규제지역 1순위는 최근 ${SPECIAL_RULES.regulatedWinYears}년 안에 세대원이 당첨된 적이 없어야 합니다.`);
    return out;
  };
  const limits = (s: SupplyFigures, label: string): string[] => {
    const out: string[] = [];
    const dual = a.dualIncome && s.dualIncomeLimits?.length;
    const table = dual ? s.dualIncomeLimits! : s.incomeLimits;
    const percent = dual ? s.dualIncomePercent : s.incomePercent;
    if (table?.length) {
      const limit = table[Math.min(a.householdSize, table.length) - 1]!;
      const income = a.incomeManwon * 10_000;
      if (income > limit)
        out.push(
          `월평균소득 ${formatManwon(income)}이 ${label} 소득 기준(${a.householdSize}인 가구${dual ? ' 맞벌이' : ''}${percent ? ` ${percent}%` : ''}, ${formatManwon(limit)})을 넘습니다.`,
        );
    }
    if (s.assetLimit !== undefined && a.assetsManwon * 10_000 > s.assetLimit)
      out.push(`부동산 자산 ${formatManwon(a.assetsManwon * 10_000)}이 ${label} 자산 기준(${formatManwon(s.assetLimit)})을 넘습니다.`);
    return out;
  };
  /** Special supplies: 무주택, once per household, and the account (unless 1순위 is asked, which says more). */
  const special = (withAccount = true): string[] => {
    const out = withAccount ? account(SPECIAL_RULES.accountMonths) : [];
    if (a.homes !== 'none') out.push('특별공급은 세대원 모두가 집을 갖고 있지 않아야(무주택세대구성원) 합니다.');
    if (a.specialBefore) out.push('특별공급은 한 세대에 한 번만 당첨될 수 있는데, 이미 특별공급으로 당첨된 적이 있습니다.');
    return out;
  };

  const reasonsFor = (s: SupplyFigures): string[] => {
    const label = SUPPLY_LABELS[s.key].replace(' 특별공급', '');
    switch (s.key) {
      case 'general1':
        return [...base, ...firstRank()];
      case 'general2':
        return [...base, ...(a.accountMonths < 1 ? ['청약통장이 있어야 2순위로 청약하실 수 있습니다.'] : [])];
      case 'newlywed': {
        const out = [...base, ...special()];
        if (!a.married || !a.marriageDate) out.push('신혼부부는 혼인 중이어야 합니다.');
        else if (a.marriageDate < yearsBefore(notice, SPECIAL_RULES.newlywedYears) || a.marriageDate > notice)
          out.push(`혼인신고일이 모집공고일(${dotted(notice)}) 기준 ${SPECIAL_RULES.newlywedYears}년 이내여야 합니다(${dotted(yearsBefore(notice, SPECIAL_RULES.newlywedYears))} 이후).`);
        return [...out, ...limits(s, label)];
      }
      case 'firstHome': {
        const out = [...base, ...special(false), ...firstRank()];
        if (a.everOwned) out.push('생애최초는 세대원 모두가 한 번도 집을 가진 적이 없어야 합니다.');
        if (!a.taxFiveYears) out.push('생애최초는 소득세를 5년 이상 낸 적이 있어야 합니다.');
        return [...dedupe(out), ...limits(s, label)];
      }
      case 'multiChild': {
        const out = [...base, ...special()];
        const count = a.children + (a.pregnant ? 1 : 0);
        if (count < SPECIAL_RULES.multiChildMin) out.push(`다자녀가구는 미성년 자녀(태아 포함)가 ${SPECIAL_RULES.multiChildMin}명 이상이어야 합니다(입력: ${count}명).`);
        return [...out, ...limits(s, label)];
      }
      case 'elderly': {
        const out = [...base, ...special(false), ...firstRank()];
        if (!a.householder) out.push('노부모부양은 세대주만 청약하실 수 있습니다.');
        if (!a.elderly) out.push(`노부모부양은 만 65세 이상 직계존속을 ${SPECIAL_RULES.elderlyYears}년 이상 계속 부양하고 있어야 합니다.`);
        return [...dedupe(out), ...limits(s, label)];
      }
      case 'newborn': {
        const out = [...base, ...special()];
        const since = yearsBefore(notice, SPECIAL_RULES.newbornYears);
        const born = a.youngestBirthDate && a.youngestBirthDate >= since && a.youngestBirthDate <= notice;
        if (!born && !a.pregnant)
          out.push(`신생아는 모집공고일(${dotted(notice)}) 기준 ${SPECIAL_RULES.newbornYears}년 이내(${dotted(since)} 이후)에 태어난 자녀가 있거나 임신 중이어야 합니다.`);
        return [...out, ...limits(s, label)];
      }
      case 'institution': {
        const out = [...base];
        if (a.homes !== 'none') out.push('특별공급은 세대원 모두가 집을 갖고 있지 않아야(무주택세대구성원) 합니다.');
        if (a.specialBefore) out.push('특별공급은 한 세대에 한 번만 당첨될 수 있는데, 이미 특별공급으로 당첨된 적이 있습니다.');
        if (!a.recommended) out.push('기관추천은 해당 기관(국가보훈처, 지자체 등)의 추천을 받은 분만 청약하실 수 있습니다.');
        return out;
      }
    }
  };

  const offered = SUPPLY_KEYS.map((k) => figures.supplies.find((s) => s.key === k)).filter((s): s is SupplyFigures => !!s);
  return offered.map((s) => {
    const reasons = dedupe(reasonsFor(s));
    return { key: s.key, label: SUPPLY_LABELS[s.key], units: s.units, eligible: reasons.length === 0, reasons };
  });
}

const dedupe = (list: string[]) => [...new Set(list)];
const dotted = (day: string) => day.replace(/-/g, '.');
const bandLabel = (band: SizeBand) => ({ upTo85: '전용 85㎡ 이하', upTo102: '전용 102㎡ 이하', upTo135: '전용 135㎡ 이하', all: '전용 135㎡ 초과' })[band];

/** The page's server data: the figures (or not yet), and what a form post without JavaScript asked. */
export interface EligibilityPageData {
  configured: boolean;
  figures?: EligibilityFigures;
  /** The answers as posted, to show the form filled in again (never stored). */
  posted?: Partial<Record<keyof EligibilityAnswers, string>>;
  result?: SupplyResult[];
  error?: { field: keyof EligibilityAnswers; message: string };
}

/** The desk page: the figures in force (null: none yet) and who saved them. */
export interface AdminEligibilityData {
  email: string | null;
  role?: import('../permissions').Role | null;
  figures: EligibilityFigures | null;
  /** The revision a save applies to (0: none saved yet). */
  rev: number;
  updatedBy: string | null;
}

/** The supplies that are special supplies, for grouping on the page. */
export const isSpecial = (key: SupplyKey) => SPECIAL_SUPPLIES.includes(key);
