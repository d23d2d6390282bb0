/** Korea-time calendar days (Asia/Seoul is UTC+9 all year: no daylight saving since 1988). */
export const KST_OFFSET_MS = 9 * 3_600_000;

/** '2025-03-01' for the Korean calendar day of `d`, whatever the server's time zone. */
export const kstDay = (d: Date): string => new Date(d.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);

/** The first and last instant of a Korean calendar day. */
export const kstStart = (day: string) => new Date(`${day}T00:00:00.000+09:00`);
export const kstEnd = (day: string) => new Date(`${day}T23:59:59.999+09:00`);

/** The day `n` days after `day` (negative: before). */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** '2026-11-23' → '2026년 11월 23일' */
export const koreanDate = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일`;
};
