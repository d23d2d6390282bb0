/**
 * Where a reservation meets the sales inbox: every reservation is also a lead of type 'visit',
 * linked both ways, with the same person key, Korean day and campaign touches as any lead. Lead
 * statuses follow reservations here (a booking → 'booked', a visit → 'visited').
 */
import type { Types } from 'mongoose';
import { Lead } from '../leads/model';
import { phoneKey } from '../leads/repeat';
import { kstDay } from '../../shared/kst';
import { setLeadStatus } from '../leads/status';
import { assignNewLead } from '../leads/assignment';
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
}

export async function createVisitLead(input: VisitLeadInput) {
  const { now } = input;
  const lead = await Lead.create({
    type: 'visit',
    name: input.name,
    phone: input.phone,
    phoneKey: phoneKey(input.phone),
    // The sales counselor reads the booked time first, then the visitor's own message.
    message: [input.summary, input.message].filter(Boolean).join('\n'),
    site: input.site,
    page: input.page,
    reservationId: input.reservationId,
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

/** The reservation's status changed: the place for the linked lead's status to follow. */
export async function reservationStatusChanged(leadId: Types.ObjectId | null | undefined, status: ReservationStatus): Promise<void> {
  // Cancellations and no-shows leave the lead where the counselor put it.
  if (!leadId || (status !== 'booked' && status !== 'visited')) return;
  await setLeadStatus(String(leadId), status, status === 'booked' ? 'system:reservation' : 'system:visit');
}
