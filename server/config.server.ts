/** Environment configuration, validated once at start-up; a bad value stops the server with its name. */
import { z } from 'zod';
import { siteConfig, type SiteConfig } from '../shared/site.config';
import { SITE_SLUG } from '../shared/routes';

const optionalUrl = z.string().trim().url().optional();
const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const EnvSchema = z.object({
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
  DEFAULT_SITE: z.string().trim().regex(SITE_SLUG, 'must be lower-case letters, digits and hyphens').optional(),
  VR_URL: z.string().trim().min(1).optional(),
  VIDEO_BRAND_URL: optionalUrl,
  VIDEO_LOCATION_URL: optionalUrl,
  VIDEO_TYPE59_URL: optionalUrl,
  VIDEO_TYPE84_URL: optionalUrl,
  /** Cache rendered content pages in memory (default: on in production). */
  HTML_CACHE: bool.optional(),
  /** Seconds a press board's first page is kept in memory (default 10 with HTML_CACHE, else 0). */
  PRESS_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  /** MongoDB connection string; unset: an embedded engine on EMBEDDED_DB_PORT. */
  MONGODB_URI: z
    .string()
    .trim()
    .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// connection string')
    .optional(),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65535).default(27117),
  DATA_DIR: z.string().trim().min(1).default('data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Operator endpoint each stored lead is POSTed to (JSON); unset: leads are stored only. */
  LEAD_WEBHOOK_URL: z.string().trim().url().optional(),
  LEAD_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** A delivery attempt that takes longer than this counts as failed. */
  LEAD_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Accepted leads per client address per 10 minutes. */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** Minimum time between rendering a form and submitting it (site forms send the render time). */
  LEAD_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** Express 'trust proxy' setting: hop count, true/false, or a list of addresses. */
  TRUST_PROXY: z.string().trim().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface ServerConfig {
  env: Env['NODE_ENV'];
  isProd: boolean;
  port: number;
  host?: string;
  logLevel: Env['LOG_LEVEL'];
  htmlCache: boolean;
  pressListCacheSeconds: number;
  site: SiteConfig;
  mongoUri?: string;
  embeddedDbPort: number;
  dataDir: string;
  sessionSecret?: string;
  trustProxy: boolean | number | string;
  leads: {
    webhookUrl?: string;
    retryBaseMs: number;
    timeoutMs: number;
    retentionDays: number;
    rateLimit: number;
    minFillMs: number;
  };
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment variable(s):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const site: SiteConfig = {
    ...siteConfig,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    siteUrl: e.SITE_URL ?? siteConfig.siteUrl,
    projectName: e.PROJECT_NAME ?? siteConfig.projectName,
    brandName: e.BRAND_NAME ?? siteConfig.brandName,
    contractor: e.CONTRACTOR ?? siteConfig.contractor,
    location: e.PROJECT_LOCATION ?? siteConfig.location,
    consultationPhone: e.CONSULTATION_PHONE ?? siteConfig.consultationPhone,
    salesOfficePhone: e.SALES_OFFICE_PHONE ?? siteConfig.salesOfficePhone,
    defaultSite: e.DEFAULT_SITE ?? siteConfig.defaultSite,
    vrUrl: e.VR_URL ?? siteConfig.vrUrl,
    videos: {
      brand: e.VIDEO_BRAND_URL ?? siteConfig.videos.brand,
      location: e.VIDEO_LOCATION_URL ?? siteConfig.videos.location,
      type59: e.VIDEO_TYPE59_URL ?? siteConfig.videos.type59,
      type84: e.VIDEO_TYPE84_URL ?? siteConfig.videos.type84,
    },
  };
  const isProd = e.NODE_ENV === 'production';
  // With a real database in production the secret must be set; the embedded default keeps one in DATA_DIR.
  if (isProd && e.MONGODB_URI && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid environment variable(s):\n  SESSION_SECRET: required in production when MONGODB_URI is set');
  }
  return {
    env: e.NODE_ENV,
    isProd,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    htmlCache: e.HTML_CACHE ?? isProd,
    pressListCacheSeconds: e.PRESS_LIST_CACHE_SECONDS ?? ((e.HTML_CACHE ?? isProd) ? 10 : 0),
    site,
    mongoUri: e.MONGODB_URI,
    embeddedDbPort: e.EMBEDDED_DB_PORT,
    dataDir: e.DATA_DIR,
    sessionSecret: e.SESSION_SECRET,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    leads: {
      webhookUrl: e.LEAD_WEBHOOK_URL,
      retryBaseMs: e.LEAD_RETRY_BASE_MS,
      timeoutMs: e.LEAD_TIMEOUT_MS,
      retentionDays: e.LEAD_RETENTION_DAYS,
      rateLimit: e.LEAD_RATE_LIMIT,
      minFillMs: e.LEAD_MIN_FILL_MS,
    },
  };
}

function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (v === undefined || v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}
