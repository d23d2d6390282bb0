/**
 * The 취득세 and its surtaxes of the cash plan (shared/tools/cost.ts), from the rates in cost-rates.ts:
 * on the price without 부가가치세 (지방세법 시행령 §18), at the rate §11①8 gives (its 6–9억 formula
 * rounded as 나목 says), less the 생애최초 relief only when the acquisition (잔금) falls within the
 * relief's term, and the 농특세 that relief carries over 85㎡. Pure and integer: the page, the API
 * and the no-JavaScript post all answer from it.
 */
import { EDUCATION, FIRST_HOME_RELIEF, HEAVY_RATES, HOME_CASES, RURAL, STANDARD, type HomeCase } from './cost-rates';

export interface CostTax {
  /** 취득가액 (과세표준): the price and the options without their 부가가치세. */
  base: number;
  /** The 취득세 rate in percent (two decimals at most: §11①8나 rounds the rate to four decimals). */
  rate: number;
  heavy: boolean;
  /** 생애최초 감면 taken off the 취득세 (0 when the 잔금 falls after the relief's term). */
  relief: number;
  /** The day the 취득 is expected (잔금), YYYY-MM-DD. */
  acquiredOn: string;
  /** The relief's last day; set when the buyer's case has a relief the law's term no longer covers. */
  reliefEnds?: string;
  /** What the taxes would be less if the relief is extended (its 농특세 counted), when it has ended. */
  ifExtended?: number;
  acquisition: number;
  education: number;
  rural: number;
  total: number;
}

/** 지방세 is paid in whole tens of won (10원 미만 절사). */
const tens = (n: number) => Math.floor(n / 10) * 10;

/**
 * The standard rate of §11①8 in hundredths of a percent: 100 (1%) up to 6억, 300 (3%) over 9억, and
 * between them (가액 × 2/3억원 − 3) × 1/100 with the rate rounded at its fifth decimal: in hundredths of
 * a percent that is round(가액 / 150만원) − 300 (7억 → 167: 1.67%).
 */
export function standardRate(base: number): number {
  if (base <= STANDARD.lowUpTo) return STANDARD.low * 100;
  if (base > STANDARD.highOver) return STANDARD.high * 100;
  return Math.round(base / 1_500_000) - 300;
}

/** The 취득세 and its surtaxes of a home bought for `base` won (VAT excluded), of `area` ㎡ 전용, acquired on `acquiredOn`. */
export function acquisitionTax(base: number, area: number, homes: HomeCase, acquiredOn: string): CostTax {
  const home = HOME_CASES[homes];
  const heavyRate = HEAVY_RATES[home.adjusted ? 'adjusted' : 'other'][home.count];
  // Hundredths of a percent keep the sums in integers.
  const rate100 = heavyRate !== undefined ? heavyRate * 100 : standardRate(base);
  const full = tens((base * rate100) / 10_000);
  const entitled = homes === 'first' && heavyRate === undefined && base <= FIRST_HOME_RELIEF.maxPrice ? Math.min(FIRST_HOME_RELIEF.cap, full) : 0;
  const inTerm = acquiredOn <= FIRST_HOME_RELIEF.until;
  const relief = inTerm ? entitled : 0;
  const exempt = area <= RURAL.exemptUpToArea;
  const reliefRural = (r: number) => (exempt ? 0 : tens(r * RURAL.reliefShare));
  const education = heavyRate !== undefined ? tens((base * EDUCATION.heavyPercent) / 100) : tens(full * EDUCATION.standardShare);
  const rural = exempt ? 0 : tens((base * (heavyRate !== undefined ? (RURAL.heavyPercent[heavyRate] ?? 0) : RURAL.standardPercent)) / 100) + reliefRural(relief);
  const acquisition = full - relief;
  return {
    base,
    rate: rate100 / 100,
    heavy: heavyRate !== undefined,
    relief,
    acquiredOn,
    ...(entitled && !inTerm ? { reliefEnds: FIRST_HOME_RELIEF.until, ifExtended: entitled - reliefRural(entitled) } : {}),
    acquisition,
    education,
    rural,
    total: acquisition + education + rural,
  };
}
