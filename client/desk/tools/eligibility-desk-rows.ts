/** The desk's 청약 자격 기준 form as typed (text in fields) and as stored (the notice's figures), both ways. */
import { INCOME_COLUMNS, type EligibilityFigures, type IncomeTable, type IncomeTier, type SupplyFigures } from '../../../shared/tools/eligibility';
import { SUPPLY_KEYS, type SupplyKey } from '../../../shared/tools/eligibility-rules';

/** A supply row as typed: percentages and the asset limit as text, blank for none. */
export interface SupplyRow {
  offered: boolean;
  units: string;
  priority: string;
  priorityDual: string;
  general: string;
  generalDual: string;
  lotteryAsset: string;
}
/** The income table as typed: the year, the six columns as printed (3인 이하 … 8인) and the amount per person over 8. */
export interface IncomeRow {
  year: string;
  amounts: string[];
  perPersonOver8: string;
}

export const num = (text: string) => Number(text.replace(/[,\s원%]/g, ''));
const str = (n?: number) => (n === undefined ? '' : n.toLocaleString('ko-KR'));

export function rowsOf(figures: EligibilityFigures | null): Record<SupplyKey, SupplyRow> {
  const out = {} as Record<SupplyKey, SupplyRow>;
  for (const key of SUPPLY_KEYS) {
    const s = figures?.supplies.find((x) => x.key === key);
    out[key] = {
      offered: !!s,
      units: s ? String(s.units) : '',
      priority: s?.priority ? String(s.priority.percent) : '',
      priorityDual: s?.priority?.dualPercent ? String(s.priority.dualPercent) : '',
      general: s?.general ? String(s.general.percent) : '',
      generalDual: s?.general?.dualPercent ? String(s.general.dualPercent) : '',
      lotteryAsset: str(s?.lotteryAssetLimit),
    };
  }
  return out;
}

const tier = (percent: string, dual: string): IncomeTier | undefined =>
  percent.trim() ? { percent: num(percent), ...(dual.trim() ? { dualPercent: num(dual) } : {}) } : undefined;

export function supplyOf(key: SupplyKey, r: SupplyRow): SupplyFigures {
  const s: SupplyFigures = { key, units: num(r.units || '0') };
  const priority = tier(r.priority, r.priorityDual);
  const general = tier(r.general, r.generalDual);
  if (priority) s.priority = priority;
  if (general) s.general = general;
  if (r.lotteryAsset.trim()) s.lotteryAssetLimit = num(r.lotteryAsset);
  return s;
}

export const incomeOf = (f: EligibilityFigures | null): IncomeRow => ({
  year: f?.income ? String(f.income.year) : '',
  amounts: INCOME_COLUMNS.map((_, i) => str(f?.income?.amounts[i])),
  perPersonOver8: str(f?.income?.perPersonOver8),
});
export const incomeTable = (r: IncomeRow): IncomeTable | undefined =>
  r.year.trim() || r.amounts.some((x) => x.trim()) ? { year: num(r.year), amounts: r.amounts.map((x) => num(x || '0')), perPersonOver8: num(r.perPersonOver8 || '0') } : undefined;

/** The year of 도시근로자 월평균소득 a notice uses: the year before its own. */
export const incomeYearFor = (noticeDate: string) => (/^\d{4}/.test(noticeDate) ? Number(noticeDate.slice(0, 4)) - 1 : null);
