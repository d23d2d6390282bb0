/** PUT /api/admin/eligibility's body, checked before anything is stored: a Korean message per field. */
import { z } from 'zod';
import { isDay } from '../../../shared/kst';
import { DEPOSIT_REGIONS, SIZE_BANDS, SUPPLY_KEYS, SUPPLY_LABELS } from '../../../shared/tools/eligibility-rules';

export const FIGURES_MESSAGES = {
  invalid: '청약 자격 기준을 확인해 주세요.',
  noticeDate: '모집공고일을 2026-11-27처럼 입력해 주세요.',
  supplies: '공급 종류를 하나 이상 입력해 주세요(종류마다 한 번).',
  units: '세대수를 0 이상의 정수로 입력해 주세요.',
  unitsByType: '주택형별 세대수를 「84A 56, 84B 21」처럼 주택형과 0 이상의 정수로 입력해 주세요.',
  residence: '해당지역 거주기간을 0~600개월로 입력해 주세요.',
  percent: '소득 기준 %를 1~300 사이 정수로 입력해 주세요.',
  tiers: '맞벌이 %는 그 단계의 % 이상이어야 하고, 일반공급 %는 우선공급 % 이상이어야 합니다.',
  income: '도시근로자 가구원수별 월평균소득을 3인 이하부터 8인까지 여섯 칸과 8인 초과 1인당 금액, 모두 원 단위로 입력해 주세요.',
  incomeYear: '도시근로자 월평균소득의 기준 연도를 2025처럼 입력해 주세요.',
  needIncome: '소득 기준 %를 입력한 공급이 있으면 도시근로자 가구원수별 월평균소득 표를 입력해 주세요.',
  asset: '자산 기준을 원 단위 정수로 입력해 주세요.',
  areas: '청약 가능 지역(해당지역·기타지역)을 하나 이상 입력해 주세요.',
  area: '지역 이름과 구분(해당지역·기타지역), 예치금 지역을 입력해 주세요.',
  deposits: '예치금 표를 만원 단위 정수로 모두 입력해 주세요.',
  months: '1순위 청약통장 가입 기간을 0~60개월로 입력해 주세요.',
} as const;
const M = FIGURES_MESSAGES;

const won = (message: string) => z.number({ error: message }).int(message).min(0, message).max(10_000_000_000, message);
const percent = z.number({ error: M.percent }).int(M.percent).min(1, M.percent).max(300, M.percent);
const Tier = z
  .object({ percent, dualPercent: percent.optional() })
  .strip()
  .refine((t) => t.dualPercent === undefined || t.dualPercent >= t.percent, M.tiers);

/** The notice's table at 100 %: 3인 이하, 4인 … 8인, and the amount per person over 8. */
const IncomeTable = z.object({
  year: z.number({ error: M.incomeYear }).int(M.incomeYear).min(2000, M.incomeYear).max(2100, M.incomeYear),
  amounts: z.array(won(M.income).min(1, M.income), { error: M.income }).length(6, M.income),
  perPersonOver8: won(M.income).min(1, M.income),
});

const Supply = z
  .object({
    key: z.enum(SUPPLY_KEYS, { error: M.supplies }),
    units: z.number({ error: M.units }).int(M.units).min(0, M.units).max(100_000, M.units),
    /** The notice's table by 주택형: { '84A': 56 }. */
    unitsByType: z
      .record(z.string().trim().min(1, M.unitsByType).max(20, M.unitsByType), z.number({ error: M.unitsByType }).int(M.unitsByType).min(0, M.unitsByType).max(100_000, M.unitsByType), { error: M.unitsByType })
      .optional(),
    priority: Tier.optional(),
    general: Tier.optional(),
    lotteryAssetLimit: won(M.asset).optional(),
  })
  .strip()
  .refine((s) => !s.priority || !s.general || s.general.percent >= s.priority.percent, M.tiers);

const Area = z.object({
  id: z.string({ error: M.area }).trim().regex(/^[a-z0-9-]{1,40}$/, M.area),
  label: z.string({ error: M.area }).trim().min(1, M.area).max(40, M.area),
  zone: z.enum(['local', 'other'], { error: M.area }),
  depositRegion: z.enum(DEPOSIT_REGIONS, { error: M.area }),
  minResidenceMonths: z.number({ error: M.residence }).int(M.residence).min(0, M.residence).max(600, M.residence).optional(),
});

const bandRow = z.object(Object.fromEntries(SIZE_BANDS.map((b) => [b, z.number({ error: M.deposits }).int(M.deposits).min(0, M.deposits).max(100_000, M.deposits)])) as Record<(typeof SIZE_BANDS)[number], z.ZodNumber>);

export const FiguresInput = z.object({
  rev: z.number({ error: M.invalid }).int().min(0),
  figures: z.object({
    /** The 모집공고일 is the schedule's; given here, it is saved there. */
    noticeDate: z.string({ error: M.noticeDate }).trim().refine(isDay, M.noticeDate).optional(),
    supplies: z
      .array(Supply, { error: M.supplies })
      .min(1, M.supplies)
      .max(SUPPLY_KEYS.length, M.supplies)
      .refine((list) => new Set(list.map((s) => s.key)).size === list.length, M.supplies),
    areas: z
      .array(Area, { error: M.areas })
      .min(1, M.areas)
      .max(30, M.areas)
      .refine((list) => new Set(list.map((a) => a.id)).size === list.length, M.areas),
    deposits: z.object(Object.fromEntries(DEPOSIT_REGIONS.map((r) => [r, bandRow])) as Record<(typeof DEPOSIT_REGIONS)[number], typeof bandRow>, { error: M.deposits }),
    region: z.object({
      regulated: z.boolean({ error: M.invalid }),
      firstRankMonths: z.number({ error: M.months }).int(M.months).min(0, M.months).max(60, M.months),
      householderOnly: z.boolean({ error: M.invalid }),
      rewinRestriction: z.boolean({ error: M.invalid }),
    }),
    income: IncomeTable.optional(),
  }).refine((f) => !!f.income || f.supplies.every((s) => !s.priority && !s.general), { message: M.needIncome, path: ['income'] }),
});

/** The first problem as one message naming the supply or area, e.g. '신혼부부 특별공급: 가구원수별 …'. */
export function firstProblem(error: z.ZodError, body: unknown): string {
  const issue = error.issues[0]!;
  const [, list, index] = issue.path;
  if (list === 'supplies' && typeof index === 'number') {
    const key = (body as { figures?: { supplies?: { key?: string }[] } })?.figures?.supplies?.[index]?.key;
    const label = key && key in SUPPLY_LABELS ? SUPPLY_LABELS[key as keyof typeof SUPPLY_LABELS] : `${index + 1}번째 공급`;
    return `${label}: ${issue.message}`;
  }
  if (list === 'areas' && typeof index === 'number') return `${index + 1}번째 지역: ${issue.message}`;
  return issue.message;
}
