/**
 * Everything the site sends out (text messages, webhook deliveries) is stored here first and sent
 * at least once, surviving restarts: the state lives on each message, a sender claims one
 * atomically (a conditional updateOne) so several instances never send the same message at the
 * same time, and a crashed sender's claim expires so the message is sent again with the same key.
 * Text messages go to mobile numbers only: one for a landline is recorded as cancelled, never sent.
 *
 * This file is the queue and its loop (store, claim, deliver, retry, hold for the budget); what is
 * stored is message.ts, how a message leaves is senders.ts, AlimTalk results alimtalk-results.ts.
 */
import { randomUUID } from 'node:crypto';
import type { QueryFilter } from 'mongoose';
import { isDbReady } from '../db/connection';
import { OutboxMessage, type OutboxDoc } from './model';
import type { SendResult } from './providers/types';
import type { VisitorBudget } from './visitor-budget';
import { newMessage, type EnqueueInput } from './message';
import { storeMany } from './store-many';
import { createSenders, type SenderOptions } from './senders';
import { createResultCheck } from './alimtalk-results';

export interface OutboxOptions extends SenderOptions {
  /** LMS subject when the message has none. */
  defaultSubject: string;
  retryBaseMs: number;
  /** How long a claim holds a message (default: twice the timeout plus 5 s); must outlive an attempt. */
  claimMs?: number;
  maxDelayMs?: number;
  giveUpAfterMs?: number;
  retentionDays?: number;
  /** Business clock (tests inject one). */
  now?: () => Date;
  /**
   * Asked right before a text or delivery leaves (after pacing): a reason cancels the message instead
   * (a cancelled announcement, an opt-out while it waited or was being retried).
   */
  sendCheck?: (msg: OutboxDoc) => Promise<string | null>;
  /** Called after a message of that kind is claimed or settled (e.g. a lead mirrors its delivery state). */
  observers?: Record<string, (msg: OutboxDoc) => Promise<unknown>>;
  /** The budget of visitor-triggered texts; without it they are sent like any other. */
  visitorBudget?: VisitorBudget;
  /**
   * Told of every attempt's outcome as soon as the provider answers: a refusal counts at once, whether
   * or not it will be retried (the operator alerts count failed texts this way).
   */
  onAttempt?: (msg: OutboxDoc, result: SendResult) => Promise<unknown> | void;
}

export type Outbox = ReturnType<typeof createOutbox>;

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
  const pollMs = Math.min(Math.max(retryBaseMs, 100), 5_000);
  // A claim outlives any attempt (the request times out first), so only a crashed sender's expires.
  const claimMs = opts.claimMs ?? timeoutMs * 2 + 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  let stopped = false;
  const { sendSms, sendWebhook, pace } = createSenders({ ...opts, now });
  const checkResults = createResultCheck({ log, kakao: opts.kakao, now, resultPollMs: opts.resultPollMs ?? 60_000, timeoutMs, giveUpAfterMs, stopped: () => stopped });

  /**
   * Stores a message (before anything is sent). Returns created: false when its key already exists,
   * and also `capped` when a visitor's text was not queued because the number had its day's share.
   */
  async function enqueue(input: EnqueueInput): Promise<{ created: boolean; id?: string; capped?: boolean }> {
    const budget = input.visitor && input.channel === 'sms' && input.to ? opts.visitorBudget : undefined;
    if (budget && !(await budget.takePhone(input.to!))) {
      log.warn({ kind: input.kind }, 'visitor text not queued: the number had its texts for today');
      return { created: false, capped: true };
    }
    const created = await store(input).catch(async (err) => {
      await budget?.giveBackPhone(input.to!).catch(() => {});
      throw err;
    });
    if (!created.created) await budget?.giveBackPhone(input.to!);
    return created;
  }

  /** Stores many messages in one write (server/outbox/store-many.ts; no visitor's budget); returns how many were new. */
  const enqueueMany = async (inputs: EnqueueInput[]) => {
    const n = await storeMany(inputs.map((i) => newMessage(i, now(), { defaultSubject: opts.defaultSubject, retentionDays, visitorBudget: false })));
    if (n) kick();
    return n;
  };

  async function store(input: EnqueueInput): Promise<{ created: boolean; id?: string }> {
    const doc = newMessage(input, now(), { defaultSubject: opts.defaultSubject, retentionDays, visitorBudget: !!opts.visitorBudget });
    try {
      const created = await OutboxMessage.create(doc);
      kick();
      return { created: true, id: String(created._id) };
    } catch (err) {
      if ((err as { code?: number }).code === 11000) return { created: false };
      throw err;
    }
  }

  /**
   * Batched webhook deliveries: adds `items` to the `list` of the payload of the batch `group` that
   * is still waiting for its first attempt, or stores a new batch due `delayMs` from now. Changes
   * close together leave as one delivery; the first change sets the time, so a steady trickle of
   * changes never holds a batch back. A batch being sent (claimed) takes no more: the next change
   * opens a new one.
   */
  async function enqueueBatch(
    input: Omit<EnqueueInput, 'key' | 'notBefore' | 'channel'> & { group: string },
    list: string,
    items: string[],
    delayMs: number,
  ): Promise<{ created: boolean; id?: string }> {
    const merged = await OutboxMessage.findOneAndUpdate(
      { group: input.group, channel: 'webhook', state: 'pending', attempts: 0 },
      { $addToSet: { [`payload.${list}`]: { $each: items } } },
      { projection: { _id: 1 } },
    ).lean();
    if (merged) return { created: false, id: String(merged._id) };
    const at = now();
    const payload = { ...(input.payload as Record<string, unknown>), [list]: [...new Set(items)] };
    return store({ ...input, channel: 'webhook', key: `${input.group}:${at.getTime()}:${randomUUID()}`, payload, notBefore: new Date(at.getTime() + delayMs) });
  }

  /** Cancels the unsent messages of a group (a claimed one in flight is not recalled). Returns how many. */
  async function cancelGroup(group: string, reason = 'cancelled'): Promise<number> {
    const res = await OutboxMessage.updateMany({ group, state: 'pending' }, { $set: { state: 'cancelled', cancelReason: reason } });
    return res.modifiedCount;
  }

  /** Cancels the unsent messages with these keys (those of a deleted lead). Returns how many. */
  async function cancelKeys(keys: string[], reason = 'cancelled'): Promise<number> {
    if (keys.length === 0) return 0;
    const res = await OutboxMessage.updateMany({ key: { $in: keys }, state: 'pending' }, { $set: { state: 'cancelled', lastError: reason } });
    return res.modifiedCount;
  }

  /**
   * Takes the next due message for this sender. The claim is a conditional updateOne: one atomic
   * write per document on MongoDB and on the bundled test engine alike (the engine's findAndModify
   * finds, then updates by _id, so two instances could both take one message). Its claim id says
   * whose it is, and only that sender settles the message.
   */
  async function claim(): Promise<OutboxDoc | null> {
    for (let lost = 0; lost < 20 && !stopped; lost++) {
      const at = now();
      const due: QueryFilter<OutboxDoc> = {
        $or: [
          { state: 'pending', nextAttemptAt: { $lte: at } },
          { state: 'sending', claimedUntil: { $lt: at } },
        ],
      };
      // Verification codes first; then due order, oldest first (texts held for the hourly budget).
      const next = await OutboxMessage.findOne(due, { _id: 1 }).sort({ priority: -1, nextAttemptAt: 1, createdAt: 1 }).lean();
      if (!next) return null;
      const claimId = randomUUID();
      const taken = await OutboxMessage.updateOne(
        { _id: next._id, ...due },
        { $set: { state: 'sending', claimedUntil: new Date(at.getTime() + claimMs), claimId }, $inc: { attempts: 1 } },
      );
      if (taken.modifiedCount !== 1) continue; // another sender took it first
      const msg = await OutboxMessage.findOne({ _id: next._id, claimId }).lean<OutboxDoc>();
      if (msg) return msg;
    }
    return null;
  }

  /** A settled message's secret is blanked (see EnqueueInput.secret). */
  async function forgetSecret(msg: OutboxDoc | null) {
    if (!msg?.secret || !msg.text || sms.name === 'log' || (msg.state !== 'sent' && msg.state !== 'failed')) return;
    // The AlimTalk variables hold the code too.
    await OutboxMessage.updateOne({ _id: msg._id }, { $set: { text: msg.text.replace(/\d{6}/g, '******') }, $unset: { alimtalk: 1 } });
  }

  async function observe(msg: OutboxDoc | null) {
    await forgetSecret(msg).catch((err) => log.error({ err, message: String(msg?._id) }, 'outbox could not blank a secret'));
    const observer = msg && opts.observers?.[msg.kind];
    if (observer) await observer(msg).catch((err) => log.error({ err, message: String(msg._id) }, 'outbox observer failed'));
  }

  /**
   * A visitor's text past the hour's budget goes back to waiting until the next hour, with every
   * other visitor text due before then (their order, oldest first, is kept by createdAt).
   */
  async function holdForBudget(msg: OutboxDoc): Promise<boolean> {
    const budget = opts.visitorBudget;
    if (!msg.visitor || !budget || (await budget.takeHour())) return false;
    const next = budget.nextHour();
    const held = { $set: { state: 'pending', nextAttemptAt: next, heldByBudget: true, lastError: 'waiting: hourly limit of visitor texts' }, $unset: { claimedUntil: 1, claimId: 1 } };
    await OutboxMessage.updateOne({ _id: msg._id, state: 'sending', claimId: msg.claimId }, { ...held, $inc: { attempts: -1 } });
    const more = await OutboxMessage.updateMany({ visitor: true, state: 'pending', nextAttemptAt: { $lt: next } }, held);
    log.warn({ waiting: more.modifiedCount + 1, until: next.toISOString() }, 'visitor texts wait: hourly limit reached');
    return true;
  }

  async function deliver(msg: OutboxDoc) {
    const id = String(msg._id);
    const claimed = { _id: msg._id, state: 'sending' as const, claimId: msg.claimId };
    if (await holdForBudget(msg)) return;
    if (msg.sendBefore && msg.sendBefore <= now()) {
      const done = await OutboxMessage.findOneAndUpdate(claimed, { $set: { state: 'failed', lastError: 'expired: not sent in time' }, $unset: { claimedUntil: 1, claimId: 1 } }, { returnDocument: 'after' }).lean<OutboxDoc>();
      log.warn({ message: id, kind: msg.kind }, 'outbox message expired unsent');
      return observe(done);
    }
    let result: SendResult;
    let record: Record<string, unknown> | undefined;
    try {
      if (msg.channel === 'sms') await pace();
      const stop = await opts.sendCheck?.(msg);
      if (stop) {
        const done = await OutboxMessage.findOneAndUpdate(claimed, { $set: { state: 'cancelled', cancelReason: stop, lastError: stop }, $unset: { claimedUntil: 1, claimId: 1 } }, { returnDocument: 'after' }).lean<OutboxDoc>();
        log.info({ message: id, kind: msg.kind, reason: stop }, 'outbox message cancelled before sending');
        return observe(done);
      }
      if (msg.channel === 'sms') ({ result, record } = await sendSms(msg));
      else result = await sendWebhook(msg);
    } catch (err) {
      result = { ok: false, definitive: false, reason: (err as Error).name === 'TimeoutError' ? 'timeout' : (err as Error).message };
    }

    try {
      await opts.onAttempt?.(msg, result);
    } catch (err) {
      log.error({ err }, 'outbox attempt listener failed');
    }
    let done: OutboxDoc | null;
    if (result.ok) {
      done = await OutboxMessage.findOneAndUpdate(
        claimed,
        { $set: { state: 'sent', sentAt: now(), ...(result.providerId ? { providerId: result.providerId } : {}), ...record }, $unset: { lastError: 1, claimedUntil: 1, claimId: 1, heldByBudget: 1 } },
        { returnDocument: 'after' },
      ).lean<OutboxDoc>();
      log.info({ message: id, kind: msg.kind, channel: msg.channel, via: record?.via, attempts: msg.attempts }, 'outbox message sent');
      return observe(done);
    }
    const attempts = msg.attempts ?? 1;
    const delay = Math.min(retryBaseMs * 2 ** (attempts - 1), maxDelayMs);
    const next = new Date(now().getTime() + delay);
    const giveUp = result.definitive || next.getTime() - (msg.dueAt ?? msg.createdAt).getTime() > giveUpAfterMs || (!!msg.sendBefore && next >= msg.sendBefore);
    done = await OutboxMessage.findOneAndUpdate(
      claimed,
      { $set: { state: giveUp ? 'failed' : 'pending', nextAttemptAt: next, lastError: result.reason }, $unset: { claimedUntil: 1, claimId: 1 } },
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
      if (!stopped && isDbReady()) await checkResults();
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
    enqueueMany,
    enqueueBatch,
    cancelGroup,
    /** Asks the AlimTalk provider for results now (tests with an injected clock). */
    checkResults,
    cancelKeys,
    /** Sends what is due now, without the background loop (tests with an injected clock). */
    drain,
    kick,
    now,
    visitorBudget: opts.visitorBudget,
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
