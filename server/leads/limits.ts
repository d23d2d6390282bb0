/**
 * Lead rate limits, shared by every app instance (counters in MongoDB, see rate-limit/store.ts):
 * at most 3 accepted requests per phone number (a person) and LEAD_RATE_LIMIT (30) per client
 * address (a flood guard loose enough for a model house's shared Wi-Fi) in 10 minutes. Both count
 * what was stored: checked before the insert and counted after it, so rejected input costs
 * nothing and a client that hangs up right after posting is counted all the same.
 * Any route that stores a visitor's request (visit bookings) can use the same pieces.
 * On the launch-day path each step is one round trip: `reached` reads both counters in one query,
 * `countStored` counts both in one bulk write.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { MongoRateLimitStore, getMany, incrementMany } from '../rate-limit/store';

export const LEAD_WINDOW_MS = 10 * 60_000;

export interface LeadLimitOptions {
  /** Stored requests per client address per 10 minutes (LEAD_RATE_LIMIT). */
  perAddress: number;
  /** Stored requests per phone number per 10 minutes (LEAD_PHONE_LIMIT, 3). */
  perPhone: number;
  /** Clock for tests. */
  now?: () => number;
}

const addressKey = (req: Request) => ipKeyGenerator(req.ip ?? '');
// The counter's key never holds the phone number itself (no personal data outside the leads).
const phoneKey = (phone: string) => createHash('sha256').update(`lead-phone:${phone}`).digest('hex').slice(0, 32);

export function leadLimits(opts: LeadLimitOptions) {
  const byAddress = new MongoRateLimitStore('lead-address:', LEAD_WINDOW_MS, opts.now);
  const byPhone = new MongoRateLimitStore('lead-phone:', LEAD_WINDOW_MS, opts.now);

  return {
    /** Middleware: `refuse` answers (429) once this address has reached its ceiling; otherwise next(). */
    addressCeiling(refuse: (req: Request, res: Response) => void): RequestHandler {
      return async (req, res, next) => {
        const { totalHits } = await byAddress.get(addressKey(req));
        if (totalHits >= opts.perAddress) return refuse(req, res);
        next();
      };
    },

    /** False once this (normalised) phone number has reached its limit in the window. */
    async phoneAllowed(phone: string): Promise<boolean> {
      return (await byPhone.get(phoneKey(phone))).totalHits < opts.perPhone;
    },

    /**
     * Both checks in one read: 'address' once this address has reached its ceiling (whatever the
     * input, as addressCeiling), else 'phone' once this (normalised) phone number has reached its
     * limit, else undefined. Without a phone (input rejected before any limit) only the address.
     */
    async reached(req: Request, phone?: string): Promise<'address' | 'phone' | undefined> {
      const hits = [{ store: byAddress, key: addressKey(req) }];
      if (phone !== undefined) hits.push({ store: byPhone, key: phoneKey(phone) });
      const [address, byNumber] = await getMany(hits);
      if (address! >= opts.perAddress) return 'address';
      if (byNumber !== undefined && byNumber >= opts.perPhone) return 'phone';
      return undefined;
    },

    /** Counts one stored request against its address and phone number; call right after the insert. */
    async countStored(req: Request, phone: string): Promise<void> {
      await incrementMany([
        { store: byAddress, key: addressKey(req) },
        { store: byPhone, key: phoneKey(phone) },
      ]);
    },
  };
}

export type LeadLimits = ReturnType<typeof leadLimits>;
