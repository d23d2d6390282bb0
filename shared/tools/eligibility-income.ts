/**
 * Which part of a supply a household's income and 부동산 let it enter, as a notice prints the
 * tiers (신혼부부·생애최초·신생아): 우선공급 (income up to one percentage; 맞벌이 a higher one with
 * each spouse under the single percentage), 일반공급 (a higher percentage, the same way), 추첨
 * (over the income tiers, 부동산 within the asset limit). 우선 and 일반 have no asset test (the
 * notice: "소득기준 또는 자산기준을 충족하는 분"). The percentages apply to the notice's table of
 * 도시근로자 가구원수별 월평균소득 (3인 이하, 4인 … 8인, and an amount per person over 8).
 */
import { formatManwon as formatWon } from './eligibility-money';

/** The notice's income table at 100 %, won a month. */
export interface IncomeTable {
  /** The year of 도시근로자 가구원수별 월평균소득 the notice uses (its 전년도, e.g. 2025 for a 2026 notice). */
  year: number;
  /** [3인 이하, 4인, 5인, 6인, 7인, 8인]. */
  amounts: number[];
  /** 1인당 평균소득 added for each person over 8. */
  perPersonOver8: number;
}

export const INCOME_COLUMNS = ['3인 이하', '4인', '5인', '6인', '7인', '8인'] as const;

/** One tier's percentages: the household's, and 맞벌이's (each spouse then within `percent`). */
export interface IncomeTier {
  percent: number;
  dualPercent?: number;
}

/** A supply's tiers as the notice prints them. */
export interface SupplyTiers {
  priority?: IncomeTier;
  general?: IncomeTier;
  /** 추첨: 부동산 자산 (won) at most this. */
  lotteryAssetLimit?: number;
}

export type PartKey = 'priority' | 'general' | 'lottery';
export const PART_LABELS: Record<PartKey, string> = { priority: '우선공급', general: '일반공급', lottery: '추첨공급' };

/** The household's monthly income at 100 % (a 1-3 person household uses 3인 이하; over 8 adds per person). */
export function baseIncome(table: IncomeTable, people: number): number {
  if (people <= 3) return table.amounts[0]!;
  if (people <= 8) return table.amounts[people - 3]!;
  return table.amounts[5]! + table.perPersonOver8 * (people - 8);
}

/** The limit at `percent`, rounded to the won as notices print it (130 % of 7,533,763 → 9,793,892). */
export const limitAt = (table: IncomeTable, people: number, percent: number) => Math.round((baseIncome(table, people) * percent) / 100);

export const hasTiers = (s: SupplyTiers) => !!(s.priority || s.general || s.lotteryAssetLimit !== undefined);

export interface HouseholdMoney {
  people: number;
  /** Household monthly income, won. */
  income: number;
  /** 맞벌이: the higher-earning spouse's monthly income, won. */
  dual?: { higherSpouse: number };
  /** 부동산 (건물+토지), won. */
  assets: number;
  /** 생애최초 1인 가구: only 추첨, income up to the general percentage or 부동산 within the limit. */
  onePerson?: boolean;
}

export type PartAnswer = { part: PartKey; why: string } | { part: null; reasons: string[] };

const people = (n: number) => (n <= 3 ? '3인 이하' : `${n}인`);

/** The part this household may enter, and why; or why none. */
export function partFor(s: SupplyTiers, table: IncomeTable, h: HouseholdMoney, label: string): PartAnswer {
  const income = formatWon(h.income);
  const fits = (tier: IncomeTier): { ok: boolean; text: string } => {
    const single = limitAt(table, h.people, tier.percent);
    if (h.dual && tier.dualPercent) {
      const both = limitAt(table, h.people, tier.dualPercent);
      const ok = h.income <= both && h.dual.higherSpouse <= single;
      return { ok, text: `맞벌이 ${tier.dualPercent}% ${formatWon(both)}, 부부 중 한 분은 ${tier.percent}% ${formatWon(single)}` };
    }
    return { ok: h.income <= single, text: `${tier.percent}% ${formatWon(single)}` };
  };
  const assetsOk = s.lotteryAssetLimit !== undefined && h.assets <= s.lotteryAssetLimit;
  const assetText = s.lotteryAssetLimit !== undefined ? `부동산 ${formatWon(s.lotteryAssetLimit)}` : '';

  if (h.onePerson) {
    const top = s.general ?? s.priority;
    const within = top ? h.income <= limitAt(table, h.people, top.percent) : false;
    if (within || assetsOk)
      return { part: 'lottery', why: `1인 가구는 추첨공급으로만 청약하실 수 있고, ${within ? `월평균소득 ${income}이 ${top!.percent}% 기준 이하` : `부동산 자산이 ${assetText} 이하`}입니다.` };
    return { part: null, reasons: [`1인 가구는 추첨공급으로만 청약하실 수 있는데, 월평균소득이 ${top?.percent ?? ''}% 기준을 넘고 부동산 자산도 ${assetText}을 넘습니다.`] };
  }
  for (const key of ['priority', 'general'] as const) {
    const tier = s[key];
    if (!tier) continue;
    const f = fits(tier);
    if (f.ok) return { part: key, why: `월평균소득 ${income}이 ${people(h.people)} 가구 ${PART_LABELS[key]} 기준(${f.text}) 이내입니다.` };
  }
  if (assetsOk) return { part: 'lottery', why: `월평균소득이 소득 기준을 넘지만 부동산 자산이 ${assetText} 이하여서 추첨공급에 청약하실 수 있습니다.` };
  const top = s.general ?? s.priority;
  const reasons: string[] = [];
  if (top) reasons.push(`월평균소득 ${income}이 ${label} ${people(h.people)} 가구 소득 기준(${fits(top).text})을 넘습니다.`);
  if (s.lotteryAssetLimit !== undefined) reasons.push(`부동산 자산 ${formatWon(h.assets)}이 추첨공급 자산 기준(${formatWon(s.lotteryAssetLimit)})을 넘습니다.`);
  return { part: null, reasons };
}
