/**
 * Private links (the reservation page, the opt-out page, the schedule stop page, the desk's set-up
 * link) whose token is unknown or was erased answer 404 with the page's own friendly Korean
 * message: search engines and monitors read the status, the person reads the page.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { testClock, testOutbox } from './helpers/consent';
import { VisitSlot } from '../server/visits/model';
import { book, type VisitContext } from '../server/visits/reservations';
import { optoutToken } from '../server/consent/ledger';
import { ScheduleSubscriber } from '../server/schedule/model';
import { newStopToken } from '../server/schedule/reminders';
import { erasePhone } from '../server/privacy/erasure';
import { loadConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { kstInstant, VISIT_MESSAGES } from '../shared/visits';
import { OPTOUT_MESSAGES } from '../shared/consent';
import { STOP_MESSAGES } from '../shared/schedule-stop';

const clock = testClock('2026-11-20T10:00:00+09:00');
const outbox = testOutbox(clock.now);
const { app } = testApp({}, { outbox, now: clock.now });
const ctx: VisitContext = { site: loadConfig({ NODE_ENV: 'test' }).site, outbox, log: createLogger('silent'), now: clock.now, retentionDays: 365 };
const PHONE = '010-4321-8765';

beforeAll(() => testDb());
beforeEach(async () => {
  await clearDb();
  clock.set('2026-11-20T10:00:00+09:00');
});
afterAll(() => outbox.stop());

/** The text a person reads on the page (the shell's data script left out). */
const visibleText = (body: string) => html(body).querySelector('#root')?.textContent ?? html(body).textContent;

async function links() {
  const slot = await VisitSlot.create({
    date: '2026-11-25', start: '14:00', end: '15:00', startsAt: kstInstant('2026-11-25', '14:00'), minutes: 60, capacity: 3, booked: 0, remaining: 3, closed: false, createdAt: clock.now(),
  });
  const reservation = await book(ctx, { slotId: String(slot._id), party: 2, name: '링크주인', phone: PHONE, message: '' });
  const stop = newStopToken();
  await ScheduleSubscriber.collection.insertOne({ name: '링크주인', phone: PHONE, phoneKey: 'k', token: stop, createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + 86_400_000) });
  return { reservation: `/reservation/${reservation.token}`, optout: `/o/${await optoutToken(PHONE)}`, stop: `/r/${stop}` };
}

describe('a private link that is not there answers 404 with its friendly page', () => {
  it('unknown tokens: reservation, opt-out, schedule stop and set-up links answer 404 and still read as the page', async () => {
    const unknown = [
      [`/reservation/${'A'.repeat(32)}`, VISIT_MESSAGES.notFound],
      [`/o/${'A'.repeat(20)}`, OPTOUT_MESSAGES.invalid],
      [`/r/${'A'.repeat(20)}`, STOP_MESSAGES.invalid],
      [`/admin/setup?token=${'A'.repeat(40)}`, '설정 링크가 만료되었거나 이미 사용되었습니다.'],
    ] as const;
    for (const [path, message] of unknown) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toContain('text/html');
      expect(visibleText(res.text), path).toContain(message);
      // Never kept by a cache: the same address may become valid for nobody else.
      expect(res.headers['cache-control'], path).toContain('no-store');
    }
  });

  it('a private page sends only the site origin as the Referer of what it loads or links to; other pages keep the site-wide policy', async () => {
    const live = await links();
    for (const path of [...Object.values(live), `/reservation/${'A'.repeat(32)}`, `/admin/setup?token=${'A'.repeat(40)}`]) {
      expect((await request(app).get(path)).headers['referrer-policy'], path).toBe('strict-origin');
    }
    expect((await request(app).get('/Brand/intro')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('live links answer 200; after the number is erased the same links answer 404 with the same pages', async () => {
    const live = await links();
    for (const path of Object.values(live)) expect((await request(app).get(path)).status, path).toBe(200);

    await erasePhone(PHONE, { by: 'owner@example.com', now: clock.now() });

    const reservation = await request(app).get(live.reservation);
    expect(reservation.status).toBe(404);
    expect(visibleText(reservation.text)).toContain(VISIT_MESSAGES.notFound);
    const optout = await request(app).get(live.optout);
    expect(optout.status).toBe(404);
    expect(visibleText(optout.text)).toContain(OPTOUT_MESSAGES.invalid);
    const stop = await request(app).get(live.stop);
    expect(stop.status).toBe(404);
    expect(visibleText(stop.text)).toContain(STOP_MESSAGES.invalid);
  });
});
