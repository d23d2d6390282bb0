/** Data the server loads for dynamic pages and hands to the React tree (see server/loaders.ts). */
import type { PressArticle, PressPage } from './press';
import type { InboxLead, LeadDetail, LeadField, LeadStats, LeadStatus, LeadType } from './leads';

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
