import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Express } from 'express';
import { clearDb, testApp, testDb } from './app';
import { createAccount, createAdmin, signedInAs } from './admin';
import { testClock, testOutbox } from './consent';
import { outboxFor } from '../../server/app';
import { loadConfig } from '../../server/config.server';
import { createLogger } from '../../server/logger';
import { VisitSlot } from '../../server/visits/model';
import { kstInstant } from '../../shared/visits';

/** A Friday morning in Korea, before the model house opens its weekend: where these tests start. */
export const PREPARED_AT = '2026-11-20T10:00:00+09:00';

/**
 * The opening the privacy, review, quarantine, visit and defect tests share, written once: a clock
 * injected at a fixed Korean time, an outbox on that clock, the app on both, and before each test
 * an empty database, the clock put back and the owner's account; the outbox stops after the file.
 * `outbox`: 'test' (a logging SMS provider, fast retries) or 'site' (as the site configures it);
 * `at`: another starting time (a contract holder's tests start after the contracts); `owner: false`:
 * no owner's account (a test that makes its own desk accounts). The app is made at first use, so a
 * file that makes its own apps (other secrets) gets none it does not use.
 */
export function prepareTest(o: { env?: NodeJS.ProcessEnv; outbox?: 'test' | 'site'; at?: string; owner?: boolean } = {}) {
  const at = o.at ?? PREPARED_AT;
  const clock = testClock(at);
  const outbox = o.outbox === 'site' ? outboxFor(loadConfig({ NODE_ENV: 'test', ...o.env }), createLogger('silent'), clock.now) : testOutbox(clock.now);
  let app: Express | undefined;
  emptyDatabaseEachTest({ owner: o.owner, before: () => clock.set(at) });
  afterAll(() => outbox.stop());
  return {
    clock,
    outbox,
    get app(): Express {
      return (app ??= testApp(o.env ?? {}, { outbox, now: clock.now }).app);
    },
  };
}

/**
 * Before the file the test database; before each test an empty one, then `before` (a clock put
 * back) and, unless `owner: false`, the owner's account.
 */
export function emptyDatabaseEachTest(o: { owner?: boolean; before?: () => void } = {}) {
  beforeAll(() => testDb());
  beforeEach(async () => {
    await clearDb();
    o.before?.();
    if (o.owner !== false) await createAdmin();
  });
}

/** An open visit slot of `date` from `start` to `end` (an hour by default), empty, made now by the test clock. */
export async function openVisitSlot(now: () => Date, date: string, start: string, o: { capacity?: number; end?: string } = {}): Promise<string> {
  const capacity = o.capacity ?? 6;
  const end = o.end ?? `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:${start.slice(3)}`;
  const slot = await VisitSlot.create({ date, start, end, startsAt: kstInstant(date, start), minutes: 60, capacity, booked: 0, remaining: capacity, closed: false, createdAt: now() });
  return String(slot._id);
}

/**
 * The media and documents desks' opening: an empty database with a manager (may publish) and a
 * counselor (may not), each signed in. Made once for a file, in its beforeAll.
 */
export async function signedInManagerAndCounselor(app: Express) {
  await testDb();
  await clearDb();
  await createAccount('manager@example.com', 'manager');
  await createAccount('counselor@example.com', 'counselor');
  return { manager: await signedInAs(app, 'manager@example.com'), counselor: await signedInAs(app, 'counselor@example.com') };
}
