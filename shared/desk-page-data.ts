/**
 * What the server loads for a desk page (/admin/…). `email` is null when nobody is signed in (the
 * page asks to sign in); `role` lets the desk menu show what the account may use.
 */
import type { AccessLogPage } from './access-log';
import type { AnnouncementSummary } from './announcements';
import type { DefectFilter, DefectListPage } from './defects';
import type { AccountView, TeamRow, TodayItem, TodayList } from './desk';
import type { AssignmentMode, InboxLead, LeadDetail, LeadStats, LeadStatus, LeadType } from './leads';
import type { AdminMessage, MessageCosts, OutboxState, SmsBudgetStatus } from './outbox';
import type { PersonCard } from './people';
import type { Role } from './permissions';
import type { AdminSlot, WeekDay } from './visits-admin';
import type { AdminWinner, SlotKind } from './winners';

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
  /** Accounts the desk may make this contract's counselor (owners and managers only). */
  assignable?: { id: string; name: string }[];
  /** The contract's counselor's account id (owners and managers only). */
  counselorId?: string | null;
  /** Its 토스페이먼츠 가상계좌 (owners and managers only); `issuing` when the desk may issue one. */
  toss?: { issuing: boolean; accounts: import('./deposits').TossAccountView[] };
}

export interface AdminWinnersData {
  email: string | null;
  /** The signed-in account's role: the admin menu shows what it may use. */
  role?: Role | null;
  items: AdminWinner[];
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

export interface AdminAnnouncementsData {
  email: string | null;
  /** The signed-in account's role: the admin menu shows what it may use. */
  role?: Role | null;
  items: AnnouncementSummary[];
}
