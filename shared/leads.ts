/** Lead forms: types, limits and the messages visitors read (shared by forms and the API). */
export const LEAD_TYPES = ['interest', 'visit', 'customer'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  interest: '관심고객 등록',
  visit: '방문예약(홈)',
  customer: '방문예약',
};

export const LEAD_LIMITS = { name: 50, message: 2000 } as const;

/** Field names the site's forms send besides the lead itself (spam checks, return page). */
export const HONEYPOT_FIELD = 'website';
export const RENDERED_AT_FIELD = 'renderedAt';

export const LEAD_MESSAGES = {
  success: '등록이 완료되었습니다. 전문 상담사가 곧 연락드리겠습니다.',
  failed: '등록에 실패했습니다. 다시 시도해 주세요.',
  error: '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  invalid: '입력하신 내용을 확인해 주세요.',
  rateLimited: '이미 신청이 접수되었습니다. 잠시 후 다시 시도해 주세요.',
  fields: {
    name: '이름을 1~50자로 입력해 주세요.',
    phone: '연락처를 정확히 입력해 주세요. (예: 010-1234-5678)',
    message: '문의내용은 2,000자 이내로 입력해 주세요.',
    consent: '개인정보 수집·이용에 동의해 주세요.',
    type: '신청 유형이 올바르지 않습니다.',
    site: '사이트 식별자가 올바르지 않습니다.',
  },
} as const;

export type LeadField = keyof typeof LEAD_MESSAGES.fields;

export type ForwardState = 'pending' | 'sending' | 'delivered' | 'failed' | 'stored';

export const FORWARD_STATE_LABELS: Record<ForwardState, string> = {
  stored: '저장됨',
  pending: '전달 대기',
  sending: '전달 중',
  delivered: '전달 완료',
  failed: '전달 실패',
};

/** A stored lead as the administrator's inbox shows it. */
export interface InboxLead {
  id: string;
  type: LeadType;
  name: string;
  phone: string;
  message: string;
  site?: string;
  page?: string;
  createdAt: string;
  forward: { state: ForwardState; attempts: number; lastError?: string };
}
