/**
 * Operations settings (metrics, alerts, backups), validated with the rest of the environment:
 * config.server.ts merges OPS_ENV into its schema and calls opsSettings on the parsed values.
 */
import { z } from 'zod';
import { isMobilePhone, normalisePhone } from '../core/phone';

const phones = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().refine((p) => isMobilePhone(p), 'each number must be a mobile (010-…)'))
      .max(10, 'at most 10 numbers'),
  );

export const OPS_ENV = {
  /** `/metrics` answers only with `Authorization: Bearer <this>`; unset, it does not exist. */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters (e.g. `openssl rand -hex 24`)').optional(),
  /** Mobiles that get the operator alerts, comma-separated. */
  ALERT_PHONES: phones.optional(),
  /** A Slack- or KakaoWork-style incoming webhook: alerts are posted as JSON {text}. */
  ALERT_WEBHOOK: z.string().trim().url().refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL').optional(),
  /** Alert when the SMS provider's balance (in won) falls below this; unset: not checked. */
  ALERT_SMS_BALANCE_MIN: z.coerce.number().min(0).optional(),
  /** The backup service's status file (docker compose mounts the backups volume here). */
  BACKUP_STATUS_FILE: z.string().trim().min(1).optional(),
  /** Days a backup is kept (the backup service and `npm run backup` prune older ones). */
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
};

type OpsEnv = z.infer<z.ZodObject<typeof OPS_ENV>>;

export interface OpsSettings {
  metricsToken?: string;
  alertPhones: string[];
  alertWebhook?: string;
  smsBalanceMin?: number;
  backupStatusFile?: string;
  backupKeepDays: number;
}

export function opsSettings(e: OpsEnv): OpsSettings {
  return {
    metricsToken: e.METRICS_TOKEN,
    alertPhones: (e.ALERT_PHONES ?? []).map((p) => normalisePhone(p) ?? p),
    alertWebhook: e.ALERT_WEBHOOK,
    smsBalanceMin: e.ALERT_SMS_BALANCE_MIN,
    backupStatusFile: e.BACKUP_STATUS_FILE,
    backupKeepDays: e.BACKUP_KEEP_DAYS,
  };
}
