/** Data the server loads for dynamic pages and hands to the React tree (see server/loaders.ts). */
import type { PressArticle, PressPage } from './press';
import type { InboxLead, LeadDetail, LeadField, LeadStats, LeadStatus, LeadType } from './leads';
import type { AnnouncementSummary } from './announcements';
import type { ReservationView, SlotDay } from './visits';
import type { AdminSlot } from './visits-admin';
import type { AdminMessage, OutboxState } from './outbox';

export interface PressListData {
  page: PressPage;
  admin: string | null;
  loginFailed: boolean;
}

export interface PressDetailData {
  article: PressArticle;
}

export interface LeadResultData {
  /** 'visit': a booking without JavaScript that did not go through (see `reason`). */
  status: 'ok' | 'invalid' | 'limited' | 'visit';
  fields: (LeadField | 'slotId' | 'party')[];
  back: string;
  reason?: VisitFailure;
  /** The time of the visitor's existing reservation ('duplicate'). */
  at?: string;
  /** Registered with a landline: no text will come. */
  landline?: boolean;
}

export type VisitFailure = 'full' | 'closed' | 'past' | 'busy' | 'duplicate' | 'invalid' | 'limited';

/** The visit booking page: the open slots (empty: the plain visit request form). */
export interface VisitSlotsData {
  days: SlotDay[];
}

export interface ReservationPageData {
  reservation: ReservationView | null;
  /** Just booked (to a landline: no texts), just cancelled, or why a cancel failed. */
  notice?: 'booked' | 'bookedNoText' | 'cancelled' | 'past' | 'already';
}

export interface AdminVisitsData {
  email: string | null;
  date: string;
  slots: AdminSlot[];
}

export interface AdminMessagesData {
  email: string | null;
  state?: OutboxState;
  items: AdminMessage[];
}

export interface LeadFilterValues {
  status?: LeadStatus;
  type?: LeadType;
  source?: string;
  q?: string;
  from?: string;
  to?: string;
  cursor?: string;
}

/** Administrator pages: `email` is null when nobody is signed in (the page asks to sign in). */
export interface AdminLeadsData {
  email: string | null;
  filter: LeadFilterValues;
  leads: InboxLead[];
  nextCursor: string | null;
  /** Leads per status, over all leads (the status tabs). */
  counts: Record<LeadStatus, number> | null;
}

export interface AdminLeadData {
  email: string | null;
  lead: LeadDetail | null;
}

export interface AdminDashboardData {
  email: string | null;
  stats: LeadStats | null;
  /** The period shown and today's Korean date. */
  period: { from: string; to: string; today: string } | null;
  /** Leads still 신규 (nobody has contacted them yet), whatever their date. */
  waiting: number;
}

/** The opt-out page: ready to confirm, just done, done before, or an unknown link. */
export interface OptoutData {
  state: 'ready' | 'done' | 'already' | 'invalid';
  token: string;
  /** The number, masked ('010-****-5678'): never the whole number in the page. */
  phone?: string;
  /** Korea-time day of the opt-out ('2026년 11월 23일'), once opted out. */
  withdrawnOn?: string;
}

export interface AdminAnnouncementsData {
  email: string | null;
  items: AnnouncementSummary[];
}
