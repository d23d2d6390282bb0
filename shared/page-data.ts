/** Data the server loads for dynamic pages and hands to the React tree (see server/loaders.ts). */
import type { PressArticle, PressPage } from './press';
import type { InboxLead, LeadField, LeadType } from './leads';
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
}

export type VisitFailure = 'full' | 'closed' | 'past' | 'busy' | 'duplicate' | 'invalid' | 'limited';

/** The visit booking page: the open slots (empty: the plain visit request form). */
export interface VisitSlotsData {
  days: SlotDay[];
}

export interface ReservationPageData {
  reservation: ReservationView | null;
  /** Just booked, just cancelled, or why a cancel failed. */
  notice?: 'booked' | 'cancelled' | 'past' | 'already';
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
  type?: LeadType;
  from?: string;
  to?: string;
}

export interface AdminLeadsData {
  email: string | null;
  filter: LeadFilterValues;
  leads: InboxLead[];
}

/** The opt-out page: ready to confirm, done, or an unknown link. */
export interface OptoutData {
  state: 'ready' | 'done' | 'invalid';
  token: string;
}

export interface AdminAnnouncementsData {
  email: string | null;
  items: AnnouncementSummary[];
}
