/**
 * What the alert checks look at, each with its threshold and its one-line Korean reason. Pure
 * reads: raising (once an hour, through the outbox or directly) is alerts.ts's business.
 */
import { readFile } from 'node:fs/promises';
import { withoutCredentials } from '../core/credentials';
import type { Logger } from '../logger';
import type { SmsProvider } from '../outbox/providers/types';
import { oldestPendingSeconds } from './figures';
import { smsTally } from './tally';
import type { OpsSettings } from './settings';
import { groupDigits } from '../../shared/korean-format';

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const FAILURE_RATE = 0.2;
export const STUCK_TEXT_MS = 10 * 60_000;
export const SPOOL_DRAIN_MS = 5 * 60_000;
export const BACKUP_MISSING_MS = 26 * 3_600_000;
/**
 * One minute, counted from when the outage was first seen (a driver event or a failed readiness
 * ping, seconds after it began): with a check a minute the alert goes out within two minutes.
 */
export const DATABASE_DOWN_MS = 60_000;
const BALANCE_EVERY_MS = 10 * 60_000;

/** What the backup service (deploy/backup.sh) and `npm run backup` write after each run. */
export interface BackupStatus {
  ok: boolean;
  at: string;
  lastSuccessAt?: string | null;
  file?: string;
  error?: string;
}

export interface CheckInput {
  now: Date;
  settings: OpsSettings;
  dbReady: boolean;
  spoolDepth: number;
  sms: SmsProvider;
  log: Logger;
  /** When the process first saw the database unreachable (before this check noticed it), if it did. */
  seenDownSince?: number;
  /** Kept between checks by the caller. */
  state: { dbUpSince?: number; dbDownSince?: number; lastUpAt?: number; balance?: { at: number; value: number } };
}

export type AlertCause = 'sms-failures' | 'sms-stuck' | 'spool-stuck' | 'backup-failed' | 'backup-missing' | 'sms-balance' | 'database';

export type Finding = { cause: AlertCause; reason: string };

const minutes = (ms: number) => Math.floor(ms / 60_000);
const hours = (ms: number) => Math.floor(ms / 3_600_000);

export async function runChecks(input: CheckInput): Promise<Finding[]> {
  const { now, state } = input;
  const t = now.getTime();
  const found: Finding[] = [];
  if (!input.dbReady) {
    state.dbUpSince = undefined;
    // From when the outage was first seen; a time before a check that found the database up is
    // left over from an earlier blip and not this outage's start.
    const seen = input.seenDownSince !== undefined && input.seenDownSince <= t && (state.lastUpAt === undefined || input.seenDownSince > state.lastUpAt) ? input.seenDownSince : t;
    state.dbDownSince = Math.min(state.dbDownSince ?? t, seen);
    if (t - state.dbDownSince >= DATABASE_DOWN_MS) {
      found.push({ cause: 'database', reason: `데이터베이스에 ${minutes(t - state.dbDownSince)}분째 연결되지 않습니다. 관심고객 등록은 임시 보관 중입니다.` });
    }
  } else {
    state.dbDownSince = undefined;
    state.lastUpAt = t;
    state.dbUpSince ??= t;
    found.push(...(await databaseChecks(input)));
  }
  found.push(...(await backupChecks(input)));
  const balance = await balanceCheck(input);
  if (balance) found.push(balance);
  return found;
}

async function databaseChecks({ now, spoolDepth, state }: CheckInput): Promise<Finding[]> {
  const t = now.getTime();
  const found: Finding[] = [];
  const tally = await smsTally(new Date(t - FAILURE_WINDOW_MS));
  const tried = tally.ok + tally.failed;
  if (tried > 0 && tally.failed / tried > FAILURE_RATE) {
    const pct = Math.round((tally.failed / tried) * 100);
    found.push({ cause: 'sms-failures', reason: `최근 15분 문자 발송 ${tried}건 중 ${tally.failed}건(${pct}%)이 실패했습니다. 문자 발송 업체 상태를 확인해 주세요.` });
  }
  const waited = (await oldestPendingSeconds('sms', now)) * 1000;
  if (waited > STUCK_TEXT_MS) {
    found.push({ cause: 'sms-stuck', reason: `발송 대기 중인 문자가 ${minutes(waited)}분째 나가지 않고 있습니다.` });
  }
  if (spoolDepth > 0 && state.dbUpSince !== undefined && t - state.dbUpSince >= SPOOL_DRAIN_MS) {
    found.push({ cause: 'spool-stuck', reason: `데이터베이스 복구 후 ${minutes(t - state.dbUpSince)}분이 지났지만 임시 보관된 관심고객 등록 ${spoolDepth}건이 아직 저장되지 않았습니다.` });
  }
  return found;
}

export async function readBackupStatus(file: string): Promise<BackupStatus | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as BackupStatus;
  } catch {
    return undefined;
  }
}

async function backupChecks({ now, settings }: CheckInput): Promise<Finding[]> {
  if (!settings.backupStatusFile) return [];
  const status = await readBackupStatus(settings.backupStatusFile);
  const t = now.getTime();
  // The error text is a tool's: stripped of credentials again here (a status file written by an
  // older backup script, or by hand, may quote a URI with its password) before it goes out.
  if (status && !status.ok) {
    const error = withoutCredentials(status.error || '원인 미상').slice(0, 60);
    return [{ cause: 'backup-failed', reason: `데이터베이스 백업이 실패했습니다(${error}). 백업 서비스 로그를 확인해 주세요.` }];
  }
  const last = status?.lastSuccessAt ?? (status?.ok ? status.at : undefined);
  // No status yet: the first scheduled run may still be ahead; counted from the process start.
  const since = last ? Date.parse(last) : t - process.uptime() * 1000;
  if (t - since > BACKUP_MISSING_MS) {
    return [{ cause: 'backup-missing', reason: last ? `데이터베이스 백업이 ${hours(t - since)}시간째 없습니다. 백업 서비스를 확인해 주세요.` : '데이터베이스 백업 기록이 없습니다. 백업 서비스를 확인해 주세요.' }];
  }
  return [];
}

async function balanceCheck({ now, settings, sms, state, log }: CheckInput): Promise<Finding | undefined> {
  if (settings.smsBalanceMin === undefined || !sms.balance) return undefined;
  const t = now.getTime();
  if (!state.balance || t - state.balance.at >= BALANCE_EVERY_MS) {
    try {
      state.balance = { at: t, value: await sms.balance(AbortSignal.timeout(10_000)) };
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'SMS balance not read');
      return undefined;
    }
  }
  if (state.balance.value >= settings.smsBalanceMin) return undefined;
  return { cause: 'sms-balance', reason: `문자 발송 잔액이 ${groupDigits(state.balance.value)}원으로 설정한 ${groupDigits(settings.smsBalanceMin)}원보다 적습니다. 충전해 주세요.` };
}
