import { moveInTemplates } from './movein-templates';
/**
 * One unit type as visitors read it. `label` is the menu label (84A …); `slug` is the page URL
 * kept from the original site (/FloorPlan/59A), which a visitor never reads. Areas in ㎡.
 */
export interface UnitType {
  label: string;
  slug: string;
  /** 전용면적 (exclusive floor area). */
  exclusiveArea: number;
  /** 공급면적 (exclusive plus residential common area). */
  supplyArea: number;
  rooms: number;
  baths: number;
  /** Floor plan artwork in public/images (name without extension). */
  plan: string;
  /** Model-home interior artwork; absent while the interior is not ready (COMING SOON). */
  interior?: string;
  /** Slug of the /Interior/… page showing this type, if any. */
  interiorSlug?: string;
}

/** A processor (수탁자) of visitors' personal data, named in the privacy policy. */
export interface Processor {
  name: string;
  task: string;
}

/**
 * Site facts an operator edits to rebrand the site. Every page, the header, footer, search
 * metadata and the sitemap read from here; nothing else in the code base repeats these values.
 * Each field can also be overridden by the environment variable named beside it (see README).
 */
export interface SiteConfig {
  /** Canonical origin used for canonical links, og:url and the sitemap (SITE_URL). */
  siteUrl: string;
  projectName: string; // PROJECT_NAME
  projectNameEn: string;
  brandName: string; // BRAND_NAME
  brandNameEn: string;
  contractor: string; // CONTRACTOR
  developer: string; // DEVELOPER
  location: string; // PROJECT_LOCATION
  consultationPhone: string; // CONSULTATION_PHONE
  consultationHours: string;
  salesOfficePhone: string; // SALES_OFFICE_PHONE
  /** Free 080 opt-out number printed at the end of every advertising text (OPTOUT_PHONE). */
  optoutPhone: string;
  /**
   * Site ownership tags for search engines' consoles, on the home page only
   * (NAVER_SITE_VERIFICATION, GOOGLE_SITE_VERIFICATION); unset: no tag.
   */
  ownership?: { naver?: string; google?: string };
  /** Press board slug that /Promotion/Press redirects to (DEFAULT_SITE). */
  defaultSite: string;
  /**
   * Site slugs that have a press board and a visit page (/:site/press, /:site/customer), the
   * default site always among them (SITES, comma-separated). Any other slug answers 404. Not
   * multi-site: every slug shares this one project's config and desk (docs/decisions/0026).
   */
  sites: string[];
  /** External VR model-house page shown in a frame (VR_URL). */
  vrUrl: string;
  /** Embedded video players (VIDEO_*_URL); an empty string shows a '영상 준비 중' poster instead. */
  videos: {
    brand: string;
    location: string;
    type59: string;
    type84: string;
  };
  familySites: { name: string; url: string }[];
  /** The unit types, in menu order: drives unit pages, home tabs, viewers, interiors and the overview. */
  units: UnitType[];
  /** Privacy policy facts (개인정보 보호책임자 and processors). */
  privacy: {
    officer: { name: string; title: string; phone: string; email: string }; // PRIVACY_OFFICER_*
    /** Hosting provider storing the site and its leads (HOSTING_PROVIDER). */
    hosting: Processor;
    /** SMS company, named only when texts are sent through one (derived from SMS_PROVIDER). */
    sms?: Processor;
    /** AlimTalk provider and Kakao, named only while KAKAO_PROVIDER is set. */
    kakao?: Processor[];
  };
  /** The model house (견본주택): address (MODEL_HOUSE_ADDRESS), opening hours (MODEL_HOUSE_HOURS), map link. */
  modelHouse: { address: string; hours: string; mapUrl: string };
  /** Days a lead is kept before automatic deletion (LEAD_RETENTION_DAYS); shown in the consent notice. */
  leadRetentionDays: number;
  /** Households in the complex (the overview and its structured data). */
  households: number;
  /** 청약홈, where online steps are applied for (APPLYHOME_URL). */
  applyhomeUrl: string;
  /** The 청약 steps until staff edit them at /admin/schedule (shared/schedule.ts). */
  schedule: ScheduleStep[];
  /** Prices per type and floor band, and the payment plan (shared/payment.ts). */
  pricing: Pricing;
  /** Bookings and advertising consent ask for phone verification (PHONE_VERIFICATION=on|off). */
  phoneVerification: boolean;
  /**
   * What a presale advertisement must state (부동산개발업법 §25의2 and 주택법's 분양 rules), shown in
   * every page's footer and on the 사업개요 page (shared/disclosures.ts). Each has an environment
   * override named beside it; a production start refuses any left empty (server/disclosures.server.ts).
   */
  disclosures: Disclosures;
}

/** The legal disclosures of a presale advertisement (developer name, contractor and location are top-level). */
export interface Disclosures {
  /** 부동산개발업 등록번호 of the 시행사 (DEVELOPER_REGISTRATION). */
  developerRegistration: string;
  /** The 시행사's registered address (DEVELOPER_ADDRESS). */
  developerAddress: string;
  /** 사업계획승인: who granted it, its number and date (PERMIT_AUTHORITY, PERMIT_NUMBER, PERMIT_DATE as YYYY-MM-DD). */
  permit: { authority: string; number: string; date: string };
  /** 대지 지번, the lots the complex stands on (SITE_LOT_NUMBER). */
  lotNumber: string;
  /** 착공 예정 (CONSTRUCTION_START), 준공 예정 (COMPLETION_DATE), 입주 예정 (MOVE_IN_DATE), as the notice words them. */
  constructionStart: string;
  completion: string;
  moveIn: string;
  /** 전매제한 as the 입주자모집공고 states it (RESALE_LIMIT). */
  resaleLimit: string;
  /** Who keeps the sale money: the trust company (SALE_TRUSTEE) and the 분양보증 (SALE_GUARANTEE). */
  trustee: string;
  guarantee: string;
}

/**
 * One step of the 청약 schedule. Dates are Korea-time calendar days (YYYY-MM-DD); `time` is
 * 'HH:MM' or 'HH:MM-HH:MM' (Korea time) when the step has opening hours; `where` is 'online'
 * (청약홈) or 'model-house'. `key` names the step forever: calendar UIDs and reminders follow it.
 */
export interface ScheduleStep {
  key: string;
  label: string;
  start: string;
  end?: string;
  time?: string;
  where?: 'online' | 'model-house';
  url?: string;
  note?: string;
}

/** A floor band whose price differs (저층, 기준층 …). */
export interface PriceBand {
  id: string;
  label: string;
}

/** One row of the payment plan: a share of the price, due on a date or at an event (입주 시). */
export interface PaymentRow {
  label: string;
  percent: number;
  dueDate?: string;
  /** Shown when there is no date (e.g. '입주지정기간'). */
  dueText?: string;
}

export interface Pricing {
  bands: PriceBand[];
  /** 분양가 in won per unit label and band id. */
  prices: Record<string, Record<string, number>>;
  /** In order; the last row (잔금) takes what rounding leaves, so the rows add up to the price. */
  plan: PaymentRow[];
  /** Every row but the last is rounded down to this many won (1,000: 천원 미만 절사). */
  roundTo: number;
  /** 중도금 대출 이자: 무이자 or 이자후불제. */
  interest: 'free' | 'deferred';
  /**
   * 중도금 대출 as the 모집공고 arranges it: the share of the price it may cover (60 = 중도금 전액),
   * and, for 이자후불제, the annual rate the cash plan estimates with, the day interest runs to
   * (입주 시작) and where the rate comes from. The rows it covers are those labelled 중도금.
   */
  loan: { percent: number; annualRate: number; interestUntil: string; rateNote: string };
  /**
   * 연체료율, percent a year, as the 입주자모집공고 states it: the late charge of an instalment paid after
   * its due date (server/contracts/late-charge.ts). The notice prevails where this differs.
   */
  lateRatePercent: number;
}

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
  },
  phoneVerification: true,
  // From the 사업계획승인서 and the 입주자모집공고; the notice prevails where they differ.
  disclosures: {
    developerRegistration: '청해시-부동산개발업-2024-0012호',
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

/** The unit type whose floor-plan page has this URL slug (/FloorPlan/59A → 84A). */
export function unitBySlug(units: UnitType[], slug: string): UnitType | undefined {
  return units.find((u) => u.slug === slug);
}

/** The unit type shown on an /Interior/… page. */
export function unitByInteriorSlug(units: UnitType[], slug: string): UnitType | undefined {
  return units.find((u) => u.interiorSlug === slug);
}

/** '84.97㎡' — areas as printed on Korean sales material. */
export function formatArea(area: number): string {
  return `${area.toFixed(2)}㎡`;
}

/** Distinct whole-number 전용면적 groups, e.g. '84㎡ / 99㎡'. */
export function exclusiveAreaGroups(units: UnitType[]): string {
  return [...new Set(units.map((u) => Math.floor(u.exclusiveArea)))].map((a) => `${a}㎡`).join(' / ');
}

/** The `tel:` form of a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** The overview's type list (business page and home overview say the same). */
export function unitTypeSummary(units: UnitType[]): string {
  return `${exclusiveAreaGroups(units)} (전용면적 기준) · ${units.map((u) => u.label).join(', ')} ${units.length}개 타입`;
}

/**
 * The informational texts the site sends, one KakaoTalk AlimTalk (알림톡) template each: `code` is
 * the template code registered with Kakao (through SOLAPI or NHN Cloud), `text` the approved
 * wording with `#{변수}` placeholders. The same rendered text goes as SMS/LMS when AlimTalk cannot
 * reach the person, and as SMS/LMS alone while KAKAO_PROVIDER is unset. Advertising never has a
 * template (Kakao approves informational templates only). Changing a text here means submitting
 * it for review again: docs/alimtalk-templates.md lists them ready to submit.
 */
export const messageTemplates = {
  ...moveInTemplates,
  'visit-confirmed': {
    code: 'HL_VISIT_CONFIRMED',
    text: [
      '[#{단지명}] 견본주택 방문 예약이 확정되었습니다.',
      '일시: #{일시}',
      '인원: #{인원}명',
      '예약번호: #{예약번호}',
      '주소: #{주소}',
      '예약 확인·취소: #{예약관리링크}',
    ].join('\n'),
  },
  'visit-reminder': {
    code: 'HL_VISIT_REMINDER',
    text: [
      '[#{단지명}] 내일 견본주택 방문 예약을 안내해 드립니다.',
      '일시: #{일시}',
      '인원: #{인원}명',
      '예약번호: #{예약번호}',
      '주소: #{주소}',
      '예약 확인·취소: #{예약관리링크}',
    ].join('\n'),
  },
  'visit-cancelled': {
    code: 'HL_VISIT_CANCELLED',
    text: [
      '[#{단지명}] 견본주택 방문 예약이 취소되었습니다.',
      '일시: #{일시}',
      '예약번호: #{예약번호}',
      '다시 예약하시려면 홈페이지를 이용하시거나 #{상담전화}로 문의해 주세요.',
    ].join('\n'),
  },
  'visit-moved': {
    code: 'HL_VISIT_MOVED',
    text: [
      '[#{단지명}] 견본주택 방문 예약 시간이 변경되었습니다.',
      '변경된 일시: #{일시}',
      '인원: #{인원}명',
      '예약번호: #{예약번호}',
      '예약 확인·취소: #{예약관리링크}',
    ].join('\n'),
  },
  'winner-visit-moved': {
    code: 'HL_WINNER_MOVED',
    text: [
      '[#{단지명}] #{방문목적} 방문 예약 시간이 변경되었습니다.',
      '변경된 일시: #{일시}',
      '인원: #{인원}명',
      '예약번호: #{예약번호}',
      '예약 확인·취소: #{예약관리링크}',
    ].join('\n'),
  },
  'visit-request': {
    code: 'HL_VISIT_REQUEST',
    text: ['[#{단지명}] 견본주택 방문 신청이 접수되었습니다.', '주소: #{주소}', '운영시간: #{운영시간}', '상담전화: #{상담전화}'].join('\n'),
  },
  'consent-granted': {
    code: 'HL_CONSENT_GRANTED',
    text: '[#{단지명}] 광고성 정보 수신에 동의하셨습니다 (#{처리일}).',
  },
  'consent-withdrawn': {
    code: 'HL_CONSENT_WITHDRAWN',
    text: '[#{단지명}] 광고성 정보 수신거부가 처리되었습니다 (#{처리일}).',
  },
  'consent-reconfirmation': {
    code: 'HL_CONSENT_RECONFIRM',
    text: [
      '[#{단지명}] 고객님은 #{동의일}에 광고성 정보(분양 소식·잔여세대 안내) 문자 수신에 동의하셨습니다.',
      '수신을 원하지 않으시면 무료수신거부 #{수신거부번호} 또는 아래 링크에서 거부하실 수 있습니다.',
      '#{수신거부링크}',
    ].join('\n'),
  },
  'winner-notice': {
    code: 'HL_WINNER_NOTICE',
    text: [
      '[#{단지명}] #{이름}님, 당첨을 축하드립니다.',
      '#{방문목적} 방문은 예약제로 운영됩니다. 아래 링크에서 방문 시간을 예약해 주세요.',
      '예약: #{예약링크}',
      '문의: #{상담전화}',
    ].join('\n'),
  },
  'unit-held': {
    code: 'HL_UNIT_HELD',
    text: [
      '[#{단지명}] #{이름}님, #{동호} 세대를 선택하셨습니다.',
      '#{마감시각}까지 아래 링크에서 계약 방문을 예약해 주세요. 그때까지 예약이 없으면 선택이 취소되어 다른 분께 공급됩니다.',
      '예약: #{예약링크}',
      '문의: #{상담전화}',
    ].join('\n'),
  },
  'winner-visit-confirmed': {
    code: 'HL_WINNER_CONFIRMED',
    text: [
      '[#{단지명}] #{방문목적} 방문 예약이 확정되었습니다.',
      '일시: #{일시}',
      '인원: #{인원}명',
      '예약번호: #{예약번호}',
      '장소: #{주소}',
      '준비 서류: #{안내링크}',
      '예약 확인·취소: #{예약관리링크}',
    ].join('\n'),
  },
  'winner-visit-reminder': {
    code: 'HL_WINNER_REMINDER',
    text: [
      '[#{단지명}] 내일 #{방문목적} 방문 예약을 안내해 드립니다.',
      '일시: #{일시}',
      '인원: #{인원}명',
      '예약번호: #{예약번호}',
      '장소: #{주소}',
      '준비 서류: #{안내링크}',
      '예약 확인·취소: #{예약관리링크}',
    ].join('\n'),
  },
  'winner-visit-cancelled': {
    code: 'HL_WINNER_CANCELLED',
    text: [
      '[#{단지명}] #{방문목적} 방문 예약이 취소되었습니다.',
      '일시: #{일시}',
      '예약번호: #{예약번호}',
      '다시 예약하시려면 #{안내링크} 에서 예약하시거나 #{상담전화}로 문의해 주세요.',
    ].join('\n'),
  },
  'schedule-eve': {
    code: 'HL_SCHEDULE_EVE',
    text: [
      '[#{단지명}] 내일은 #{일정} 일정입니다.',
      '일시: #{일시}',
      '장소: #{장소}',
      '전체 일정: #{일정링크}',
      '문의: #{상담전화}',
      '알림 해지: #{해지링크}',
    ].join('\n'),
  },
  'schedule-open': {
    code: 'HL_SCHEDULE_OPEN',
    text: [
      '[#{단지명}] 오늘 #{일정} 일정이 시작됩니다.',
      '일시: #{일시}',
      '장소: #{장소}',
      '전체 일정: #{일정링크}',
      '문의: #{상담전화}',
      '알림 해지: #{해지링크}',
    ].join('\n'),
  },
  'payment-before': {
    code: 'HL_PAYMENT_BEFORE',
    text: [
      '[#{단지명}] #{동호} #{회차} 납부기한이 #{남은기간}입니다.',
      '납부기한: #{납부기한}',
      '납부하실 금액: #{금액}',
      '입금 계좌: #{계좌}',
      '납부 내역 확인: #{계약자링크}',
      '문의: #{상담전화}',
    ].join('\n'),
  },
  'payment-overdue': {
    code: 'HL_PAYMENT_OVERDUE',
    text: [
      '[#{단지명}] #{동호} #{회차}의 납부기한(#{납부기한})이 지났습니다.',
      '미납 금액: #{금액}',
      '입금 계좌: #{계좌}',
      '납부일까지 모집공고의 연체요율로 연체료가 더해집니다. 이미 납부하셨다면 이 안내는 넘기셔도 됩니다.',
      '납부 내역 확인: #{계약자링크}',
      '문의: #{상담전화}',
    ].join('\n'),
  },
  'defect-assigned': {
    code: 'HL_DEFECT_ASSIGNED',
    text: [
      '[#{단지명}] 접수하신 하자의 처리 담당이 배정되었습니다.',
      '세대: #{동호}',
      '내용: #{하자}',
      '담당: #{담당}',
      '진행 상황은 계약자 페이지에서 확인하실 수 있습니다: #{확인링크}',
    ].join('\n'),
  },
  'defect-done': {
    code: 'HL_DEFECT_DONE',
    text: [
      '[#{단지명}] 접수하신 하자의 처리가 완료되었습니다.',
      '세대: #{동호}',
      '내용: #{하자}',
      '계약자 페이지에서 처리 결과를 확인해 주시고, 미흡한 점이 있으면 사유와 함께 재접수해 주세요: #{확인링크}',
    ].join('\n'),
  },
  'phone-verification': {
    code: 'HL_PHONE_VERIFY',
    text: '[#{단지명}] 인증번호 #{인증번호} (3분 안에 입력해 주세요)',
  },
} as const satisfies Record<string, { code: string; text: string }>;

export type TemplateName = keyof typeof messageTemplates;

/**
 * Estimated price per message in won, for the cost estimate on /admin/messages (set them from
 * the provider's contract: AlimTalk is usually a fraction of an LMS).
 */
export const messagePrices = { alimtalk: 8, sms: 9, lms: 30 } as const;

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
