/**
 * The administrator's lead inbox: filters, search (a phone in any format finds the person), keyset
 * paging on (createdAt, _id) so any page is one indexed query however deep, and the CSV export.
 */
import mongoose from 'mongoose';
import { z } from 'zod';
import {
  LEAD_DESK_MESSAGES,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LEAD_TYPES,
  LEAD_TYPE_LABELS,
  type ForwardState,
  type InboxLead,
  type LeadDetail,
  type LeadHistoryEntry,
  type LeadStatus,
  type LeadType,
  type SpamReason,
  type LeadAssignee,
} from '../../shared/leads';
import { maskPhone } from '../core/phone';
import { accountNames } from './assignment';
import type { Touch } from '../../shared/attribution';
import { Lead, storedTouch } from './model';
import { leadsByPerson, phoneKeyOfQuery } from './repeat';
import { phoneKey } from '../core/phone';
import { kstEnd, kstStart, kstStamp, isDay } from '../core/time';
import { toCsv } from '../core/csv';
import { HttpError } from '../http/errors';
import type { LeadBookings } from './bookings';
import { NOT_SPAM } from './quarantine';
import type { Entry } from './status';

const blank = z.literal('').transform(() => undefined);
const day = z.string().refine(isDay).optional().or(blank);

export const LeadFilter = z.object({
  status: z.enum(LEAD_STATUSES).optional().or(blank),
  type: z.enum(LEAD_TYPES).optional().or(blank),
  source: z.string().trim().max(100).optional().or(blank),
  q: z.string().trim().max(50).optional().or(blank),
  from: day,
  to: day,
  cursor: z.string().max(100).optional().or(blank),
  /** `1`: the quarantine (스팸 보관함) instead of the inbox. */
  spam: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .or(blank)
    .transform((v) => (v === '1' || v === 'true' ? true : undefined))
    .optional(),
});
export type LeadFilter = z.infer<typeof LeadFilter>;

export const INBOX_PAGE_SIZE = 100;

interface TouchRow {
  source: string;
  medium?: string | null;
  campaign?: string | null;
  term?: string | null;
  content?: string | null;
  referrer?: string | null;
  landing?: string | null;
  at: Date;
}

interface LeadRow {
  _id: mongoose.Types.ObjectId;
  type: LeadType;
  status?: LeadStatus;
  name: string;
  phone: string;
  phoneKey?: string;
  message?: string;
  site?: string | null;
  page?: string | null;
  createdAt: Date;
  attribution?: { first?: TouchRow | null; last?: TouchRow | null } | null;
  history?: Entry[];
  unitType?: string | null;
  reservationId?: mongoose.Types.ObjectId | null;
  forward?: { state?: ForwardState; attempts?: number; lastError?: string | null };
  spam?: boolean;
  spamReason?: SpamReason;
  visitRequest?: object | null;
  phoneVerified?: boolean;
  assignee?: string | null;
  firstCallAt?: Date;
  nextCallAt?: Date;
}

/** What the reader may see: the scope of their leads, and whether list phones are masked. */
export interface LeadView {
  scope: Record<string, unknown>;
  maskPhones: boolean;
}
export const FULL_VIEW: LeadView = { scope: {}, maskPhones: false };

const encodeCursor = (r: { createdAt: Date; _id: unknown }) => Buffer.from(`${r.createdAt.getTime()}.${String(r._id)}`).toString('base64url');

function decodeCursor(cursor: string) {
  const [ms, id] = Buffer.from(cursor, 'base64url').toString().split('.');
  if (!ms || !/^\d{1,15}$/.test(ms) || !id || !mongoose.isObjectIdOrHexString(id)) throw new HttpError(400, LEAD_DESK_MESSAGES.badCursor);
  return { at: new Date(Number(ms)), id: new mongoose.Types.ObjectId(id) };
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function query(filter: LeadFilter, scope: Record<string, unknown> = {}): Record<string, unknown> {
  // Quarantined leads are listed only in their own view.
  const and: Record<string, unknown>[] = [...(Object.keys(scope).length ? [scope] : []), filter.spam ? { spam: true } : NOT_SPAM];
  if (filter.status) and.push(filter.status === 'new' ? { status: { $in: ['new', null] } } : { status: filter.status });
  if (filter.type) and.push({ type: filter.type });
  if (filter.source) and.push({ 'attribution.first.source': filter.source.toLowerCase() });
  if (filter.from || filter.to) {
    and.push({ createdAt: { ...(filter.from ? { $gte: kstStart(filter.from) } : {}), ...(filter.to ? { $lte: kstEnd(filter.to) } : {}) } });
  }
  if (filter.q) {
    const key = phoneKeyOfQuery(filter.q);
    const digits = filter.q.replace(/[\s\-+()]/g, '');
    if (key) and.push({ phoneKey: key });
    else if (/^\d{4,}$/.test(digits)) and.push({ phoneKey: { $regex: escapeRegex(digits) } }); // part of a number
    else and.push({ name: { $regex: escapeRegex(filter.q), $options: 'i' } });
  }
  if (filter.cursor) {
    const c = decodeCursor(filter.cursor);
    and.push({ $or: [{ createdAt: { $lt: c.at } }, { createdAt: c.at, _id: { $lt: c.id } }] });
  }
  return and.length ? { $and: and } : {};
}

const touch = (t: TouchRow | null | undefined): Touch | null =>
  t ? { ...storedTouch(t), at: new Date(t.at).toISOString() } : null;

function toInbox(r: LeadRow, people: Map<string, string[]>, names: Map<string, LeadAssignee>, mask = false): InboxLead {
  const key = r.phoneKey ?? phoneKey(r.phone);
  const leadIds = people.get(key) ?? [String(r._id)];
  return {
    id: String(r._id),
    type: r.type,
    status: r.status ?? 'new',
    name: r.name,
    phone: mask ? maskPhone(r.phone) : r.phone,
    ...(mask ? { phoneMasked: true } : {}),
    assignee: r.assignee ? (names.get(r.assignee) ?? { id: r.assignee, name: '(삭제된 계정)' }) : null,
    ...(r.firstCallAt ? { firstCallAt: new Date(r.firstCallAt).toISOString() } : {}),
    ...(r.nextCallAt ? { nextCallAt: new Date(r.nextCallAt).toISOString() } : {}),
    message: r.message ?? '',
    site: r.site ?? undefined,
    page: r.page ?? undefined,
    createdAt: r.createdAt.toISOString(),
    repeat: { count: leadIds.length, leadIds },
    ...(r.phoneVerified ? { phoneVerified: true } : {}),
    attribution: { first: touch(r.attribution?.first), last: touch(r.attribution?.last) },
    forward: {
      state: r.forward?.state ?? 'stored',
      attempts: r.forward?.attempts ?? 0,
      lastError: r.forward?.lastError ?? undefined,
    },
    ...(r.unitType ? { unitType: r.unitType } : {}),
    ...(r.spam ? { spam: r.spamReason ?? 'honeypot' } : {}),
    ...(r.spam && r.visitRequest ? { quarantinedBooking: true as const } : {}),
  };
}

export async function findLeads(
  filter: LeadFilter,
  limit = INBOX_PAGE_SIZE,
  view: LeadView = FULL_VIEW,
): Promise<{ items: InboxLead[]; nextCursor: string | null }> {
  // One extra row tells whether another page exists.
  const rows = await Lead.find(query(filter, view.scope), { history: 0 })
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit + 1)
    .lean<LeadRow[]>();
  const page = rows.slice(0, limit);
  const [people, names] = await Promise.all([
    leadsByPerson(page.map((r) => r.phoneKey ?? phoneKey(r.phone))),
    accountNames(page.map((r) => r.assignee)),
  ]);
  return {
    items: page.map((r) => toInbox(r, people, names, view.maskPhones)),
    nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null,
  };
}

/** One lead with its history, newest first, and the person's other leads; null when missing. */
export async function leadDetail(id: string, bookings: LeadBookings, scope: Record<string, unknown> = {}): Promise<LeadDetail | null> {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  const row = await Lead.findOne({ _id: id, ...scope }).lean<LeadRow>();
  if (!row) return null;
  const key = row.phoneKey ?? phoneKey(row.phone);
  const people = await leadsByPerson([key]);
  const otherIds = (people.get(key) ?? []).filter((x) => x !== id);
  const others = otherIds.length
    ? await Lead.find({ _id: { $in: otherIds }, ...scope }, { type: 1, status: 1, createdAt: 1 }).sort({ createdAt: -1 }).lean<LeadRow[]>()
    : [];
  const hist = row.history ?? [];
  const names = await accountNames([row.assignee, ...hist.flatMap((h) => [h.fromAssignee, h.toAssignee])]);
  const who = (x: string | null | undefined) => (x ? (names.get(x) ?? { id: x, name: '(삭제된 계정)' }) : null);
  const history: LeadHistoryEntry[] = hist
    .map((h): LeadHistoryEntry => {
      const base = { at: new Date(h.at).toISOString(), by: h.by, kind: h.kind };
      if (h.kind === 'note' || h.kind === 'event') return { ...base, text: h.text ?? '' };
      if (h.kind === 'assign') return { ...base, fromAssignee: who(h.fromAssignee), toAssignee: who(h.toAssignee) };
      if (h.kind === 'call') {
        return {
          ...base,
          outcome: h.outcome,
          ...(h.text ? { text: h.text } : {}),
          ...(h.nextCallAt ? { nextCallAt: new Date(h.nextCallAt).toISOString() } : {}),
        };
      }
      return { ...base, from: h.from ?? 'new', to: h.to ?? 'new', ...(h.text ? { text: h.text } : {}) };
    })
    .reverse();
  const r = await bookings.ofLead(String(row._id), row.reservationId ? String(row.reservationId) : undefined);
  return {
    ...toInbox(row, people, names),
    ...(r
      ? { reservation: { code: r.code, date: r.date, start: r.start, end: r.end, party: r.party, status: r.status, channel: r.channel } }
      : {}),
    history,
    related: others.map((o) => ({ id: String(o._id), type: o.type, status: o.status ?? 'new', createdAt: o.createdAt.toISOString() })),
  };
}

/** How many leads are in each status (the inbox tabs); leads from before statuses count as 신규. */
export async function statusCounts(scope: Record<string, unknown> = {}): Promise<Record<LeadStatus, number>> {
  const rows = await Lead.aggregate<{ _id: LeadStatus | null; n: number }>([
    { $match: { ...NOT_SPAM, ...scope } },
    { $group: { _id: '$status', n: { $sum: 1 } } },
  ]);
  const counts = Object.fromEntries(LEAD_STATUSES.map((st) => [st, 0])) as Record<LeadStatus, number>;
  for (const r of rows) counts[r._id ?? 'new'] += r.n;
  return counts;
}

/** How many leads wait in quarantine (the 스팸 보관함 tab). */
export const spamCount = () => Lead.countDocuments({ spam: true });

/** CSV with a UTF-8 BOM so Excel shows the Korean text correctly. */
export function leadsCsv(leads: InboxLead[]): string {
  const header = [
    '접수일시(KST)', '유형', '상태', '이름', '연락처', '재등록 횟수', '문의내용', '페이지', '사이트',
    '첫 유입 소스', '첫 유입 매체', '첫 유입 캠페인', '최근 유입 소스', '최근 유입 매체', '최근 유입 캠페인',
    '전달상태', '전달시도',
  ];
  const t = (x: Touch | null) => [x?.source ?? '', x?.medium ?? '', x?.campaign ?? ''];
  const lines = leads.map((l) => [
    kstStamp(l.createdAt), LEAD_TYPE_LABELS[l.type], LEAD_STATUS_LABELS[l.status], l.name, l.phone, String(l.repeat.count),
    l.message, l.page ?? '', l.site ?? '', ...t(l.attribution.first), ...t(l.attribution.last), l.forward.state, String(l.forward.attempts),
  ]);
  return toCsv(header, lines);
}
