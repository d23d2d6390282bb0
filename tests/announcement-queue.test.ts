/**
 * An announcement is stored and listed before its first message is queued; one Idempotency-Key is
 * one announcement; a cancel stops every message, even those queued after it (the sender checks the
 * state before each text); an opt-out stops a text being retried; a restart finishes a queuing cut short.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDb, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { testClock, testOutbox } from './helpers/consent';
import { FakeSmsProvider, NHN } from './helpers/fake-sms';
import { freePort } from './helpers/ports';
import { instances, startInstance } from './helpers/instance';
import { nhnProvider } from '../server/outbox/providers/nhn';
import { Lead } from '../server/leads/model';
import { ConsentEvent } from '../server/consent/model';
import { OutboxMessage } from '../server/outbox/model';
import { Announcement } from '../server/announcements/model';
import { MARKETING_NOTICE_VERSION } from '../shared/consent';
import type { Outbox } from '../server/outbox/outbox';

const clock = testClock('2026-11-20T10:00:00+09:00');
let fake: FakeSmsProvider;
let outbox: ReturnType<typeof testOutbox>;
/** While set, queuing a message waits for it (a slowed queue). */
let gate: { after: number; reached: () => void; open: Promise<void> } | undefined;
let queuedCount = 0;
let app: ReturnType<typeof testApp>['app'];

beforeAll(async () => {
  await testDb();
  fake = new FakeSmsProvider(await freePort());
  await fake.start();
  outbox = testOutbox(clock.now, nhnProvider({ appKey: NHN.appKey, secretKey: NHN.secretKey, baseUrl: fake.base }));
  // The app's outbox, with a queue that can be slowed down mid-way.
  const slowed: Outbox = {
    ...outbox,
    async enqueue(input) {
      if (input.kind === 'announcement' && gate && ++queuedCount > gate.after) {
        gate.reached();
        await gate.open;
      }
      return outbox.enqueue(input);
    },
  };
  app = testApp({ LEAD_RATE_LIMIT: '1000' }, { outbox: slowed, now: clock.now }).app;
});
beforeEach(async () => {
  await clearDb();
  fake.accepted = [];
  gate = undefined;
  queuedCount = 0;
  clock.set('2026-11-20T10:00:00+09:00');
  await createAdmin();
});
afterAll(async () => {
  for (const c of instances) c.kill('SIGKILL');
  await outbox.stop();
  await fake.stop();
});

/** Consenting recipients (day and night, so the test means the same at any hour). */
async function recipients(n: number, at = clock.now()) {
  const phones = Array.from({ length: n }, (_, i) => `010-5${String(i).padStart(3, '0')}-${String(2000 + i)}`);
  await Lead.insertMany(
    phones.map((phone) => ({ type: 'interest', name: '수신자', phone, consentAt: at, createdAt: at, expiresAt: new Date(at.getTime() + 365 * 86_400_000), forward: { state: 'stored', attempts: 0 } })),
  );
  await ConsentEvent.insertMany(
    phones.flatMap((phone) => (['marketing', 'night'] as const).map((scope) => ({ phone, kind: 'grant', scope, version: MARKETING_NOTICE_VERSION, channel: 'form', at }))),
  );
  return phones;
}

const ads = () => fake.accepted.filter((r) => r.text.startsWith('(광고)'));

describe('Idempotency-Key', () => {
  it('the same key sent twice, one after the other or at once (a double click), makes one announcement and one text per recipient', async () => {
    await recipients(3);
    const admin = await signedIn(app);
    const send = (key: string) =>
      admin.agent.post('/api/admin/announcements').set('X-CSRF-Token', admin.csrfToken).set('Idempotency-Key', key).send({ text: '잔여세대 안내' });
    const first = await send('click-1');
    const again = await send('click-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const [a, b] = await Promise.all([send('click-2'), send('click-2')]);
    expect(a.body.id).toBe(b.body.id);
    expect(a.body.id).not.toBe(first.body.id);
    expect(await Announcement.countDocuments()).toBe(2);
    expect(await OutboxMessage.countDocuments({ kind: 'announcement' })).toBe(6);
    await outbox.drain();
    expect(ads()).toHaveLength(6);
  });
});

describe('cancelling while the messages are still being queued', () => {
  it('the announcement is listed while queuing; after a cancel no text is sent, neither those queued before it nor after', async () => {
    await recipients(120);
    const admin = await signedIn(app);
    let reached!: () => void;
    const stalled = new Promise<void>((r) => (reached = r));
    let open!: () => void;
    gate = { after: 60, reached, open: new Promise<void>((r) => (open = r)) };

    const creating = admin.agent.post('/api/admin/announcements').set('X-CSRF-Token', admin.csrfToken).send({ text: '잔여세대 선착순 안내' }).then((r) => r);
    await stalled; // 60 queued, the 61st waiting
    const listed = (await admin.agent.get('/api/admin/announcements')).body.items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ state: 'queuing', recipients: 120 });

    const cancelled = await admin.agent.post(`/api/admin/announcements/${listed[0].id}/cancel`).set('X-CSRF-Token', admin.csrfToken).send({});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe('cancelled');
    open(); // the queue goes on with the message it was holding and the rest of its step
    expect((await creating).status).toBe(201);

    // Messages reached the outbox after the cancel (60 were queued when it came): none is sent.
    expect(await OutboxMessage.countDocuments({ kind: 'announcement' })).toBeGreaterThan(60);
    await outbox.drain();
    expect(ads()).toHaveLength(0);
    expect(await OutboxMessage.countDocuments({ kind: 'announcement', state: { $ne: 'cancelled' } })).toBe(0);
    // Queuing stopped at the step boundary: not all 120 were ever queued.
    expect(await OutboxMessage.countDocuments({ kind: 'announcement' })).toBeLessThan(120);
  });
});

describe('the sender checks the announcement before each text', () => {
  it('a message still pending when its announcement is cancelled (e.g. queued by another instance) is cancelled, not sent', async () => {
    await recipients(2);
    const admin = await signedIn(app);
    const created = await admin.agent.post('/api/admin/announcements').set('X-CSRF-Token', admin.csrfToken).send({ text: '분양 소식' });
    // Only the announcement says cancelled: its messages are still pending.
    await Announcement.updateOne({ _id: created.body.id }, { $set: { cancelledAt: clock.now() } });
    expect(await OutboxMessage.countDocuments({ kind: 'announcement', state: 'pending' })).toBe(2);
    await outbox.drain();
    expect(ads()).toHaveLength(0);
    expect(await OutboxMessage.countDocuments({ kind: 'announcement', state: 'cancelled', lastError: 'announcement cancelled' })).toBe(2);
  });
});

describe('an opt-out stops advertising in flight', () => {
  it('a text whose sender died mid-send (claim expired, to be retried) is not sent once the number opted out', async () => {
    const [phone] = await recipients(1);
    const admin = await signedIn(app);
    const created = await admin.agent.post('/api/admin/announcements').set('X-CSRF-Token', admin.csrfToken).send({ text: '분양 소식' });
    // A sender claimed it and crashed: 'sending' with an expired claim, which the opt-out's cancel does not touch.
    await OutboxMessage.updateOne({ group: `announcement:${created.body.id}` }, { $set: { state: 'sending', claimedUntil: new Date(clock.now().getTime() - 1000), attempts: 1 } });
    const out = await admin.agent.post('/api/admin/consents/optout').set('X-CSRF-Token', admin.csrfToken).send({ phone });
    expect(out.status).toBe(200);
    await outbox.drain();
    expect(ads()).toHaveLength(0);
    expect(await OutboxMessage.findOne({ kind: 'announcement' }).lean()).toMatchObject({ state: 'cancelled', lastError: 'opted out' });
  });
});

describe('a crash while queuing', () => {
  it('start-up queues the rest of an announcement interrupted mid-queuing: every recipient exactly one message, an opted-out one none', async () => {
    const now = new Date();
    const phones = await recipients(30, new Date(now.getTime() - 60_000));
    // The process died after queuing 10 of 30: the announcement says 'queuing' and its lease has run out.
    const a = await Announcement.create({ text: '잔여세대 안내', filter: {}, sendAt: now, createdAt: now, recipients: 30, queue: 'queuing', leaseUntil: new Date(now.getTime() - 1000) });
    for (const phone of phones.slice(0, 10)) {
      await OutboxMessage.create({
        key: `announcement:${a._id}:${phone}`, kind: 'announcement', channel: 'sms', group: `announcement:${a._id}`, to: phone, text: '(광고) 잔여세대 안내',
        advertising: true, state: 'sent', attempts: 1, nextAttemptAt: now, dueAt: now, createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000),
      });
    }
    // A recipient who opted out in the meantime is not queued.
    await ConsentEvent.create({ phone: phones[29], kind: 'withdraw', scope: 'marketing', version: MARKETING_NOTICE_VERSION, channel: 'admin', at: now });
    // A lead registered after the announcement was made is not one of its recipients.
    const later = new Date(now.getTime() + 60_000);
    await Lead.create({ type: 'interest', name: '나중', phone: '010-5999-9999', consentAt: later, createdAt: later, expiresAt: new Date(later.getTime() + 86_400_000), forward: { state: 'stored', attempts: 0 } });
    await ConsentEvent.create({ phone: '010-5999-9999', kind: 'grant', scope: 'marketing', version: MARKETING_NOTICE_VERSION, channel: 'form', at: later });

    await startInstance(undefined, { SMS_PROVIDER: 'log' });
    const end = Date.now() + 60_000;
    while ((await Announcement.findById(a._id).lean())!.queue !== 'queued') {
      if (Date.now() > end) throw new Error('queuing was not resumed');
      await new Promise((r) => setTimeout(r, 100));
    }
    const messages = await OutboxMessage.find({ group: `announcement:${a._id}` }, { to: 1 }).lean();
    expect(messages).toHaveLength(29);
    expect(new Set(messages.map((m) => m.to)).size).toBe(29);
    expect(messages.map((m) => m.to)).not.toContain(phones[29]);
    expect(messages.map((m) => m.to)).not.toContain('010-5999-9999');
  }, 90_000);
});
