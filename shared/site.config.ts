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
  /** The text-message company named as processor (수탁자) on the privacy page; follows SMS_PROVIDER. */
  smsProcessor: string;
  /** Press board slug that /Promotion/Press redirects to (DEFAULT_SITE). */
  defaultSite: string;
  /** External VR model-house page shown in a frame (VR_URL). */
  vrUrl: string;
  /** Embedded video players (VIDEO_*_URL). */
  videos: {
    brand: string;
    location: string;
    type59: string;
    type84: string;
  };
  familySites: { name: string; url: string }[];
  /** The model house (견본주택): address (MODEL_HOUSE_ADDRESS), opening hours (MODEL_HOUSE_HOURS), map link. */
  modelHouse: { address: string; hours: string; mapUrl: string };
  /** Days a lead is kept before automatic deletion (LEAD_RETENTION_DAYS); shown in the consent notice. */
  leadRetentionDays: number;
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
  smsProcessor: '',
  defaultSite: 'haeon-lakecity',
  vrUrl: '/vr/index.html',
  videos: {
    brand: 'https://www.youtube-nocookie.com/embed/HAEON-BRAND',
    location: 'https://www.youtube-nocookie.com/embed/HAEON-LOCATION',
    type59: 'https://www.youtube-nocookie.com/embed/HAEON-TYPE59',
    type84: 'https://www.youtube-nocookie.com/embed/HAEON-TYPE84',
  },
  familySites: [{ name: '더 해온 공식 홈페이지', url: 'https://www.haeon.co.kr' }],
  modelHouse: {
    address: '청해시 해안구 호수동 1200-3 더 해온 레이크시티 견본주택',
    hours: '매일 10:00~17:00',
    mapUrl: 'https://map.naver.com/p/search/%EB%8D%94%20%ED%95%B4%EC%98%A8%20%EB%A0%88%EC%9D%B4%ED%81%AC%EC%8B%9C%ED%8B%B0%20%EA%B2%AC%EB%B3%B8%EC%A3%BC%ED%83%9D',
  },
  leadRetentionDays: 365,
};

/** The `tel:` form of a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
