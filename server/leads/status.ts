/**
 * A lead's status and notes. Every change is appended to the lead's history (who, when, from → to)
 * in the same single-document write that makes it, and only if the lead is still as it was read,
 * so two counsellors working at once never overwrite each other silently.
 */
import mongoose from 'mongoose';
import type { LeadStatus } from '../../shared/leads';
import { Lead } from './model';

export interface StatusChange {
  id: string;
  status: LeadStatus;
  from: LeadStatus;
  changed: boolean;
}

type Entry = { at: Date; by: string; kind: 'note' | 'status' | 'event'; text?: string; from?: LeadStatus; to?: LeadStatus };
interface Current {
  status?: LeadStatus;
  rev?: number;
  history?: Entry[];
}

/**
 * Optimistic concurrency: read the lead, then write status and history only if nobody wrote in
 * between (`rev` unchanged), else read again. One document write per change, with $set alone, so
 * it behaves the same on every MongoDB deployment (no transaction, no array operator needed).
 */
async function change(leadId: string, make: (cur: Current) => { set: Record<string, unknown>; entry: Entry } | null) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const cur = await Lead.findById(leadId, { status: 1, rev: 1, history: 1 }).lean<Current>();
    if (!cur) return { found: false as const };
    const next = make(cur);
    if (!next) return { found: true as const, cur, written: false };
    const rev = cur.rev ?? 0;
    const res = await Lead.updateOne(
      { _id: leadId, ...(rev ? { rev } : { rev: { $exists: false } }) },
      { $set: { ...next.set, rev: rev + 1, history: [...(cur.history ?? []), next.entry] } },
    );
    if (res.modifiedCount === 1) return { found: true as const, cur, written: true };
  }
  throw new Error('lead kept changing concurrently');
}

/**
 * Sets a lead's status and records it in its history; null when the lead does not exist. Setting
 * the status it already has records nothing. Reservations and visits (server/visits/) call this
 * with `booked` / `visited` and a `by` such as 'system:reservation'.
 */
export async function setLeadStatus(leadId: string, to: LeadStatus, by: string, at = new Date(), text?: string): Promise<StatusChange | null> {
  if (!mongoose.isObjectIdOrHexString(leadId)) return null;
  const res = await change(leadId, (cur) => {
    const from = cur.status ?? 'new'; // leads stored before statuses existed are 'new'
    return from === to ? null : { set: { status: to }, entry: { at, by, kind: 'status', from, to, ...(text ? { text } : {}) } };
  });
  if (!res.found) return null;
  return { id: leadId, status: to, from: res.cur.status ?? 'new', changed: res.written };
}

/**
 * A reservation was cancelled (or a visit mark undone): a lead still at `undo` goes back to the
 * status it had before (read from its history), with `text` as the reason; a lead the counsellor
 * has moved on since keeps its status and gets `text` as a history line.
 */
export async function revertLeadStatus(leadId: string, undo: LeadStatus, text: string, by: string, at = new Date()): Promise<boolean> {
  if (!mongoose.isObjectIdOrHexString(leadId)) return false;
  const res = await change(leadId, (cur) => {
    const now = cur.status ?? 'new';
    if (now !== undo) return { set: {}, entry: { at, by, kind: 'event', text } };
    const entered = [...(cur.history ?? [])].reverse().find((h) => h.kind === 'status' && h.to === undo);
    const back = entered?.from && entered.from !== undo ? entered.from : 'new';
    return { set: { status: back }, entry: { at, by, kind: 'status', from: undo, to: back, text } };
  });
  return res.found;
}

/** Appends a line about the lead's reservation (moved, no-show …); false when the lead does not exist. */
export async function addLeadEvent(leadId: string, text: string, by: string, at = new Date()): Promise<boolean> {
  if (!mongoose.isObjectIdOrHexString(leadId)) return false;
  const res = await change(leadId, () => ({ set: {}, entry: { at, by, kind: 'event', text } }));
  return res.found;
}

/** Appends a note; false when the lead does not exist. */
export async function addLeadNote(leadId: string, text: string, by: string, at = new Date()): Promise<boolean> {
  if (!mongoose.isObjectIdOrHexString(leadId)) return false;
  const res = await change(leadId, () => ({ set: {}, entry: { at, by, kind: 'note', text } }));
  return res.found;
}

/** Deletes a lead with its notes and history; what it was linked to, or null when missing. */
export async function deleteLead(leadId: string): Promise<{ id: string; reservationId?: string } | null> {
  if (!mongoose.isObjectIdOrHexString(leadId)) return null;
  const found = await Lead.findById(leadId, { reservationId: 1 }).lean<{ reservationId?: unknown }>();
  if (!found) return null;
  const gone = await Lead.deleteOne({ _id: leadId });
  if (gone.deletedCount !== 1) return null;
  return { id: leadId, ...(found.reservationId ? { reservationId: String(found.reservationId) } : {}) };
}
