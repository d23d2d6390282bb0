/** The lead desk's read of bookings (the port in server/leads/bookings.ts). */
import type { LeadBooking, LeadBookings } from '../leads/bookings';
import { isBuyerKind } from '../../shared/winners';
import { Reservation } from './model';
import { bookedPlace } from '../../shared/visits';

type Row = { _id: unknown; leadId?: unknown; code: string; date: string; start: string; end: string; party: number; status: string; channel?: string | null; bookedBy?: string | null; name: string; createdAt: Date; kind?: string | null; contractId?: unknown };

const toBooking = (r: Row): LeadBooking => ({
  id: String(r._id),
  ...(r.leadId ? { leadId: String(r.leadId) } : {}),
  ...bookedPlace(r),
  channel: (r.channel ?? 'web') as LeadBooking['channel'],
  ...(r.bookedBy ? { bookedBy: r.bookedBy } : {}),
  name: r.name,
  createdAt: r.createdAt,
  ...(isBuyerKind(r.kind) || r.contractId ? { contract: true } : {}),
});

export const leadBookings: LeadBookings = {
  async ofLead(leadId, reservationId) {
    const r = reservationId ? await Reservation.findById(reservationId, { token: 0 }).lean<Row>() : await Reservation.findOne({ leadId }, { token: 0 }).lean<Row>();
    return r ? toBooking(r) : null;
  },
  async ofPhone(phone) {
    return (await Reservation.find({ phone }, { token: 0 }).sort({ startsAt: -1 }).lean<Row[]>()).map(toBooking);
  },
};
