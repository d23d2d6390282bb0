/**
 * The site's facts, the file an operator opens to change them: names, numbers, addresses, the
 * unit table, the 청약 steps, prices and the payment plan, the disclosures, what winners bring and
 * where each planned claim stands. Most can also be set by the environment (server/config.server.ts,
 * the README's Configuration table). Their shape is in site-config-types.ts, the texts the site
 * sends in message-templates.ts; both, and the unit helpers, are re-exported here for importers.
 */
import type { SiteConfig, UnitType } from './site-config-types';

export type * from './site-config-types';
export { messagePrices, messageTemplates, type TemplateName } from './message-templates';
export { telHref } from './phone';
export { exclusiveAreaGroups, formatArea, unitByInteriorSlug, unitBySlug, unitTypeSummary } from './unit-format';

/** The one unit table (decision 0009); the route table reads it without the rest of the config. */
export const units: UnitType[] = [
  { label: '84A', slug: '59A', exclusiveArea: 84.97, supplyArea: 112.36, rooms: 3, baths: 2, plan: 'floorplan-59a', interior: 'interior-59a', interiorSlug: '59A' },
  { label: '84B', slug: '59B', exclusiveArea: 84.95, supplyArea: 112.33, rooms: 3, baths: 2, plan: 'floorplan-59b' },
  { label: '84C', slug: '84A', exclusiveArea: 84.98, supplyArea: 112.41, rooms: 3, baths: 2, plan: 'floorplan-84a', interior: 'interior-84a', interiorSlug: '84A' },
  { label: '84D', slug: '84B', exclusiveArea: 84.92, supplyArea: 112.28, rooms: 3, baths: 2, plan: 'floorplan-84b', interiorSlug: '84B' },
  { label: '99A', slug: '114A', exclusiveArea: 99.96, supplyArea: 131.87, rooms: 4, baths: 2, plan: 'floorplan-114a' },
  { label: '99B', slug: '114B', exclusiveArea: 99.94, supplyArea: 131.84, rooms: 4, baths: 2, plan: 'floorplan-114b' },
  { label: '99C', slug: '114C', exclusiveArea: 99.98, supplyArea: 131.9, rooms: 4, baths: 2, plan: 'floorplan-114c' },
];

export const siteConfig: SiteConfig = {
  siteUrl: 'https://www.haeon-lakecity.co.kr',
  projectName: '더 해온 레이크시티',
  projectNameEn: 'THE HAEON LAKE CITY',
  brandName: '더 해온',
  brandNameEn: 'THE HAEON',
  contractor: '해온건설(주)',
  developer: '레이크시티개발(주)',
  location: '청해시 해안구 호수동 1455번지 일원',
  consultationPhone: '1661-1455',
  consultationHours: '24시간 상담 가능',
  salesOfficePhone: '051-714-1455',
  optoutPhone: '080-714-1455',
  defaultSite: 'haeon-lakecity',
  sites: ['haeon-lakecity'],
  vrUrl: '/vr/index.html',
  // Not filmed yet: each shows a poster until its player URL is set (e.g. https://www.youtube-nocookie.com/embed/ID).
  videos: { brand: '', location: '', type59: '', type84: '' },
  familySites: [{ name: '더 해온 공식 홈페이지', url: 'https://www.haeon.co.kr' }],
  // Labels follow the menu; URLs keep the original site's slugs (decision 0009).
  units,
  privacy: {
    officer: { name: '김해온', title: '분양사무소장', phone: '1661-1455', email: 'privacy@haeon-lakecity.co.kr' },
    hosting: { name: '호스팅 사업자(운영 시 지정)', task: '홈페이지 운영 및 상담 신청 정보 보관' },
  },
  modelHouse: {
    address: '청해시 해안구 호수동 1200-3 더 해온 레이크시티 견본주택',
    hours: '매일 10:00~17:00',
    mapUrl: 'https://map.naver.com/p/search/%EB%8D%94%20%ED%95%B4%EC%98%A8%20%EB%A0%88%EC%9D%B4%ED%81%AC%EC%8B%9C%ED%8B%B0%20%EA%B2%AC%EB%B3%B8%EC%A3%BC%ED%83%9D',
  },
  leadRetentionDays: 365,
  households: 1455,
  applyhomeUrl: 'https://www.applyhome.co.kr',
  // 입주자모집공고 기준 (the notice prevails); staff edit the dates at /admin/schedule.
  schedule: [
    { key: 'announcement', label: '입주자모집공고', start: '2026-12-01', where: 'online', note: '청약홈과 홈페이지에 공고문이 게시됩니다.' },
    { key: 'special-supply', label: '특별공급 청약', start: '2026-12-08', time: '09:00-17:30', where: 'online', note: '신혼부부·생애최초·다자녀 등 특별공급 대상자' },
    { key: 'first-local', label: '1순위 해당지역 청약', start: '2026-12-09', time: '09:00-17:30', where: 'online' },
    { key: 'first-other', label: '1순위 기타지역 청약', start: '2026-12-10', time: '09:00-17:30', where: 'online' },
    { key: 'second', label: '2순위 청약', start: '2026-12-11', time: '09:00-17:30', where: 'online' },
    { key: 'winners', label: '당첨자 발표', start: '2026-12-17', where: 'online', note: '청약홈에서 개별 조회하실 수 있습니다.' },
    { key: 'documents', label: '당첨자 서류접수', start: '2026-12-19', end: '2026-12-23', time: '10:00-17:00', where: 'model-house' },
    { key: 'contract', label: '정당계약', start: '2027-01-05', end: '2027-01-07', time: '10:00-17:00', where: 'model-house' },
    { key: 'move-in', label: '입주 예정', start: '2029-10-01', end: '2029-10-31', note: '입주 예정월: 2029년 10월 (입주지정기간은 추후 개별 안내)' },
  ],
  pricing: {
    bands: [
      { id: 'low', label: '저층(1~4층)' },
      { id: 'mid', label: '중층(5~19층)' },
      { id: 'high', label: '고층(20층 이상)' },
    ],
    // Prices in won; a band a type does not have is left out.
    prices: {
      '84A': { low: 512_345_000, mid: 538_670_000, high: 551_230_000 },
      '84B': { low: 509_810_000, mid: 535_420_000, high: 548_960_000 },
      '84C': { low: 515_270_000, mid: 541_890_000, high: 556_110_000 },
      '84D': { low: 507_650_000, mid: 532_780_000, high: 545_330_000 },
      '99A': { low: 627_450_000, mid: 658_130_000, high: 674_870_000 },
      '99B': { mid: 655_290_000, high: 671_560_000 },
      '99C': { mid: 661_740_000, high: 679_027_000 },
    },
    // 대지비 + 건축비 + 부가가치세 of each price (85㎡ 이하 is VAT-free). Until the 모집공고 prints them, the
    // 대지비 per type and VAT at 10% of 건축비 (천원 단위): replace with the notice's table once published.
    parts: {
      '84A': { low: { land: 152_214_000, building: 360_131_000, vat: 0 }, mid: { land: 152_214_000, building: 386_456_000, vat: 0 }, high: { land: 152_214_000, building: 399_016_000, vat: 0 } },
      '84B': { low: { land: 152_186_000, building: 357_624_000, vat: 0 }, mid: { land: 152_186_000, building: 383_234_000, vat: 0 }, high: { land: 152_186_000, building: 396_774_000, vat: 0 } },
      '84C': { low: { land: 152_247_000, building: 363_023_000, vat: 0 }, mid: { land: 152_247_000, building: 389_643_000, vat: 0 }, high: { land: 152_247_000, building: 403_863_000, vat: 0 } },
      '84D': { low: { land: 152_131_000, building: 355_519_000, vat: 0 }, mid: { land: 152_131_000, building: 380_649_000, vat: 0 }, high: { land: 152_131_000, building: 393_199_000, vat: 0 } },
      '99A': { low: { land: 179_082_000, building: 407_607_000, vat: 40_761_000 }, mid: { land: 179_082_000, building: 435_498_000, vat: 43_550_000 }, high: { land: 179_082_000, building: 450_716_000, vat: 45_072_000 } },
      '99B': { mid: { land: 179_046_000, building: 432_949_000, vat: 43_295_000 }, high: { land: 179_046_000, building: 447_739_000, vat: 44_775_000 } },
      '99C': { mid: { land: 179_118_000, building: 438_747_000, vat: 43_875_000 }, high: { land: 179_118_000, building: 454_462_000, vat: 45_447_000 } },
    },
    partsNote: '대지비·건축비·부가가치세 구분은 입주자모집공고 게시 전 예정 금액입니다.',
    plan: [
      { label: '계약금 1차', percent: 5, dueDate: '2027-01-05', dueText: '계약 시' },
      { label: '계약금 2차', percent: 5, dueDate: '2027-02-05' },
      { label: '중도금 1회', percent: 10, dueDate: '2027-06-10' },
      { label: '중도금 2회', percent: 10, dueDate: '2027-11-10' },
      { label: '중도금 3회', percent: 10, dueDate: '2028-04-10' },
      { label: '중도금 4회', percent: 10, dueDate: '2028-09-11' },
      { label: '중도금 5회', percent: 10, dueDate: '2029-02-12' },
      { label: '중도금 6회', percent: 10, dueDate: '2029-06-11' },
      { label: '잔금', percent: 30, dueText: '입주지정기간 내' },
    ],
    roundTo: 1000,
    interest: 'deferred',
    // The lender's rate is set when the loan is arranged: an estimate until then (모집공고: 입주 2029년 10월).
    loan: { percent: 60, annualRate: 4.5, interestUntil: '2029-10-01', rateNote: '중도금 대출 은행 확정 전 예상 금리(연 4.5%)로 계산했습니다. 실제 금리는 대출 실행 시 정해집니다.' },
    // 입주자모집공고의 연체료율 (연 6.5%): change it here if the published notice says otherwise.
    lateRatePercent: 6.5,
    // 분양계약서 계약 해제 조항: 위약금은 공급대금 총액의 10% (the desk records each contract's own figure).
    penaltyPercent: 10,
    // 입주 정산서 (server/contracts/settlement.ts reads these).
    settlement: {
      // 관리비 예치금 (선수관리비), 원, that the management office asks at 입주, by 주택형: '84' covers 84A~84D,
      // a row of its own ('84A': …) wins over its size, `default` covers a type not listed. The office's notice prevails.
      managementDeposit: { '84': 450_000, '99': 530_000 },
      // 선납할인 (연 %, days before each due day) where the 분양계약서 grants one: absent, no discount line.
      // prepayRatePercent: 2.5,
    },
    // The 분양대금 가상계좌 are opened by the trust company that keeps the sale money (see disclosures.trustee).
    payee: { bank: '신한은행', holder: '해온자산신탁(주)' },
    // The 공급계약서's 납부 계좌 besides the 세대별 가상계좌: 계약금 1차 into the 신탁사's main account, 발코니
    // 확장 into its own 신탁 account, the other options into the builder's (PAYMENT_ACCOUNTS overrides them).
    accounts: [
      { id: 'trust', bank: '신한은행', holder: '해온자산신탁(주)', number: '140-015-214550', purpose: '신탁사 모계좌', pays: 'sale', labels: ['계약금 1차'] },
      { id: 'balcony', bank: '신한은행', holder: '해온자산신탁(주)', number: '140-015-214567', purpose: '발코니 확장 신탁 계좌', pays: 'option', labels: ['발코니'] },
      { id: 'options', bank: '우리은행', holder: '해온건설(주)', number: '1005-803-214550', purpose: '유상옵션 계좌 (시공사)', pays: 'option' },
    ],
  },
  phoneVerification: true,
  // From the 사업계획승인서 and the 입주자모집공고; the notice prevails where they differ.
  disclosures: {
    developerRegistration: '청해시-부동산개발업-2024-0012호',
    developerBusinessNumber: '214-88-14550',
    developerAddress: '청해시 해안구 중앙대로 210, 7층',
    permit: { authority: '청해시장', number: '제2026-12호', date: '2026-11-20' },
    lotNumber: '청해시 해안구 호수동 1455번지 외 11필지',
    constructionStart: '2026년 12월',
    completion: '2029년 9월',
    moveIn: '2029년 10월',
    resaleLimit: '당첨자 발표일로부터 1년 (입주자모집공고 기준)',
    trustee: '해온자산신탁(주) (분양대금 자금관리)',
    guarantee: '주택도시보증공사(HUG) 주택분양보증',
  },
};

/**
 * What a winner brings to each visit, shown on /winner (서류접수 and 계약), from the
 * 입주자모집공고; the notice prevails where they differ. Kept apart from `siteConfig`: the server
 * hands it to the winners' page alone, so no other page's script carries it.
 */
export const winnerDocuments: { documents: string[]; contract: string[] } = {
  documents: [
    '신분증 (주민등록증, 운전면허증 또는 여권)',
    '주민등록등본과 초본 (주민등록번호 뒷자리 포함, 최근 1개월 이내 발급)',
    '가족관계증명서 (상세, 최근 1개월 이내 발급)',
    '특별공급·가점제 당첨자: 자격 확인 서류 (입주자모집공고 참고)',
    '대리인 방문 시: 위임장, 당첨자 인감증명서와 인감도장, 대리인 신분증',
  ],
  contract: ['신분증', '계약금 입금 확인증 (무통장 입금증 또는 이체 확인증)', '인감도장과 인감증명서 (최근 1개월 이내 발급)', '대리인 계약 시: 위임장과 대리인 신분증'],
};

/**
 * Every claim the page text calls 예정 (planned: a station, a road, a school, the 착공·준공·입주 dates),
 * with where it stands and who says so. The page prints the note beside the claim (FutureNote);
 * tests/future-claims.test.ts fails when a page says 예정 without one. Update `status` when the
 * plan moves (e.g. 기본계획 → 착공 → 개통), with the document it moved in.
 */
export const futureClaims = {
  'urban-rail': {
    subject: '도시철도',
    status: '기본계획 수립 단계로, 역 위치·개통 시기는 확정되지 않았으며 변경·취소될 수 있습니다',
    source: '청해시 「도시철도망 구축계획」 (2025. 6. 고시)',
  },
  'project-dates': {
    subject: '착공·준공·입주 시기',
    status: '사업계획승인 기준 일정으로, 공사 여건에 따라 달라질 수 있으며 입주 시기는 추후 개별 안내합니다',
    source: '사업계획승인서, 입주자모집공고',
  },
} as const satisfies Record<string, { subject: string; status: string; source: string }>;

export type FutureClaimId = keyof typeof futureClaims;
