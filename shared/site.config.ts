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
  developer: string;
  location: string; // PROJECT_LOCATION
  consultationPhone: string; // CONSULTATION_PHONE
  consultationHours: string;
  salesOfficePhone: string; // SALES_OFFICE_PHONE
  /** Free 080 opt-out number printed at the end of every advertising text (OPTOUT_PHONE). */
  optoutPhone: string;
  /** Press board slug that /Promotion/Press redirects to (DEFAULT_SITE). */
  defaultSite: string;
  /**
   * Site slugs that have a press board and a visit page (/:site/press, /:site/customer), the
   * default site always among them (SITES, comma-separated). Any other slug answers 404.
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
  };
  /** The model house (견본주택): address (MODEL_HOUSE_ADDRESS), opening hours (MODEL_HOUSE_HOURS), map link. */
  modelHouse: { address: string; hours: string; mapUrl: string };
  /** Days a lead is kept before automatic deletion (LEAD_RETENTION_DAYS); shown in the consent notice. */
  leadRetentionDays: number;
  /** Bookings and advertising consent ask for phone verification (PHONE_VERIFICATION=on|off). */
  phoneVerification: boolean;
}

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
  units: [
    { label: '84A', slug: '59A', exclusiveArea: 84.97, supplyArea: 112.36, rooms: 3, baths: 2, plan: 'floorplan-59a', interior: 'interior-59a', interiorSlug: '59A' },
    { label: '84B', slug: '59B', exclusiveArea: 84.95, supplyArea: 112.33, rooms: 3, baths: 2, plan: 'floorplan-59b' },
    { label: '84C', slug: '84A', exclusiveArea: 84.98, supplyArea: 112.41, rooms: 3, baths: 2, plan: 'floorplan-84a', interior: 'interior-84a', interiorSlug: '84A' },
    { label: '84D', slug: '84B', exclusiveArea: 84.92, supplyArea: 112.28, rooms: 3, baths: 2, plan: 'floorplan-84b', interiorSlug: '84B' },
    { label: '99A', slug: '114A', exclusiveArea: 99.96, supplyArea: 131.87, rooms: 4, baths: 2, plan: 'floorplan-114a' },
    { label: '99B', slug: '114B', exclusiveArea: 99.94, supplyArea: 131.84, rooms: 4, baths: 2, plan: 'floorplan-114b' },
    { label: '99C', slug: '114C', exclusiveArea: 99.98, supplyArea: 131.9, rooms: 4, baths: 2, plan: 'floorplan-114c' },
  ],
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
  phoneVerification: true,
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
