/**
 * The port consent and announcements send through: store texts under an idempotency key, cancel
 * what has not been sent, count a broadcast's progress. It lives with the outbox that implements it,
 * so neither capability imports the other to reach it.
 */
import { OutboxMessage } from './model';
import type { Outbox } from './outbox';
import type { AlimtalkRef } from './templates';

export interface QueuedText {
  /** Unique: a second enqueue with the same key changes nothing. */
  key: string;
  kind: 'consent-granted' | 'consent-withdrawn' | 'consent-reconfirmation' | 'announcement' | 'announcement-test';
  to: string;
  text: string;
  /** The AlimTalk template the text was rendered from (informational texts only). */
  alimtalk?: AlimtalkRef;
  /** Advertising goes to the provider's advertising channel and is cancelled by an opt-out. */
  advertising: boolean;
  notBefore?: Date;
  /** Given up (failed) if still unsent at this time: no daytime-only advertising at night. */
  sendBefore?: Date;
  /** Cancelled together (an announcement, a number's reconfirmations). */
  group?: string;
}

export interface GroupCounts {
  queued: number;
  sent: number;
  failed: number;
  held: number;
  cancelled: number;
}

export interface MessageQueue {
  enqueue(messages: QueuedText[]): Promise<void>;
  cancelGroup(group: string, reason?: string): Promise<number>;
  /** Cancels every advertising message to the number not yet being sent. */
  cancelAdvertisingTo(phone: string): Promise<number>;
  /** `held`: waiting past `heldAfter` (night rule); `queued`: due or being sent. */
  groupCounts(group: string, heldAfter: Date): Promise<GroupCounts>;
}

/** The consent and announcement messages on the site's one outbox (no sending loop of their own). */
export function outboxQueue(outbox: Outbox): MessageQueue {
  return {
    async enqueue(messages) {
      for (const m of messages) await outbox.enqueue({ ...m, channel: 'sms' });
    },
    cancelGroup: (group, reason) => outbox.cancelGroup(group, reason),
    async cancelAdvertisingTo(phone) {
      const res = await OutboxMessage.updateMany(
        { to: phone, advertising: true, state: 'pending' },
        { $set: { state: 'cancelled', cancelReason: 'opted out' } },
      );
      return res.modifiedCount;
    },
    async groupCounts(group, heldAfter) {
      const counts: GroupCounts = { queued: 0, sent: 0, failed: 0, held: 0, cancelled: 0 };
      const now = outbox.now();
      const docs = await OutboxMessage.find({ group }, { state: 1, dueAt: 1, nextAttemptAt: 1, _id: 0 }).lean<{ state: string; dueAt?: Date; nextAttemptAt: Date }[]>();
      for (const d of docs) {
        if (d.state === 'sent') counts.sent++;
        else if (d.state === 'failed') counts.failed++;
        else if (d.state === 'cancelled') counts.cancelled++;
        // Held by the night rule: due later than the broadcast's own time, and not yet.
        else if (d.state === 'pending' && (d.dueAt ?? d.nextAttemptAt) > heldAfter && (d.dueAt ?? d.nextAttemptAt) > now) counts.held++;
        else counts.queued++;
      }
      return counts;
    },
  };
}
