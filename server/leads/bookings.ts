/**
 * What the lead desk shows of a person's visit bookings. Visits books leads, so it depends on
 * leads; the desk's read of bookings comes the other way through this port, implemented by
 * server/visits/lead-bookings.ts and handed in by app.ts and the page loaders.
 */
import type { BookedPlace } from '../../shared/visits';

export interface LeadBooking extends BookedPlace {
  id: string;
  leadId?: string;
  channel: 'web' | 'phone' | 'walk-in';
  bookedBy?: string;
  name: string;
  createdAt: Date;
  /** A contract's booking (사전점검, 입주, 옵션 계약, 대출 자서): the move-in and contract desks' only. */
  contract?: boolean;
}

export interface LeadBookings {
  /** The lead's booking: by the id it holds, else the booking that names the lead. */
  ofLead(leadId: string, reservationId?: string): Promise<LeadBooking | null>;
  /** Every booking of a (normalised) phone, newest visit first. */
  ofPhone(phone: string): Promise<LeadBooking[]>;
}
