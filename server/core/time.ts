/** Korea time on the server: the one offset and calendar day (shared with the client), and the stamp exports print. */
export { KST_OFFSET_MS, kstDay, kstStart, kstEnd, addDays, isDay, koreanDate } from '../../shared/kst';

const stamp = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'medium' });

/** '2026-11-26 15:40:00' in Korea time: the 일시(KST) column of every export. */
export const kstStamp = (at: Date | string): string => stamp.format(new Date(at));
