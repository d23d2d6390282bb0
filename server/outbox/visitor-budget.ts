/**
 * The budget of text messages a visitor can make the site send (an SMS-pumping guard), shared by
 * every instance (counters in MongoDB): at most `perPhoneDaily` per phone number per Korean day
 * (beyond it the text is not queued) and `perHour` site-wide per hour (beyond it they wait for the
 * next hour, oldest first; verification codes, which cannot wait, are refused by their route).
 * Each check takes its place first (a conditional $inc, see rate-limit/store.ts takeWithin), so
 * parallel requests cannot all pass, and one below the budget is never refused.
 */
import { MongoRateLimitStore } from '../rate-limit/store';
import { kstDay } from '../../shared/kst';
import { pseudonym } from '../core/keys';

export interface VisitorBudgetOptions {
  /** SMS_VISITOR_HOURLY_LIMIT. */
  perHour: number;
  /** SMS_VISITOR_PHONE_DAILY_LIMIT. */
  perPhoneDaily: number;
  now: () => Date;
}

const HOUR_MS = 3_600_000;
/** The number's id in the per-phone counters: a keyed pseudonym (keys.ts), never the number or a plain hash of it. */
export const visitorPhoneId = (phone: string) => pseudonym(`visitor-sms:${phone}`);
/** Counter ids are `<prefix><Korean day>:<visitorPhoneId>` (erasure removes them by that id). */
export const VISITOR_PHONE_PREFIX = 'sms-visitor-phone:';

export function visitorBudget(opts: VisitorBudgetOptions) {
  const ms = () => opts.now().getTime();
  const byHour = new MongoRateLimitStore('sms-visitor-hour:', HOUR_MS, ms);
  const byPhone = new MongoRateLimitStore(VISITOR_PHONE_PREFIX, 86_400_000, ms);
  // Hours are the same in UTC and Korea time (UTC+9 all year).
  const hourKey = () => opts.now().toISOString().slice(0, 13);
  const phoneDayKey = async (phone: string) => `${kstDay(opts.now())}:${await visitorPhoneId(phone)}`;

  return {
    perHour: opts.perHour,
    /** Takes a place in this hour's site-wide budget: false when the budget is spent. */
    async takeHour(): Promise<boolean> {
      return byHour.takeWithin(hourKey(), opts.perHour);
    },
    /** Texts counted so far this hour (at most perHour: a refused attempt takes no place). */
    async usedThisHour(): Promise<number> {
      return (await byHour.get(hourKey())).totalHits;
    },
    /** The start of the next hour, when waiting texts are tried again. */
    nextHour(): Date {
      return new Date((Math.floor(ms() / HOUR_MS) + 1) * HOUR_MS);
    },
    /** Takes a place in this phone number's day: false when it already had its share. */
    async takePhone(phone: string): Promise<boolean> {
      return byPhone.takeWithin(await phoneDayKey(phone), opts.perPhoneDaily);
    },
    /** Gives back a place taken for a text that was not queued after all (its key existed). */
    async giveBackPhone(phone: string): Promise<void> {
      return byPhone.giveBack(await phoneDayKey(phone));
    },
  };
}

export type VisitorBudget = ReturnType<typeof visitorBudget>;
