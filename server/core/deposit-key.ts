/**
 * A deposit's identity is what it is, not how a bank wrote it: the same deposit listed again with
 * another date format ('2026.11.02 10:01:00' after '2026-11-02 10:01:00'), other spacing or another
 * account format must get the same key, or it is applied twice. The key hashes the normalised
 * 거래일시, depositor, account and amount, and the occurrence number among identical deposits of one
 * list (two identical deposits on one day stay two). Used by the import and by the migration that
 * re-keys deposits stored before (server/db/migrations/0010-deposit-keys.ts).
 */
import { createHash } from 'node:crypto';

/** '2026.11.02 10:01', '2026-11-02T10:01:00', '20261102 100100', '2026년 11월 2일' → '2026-11-02 10:01:00' (or the day alone). */
export function depositInstant(raw: string): string | null {
  const t = raw.trim();
  const m = /^(\d{4})\s*[.\-/년]\s*(\d{1,2})\s*[.\-/월]\s*(\d{1,2})\s*일?\.?/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})(?!\d)/.exec(t);
  if (!m) return null;
  const day = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  const rest = t.slice(m[0].length).replace(/^[\sT]+/, '');
  const time = /^(\d{1,2}):?(\d{2})(?::?(\d{2}))?/.exec(rest);
  if (!time) return day;
  return `${day} ${time[1]!.padStart(2, '0')}:${time[2]}:${time[3] ?? '00'}`;
}

export interface DepositFacts {
  dealtAt: string;
  depositor: string;
  account: string;
  amount: number;
  /** 잔액 after the line, when the statement gives it: two identical deposits of one day differ by it, in any file. */
  balance?: number | null;
}

/** The normalised values a deposit is known by (the day-time, the name without spacing, the account's digits). */
export function depositIdentity(d: DepositFacts): string {
  const accountDigits = d.account.replace(/\D/g, '');
  return [
    depositInstant(d.dealtAt) ?? d.dealtAt.trim(),
    d.depositor.normalize('NFC').replace(/\s+/g, ''),
    accountDigits || d.account.normalize('NFC').replace(/\s+/g, ''),
    String(d.amount),
    ...(d.balance === null || d.balance === undefined ? [] : [`=${d.balance}`]),
  ].join('\u001f');
}

/** The stored key of the n-th (1-based) deposit with this identity in a list. 'v2': never equal to a key of the raw lines. */
export const depositKey = (identity: string, occurrence: number) => createHash('sha256').update(`v2\u001f${identity}\u001f${occurrence}`).digest('base64url');
