/** Data the server loads for dynamic pages and hands to the React tree (see server/loaders.ts). */
import type { PressArticle, PressPage } from './press';
import type { InboxLead, LeadField, LeadType } from './leads';
import type { AnnouncementSummary } from './announcements';

export interface PressListData {
  page: PressPage;
  admin: string | null;
  loginFailed: boolean;
}

export interface PressDetailData {
  article: PressArticle;
}

export interface LeadResultData {
  status: 'ok' | 'invalid' | 'limited';
  fields: LeadField[];
  back: string;
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
