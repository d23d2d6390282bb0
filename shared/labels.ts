/**
 * Every Korean label the sales desk shows for a code (lead types and statuses, sources, message
 * kinds, reservation states), in one table so a word means one thing everywhere: no status label
 * shares a word with a type label (tests/lead-types.test.ts checks it).
 */
export const LEAD_TYPES = ['interest', 'visit-request', 'reservation', 'schedule-reminder'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'visited', 'contracted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LABELS = {
  /** What the person did: registered interest, asked for a visit without a time, booked a slot. */
  leadType: {
    interest: '관심고객 등록',
    'visit-request': '방문 문의',
    reservation: '방문예약',
    'schedule-reminder': '청약 알림 신청',
  } satisfies Record<LeadType, string>,
  /** Where the sales office stands with the person. */
  leadStatus: {
    new: '신규',
    contacted: '상담완료',
    booked: '예약확정',
    visited: '내방완료',
    contracted: '계약',
    closed: '종결',
  } satisfies Record<LeadStatus, string>,
  /** First-touch sources (server/attribution/touch.ts); any other is shown as stored. */
  source: {
    direct: '직접 방문',
    naver: '네이버',
    'blog.naver': '네이버 블로그',
    daum: '다음',
    kakao: '카카오',
    google: '구글',
    instagram: '인스타그램',
    facebook: '페이스북',
    youtube: '유튜브',
    sms: '문자',
    referral: '외부 링크',
  } as Record<string, string>,
  /** Outbox message kinds (server/outbox, server/visits/messages.ts, server/consent/notify.ts). */
  messageKind: {
    lead: '상담 신청 전달(웹훅)',
    'visit-confirmed': '방문예약 확정',
    'visit-cancelled': '방문예약 취소',
    'visit-reminder': '방문 전날 안내',
    'visit-moved': '방문예약 변경',
    'visit-request': '견본주택 안내(주소)',
    'consent-granted': '수신 동의 확인',
    'consent-withdrawn': '수신거부 확인',
    'consent-confirmation': '수신 동의·거부 확인',
    'consent-reconfirmation': '수신 동의 2년 재확인',
    announcement: '분양 안내(광고)',
    'announcement-test': '분양 안내 시험 발송',
    'phone-verification': '휴대폰 인증번호',
    'schedule-reminder': '청약 일정 알림',
    'winner-notice': '당첨자 예약 안내',
    'unit-held': '잔여세대 선택 안내',
    'payment-reminder': '분양대금 납부 안내',
    'deposit-confirmed': '입금 확인',
    indexnow: '검색엔진 색인 요청(IndexNow)',
    'ops-alert': '운영 알림',
    'ops-alert-webhook': '운영 알림(웹훅)',
  } as Record<string, string>,
  /** Why a message was cancelled before it was sent (outbox `cancelReason`). */
  cancelReason: {
    'reservation cancelled': '예약 취소',
    'reservation moved': '예약 시간 변경',
    'opted out': '수신거부',
    'consent withdrawn': '수신 동의 철회',
    'announcement cancelled': '관리자가 발송 취소',
    cancelled: '취소',
  } as Record<string, string>,
  /** How a reservation was made. */
  bookingChannel: {
    web: '홈페이지',
    phone: '전화 예약',
    'walk-in': '현장 방문',
  } as Record<string, string>,
} as const;

/**
 * Texts to a contract holder about their contract (payments with their amounts, defects with the
 * unit): read only by a role that handles contracts (shared/permissions.ts handlesContracts).
 */
export const HOLDER_MESSAGE_KINDS: readonly string[] = ['payment-reminder', 'deposit-confirmed', 'defect-assigned', 'defect-done'];

export const sourceLabel = (s: string): string => LABELS.source[s] ?? s;
export const messageKindLabel = (k: string): string => LABELS.messageKind[k] ?? k;
export const cancelReasonLabel = (r: string): string => LABELS.cancelReason[r] ?? r;
