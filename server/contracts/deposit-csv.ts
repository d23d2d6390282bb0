/**
 * How a deposit line's values are read, whatever file they come from (statement-file.ts reads the
 * file, statement-layout.ts finds the columns): a day in a bank's formats, an amount in won, and the
 * 동·호 a payer writes in the name or the memo.
 */
import { isDay } from '../core/time';

export const MAX_DEPOSIT_ROWS = 20_000;

/** '2026-11-20', '2026.11.20 14:03:22', '2026/11/20', '20261120' → '2026-11-20'. */
export function depositDay(raw: string): string | null {
  const t = raw.trim();
  const m = /^(\d{4})\s*[.\-/년]\s*(\d{1,2})\s*[.\-/월]\s*(\d{1,2})/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})(?!\d)/.exec(t);
  if (!m) return null;
  const day = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  return isDay(day) ? day : null;
}

/** '1,234,567', '1234567원', '₩1,234' → won; null when it is not a whole positive amount. */
export function depositAmount(raw: string): number | null {
  const t = raw.replace(/[,\s원₩]/g, '');
  if (!/^\d{1,13}$/.test(t)) return null;
  const n = Number(t);
  return n > 0 ? n : null;
}

/** The 동·호 written in a depositor's name: '101-1203 홍길동', '101동1203호', '홍길동 101동 1203호' → '101-1203'. */
export function unitInName(depositor: string): string | null {
  const m = /(\d{2,4})\s*동\s*(\d{3,4})\s*호?/.exec(depositor) ?? /(?<!\d)(\d{2,4})\s*[-_.·]\s*(\d{3,4})(?!\d)/.exec(depositor);
  return m ? `${Number(m[1])}-${Number(m[2])}` : null;
}
