/** Data the server loads for dynamic pages and hands to the React tree (see server/loaders.ts). */
import type { PressArticle, PressPage } from './press';
import type { InboxLead, LeadDetail, LeadField, LeadStats, LeadStatus, LeadType } from './leads';
import type { AnnouncementSummary } from './announcements';
import type { ReservationView, SlotDay } from './visits';
import type { Role } from './permissions';
import type { AccessLogPage } from './access-log';
import type { DefectFilter, DefectListPage } from './defects';
import type { AccountView, TeamRow, TodayItem, TodayList } from './desk';
import type { AssignmentMode } from './leads';
import type { AdminSlot, WeekDay } from './visits-admin';
import type { PersonCard } from './people';
import type { AdminMessage, MessageCosts, OutboxState, SmsBudgetStatus } from './outbox';

export interface PressListData {
  page: PressPage;
  /** The signed-in desk account's email, and its role: staff tools show only to roles with `press`. */
  admin: string | null;
  role: Role | null;
  loginFailed: boolean;
}

export interface PressDetailData {
  article: PressArticle;
  /** Someone who may edit press is signed in: the page's edit controls hydrate without waiting for a touch. */
  admin?: boolean;
}

export interface LeadResultData {
  /**
   * 'visit': a booking without JavaScript that did not go through (see `reason`); 'received': one taken in,
   * confirmed later by text; 'booked': one already booked (its link went by text).
   */
  status: 'ok' | 'invalid' | 'limited' | 'visit' | 'received' | 'booked';
  fields: (LeadField | 'slotId' | 'party')[];
  back: string;
  reason?: VisitFailure;
  /** The time of the visitor's existing reservation ('duplicate'). */
  at?: string;
  /** Registered with a landline: no text will come. */
  landline?: boolean;
}

export type VisitFailure = 'full' | 'closed' | 'past' | 'busy' | 'duplicate' | 'invalid' | 'limited' | 'not-listed';

/** The visit booking page: the open slots (empty: the plain visit request form). */
import type { AdminWinner, SlotKind } from './winners';

export interface VisitSlotsData {
  days: SlotDay[];
  /** A type named by the address (?type=84A, the cash plan's link): the inquiry is filled in with it. */
  type?: string;
}

/** /winner: the open 서류접수 and 계약 slots. */
export interface WinnerPageData {
  documents: SlotDay[];
  contract: SlotDay[];
  /** What to bring to each (the site config's `winnerDocuments`). */
  bring: { documents: string[]; contract: string[] };
}

export interface RemainingPageData {
  /** The desk has made the page visible (before that it says the list is not out yet). */
  visible: boolean;
  opensAt: string | null;
  units: import('./units').PublicUnit[];
}

/** The campaigns desk: the chosen period's funnel (both touches), traffic, this week against last, the live view and the spend. */
export interface AdminCampaignsData {
  email: string | null;
  role?: import('./permissions').Role | null;
  from: string;
  to: string;
  touch: 'first' | 'last';
  by: 'channel' | 'campaign';
  funnel: { first: import('./campaigns').FunnelRow[]; last: import('./campaigns').FunnelRow[] };
  traffic: import('./campaigns').Traffic;
  live: import('./campaigns').CampaignsLive;
  week: { thisWeek: { from: string; to: string; rows: import('./campaigns').FunnelRow[] }; lastWeek: { from: string; to: string; rows: import('./campaigns').FunnelRow[] } };
  costs: import('./campaigns').CostEntry[];
  /** Speed measured in visitors' browsers over the period (p75 per page and device class). */
  speed: import('./field-speed').SpeedRow[];
}

export interface AdminUnitsData {
  email: string | null;
  role?: import('./permissions').Role | null;
  items: import('./units').AdminUnit[];
  sale: import('./units').SaleSettings;
}

export interface AdminContractsData {
  email: string | null;
  role?: Role | null;
  filter: { q?: string; page?: number };
  list: import('./contract-ledger').AdminContractList | null;
}

export interface AdminContractData {
  email: string | null;
  role?: Role | null;
  contract: import('./contract-ledger').AdminContractDetail | null;
}

export interface AdminWinnersData {
  email: string | null;
  /** The signed-in account's role: the admin menu shows what it may use. */
  role?: Role | null;
  items: AdminWinner[];
}

export interface ReservationPageData {
  reservation: ReservationView | null;
  /** Just booked (to a landline: no texts), cancelled or moved, or why a cancel or move failed. */
  notice?: 'booked' | 'bookedNoText' | 'cancelled' | 'past' | 'already' | 'moved' | 'move-failed';
  /** Open slots the visitor may move the booking to. */
  slots?: SlotDay[];
}

export interface AdminVisitsData {
  email: string | null;
  /** The signed-in account's role: the admin menu shows what it may use. */
  role?: Role | null;
  date: string;
  /** Only slots of this kind (all kinds when absent). */
  kind?: SlotKind;
  slots: AdminSlot[];
  /** Seven days from `date` (the week view), with what each slot has booked. */
  week: WeekDay[];
  /** Today in Korea time (visits are marked on their day, not before). */
  today?: string;
}

export interface AdminMessagesData {
  email: string | null;
  /** The signed-in account's role: the admin menu shows what it may use. */
  role?: Role | null;
  state?: OutboxState;
  kind?: string;
  phone?: string;
  items: AdminMessage[];
  /** Texts sent in the chosen period per channel, with the estimated cost. */
  costs: MessageCosts | null;
  nextCursor: string | null;
  /** The hourly budget of visitor texts (banner when reached). */
  smsBudget?: SmsBudgetStatus;
}

export interface LeadFilterValues {
  status?: LeadStatus;
  type?: LeadType;
  source?: string;
  q?: string;
  from?: string;
  to?: string;
  cursor?: string;
  /** The quarantine (스팸 보관함) instead of the inbox. */
  spam?: boolean;
}

/** Administrator pages: `email` is null when nobody is signed in (the page asks to sign in). */
export interface AdminLeadsData {
  email: string | null;
  /** The signed-in account's role: the admin menu shows what it may use. */
  role?: Role | null;
  filter: LeadFilterValues;
  leads: InboxLead[];
  nextCursor: string | null;
  /** Leads per status, over all leads (the status tabs). */
  counts: Record<LeadStatus, number> | null;
  /** Leads waiting in quarantine (스팸 보관함). */
  spam?: number;
}

export interface AdminLeadData {
  email: string | null;
  /** The signed-in account's role: the admin menu shows what it may use. */
  role?: Role | null;
  lead: LeadDetail | null;
  /** The reader's account id (to offer 'take this lead' on a pooled one). */
  me?: string;
  /** Accounts a manager may give the lead to (empty for a counselor). */
  assignable?: { id: string; name: string }[];
  canDelete?: boolean;
  /** The person behind the lead (every submission, reservations, consent, texts). */
  person?: PersonCard | null;
}

export interface AdminDashboardData {
  email: string | null;
  /** The signed-in account's role: the admin menu shows what it may use. */
  role?: Role | null;
  stats: LeadStats | null;
  /** The period shown and today's Korean date. */
  period: { from: string; to: string; today: string } | null;
  /** Leads still 신규 (nobody has contacted them yet), whatever their date. */
  waiting: number;
  /** Leads accepted while the database was unreachable, waiting in this server's spool (0: none). */
  spooled?: number;
  /** The hourly budget of visitor texts (banner when reached). */
  smsBudget?: SmsBudgetStatus;
  /** Managers and the owner: per-counselor numbers and leads past the first-contact time. */
  team?: { counselors: TeamRow[]; late: TodayItem[]; firstContactMinutes: number } | null;
}

export interface AdminTodayData {
  email: string | null;
  role?: Role | null;
  list: TodayList | null;
  firstContactMinutes: number;
}

export interface AdminAccountsData {
  email: string | null;
  role?: Role | null;
  accounts: AccountView[];
  mode: AssignmentMode | null;
}

/** /admin/defects: the filters in the address and the page of defects the account may see. */
export interface AdminDefectsData {
  email: string | null;
  role?: Role | null;
  filter: DefectFilter;
  list: DefectListPage | null;
}

export interface AdminAccessLogData {
  email: string | null;
  role?: Role | null;
  /** `term`: a name or phone searched for (kept in the record as a keyed pseudonym). */
  filter: { account?: string; action?: string; from?: string; to?: string; term?: string };
  page: AccessLogPage | null;
}

/** /admin/page-texts: the pages recorded, the one and the day chosen, what it said that day. */
export interface AdminPageTextsData {
  email: string | null;
  role?: Role | null;
  paths: { path: string; title: string }[];
  path: string;
  /** Korea-time day, YYYY-MM-DD. */
  day: string;
  /** The version published as the day began, then any published during it; empty: no record by then. */
  versions: import('./page-texts').PageTextVersion[];
}

export interface AdminSecurityData {
  email: string | null;
  role?: Role | null;
  twoFactor: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

/** The one-time setup link's page: whether the link still works. */
export interface AdminSetupData {
  token: string;
  valid: boolean;
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
  /** The signed-in account's role: the admin menu shows what it may use. */
  role?: Role | null;
  items: AnnouncementSummary[];
}

import type { PageKey } from './menu';
import type { AdminScheduleData, SchedulePageData } from './schedule';
import type { ScheduleStopData } from './schedule-stop';
import type { AnnouncementPageData } from './documents';
import type { AdminDocumentsData, AdminMediaData } from './media-desk';

/**
 * What a page's server loader (its capability's pages.ts, merged in server/loaders.ts) hands its component, by page key, for the pages
 * that load data on the server. A page listed here without a loader is a compile error in server/loaders.ts, and
 * `usePageData` (client/page-data.tsx) returns this type: no cast between them.
 */
export interface PageDataByKey {
  'press-list': PressListData;
  'press-detail': PressDetailData;
  'site-customer': VisitSlotsData;
  'lead-result': LeadResultData;
  reservation: ReservationPageData;
  optout: OptoutData;
  'admin-dashboard': AdminDashboardData;
  'admin-leads': AdminLeadsData;
  'admin-lead': AdminLeadData;
  'admin-visits': AdminVisitsData;
  'admin-messages': AdminMessagesData;
  'admin-announcements': AdminAnnouncementsData;
  'admin-today': AdminTodayData;
  'admin-accounts': AdminAccountsData;
  'admin-access-log': AdminAccessLogData;
  'admin-defects': AdminDefectsData;
  'admin-page-texts': AdminPageTextsData;
  'admin-security': AdminSecurityData;
  'admin-setup': AdminSetupData;
  winner: WinnerPageData;
  'admin-winners': AdminWinnersData;
  'admin-contracts': AdminContractsData;
  'admin-contract': AdminContractData;
  'admin-deposits': import('./deposits').AdminDepositsData;
  'admin-due': import('./deposits').AdminDueData;
  'admin-movein': import('./movein').AdminMoveInData;
  'admin-movein-checkin': import('./movein').AdminCheckInData;
  'admin-movein-pass': import('./movein').AdminPassData;
  'sales-schedule': SchedulePageData;
  'schedule-stop': ScheduleStopData;
  'admin-schedule': AdminScheduleData;
  'sales-score': import('./tools/score-cutoffs').ScorePageData;
  'admin-score-cutoffs': import('./tools/score-cutoffs').AdminScoreCutoffsData;
  'sales-eligibility': import('./tools/eligibility').EligibilityPageData;
  'admin-eligibility': import('./tools/eligibility').AdminEligibilityData;
  'admin-units': AdminUnitsData;
  'admin-campaigns': AdminCampaignsData;
  'sales-remaining': RemainingPageData;
  'notice-board': import('./notices').NoticeBoardData;
  'notice-detail': import('./notices').NoticeDetailData;
  'admin-notices': import('./notices').AdminNoticesData;
  'admin-notice-edit': import('./notices').AdminNoticeEditData;
  home: import('./content').HomePageData;
  'admin-popups': import('./content').AdminPopupsData;
  'admin-slides': import('./content').AdminSlidesData;
  'sales-announcement': AnnouncementPageData;
  'admin-media': AdminMediaData;
  'admin-documents': AdminDocumentsData;
  'sales-cost': import('./tools/cost').CostPageData;
  'admin-options': import('./options').AdminOptionsData;
}

/** Compiles only while every key above is a page of the route table. */
export const PAGE_DATA_KEYS_EXIST: Exclude<keyof PageDataByKey, PageKey> extends never ? true : never = true;

/** The pages that load data on the server. */
export type DataPageKey = keyof PageDataByKey;
