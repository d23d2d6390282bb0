/**
 * Everything the site sends out (text messages, webhook deliveries) is stored here first and sent
 * at least once, surviving restarts: the state lives on each message, a sender claims one
 * atomically (findOneAndUpdate) so several instances never send the same message at the same
 * time, and a crashed sender's claim expires so the message is sent again with the same key.
 * Text messages go to mobile numbers only: one for a landline is recorded as cancelled, never sent.
 */
import { isDbReady } from '../db/connection';
import type { Logger } from '../logger';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';
import type { SmsType, OutboxChannel } from '../../shared/outbox';
import { OutboxMessage, type OutboxDoc } from './model';
import { smsTypeOf } from './sms-type';
import { isMobilePhone } from '../../shared/leads';
import type { SendResult, SmsProvider } from './providers/types';

export interface EnqueueInput {
  /** Unique per message, `<kind>:<reservation or lead id>`: a second enqueue with it creates nothing. */
  key: string;
  kind: string;
  channel: OutboxChannel;
  /** Text messages: the recipient's phone number, the text and (LMS) a subject. */
  to?: string;
  text?: string;
  subject?: string;
  /** Sent through the provider's advertising channel where it has one. */
  advertising?: boolean;
  /** Webhook deliveries: the address, the JSON body and the Idempotency-Key (default: key). */
  url?: string;
  payload?: unknown;
  idempotencyKey?: string;
  /** Not sent before this time (scheduled messages). */
  notBefore?: Date;
  /** Given up if still unsent at this time. */
  sendBefore?: Date;
  /** Unsent messages of a group can be cancelled together. */
  group?: string;
}

export interface OutboxOptions {
  log: Logger;
  sms: SmsProvider;
  /** The pre-registered sender number (SMS_SENDER). */
  smsSender?: string;
  /** LMS subject when the message has none. */
  defaultSubject: string;
  /** Text messages started per second by one instance. */
  smsPerSecond?: number;
  retryBaseMs: number;
  timeoutMs?: number;
  maxDelayMs?: number;
  giveUpAfterMs?: number;
  retentionDays?: number;
  /** Signs webhook bodies (X-Signature) when set. */
  webhookSecret?: string;
  /** Business clock (tests inject one). */
  now?: () => Date;
  /** Called after a message of that kind is claimed or settled (e.g. a lead mirrors its delivery state). */
  observers?: Record<string, (msg: OutboxDoc) => Promise<unknown>>;
}

export type Outbox = ReturnType<typeof createOutbox>;

const digits = (phone: string) => phone.replace(/\D/g, '');

export function createOutbox(opts: OutboxOptions) {
  const {
    log,
    sms,
    retryBaseMs,
    timeoutMs = 10_000,
    maxDelayMs = 3_600_000,
    giveUpAfterMs = 3 * 86_400_000,
    retentionDays = 365,
    now = () => new Date(),
  } = opts;
  const smsIntervalMs = 1000 / Math.max(opts.smsPerSecond ?? 10, 0.001);
  const pollMs = Math.min(Math.max(retryBaseMs, 100), 5_000);
  // A claim outlives any attempt (the request times out first), so only a crashed sender's expires.
  const claimMs = timeoutMs * 2 + 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  let stopped = false;
  let lastSmsAt = 0;

  /** Stores a message (before anything is sent). Returns created: false when its key already exists. */
  async function enqueue(input: EnqueueInput): Promise<{ created: boolean; id?: string }> {
    const at = now();
    const due = input.notBefore && input.notBefore > at ? input.notBefore : at;
    const doc: Record<string, unknown> = {
      key: input.key,
      kind: input.kind,
      channel: input.channel,
      group: input.group,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: due,
      dueAt: due,
      sendBefore: input.sendBefore,
      createdAt: at,
      // Counted from when it is due: a message scheduled years ahead (consent reminders) outlives its wait.
      expiresAt: new Date(due.getTime() + retentionDays * 86_400_000),
    };
    if (input.channel === 'sms') {
      if (!input.to || !input.text) throw new Error(`outbox: a text message needs to and text (${input.key})`);
      const type = smsTypeOf(input.text);
      if (!type) throw new Error(`outbox: text longer than an LMS allows (${input.key})`);
      Object.assign(doc, {
        to: input.to,
        text: input.text,
        smsType: type.type,
        bytes: type.bytes,
        subject: type.type === 'LMS' ? (input.subject ?? opts.defaultSubject) : undefined,
        advertising: !!input.advertising,
      });
      // A landline (or 070) cannot receive it: kept in the list, with the reason, but never sent.
      if (!isMobilePhone(input.to)) Object.assign(doc, { state: 'cancelled', lastError: 'not a mobile number: texts go to 010/011/016/017/018/019 only' });
    } else {
      if (!input.url) throw new Error(`outbox: a webhook delivery needs url (${input.key})`);
      Object.assign(doc, { url: input.url, payload: input.payload ?? {}, idempotencyKey: input.idempotencyKey });
    }
    try {
      const created = await OutboxMessage.create(doc);
      kick();
      return { created: true, id: String(created._id) };
    } catch (err) {
      if ((err as { code?: number }).code === 11000) return { created: false };
      throw err;
    }
  }

  /** Cancels the unsent messages of a group (a claimed one in flight is not recalled). Returns how many. */
  async function cancelGroup(group: string, reason = 'cancelled'): Promise<number> {
    const res = await OutboxMessage.updateMany({ group, state: 'pending' }, { $set: { state: 'cancelled', lastError: reason } });
    return res.modifiedCount;
  }

  async function claim() {
    const at = now();
    return OutboxMessage.findOneAndUpdate(
      {
        $or: [
          { state: 'pending', nextAttemptAt: { $lte: at } },
          { state: 'sending', claimedUntil: { $lt: at } },
        ],
      },
      { $set: { state: 'sending', claimedUntil: new Date(at.getTime() + claimMs) }, $inc: { attempts: 1 } },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    ).lean<OutboxDoc>();
  }

  async function sendWebhook(msg: OutboxDoc): Promise<SendResult> {
    const body = JSON.stringify(msg.payload ?? {});
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': msg.idempotencyKey ?? msg.key };
    if (opts.webhookSecret) headers[SIGNATURE_HEADER] = signWebhook(body, opts.webhookSecret, Math.floor(Date.now() / 1000));
    const res = await fetch(msg.url!, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.ok ? { ok: true } : { ok: false, definitive: false, reason: `HTTP ${res.status}` };
  }

  async function sendSms(msg: OutboxDoc): Promise<SendResult> {
    if (!opts.smsSender && sms.name !== 'log') return { ok: false, definitive: false, reason: 'SMS_SENDER not set' };
    // Pace text messages to the configured throughput (per instance).
    const wait = lastSmsAt + smsIntervalMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lastSmsAt = Date.now();
    return sms.send(
      {
        id: String(msg._id),
        to: digits(msg.to ?? ''),
        from: digits(opts.smsSender ?? ''),
        text: msg.text ?? '',
        type: (msg.smsType ?? 'SMS') as SmsType,
        subject: msg.subject ?? undefined,
        advertising: !!msg.advertising,
      },
      AbortSignal.timeout(timeoutMs),
    );
  }

  async function observe(msg: OutboxDoc | null) {
    const observer = msg && opts.observers?.[msg.kind];
    if (observer) await observer(msg).catch((err) => log.error({ err, message: String(msg._id) }, 'outbox observer failed'));
  }

  async function deliver(msg: OutboxDoc) {
    const id = String(msg._id);
    const claimed = { _id: msg._id, state: 'sending' as const };
    if (msg.sendBefore && msg.sendBefore <= now()) {
      const done = await OutboxMessage.findOneAndUpdate(claimed, { $set: { state: 'failed', lastError: 'expired: not sent in time' }, $unset: { claimedUntil: 1 } }, { returnDocument: 'after' }).lean<OutboxDoc>();
      log.warn({ message: id, kind: msg.kind }, 'outbox message expired unsent');
      return observe(done);
    }
    let result: SendResult;
    try {
      result = msg.channel === 'sms' ? await sendSms(msg) : await sendWebhook(msg);
    } catch (err) {
      result = { ok: false, definitive: false, reason: (err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message };
    }

    let done: OutboxDoc | null;
    if (result.ok) {
      done = await OutboxMessage.findOneAndUpdate(
        claimed,
        { $set: { state: 'sent', sentAt: now(), ...(result.providerId ? { providerId: result.providerId } : {}) }, $unset: { lastError: 1, claimedUntil: 1 } },
        { returnDocument: 'after' },
      ).lean<OutboxDoc>();
      log.info({ message: id, kind: msg.kind, channel: msg.channel, attempts: msg.attempts }, 'outbox message sent');
      return observe(done);
    }
    const attempts = msg.attempts ?? 1;
    const delay = Math.min(retryBaseMs * 2 ** (attempts - 1), maxDelayMs);
    const next = new Date(now().getTime() + delay);
    const giveUp = result.definitive || next.getTime() - (msg.dueAt ?? msg.createdAt).getTime() > giveUpAfterMs || (!!msg.sendBefore && next >= msg.sendBefore);
    done = await OutboxMessage.findOneAndUpdate(
      claimed,
      { $set: { state: giveUp ? 'failed' : 'pending', nextAttemptAt: next, lastError: result.reason }, $unset: { claimedUntil: 1 } },
      { returnDocument: 'after' },
    ).lean<OutboxDoc>();
    log[giveUp ? 'error' : 'warn'](
      { message: id, kind: msg.kind, attempts, error: result.reason, definitive: result.definitive || undefined, retryInMs: giveUp ? undefined : delay },
      giveUp ? 'outbox message failed' : 'outbox message not sent, will retry',
    );
    return observe(done);
  }

  /** Sends every due message, one at a time; resolves when none is left. */
  async function drain() {
    try {
      while (!stopped && isDbReady()) {
        const msg = await claim();
        if (!msg) break;
        await observe(msg);
        await deliver(msg);
      }
    } catch (err) {
      log.error({ err }, 'outbox error');
    }
  }

  function run() {
    if (stopped || !started) return;
    clearTimeout(timer);
    running ??= drain().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(run, pollMs);
    });
  }

  /** A message was stored: look for work now rather than at the next poll. */
  function kick() {
    if (started && !running) run();
  }

  return {
    enqueue,
    cancelGroup,
    /** Sends what is due now, without the background loop (tests with an injected clock). */
    drain,
    kick,
    now,
    /** Starts the background sender of this instance. */
    start() {
      started = true;
      run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
