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
  channel: OutboxChannel;
  /** Phone number (text messages) or the webhook address. */
  recipient: string;
  smsType?: SmsType;
  state: OutboxState;
  attempts: number;
  lastError?: string;
  createdAt: string;
  scheduledAt: string;
  sentAt?: string;
}

/** The hourly budget of visitor-triggered texts, for the admin banner (SMS_VISITOR_HOURLY_LIMIT). */
export interface SmsBudgetStatus {
  perHour: number;
  usedThisHour: number;
  /** Visitor texts waiting for the next hour's budget. */
  waiting: number;
  /** The budget is spent this hour (or texts are waiting): verification codes are refused. */
  reached: boolean;
}
