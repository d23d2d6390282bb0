/**
 * Where a reservation meets the sales inbox: every reservation is also a lead of type 'visit',
 * linked both ways. Lead statuses follow reservations here (a booking → 'booked', a visit →
 * 'visited') once leads carry a status.
 */
import type { Types } from 'mongoose';
import { Lead } from '../leads/model';
import type { ReservationStatus } from '../../shared/visits';

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
  now: Date;
}

export async function createVisitLead(input: VisitLeadInput) {
  const { now } = input;
  return Lead.create({
    type: 'visit',
    name: input.name,
    phone: input.phone,
    // The sales counselor reads the booked time first, then the visitor's own message.
    message: [input.summary, input.message].filter(Boolean).join('\n'),
    site: input.site,
    page: input.page,
    reservationId: input.reservationId,
    consentAt: now,
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.retentionDays * 86_400_000),
    forward: input.webhook ? { state: 'pending', attempts: 0, nextAttemptAt: now } : { state: 'stored', attempts: 0 },
  });
}

/** The reservation's status changed: the place for the linked lead's status to follow. */
export async function reservationStatusChanged(_leadId: Types.ObjectId | null | undefined, _status: ReservationStatus): Promise<void> {
  // Leads have no status field yet; when they do: booked → 'booked', visited → 'visited'.
}
