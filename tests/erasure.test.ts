/**
 * PIPA deletion request: POST /api/admin/erasure {phone} leaves nothing about the number in any
 * collection (only the keyed hash of its opt-out and a log of counts), frees its reservation's
 * place and cancels its unsent texts; deleting one lead cancels that lead's unsent texts.
 */
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import mongoose from 'mongoose';
import { prepareTest } from './helpers/prepared-test';
import { signedIn } from './helpers/admin';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';
import { VisitSlot } from '../server/visits/model';
import { book, type VisitContext } from '../server/visits/reservations';
import { Erasure } from '../server/privacy/erasure';
import { loadConfig } from '../server/config.server';
import { createLogger } from '../server/logger';
import { kstInstant } from '../shared/visits';

import { signedToken } from './helpers/verification';

const { clock, outbox, app } = prepareTest({ env: { LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/leads' } });
const ctx: VisitContext = { site: loadConfig({ NODE_ENV: 'test' }).site, outbox, log: createLogger('silent'), now: clock.now, retentionDays: 365, webhookUrl: 'http://127.0.0.1:9/leads' };

const PHONE = '010-7777-8888';
const DIGITS = '01077778888';
const OTHER = '010-2222-3333';

const register = (phone: string, extra: object = {}) =>
  // The owner of the number registers (a verified phone: the advertising boxes count only then).
  request(app).post('/api/leads').send({ type: 'interest', name: '정보주체', phone, consent: true, message: '연락 바랍니다', verificationToken: signedToken(phone), ...extra });

/** Every document of every collection the site has, as text. */
async function everything(): Promise<string> {
  const all = await Promise.all(Object.values(mongoose.models).map(async (m) => JSON.stringify(await m.collection.find({}).toArray())));
  return all.join('\n');
}

describe('POST /api/admin/erasure', () => {
  it('erases the number everywhere, frees its place, cancels its unsent texts, keeps its opt-out as a hash; the log holds no number', async () => {
    const slot = await VisitSlot.create({
      date: '2026-11-25', start: '14:00', end: '15:00', startsAt: kstInstant('2026-11-25', '14:00'), minutes: 60, capacity: 3, booked: 0, remaining: 3, closed: false, createdAt: clock.now(),
    });
    expect((await register(PHONE, { marketing: true, night: true })).status).toBe(201);
    expect((await register(OTHER, { marketing: true })).status).toBe(201);
    await book(ctx, { slotId: String(slot._id), party: 2, name: '정보주체', phone: PHONE, message: '' });
    const admin = await signedIn(app);
    const write = (path: string, body: object) => admin.agent.post(path).set('X-CSRF-Token', admin.csrfToken).send(body);
    const leadId = String((await Lead.findOne({ phone: PHONE, type: 'interest' }).lean())!._id);
    expect((await write(`/api/admin/leads/${leadId}/notes`, { text: '010-7777-8888로 통화함' })).status).toBe(201);
    await outbox.drain(); // some texts and deliveries are sent...
    expect((await write('/api/admin/consents/optout', { phone: DIGITS })).status).toBe(200); // ...and the person opts out
    expect(await OutboxMessage.countDocuments({ to: PHONE, state: 'pending' })).toBeGreaterThan(0); // the reminder, the opt-out confirmation

    const res = await write('/api/admin/erasure', { phone: '010 7777 8888' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ leads: 2, reservations: 1, placesFreed: 1, verificationRecords: 0, optOutKept: true });
    expect(res.body.notes).toBeGreaterThanOrEqual(2); // the note and the booking's status change
    expect(res.body.consentEntries).toBe(4); // marketing and night granted, then both withdrawn
    expect(res.body.outboxCancelled).toBeGreaterThan(0);
    expect(res.body.outboxRedacted).toBeGreaterThan(res.body.outboxCancelled);

    const stored = await everything();
    expect(stored).not.toContain(PHONE);
    expect(stored).not.toContain(DIGITS);
    expect(stored).not.toContain('7777-8888');
    expect(stored).toContain(OTHER); // another person's data is untouched
    expect(await OutboxMessage.countDocuments({ state: 'pending', to: '(삭제됨)' })).toBe(0);
    expect((await VisitSlot.findById(slot._id).lean())!.remaining).toBe(3);
    const log = await Erasure.find().lean();
    expect(log).toHaveLength(1);
    expect(log[0]!.by).toBe('press-admin@example.com');

    // The number registers again and ticks the advertising box: it still gets no advertising.
    expect((await register(PHONE, { marketing: true })).status).toBe(201);
    const preview = await write('/api/admin/announcements/preview', { text: '잔여세대 안내' });
    expect(preview.body.recipients).toBe(1); // the other person only
    const created = await write('/api/admin/announcements', { text: '잔여세대 안내' });
    expect(created.body.recipients).toBe(1);
    expect(await OutboxMessage.countDocuments({ kind: 'announcement', to: PHONE })).toBe(0);
  });

  it('needs a valid number, the administrator and the CSRF token', async () => {
    expect((await request(app).post('/api/admin/erasure').send({ phone: PHONE })).status).toBe(401);
    const admin = await signedIn(app);
    expect((await admin.agent.post('/api/admin/erasure').send({ phone: PHONE })).status).toBe(403);
    const bad = await admin.agent.post('/api/admin/erasure').set('X-CSRF-Token', admin.csrfToken).send({ phone: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('연락처를 정확히 입력해 주세요. (예: 010-1234-5678)');
  });
});

describe('deleting one lead', () => {
  it('cancels its unsent texts and webhook delivery, and leaves other leads\' messages alone', async () => {
    expect((await register(PHONE, { type: 'visit' })).status).toBe(201);
    expect((await register(OTHER, { type: 'visit' })).status).toBe(201);
    const id = String((await Lead.findOne({ phone: PHONE }).lean())!._id);
    expect(await OutboxMessage.countDocuments({ key: { $in: [`lead:${id}`, `visit-request:${id}`] }, state: 'pending' })).toBe(2);
    const admin = await signedIn(app);
    expect((await admin.agent.delete(`/api/admin/leads/${id}`).set('X-CSRF-Token', admin.csrfToken)).status).toBe(204);
    expect(await OutboxMessage.countDocuments({ key: { $in: [`lead:${id}`, `visit-request:${id}`] }, state: 'cancelled' })).toBe(2);
    expect(await OutboxMessage.countDocuments({ state: 'pending' })).toBe(2); // the other lead's
    await outbox.drain();
    expect(await OutboxMessage.countDocuments({ to: PHONE, state: 'sent' })).toBe(0);
  });

  it('an announcement queued for the person is not sent once their only lead is deleted', async () => {
    expect((await register(PHONE, { marketing: true })).status).toBe(201);
    const admin = await signedIn(app);
    await outbox.drain(); // the consent confirmation
    const created = await admin.agent.post('/api/admin/announcements').set('X-CSRF-Token', admin.csrfToken).send({ text: '잔여세대 안내' });
    expect(created.body.recipients).toBe(1);
    const id = String((await Lead.findOne({ phone: PHONE }).lean())!._id);
    expect((await admin.agent.delete(`/api/admin/leads/${id}`).set('X-CSRF-Token', admin.csrfToken)).status).toBe(204);
    await outbox.drain();
    expect(await OutboxMessage.findOne({ kind: 'announcement' }).lean()).toMatchObject({ state: 'cancelled', lastError: 'lead deleted' });
  });
});
