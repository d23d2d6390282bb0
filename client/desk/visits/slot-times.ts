/** The days and start times the slot editor opens, and the weekday names the desk shows. */
import { addDays } from '../../../shared/visits';

export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** Every start time from `first` to `last` (inclusive), `every` minutes apart. */
export function timesBetween(first: string, last: string, every: number): string[] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out: string[] = [];
  for (let m = toMin(first); m <= toMin(last) && out.length < 48; m += every) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

export function datesBetween(from: string, to: string, weekdays: Set<number>): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 62; d = addDays(d, 1)) {
    if (weekdays.has(new Date(`${d}T00:00:00Z`).getUTCDay())) out.push(d);
  }
  return out;
}

/** The first and last start time of the day from the opening hours ('매일 10:00~17:00' → 10:00, 16:30). */
export function defaultHours(hours: string, minutes = 30): { first: string; last: string } {
  const times = hours.match(/([01]\d|2[0-3]):[0-5]\d/g);
  if (!times || times.length < 2) return { first: '10:00', last: '16:30' };
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const last = Math.max(toMin(times[0]!), toMin(times[times.length - 1]!) - minutes);
  return { first: times[0]!, last: `${String(Math.floor(last / 60)).padStart(2, '0')}:${String(last % 60).padStart(2, '0')}` };
}
