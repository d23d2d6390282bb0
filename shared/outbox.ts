/** Outgoing messages as the administrator's message list shows them. */
export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
export const OUTBOX_CHANNELS = ['sms', 'webhook'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const SMS_TYPES = ['SMS', 'LMS'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  pending: '발송 대기',
  sending: '발송 중',
  sent: '발송 완료',
  failed: '발송 실패',
  cancelled: '발송 취소',
};

export interface AdminMessage {
  id: string;
  kind: string;
  /** The kind in Korean (shared/labels.ts). */
  label: string;
  channel: OutboxChannel;
  /** Phone number (text messages) or the webhook address. */
  recipient: string;
  smsType?: SmsType;
  state: OutboxState;
  attempts: number;
  /** Text messages: what the person receives (verification codes masked). */
  text?: string;
  advertising?: boolean;
  /** The last delivery error (never the reason of a cancellation). */
  lastError?: string;
  /** Why it was cancelled before sending, in Korean. */
  cancelReason?: string;
  /** A copy the administrator sent again (the id it repeats), or a test send of an announcement. */
  resendOf?: string;
  test?: boolean;
  createdAt: string;
  scheduledAt: string;
  sentAt?: string;
}

/** GET /api/admin/messages: newest first, `nextCursor` for the next page (null on the last). */
export interface MessagePage {
  items: AdminMessage[];
  nextCursor: string | null;
}
