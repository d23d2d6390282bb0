/**
 * The site's own Korean formatting of numbers, dates and times, the same on the server and in the
 * browser. Not Intl and never toLocale*: a Node built without full ICU formats 'ko-KR' as English
 * ("AM 10:02" where the browser says "오전 10:02"), and the page the server rendered then fails to
 * hydrate (React #418). Plain arithmetic on Korea time (UTC+9 all year, shared/kst.ts) instead;
 * tests/korean-format.test.ts runs it with Intl taken away, and lint forbids toLocale* and
 * Intl.DateTimeFormat/NumberFormat in client/, shared/ and server/.
 */
import { KST_OFFSET_MS } from './kst';

/** 1234567.891 → '1,234,567.891': digits in threes, at most `maxFraction` decimals (trailing zeros dropped). */
export function groupDigits(n: number, maxFraction = 3): string {
  if (!Number.isFinite(n)) return String(n);
  const scale = 10 ** maxFraction;
  const rounded = Math.round(Math.abs(n) * scale) / scale;
  const [whole, fraction] = rounded.toFixed(maxFraction).split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = fraction?.replace(/0+$/, '');
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** A moment's Korea-time calendar and clock. */
export interface KstParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** '월' … '일' */
  weekday: (typeof WEEKDAYS)[number];
}

export function kstParts(at: Date | string | number): KstParts {
  const d = new Date(new Date(at).getTime() + KST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: WEEKDAYS[d.getUTCDay()]!,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** '10:02' (24-hour). */
export const kstClock = (at: Date | string | number): string => {
  const p = kstParts(at);
  return `${two(p.hour)}:${two(p.minute)}`;
};

/** '오전 09:02', '오후 12:30', '오전 12:05' (midnight): the 12-hour clock as Korean readers say it ('오전 9:02' unpadded). */
export const kstClockAmPm = (at: Date | string | number, padHour = true): string => {
  const { hour, minute } = kstParts(at);
  const h = hour % 12 || 12;
  return `${hour < 12 ? '오전' : '오후'} ${padHour ? two(h) : h}:${two(minute)}`;
};

/** '2026. 12. 07.' */
export const kstDateDots = (at: Date | string | number): string => {
  const p = kstParts(at);
  return `${p.year}. ${two(p.month)}. ${two(p.day)}.`;
};

/** '2026. 12. 07. 10:02' */
export const kstDateTimeDots = (at: Date | string | number): string => `${kstDateDots(at)} ${kstClock(at)}`;

/** '12. 7. 10:02', or with `amPm` '12. 7. 오전 10:02' (a time this year, in a narrow column). */
export const kstShortDateTime = (at: Date | string | number, amPm = false): string => {
  const p = kstParts(at);
  return `${p.month}. ${p.day}. ${amPm ? kstClockAmPm(at) : kstClock(at)}`;
};

/** '2026. 12. 7. 오전 9:02' */
export const kstFullDateTime = (at: Date | string | number): string => {
  const p = kstParts(at);
  return `${p.year}. ${p.month}. ${p.day}. ${kstClockAmPm(at, false)}`;
};

/** '12월 7일 (월)' */
export const kstMonthDayWeekday = (at: Date | string | number): string => {
  const p = kstParts(at);
  return `${p.month}월 ${p.day}일 (${p.weekday})`;
};

/** '2026-11-26 15:40:00': the 일시(KST) column of every export. */
export const kstStampText = (at: Date | string | number): string => {
  const p = kstParts(at);
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
};
