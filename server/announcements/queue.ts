/**
 * What consent and announcements need from the outbox (server/outbox): store texts under an
 * idempotency key, cancel what has not been sent, count a broadcast's progress.
 */
import type { AlimtalkRef } from '../outbox/templates';

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
