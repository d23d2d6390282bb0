/**
 * The shared test opening (tests/helpers/prepared-test.ts): each test starts at the same Korean
 * morning, on an empty database with the owner's account, whatever the test before it did.
 */
import { describe, expect, it } from 'vitest';
import { signedIn } from './helpers/admin';
import { openVisitSlot, prepareTest, PREPARED_AT } from './helpers/prepared-test';
import { VisitSlot } from '../server/visits/model';

const { clock, app } = prepareTest();

describe('prepared test', () => {
  it('a test moves the clock and opens a slot', async () => {
    expect(clock.now().toISOString()).toBe(new Date(PREPARED_AT).toISOString());
    clock.advance(86_400_000);
    const id = await openVisitSlot(clock.now, '2026-11-22', '14:00');
    expect(await VisitSlot.findById(id).lean()).toMatchObject({ start: '14:00', end: '15:00', capacity: 6, remaining: 6, booked: 0, closed: false });
  });

  it('the next starts again at the same time, with no slot left and the owner able to sign in', async () => {
    expect(clock.now().toISOString()).toBe(new Date(PREPARED_AT).toISOString());
    expect(await VisitSlot.countDocuments()).toBe(0);
    const admin = await signedIn(app);
    expect((await admin.agent.get('/api/admin/visits/week?from=2026-11-22')).status).toBe(200);
  });
});
