/**
 * A booking that trips the spam check takes no place and sends nothing: it is kept as a quarantined
 * lead (스팸 보관함) naming the slot asked for, so a person wrongly flagged is still called back.
 */
import { Types } from 'mongoose';
import { insertLead } from '../leads/model';
import { phoneKey } from '../leads/repeat';
import { quarantineExpiry } from '../leads/quarantine';
import { kstDay } from '../../shared/kst';
import { shortDay } from '../../shared/visits';
import type { SpamReason } from '../../shared/leads';
import { VisitSlot } from './model';
import type { BookingInput, VisitContext } from './reservations';
import type { LeadAttribution } from './lead-link';

export async function quarantineBooking(ctx: VisitContext, input: BookingInput & { attribution: LeadAttribution }, reason: SpamReason) {
  const now = ctx.now();
  const slot = Types.ObjectId.isValid(input.slotId) ? await VisitSlot.findById(input.slotId, { date: 1, start: 1 }).lean() : null;
  const asked = slot ? `[방문예약 요청 ${shortDay(slot.date)} ${slot.start}, ${input.party}명 · 예약되지 않음]` : `[방문예약 요청 ${input.party}명 · 예약되지 않음]`;
  const lead = await insertLead({
    type: 'visit-request', // asked for a time it did not get
    name: input.name,
    phone: input.phone,
    phoneKey: phoneKey(input.phone),
    message: [asked, input.message].filter(Boolean).join('\n'),
    site: input.site,
    page: input.page,
    consentAt: now,
    createdAt: now,
    day: kstDay(now),
    attribution: input.attribution,
    expiresAt: quarantineExpiry(now),
    forward: { state: 'stored', attempts: 0 },
    spamReason: reason,
  });
  return String(lead._id);
}
