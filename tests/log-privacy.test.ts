/**
 * The server log of a whole visitor and administrator flow holds no phone number, no token (manage,
 * opt-out), no reservation code and no typed e-mail: the real app, its log captured line by line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, testDb } from './helpers/app';
import { capturedLog } from './helpers/log-lines';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdmin } from './helpers/admin';
import { testClock } from './helpers/consent';
import { outboxFor } from '../server/app';
import { loadConfig } from '../server/config.server';
import { VisitSlot, Reservation } from '../server/visits/model';
import { OptoutToken } from '../server/consent/model';
import { book, type VisitContext } from '../server/visits/reservations';
import { scrubUrl } from '../server/http/log-scrub';
import { kstInstant } from '../shared/visits';
import { PRIVATE_PAGE_PREFIXES, PRIVATE_PREFIXES, publicPath } from '../shared/private-links';
import { keptPath } from '../server/core/page-path';

const { lines, log } = capturedLog();
const clock = testClock('2026-11-20T10:00:00+09:00');
const env = { LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', LEAD_MIN_FILL_MS: '0', LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/leads', SMS_PROVIDER: 'log' };
const config = loadConfig({ NODE_ENV: 'test', ...env });
const outbox = outboxFor(config, log, clock.now);
const { app } = testApp(env, { log, outbox, now: clock.now });

import { lastCode, verifiedToken } from './helpers/verification';

const PHONE = '010-4321-8765';
const TYPED_EMAIL = 'somebody.else@example.org';

beforeAll(async () => {
  await testDb();
  await createAdmin();
});
afterAll(() => outbox.stop());

it('a whole flow (lead, booking, manage page, cancel, opt-out, admin search and consent look-up, logins, erasure) logs no phone, token, code or e-mail', async () => {
  // A visitor verifies the phone (a code by text), registers and ticks the advertising box.
  const verificationToken = await verifiedToken(app, PHONE);
  const code = await lastCode(PHONE); // erased with the rest at the end: read it now
  const stamp = (await request(app).get('/api/leads/stamp')).body.stamp;
  expect((await request(app).post('/api/leads').send({ type: 'interest', name: '로그확인', phone: PHONE, consent: true, marketing: true, renderedAt: stamp, verificationToken })).status).toBe(201);
  // Books a visit (through the site, or the booking service where the site asks for a verified phone first).
  const slot = await VisitSlot.create({
    date: '2026-11-25', start: '14:00', end: '15:00', startsAt: kstInstant('2026-11-25', '14:00'), minutes: 60, capacity: 3, booked: 0, remaining: 3, closed: false, createdAt: clock.now(),
  });
  const booking = { slotId: String(slot._id), party: 2, name: '로그확인', phone: '01043218765', consent: true, verificationToken };
  const booked = await request(app).post('/api/visits').send(booking);
  if (booked.status !== 201) {
    const ctx: VisitContext = { site: config.site, outbox, log, now: clock.now, retentionDays: 365 };
    await book(ctx, { ...booking, message: '' });
  }
  const reservation = (await Reservation.findOne().lean())!;
  // Opens the manage link, cancels there, then opts out by the link in a text.
  expect((await request(app).get(`/reservation/${reservation.token}?booked=1`)).status).toBe(200);
  expect((await request(app).post(`/api/visits/manage/${reservation.token}/cancel`).send({})).status).toBe(200);
  const optout = (await OptoutToken.findOne().lean())!.token;
  expect((await request(app).get(`/o/${optout}`)).status).toBe(200);
  expect((await request(app).post(`/o/${optout}`).set('Accept', 'application/json').send({})).status).toBe(200);
  await request(app).get(`/reservation/${'x'.repeat(32)}`); // an unknown token: a 404 is logged too

  // The administrator mistypes the address, signs in, searches by phone and looks up the consent.
  expect((await request(app).post('/api/auth/login').send({ email: TYPED_EMAIL, password: 'wrong password here' })).status).toBe(401);
  const agent = request.agent(app);
  expect((await agent.post('/api/auth/login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(200);
  const { csrfToken } = (await agent.get('/api/auth/session')).body;
  expect((await agent.get(`/api/admin/leads?q=${encodeURIComponent(PHONE)}`)).status).toBe(200);
  expect((await agent.get('/admin/leads?q=01043218765')).status).toBe(200);
  expect((await agent.get(`/api/admin/consents?phone=${PHONE}`)).status).toBe(200);
  await agent.patch(`/api/admin/visits/reservations/${reservation.code}`).set('X-CSRF-Token', csrfToken).send({ status: 'visited' });
  await outbox.drain(); // texts "sent" by the log provider are logged too
  expect((await agent.post('/api/admin/erasure').set('X-CSRF-Token', csrfToken).send({ phone: PHONE })).status).toBe(200);

  const text = lines.join("\n");
  if (process.env.SHOW_LOG) console.log(text);
  expect(text).toContain('lead stored');
  expect(text).toContain('/reservation/:token');
  expect(text).toContain('/o/:token');
  expect(text).toContain('/api/visits/manage/:token/cancel');
  expect(text).toContain('text message recorded');
  for (const secret of [PHONE, '01043218765', '4321-8765', '43218765', reservation.token, reservation.code, optout, TYPED_EMAIL, ADMIN_EMAIL, verificationToken, code]) {
    expect(text, `the log holds ${secret}`).not.toContain(secret);
  }
});

it('URLs lose token segments and admin query strings; personal query parameters elsewhere are masked', () => {
  expect(scrubUrl('/reservation/AbC123_-xyzxyzxyzxyzxyz?booked=1')).toBe('/reservation/:token?booked=1');
  expect(scrubUrl('/o/abcdefghijABCDEFGHIJ')).toBe('/o/:token');
  expect(scrubUrl('/api/visits/manage/tok-en_12345678901234567890/cancel')).toBe('/api/visits/manage/:token/cancel');
  expect(scrubUrl('/admin/leads?q=010-1234-5678&status=new')).toBe('/admin/leads');
  expect(scrubUrl('/api/admin/visits/reservations/ABC234')).toBe('/api/admin/visits/reservations/:token');
  expect(scrubUrl('/api/admin/consents?phone=01012345678')).toBe('/api/admin/consents');
  expect(scrubUrl('/lead/result?status=ok&phone=01012345678')).toBe('/lead/result?status=ok&phone=%3Aredacted');
});

it('a token page named in a query value is logged like one in the path', async () => {
  const token = 'QueryT0kenAbCdEfGhIjKlMn';
  expect(scrubUrl(`/api/content/popups?path=%2Freservation%2F${token}`)).toBe('/api/content/popups?path=%2Freservation%2F%3Atoken');
  expect(scrubUrl(`/x?next=/O/${token}/more&utm_source=sms`)).toBe('/x?next=%2FO%2F%3Atoken%2Fmore&utm_source=sms');
  expect(scrubUrl(`/x?back=https://www.haeon-lakecity.co.kr/r/${token}?a=1`)).toBe('/x?back=https%3A%2F%2Fwww.haeon-lakecity.co.kr%2Fr%2F%3Atoken%3Fa%3D1');
  expect(scrubUrl('/api/content/popups?path=%2FBrand%2Fintro')).toBe('/api/content/popups?path=%2FBrand%2Fintro');
  // A page rendered before asks for its popups by its address: the request log keeps the page, not the token.
  const before = lines.length;
  expect((await request(app).get(`/api/content/popups?path=${encodeURIComponent(`/reservation/${token}`)}`)).status).toBe(200);
  const logged = lines.slice(before).join('\n');
  expect(logged).toContain('/api/content/popups?path=%2Freservation%2F%3Atoken');
  expect(logged).not.toContain(token);
});

describe('every private address of shared/private-links.ts', () => {
  const secret = 'S3cretCodeAbCdEfGh12';
  it.each(PRIVATE_PREFIXES)('%s<secret> is logged as its prefix and :token, in the path and in a query value', (prefix) => {
    expect(scrubUrl(`${prefix}${secret}/more?x=1`)).toBe(`${prefix}:token/more${prefix.startsWith('/api/admin/') ? '' : '?x=1'}`);
    expect(scrubUrl(`${prefix.toUpperCase()}${secret}`)).toBe(`${prefix.toUpperCase()}:token`);
    expect(scrubUrl(`/api/content/popups?path=${encodeURIComponent(`${prefix}${secret}`)}`)).toBe(`/api/content/popups?path=${encodeURIComponent(`${prefix}:token`)}`);
  });

  it.each(PRIVATE_PREFIXES)('a request to %s<secret> leaves no trace of the secret in the request log', async (prefix) => {
    const before = lines.length;
    await request(app).get(`${prefix}${secret}`);
    const logged = lines.slice(before).join('\n');
    expect(logged).toContain(`${prefix}:token`);
    expect(logged).not.toContain(secret);
  });

  it.each(PRIVATE_PAGE_PREFIXES)('a beacon names the page %s<secret> by its pattern, never the link', (prefix) => {
    expect(publicPath(`${prefix}${secret}`)).toBe(`${prefix}:token`);
    // Kept by its route's pattern (the 납부확인서 check names its secret :code).
    const pattern = new RegExp(`^${prefix}:(token|code)$`);
    expect(keptPath(`${prefix}${secret}`, config.site.sites)).toMatch(pattern);
    expect(keptPath(`${prefix}:token`, config.site.sites)).toMatch(pattern);
  });
});
