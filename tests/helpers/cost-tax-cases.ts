/**
 * The cash plan's tax rules as cases, each with its source: what a buyer must be told for a choice,
 * checked from the pure function, the API and the page posted without JavaScript alike
 * (tests/cost-tax-cases.test.ts). `inTerm`: the 잔금 falls before the 생애최초 relief's end (the price
 * table's 잔금 dated 2028-11-30); otherwise the site's (입주 2029-10-01, after 2028-12-31).
 */
import type { CostInput } from '../../shared/tools/cost';
import type { Pricing } from '../../shared/site.config';

export interface TaxCase {
  name: string;
  /** The article, or the notice and its page, the expected figures follow. */
  source: string;
  input: CostInput;
  inTerm?: boolean;
  expected: { base: number; rate: number; relief: number; acquisition: number; education: number; rural: number; total: number; ifExtended?: number };
}

/** The desk's options the cases choose: one without a VAT figure (read as price ÷ 11), one with the notice's. */
export const CASE_OPTIONS = [
  { key: 'case-balcony-84a', unitType: '84A', category: '발코니 확장', label: '발코니 확장 (사례)', price: 14_370_000, noticeDate: '2026-11-27' },
  { key: 'case-aircon-99a', unitType: '99A', category: '시스템 에어컨', label: '시스템 에어컨 (사례)', price: 8_800_000, vat: 800_000, noticeDate: '2026-11-27' },
];

/** The site's price table with its 잔금 dated inside the relief's term. */
export const inTermPricing = (pricing: Pricing): Pricing => ({
  ...pricing,
  plan: pricing.plan.map((r, i) => (i === pricing.plan.length - 1 ? { ...r, dueDate: '2028-11-30' } : r)),
});

export const TAX_CASES: TaxCase[] = [
  {
    name: '84A 중층 생애최초, 잔금 2029.10 (감면 기한 후): 감면 없이, 연장될 경우만 안내',
    source: '지방세특례제한법 제36조의3 제1항 (2028.12.31.까지 취득분); 지방세법 제11조 제1항 제8호 가목 (6억 이하 1%), 제151조 제1항 제1호',
    input: { unit: '84A', band: 'mid', options: [], homes: 'first' },
    // 538,670,000 × 1% = 5,386,700; 교육세 538,670: 5,925,370 (the plan showed 3,925,370 with the relief).
    expected: { base: 538_670_000, rate: 1, relief: 0, acquisition: 5_386_700, education: 538_670, rural: 0, total: 5_925_370, ifExtended: 2_000_000 },
  },
  {
    name: '84A 중층 생애최초, 잔금 2028.11 (감면 기한 안): 200만원 감면, 85㎡ 이하라 농특세 없음',
    source: '지방세특례제한법 제36조의3 제1항; 농어촌특별세법 시행령 제4조 (국민주택규모 이하 비과세)',
    input: { unit: '84A', band: 'mid', options: [], homes: 'first' },
    inTerm: true,
    expected: { base: 538_670_000, rate: 1, relief: 2_000_000, acquisition: 3_386_700, education: 538_670, rural: 0, total: 3_925_370 },
  },
  {
    name: '84A 중층 1주택 + 발코니 확장 14,370,000원 (부가세 포함): 옵션의 부가가치세 1,306,364원 제외',
    source: '지방세법 시행령 제18조 (취득가격에 부가가치세 제외); 옵션 금액은 부가가치세 포함 (입주자모집공고의 유상옵션 표)',
    input: { unit: '84A', band: 'mid', options: ['case-balcony-84a'], homes: '1' },
    // 538,670,000 + 14,370,000 − 1,306,364 = 551,733,636; 1%: 5,517,330 (10원 미만 절사); 교육세 551,730.
    expected: { base: 551_733_636, rate: 1, relief: 0, acquisition: 5_517_330, education: 551_730, rural: 0, total: 6_069_060 },
  },
  {
    name: '99A 중층 1주택: 분양가 658,130,000원 중 건축비 부가가치세 43,550,000원 제외, 6억~9억 세율 1.10%',
    source: '지방세법 시행령 제18조; 입주자모집공고 공급금액표 (대지비·건축비·부가가치세, 공고 2026000443 p.8 형식); 지방세법 제11조 제1항 제8호 나목',
    input: { unit: '99A', band: 'mid', options: [], homes: '1' },
    // 614,580,000 × 2/3억 − 3 = 1.0972 → 1.10% (소수점 이하 다섯째 자리 반올림, 율 0.0110): 6,760,380; 교육세 676,030; 농특세 0.2% 1,229,160.
    expected: { base: 614_580_000, rate: 1.1, relief: 0, acquisition: 6_760_380, education: 676_030, rural: 1_229_160, total: 8_665_570 },
  },
  {
    name: '99A 중층 생애최초 + 시스템 에어컨 (부가세 800,000원), 잔금 2028.11: 감면 200만원, 감면분 농특세 20% 400,000원',
    source: '농어촌특별세법 제5조 제1항 제1호 (감면세액의 20%); 지방세특례제한법 제36조의3 제1항; 지방세법 시행령 제18조',
    input: { unit: '99A', band: 'mid', options: ['case-aircon-99a'], homes: 'first' },
    inTerm: true,
    // 614,580,000 + 8,000,000 = 622,580,000 → round(415.05) − 300 = 1.15%: 7,159,670; 교육세 715,960; 농특세 1,245,160 + 400,000.
    expected: { base: 622_580_000, rate: 1.15, relief: 2_000_000, acquisition: 5_159_670, education: 715_960, rural: 1_645_160, total: 7_520_790 },
  },
  {
    name: '99A 중층 생애최초, 잔금 2029.10: 감면 없이 농특세도 0.2%만, 연장될 경우 160만원 (감면 200만원 − 농특세 40만원)',
    source: '지방세특례제한법 제36조의3 제1항; 농어촌특별세법 제5조 제1항 제1호·제6호',
    input: { unit: '99A', band: 'mid', options: [], homes: 'first' },
    expected: { base: 614_580_000, rate: 1.1, relief: 0, acquisition: 6_760_380, education: 676_030, rural: 1_229_160, total: 8_665_570, ifExtended: 1_600_000 },
  },
  {
    name: '99C 고층 1주택: 679,027,000원 중 부가가치세 45,447,000원 제외 633,580,000원, 세율 1.22%',
    source: '지방세법 제11조 제1항 제8호 나목 ((취득가액 × 2/3억원 − 3) × 1/100, 소수점 이하 다섯째 자리에서 반올림)',
    input: { unit: '99C', band: 'high', options: [], homes: '1' },
    // 633,580,000 / 1.5억 × 100 = 422.39 → 422 − 300 = 1.22%: 7,729,670 (7,729,676 절사); 교육세 772,960; 농특세 1,267,160.
    expected: { base: 633_580_000, rate: 1.22, relief: 0, acquisition: 7_729_670, education: 772_960, rural: 1_267_160, total: 9_769_790 },
  },
];
