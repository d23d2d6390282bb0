import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDb } from './helpers/app';
import { freePort } from './helpers/ports';
import { until } from './helpers/until';
import { CRASH_CLAIM, instances, startInstance } from './helpers/instance';
import { Lead } from '../server/leads/model';
import { verifyWebhookSignature } from '../server/outbox/webhook-signature';
import { OutboxMessage } from '../server/outbox/model';

/** The operator's endpoint on loopback: records every delivery; can answer errors or be down. */
class Receiver {
  deliveries: { key: string; body: Record<string, unknown>; raw: string; signature?: string }[] = [];
  inFlight = new Set<string>();
  overlaps: string[] = [];
  status = 200;
  delayMs = 0;
  private server?: Server;
  constructor(readonly port: number) {}

  start() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', async () => {
        const key = String(req.headers['idempotency-key']);
        if (this.inFlight.has(key)) this.overlaps.push(key);
        this.inFlight.add(key);
        await new Promise((r) => setTimeout(r, this.delayMs));
        this.inFlight.delete(key);
        const signature = req.headers['x-signature'] as string | undefined;
        if (this.status < 300) this.deliveries.push({ key, body: JSON.parse(raw), raw, signature });
        res.writeHead(this.status).end();
      });
    });
    return new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', r));
  }
  stop() {
    return new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
  get url() {
    return `http://127.0.0.1:${this.port}/leads`;
  }
}

async function submit(base: string, name: string) {
  const res = await fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'interest', name, phone: '010-2222-3333', consent: true }),
  });
  expect(res.status).toBe(201);
}

beforeAll(() => testDb());
afterEach(async () => {
  for (const c of instances.splice(0)) c.kill('SIGKILL');
  await Lead.deleteMany({});
  await OutboxMessage.deleteMany({});
});
afterAll(() => {
  for (const c of instances) c.kill('SIGKILL');
});

describe('forwarding leads to the webhook', () => {
  /**
   * One instance (with the shared secret) and one receiver address serve the four tests below: an
   * instance takes seconds to start, and what they check is the receiver's side. Each test starts
   * the receiver as it needs it (the third starts it late) and stops it after.
   */
  describe('one instance', () => {
    const secret = 'webhook-shared-secret-0123456789abcdef';
    let receiver: Receiver;
    let base: string;
    let stopInstance: () => void;
    beforeAll(async () => {
      receiver = new Receiver(await freePort());
      const started = await startInstance(receiver.url, { LEAD_WEBHOOK_SECRET: secret });
      // Kept across this block's tests: the file's afterEach kills only the instances a test started.
      instances.splice(instances.indexOf(started.child), 1);
      base = started.base;
      stopInstance = () => started.child.kill('SIGKILL');
    }, 60_000);
    afterAll(() => stopInstance?.());
    beforeEach(() => {
      receiver.deliveries = [];
      receiver.status = 200;
    });
    afterEach(() => receiver.stop());

    it('delivers each stored lead as JSON with Idempotency-Key = lead id', async () => {
      await receiver.start();
      await submit(base, '전달확인');
      const lead = (await Lead.findOne({ name: '전달확인' }).lean())!;
      await until(() => receiver.deliveries.length === 1);
      expect(receiver.deliveries[0]!.key).toBe(String(lead._id));
      expect(receiver.deliveries[0]!.body).toMatchObject({ id: String(lead._id), type: 'interest', name: '전달확인', phone: '010-2222-3333' });
      await until(async () => (await Lead.findById(lead._id).lean())!.forward.state === 'delivered');
    }, 40_000);

    it('each delivery is signed: the receiver verifies it with the shared secret, and a forgery fails', async () => {
      await receiver.start();
      await submit(base, '서명확인');
      await until(() => receiver.deliveries.length === 1);
      const { raw, signature } = receiver.deliveries[0]!;
      const now = Date.now() / 1000;
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifyWebhookSignature(signature, raw, secret, now)).toBe(true);
      expect(verifyWebhookSignature(signature, raw.replace('서명확인', '위조'), secret, now)).toBe(false);
      expect(verifyWebhookSignature(signature, raw, 'another-secret-0123456789abcdefghij', now)).toBe(false);
      expect(verifyWebhookSignature(signature, raw, secret, now + 3600)).toBe(false); // replayed an hour later
      expect(verifyWebhookSignature(undefined, raw, secret, now)).toBe(false);
    }, 40_000);

    it('receiver down: the lead is still 201 and stored, retried, and delivered once it is back', async () => {
      // The receiver is not listening yet.
      await submit(base, '장애중');
      const lead = (await Lead.findOne({ name: '장애중' }).lean())!;
      // Between attempts the lead waits as 'pending' (during one it is briefly 'sending').
      await until(async () => {
        const f = (await Lead.findById(lead._id).lean())!.forward;
        return (f.attempts ?? 0) >= 2 && f.state === 'pending';
      });
      const pending = (await Lead.findById(lead._id).lean())!;
      expect(pending.forward.state).toBe('pending');
      expect(pending.forward.lastError).toBeTruthy();
      await receiver.start();
      await until(() => receiver.deliveries.some((d) => d.key === String(lead._id)));
    }, 40_000);

    it('non-2xx answers are retried with the same key', async () => {
      receiver.status = 503;
      await receiver.start();
      await submit(base, '재시도');
      const lead = (await Lead.findOne({ name: '재시도' }).lean())!;
      await until(async () => ((await Lead.findById(lead._id).lean())!.forward.attempts ?? 0) >= 2);
      receiver.status = 200;
      await until(() => receiver.deliveries.length === 1);
      expect(receiver.deliveries[0]!.key).toBe(String(lead._id));
    }, 40_000);
  });

  it('app killed (SIGKILL) during an outage and restarted: every lead is delivered when the receiver returns', async () => {
    const receiver = new Receiver(await freePort());
    const first = await startInstance(receiver.url, CRASH_CLAIM);
    for (const n of ['가', '나', '다']) await submit(first.base, `중단${n}`);
    const ids = (await Lead.find({ name: /^중단/ }).lean()).map((l) => String(l._id));
    expect(ids).toHaveLength(3);
    await until(async () => (await Lead.countDocuments({ 'forward.attempts': { $gte: 1 } })) === 3);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    await receiver.start();
    try {
      await startInstance(receiver.url, CRASH_CLAIM);
      await until(() => ids.every((id) => receiver.deliveries.some((d) => d.key === id)), 60_000);
      await until(async () => (await Lead.countDocuments({ 'forward.state': 'delivered' })) === 3);
    } finally {
      await receiver.stop();
    }
  }, 90_000);

  it('two app instances on one database never send the same lead at the same time', async () => {
    const receiver = new Receiver(await freePort());
    receiver.delayMs = 50;
    await receiver.start();
    try {
      // The default 10 s timeout: a send that timed out on a busy machine may legitimately be
      // retried while the receiver still handles the first request, which is not what this checks.
      const slow = { LEAD_TIMEOUT_MS: '10000' };
      const a = await startInstance(receiver.url, slow);
      const b = await startInstance(receiver.url, slow);
      for (let i = 0; i < 10; i++) await submit(i % 2 ? a.base : b.base, `동시${i}`);
      await until(async () => (await Lead.countDocuments({ 'forward.state': 'delivered' })) === 10, 30_000);
      const keys = receiver.deliveries.map((d) => d.key);
      expect(receiver.overlaps).toEqual([]);
      expect(await Lead.countDocuments({ 'forward.attempts': { $gt: 1 } })).toBe(0);
      expect(new Set(keys).size).toBe(10);
      expect(keys).toHaveLength(10);
    } finally {
      await receiver.stop();
    }
  }, 60_000);
});
