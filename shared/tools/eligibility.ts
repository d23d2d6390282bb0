/**
 * Which of this 분양's supplies a buyer may apply to, which part of it (우선·일반·추첨) and why not
 * the others: one pure function (`checkEligibility`) that the page's island runs and the server
 * runs for `POST /api/tools/eligibility` and the page's form post without JavaScript, so all read
 * the same. The figures are the desk's (this 모집공고's); the fixed rules and their sources are in
 * eligibility-rules.ts, the income tiers in eligibility-income.ts. Nothing here stores or sends.
 */
import { BIRTH_EXEMPTION_FROM, RULE_SOURCES, SPECIAL_RULES, SPECIAL_SUPPLIES, STANDARD_DEPOSITS_MANWON, SUPPLY_KEYS, SUPPLY_LABELS, sizeBandOf } from './eligibility-rules';
import type { RuleSource, SizeBand, SupplyKey } from './eligibility-rules';
import { PART_LABELS, hasTiers, partFor } from './eligibility-income';
import { formatManwon } from './eligibility-money';
import { fullMonths, withinYears, reachesYears } from './periods';
import { withParticle } from '../korean';
import { NO_ACCOUNT_RECOMMENDATIONS } from './eligibility-answers';

export { SUPPLY_KEYS, SUPPLY_LABELS, RULES_VERSION, RULE_SOURCES, type SupplyKey } from './eligibility-rules';
export { INCOME_COLUMNS, PART_LABELS, limitAt, type IncomeTable, type IncomeTier, type PartKey, type SupplyTiers } from './eligibility-income';
export { formatManwon } from './eligibility-money';
export type { AdminEligibilityData, EligibilityFigures, EligibilityPageData, RegionRules, ResidenceArea, SupplyFigures, SupplyResult } from './eligibility-types';
import type { EligibilityFigures, SupplyFigures, SupplyResult } from './eligibility-types';

export { ANSWER_FIELDS, ANSWER_MESSAGES, RECOMMENDED_AS, parseAnswers, readWon, type AnswerField, type EligibilityAnswers, type RecommendedAs } from './eligibility-answers';
import type { EligibilityAnswers } from './eligibility-answers';

export const defaultDeposits = () => JSON.parse(JSON.stringify(STANDARD_DEPOSITS_MANWON)) as EligibilityFigures['deposits'];

export const ELIGIBILITY_NOTE = '공고문이 우선합니다';

export const ELIGIBILITY_MESSAGES = {
  notConfigured: '이 단지의 입주자모집공고 기준(공급 종류, 소득·자산 기준, 예치금, 지역 요건)이 아직 등록되지 않았습니다. 등록되는 대로 이 페이지에서 확인하실 수 있습니다.',
  invalid: '입력하신 내용을 확인해 주세요.',
} as const;

/** The buyer's type: its 전용면적 band (별표 2), from the site's unit table. */
export interface UnitSize {
  label: string;
  exclusiveArea: number;
}

/** 출산특례 (제55조의3제3항) applies to these supplies; 제1항 (a spouse's win before marriage) to these. */
const BIRTH_SUPPLIES: readonly SupplyKey[] = ['multiChild', 'newlywed', 'elderly', 'newborn'];
const SPOUSE_SUPPLIES: readonly SupplyKey[] = ['newlywed', 'firstHome', 'newborn'];
const MAIN_SOURCE: Record<SupplyKey, RuleSource> = {
  general1: 'general', general2: 'general', newlywed: 'newlywed', firstHome: 'firstHome', multiChild: 'multiChild', elderly: 'elderly', newborn: 'newborn', institution: 'institution',
};
/** 출산특례: the home to be sold is left out of 부동산 for 추첨 in these (2026000463 p.13, 2026000445 p.9). */
const SALE_HOME_EXCLUDED: readonly SupplyKey[] = ['newlywed', 'newborn'];
const INCOME_UNCHECKED = '월평균소득의 계산(전년도 소득, 만 19세 이상 세대원 모두 합산)은 확인하지 않았습니다. 입력하신 금액을 그대로 기준과 비교했습니다.';
const span = (months: number) => (months % 12 === 0 ? `${months / 12}년` : `${months}개월`);

/**
 * For each supply this 분양 offers, in the law's order: may the buyer apply, to which part, and if
 * not, every reason, in the buyer's words. Dates count to the 모집공고일 (`figures.noticeDate`).
 */
export function checkEligibility(figures: EligibilityFigures, a: EligibilityAnswers, units: readonly UnitSize[]): SupplyResult[] {
  const notice = figures.noticeDate;
  const area = figures.areas.find((x) => x.id === a.area);
  const unit = units.find((u) => u.label === a.unit);
  const band = unit ? sizeBandOf(unit.exclusiveArea) : undefined;
  const needDeposit = area && band ? figures.deposits[area.depositRegion][band] : undefined;
  const r = figures.region;
  const months = a.accountOpened <= notice ? fullMonths(a.accountOpened, notice) : -1;
  const incomePeople = Math.max(1, a.householdSize - a.recentParents);
  const birthChild = a.pregnant || (!!a.youngestBirthDate && a.youngestBirthDate >= BIRTH_EXEMPTION_FROM && a.youngestBirthDate <= notice);

  const verdict = (s: SupplyFigures): SupplyResult => {
    const label = SUPPLY_LABELS[s.key];
    const short = label.replace(' 특별공급', '');
    const sources = new Set<RuleSource>([MAIN_SOURCE[s.key]]);
    const notes: string[] = [];
    const unchecked: string[] = [];
    const out: string[] = [];
    const typeUnits = s.unitsByType ? (s.unitsByType[a.unit] ?? 0) : undefined;
    if (typeUnits === undefined && isSpecial(s.key) && s.units > 0)
      unchecked.push(`주택형별 공급 세대수가 아직 등록되지 않아 ${a.unit} 타입에 ${withParticle(label, '이/가')} 있는지 확인하지 못했습니다. 공고문의 주택형별 특별공급 세대수를 확인해 주세요.`);
    if (area?.zone === 'local' && area.minResidenceMonths)
      unchecked.push(`${area.label}에 모집공고일 현재 ${span(area.minResidenceMonths)} 이상 계속 거주하셔야 해당지역으로 청약하실 수 있습니다. 거주기간은 확인하지 않았습니다(그보다 짧으면 기타지역 거주자로 청약하게 됩니다).`);
    if (!area) out.push('주민등록상 거주지역이 이 단지의 청약 가능 지역(해당지역·기타지역)이 아닙니다.');

    const account = (need: number) => {
      sources.add('deposits');
      if (months < need) out.push(`청약통장 가입 기간이 모집공고일(${dotted(notice)}) 기준 ${need}개월 이상이어야 합니다(입력하신 가입일 기준 ${Math.max(months, 0)}개월).`);
      if (needDeposit !== undefined && a.depositManwon < needDeposit)
        out.push(`${area!.label} 거주, ${a.unit} 타입(${bandLabel(band!)})의 예치금은 ${formatManwon(needDeposit * 10_000)} 이상이어야 합니다(입력: ${formatManwon(a.depositManwon * 10_000)}).`);
    };
    const firstRank = () => {
      sources.add('firstRank');
      account(r.firstRankMonths);
      if (r.householderOnly && !a.householder) out.push('1순위는 세대주만 청약하실 수 있습니다.');
      if (r.regulated && a.homes === 'more') out.push('규제지역 1순위는 2주택 이상 소유 세대가 청약하실 수 없습니다.');
      if (r.regulated && a.recentWin !== 'none') out.push(`규제지역 1순위는 최근 ${SPECIAL_RULES.regulatedWinYears}년 안에 세대원이 당첨된 적이 없어야 합니다.`);
    };
    // 제55조의3: a spouse's win before marriage (신혼부부·생애최초·신생아), one's own before marriage (신혼부부, once).
    const spouseFree = a.winWhen === 'spouseBeforeMarriage' && SPOUSE_SUPPLIES.includes(s.key);
    const marriageFree = s.key === 'newlywed' && a.winWhen === 'selfBeforeMarriage' && a.exemptionUsed !== 'marriage';
    const birthFree = BIRTH_SUPPLIES.includes(s.key) && birthChild && a.specialBefore && a.winWhen !== 'otherMember' && a.exemptionUsed !== 'birth';
    const wins = () => {
      if (spouseFree || marriageFree) {
        sources.add('exemptions');
        notes.push(spouseFree ? '배우자가 혼인 전에 당첨된 이력은 따지지 않습니다(제55조의3제1항).' : '본인의 혼인 전 당첨 이력은 혼인특례(본인 기준 1회)로 따지지 않습니다. 청약하실 때 특례 사용을 선택해 주세요.');
        return;
      }
      const marriageUsed = () => s.key === 'newlywed' && a.winWhen === 'selfBeforeMarriage' && out.push('혼인특례는 본인 기준 한 번만 쓸 수 있는데 이미 사용하셨습니다.');
      if (r.rewinRestriction && a.recentWin === 'restricted') {
        sources.add('rewin');
        out.push('재당첨 제한 기간 중인 세대원이 있어 청약하실 수 없습니다.');
        marriageUsed();
      }
      if (!a.specialBefore || !isSpecial(s.key)) return;
      if (birthFree) {
        sources.add('exemptions');
        notes.push(`${dotted(BIRTH_EXEMPTION_FROM)} 이후 출생(임신·입양 포함)한 자녀가 있어 출산특례(세대 기준 1회)로 과거 특별공급 당첨과 관계없이 청약하실 수 있습니다. 청약하실 때 특례 사용을 선택해 주세요.`);
        return;
      }
      sources.add('once');
      out.push('특별공급은 한 세대에 한 번만 당첨될 수 있는데, 이미 특별공급으로 당첨된 적이 있습니다.');
      marriageUsed();
      if (BIRTH_SUPPLIES.includes(s.key) && birthChild && a.exemptionUsed === 'birth') out.push('출산특례는 세대 기준 한 번만 쓸 수 있는데 이미 사용하셨습니다.');
    };
    const homeless = () => {
      if (a.homes === 'none') return;
      if (birthFree && a.homeSale === 'agree') {
        sources.add('exemptions');
        notes.push(
          `출산특례로, 입주 전에 기존 주택 처분 서류를 내고 소유권이전등기 전에 처분을 마치는 조건으로 청약하실 수 있습니다.${SALE_HOME_EXCLUDED.includes(s.key) ? ` 추첨공급의 부동산 자산에서는 처분하실 주택(${formatManwon(a.saleHomeManwon * 10_000)})을 빼고 봅니다.` : ''}`,
        );
        return;
      }
      out.push(s.key === 'elderly' ? '노부모부양은 세대주와 세대원 모두 집이 없어야(무주택세대주) 합니다.' : '특별공급은 세대원 모두가 집을 갖고 있지 않아야(무주택세대구성원) 합니다.');
      if (birthFree) out.push('출산특례로 청약하시려면 기존 주택을 입주 전에 처분하는 조건을 받아들이셔야 합니다.');
    };
    let part: SupplyResult['part'];
    const tiers = (onePerson = false) => {
      if (!hasTiers(s)) return;
      if (!figures.income) return void out.push(`${short}의 소득 기준표가 아직 등록되지 않아 판단할 수 없습니다. 공고문에서 확인하세요.`);
      const dual = a.dualIncome ? { higherSpouse: a.spouseIncomeWon ?? 0 } : undefined;
      const saleHome = birthFree && a.homes !== 'none' && a.homeSale === 'agree' && SALE_HOME_EXCLUDED.includes(s.key) ? a.saleHomeManwon : 0;
      const got = partFor(s, figures.income, { people: incomePeople, income: a.incomeWon, dual, assets: (a.assetsManwon - saleHome) * 10_000, onePerson }, short);
      if (got.part) part = { key: got.part, label: PART_LABELS[got.part], why: got.why };
      else out.push(...got.reasons);
      unchecked.push(INCOME_UNCHECKED);
      if (a.recentParents > 0) {
        sources.add('household');
        notes.push(`소득 기준의 가구원수는 주민등록등본에 함께 오른 지 1년이 안 된 직계존속 ${a.recentParents}명을 빼고 ${incomePeople}인으로 봅니다.`);
      }
    };

    switch (s.key) {
      case 'general1':
        wins();
        firstRank();
        if (r.regulated && a.homes === 'one') {
          sources.add('regulatedLottery');
          part = {
            key: 'lottery',
            label: '추첨제로만',
            // 제28조제8항 as amended on 2023-02-28 (in force since, and in the 2026-06-15 rules): the
            // 1주택 winner's condition to sell (within 2 years of 입주 가능일 until then) was removed.
            why: '투기과열지구·조정대상지역에서 1주택 세대는 가점제로는 청약하실 수 없고, 추첨제 물량 가운데 무주택 세대에 먼저 돌아가는 75%를 뺀 나머지 25%에서 무주택 세대와 함께 추첨으로만 당첨될 수 있습니다. 당첨되어도 기존 주택을 처분하셔야 하는 조건은 없습니다(2023. 2. 28. 개정 전에는 입주 가능일부터 2년 안에 처분하는 조건이었습니다).',
          };
        }
        break;
      case 'general2':
        wins();
        if (months < 0) out.push('모집공고일 현재 청약통장이 있어야 2순위로 청약하실 수 있습니다.');
        break;
      case 'newlywed':
        account(SPECIAL_RULES.accountMonths);
        homeless();
        wins();
        if (!a.married || !a.marriageDate) out.push('신혼부부는 혼인 중이어야 합니다.');
        else if (!withinYears(a.marriageDate, SPECIAL_RULES.newlywedYears, notice))
          out.push(`혼인신고일이 모집공고일(${dotted(notice)}) 기준 ${SPECIAL_RULES.newlywedYears}년 이내여야 합니다(혼인 ${SPECIAL_RULES.newlywedYears}년이 되는 날: ${dotted(reachesYears(a.marriageDate, SPECIAL_RULES.newlywedYears))}).`);
        tiers();
        break;
      case 'firstHome': {
        homeless();
        wins();
        firstRank();
        if (a.everOwned) out.push('생애최초는 세대원 모두가 한 번도 집을 가진 적이 없어야 합니다(배우자가 혼인 전에 갖고 있다가 혼인 전에 처분한 집은 빼고 봅니다).');
        if (!a.taxFiveYears) out.push('생애최초는 소득세를 5년 이상 낸 적이 있어야 합니다.');
        const onePerson = !a.married && !a.pregnant && a.children === 0 && a.singleWith !== 'child';
        if (onePerson && a.singleWith === 'alone' && unit && unit.exclusiveArea > SPECIAL_RULES.soloMaxArea)
          out.push(`생애최초 1인 가구 중 단독세대는 전용 ${SPECIAL_RULES.soloMaxArea}㎡ 이하 주택형에만 청약하실 수 있습니다(${a.unit} 타입: 전용 ${unit.exclusiveArea}㎡).`);
        tiers(onePerson);
        break;
      }
      case 'multiChild': {
        account(SPECIAL_RULES.accountMonths);
        homeless();
        wins();
        const count = a.children + (a.pregnant ? 1 : 0);
        if (count < SPECIAL_RULES.multiChildMin) out.push(`다자녀가구는 미성년 자녀(태아 포함)가 ${SPECIAL_RULES.multiChildMin}명 이상이어야 합니다(입력: ${count}명).`);
        break;
      }
      case 'elderly':
        homeless();
        wins();
        firstRank();
        if (!a.householder) out.push('노부모부양은 세대주만 청약하실 수 있습니다.');
        if (!a.elderly) out.push(`노부모부양은 만 65세 이상 직계존속을 ${SPECIAL_RULES.elderlyYears}년 이상 계속 부양하고 있어야 합니다.`);
        break;
      case 'newborn': {
        homeless();
        wins();
        firstRank();
        // "2세 미만(2세가 되는 날을 포함)": up to the day the child turns 2 (민법 제158조·제160조, periods.ts).
        const born = !!a.youngestBirthDate && withinYears(a.youngestBirthDate, SPECIAL_RULES.newbornYears, notice);
        if (!born && !a.pregnant)
          out.push(
            `신생아는 모집공고일(${dotted(notice)}) 현재 2세 미만(2세가 되는 날 포함)의 자녀가 있거나 임신 중이어야 합니다${a.youngestBirthDate && a.youngestBirthDate <= notice ? `(막내 자녀가 2세가 되는 날: ${dotted(reachesYears(a.youngestBirthDate, SPECIAL_RULES.newbornYears))})` : ''}.`,
          );
        tiers();
        break;
      }
      case 'institution':
        homeless();
        wins();
        if (!a.recommended) out.push('기관추천은 해당 기관(국가보훈부, 지자체 등)의 추천을 받은 분만 청약하실 수 있습니다.');
        else if (a.recommendedAs && NO_ACCOUNT_RECOMMENDATIONS.includes(a.recommendedAs)) notes.push('장애인·국가유공자·철거주택 소유자 추천은 청약통장이 필요하지 않습니다.');
        else account(SPECIAL_RULES.accountMonths);
        break;
    }
    const reasons = dedupe(out);
    const noType = s.units > 0 && typeUnits === 0;
    const status = s.units === 0 || noType ? 'none' : reasons.length ? 'ineligible' : 'eligible';
    if (noType) sources.add('supplyByType');
    return {
      key: s.key,
      label,
      units: s.units,
      ...(typeUnits !== undefined ? { typeUnits } : {}),
      status,
      eligible: status === 'eligible',
      ...(part && status === 'eligible' ? { part } : {}),
      reasons: noType ? [`이 주택형에는 ${withParticle(label, '이/가')} 없습니다.`] : status === 'none' ? [] : reasons,
      notes: status === 'eligible' ? dedupe(notes) : [],
      unchecked: status === 'eligible' ? dedupe(unchecked) : [],
      sources: [...sources].map((k) => RULE_SOURCES[k]),
    };
  };

  const offered = SUPPLY_KEYS.map((k) => figures.supplies.find((s) => s.key === k)).filter((s): s is SupplyFigures => !!s);
  return offered.map(verdict);
}

const dedupe = (list: string[]) => [...new Set(list)];
const dotted = (day: string) => day.replace(/-/g, '.');
const bandLabel = (band: SizeBand) => ({ upTo85: '전용 85㎡ 이하', upTo102: '전용 102㎡ 이하', upTo135: '전용 135㎡ 이하', all: '전용 135㎡ 초과' })[band];

/** The supplies that are special supplies, for grouping on the page. */
export const isSpecial = (key: SupplyKey) => SPECIAL_SUPPLIES.includes(key);
