/**
 * What visitors read about phone verification (forms and API share it). Kept apart from
 * verification.ts so the text ships only with the verification block, not with every page.
 */
import { VERIFICATION_REQUIRED } from './verification';

export const VERIFICATION_MESSAGES = {
  required: VERIFICATION_REQUIRED,
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
