/**
 * A counselor's day: callbacks due by the end of today (Korea time) and new leads nobody has
 * called yet, oldest first, with the minutes since they arrived. A lead not called within
 * FIRST_CONTACT_MINUTES of desk time (DESK_HOURS, Korea time) is flagged for the manager.
 */
import { Lead } from './model';
import { accountNames } from './assignment';
import { leadsByPerson } from './repeat';
import { phoneKey } from '../core/phone';
import { kstDay, kstEnd, kstStart, addDays } from '../../shared/kst';
import { maskPhone } from '../core/phone';
import type { LeadStatus, LeadType } from '../../shared/leads';
import type { TodayItem, TodayList, TeamRow } from '../../shared/desk';

export interface DeskRules {
  firstContactMinutes: number;
  hours: { open: number; close: number };
}

/** Minutes of desk time (Korea time, open–close each day) between two instants. */
export function deskMinutesBetween(from: Date, to: Date, hours: DeskRules['hours']): number {
  if (to <= from) return 0;
  let total = 0;
  for (let day = kstDay(from); day <= kstDay(to); day = addDays(day, 1)) {
    const start = kstStart(day).getTime();
    const open = Math.max(start + hours.open * 60_000, from.getTime());
    const close = Math.min(start + hours.close * 60_000, to.getTime());
    if (close > open) total += close - open;
  }
  return Math.floor(total / 60_000);
}

interface Row {
  _id: unknown;
  type: LeadType;
  status?: LeadStatus;
  name: string;
  phone: string;
  phoneKey?: string;
  createdAt: Date;
  nextCallAt?: Date;
  firstCallAt?: Date;
  assignee?: string | null;
}

const FIELDS = { type: 1, status: 1, name: 1, phone: 1, phoneKey: 1, createdAt: 1, nextCallAt: 1, firstCallAt: 1, assignee: 1 } as const;
const OPEN: LeadStatus[] = ['new', 'contacted', 'booked'];

/** A 신규 lead nobody has called within the first-contact minutes of desk time. */
export const isLate = (r: Pick<Row, 'createdAt' | 'firstCallAt' | 'status'>, now: Date, rules: DeskRules) =>
  (r.status ?? 'new') === 'new' && !r.firstCallAt && deskMinutesBetween(r.createdAt, now, rules.hours) >= rules.firstContactMinutes;

export async function todayList(scope: Record<string, unknown>, mine: string | null, maskPhones: boolean, now: Date, rules: DeskRules): Promise<TodayList> {
  const today = kstDay(now);
  // A counselor's list is their own work; the pool shows in it only while unclaimed.
  const own = mine && Object.keys(scope).length ? { assignee: mine } : scope;
  const [callbacks, uncalled] = await Promise.all([
    Lead.find({ ...own, nextCallAt: { $lte: kstEnd(today) }, status: { $in: OPEN } }, FIELDS).sort({ nextCallAt: 1 }).limit(200).lean<Row[]>(),
    Lead.find({ ...scope, status: { $in: ['new', null] }, firstCallAt: { $exists: false } }, FIELDS).sort({ createdAt: 1 }).limit(200).lean<Row[]>(),
  ]);
  const keyOf = (r: Row) => r.phoneKey ?? phoneKey(r.phone);
  const [names, people] = await Promise.all([
    accountNames([...callbacks, ...uncalled].map((r) => r.assignee)),
    leadsByPerson([...callbacks, ...uncalled].map(keyOf)),
  ]);
  const item = (r: Row): TodayItem => ({
    id: String(r._id),
    type: r.type,
    status: r.status ?? 'new',
    name: r.name,
    phone: maskPhones ? maskPhone(r.phone) : r.phone,
    createdAt: r.createdAt.toISOString(),
    minutesSinceArrival: Math.max(0, Math.floor((now.getTime() - r.createdAt.getTime()) / 60_000)),
    ...(r.nextCallAt ? { nextCallAt: r.nextCallAt.toISOString() } : {}),
    assignee: r.assignee ? (names.get(r.assignee) ?? null) : null,
    late: isLate(r, now, rules),
    repeat: people.get(keyOf(r))?.length ?? 1,
  });
  return { today, now: now.toISOString(), callbacks: onePerPerson(callbacks, keyOf).map(item), uncalled: onePerPerson(uncalled, keyOf).map(item) };
}

/** A person who sent several forms is one row (the first in the list's order), as the inbox counts them. */
function onePerPerson(rows: Row[], keyOf: (r: Row) => string): Row[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = keyOf(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const median = (xs: number[]) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : Math.round((s[m - 1]! + s[m]!) / 2);
};

/** Per counselor over a period of Korean days: assigned, contacted %, median first-call minutes, bookings, visits, contracts. */
export async function teamNumbers(period: { from: string; to: string }): Promise<TeamRow[]> {
  const rows = await Lead.find(
    { createdAt: { $gte: kstStart(period.from), $lte: kstEnd(period.to) }, assignee: { $type: 'string' } },
    { assignee: 1, status: 1, createdAt: 1, firstCallAt: 1, 'history.to': 1 },
  ).lean<(Row & { history?: { to?: LeadStatus }[] })[]>();
  const by = new Map<string, typeof rows>();
  for (const r of rows) by.set(r.assignee!, [...(by.get(r.assignee!) ?? []), r]);
  const names = await accountNames([...by.keys()]);
  return [...by.entries()]
    .map(([id, leads]) => {
      const reached = (s: LeadStatus[]) => leads.filter((l) => [l.status, ...(l.history ?? []).map((h) => h.to)].some((x) => x && s.includes(x))).length;
      const called = leads.filter((l) => l.firstCallAt);
      return {
        id,
        name: names.get(id)?.name ?? '(삭제된 계정)',
        assigned: leads.length,
        contactedPercent: Math.round((called.length / leads.length) * 100),
        medianFirstCallMinutes: median(called.map((l) => Math.round((l.firstCallAt!.getTime() - l.createdAt.getTime()) / 60_000))),
        bookings: reached(['booked', 'visited', 'contracted']),
        visits: reached(['visited', 'contracted']),
        contracts: reached(['contracted']),
      };
    })
    .sort((a, b) => b.assigned - a.assigned || a.name.localeCompare(b.name));
}

/** Leads past the first-contact time with no call yet (the manager's flag), oldest first. */
export async function lateLeads(now: Date, rules: DeskRules): Promise<TodayItem[]> {
  const rows = await Lead.find({ status: { $in: ['new', null] }, firstCallAt: { $exists: false } }, FIELDS).sort({ createdAt: 1 }).limit(500).lean<Row[]>();
  const late = rows.filter((r) => isLate(r, now, rules));
  const names = await accountNames(late.map((r) => r.assignee));
  return late.map((r) => ({
    id: String(r._id),
    type: r.type,
    status: r.status ?? 'new',
    name: r.name,
    phone: r.phone,
    createdAt: r.createdAt.toISOString(),
    minutesSinceArrival: Math.floor((now.getTime() - r.createdAt.getTime()) / 60_000),
    assignee: r.assignee ? (names.get(r.assignee) ?? null) : null,
    late: true,
  }));
}
