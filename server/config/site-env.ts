/**
 * The site facts' environment overrides (the README's Configuration table): each variable, when
 * set, replaces its fact in shared/site.config.ts; the privacy policy's processors follow the
 * text providers that are configured.
 */
import { z } from 'zod';
import { siteConfig, type SiteConfig } from '../../shared/site.config';
import { SITE_SLUG } from '../../shared/routes';
import { withDisclosures, type DisclosureEnv } from '../disclosures.server';
import { bool } from './env-types';
import type { LeadsEnv } from './leads-env';
import type { MessagingEnv } from './messaging-env';

/** The accounts money arrives in (pricing.accounts), as JSON: each with its bank, 예금주, number, purpose and what it pays. */
const receivingAccounts = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON list of accounts' });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(
      z.object({
        id: z.string().trim().regex(/^[a-z][a-z0-9-]{0,30}$/),
        bank: z.string().trim().min(1).max(40),
        holder: z.string().trim().min(1).max(80),
        number: z.string().trim().regex(/^\d[\d-]{7,22}\d$/, 'an account number (digits and hyphens)'),
        purpose: z.string().trim().min(1).max(80),
        pays: z.enum(['sale', 'option']),
        labels: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
      }),
    ).max(20),
  )
  .optional();

/** A player URL, or empty for 'not filmed yet' (the page shows a poster). */
const optionalVideoUrl = z.union([z.literal(''), z.string().trim().url()]).optional();
/**
 * An ownership-tag value as the search engine's console shows it. Pasting the whole tag
 * (`<meta name="…" content="VALUE" />`) is forgiven: its content is taken.
 */
const ownershipToken = z
  .string()
  .trim()
  .transform((v) => /content\s*=\s*["']([^"']*)["']/i.exec(v)?.[1]?.trim() ?? v)
  .pipe(z.string().regex(/^[A-Za-z0-9_.+=-]{1,200}$/, 'must be the content value of the HTML tag (letters, digits and - _ . + =), not a URL or other text'))
  .optional();

const phoneNumber = z.string().trim().regex(/^[0-9+\- ]{4,20}$/, 'must be a phone number').optional();

export const SITE_ENV = {
  SITE_URL: z
    .string()
    .trim()
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://')
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  PROJECT_NAME: z.string().trim().min(1).optional(),
  BRAND_NAME: z.string().trim().min(1).optional(),
  CONTRACTOR: z.string().trim().min(1).optional(),
  PROJECT_LOCATION: z.string().trim().min(1).optional(),
  CONSULTATION_PHONE: phoneNumber,
  SALES_OFFICE_PHONE: phoneNumber,
  /** Free opt-out number (무료수신거부) printed on every advertising text. */
  OPTOUT_PHONE: z.string().trim().regex(/^080-?\d{3,4}-?\d{4}$/, 'must be a free 080 number, e.g. 080-714-1455').optional(),
  DEFAULT_SITE: z.string().trim().regex(SITE_SLUG, 'must be lower-case letters, digits and hyphens').optional(),
  /** Site slugs with a press board and visit page, comma-separated (the default site is always one). */
  SITES: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(SITE_SLUG, 'each slug must be lower-case letters, digits and hyphens')).max(100, 'at most 100 sites'))
    .optional(),
  VR_URL: z.string().trim().min(1).optional(),
  VIDEO_BRAND_URL: optionalVideoUrl,
  VIDEO_LOCATION_URL: optionalVideoUrl,
  VIDEO_TYPE59_URL: optionalVideoUrl,
  VIDEO_TYPE84_URL: optionalVideoUrl,
  /** Privacy policy: 개인정보 보호책임자 and the processors (수탁자). */
  PRIVACY_OFFICER_NAME: z.string().trim().min(1).optional(),
  PRIVACY_OFFICER_TITLE: z.string().trim().min(1).optional(),
  PRIVACY_OFFICER_PHONE: phoneNumber,
  PRIVACY_OFFICER_EMAIL: z.string().trim().email().optional(),
  HOSTING_PROVIDER: z.string().trim().min(1).optional(),
  MODEL_HOUSE_ADDRESS: z.string().trim().min(1).max(200).optional(),
  /** 청약홈, linked from online schedule steps. */
  APPLYHOME_URL: z.string().trim().url().refine((u) => u.startsWith('https://'), 'must start with https://').optional(),
  MODEL_HOUSE_HOURS: z.string().trim().min(1).max(200).optional(),
  /** The bank of the 분양대금 가상계좌 and their 예금주, shown beside a contract's account on /my. */
  PAYMENT_BANK: z.string().trim().min(1).max(40).optional(),
  PAYMENT_ACCOUNT_HOLDER: z.string().trim().min(1).max(80).optional(),
  /** The other accounts money arrives in (신탁사 모계좌, 옵션 계좌 …), JSON (pricing.accounts). */
  PAYMENT_ACCOUNTS: receivingAccounts,
  /** Phone verification (휴대폰 인증) before booking and before advertising consent counts: on (default) | off. */
  PHONE_VERIFICATION: bool.optional(),
  /** Site ownership tags on the home page (Naver Search Advisor, Google Search Console): the content value, or the whole tag pasted. */
  NAVER_SITE_VERIFICATION: ownershipToken,
  GOOGLE_SITE_VERIFICATION: ownershipToken,
};

type SiteEnv = z.infer<z.ZodObject<typeof SITE_ENV>>;

/** The company each SMS_PROVIDER adapter sends through, as the privacy policy names it. */
const SMS_COMPANIES = { solapi: '주식회사 솔라피(SOLAPI)', nhn: '엔에이치엔클라우드 주식회사(NHN Cloud)' } as const;
const SMS_PROCESSOR_TASK = '문자메시지(예약 확정·안내, 수신 동의 결과 등) 발송';
const KAKAO_PROCESSOR = { name: '주식회사 카카오', task: '카카오톡 알림톡(예약 확정·안내 등 정보성 메시지) 발송' };

/** The site facts as this start sees them: the site config with the environment's overrides. */
export function siteFromEnv(
  e: SiteEnv & DisclosureEnv & Pick<LeadsEnv, 'LEAD_RETENTION_DAYS'> & Pick<MessagingEnv, 'SMS_PROVIDER' | 'KAKAO_PROVIDER'>,
): SiteConfig {
  return withDisclosures({
    ...siteConfig,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    phoneVerification: e.PHONE_VERIFICATION ?? siteConfig.phoneVerification,
    siteUrl: e.SITE_URL ?? siteConfig.siteUrl,
    projectName: e.PROJECT_NAME ?? siteConfig.projectName,
    brandName: e.BRAND_NAME ?? siteConfig.brandName,
    contractor: e.CONTRACTOR ?? siteConfig.contractor,
    location: e.PROJECT_LOCATION ?? siteConfig.location,
    consultationPhone: e.CONSULTATION_PHONE ?? siteConfig.consultationPhone,
    salesOfficePhone: e.SALES_OFFICE_PHONE ?? siteConfig.salesOfficePhone,
    optoutPhone: e.OPTOUT_PHONE ?? siteConfig.optoutPhone,
    defaultSite: e.DEFAULT_SITE ?? siteConfig.defaultSite,
    // The configured boards; a DEFAULT_SITE override alone replaces the built-in list.
    sites: [...new Set([e.DEFAULT_SITE ?? siteConfig.defaultSite, ...(e.SITES ?? (e.DEFAULT_SITE ? [] : siteConfig.sites))])],
    vrUrl: e.VR_URL ?? siteConfig.vrUrl,
    applyhomeUrl: e.APPLYHOME_URL ?? siteConfig.applyhomeUrl,
    pricing: {
      ...siteConfig.pricing,
      payee: { bank: e.PAYMENT_BANK ?? siteConfig.pricing.payee.bank, holder: e.PAYMENT_ACCOUNT_HOLDER ?? siteConfig.pricing.payee.holder },
      accounts: e.PAYMENT_ACCOUNTS ?? siteConfig.pricing.accounts,
    },
    modelHouse: {
      address: e.MODEL_HOUSE_ADDRESS ?? siteConfig.modelHouse.address,
      hours: e.MODEL_HOUSE_HOURS ?? siteConfig.modelHouse.hours,
      mapUrl: siteConfig.modelHouse.mapUrl,
    },
    videos: {
      brand: e.VIDEO_BRAND_URL ?? siteConfig.videos.brand,
      location: e.VIDEO_LOCATION_URL ?? siteConfig.videos.location,
      type59: e.VIDEO_TYPE59_URL ?? siteConfig.videos.type59,
      type84: e.VIDEO_TYPE84_URL ?? siteConfig.videos.type84,
    },
    ...(e.NAVER_SITE_VERIFICATION || e.GOOGLE_SITE_VERIFICATION
      ? { ownership: { naver: e.NAVER_SITE_VERIFICATION, google: e.GOOGLE_SITE_VERIFICATION } }
      : {}),
    privacy: {
      officer: {
        name: e.PRIVACY_OFFICER_NAME ?? siteConfig.privacy.officer.name,
        title: e.PRIVACY_OFFICER_TITLE ?? siteConfig.privacy.officer.title,
        phone: e.PRIVACY_OFFICER_PHONE ?? siteConfig.privacy.officer.phone,
        email: e.PRIVACY_OFFICER_EMAIL ?? siteConfig.privacy.officer.email,
      },
      hosting: e.HOSTING_PROVIDER ? { ...siteConfig.privacy.hosting, name: e.HOSTING_PROVIDER } : siteConfig.privacy.hosting,
      // The company behind SMS_PROVIDER is a processor (수탁자) once texts really leave the site.
      sms: e.SMS_PROVIDER === 'log' ? undefined : { name: SMS_COMPANIES[e.SMS_PROVIDER], task: SMS_PROCESSOR_TASK },
      // AlimTalk passes the number through the provider to Kakao, which delivers it.
      kakao: e.KAKAO_PROVIDER ? [{ name: SMS_COMPANIES[e.KAKAO_PROVIDER], task: '카카오톡 알림톡 발송 대행' }, KAKAO_PROCESSOR] : undefined,
    },
  }, e);
}
