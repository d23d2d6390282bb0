/**
 * Optional advertising consent (정보통신망법 제50조, 개인정보 보호법 제15·22조): the notices the forms
 * show, their version id (recorded with every grant), and the texts the person receives.
 * Changing a notice's wording means a new version id, so the ledger says which text was agreed to.
 */
export const MARKETING_NOTICE_VERSION = 'marketing-2026-11';

/** `schedule`: informational 청약 일정 reminders (not advertising), granted and withdrawn on its own. */
export const CONSENT_SCOPES = ['marketing', 'night', 'schedule'] as const;
export type ConsentScope = (typeof CONSENT_SCOPES)[number];
export const CONSENT_KINDS = ['grant', 'withdraw'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** Where a consent change came from: a lead form, the opt-out page, the administrator (phone call), an SMS reply. */
export const CONSENT_CHANNELS = ['form', 'optout-page', 'admin', 'reply'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_CHANNEL_LABELS: Record<ConsentChannel, string> = {
  form: '신청서',
  'optout-page': '수신거부 페이지',
  admin: '관리자(전화 접수)',
  reply: '문자 회신',
};

export const MARKETING_NOTICE = {
  marketing: {
    label: '광고성 정보 (분양 소식·잔여세대 안내) 문자 수신 동의 (선택)',
    notice: [
      '목적: 분양 소식, 잔여세대·무순위 청약 안내 문자 발송',
      '항목: 이름, 연락처',
      '보유 기간: 동의 철회 시까지 (철회 후 동의·철회 기록은 3년 보관)',
      '동의하지 않으셔도 상담 신청은 그대로 가능합니다. 언제든 무료로 수신을 거부하실 수 있습니다.',
    ],
  },
  night: {
    label: '야간(21시~다음 날 8시) 광고성 정보 수신 동의 (선택)',
    notice: ['위 광고성 정보 수신에 동의하신 경우에만 적용됩니다. 동의하지 않으시면 야간에는 보내지 않습니다.'],
  },
} as const;

/** Years the ledger of a phone number is kept after its last withdrawal (shown on the privacy page). */
export const CONSENT_RECORD_RETENTION_YEARS = 3;

export interface ConsentLedgerEntry {
  at: string;
  kind: ConsentKind;
  scope: ConsentScope;
  channel: ConsentChannel;
  version: string;
  page?: string;
  /** A form grant: whether the phone was verified (휴대폰 인증). */
  verified?: boolean;
}

export interface ConsentView {
  phone: string;
  marketing: boolean;
  night: boolean;
  ledger: ConsentLedgerEntry[];
}

export const OPTOUT_MESSAGES = {
  title: '광고성 정보 수신거부',
  intro: '아래 버튼을 누르시면 이 번호로 보내 드리던 분양 소식·잔여세대 안내 등 광고성 문자를 더 이상 보내지 않습니다.',
  button: '수신거부',
  done: '수신거부가 처리되었습니다. 앞으로 광고성 문자를 보내지 않습니다.',
  /** Coming back to the link after opting out. */
  already: '이미 수신거부 처리된 번호입니다.',
  number: '수신 번호',
  withdrawnOn: '수신거부 일자',
  invalid: '수신거부 링크가 올바르지 않거나 만료되었습니다. 무료수신거부 전화로 요청해 주세요.',
} as const;
