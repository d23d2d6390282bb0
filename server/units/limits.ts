/**
 * Limits on joining the line, shared by every app instance (counters in MongoDB, see
 * rate-limit/store.ts): per phone and per client address in 10 minutes. A buyer joins once and may
 * reload a few times; the limits are far above that and only stop a script replaying one phone's
 * token. The per-address ceiling is loose because a carrier's NAT puts many phones behind one address.
 * A refused join draws no number (the limit is checked before the line is touched).
 */
import type { Request } from 'express';
import { addressKey } from '../core/request';
import { pseudonym } from '../core/keys';
import { HttpError } from '../http/errors';
import { MongoRateLimitStore } from '../rate-limit/store';
import { UNIT_MESSAGES } from '../../shared/units';

export const QUEUE_LIMITS = { windowMs: 10 * 60_000, perPhone: 20, perAddress: 600 } as const;

export function queueLimits(now: () => Date) {
  const ms = () => now().getTime();
  const byPhone = new MongoRateLimitStore('unit-queue-phone:', QUEUE_LIMITS.windowMs, ms);
  const byAddress = new MongoRateLimitStore('unit-queue-address:', QUEUE_LIMITS.windowMs, ms);
  /**
   * Takes this join's places, the address's first (the counter key holds a keyed pseudonym, never
   * the number); 429 over a limit. A join refused for its address takes none of the phone's places,
   * and each place is a conditional write (takeWithin), so parallel joins never read one count twice.
   */
  return async function take(req: Request, phone: string): Promise<void> {
    if (!(await byAddress.takeWithin(addressKey(req), QUEUE_LIMITS.perAddress))) throw new HttpError(429, UNIT_MESSAGES.queueBusyAddress);
    if (!(await byPhone.takeWithin(await pseudonym(`unit-queue:${phone}`), QUEUE_LIMITS.perPhone))) throw new HttpError(429, UNIT_MESSAGES.queueTooOften);
  };
}
