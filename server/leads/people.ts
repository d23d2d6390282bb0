/**
 * One card per person (GET /api/admin/people?phone=): everything the site holds for a phone number
 * — the names given, every submission, reservations, advertising consent and the texts sent, with
 * their words (verification codes masked) — so repeat submissions read as one person.
 */
import { z } from 'zod';
import { LEAD_STATUS_LABELS, LEAD_TYPE_LABELS, type LeadStatus, type LeadType } from '../../shared/leads';
import { RESERVATION_STATUS_LABELS, bookedPlace, type ReservationStatus } from '../../shared/visits';
import { HOLDER_MESSAGE_KINDS, LABELS, sourceLabel } from '../../shared/labels';
import type { PersonCard } from '../../shared/people';
import { Lead } from './model';
import { phoneKey } from '../core/phone';
import { phoneField } from '../core/phone';
import type { LeadBookings } from './bookings';
import { OutboxMessage } from '../outbox/model';
import { toAdminMessage } from '../outbox/admin';
import { consentView } from '../consent/ledger';

export const PersonQuery = z.object({
  phone: phoneField({ missing: '연락처를 입력해 주세요.' }),
});

/** How many of the person's latest messages the card shows (the messages page has them all). */
export const CARD_MESSAGES = 50;

interface LeadRow {
  _id: unknown;
  type: LeadType;
  status?: LeadStatus;
  name: string;
  message?: string;
  page?: string;
  unitType?: string;
  createdAt: Date;
  reservationId?: unknown;
  attribution?: { first?: { source?: string; campaign?: string | null } | null } | null;
}

/**
 * `scope` narrows the leads to those the account may read (a counselor: their own and the pool);
 * a scoped reader who may read none of the person's leads gets null (not found), not the card, and
 * never sees the reservations and texts of another counselor's lead of the same person. A reader
 * who does not handle contracts (`contracts: false`, a counselor) sees none of a contract's bookings
 * and none of the texts about a contract (its payments and defects): the person may be a holder.
 */
export async function personCard(phone: string, bookings: LeadBookings, scope: Record<string, unknown> = {}, opts: { contracts: boolean } = { contracts: true }): Promise<PersonCard | null> {
  if (Object.keys(scope).length && !(await Lead.exists({ phoneKey: phoneKey(phone), ...scope }))) return null;
  const scoped = Object.keys(scope).length > 0;
  const [leads, allReservations, allMessages, consent, hiddenLeads] = await Promise.all([
    Lead.find({ phoneKey: phoneKey(phone), ...scope }, { history: 0, forward: 0 }).sort({ createdAt: -1, _id: -1 }).lean<LeadRow[]>(),
    bookings.ofPhone(phone),
    OutboxMessage.find({ to: phone }, { payload: 0 }).sort({ createdAt: -1, _id: -1 }).limit(CARD_MESSAGES).lean(),
    consentView(phone),
    // The person's leads this reader may not see (another counselor's): their bookings and texts stay hidden too.
    scoped ? Lead.find({ phoneKey: phoneKey(phone), $nor: [scope] }, { _id: 1 }).lean<{ _id: unknown }[]>() : Promise.resolve([]),
  ]);
  const hiddenLeadIds = new Set(hiddenLeads.map((l) => String(l._id)));
  const reservations = allReservations.filter((r) => (opts.contracts || !r.contract) && (!r.leadId || !hiddenLeadIds.has(String(r.leadId))));
  // A text belongs to a hidden lead or booking when its key or group names it ('visit-request:<lead>', 'reservation:<id>').
  const hiddenIds = [...hiddenLeadIds, ...allReservations.filter((r) => !reservations.includes(r)).map((r) => r.id)];
  const messages = allMessages.filter((m) => (opts.contracts || !HOLDER_MESSAGE_KINDS.includes(m.kind)) && !hiddenIds.some((id) => [m.key, m.group, m.idempotencyKey].some((v) => typeof v === 'string' && v.includes(id))));
  const names = [...new Set([...leads.map((l) => l.name), ...reservations.map((r) => r.name)])];
  return {
    phone,
    names,
    leads: leads.map((l) => {
      const source = l.attribution?.first?.source ?? 'direct';
      return {
        id: String(l._id),
        type: l.type,
        typeLabel: LEAD_TYPE_LABELS[l.type] ?? l.type,
        status: l.status ?? 'new',
        statusLabel: LEAD_STATUS_LABELS[l.status ?? 'new'],
        name: l.name,
        message: l.message ?? '',
        page: l.page,
        unitType: l.unitType,
        source,
        sourceLabel: sourceLabel(source),
        campaign: l.attribution?.first?.campaign ?? null,
        createdAt: l.createdAt.toISOString(),
        ...(l.reservationId ? { reservationId: String(l.reservationId) } : {}),
      };
    }),
    reservations: reservations.map((r) => ({
      ...bookedPlace(r),
      status: r.status as ReservationStatus,
      statusLabel: RESERVATION_STATUS_LABELS[r.status as ReservationStatus],
      channel: r.channel,
      channelLabel: LABELS.bookingChannel[r.channel] ?? '홈페이지',
      ...(r.bookedBy ? { bookedBy: r.bookedBy } : {}),
      ...(r.leadId ? { leadId: r.leadId } : {}),
      createdAt: r.createdAt.toISOString(),
    })),
    consent: { marketing: consent.marketing, night: consent.night, ledger: consent.ledger },
    messages: messages.map((m) => toAdminMessage(m as never)),
  };
}
