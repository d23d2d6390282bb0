/**
 * Leads stored before the three lead types ('customer' and 'visit') are given the type that says
 * what the person did: a 'visit' with a reservation is a
 * 'reservation', without one a 'visit-request'; a 'customer' is a 'visit-request' when it came from
 * a site's visit page ('/<site>/customer') and an 'interest' from '/Promotion/Customer'.
 */
import type { Db } from 'mongodb';
import { isVisitPage } from '../../../shared/leads';

interface OldLead {
  type: string;
  page?: string | null;
  site?: string | null;
  reservationId?: unknown;
}

export async function migrateLeadTypes(db: Db, batch = 500): Promise<{ interest: number; 'visit-request': number; reservation: number }> {
  const done = { interest: 0, 'visit-request': 0, reservation: 0 };
  // Reservations link their lead both ways; either link marks a booked visit.
  const reservations = db.collection('reservations');
  const leads = db.collection<OldLead>('leads');
  for (;;) {
    const rows = await leads.find({ type: { $in: ['customer', 'visit'] } }, { projection: { type: 1, page: 1, site: 1, reservationId: 1 }, limit: batch }).toArray();
    for (const r of rows) {
      let to: keyof typeof done;
      if (r.type === 'visit') {
        const booked = !!r.reservationId || !!(await reservations.findOne({ leadId: r._id }, { projection: { _id: 1 } }));
        to = booked ? 'reservation' : 'visit-request';
      } else {
        to = isVisitPage(r.page ?? undefined, r.site ?? undefined) ? 'visit-request' : 'interest';
      }
      // Conditional on the old type: two instances starting at once convert each lead once.
      const res = await leads.updateOne({ _id: r._id, type: r.type }, { $set: { type: to } });
      if (res.modifiedCount === 1) done[to]++;
    }
    if (rows.length < batch) return done;
  }
}

export const run = migrateLeadTypes;
