/**
 * What the outbox stores for a message it is asked to send: a text (its SMS/LMS type and bytes,
 * its subject, whether it may go as AlimTalk) or a webhook delivery (its address, body and key),
 * checked before anything is stored. A text to a landline is stored as cancelled, never sent.
 */
import type { OutboxChannel } from '../../shared/outbox';
import { ADVERTISING_KINDS } from '../../shared/outbox';
import { isMobilePhone } from '../core/phone';
import { smsTypeOf } from './sms-type';
import type { AlimtalkRef } from './templates';

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

export interface MessageSettings {
  /** LMS subject when the message has none. */
  defaultSubject: string;
  /** Days a message is kept, counted from when it is due. */
  retentionDays: number;
  /** Whether visitor texts are counted against a budget (and marked so). */
  visitorBudget: boolean;
}

/** The document stored for `input` at `at`; throws when the input cannot become a message. */
export function newMessage(input: EnqueueInput, at: Date, settings: MessageSettings): Record<string, unknown> {
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
    expiresAt: new Date(due.getTime() + settings.retentionDays * 86_400_000),
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
      subject: type.type === 'LMS' ? (input.subject ?? settings.defaultSubject) : undefined,
      advertising: !!input.advertising,
      alimtalk: input.alimtalk,
      ...(input.priority ? { priority: 10 } : {}),
      ...(input.secret ? { secret: true } : {}),
      ...(input.visitor && settings.visitorBudget ? { visitor: true } : {}),
    });
    // A landline (or 070) cannot receive it: kept in the list, with the reason, but never sent.
    if (!isMobilePhone(input.to)) Object.assign(doc, { state: 'cancelled', lastError: 'not a mobile number: texts go to 010/011/016/017/018/019 only' });
  } else {
    if (!input.url) throw new Error(`outbox: a webhook delivery needs url (${input.key})`);
    Object.assign(doc, { url: input.url, payload: input.payload ?? {}, idempotencyKey: input.idempotencyKey });
  }
  return doc;
}
