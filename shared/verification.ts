/** Phone verification (휴대폰 인증): its timings and field names (forms and API share them); messages in verification-messages.ts. */
export const VERIFICATION = {
  /** A code is valid this long after it was sent. */
  codeSeconds: 180,
  /** A new code for the same phone only after this. */
  resendSeconds: 60,
  /** Codes per phone number per Korean day. */
  perPhoneDaily: 5,
  /** Code requests per client address per hour. */
  perAddressHourly: 10,
  /** Wrong codes before a code is dead. */
  maxAttempts: 5,
  /** A verification token serves every action of this phone for this long. */
  tokenSeconds: 30 * 60,
} as const;

/** Field names the forms post. */
export const VERIFICATION_FIELDS = { token: 'verificationToken', code: 'verificationCode', resend: 'verificationResend' } as const;

/** Booking, or an advertising box, without a verified phone (403). A separate export: forms need only this one. */
export const VERIFICATION_REQUIRED = '휴대폰 인증이 필요합니다';
