/**
 * No lead is silently dropped: forms that look automated are answered like any other and kept in
 * quarantine (스팸 보관함) for 30 days, outside inbox, dashboard, webhook and texts, until the
 * administrator restores one; the fill time is measured on the server's clock alone.
 */
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { prepareTest } from './helpers/prepared-test';
import { signedIn } from './helpers/admin';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';
import { ConsentEvent } from '../server/consent/model';
import { VisitSlot, Reservation } from '../server/visits/model';
import { kstInstant } from '../shared/visits';

import { signedToken } from './helpers/verification';

const { clock, app } = prepareTest({ env: { LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_MIN_FILL_MS: '2000', LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/leads' } });
const valid = { type: 'visit', name: '김보관', phone: '010-2468-1357', message: '84A 문의', consent: true };

/** What a form does when it appears: ask the server for its stamp. */
async function stamp(): Promise<string> {
  const res = await request(app).get('/api/leads/stamp');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return res.body.stamp as string;
}
const post = (body: object) => request(app).post('/api/leads').send(body);

describe('a form that looks automated is kept in quarantine', () => {
  it('a form sent one second after it appeared is answered 201 and kept 30 days in quarantine: no inbox, no stats, no webhook, no text', async () => {
    const renderedAt = await stamp();
    clock.advance(1000);
    const res = await post({ ...valid, renderedAt, marketing: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ok: true, message: '등록이 완료되었습니다. 전문 상담사가 곧 연락드리겠습니다.' });

    const lead = await Lead.findOne().lean();
    expect(lead).toMatchObject({ spam: true, spamReason: 'too-fast', forward: { state: 'stored' } });
    expect(lead!.expiresAt.getTime() - clock.now().getTime()).toBe(30 * 86_400_000);
    expect(await OutboxMessage.countDocuments()).toBe(0); // no webhook, no address text, no consent text
    expect(await ConsentEvent.countDocuments()).toBe(0);

    const { agent } = await signedIn(app);
    expect((await agent.get('/api/admin/leads')).body.items).toHaveLength(0);
    const stats = (await agent.get('/api/admin/stats')).body;
    expect(stats.today.leads).toBe(0);
    const quarantine = (await agent.get('/api/admin/leads?spam=1')).body.items;
    expect(quarantine).toHaveLength(1);
    expect(quarantine[0]).toMatchObject({ name: '김보관', phone: '010-2468-1357', spam: 'too-fast' });
  });

  it('a filled honeypot and a forged stamp are each quarantined with their reason', async () => {
    expect((await post({ ...valid, website: 'https://my-site.example' })).status).toBe(201);
    const [ms] = (await stamp()).split('.');
    expect((await post({ ...valid, name: '위조', renderedAt: `${Number(ms) - 60_000}.${'A'.repeat(22)}` })).status).toBe(201);
    const reasons = (await Lead.find({}, { spamReason: 1, name: 1 }).sort({ name: 1 }).lean()).map((l) => [l.name, l.spamReason]);
    expect(reasons).toEqual([
      ['김보관', 'honeypot'],
      ['위조', 'forged-stamp'],
    ]);
  });

  it('a visitor whose phone clock runs a minute fast is stored as an ordinary lead: only the server clock is read', async () => {
    // The old check compared the browser's own Date.now() (a minute ahead) with the server's: "sent before it appeared".
    const renderedAt = await stamp();
    clock.advance(5_000); // a person takes a few seconds to fill the form
    const res = await post({ ...valid, renderedAt, clientTime: Date.now() + 60_000 });
    expect(res.status).toBe(201);
    expect(await Lead.findOne().lean()).not.toHaveProperty('spam');
    expect(await OutboxMessage.countDocuments({ kind: 'lead' })).toBe(1);
  });

  it('a booking that trips the check takes no place, sends nothing and waits in quarantine naming the slot asked for', async () => {
    const slot = await VisitSlot.create({
      date: '2026-11-22', start: '14:00', end: '15:00', startsAt: kstInstant('2026-11-22', '14:00'), minutes: 60,
      capacity: 2, booked: 0, remaining: 2, closed: false, createdAt: clock.now(),
    });
    const res = await request(app).post('/api/visits').send({ ...valid, slotId: String(slot._id), party: 2, website: 'x', verificationToken: signedToken(valid.phone) });
    expect(res.status).toBe(201);
    expect(await Reservation.countDocuments()).toBe(0);
    expect((await VisitSlot.findById(slot._id).lean())!.remaining).toBe(2);
    expect(await OutboxMessage.countDocuments()).toBe(0);
    const lead = await Lead.findOne().lean();
    expect(lead).toMatchObject({ spam: true, spamReason: 'honeypot' });
    expect(lead!.message).toContain('11월 22일');
  });
});

describe('restoring a quarantined lead', () => {
  it('PATCH {spam:false} puts it in the inbox and forwards it as a new lead (webhook and address text), once', async () => {
    await post({ ...valid, website: 'autofilled' });
    const id = String((await Lead.findOne().lean())!._id);
    const { agent, csrfToken } = await signedIn(app);

    const res = await agent.patch(`/api/admin/leads/${id}`).set('X-CSRF-Token', csrfToken).send({ spam: false });
    expect(res.body).toEqual({ id, spam: false });
    expect(res.status).toBe(200);

    const lead = await Lead.findById(id).lean();
    expect(lead).not.toHaveProperty('spam');
    expect(lead!.forward.state).toBe('pending');
    expect(lead!.expiresAt.getTime() - lead!.createdAt.getTime()).toBe(365 * 86_400_000);
    expect(lead!.history.at(-1)).toMatchObject({ kind: 'note', text: '스팸 보관함에서 복원했습니다.' });
    expect((await OutboxMessage.find({}, { kind: 1 }).lean()).map((m) => m.kind).sort()).toEqual(['lead', 'visit-request']);
    expect((await agent.get('/api/admin/leads')).body.items.map((l: { id: string }) => l.id)).toEqual([id]);
    expect((await agent.get('/api/admin/leads?spam=1')).body.items).toHaveLength(0);

    // A second restore (double click) finds nothing to restore and queues nothing more.
    const again = await agent.patch(`/api/admin/leads/${id}`).set('X-CSRF-Token', csrfToken).send({ spam: false });
    expect(again.status).toBe(409);
    expect(await OutboxMessage.countDocuments()).toBe(2);
  });

  it('restoring needs the CSRF token, and {spam:true} is not a change the desk makes', async () => {
    await post({ ...valid, website: 'x' });
    const id = String((await Lead.findOne().lean())!._id);
    const { agent, csrfToken } = await signedIn(app);
    expect((await agent.patch(`/api/admin/leads/${id}`).send({ spam: false })).status).toBe(403);
    expect((await agent.patch(`/api/admin/leads/${id}`).set('X-CSRF-Token', csrfToken).send({ spam: true })).status).toBe(400);
    expect((await Lead.findById(id).lean())!.spam).toBe(true);
  });
});
