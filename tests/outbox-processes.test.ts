/** The outbox across real processes: killed mid-send and restarted, and two instances on one database. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDb } from './helpers/app';
import { freePort } from './helpers/ports';
import { until } from './helpers/until';
import { CRASH_CLAIM, instances, startInstance } from './helpers/instance';
import { FakeSmsProvider, SOLAPI } from './helpers/fake-sms';
import { createOutbox } from '../server/outbox/outbox';
import { OutboxMessage } from '../server/outbox/model';
import { logProvider } from '../server/outbox/providers/log';
import { createLogger } from '../server/logger';

const log = createLogger('silent');
// Only stores messages: the instances under test send them.
const store = createOutbox({ log, sms: logProvider(log), defaultSubject: '[테스트]', retryBaseMs: 100 });
let provider: FakeSmsProvider;
const solapiEnv = () => ({
  SMS_PROVIDER: 'solapi',
  SMS_SENDER: '1661-1455',
  SOLAPI_API_KEY: SOLAPI.key,
  SOLAPI_API_SECRET: SOLAPI.secret,
  SOLAPI_BASE_URL: provider.base,
  SMS_RATE_PER_SECOND: '1000',
});

beforeAll(async () => {
  await testDb();
  provider = new FakeSmsProvider(await freePort());
  await provider.start();
});
afterEach(async () => {
  for (const c of instances.splice(0)) c.kill('SIGKILL');
  await OutboxMessage.deleteMany({});
});
afterAll(async () => {
  for (const c of instances) c.kill('SIGKILL');
  await provider.stop();
});

describe('text messages across processes', () => {
  it('sender killed (SIGKILL) mid-send and restarted: the message is sent once the provider answers, under the same key', async () => {
    provider.holding = true; // the provider takes the request and does not answer
    const first = await startInstance(undefined, { ...solapiEnv(), ...CRASH_CLAIM });
    await store.enqueue({ key: 'visit-confirmed:kill1', kind: 'visit-confirmed', channel: 'sms', to: '010-1111-2222', text: '방문 예약 확정 안내' });
    await until(() => provider.requests.length === 1);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    provider.dropHeld();
    expect((await OutboxMessage.findOne({ key: 'visit-confirmed:kill1' }).lean())!.state).toBe('sending');

    await startInstance(undefined, { ...solapiEnv(), ...CRASH_CLAIM });
    await until(async () => (await OutboxMessage.findOne({ key: 'visit-confirmed:kill1' }).lean())!.state === 'sent', 30_000);
    const msg = (await OutboxMessage.findOne({ key: 'visit-confirmed:kill1' }).lean())!;
    expect(msg.attempts).toBe(2);
    expect(provider.accepted.filter((r) => r.text === '방문 예약 확정 안내')).toHaveLength(1);
    expect(await OutboxMessage.countDocuments({})).toBe(1);
  }, 60_000);

  it('two instances on one database never send the same message at the same time', async () => {
    provider.accepted = [];
    provider.delayMs = 50;
    const env = { ...solapiEnv(), LEAD_TIMEOUT_MS: '10000' };
    await startInstance(undefined, env);
    await startInstance(undefined, env);
    for (let i = 0; i < 12; i++) {
      await store.enqueue({ key: `visit-reminder:two${i}`, kind: 'visit-reminder', channel: 'sms', to: `010-5555-${String(1000 + i)}`, text: `내일 방문 안내 ${i}` });
    }
    await until(async () => (await OutboxMessage.countDocuments({ state: 'sent' })) === 12, 30_000);
    provider.delayMs = 0;
    expect(provider.overlaps).toEqual([]);
    expect(provider.accepted).toHaveLength(12);
    expect(new Set(provider.accepted.map((r) => r.to)).size).toBe(12);
    expect(await OutboxMessage.countDocuments({ attempts: { $gt: 1 } })).toBe(0);
  }, 60_000);
});

describe('the claim, under parallel senders in one process', () => {
  // Each drain() below runs its queries on its own pooled connection, as two instances do: a claim
  // that is not one atomic write lets two senders take the same message.
  it('six senders draining 60 messages at once send each message once', async () => {
    const sent: string[] = [];
    const recorder = {
      name: 'recorder',
      async send(msg: { id: string }) {
        sent.push(msg.id);
        await new Promise((r) => setImmediate(r));
        return { ok: true as const };
      },
    };
    const senders = Array.from({ length: 6 }, () =>
      createOutbox({ log, sms: recorder, smsSender: '1661-1455', defaultSubject: '[테스트]', retryBaseMs: 100, smsPerSecond: 100_000 }),
    );
    for (let i = 0; i < 60; i++) {
      await store.enqueue({ key: `visit-reminder:race${i}`, kind: 'visit-reminder', channel: 'sms', to: `010-7777-${String(1000 + i)}`, text: `내일 방문 안내 ${i}` });
    }
    await Promise.all(senders.map((s) => s.drain()));
    expect(await OutboxMessage.countDocuments({ state: 'sent' })).toBe(60);
    expect(sent).toHaveLength(60);
    expect(new Set(sent).size).toBe(60);
    expect(await OutboxMessage.countDocuments({ attempts: { $gt: 1 } })).toBe(0);
  });
});

