import type { SmsType } from '../../../shared/outbox';

/** One text message as a provider receives it; `to` and `from` are digits only. */
export interface SmsRequest {
  /** The outbox message id (for logs; never the phone number). */
  id: string;
  to: string;
  from: string;
  text: string;
  type: SmsType;
  subject?: string;
  /** Advertising messages go to the provider's advertising channel where it has one. */
  advertising: boolean;
}

/**
 * `definitive`: the provider refused this message for good (invalid number, unregistered sender):
 * it is marked failed at once. Otherwise it is retried with backoff.
 */
export type SendResult = { ok: true; providerId?: string } | { ok: false; definitive: boolean; reason: string };

/** An outside service webhook deliveries of one kind go to (IndexNow): its headers, and how its answer is judged. */
export interface WebhookService {
  headers?: Record<string, string>;
  judge: (status: number) => SendResult;
}

export interface SmsProvider {
  readonly name: string;
  send(msg: SmsRequest, signal: AbortSignal): Promise<SendResult>;
  /** The prepaid balance in won, where the provider reports one (the low-balance alert). */
  balance?(signal: AbortSignal): Promise<number>;
}

/** HTTP statuses worth retrying: the provider is busy, down, or our credentials are being fixed. */
export function retryableStatus(status: number): boolean {
  return status >= 500 || status === 401 || status === 403 || status === 408 || status === 429;
}

/** One AlimTalk as a provider receives it: the text and its fallback, plus the template it fills. */
export interface AlimtalkRequest extends SmsRequest {
  templateCode: string;
  /** Values by variable name (without `#{}`), all strings. */
  variables: Record<string, string>;
  /** The outbox key: the provider refuses a repeat of it (NHN Cloud's idempotency header). */
  idempotencyKey: string;
}

/**
 * `templateError`: the provider says the template itself is wrong (not approved, content or
 * parameters not matching): the outbox sends the same text as SMS/LMS at once.
 */
export type AlimtalkResult =
  | { ok: true; providerId?: string; recipientSeq?: number }
  | { ok: false; definitive: boolean; reason: string; templateError?: boolean };

/** How an AlimTalk reached the person, as the provider reports it; null while it does not know yet. */
export type DeliveryOutcome = { delivery: 'alimtalk' | 'sms' | 'lms' | 'failed'; reason?: string } | null;

export interface KakaoProvider {
  readonly name: 'solapi' | 'nhn';
  send(msg: AlimtalkRequest, signal: AbortSignal): Promise<AlimtalkResult>;
  /** Asks the provider how a sent AlimTalk ended. */
  result(ref: { providerId: string; recipientSeq?: number; smsType: SmsType }, signal: AbortSignal): Promise<DeliveryOutcome>;
}
