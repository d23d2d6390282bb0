/**
 * Each purpose has its own key (server/core/keys.ts): rotating SESSION_SECRET after a leak forgets
 * no opt-out of an erased number, and the keys' settings are checked at start-up. Counters keyed by
 * a phone are keyed pseudonyms, and an erasure removes them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, TEST_SECRET } from './helpers/app';
import { prepareTest } from './helpers/prepared-test';
import { signedIn } from './helpers/admin';
import { ConfigError, loadConfig } from '../server/config.server';
import { isSuppressed, suppressedAmong } from '../server/privacy/suppression';
import { RateLimitCounter } from '../server/rate-limit/store';
import { KEY_PURPOSES, KEY_SETTINGS } from '../server/core/keys';
import { kstInstant } from '../shared/visits';
import { VisitSlot } from '../server/visits/model';

const ROTATED = 'a-brand-new-session-secret-after-the-leak-0123456789';
const { clock, outbox } = prepareTest({ outbox: 'site' });
const env = { LEAD_RATE_LIMIT: '1000', LEAD_PHONE_LIMIT: '1000', PHONE_VERIFICATION: 'off' };
const PHONE = '010-5100-0001';

/** The number registers, ticks advertising, opts out, and is erased at its owner's request. */
async function optOutAndErase(app: ReturnType<typeof testApp>['app']) {
  expect((await request(app).post('/api/leads').send({ type: 'interest', name: '수신거부', phone: PHONE, consent: true, marketing: true })).status).toBe(201);
  const admin = await signedIn(app);
  const write = (p: string, body: object) => admin.agent.post(p).set('X-CSRF-Token', admin.csrfToken).send(body);
  expect((await write('/api/admin/consents/optout', { phone: PHONE })).status).toBe(200);
  const erased = await write('/api/admin/erasure', { phone: PHONE });
  expect(erased.status).toBe(200);
  expect(erased.body.optOutKept).toBe(true);
  return write;
}

describe('rotating SESSION_SECRET', () => {
  it('keeps an erased opted-out number suppressed: it registers again with the advertising box and gets no advertising', async () => {
    const before = testApp(env, { outbox, now: clock.now, sessionSecret: TEST_SECRET });
    await optOutAndErase(before.app);
    expect(await isSuppressed(PHONE)).toBe(true);

    // The operator rotates the session secret (a restart with the new one).
    const after = testApp(env, { outbox, now: clock.now, sessionSecret: ROTATED });
    expect(await isSuppressed(PHONE)).toBe(true);
    expect(await isSuppressed('01051000001')).toBe(true);
    expect((await request(after.app).post('/api/leads').send({ type: 'interest', name: '다시등록', phone: PHONE, consent: true, marketing: true })).status).toBe(201);
    expect((await request(after.app).post('/api/leads').send({ type: 'interest', name: '다른분', phone: '010-5100-0009', consent: true, marketing: true })).status).toBe(201);
    const admin = await signedIn(after.app);
    const preview = await admin.agent.post('/api/admin/announcements/preview').set('X-CSRF-Token', admin.csrfToken).send({ text: '잔여세대 안내' });
    expect(preview.status).toBe(200);
    expect(preview.body.recipients).toBe(1); // the other person only
  });

  it('keeps it suppressed when SUPPRESSION_KEY is set later: numbers refused under the stored key stay refused', async () => {
    await optOutAndErase(testApp(env, { outbox, now: clock.now }).app);
    testApp({ ...env, SUPPRESSION_KEY: 'an-operator-chosen-suppression-key-0123456789' }, { outbox, now: clock.now, sessionSecret: ROTATED });
    expect((await suppressedAmong([PHONE, '010-5100-0002'])).has(PHONE)).toBe(true);
    expect(await isSuppressed('010-5100-0002')).toBe(false);
  });

});

describe('forms open during a rotation', () => {
  it('with FORM_KEY set, a form stamped before the session secret changed still lands in the inbox, not in quarantine', async () => {
    const formKey = { ...env, LEAD_MIN_FILL_MS: '2000', FORM_KEY: 'an-operator-chosen-form-key-0123456789abcdef' };
    const before = testApp(formKey, { outbox, now: clock.now, sessionSecret: TEST_SECRET });
    const { stamp } = (await request(before.app).get('/api/leads/stamp')).body as { stamp: string };
    clock.advance(30_000); // the visitor fills the form in; meanwhile the operator rotates the session secret
    const after = testApp(formKey, { outbox, now: clock.now, sessionSecret: ROTATED });
    const res = await request(after.app).post('/api/leads').send({ type: 'interest', name: '작성중', phone: '010-5100-0003', consent: true, renderedAt: stamp });
    expect(res.status).toBe(201);
    const { Lead } = await import('../server/leads/model');
    const lead = (await Lead.findOne({ phone: '010-5100-0003' }).lean())!;
    expect(lead.spam).not.toBe(true);
  });
});

describe('the key settings', () => {
  it('are checked at start-up with a message naming the variable', () => {
    for (const p of KEY_PURPOSES) {
      const name = KEY_SETTINGS[p];
      expect(() => loadConfig({ NODE_ENV: 'test', [name]: 'short' })).toThrow(new RegExp(`${name}: must be at least 32 characters`));
      const same = 'the-same-secret-for-both-0123456789abcdef';
      expect(() => loadConfig({ NODE_ENV: 'test', SESSION_SECRET: same, [name]: same })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', SESSION_SECRET: same, [name]: same })).toThrow(new RegExp(`${name}: must differ from SESSION_SECRET`));
      expect(loadConfig({ NODE_ENV: 'test', [name]: 'k'.repeat(40) }).keys[p]).toBe('k'.repeat(40));
    }
  });

  it('are each documented in the README (what it protects, the default, what rotating it does) and listed in .env.example', () => {
    const readme = readFileSync('README.md', 'utf8');
    const example = readFileSync('.env.example', 'utf8');
    for (const name of [...Object.values(KEY_SETTINGS), 'SESSION_SECRET']) {
      // A row of the Keys table: setting | what it protects | default | what rotating it does.
      const row = readme.split('\n').find((l) => l.startsWith(`| \`${name}\` |`) && l.split('|').length >= 6);
      expect(row, name).toBeDefined();
      const [, , protects, byDefault, rotating] = row!.split('|').map((c) => c.trim());
      for (const cell of [protects, byDefault, rotating]) expect(cell!.length, name).toBeGreaterThan(10);
      expect(example, name).toContain(name);
    }
  });
});

describe('counters keyed by a phone number', () => {
  it('use keyed pseudonyms (not a plain hash anyone can reverse), and an erasure removes them', async () => {
    const { app } = testApp(env, { outbox, now: clock.now });
    const slot = await VisitSlot.create({
      date: '2026-11-22', start: '11:00', end: '12:00', startsAt: kstInstant('2026-11-22', '11:00'), minutes: 60, capacity: 6, booked: 0, remaining: 6, closed: false, createdAt: new Date(),
    });
    expect((await request(app).post('/api/visits').send({ slotId: String(slot._id), party: 2, name: '카운터', phone: PHONE, consent: true })).status).toBe(201);
    const ids = (await RateLimitCounter.find({}, { _id: 1 }).lean()).map((c) => String(c._id));
    const phoneCounters = ids.filter((id) => /^(lead-phone|sms-visitor-phone|visit-request-text|verify-phone)/.test(id));
    expect(phoneCounters.length).toBeGreaterThanOrEqual(2); // the booking's place and its confirmation text
    const plain = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
    for (const unkeyed of [plain(`lead-phone:${PHONE}`), plain(`visitor-sms:${PHONE}`)]) expect(ids.join('\n')).not.toContain(unkeyed);

    const admin = await signedIn(app);
    expect((await admin.agent.post('/api/admin/erasure').set('X-CSRF-Token', admin.csrfToken).send({ phone: PHONE })).status).toBe(200);
    const left = (await RateLimitCounter.find({}, { _id: 1 }).lean()).map((c) => String(c._id));
    expect(left.filter((id) => phoneCounters.includes(id))).toEqual([]);
  });
});
