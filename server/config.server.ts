/** Environment configuration, validated once at start-up; a bad value stops the server with its name. */
import { join } from 'node:path';
import { z } from 'zod';
import { siteConfig, type SiteConfig } from '../shared/site.config';
import { SITE_SLUG } from '../shared/routes';
import { KEY_PURPOSES, KEY_SETTINGS, type KeySettings } from './core/keys';
import { OPS_ENV, opsSettings, type OpsSettings } from './ops/settings';
import { DISCLOSURE_ENV, emptyDisclosures, emptyDisclosuresMessage, withDisclosures } from './disclosures.server';

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

/** Naver Search Advisor's IndexNow endpoint and the one the other engines share. */
export const DEFAULT_INDEXNOW_ENDPOINTS = ['https://searchadvisor.naver.com/indexnow', 'https://api.indexnow.org/indexnow'] as const;

const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** A purpose key's setting: long enough to be guessed by nobody. */
const purposeKey = z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)').optional();

const EnvSchema = z.object({
  // Metrics, alerts and backups (server/ops/settings.ts).
  ...OPS_ENV,
  // A presale advertisement's disclosures (server/disclosures.server.ts).
  ...DISCLOSURE_ENV,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  CONSULTATION_PHONE: z.string().trim().regex(/^[0-9+\- ]{4,20}$/, 'must be a phone number').optional(),
  SALES_OFFICE_PHONE: z.string().trim().regex(/^[0-9+\- ]{4,20}$/, 'must be a phone number').optional(),
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
  PRIVACY_OFFICER_PHONE: z.string().trim().regex(/^[0-9+\- ]{4,20}$/, 'must be a phone number').optional(),
  PRIVACY_OFFICER_EMAIL: z.string().trim().email().optional(),
  HOSTING_PROVIDER: z.string().trim().min(1).optional(),
  /** Cache rendered content pages in memory (default: on in production). */
  HTML_CACHE: bool.optional(),
  /** Seconds a press board's first page is kept in memory (default 10 with HTML_CACHE, else 0). */
  PRESS_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  /** Megabytes of library files (image variants, small PDFs) kept in memory per instance. */
  MEDIA_CACHE_MB: z.coerce.number().int().min(8).max(4096).default(128),
  /** Images decoded and encoded at once per instance (each may hold up to ~200 MB while it runs). */
  MEDIA_PROCESS_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  /** Uploads received and processed at once per instance; the others wait their turn. */
  MEDIA_UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(32).default(4),
  /** MongoDB connection string; unset: an embedded engine on EMBEDDED_DB_PORT. */
  MONGODB_URI: z
    .string()
    .trim()
    .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// connection string')
    .optional(),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65535).default(27117),
  /** Seconds between snapshots of the bundled in-memory engine while anything changed (its loss window on a hard crash). */
  EMBEDDED_SNAPSHOT_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  DATA_DIR: z.string().trim().min(1).default('data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Purpose keys (server/core/keys.ts, README "Keys"); unset: a key generated once and kept in the database. */
  SUPPRESSION_KEY: purposeKey,
  VERIFICATION_KEY: purposeKey,
  PSEUDONYM_KEY: purposeKey,
  FORM_KEY: purposeKey,
  QUEUE_KEY: purposeKey,
  LINK_KEY: purposeKey,
  /** Operator endpoint each stored lead is POSTed to (JSON); unset: leads are stored only. */
  LEAD_WEBHOOK_URL: z.string().trim().url().refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://').optional(),
  /** Shared secret that signs every delivery (X-Signature); required in production with a webhook. */
  LEAD_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LEAD_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** A delivery attempt that takes longer than this counts as failed. */
  LEAD_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How long a sender's claim on an outbox message holds (unset: twice LEAD_TIMEOUT_MS plus 5 s); tests shorten it. */
  OUTBOX_CLAIM_MS: z.coerce.number().int().min(500).max(600_000).optional(),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Accepted leads per client address per 10 minutes (a flood ceiling; many buyers share one address). */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Page-view beacons per client address per minute, per instance (POST /api/v answers 429 past it). */
  BEACON_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Accepted leads per phone number per 10 minutes. */
  LEAD_PHONE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(3),
  /** Minimum time between rendering a form and submitting it (site forms send the render time). */
  LEAD_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** A lead's database writes taking longer than this are given up and the lead is spooled to disk. */
  LEAD_DB_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /** Folder of the local lead spool (one file per instance); default DATA_DIR/spool. */
  SPOOL_DIR: z.string().trim().min(1).optional(),
  /** Shared secret that signs webhook deliveries (X-Signature); unset: unsigned. */
  /** Text-message provider: 'log' records messages without sending them. */
  SMS_PROVIDER: z.enum(['log', 'solapi', 'nhn']).default('log'),
  /** The pre-registered sender number (발신번호). */
  SMS_SENDER: z.string().trim().regex(/^[0-9-]{4,20}$/, 'must be a phone number').optional(),
  /** Text messages started per second by one instance. */
  SMS_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
  SOLAPI_API_KEY: z.string().trim().min(1).optional(),
  SOLAPI_API_SECRET: z.string().trim().min(1).optional(),
  SOLAPI_BASE_URL: z.string().trim().url().default('https://api.solapi.com'),
  NHN_SMS_APP_KEY: z.string().trim().min(1).optional(),
  NHN_SMS_SECRET_KEY: z.string().trim().min(1).optional(),
  NHN_SMS_BASE_URL: z.string().trim().url().default('https://api-sms.cloud.toast.com'),
  /** KakaoTalk AlimTalk for informational texts (SMS/LMS fallback); unset: every text is SMS/LMS. */
  KAKAO_PROVIDER: z.enum(['solapi', 'nhn']).optional(),
  /** SOLAPI: the KakaoTalk channel's profile id (pfId). */
  KAKAO_PFID: z.string().trim().min(1).optional(),
  NHN_ALIMTALK_APP_KEY: z.string().trim().min(1).optional(),
  NHN_ALIMTALK_SECRET_KEY: z.string().trim().min(1).optional(),
  NHN_ALIMTALK_SENDER_KEY: z.string().trim().min(1).optional(),
  NHN_ALIMTALK_BASE_URL: z.string().trim().url().default('https://api-alimtalk.cloud.toast.com'),
  /** The signature set for the result webhook in NHN Cloud's console (X-Toast-Webhook-Signature). */
  NHN_ALIMTALK_WEBHOOK_SIGNATURE: z.string().min(16, 'must be at least 16 characters').optional(),
  MODEL_HOUSE_ADDRESS: z.string().trim().min(1).max(200).optional(),
  /** 청약홈, linked from online schedule steps. */
  APPLYHOME_URL: z.string().trim().url().refine((u) => u.startsWith('https://'), 'must start with https://').optional(),
  MODEL_HOUSE_HOURS: z.string().trim().min(1).max(200).optional(),
  /** Phone verification (휴대폰 인증) before booking and before advertising consent counts: on (default) | off. */
  PHONE_VERIFICATION: bool.optional(),
  /** Visitor-triggered text messages (codes, confirmations, address texts) sent per hour, site-wide. */
  SMS_VISITOR_HOURLY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** Visitor-triggered text messages per phone number per Korean day (verification codes have their own limit). */
  SMS_VISITOR_PHONE_DAILY_LIMIT: z.coerce.number().int().min(1).max(100).default(3),
  /** Express 'trust proxy' setting: hop count, true/false, or a list of addresses. */
  TRUST_PROXY: z.string().trim().optional(),
  /** Days each access-record entry (접속기록) is kept. */
  ACCESS_LOG_DAYS: z.coerce.number().int().min(365, 'must be at least 365 (one year)').max(3650).default(730),
  /** Minutes a new lead may wait for its first call during desk hours before it is flagged. */
  FIRST_CONTACT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Desk hours in Korea time, HH:MM-HH:MM. */
  DESK_HOURS: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d\s*[-–~]\s*([01]\d|2[0-4]):[0-5]\d$/, 'must look like 09:00-19:00')
    .default('09:00-19:00'),
  /** 'required': every desk account must turn on a second factor (TOTP) before using the desk. */
  ADMIN_2FA: z.enum(['optional', 'required']).default('optional'),
  /** Site ownership tags on the home page (Naver Search Advisor, Google Search Console): the content value, or the whole tag pasted. */
  NAVER_SITE_VERIFICATION: ownershipToken,
  GOOGLE_SITE_VERIFICATION: ownershipToken,
  /** IndexNow key: set, new or changed pages are announced to search engines (server/indexnow). */
  INDEXNOW_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,128}$/, "must be 8-128 characters of letters (a-z, A-Z), digits (0-9) and '-', e.g. `openssl rand -hex 16`")
    .optional(),
  /** Where IndexNow pings go, comma-separated. */
  INDEXNOW_ENDPOINTS: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().url('each endpoint must be a URL').refine((u) => /^https?:\/\//.test(u), 'each endpoint must start with http:// or https://'))
        .min(1, 'at least one endpoint')
        .max(10, 'at most 10 endpoints'),
    )
    .default([...DEFAULT_INDEXNOW_ENDPOINTS]),
});

export type Env = z.infer<typeof EnvSchema>;

/** The company each SMS_PROVIDER adapter sends through, as the privacy policy names it. */
const SMS_COMPANIES = { solapi: '주식회사 솔라피(SOLAPI)', nhn: '엔에이치엔클라우드 주식회사(NHN Cloud)' } as const;
const SMS_PROCESSOR_TASK = '문자메시지(예약 확정·안내, 수신 동의 결과 등) 발송';

export interface ServerConfig {
  env: Env['NODE_ENV'];
  isProd: boolean;
  port: number;
  host?: string;
  logLevel: Env['LOG_LEVEL'];
  htmlCache: boolean;
  pressListCacheSeconds: number;
  media: { cacheBytes: number; processConcurrency: number; uploadsAtOnce: number };
  site: SiteConfig;
  mongoUri?: string;
  embeddedDbPort: number;
  embeddedSnapshotSeconds: number;
  dataDir: string;
  sessionSecret?: string;
  /** The purpose keys that are set (the others are generated once and stored: server/core/keys.ts). */
  keys: KeySettings;
  /** Whether TRUST_PROXY was set at all (a production start without it warns about cookies). */
  trustProxySet: boolean;
  trustProxy: boolean | number | string;
  leads: {
    webhookUrl?: string;
    webhookSecret?: string;
    retryBaseMs: number;
    timeoutMs: number;
    /** OUTBOX_CLAIM_MS; unset: the outbox's own (twice the timeout plus 5 s). */
    claimMs?: number;
    retentionDays: number;
    rateLimit: number;
    phoneLimit: number;
    minFillMs: number;
    /** LEAD_DB_TIMEOUT_MS: past this a lead goes to the spool (server/leads/spool.ts). */
    dbTimeoutMs: number;
    spoolDir: string;
  };
  /** First-party page counting (server/campaigns). */
  counting: { beaconPerMinute: number };
  desk: {
    accessLogDays: number;
    firstContactMinutes: number;
    /** Minutes after Korean midnight the desk opens and closes. */
    hours: { open: number; close: number };
    twoFactorRequired: boolean;
  };
  sms: {
    provider: 'log' | 'solapi' | 'nhn';
    sender?: string;
    perSecond: number;
    solapi?: { apiKey: string; apiSecret: string; baseUrl: string };
    nhn?: { appKey: string; secretKey: string; baseUrl: string };
    /** Visitor-triggered texts per hour, site-wide (SMS_VISITOR_HOURLY_LIMIT); beyond it they wait. */
    visitorHourly: number;
    /** Visitor-triggered texts per phone number per Korean day (SMS_VISITOR_PHONE_DAILY_LIMIT). */
    visitorPerPhoneDaily: number;
  };
  /** KakaoTalk AlimTalk (unset: informational texts go as SMS/LMS). */
  kakao?:
    | { provider: 'solapi'; pfId: string; apiKey: string; apiSecret: string; baseUrl: string }
    | { provider: 'nhn'; appKey: string; secretKey: string; senderKey: string; baseUrl: string; webhookSignature?: string };
  /** PHONE_VERIFICATION: bookings and advertising consent need a verified phone. */
  phoneVerification: boolean;
  /** IndexNow (INDEXNOW_KEY, INDEXNOW_ENDPOINTS); unset: no pings and no key file. */
  indexNow?: { key: string; endpoints: string[] };
  /** Metrics, alerts and backups (server/ops/settings.ts). */
  ops: OpsSettings;
}

/** Settings each provider needs; a missing one stops the server with its name. */
const PROVIDER_SETTINGS = {
  log: [],
  solapi: ['SMS_SENDER', 'SOLAPI_API_KEY', 'SOLAPI_API_SECRET'],
  nhn: ['SMS_SENDER', 'NHN_SMS_APP_KEY', 'NHN_SMS_SECRET_KEY'],
} as const;

/** Settings each AlimTalk provider needs (the SMS fallback needs the sender number too). */
const KAKAO_SETTINGS = {
  solapi: ['KAKAO_PFID', 'SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SMS_SENDER'],
  nhn: ['NHN_ALIMTALK_APP_KEY', 'NHN_ALIMTALK_SECRET_KEY', 'NHN_ALIMTALK_SENDER_KEY', 'SMS_SENDER'],
} as const;

const KAKAO_PROCESSOR = { name: '주식회사 카카오', task: '카카오톡 알림톡(예약 확정·안내 등 정보성 메시지) 발송' };

/** The company each provider is, as the privacy page names it (수탁자). */
export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment variable(s):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // A claim outlives an attempt (an AlimTalk and its text fallback, each up to the timeout): only a crashed sender's expires.
  if (e.OUTBOX_CLAIM_MS !== undefined && e.OUTBOX_CLAIM_MS <= 2 * e.LEAD_TIMEOUT_MS) {
    throw new ConfigError(`Invalid environment variable(s):\n  OUTBOX_CLAIM_MS: must be longer than twice LEAD_TIMEOUT_MS (${2 * e.LEAD_TIMEOUT_MS} ms)`);
  }
  const site: SiteConfig = withDisclosures({
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
  const isProd = e.NODE_ENV === 'production';
  // A presale advertisement without its disclosures is unlawful: production does not start without them.
  const emptyDisclosure = isProd ? emptyDisclosures(site) : [];
  if (emptyDisclosure.length) throw new ConfigError(emptyDisclosuresMessage(emptyDisclosure));
  // With a real database in production the secret must be set; the embedded default keeps one in DATA_DIR.
  if (isProd && e.MONGODB_URI && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid environment variable(s):\n  SESSION_SECRET: required in production when MONGODB_URI is set');
  }
  if (isProd && e.LEAD_WEBHOOK_URL) {
    // Leads carry names and phone numbers: signed, and encrypted unless they never leave the machine.
    if (!e.LEAD_WEBHOOK_SECRET) {
      throw new ConfigError('Invalid environment variable(s):\n  LEAD_WEBHOOK_SECRET: required in production when LEAD_WEBHOOK_URL is set');
    }
    const { protocol, hostname } = new URL(e.LEAD_WEBHOOK_URL);
    if (protocol !== 'https:' && !isLoopback(hostname)) {
      throw new ConfigError('Invalid environment variable(s):\n  LEAD_WEBHOOK_URL: must be https:// in production (http:// only to this machine)');
    }
  }
  // A purpose key equal to the session secret would change with it: the very thing the keys avoid.
  const shared = KEY_PURPOSES.map((p) => KEY_SETTINGS[p]).filter((name) => e[name] !== undefined && e[name] === e.SESSION_SECRET);
  if (shared.length) {
    const lines = shared.map((name) => `  ${name}: must differ from SESSION_SECRET (rotating the session secret must not change it)`);
    throw new ConfigError(`Invalid environment variable(s):\n${lines.join('\n')}`);
  }
  const keys: KeySettings = {};
  for (const p of KEY_PURPOSES) {
    const value = e[KEY_SETTINGS[p]];
    if (value) keys[p] = value;
  }
  const missing = PROVIDER_SETTINGS[e.SMS_PROVIDER].filter((name) => !e[name]);
  if (missing.length) {
    const lines = missing.map((name) => `  ${name}: required when SMS_PROVIDER=${e.SMS_PROVIDER}`);
    throw new ConfigError(`Invalid environment variable(s):\n${lines.join('\n')}`);
  }
  const kakaoMissing = e.KAKAO_PROVIDER ? KAKAO_SETTINGS[e.KAKAO_PROVIDER].filter((name) => !e[name]) : [];
  if (kakaoMissing.length) {
    const lines = kakaoMissing.map((name) => `  ${name}: required when KAKAO_PROVIDER=${e.KAKAO_PROVIDER}`);
    throw new ConfigError(`Invalid environment variable(s):\n${lines.join('\n')}`);
  }
  return {
    env: e.NODE_ENV,
    isProd,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    htmlCache: e.HTML_CACHE ?? isProd,
    pressListCacheSeconds: e.PRESS_LIST_CACHE_SECONDS ?? ((e.HTML_CACHE ?? isProd) ? 10 : 0),
    media: { cacheBytes: e.MEDIA_CACHE_MB * 1024 * 1024, processConcurrency: e.MEDIA_PROCESS_CONCURRENCY, uploadsAtOnce: e.MEDIA_UPLOADS_AT_ONCE },
    site,
    mongoUri: e.MONGODB_URI,
    embeddedDbPort: e.EMBEDDED_DB_PORT,
    embeddedSnapshotSeconds: e.EMBEDDED_SNAPSHOT_SECONDS,
    dataDir: e.DATA_DIR,
    sessionSecret: e.SESSION_SECRET,
    keys,
    trustProxySet: !!e.TRUST_PROXY,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    leads: {
      webhookUrl: e.LEAD_WEBHOOK_URL,
      webhookSecret: e.LEAD_WEBHOOK_SECRET,
      retryBaseMs: e.LEAD_RETRY_BASE_MS,
      timeoutMs: e.LEAD_TIMEOUT_MS,
      claimMs: e.OUTBOX_CLAIM_MS,
      retentionDays: e.LEAD_RETENTION_DAYS,
      rateLimit: e.LEAD_RATE_LIMIT,
      phoneLimit: e.LEAD_PHONE_LIMIT,
      minFillMs: e.LEAD_MIN_FILL_MS,
      dbTimeoutMs: e.LEAD_DB_TIMEOUT_MS,
      spoolDir: e.SPOOL_DIR ?? join(e.DATA_DIR, 'spool'),
    },
    counting: { beaconPerMinute: e.BEACON_RATE_LIMIT },
    desk: {
      accessLogDays: e.ACCESS_LOG_DAYS,
      firstContactMinutes: e.FIRST_CONTACT_MINUTES,
      hours: deskHours(e.DESK_HOURS),
      twoFactorRequired: e.ADMIN_2FA === 'required',
    },
    sms: {
      provider: e.SMS_PROVIDER,
      sender: e.SMS_SENDER,
      perSecond: e.SMS_RATE_PER_SECOND,
      solapi: e.SOLAPI_API_KEY && e.SOLAPI_API_SECRET ? { apiKey: e.SOLAPI_API_KEY, apiSecret: e.SOLAPI_API_SECRET, baseUrl: e.SOLAPI_BASE_URL } : undefined,
      nhn: e.NHN_SMS_APP_KEY && e.NHN_SMS_SECRET_KEY ? { appKey: e.NHN_SMS_APP_KEY, secretKey: e.NHN_SMS_SECRET_KEY, baseUrl: e.NHN_SMS_BASE_URL } : undefined,
      visitorHourly: e.SMS_VISITOR_HOURLY_LIMIT,
      visitorPerPhoneDaily: e.SMS_VISITOR_PHONE_DAILY_LIMIT,
    },
    kakao:
      e.KAKAO_PROVIDER === 'solapi'
        ? { provider: 'solapi', pfId: e.KAKAO_PFID!, apiKey: e.SOLAPI_API_KEY!, apiSecret: e.SOLAPI_API_SECRET!, baseUrl: e.SOLAPI_BASE_URL }
        : e.KAKAO_PROVIDER === 'nhn'
          ? {
              provider: 'nhn',
              appKey: e.NHN_ALIMTALK_APP_KEY!,
              secretKey: e.NHN_ALIMTALK_SECRET_KEY!,
              senderKey: e.NHN_ALIMTALK_SENDER_KEY!,
              baseUrl: e.NHN_ALIMTALK_BASE_URL,
              webhookSignature: e.NHN_ALIMTALK_WEBHOOK_SIGNATURE,
            }
          : undefined,
    phoneVerification: site.phoneVerification,
    indexNow: e.INDEXNOW_KEY ? { key: e.INDEXNOW_KEY, endpoints: e.INDEXNOW_ENDPOINTS } : undefined,
    ops: opsSettings(e),
  };
}

function deskHours(v: string): { open: number; close: number } {
  const [open, close] = v.split(/\s*[-–~]\s*/).map((t) => {
    const [h, m] = t.split(':').map(Number);
    return h! * 60 + m!;
  });
  if (!(open! < close!)) throw new ConfigError('DESK_HOURS: the desk must open before it closes, e.g. 09:00-19:00');
  return { open: open!, close: close! };
}

/** localhost, 127.0.0.0/8 or ::1. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (v === undefined || v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}
