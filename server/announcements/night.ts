/** The night rule in Korea time (no daylight saving): no advertising 21:00–08:00 without night consent. */
import { KST_OFFSET_MS } from '../core/time';

const DAY_MS = 86_400_000;

export function isNightKst(at: Date): boolean {
  const hour = new Date(at.getTime() + KST_OFFSET_MS).getUTCHours();
  return hour >= 21 || hour < 8;
}

/** The first 08:00 Korea time at or after `at`. */
export function nextMorningKst(at: Date): Date {
  const k = new Date(at.getTime() + KST_OFFSET_MS);
  const eight = Date.UTC(k.getUTCFullYear(), k.getUTCMonth(), k.getUTCDate(), 8) - KST_OFFSET_MS;
  return new Date(eight >= at.getTime() ? eight : eight + DAY_MS);
}

/** The first 21:00 Korea time after `at`: a daytime-only message still unsent then is not sent at all. */
export function nightStartKst(at: Date): Date {
  const k = new Date(at.getTime() + KST_OFFSET_MS);
  const nine = Date.UTC(k.getUTCFullYear(), k.getUTCMonth(), k.getUTCDate(), 21) - KST_OFFSET_MS;
  return new Date(nine > at.getTime() ? nine : nine + DAY_MS);
}

/** When an advertising message planned for `at` may go to a recipient. */
export function sendTimeFor(at: Date, nightConsent: boolean): Date {
  return nightConsent || !isNightKst(at) ? at : nextMorningKst(at);
}
