/** Shapes of the desk's own lists: today's calls, the team numbers, accounts. */
import type { LeadAssignee, LeadStatus, LeadType } from './leads';
import type { Role } from './permissions';

export interface TodayItem {
  id: string;
  type: LeadType;
  status: LeadStatus;
  name: string;
  phone: string;
  createdAt: string;
  minutesSinceArrival: number;
  nextCallAt?: string;
  assignee: LeadAssignee | null;
  /** Not called within FIRST_CONTACT_MINUTES of desk time. */
  late: boolean;
  /** How many forms this person (phone) has sent; today's list shows them as one row. */
  repeat?: number;
}

/** GET /api/admin/today. */
export interface TodayList {
  today: string;
  now: string;
  callbacks: TodayItem[];
  uncalled: TodayItem[];
}

export interface TeamRow {
  id: string;
  name: string;
  assigned: number;
  contactedPercent: number;
  medianFirstCallMinutes: number | null;
  bookings: number;
  visits: number;
  contracts: number;
}

/** An account as the owner's page lists it (GET /api/admin/accounts). */
export interface AccountView {
  id: string;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  away: boolean;
  twoFactor: boolean;
  /** Created or reset and its setup link not used yet. */
  setupPending: boolean;
  createdAt: string;
  lastLoginAt?: string;
}
