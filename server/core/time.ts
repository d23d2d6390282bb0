/** Korea time on the server: the one offset and calendar day (shared with the client), and the stamp exports print. */
export { KST_OFFSET_MS, kstDay, kstStart, kstEnd, addDays, isDay, koreanDate } from '../../shared/kst';

/** '2026-11-26 15:40:00' in Korea time: the 일시(KST) column of every export. */
export { kstStampText as kstStamp } from '../../shared/korean-format';

const ISO_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO 8601 time as the desk sends it. Without an offset (a `datetime-local` field:
 * '2026-12-01T09:00') it is Korea time, as every time on the desk is. Null when it is not a time.
 */
export function parseDeskTime(value: string): Date | null {
  const m = ISO_TIME.exec(value.trim());
  if (!m) return null;
  const d = new Date(m[3] ? m[0] : `${m[1]}${m[2] ?? ':00'}+09:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}
