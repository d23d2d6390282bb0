import type { LeadType } from './labels';
/** Announcements (광고성 문자) as the administrator composes and follows them. */
export type AnnouncementState = 'queuing' | 'scheduled' | 'sending' | 'done' | 'cancelled';

export const ANNOUNCEMENT_STATE_LABELS: Record<AnnouncementState, string> = {
  queuing: '발송 준비 중',
  scheduled: '예약됨',
  sending: '발송 중',
  done: '발송 완료',
  cancelled: '취소됨',
};

export const ANNOUNCEMENT_TEXT_MAX = 1000;

export interface AnnouncementFilter {
  type?: LeadType;
  status?: string;
  /** First-touch source ('direct', 'naver' …). */
  source?: string;
  /** A unit type label (84A …): people who named it. */
  unitType?: string;
}

export interface AnnouncementCounts {
  queued: number;
  sent: number;
  failed: number;
  held: number;
  cancelled: number;
}

export interface AnnouncementSummary {
  id: string;
  state: AnnouncementState;
  text: string;
  filter: AnnouncementFilter;
  sendAt: string;
  createdAt: string;
  recipients: number;
  counts: AnnouncementCounts;
}

export interface AnnouncementPreview {
  recipients: number;
  /** Of whom without night consent (held until 08:00 when sent at night). */
  withoutNight: number;
  sample: string;
  type: 'SMS' | 'LMS';
  bytes: number;
}

