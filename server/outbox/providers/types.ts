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

export interface SmsProvider {
  readonly name: string;
  send(msg: SmsRequest, signal: AbortSignal): Promise<SendResult>;
}

/** HTTP statuses worth retrying: the provider is busy, down, or our credentials are being fixed. */
export function retryableStatus(status: number): boolean {
  return status >= 500 || status === 401 || status === 403 || status === 408 || status === 429;
}
