/**
 * Environment configuration, validated once at start-up; a bad value stops the server with its
 * name. Each capability's settings are parsed in its own part (server/config/: the site facts'
 * overrides, texts out, leads, the desk; server/ops/settings.ts; server/disclosures.server.ts);
 * this file joins their schemas, checks what spans them, and assembles ServerConfig.
 */
import { z } from 'zod';
import type { SiteConfig } from '../shared/site.config';
import { KEY_PURPOSES, KEY_SETTINGS, type KeySettings } from './core/keys';
import { OPS_ENV, opsSettings, type OpsSettings } from './ops/settings';
import { DISCLOSURE_ENV, emptyDisclosures, emptyDisclosuresMessage } from './disclosures.server';
import { DESK_ENV, deskSettings, type DeskSettings } from './config/desk-env';
import { ConfigError, invalidSettings } from './config/error';
import { bool } from './config/env-types';
import { LEADS_ENV, checkLeadSettings, leadSettings, type LeadSettings } from './config/leads-env';
import { MESSAGING_ENV, messagingSettings, type KakaoSettings, type SmsSettings } from './config/messaging-env';
import { SITE_ENV, siteFromEnv } from './config/site-env';

export { ConfigError } from './config/error';

/** Naver Search Advisor's IndexNow endpoint and the one the other engines share. */
export const DEFAULT_INDEXNOW_ENDPOINTS = ['https://searchadvisor.naver.com/indexnow', 'https://api.indexnow.org/indexnow'] as const;

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
  // The site facts' overrides (server/config/site-env.ts).
  ...SITE_ENV,
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
  // 관심고객 등록 (server/config/leads-env.ts).
  ...LEADS_ENV,
  /** Page-view beacons per client address per minute, per instance (POST /api/v answers 429 past it). */
  BEACON_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  // Texts out (server/config/messaging-env.ts).
  ...MESSAGING_ENV,
  /** Express 'trust proxy' setting: hop count, true/false, or a list of addresses. */
  TRUST_PROXY: z.string().trim().optional(),
  // The desk (server/config/desk-env.ts).
  ...DESK_ENV,
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
  leads: LeadSettings;
  /** First-party page counting (server/campaigns). */
  counting: { beaconPerMinute: number };
  desk: DeskSettings;
  sms: SmsSettings;
  /** KakaoTalk AlimTalk (unset: informational texts go as SMS/LMS). */
  kakao?: KakaoSettings;
  /** PHONE_VERIFICATION: bookings and advertising consent need a verified phone. */
  phoneVerification: boolean;
  /** 토스페이먼츠 가상계좌 (TOSS_SECRET_KEY, TOSS_API_URL); unset: none is issued, notices of those issued are still taken. */
  toss?: { secretKey: string; apiUrl: string };
  /** IndexNow (INDEXNOW_KEY, INDEXNOW_ENDPOINTS); unset: no pings and no key file. */
  indexNow?: { key: string; endpoints: string[] };
  /** Metrics, alerts and backups (server/ops/settings.ts). */
  ops: OpsSettings;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(invalidSettings(parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)));
  }
  const e = parsed.data;
  const site = siteFromEnv(e);
  const isProd = e.NODE_ENV === 'production';
  // A presale advertisement without its disclosures is unlawful: production does not start without them.
  const emptyDisclosure = isProd ? emptyDisclosures(site) : [];
  if (emptyDisclosure.length) throw new ConfigError(emptyDisclosuresMessage(emptyDisclosure));
  // With a real database in production the secret must be set; the embedded default keeps one in DATA_DIR.
  if (isProd && e.MONGODB_URI && !e.SESSION_SECRET) {
    throw new ConfigError(invalidSettings(['  SESSION_SECRET: required in production when MONGODB_URI is set']));
  }
  checkLeadSettings(e, isProd);
  // A purpose key equal to the session secret would change with it: the very thing the keys avoid.
  const shared = KEY_PURPOSES.map((p) => KEY_SETTINGS[p]).filter((name) => e[name] !== undefined && e[name] === e.SESSION_SECRET);
  if (shared.length) {
    throw new ConfigError(invalidSettings(shared.map((name) => `  ${name}: must differ from SESSION_SECRET (rotating the session secret must not change it)`)));
  }
  const keys: KeySettings = {};
  for (const p of KEY_PURPOSES) {
    const value = e[KEY_SETTINGS[p]];
    if (value) keys[p] = value;
  }
  const { sms, kakao } = messagingSettings(e);
  const desk = deskSettings(e);
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
    ...(e.TOSS_SECRET_KEY ? { toss: { secretKey: e.TOSS_SECRET_KEY, apiUrl: e.TOSS_API_URL.replace(/\/$/, '') } } : {}),
    embeddedDbPort: e.EMBEDDED_DB_PORT,
    embeddedSnapshotSeconds: e.EMBEDDED_SNAPSHOT_SECONDS,
    dataDir: e.DATA_DIR,
    sessionSecret: e.SESSION_SECRET,
    keys,
    trustProxySet: !!e.TRUST_PROXY,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    leads: leadSettings(e, e.DATA_DIR),
    counting: { beaconPerMinute: e.BEACON_RATE_LIMIT },
    desk,
    sms,
    kakao,
    phoneVerification: site.phoneVerification,
    indexNow: e.INDEXNOW_KEY ? { key: e.INDEXNOW_KEY, endpoints: e.INDEXNOW_ENDPOINTS } : undefined,
    ops: opsSettings(e),
  };
}

function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (v === undefined || v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}
