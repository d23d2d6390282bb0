import type { Attribution } from './attribution';
import { LABELS, LEAD_STATUSES, LEAD_TYPES, type LeadStatus, type LeadType } from './labels';

/** Lead forms: types, limits and the messages visitors read (shared by forms and the API). */
export { LEAD_TYPES, LEAD_STATUSES, type LeadType, type LeadStatus };

/** What each type stands for: labels come from the one table in shared/labels.ts. */
export const LEAD_TYPE_LABELS: Record<LeadType, string> = LABELS.leadType;

/** Types a visitor's form posts to POST /api/leads ('reservation' leads come from bookings only). */
export const FORM_LEAD_TYPES = ['interest', 'visit-request'] as const;
export type FormLeadType = (typeof FORM_LEAD_TYPES)[number];

export const LEAD_LIMITS = { name: 50, message: 2000 } as const;

/** Field names the site's forms send besides the lead itself (spam checks, return page). */
export const HONEYPOT_FIELD = 'website';
export const RENDERED_AT_FIELD = 'renderedAt';

/** Why a lead was put in quarantine (스팸 보관함) instead of the inbox. */
export const SPAM_REASONS = ['honeypot', 'too-fast', 'forged-stamp'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: '숨은 입력란이 채워짐',
  'too-fast': '너무 빨리 제출됨',
  'forged-stamp': '위조된 양식 정보',
};

export const LEAD_MESSAGES = {
  success: '등록이 완료되었습니다. 전문 상담사가 곧 연락드리겠습니다.',
  failed: '등록에 실패했습니다. 다시 시도해 주세요.',
  error: '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  invalid: '입력하신 내용을 확인해 주세요.',
  /** The same phone number registered 3 times in 10 minutes. */
  rateLimited: '이미 신청이 접수되었습니다. 잠시 후 다시 시도해 주세요.',
  /** One address sent more leads than a model house's shared Wi-Fi plausibly would. */
  tooManyFromAddress: '짧은 시간에 너무 많은 신청이 접수되었습니다. 잠시 후 다시 시도해 주세요.',
  /** A field left empty says what to enter; the `fields` messages below are for a value that is wrong. */
  empty: {
    name: '이름을 입력해 주세요.',
    phone: '연락처를 입력해 주세요.',
  },
  /** Shown when the number given is not a mobile one: texts go to mobile numbers only. */
  landline: '휴대폰 번호를 남겨 주시면 문자로 안내해 드립니다.',
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

/**
 * The required fields of a visitor form left empty, with what each says (the browser checks these
 * before posting; the server checks everything again with the same messages).
 */
export function missingFields(v: { name: string; phone: string; consent: boolean }): Partial<Record<'name' | 'phone' | 'consent', string>> {
  return {
    ...(v.name.trim() === '' ? { name: LEAD_MESSAGES.empty.name } : {}),
    ...(v.phone.trim() === '' ? { phone: LEAD_MESSAGES.empty.phone } : {}),
    ...(!v.consent ? { consent: LEAD_MESSAGES.fields.consent } : {}),
  };
}

/** '/<site>/customer' (the visit page); '/Promotion/Customer' is interest registration. */
export function isVisitPage(page: string | undefined, site: string | undefined): boolean {
  if (page) return /^\/(?!promotion\/)[a-z0-9-]+\/customer\/?$/i.test(page) && !/^\/promotion\//i.test(page);
  return !!site;
}

export type ForwardState = 'pending' | 'sending' | 'delivered' | 'failed' | 'stored';

export const FORWARD_STATE_LABELS: Record<ForwardState, string> = {
  stored: '저장됨',
  pending: '전달 대기',
  sending: '전달 중',
  delivered: '전달 완료',
  failed: '전달 실패',
};

/** Where the sales office stands with a lead (new → contacted → booked → visited → contracted, or closed). */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = LABELS.leadStatus;

/** Messages of the lead desk (administrator). */
export const LEAD_DESK_MESSAGES = {
  badStatus: `상태 값이 올바르지 않습니다. (${Object.values(LABELS.leadStatus).join(', ')} 중 하나)`,
  noteLength: '메모는 1~1,000자로 입력해 주세요.',
  notFound: '상담 신청을 찾을 수 없습니다.',
  badFilter: '검색 조건이 올바르지 않습니다.',
  badCursor: '목록 위치 정보가 올바르지 않습니다.',
  badPeriod: '조회 기간이 올바르지 않습니다. (최대 366일)',
  badChange: '바꿀 내용을 확인해 주세요. (status 또는 spam: false)',
  notSpam: '스팸 보관함에 있는 신청이 아닙니다.',
} as const;

export const NOTE_MAX = 1000;

/** What a call came to (POST /api/admin/leads/:id/calls). */
export const CALL_OUTCOMES = ['no-answer', 'talked', 'callback', 'booked', 'not-interested', 'wrong-number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  'no-answer': '부재',
  talked: '통화완료',
  callback: '재통화 요청',
  booked: '방문예약',
  'not-interested': '관심없음',
  'wrong-number': '결번',
};

export const ASSIGNMENT_MODES = ['round-robin', 'pool'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

export const DESK_MESSAGES = {
  badOutcome: '통화 결과는 부재, 통화완료, 재통화 요청, 방문예약, 관심없음, 결번 중 하나입니다.',
  badCallback: '재통화 일시가 올바르지 않습니다.',
  claimed: '이미 다른 상담사가 맡은 상담 신청입니다.',
  badAssignee: '담당자로 지정할 수 없는 계정입니다.',
  badMode: "배정 방식은 'round-robin' 또는 'pool'입니다.",
} as const;

/** Who works a lead (null: the unassigned pool), with the name to show. */
export interface LeadAssignee {
  id: string;
  name: string;
}

/**
 * One entry of a lead's history, newest first: a note, a status change (with a reason such as
 * '예약 취소 (고객)' when a reservation caused it), an event of its reservation ('예약 변경 …'),
 * an assignment or a call.
 */
export interface LeadHistoryEntry {
  at: string;
  by: string;
  kind: 'note' | 'status' | 'event' | 'assign' | 'call';
  text?: string;
  from?: LeadStatus;
  to?: LeadStatus;
  /** 'assign': before and after (null: the pool). */
  fromAssignee?: LeadAssignee | null;
  toAssignee?: LeadAssignee | null;
  outcome?: CallOutcome;
  nextCallAt?: string;
}

/** A stored lead as the administrator's inbox shows it. */
export interface InboxLead {
  id: string;
  type: LeadType;
  status: LeadStatus;
  name: string;
  phone: string;
  message: string;
  site?: string;
  page?: string;
  createdAt: string;
  /** Every lead of the same person (same normalised phone), oldest first, this one included. */
  repeat: { count: number; leadIds: string[] };
  /** Sent with a verified phone (휴대폰 인증): the desk shows an 인증 mark. */
  phoneVerified?: boolean;
  attribution: Attribution;
  forward: { state: ForwardState; attempts: number; lastError?: string };
  /** Who works this lead; null: the unassigned pool. */
  assignee: LeadAssignee | null;
  /** First call made, and the callback asked for (ISO). */
  firstCallAt?: string;
  nextCallAt?: string;
  /** Lists show counselors a masked phone (010-****-1234); the lead page shows it whole. */
  phoneMasked?: boolean;
  /** The unit type the person said they are interested in (a label of the unit table), if any. */
  unitType?: string;
  /** The reservation a 'reservation' lead stands for. */
  reservation?: { code: string; date: string; start: string; end: string; party: number; status: string; channel: string };
  /** Set while the lead is in quarantine (스팸 보관함): why it was held back. */
  spam?: SpamReason;
  /** A quarantined visit booking: restoring it books the slot asked for when it is still free. */
  quarantinedBooking?: true;
}

/** One lead with its history (GET /api/admin/leads/:id). */
export interface LeadDetail extends InboxLead {
  history: LeadHistoryEntry[];
  /** The person's other leads, newest first (for the history page). */
  related: { id: string; type: LeadType; status: LeadStatus; createdAt: string }[];
}

/** GET /api/admin/stats: leads per Korea-time day by type, per source/campaign (first touch), and today. */
export interface LeadStats {
  /** Submissions per type, and `people`: distinct persons (phone numbers) who submitted that day. */
  days: ({ date: string; people: number } & Record<LeadType, number>)[];
  /**
   * Per first-touch source and campaign: submissions, distinct people, and people who visited or
   * contracted (rates are visited ÷ people). `label` is the source in Korean.
   */
  sources: { source: string; label: string; campaign: string | null; leads: number; people: number; visited: number; contracted: number }[];
  /** Today: submissions, of which visit requests and reservations, and distinct people. */
  today: { leads: number; visits: number; people: number };
  /** The whole period: submissions, distinct people, and people who visited / contracted. */
  totals: { leads: number; people: number; visited: number; contracted: number };
}
