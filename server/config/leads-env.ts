/**
 * 관심고객 등록: the operator's webhook, the limits a form meets, the spool and how long a lead is
 * kept. In production a webhook must be signed, and encrypted unless it stays on this machine.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, invalidSettings } from './error';

export const LEADS_ENV = {
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
  /** Accepted leads per phone number per 10 minutes. */
  LEAD_PHONE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(3),
  /** Minimum time between rendering a form and submitting it (site forms send the render time). */
  LEAD_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** A lead's database writes taking longer than this are given up and the lead is spooled to disk. */
  LEAD_DB_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /** Folder of the local lead spool (one file per instance); default DATA_DIR/spool. */
  SPOOL_DIR: z.string().trim().min(1).optional(),
};

export type LeadsEnv = z.infer<z.ZodObject<typeof LEADS_ENV>>;

export interface LeadSettings {
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
}

/**
 * The outbox claim outlives an attempt; leads carry names and phone numbers: in production a webhook
 * is signed, and https:// unless it is this machine.
 */
export function checkLeadSettings(e: LeadsEnv, isProd: boolean): void {
  // A claim outlives an attempt (an AlimTalk and its text fallback, each up to the timeout): only a crashed sender's expires.
  if (e.OUTBOX_CLAIM_MS !== undefined && e.OUTBOX_CLAIM_MS <= 2 * e.LEAD_TIMEOUT_MS) {
    throw new ConfigError(invalidSettings([`  OUTBOX_CLAIM_MS: must be longer than twice LEAD_TIMEOUT_MS (${2 * e.LEAD_TIMEOUT_MS} ms)`]));
  }
  if (!isProd || !e.LEAD_WEBHOOK_URL) return;
  if (!e.LEAD_WEBHOOK_SECRET) {
    throw new ConfigError(invalidSettings(['  LEAD_WEBHOOK_SECRET: required in production when LEAD_WEBHOOK_URL is set']));
  }
  const { protocol, hostname } = new URL(e.LEAD_WEBHOOK_URL);
  if (protocol !== 'https:' && !isLoopback(hostname)) {
    throw new ConfigError(invalidSettings(['  LEAD_WEBHOOK_URL: must be https:// in production (http:// only to this machine)']));
  }
}

export function leadSettings(e: LeadsEnv, dataDir: string): LeadSettings {
  return {
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
    spoolDir: e.SPOOL_DIR ?? join(dataDir, 'spool'),
  };
}

/** localhost, 127.0.0.0/8 or ::1. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}
