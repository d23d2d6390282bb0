/** Phone verification (휴대폰 인증): its timings and the messages visitors read (forms and API share them). */
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

export const VERIFICATION_MESSAGES = {
  required: '휴대폰 인증이 필요합니다',
  sent: '인증번호를 보내 드렸습니다. 3분 안에 입력해 주세요.',
  verified: '휴대폰 인증이 완료되었습니다.',
  mobileOnly: '인증번호를 받으실 휴대폰 번호를 정확히 입력해 주세요. (예: 010-1234-5678)',
  codeFormat: '문자로 받으신 인증번호 6자리를 입력해 주세요.',
  wrong: (left: number) => (left > 0 ? `인증번호가 맞지 않습니다. (남은 입력 횟수 ${left}회)` : '인증번호를 5회 잘못 입력하셨습니다. 인증번호를 다시 받아 주세요.'),
  expired: '인증번호의 입력 시간이 지났습니다. 인증번호를 다시 받아 주세요.',
  dead: '인증번호를 5회 잘못 입력하셨습니다. 인증번호를 다시 받아 주세요.',
  tooSoon: '인증번호는 1분에 한 번 받으실 수 있습니다. 잠시 후 다시 시도해 주세요.',
  daily: '오늘은 인증번호를 더 받으실 수 없습니다. (하루 5회) 내일 다시 시도하시거나 상담전화로 문의해 주세요.',
  address: '짧은 시간에 인증번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  busy: '잠시 후 다시 시도해 주세요',
  /** An advertising box ticked on a form sent without verification (the registration itself is kept). */
  consentUnverified: '광고성 정보 수신 동의는 휴대폰 인증 후에 적용됩니다.',
} as const;

/** The text that carries a code. */
export const verificationText = (projectName: string, code: string) => `[${projectName}] 인증번호 ${code} (3분 안에 입력해 주세요)`;

/** A Korean mobile number as normalised ('010-1234-5678'): the only kind a code can be texted to. */
export const isMobile = (phone: string) => /^01[016789]-\d{3,4}-\d{4}$/.test(phone);
