/**
 * A booking that trips the spam check takes no place and sends nothing: it is kept as a quarantined
 * lead (스팸 보관함) naming the slot asked for, so a person wrongly flagged is still called back.
 * The visitor reads it as received (VISIT_MESSAGES.received). The desk's one-click restore books
 * that slot when it is still free, and otherwise puts the request in the inbox and says why.
 */
import { Types } from 'mongoose';
import { insertLead, Lead, touchFields } from '../leads/model';
import { phoneKey } from '../core/phone';
import { quarantineExpiry, releaseFromQuarantine } from '../leads/quarantine';
import { forwardLead } from '../leads/forwarder';
import { addLeadEvent } from '../leads/status';
import { HttpError } from '../http/errors';
import { kstDay } from '../../shared/kst';
import { shortDay, VISIT_MESSAGES } from '../../shared/visits';
import { LEAD_DESK_MESSAGES, type SpamReason } from '../../shared/leads';
import { VisitSlot } from './model';
import { book, type BookingInput, type VisitContext } from './reservations';
import { visitRequested } from './messages';
import type { LeadAttribution } from './lead-link';
import type { Touch } from '../../shared/attribution';

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
    ...(input.phoneVerified ? { phoneVerified: true as const } : {}),
    // What a restore books: the slot asked for (when it exists) and the party.
    ...(slot ? { visitRequest: { slotId: slot._id, party: input.party, message: input.message, ...(input.phoneVerified ? { phoneVerified: true as const } : {}) } } : {}),
  });
  return String(lead._id);
}

export const RESTORE_MESSAGES = {
  notBooking: '방문 예약 신청이 아닙니다. 복원 버튼으로 복원해 주세요.',
  busy: '이 신청은 지금 복원하는 중입니다. 잠시 후 목록을 새로 고쳐 주세요.',
  booked: (when: string) => `${when} 방문 예약을 확정했습니다. 고객께 예약 확정 문자가 발송됩니다.`,
  notBooked: (when: string, why: string) => `${when} 예약은 하지 못했습니다. ${why} 신청은 방문 요청으로 상담 목록에 옮겼으니 고객께 전화로 다른 시간을 안내해 주세요.`,
} as const;

/** Why the slot asked for could not be booked, as the desk reads it (the visitor's wording addresses the visitor). */
function whyNotBooked(err: HttpError): string {
  if (err.message === VISIT_MESSAGES.full) return '이 시간은 빈자리가 없습니다.';
  if (err.message === VISIT_MESSAGES.closed) return '이 시간은 예약을 받지 않도록 닫혀 있습니다.';
  if (err.message === VISIT_MESSAGES.past) return '이미 지난 시간입니다.';
  if (err.status === 400) return '이 시간대가 삭제되었습니다.';
  if (err.status === 409 && err.message !== VISIT_MESSAGES.busy) return '고객이 같은 날 이미 다른 예약을 했습니다.';
  return err.message;
}

type StoredTouch = { source: string; at: Date } & Partial<Record<'medium' | 'campaign' | 'term' | 'content' | 'referrer' | 'landing', string | null>>;
/** A campaign touch as stored, back in the shape a new lead takes (its time as ISO text). */
const asTouch = (t: StoredTouch): Touch => ({ ...touchFields(t), at: t.at.toISOString() });

/** A claim older than this was left by a restore that died midway: the next click may take it. */
const CLAIM_MS = 60_000;

export type RestoredBooking =
  | { booked: true; message: string; reservation: { code: string; date: string; start: string; party: number }; leadId: string }
  | { booked: false; message: string; leadId: string };

/**
 * Restores a quarantined booking with one click. The slot still free: booked as the visitor asked
 * (their reservation lead replaces the quarantined one, which goes). Not free (full, closed, past,
 * gone, or another booking that day): the request leaves quarantine as a visit request, forwarded
 * and texted like a new one, and the answer says why. Two clicks at once restore once.
 */
export async function restoreQuarantinedBooking(ctx: VisitContext, id: string, by: string): Promise<RestoredBooking> {
  const now = ctx.now();
  if (!Types.ObjectId.isValid(id)) throw new HttpError(404, LEAD_DESK_MESSAGES.notFound);
  const lead = await Lead.findById(id).lean();
  if (!lead) throw new HttpError(404, LEAD_DESK_MESSAGES.notFound);
  if (!lead.spam) throw new HttpError(409, LEAD_DESK_MESSAGES.notSpam);
  if (!lead.visitRequest) throw new HttpError(409, RESTORE_MESSAGES.notBooking);
  const claimed = await Lead.findOneAndUpdate(
    { _id: lead._id, spam: true, $or: [{ 'visitRequest.claimedAt': null }, { 'visitRequest.claimedAt': { $lt: new Date(now.getTime() - CLAIM_MS) } }] },
    { $set: { 'visitRequest.claimedAt': now } },
  ).lean();
  if (!claimed) throw new HttpError(409, RESTORE_MESSAGES.busy);

  const request = lead.visitRequest;
  const slot = await VisitSlot.findById(request.slotId, { date: 1, start: 1 }).lean();
  const when = slot ? `${shortDay(slot.date)} ${slot.start}` : '요청한 시간';
  try {
    const r = await book(ctx, {
      slotId: String(request.slotId),
      party: request.party,
      name: lead.name,
      phone: lead.phone,
      message: request.message ?? '',
      ...(lead.site ? { site: lead.site } : {}),
      ...(lead.page ? { page: lead.page } : {}),
      ...(lead.attribution?.first && lead.attribution.last ? { attribution: { first: asTouch(lead.attribution.first), last: asTouch(lead.attribution.last) } } : {}),
      channel: 'web',
      phoneVerified: !!request.phoneVerified,
    });
    await Lead.deleteOne({ _id: lead._id, spam: true });
    if (r.leadId) await addLeadEvent(String(r.leadId), '스팸 보관함에서 복원해 예약했습니다.', by, now).catch(() => false);
    ctx.log.info({ reservation: String(r._id), quarantined: id }, 'quarantined booking restored and booked');
    return {
      booked: true,
      message: RESTORE_MESSAGES.booked(when),
      reservation: { code: r.code, date: r.date, start: r.start, party: r.party },
      leadId: r.leadId ? String(r.leadId) : id,
    };
  } catch (err) {
    if (!(err instanceof HttpError) || err.status >= 500) {
      await Lead.updateOne({ _id: lead._id }, { $unset: { 'visitRequest.claimedAt': 1 } }).catch(() => undefined);
      throw err;
    }
    // The slot is no longer free (or the person already has that day): on as a visit request.
    const released = await releaseFromQuarantine(id, { by, now, retentionDays: ctx.retentionDays, webhook: !!ctx.webhookUrl });
    if (released === 'missing' || !released) throw new HttpError(409, LEAD_DESK_MESSAGES.notSpam);
    await Lead.updateOne({ _id: lead._id }, { $unset: { visitRequest: 1 } });
    try {
      if (ctx.webhookUrl) await forwardLead(ctx.outbox, ctx.webhookUrl, released);
      await visitRequested(ctx.outbox, ctx.site, released);
    } catch (sendErr) {
      ctx.log.error({ err: sendErr, lead: id }, 'could not queue messages for a restored visit request');
    }
    ctx.log.info({ lead: id }, 'quarantined booking restored as a visit request (slot no longer free)');
    return { booked: false, message: RESTORE_MESSAGES.notBooked(when, whyNotBooked(err)), leadId: id };
  }
}
