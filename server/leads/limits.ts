/**
 * Lead rate limits, shared by every app instance (counters in MongoDB, see rate-limit/store.ts):
 * at most LEAD_PHONE_LIMIT (3) accepted requests per phone number and LEAD_RATE_LIMIT (30) per
 * client address (a flood guard loose enough for a model house's shared Wi-Fi) in 10 minutes.
 * They hold under parallel requests: a request takes its place in the counters first (a conditional
 * $inc each, which takes nothing from a full counter) and acts after; the place is given back only
 * when the request is refused for its input (invalid, spam, a full slot), so N accepted requests always hold N places.
 * Any route that stores a visitor's request (visit bookings) uses the same counters.
 */
import type { Request } from 'express';
import { addressKey } from '../core/request';
import { MongoRateLimitStore } from '../rate-limit/store';
import { pseudonym } from '../core/keys';

export const LEAD_WINDOW_MS = 10 * 60_000;

export interface LeadLimitOptions {
  /** Stored requests per client address per 10 minutes (LEAD_RATE_LIMIT). */
  perAddress: number;
  /** Stored requests per phone number per 10 minutes (LEAD_PHONE_LIMIT, 3). */
  perPhone: number;
  /** Clock for tests. */
  now?: () => number;
}

// The counter's key never holds the phone number itself (no personal data outside the leads), nor a
// plain hash of it (reversible for Korean mobiles in seconds): a keyed pseudonym (server/core/keys.ts).
export const leadPhoneId = (phone: string) => pseudonym(`lead-phone:${phone}`);
/** Counter ids are `<prefix><leadPhoneId>` (erasure removes them by that id). */
export const LEAD_PHONE_PREFIX = 'lead-phone:';

/** The places a request holds, to give back if it is refused for its input. */
export interface Places {
  address?: string;
  phone?: string;
}

export function leadLimits(opts: LeadLimitOptions) {
  const byAddress = new MongoRateLimitStore('lead-address:', LEAD_WINDOW_MS, opts.now);
  const byPhone = new MongoRateLimitStore(LEAD_PHONE_PREFIX, LEAD_WINDOW_MS, opts.now);

  return {
    /**
     * Takes a place for this address and then (when the input gave one) this normalised phone
     * number. 'address' when the address is over its ceiling (whatever the input: a flood is
     * refused as such), else 'phone' when the number is over its limit, else undefined. A refused
     * request keeps the places it took (they count like any request); a full counter takes none,
     * so `places` lists only those taken; see giveBack for input refusals.
     */
    async take(req: Request, phone?: string): Promise<{ over?: 'address' | 'phone'; places: Places }> {
      const address = addressKey(req);
      // The address first, then the number: a request the address ceiling refuses takes no place of
      // the number's limit (taken at once, it could leave the one request the address still admits
      // facing a number already full: a buyer refused below the limit).
      if (!(await byAddress.takeWithin(address, opts.perAddress))) return { over: 'address', places: {} };
      if (phone === undefined) return { places: { address } };
      const phoneId = await leadPhoneId(phone);
      // Only the places actually taken: a counter that was full took none and gets none back.
      if (!(await byPhone.takeWithin(phoneId, opts.perPhone))) return { over: 'phone', places: { address } };
      return { places: { address, phone: phoneId } };
    },

    /** Gives back the places of a request refused for its input (nothing was stored or sent). */
    async giveBack(places: Places): Promise<void> {
      await Promise.all([
        places.address !== undefined ? byAddress.giveBack(places.address) : undefined,
        places.phone !== undefined ? byPhone.giveBack(places.phone) : undefined,
      ]);
    },
  };
}

export type LeadLimits = ReturnType<typeof leadLimits>;
