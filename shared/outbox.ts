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

/**
 * How a text reached the person: as AlimTalk, as the SMS/LMS fallback, or not at all. `pending`
 * while the provider has not reported; unset for texts sent as SMS/LMS from the start.
 */
export const DELIVERY_RESULTS = ['pending', 'alimtalk', 'sms', 'lms', 'failed', 'unknown'] as const;
export type DeliveryResult = (typeof DELIVERY_RESULTS)[number];

export const DELIVERY_LABELS: Record<DeliveryResult, string> = {
  pending: '결과 대기',
  alimtalk: '알림톡 수신',
  sms: 'SMS 대체 발송',
  lms: 'LMS 대체 발송',
  failed: '전달 실패',
  unknown: '결과 미확인',
};

/** Message kinds that are advertising: they go as SMS/LMS only, never as AlimTalk. */
export const ADVERTISING_KINDS = ['announcement'] as const;

/** Channels counted (and priced) on the cost estimate. */
export const COST_CHANNELS = ['alimtalk', 'sms', 'lms'] as const;
export type CostChannel = (typeof COST_CHANNELS)[number];
export const COST_CHANNEL_LABELS: Record<CostChannel, string> = { alimtalk: '알림톡', sms: 'SMS', lms: 'LMS' };

export interface MessageCosts {
  from: string;
  to: string;
  rows: { channel: CostChannel; label: string; count: number; unitPrice: number; cost: number }[];
  total: number;
}

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
  /** Sent as AlimTalk (with SMS/LMS fallback) or as SMS/LMS. */
  via?: 'alimtalk' | 'sms';
  delivery?: DeliveryResult;
  /** Why an AlimTalk was sent as SMS/LMS instead (e.g. the template was refused). */
  fallbackReason?: string;
  /** Why it was cancelled before sending, in Korean. */
  cancelReason?: string;
  /** A copy the administrator sent again (the id it repeats), or a test send of an announcement. */
  resendOf?: string;
  test?: boolean;
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
