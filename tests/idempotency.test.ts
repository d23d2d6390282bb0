/**
 * Idempotent posts: the same Idempotency-Key (or, without JavaScript, the same rendered form
 * posted twice) stores one lead or one booking and answers the repeat as the first.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { clearDb, html, testApp, testDb } from './helpers/app';
import { createAdmin, signedIn } from './helpers/admin';
import { Lead } from '../server/leads/model';
import { Reservation } from '../server/visits/model';
import { IdempotencyRecord } from '../server/http/idempotency';
import { addDays, kstDay } from '../shared/visits';
import { signedToken } from './helpers/verification';

const { app } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0' });
const lead = { type: 'interest', name: '중복탭', phone: '010-4100-0001', consent: true };
const post = (body: object, key?: string) => {
  const r = request(app).post('/api/leads');
  return (key ? r.set('Idempotency-Key', key) : r).send(body);
};

beforeAll(async () => {
  await testDb();
});
beforeEach(async () => {
  await clearDb();
});

describe('POST /api/leads with an Idempotency-Key', () => {
  it('the same key twice stores one lead and answers the repeat as the first', async () => {
    const first = await post(lead, 'fill-1');
    const again = await post(lead, 'fill-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await Lead.countDocuments({ phone: lead.phone })).toBe(1);
  });

  it('five simultaneous posts with one key (a retry storm) store one lead', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(lead, 'storm-1')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await Lead.countDocuments({ phone: lead.phone })).toBe(1);
  });

  it('different keys are different registrations', async () => {
    await post(lead, 'fill-a');
    await post(lead, 'fill-b');
    expect(await Lead.countDocuments({ phone: lead.phone })).toBe(2);
  });

  it('a key is kept 24 hours (MongoDB deletes it afterwards)', async () => {
    await post(lead, 'fill-ttl');
    const record = await IdempotencyRecord.findById('lead:fill-ttl').lean();
    expect(record!.expiresAt.getTime() - record!.createdAt.getTime()).toBe(24 * 3600_000);
    const ttl = (await IdempotencyRecord.collection.indexes()).find((i) => i.key.expiresAt === 1);
    expect(ttl?.expireAfterSeconds).toBe(0);
  });

  it('a rejected post keeps nothing: the corrected retry with the same key is stored', async () => {
    const bad = await post({ ...lead, phone: '123' }, 'fill-fix');
    expect(bad.status).toBe(400);
    const fixed = await post(lead, 'fill-fix');
    expect(fixed.status).toBe(201);
    expect(await Lead.countDocuments({ phone: lead.phone })).toBe(1);
  });

  it('a key longer than 100 characters is refused (400) and nothing is stored', async () => {
    expect((await post(lead, 'k'.repeat(100))).status).toBe(201);
    const res = await post({ ...lead, phone: '010-4100-0002' }, 'k'.repeat(101));
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('Idempotency-Key');
    expect(await Lead.countDocuments({ phone: '010-4100-0002' })).toBe(0);
  });

  it('a repeat over the phone limit is still answered as the first, not refused', async () => {
    const { app: strict } = testApp({ LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1', LEAD_MIN_FILL_MS: '0' });
    const body = { ...lead, phone: '010-4100-0003' };
    expect((await request(strict).post('/api/leads').set('Idempotency-Key', 'once').send(body)).status).toBe(201);
    expect((await request(strict).post('/api/leads').set('Idempotency-Key', 'once').send(body)).status).toBe(201);
    expect((await request(strict).post('/api/leads').set('Idempotency-Key', 'twice').send(body)).status).toBe(429);
    expect(await Lead.countDocuments({ phone: body.phone })).toBe(1);
  });
});

describe('forms without JavaScript', () => {
  it('carry a server-rendered form id; the same form posted twice (a double click) stores one lead', async () => {
    const page = html((await request(app).get('/')).text);
    const formId = page.querySelector('section.home-visit form input[name="formRenderId"]')?.getAttribute('value');
    expect(formId).toMatch(/^[\w-]{8,64}$/);
    const form = { type: 'visit', name: '두번클릭', phone: '010-4200-0001', consent: 'on', page: '/', formRenderId: formId! };
    for (let i = 0; i < 2; i++) {
      const res = await request(app).post('/api/leads').type('form').send(form);
      expect(res.status).toBe(303);
      expect(res.headers.location).toMatch(/^\/lead\/result\?status=ok/);
    }
    expect(await Lead.countDocuments({ phone: '010-4200-0001' })).toBe(1);
    // Another visitor's entry on the same (cached) page is a registration of its own.
    await request(app).post('/api/leads').type('form').send({ ...form, name: '다른분', phone: '010-4200-0002' });
    expect(await Lead.countDocuments({ phone: '010-4200-0002' })).toBe(1);
  });
});

describe('POST /api/visits with an Idempotency-Key', () => {
  it('the same key twice books one reservation and answers the repeat with it', async () => {
    await createAdmin();
    const { agent, csrfToken } = await signedIn(app);
    const date = addDays(kstDay(new Date()), 2);
    await agent.post('/api/admin/visits/slots').set('X-CSRF-Token', csrfToken).send({ dates: [date], times: ['10:00'], minutes: 30, capacity: 6 });
    const slot = (await request(app).get('/api/visits/slots')).body.days[0].slots[0];
    // Bookings come from the phone's verified owner (its token).
    const body = { slotId: slot.id, party: 2, name: '예약탭', phone: '010-4300-0001', consent: true, verificationToken: signedToken('010-4300-0001') };
    const first = await request(app).post('/api/visits').set('Idempotency-Key', 'visit-1').send(body);
    const again = await request(app).post('/api/visits').set('Idempotency-Key', 'visit-1').send(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.reservation).toEqual(first.body.reservation);
    expect(await Reservation.countDocuments({ phone: '010-4300-0001' })).toBe(1);
    // Without the key the same booking is the duplicate it always was.
    expect((await request(app).post('/api/visits').send(body)).status).toBe(409);

    // Without JavaScript: the booking form posted twice at once lands twice on the same reservation page.
    const formId = html((await request(app).get('/haeon-lakecity/customer')).text).querySelector('input[name="formRenderId"]')?.getAttribute('value');
    const form = { slotId: slot.id, party: '1', name: '두번예약', phone: '010-4300-0002', consent: 'on', formRenderId: formId!, verificationToken: signedToken('010-4300-0002') };
    const [a, b] = await Promise.all([0, 1].map(() => request(app).post('/api/visits').type('form').send(form)));
    expect(a!.status).toBe(303);
    expect(b!.headers.location).toBe(a!.headers.location);
    expect(a!.headers.location).toMatch(/^\/reservation\/[\w-]+\?booked=1$/);
    expect(await Reservation.countDocuments({ phone: '010-4300-0002' })).toBe(1);
  });
});
