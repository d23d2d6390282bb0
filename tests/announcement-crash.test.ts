/**
 * A broadcast survives its sender being killed: real app processes on one database, a fake NHN
 * provider on loopback, SIGKILL mid-broadcast, a restart, and every recipient gets exactly one text.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDb } from './helpers/app';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdmin } from './helpers/admin';
import { CRASH_CLAIM, instances, startInstance } from './helpers/instance';
import { FakeSmsProvider, NHN } from './helpers/fake-sms';
import { freePort } from './helpers/ports';
import { Lead } from '../server/leads/model';
import { ConsentEvent } from '../server/consent/model';
import { OutboxMessage } from '../server/outbox/model';
import { MARKETING_NOTICE_VERSION } from '../shared/consent';

const RECIPIENTS = 200;
const PER_SECOND = 40;
let fake: FakeSmsProvider;
/** When each request reached the provider. */
const arrivals: number[] = [];

beforeAll(async () => {
  await testDb();
  fake = new FakeSmsProvider(await freePort());
  await fake.start();
});
afterAll(async () => {
  for (const c of instances) c.kill('SIGKILL');
  await fake.stop();
});

/** Signs in over HTTP: the session cookie and the CSRF token. */
async function signIn(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const { csrfToken } = (await (await fetch(`${base}/api/auth/session`, { headers: { cookie } })).json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

async function until(check: () => Promise<boolean>, timeoutMs = 90_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Most messages the provider received within any one second. */
function peakPerSecond(times: number[]) {
  let peak = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= 1000) j++;
    peak = Math.max(peak, i - j + 1);
  }
  return peak;
}

it('a broadcast to 200 recipients killed mid-way and restarted delivers exactly 200 texts, none twice, at the set throughput', async () => {
  const now = new Date();
  const phones = Array.from({ length: RECIPIENTS }, (_, i) => `010-7${String(i).padStart(3, '0')}-${String(1000 + i)}`);
  await Lead.insertMany(
    phones.map((phone) => ({
      type: 'interest',
      name: '수신자',
      phone,
      consentAt: now,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 365 * 86_400_000),
      forward: { state: 'stored', attempts: 0 },
    })),
  );
  // Night consent too, so the test means the same at any hour it runs.
  await ConsentEvent.insertMany(
    phones.flatMap((phone) => (['marketing', 'night'] as const).map((scope) => ({ phone, kind: 'grant', scope, version: MARKETING_NOTICE_VERSION, channel: 'form', at: now }))),
  );
  await createAdmin();

  const env = {
    SMS_PROVIDER: 'nhn',
    SMS_SENDER: '051-714-1455',
    NHN_SMS_APP_KEY: NHN.appKey,
    NHN_SMS_SECRET_KEY: NHN.secretKey,
    NHN_SMS_BASE_URL: fake.base,
    SMS_RATE_PER_SECOND: String(PER_SECOND),
    ...CRASH_CLAIM,
  };
  const first = await startInstance(undefined, env);
  // The provider stalls on the 61st text, and the sender is killed waiting for its answer.
  let stalled!: () => void;
  const stall = new Promise<void>((r) => (stalled = r));
  fake.onRequest = () => {
    arrivals.push(Date.now());
    if (fake.requests.length === 61) {
      fake.holding = true;
      stalled();
    }
  };
  const { cookie, csrfToken } = await signIn(first.base);
  const created = await fetch(`${first.base}/api/admin/announcements`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie, 'X-CSRF-Token': csrfToken },
    body: JSON.stringify({ text: '잔여세대 선착순 분양 안내' }),
  });
  expect(created.status).toBe(201);
  const { id, recipients } = (await created.json()) as { id: string; recipients: number };
  expect(recipients).toBe(RECIPIENTS);

  await stall;
  first.child.kill('SIGKILL');
  await new Promise((r) => first.child.once('exit', r));
  fake.dropHeld(); // the provider never accepted the 61st: its sender died first
  expect(fake.accepted).toHaveLength(60);
  const firstRun = arrivals.splice(0);

  const second = await startInstance(undefined, env);
  // Settled: every message of the broadcast is recorded as sent, so nothing more will go out.
  await until(async () => (await OutboxMessage.countDocuments({ group: `announcement:${id}`, state: 'sent' })) === RECIPIENTS);

  expect(fake.accepted).toHaveLength(RECIPIENTS);
  expect(fake.accepted.every((r) => r.path.endsWith('/sender/ad-mms'))).toBe(true);
  expect(new Set(fake.accepted.map((r) => r.to)).size).toBe(RECIPIENTS);
  expect(fake.accepted.every((r) => r.text.startsWith('(광고)[더 해온 레이크시티]\n잔여세대 선착순 분양 안내\n'))).toBe(true);
  expect(peakPerSecond(firstRun)).toBeLessThanOrEqual(PER_SECOND + 1);
  expect(peakPerSecond(arrivals)).toBeLessThanOrEqual(PER_SECOND + 1);

  const { cookie: c2 } = await signIn(second.base);
  const progress = (await (await fetch(`${second.base}/api/admin/announcements/${id}`, { headers: { cookie: c2 } })).json()) as { state: string; counts: Record<string, number> };
  expect(progress).toMatchObject({ state: 'done', counts: { sent: RECIPIENTS, queued: 0, failed: 0, held: 0 } });
}, 150_000);
