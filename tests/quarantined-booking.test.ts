/**
 * A visit booking held in quarantine reads as received in every client (JSON and plain form
 * posts), a JSON post from the site's own pages without a valid stamp is held like one sent too
 * fast, and the desk's one-click restore books the slot asked for when it is still free, or says
 * clearly that it is not and puts the request in the inbox.
 */
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { filledStamp, html } from './helpers/app';
import { openVisitSlot, prepareTest } from './helpers/prepared-test';
import { deskClient, signedIn } from './helpers/admin';
import { signedToken } from './helpers/verification';
import { Lead } from '../server/leads/model';
import { OutboxMessage } from '../server/outbox/model';
import { Reservation, VisitSlot } from '../server/visits/model';
import { VISIT_MESSAGES } from '../shared/visits';

const { clock, app } = prepareTest({ env: { LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_MIN_FILL_MS: '2000' } });

const PHONE = '010-2468-1357';
const person = { name: '김빠름', phone: PHONE, consent: true, message: '주차 가능한가요?', verificationToken: signedToken(PHONE) };
const RECEIVED = '예약 신청이 접수되었습니다. 확인 후 문자로 안내해 드립니다.';

const openSlot = (capacity = 2, start = '14:00') => openVisitSlot(clock.now, '2026-11-22', start, { capacity, end: '15:00' });

async function stamp(): Promise<string> {
  return (await request(app).get('/api/leads/stamp')).body.stamp as string;
}

/** The booking form's fetch: JSON, sent by the browser from this site (Sec-Fetch-Site: same-origin). */
const fromPage = (body: object) => request(app).post('/api/visits').set('Sec-Fetch-Site', 'same-origin').send({ page: '/haeon-lakecity/customer', party: 2, ...person, ...body });

describe('a quarantined booking reads as received', () => {
  it('sent faster than LEAD_MIN_FILL_MS: 201 {ok, received} with the received message and no reservation; nothing booked or texted', async () => {
    expect(VISIT_MESSAGES.received).toBe(RECEIVED);
    const slotId = await openSlot();
    const renderedAt = await stamp();
    clock.advance(800); // a returning buyer whose details the browser kept
    const res = await fromPage({ slotId, renderedAt });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, received: true, message: RECEIVED });
    expect(await Reservation.countDocuments()).toBe(0);
    expect((await VisitSlot.findById(slotId).lean())!.remaining).toBe(2);
    expect(await OutboxMessage.countDocuments()).toBe(0);
    expect(await Lead.findOne().lean()).toMatchObject({ spam: true, spamReason: 'too-fast', visitRequest: { party: 2 } });
  });

  it('without JavaScript (a plain form post) it lands on a page saying it was received, with a way back', async () => {
    const slotId = await openSlot();
    const form = { formId: 'visit-customer', name: '김빠름', phone: PHONE, consent: 'on', slotId, party: '2', page: '/haeon-lakecity/customer', website: 'autofilled', verificationToken: signedToken(PHONE) };
    const res = await request(app).post('/api/visits').type('form').set('Accept', 'text/html').send(form);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/lead/result?status=received&back=%2Fhaeon-lakecity%2Fcustomer');
    const page = await request(app).get(res.headers.location!);
    expect(page.status).toBe(200);
    const text = html(page.text).querySelector('#root')!.textContent;
    expect(text).toContain(`✓ ${RECEIVED}`);
    expect(text).not.toContain('✗');
    expect(html(page.text).querySelector('.lead-result-page a')!.getAttribute('href')).toBe('/haeon-lakecity/customer');
  });
});

describe('a JSON post without a valid stamp is held like one sent too fast', () => {
  it('no stamp at all, or the form field left empty, is quarantined as too fast', async () => {
    const slotId = await openSlot(4);
    const stampless = await fromPage({ slotId });
    expect(stampless.status).toBe(201);
    expect(stampless.body).toMatchObject({ ok: true, received: true });
    // The form's own field, empty because the stamp never arrived; no browser headers at all.
    const empty = await request(app).post('/api/visits').send({ slotId, party: 1, ...person, name: '빈스탬프', phone: '010-2468-0002', verificationToken: signedToken('010-2468-0002'), renderedAt: '' });
    expect(empty.body).toMatchObject({ ok: true, received: true });
    const held = (await Lead.find({ spam: true }, { name: 1, spamReason: 1 }).sort({ name: 1 }).lean()).map((l) => [l.name, l.spamReason]);
    expect(held).toEqual([
      ['김빠름', 'too-fast'],
      ['빈스탬프', 'too-fast'],
    ]);
    expect(await Reservation.countDocuments()).toBe(0);
  });

  it('a stamped post that took its time is booked; a script sending no stamp and no browser headers is held too', async () => {
    const slotId = await openSlot(4);
    const renderedAt = await stamp();
    clock.advance(30_000);
    const person2 = { ...person, name: '천천히', phone: '010-2468-0003', verificationToken: signedToken('010-2468-0003') };
    const stamped = await fromPage({ slotId, renderedAt, ...person2 });
    expect(stamped.status).toBe(201);
    expect(stamped.body.reservation.code).toMatch(/^[A-Z2-9]{6}$/);
    const script = await request(app).post('/api/visits').send({ slotId, party: 1, ...person });
    expect(script.status).toBe(201);
    expect(script.body).toMatchObject({ ok: true, received: true, message: RECEIVED });
    expect(script.body.reservation).toBeUndefined();
    expect((await Lead.find({ spam: true }, { name: 1, spamReason: 1 }).lean()).map((l) => [l.name, l.spamReason])).toEqual([['김빠름', 'too-fast']]);
    expect(await Reservation.countDocuments()).toBe(1);
  });

  it('a registration (lead form) from the site without a stamp is held too', async () => {
    const res = await request(app).post('/api/leads').set('Sec-Fetch-Site', 'same-origin').send({ type: 'interest', ...person });
    expect(res.status).toBe(201);
    expect(await Lead.findOne().lean()).toMatchObject({ spam: true, spamReason: 'too-fast' });
  });
});

describe("restoring a quarantined booking from the desk's 스팸 보관함", () => {
  async function quarantined(slotId: string) {
    expect((await fromPage({ slotId })).body.received).toBe(true);
    return (await Lead.findOne({ spam: true }).lean())!;
  }

  it('the slot still free: one click books it, texts the confirmation, and the held request becomes the reservation lead', async () => {
    const slotId = await openSlot();
    const held = await quarantined(slotId);
    const desk = await deskClient(app);
    const inbox = (await desk.get('/api/admin/leads?spam=1')).body.items;
    expect(inbox[0]).toMatchObject({ id: String(held._id), spam: 'too-fast', quarantinedBooking: true });

    const res = await desk.post(`/api/admin/visits/quarantine/${String(held._id)}/restore`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ booked: true, reservation: { date: '2026-11-22', start: '14:00', party: 2 } });
    expect(res.body.message).toBe('11월 22일(일) 14:00 방문 예약을 확정했습니다. 고객께 예약 확정 문자가 발송됩니다.');
    const r = (await Reservation.findOne().lean())!;
    expect(r).toMatchObject({ phone: PHONE, party: 2, status: 'booked', message: '주차 가능한가요?', phoneVerified: true });
    expect((await VisitSlot.findById(slotId).lean())!.remaining).toBe(1);
    expect(await OutboxMessage.countDocuments({ kind: 'visit-confirmed', to: PHONE })).toBe(1);
    // The held request is gone; the reservation's lead stands in the inbox, saying how it came.
    expect(await Lead.countDocuments({ spam: true })).toBe(0);
    const lead = (await Lead.findById(r.leadId).lean())!;
    expect(lead.type).toBe('reservation');
    expect(lead.history.map((h) => h.text)).toContain('스팸 보관함에서 복원해 예약했습니다.');
    // A second click finds nothing to restore and books nothing more.
    expect((await desk.post(`/api/admin/visits/quarantine/${String(held._id)}/restore`, {})).status).toBe(404);
    expect(await Reservation.countDocuments()).toBe(1);
  });

  it('the slot no longer free: the answer says so, the request goes to the inbox as a visit request and the person is texted', async () => {
    const slotId = await openSlot(1);
    const held = await quarantined(slotId);
    // Someone else takes the last place meanwhile.
    expect((await request(app).post('/api/visits').send({ slotId, party: 1, ...person, name: '먼저온', phone: '010-1357-2468', verificationToken: signedToken('010-1357-2468'), renderedAt: filledStamp(clock.now()) })).status).toBe(201);

    const desk = await deskClient(app);
    const res = await desk.post(`/api/admin/visits/quarantine/${String(held._id)}/restore`, {});
    expect(res.status).toBe(200);
    expect(res.body.booked).toBe(false);
    expect(res.body.message).toBe(
      '11월 22일(일) 14:00 예약은 하지 못했습니다. 이 시간은 빈자리가 없습니다. 신청은 방문 요청으로 상담 목록에 옮겼으니 고객께 전화로 다른 시간을 안내해 주세요.',
    );
    expect(await Reservation.countDocuments({ phone: PHONE })).toBe(0);
    const lead = (await Lead.findById(held._id).lean())!;
    expect(lead.spam).toBeUndefined();
    expect(lead.type).toBe('visit-request');
    expect(lead.visitRequest).toBeUndefined();
    expect((await desk.get('/api/admin/leads')).body.items.map((l: { id: string }) => l.id)).toContain(String(held._id));
    expect(await OutboxMessage.countDocuments({ kind: 'visit-request', to: PHONE })).toBe(1);
  });

  it('needs a signed-in desk account with the CSRF token', async () => {
    const held = await quarantined(await openSlot());
    expect((await request(app).post(`/api/admin/visits/quarantine/${String(held._id)}/restore`)).status).toBe(401);
    const { agent } = await signedIn(app);
    expect((await agent.post(`/api/admin/visits/quarantine/${String(held._id)}/restore`)).status).toBe(403);
    expect(await Reservation.countDocuments()).toBe(0);
    expect(await Lead.countDocuments({ spam: true })).toBe(1);
  });
});
