/** The person card (GET /api/admin/people?phone=): one person across every submission. */
import type { ConsentLedgerEntry } from './consent';
import type { LeadStatus, LeadType } from './labels';
import type { AdminMessage } from './outbox';
import type { BookedPlace, ReservationStatus } from './visits';

export interface PersonLead {
  id: string;
  type: LeadType;
  typeLabel: string;
  status: LeadStatus;
  statusLabel: string;
  name: string;
  message: string;
  page?: string;
  unitType?: string;
  source: string;
  sourceLabel: string;
  campaign: string | null;
  createdAt: string;
  reservationId?: string;
}

export interface PersonReservation extends BookedPlace<ReservationStatus> {
  statusLabel: string;
  channel: 'web' | 'phone' | 'walk-in';
  channelLabel: string;
  bookedBy?: string;
  leadId?: string;
  createdAt: string;
}

export interface PersonCard {
  phone: string;
  /** Every name the person gave, newest first. */
  names: string[];
  /** Every submission, newest first (repeat submissions are listed here, not as other people). */
  leads: PersonLead[];
  reservations: PersonReservation[];
  consent: { marketing: boolean; night: boolean; ledger: ConsentLedgerEntry[] };
  /** The latest texts sent or queued to the number, with their words. */
  messages: AdminMessage[];
}
