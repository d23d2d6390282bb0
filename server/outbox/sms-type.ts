/**
 * SMS or LMS by the EUC-KR (CP949) byte length carriers count: up to 90 bytes is an SMS, up to
 * 2,000 an LMS. Hangul is 2 bytes, ASCII 1, so string length would be wrong.
 */
import iconv from 'iconv-lite';
import type { SmsType } from '../../shared/outbox';

export const SMS_MAX_BYTES = 90;
export const LMS_MAX_BYTES = 2000;

export function smsBytes(text: string): number {
  return iconv.encode(text, 'cp949').length;
}

/** The message type for a text, or null when it is too long even for an LMS. */
export function smsTypeOf(text: string): { type: SmsType; bytes: number } | null {
  const bytes = smsBytes(text);
  if (bytes > LMS_MAX_BYTES) return null;
  return { type: bytes <= SMS_MAX_BYTES ? 'SMS' : 'LMS', bytes };
}
