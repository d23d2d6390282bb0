/**
 * The shape of the site facts (shared/site.config.ts holds the values an operator edits): the
 * config itself, the unit types, the 청약 steps, prices and the payment plan, the disclosures.
 */

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
  /** 사업자등록번호 of the 시행사, as 000-00-00000 (DEVELOPER_BUSINESS_NUMBER): the 납부확인서 names it. */
  developerBusinessNumber: string;
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

/** One price's 대지비, 건축비 and 부가가치세, in won. */
export interface PriceParts {
  land: number;
  building: number;
  vat: number;
}

export interface Pricing {
  bands: PriceBand[];
  /** 분양가 in won per unit label and band id. */
  prices: Record<string, Record<string, number>>;
  /**
   * Each price as the 모집공고's 공급금액 table splits it (대지비 + 건축비 + 부가가치세 = the price): over
   * 85㎡ the price holds the building's VAT, which is not part of the 취득세 base (지방세법 시행령 §18).
   * A price without its split here is taxed whole. `partsNote` says where the split comes from.
   */
  parts?: Record<string, Record<string, PriceParts>>;
  partsNote?: string;
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
  /**
   * Who the 가상계좌 are at and in whose name (PAYMENT_BANK, PAYMENT_ACCOUNT_HOLDER): a contract stores
   * only its account number, and /my shows the holder the bank and 예금주 beside it.
   */
  payee: { bank: string; holder: string };
  /**
   * The accounts money arrives in besides each unit's 세대별 가상계좌 (which `payee` names): the
   * 신탁사's main account, the options account … What each is for, and what a deposit into it pays
   * (server/contracts/pay-accounts.ts): money into an options account pays options only.
   */
  accounts?: ReceivingAccount[];
  /**
   * The notice's 연체료율 by overdue period, when it prints one ("1~30일 연 6.5%, 31~90일 연 7.5% …"):
   * replaces lateRatePercent. Each day at its period's rate, or with `whole` every day at the rate of
   * the period the last one falls in, as the contract words it.
   */
  lateTerms?: LateTerms;
  /**
   * 위약금 of a 해약, percent of the 공급대금 (분양가), as the 분양계약서's 계약 해제 clause states it: the
   * desk is offered this figure and records the contract's own (server/contract-life/end.ts).
   */
  penaltyPercent?: number;
  /**
   * The 입주 정산서's own terms (server/contracts/settlement.ts): the 관리비 예치금 in won by 주택형 (a
   * type's own row '84A', else its size '84' for 84A…84D, else `default`), and the 선납할인 yearly
   * rate where the contract grants one (absent: no discount line).
   */
  settlement?: { managementDeposit: Record<string, number>; prepayRatePercent?: number };
}

/** An account the site receives money in (issue 67): where /my sends each payment, and what a deposit into it pays. */
export interface ReceivingAccount {
  /** Stable id ('trust', 'options'), kept on the deposits that came into it. */
  id: string;
  bank: string;
  /** 예금주 as the bank names it. */
  holder: string;
  /** As printed (digits and hyphens). */
  number: string;
  /** What it is for, in words (/my and the desk show it): '신탁사 모계좌', '유상옵션 계좌 (시공사)'. */
  purpose: string;
  /** What a deposit into it pays: the sale's instalments, or the confirmed options' only. */
  pays: 'sale' | 'option';
  /**
   * The instalments it is for, by the start of their label ('계약금 1차', '발코니'): /my names it for
   * them. On an options account a deposit pays only these; none: every instalment of its kind not
   * named by another account.
   */
  labels?: string[];
}

/** 연체료 by overdue period: each tier's yearly rate applies from its `fromDay` (1 for the first). */
export interface LateTerms {
  tiers: { fromDay: number; ratePercent: number }[];
  whole?: boolean;
}
