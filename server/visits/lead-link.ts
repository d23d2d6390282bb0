/**
 * Where a reservation meets the sales inbox: every reservation is also a lead of type
 * 'reservation', linked both ways, with the same person key, Korean day and campaign touches as any
 * lead. The lead follows its reservation here: booked → 'booked', visited → 'visited', cancelled →
 * the status before with '예약 취소 (고객)' / '예약 취소 (직원)', moved → a history line.
 */
import type { Types } from 'mongoose';
import { Lead } from '../leads/model';
import { phoneKey } from '../core/phone';
import { kstDay } from '../../shared/kst';
import { assignNewLead } from '../leads/assignment';
import { addLeadEvent, revertLeadStatus, setLeadStatus } from '../leads/status';
import { shortDay } from '../../shared/visits';
import type { leadAttribution } from '../attribution/cookie';
import type { ReservationStatus } from '../../shared/visits';

export type LeadAttribution = ReturnType<typeof leadAttribution>;

interface VisitLeadInput {
  name: string;
  phone: string;
  message: string;
  site?: string;
  page?: string;
  reservationId: Types.ObjectId;
  summary: string;
  webhook: boolean;
  retentionDays: number;
  attribution?: LeadAttribution;
  now: Date;
  /** An administrator's account when staff booked it (phone or walk-in). */
  by?: string;
  /** Booked with a verified phone. */
  phoneVerified?: boolean;
}

export async function createVisitLead(input: VisitLeadInput) {
  const { now } = input;
  const lead = await Lead.create({
    type: 'reservation',
    name: input.name,
    phone: input.phone,
    phoneKey: phoneKey(input.phone),
    // The sales counselor reads the booked time first, then the visitor's own message.
    message: [input.summary, input.message].filter(Boolean).join('\n'),
    site: input.site,
    page: input.page,
    reservationId: input.reservationId,
    ...(input.phoneVerified ? { phoneVerified: true } : {}),
    consentAt: now,
    createdAt: now,
    day: kstDay(now),
    ...(input.attribution ? { attribution: input.attribution } : {}),
    expiresAt: new Date(now.getTime() + input.retentionDays * 86_400_000),
    forward: input.webhook ? { state: 'pending', attempts: 0, nextAttemptAt: now } : { state: 'stored', attempts: 0 },
  });
  // Like any lead, it goes to a counselor (or the pool); the booking stands either way.
  await assignNewLead(lead, now).catch(() => undefined);
  return lead;
}

/** Who acted, as a lead's history names them. */
export type Actor = { kind: 'visitor' } | { kind: 'admin'; account: string } | { kind: 'system' };

const historyBy = (a: Actor, fallback: string) => (a.kind === 'admin' ? a.account : a.kind === 'visitor' ? 'visitor' : fallback);
const who = (a: Actor) => (a.kind === 'visitor' ? '고객' : '직원');

/** The reservation's status changed (or a visit mark was undone: `undone`): the linked lead follows. */
export async function reservationStatusChanged(
  leadId: Types.ObjectId | null | undefined,
  status: ReservationStatus,
  actor: Actor = { kind: 'system' },
  opts: { now?: Date; undone?: ReservationStatus } = {},
): Promise<void> {
  if (!leadId) return;
  const id = String(leadId);
  const at = opts.now ?? new Date();
  if (opts.undone === 'visited') return void (await revertLeadStatus(id, 'visited', '방문 처리 취소', historyBy(actor, 'system:visit'), at));
  if (opts.undone === 'no-show') return void (await addLeadEvent(id, '미방문 처리 취소', historyBy(actor, 'system:visit'), at));
  if (status === 'booked') return void (await setLeadStatus(id, 'booked', historyBy(actor, 'system:reservation'), at));
  if (status === 'visited') return void (await setLeadStatus(id, 'visited', historyBy(actor, 'system:visit'), at));
  if (status === 'no-show') return void (await addLeadEvent(id, '미방문', historyBy(actor, 'system:visit'), at));
  if (status === 'cancelled') await revertLeadStatus(id, 'booked', `예약 취소 (${who(actor)})`, historyBy(actor, 'system:reservation'), at);
}

/** The reservation moved to another slot: a history line with both times. */
export async function reservationMoved(
  leadId: Types.ObjectId | null | undefined,
  from: { date: string; start: string },
  to: { date: string; start: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  if (!leadId) return;
  await addLeadEvent(String(leadId), `예약 변경 (${who(actor)}): ${shortDay(from.date)} ${from.start} → ${shortDay(to.date)} ${to.start}`, historyBy(actor, 'system:reservation'), now);
}
