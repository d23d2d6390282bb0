/**
 * Everything the site sends out (text messages, webhook deliveries) is stored here first and sent
 * at least once, surviving restarts: the state lives on each message, a sender claims one
 * atomically (findOneAndUpdate) so several instances never send the same message at the same
 * time, and a crashed sender's claim expires so the message is sent again with the same key.
 * Text messages go to mobile numbers only: one for a landline is recorded as cancelled, never sent.
 */
import { randomUUID } from 'node:crypto';
import type { QueryFilter } from 'mongoose';
import { isDbReady } from '../db/connection';
import type { Logger } from '../logger';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';
import type { SmsType, OutboxChannel } from '../../shared/outbox';
import { OutboxMessage, type OutboxDoc } from './model';
import { smsTypeOf } from './sms-type';
import { isMobilePhone } from '../core/phone';
import type { AlimtalkRequest, KakaoProvider, SendResult, SmsProvider, SmsRequest, WebhookService } from './providers/types';
import type { AlimtalkRef } from './templates';
import { ADVERTISING_KINDS } from '../../shared/outbox';
import type { VisitorBudget } from './visitor-budget';
import { INDEXNOW_KIND, indexNowService } from './providers/indexnow';

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
  /** Informational texts: the template the text was rendered from, so it can go as AlimTalk. */
  alimtalk?: AlimtalkRef;
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
  /**
   * Triggered by a visitor (a form, a booking): at most SMS_VISITOR_PHONE_DAILY_LIMIT a day per
   * number (beyond it nothing is queued) and sent within the hourly budget (beyond it, it waits).
   */
  visitor?: boolean;
  /** Jumps the queue: claimed before every other due message (verification codes). */
  priority?: boolean;
  /**
   * The text holds a one-time secret (a verification code): once handed to a real provider (or
   * given up) its 6-digit runs are blanked, so the stored text no longer holds it. The log
   * provider keeps it: there the stored text is the record of what would have been sent.
   */
  secret?: boolean;
}

export interface OutboxOptions {
  log: Logger;
  sms: SmsProvider;
  /** KakaoTalk AlimTalk (KAKAO_PROVIDER): texts with a template go this way, SMS/LMS as fallback. */
  kakao?: KakaoProvider;
  /** How long after sending to ask the AlimTalk provider how a message ended (default 60 s). */
  resultPollMs?: number;
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
   * Webhook kinds addressed to outside services with rules of their own: the headers they want,
   * and how their answer is judged (what is retried, what is final and why). Their deliveries
   * carry no signature or Idempotency-Key: those are for the operator's own endpoint. IndexNow's
   * are built in; these add to them.
   */
  services?: Record<string, WebhookService>;
  /**
   * Told of every attempt's outcome as soon as the provider answers: a refusal counts at once, whether
   * or not it will be retried (the operator alerts count failed texts this way).
   */
  onAttempt?: (msg: OutboxDoc, result: SendResult) => Promise<unknown> | void;
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
  const services: Record<string, WebhookService> = { [INDEXNOW_KIND]: indexNowService, ...opts.services };
  const smsIntervalMs = 1000 / Math.max(opts.smsPerSecond ?? 10, 0.001);
  const pollMs = Math.min(Math.max(retryBaseMs, 100), 5_000);
  // A claim outlives any attempt (the request times out first), so only a crashed sender's expires.
  const claimMs = timeoutMs * 2 + 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  let stopped = false;
  let lastSmsAt = 0;
  const resultPollMs = opts.resultPollMs ?? 60_000;

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

  async function store(input: EnqueueInput): Promise<{ created: boolean; id?: string }> {
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
      // Kakao approves informational templates only: an advertisement never goes as AlimTalk.
      if (input.alimtalk && (input.advertising || (ADVERTISING_KINDS as readonly string[]).includes(input.kind))) {
        throw new Error(`outbox: an advertising message cannot use an AlimTalk template (${input.key})`);
      }
      Object.assign(doc, {
        to: input.to,
        text: input.text,
        smsType: type.type,
        bytes: type.bytes,
        subject: type.type === 'LMS' ? (input.subject ?? opts.defaultSubject) : undefined,
        advertising: !!input.advertising,
        alimtalk: input.alimtalk,
        ...(input.priority ? { priority: 10 } : {}),
        ...(input.secret ? { secret: true } : {}),
        ...(input.visitor && opts.visitorBudget ? { visitor: true } : {}),
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

  async function sendWebhook(msg: OutboxDoc): Promise<SendResult> {
    const body = JSON.stringify(msg.payload ?? {});
    const service = services[msg.kind];
    const headers: Record<string, string> = service
      ? { 'Content-Type': 'application/json', ...service.headers }
      : { 'Content-Type': 'application/json', 'Idempotency-Key': msg.idempotencyKey ?? msg.key };
    if (opts.webhookSecret && !service) headers[SIGNATURE_HEADER] = signWebhook(body, opts.webhookSecret, Math.floor(Date.now() / 1000));
    const res = await fetch(msg.url!, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    if (service) return service.judge(res.status);
    return res.ok ? { ok: true } : { ok: false, definitive: false, reason: `HTTP ${res.status}` };
  }

  /** What was sent, and what to record about it beyond `sent`. */
  type Sent = { result: SendResult; record?: Record<string, unknown> };

  /** Paces text messages to the configured throughput (per instance). */
  async function pace() {
    const wait = lastSmsAt + smsIntervalMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lastSmsAt = Date.now();
  }

  function smsRequest(msg: OutboxDoc): SmsRequest {
    return {
      id: String(msg._id),
      to: digits(msg.to ?? ''),
      from: digits(opts.smsSender ?? ''),
      text: msg.text ?? '',
      type: (msg.smsType ?? 'SMS') as SmsType,
      subject: msg.subject ?? undefined,
      advertising: !!msg.advertising,
    };
  }

  async function sendSms(msg: OutboxDoc): Promise<Sent> {
    if (!opts.smsSender && sms.name !== 'log') return { result: { ok: false, definitive: false, reason: 'SMS_SENDER not set' } };
    const kakao = opts.kakao;
    if (kakao && msg.alimtalk && !msg.advertising) return sendAlimtalk(kakao, msg);
    return { result: await sms.send(smsRequest(msg), AbortSignal.timeout(timeoutMs)) };
  }

  /** As AlimTalk; a template the provider refuses sends the same text as SMS/LMS at once. */
  async function sendAlimtalk(kakao: KakaoProvider, msg: OutboxDoc): Promise<Sent> {
    const request: AlimtalkRequest = {
      ...smsRequest(msg),
      templateCode: msg.alimtalk!.templateCode,
      variables: msg.alimtalk!.variables as Record<string, string>,
      idempotencyKey: msg.key,
    };
    const result = await kakao.send(request, AbortSignal.timeout(timeoutMs));
    if (result.ok) {
      const record = { via: 'alimtalk', delivery: 'pending', resultCheckAt: new Date(now().getTime() + resultPollMs), ...(result.recipientSeq ? { recipientSeq: result.recipientSeq } : {}) };
      return { result: { ok: true, providerId: result.providerId }, record };
    }
    if (!result.templateError) return { result };
    log.warn({ message: String(msg._id), kind: msg.kind, template: request.templateCode, error: result.reason }, 'AlimTalk template refused: sending as SMS/LMS');
    const fallback = await sms.send(smsRequest(msg), AbortSignal.timeout(timeoutMs));
    const record = { via: 'sms', fallbackReason: `알림톡 템플릿 오류: ${result.reason}` };
    return { result: fallback, record: fallback.ok ? record : undefined };
  }

  /** Asks the AlimTalk provider how sent messages ended, for those due a look-up. Returns how many were settled. */
  async function checkResults(limit = 50): Promise<number> {
    const kakao = opts.kakao;
    if (!kakao) return 0;
    let settled = 0;
    for (let i = 0; i < limit && !stopped; i++) {
      const at = now();
      const msg = await OutboxMessage.findOneAndUpdate(
        { delivery: 'pending', resultCheckAt: { $lte: at } },
        { $set: { resultCheckAt: new Date(at.getTime() + resultPollMs) } },
        { sort: { resultCheckAt: 1 }, returnDocument: 'after' },
      ).lean<OutboxDoc>();
      if (!msg) break;
      if (!msg.providerId) {
        await settle(msg, { delivery: 'unknown', reason: 'no provider id' });
        continue;
      }
      try {
        const outcome = await kakao.result({ providerId: msg.providerId, recipientSeq: msg.recipientSeq ?? undefined, smsType: (msg.smsType ?? 'SMS') as SmsType }, AbortSignal.timeout(timeoutMs));
        if (outcome) {
          await settle(msg, outcome);
          settled++;
        } else if (msg.sentAt && at.getTime() - msg.sentAt.getTime() > giveUpAfterMs) {
          await settle(msg, { delivery: 'unknown', reason: 'no result from the provider' });
        }
      } catch (err) {
        log.warn({ message: String(msg._id), error: (err as Error).message }, 'AlimTalk result look-up failed, will ask again');
      }
    }
    return settled;
  }

  async function settle(msg: OutboxDoc, outcome: { delivery: string; reason?: string }) {
    await OutboxMessage.updateOne(
      { _id: msg._id, delivery: 'pending' },
      { $set: { delivery: outcome.delivery, ...(outcome.reason && outcome.delivery !== 'alimtalk' ? { fallbackReason: outcome.reason } : {}) }, $unset: { resultCheckAt: 1 } },
    );
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
