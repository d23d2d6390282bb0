/**
 * A person's request to delete their data (개인정보 보호법 제36조 삭제 요구), carried out for one phone
 * number across every store that holds it: leads (with notes and history), reservations (their places
 * freed), the consent ledger and opt-out token, verification records, limit counters and the outbox
 * (unsent texts cancelled, the number and text of the rest blanked). What survives is the keyed hash
 * of a number that refused advertising (suppression.ts) and a log of counts without the number.
 */
import mongoose, { Schema, type Types } from 'mongoose';
import { Lead } from '../leads/model';
import { phoneKey } from '../core/phone';
import { Reservation, VisitDayLock } from '../visits/model';
import { releasePlace } from '../visits/reservations';
import { claimCancel } from '../visits/booking-claims';
import { HttpError } from '../http/errors';
import { ConsentEvent, OptoutToken } from '../consent/model';
import { OutboxMessage } from '../outbox/model';
import { RateLimitCounter } from '../rate-limit/store';
import { suppress } from './suppression';
import { LEAD_PHONE_PREFIX, leadPhoneId } from '../leads/limits';
import { VISITOR_PHONE_PREFIX, visitorPhoneId } from '../outbox/visitor-budget';
import { VISIT_REQUEST_PREFIX, visitRequestPhoneId } from '../visits/messages';
import { PhoneVerification } from '../verification/model';
import { VERIFY_DAY_PREFIX, VERIFY_MINUTE_PREFIX, verificationPhoneId } from '../verification/service';

export interface ErasureCounts {
  leads: number;
  /** Notes and status-history entries of those leads. */
  notes: number;
  reservations: number;
  /** Of those reservations, how many still held a place in a slot (given back). */
  placesFreed: number;
  consentEntries: number;
  verificationRecords: number;
  /** Rows of the winners' list (당첨자·예비입주자) with this number. */
  winners: number;
  /** 청약 일정 reminder subscriptions. */
  scheduleSubscriptions: number;
  /** Unsent texts and deliveries cancelled. */
  outboxCancelled: number;
  /** Outbox rows whose number, text or payload was blanked (sent and cancelled ones alike). */
  outboxRedacted: number;
  /** The number had refused advertising: it stays refused, kept only as a keyed hash. */
  optOutKept: boolean;
}

/**
 * Other stores keyed by the phone number, found by model name when their capability is present.
 * A new store holding phone numbers is added here, with the field that holds the number.
 */
export const PHONE_STORES: { model: string; field: string; count: keyof ErasureCounts }[] = [
  { model: 'Winner', field: 'phone', count: 'winners' },
  { model: 'ScheduleSubscriber', field: 'phone', count: 'scheduleSubscriptions' },
];

/** The erasure log: when, by whom, how much; never the number. */
const erasureSchema = new Schema(
  { at: { type: Date, required: true }, by: { type: String, required: true }, counts: { type: Schema.Types.Mixed, required: true } },
  { collection: 'erasures', versionKey: false },
);
export const Erasure = mongoose.model('Erasure', erasureSchema);

const BLANK_TO = '(삭제됨)';
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BLANK_TEXT = '(정보주체의 삭제 요구로 지운 내용입니다)';

/** `phone` is normalised ('010-1234-5678'). */
export async function erasePhone(phone: string, opts: { by: string; now: Date }): Promise<ErasureCounts> {
  const key = phoneKey(phone);
  const counts: ErasureCounts = {
    leads: 0, notes: 0, reservations: 0, placesFreed: 0, consentEntries: 0, verificationRecords: 0, winners: 0, scheduleSubscriptions: 0, outboxCancelled: 0, outboxRedacted: 0, optOutKept: false,
  };

  // An opt-out outlives the ledger it was written in: kept as a keyed hash, before the ledger goes.
  if (await ConsentEvent.exists({ phone, kind: 'withdraw' })) {
    await suppress(phone, opts.now);
    counts.optOutKept = true;
  }

  // Reservations first (their places go back to the slots), then the leads that stand for them.
  const reservations = await Reservation.find({ phone }, { _id: 1, slotId: 1, status: 1, date: 1 }).lean();
  for (const r of reservations) {
    if (r.status === 'booked') {
      // The place goes back to the slot the booking held when it was cancelled (a move may land first).
      const held = await claimCancel(r, opts.now).catch((err: unknown) => {
        if (err instanceof HttpError && err.status === 409) return null; // cancelled or marked meanwhile
        throw err;
      });
      if (held) {
        await releasePlace(held, opts.now);
        counts.placesFreed++;
      }
    }
  }
  const reservationIds = reservations.map((r) => r._id);
  counts.reservations = (await Reservation.deleteMany({ _id: { $in: reservationIds } })).deletedCount;
  await VisitDayLock.deleteMany({ _id: { $in: [...new Set(reservations.map((r) => `${phone}|${r.date}`))] } });

  const leads = await Lead.find({ $or: [{ phoneKey: key }, { phone }] }, { _id: 1, history: 1, reservationId: 1 }).lean<{ _id: Types.ObjectId; history?: unknown[]; reservationId?: Types.ObjectId }[]>();
  counts.notes = leads.reduce((n, l) => n + (l.history?.length ?? 0), 0);
  counts.leads = (await Lead.deleteMany({ _id: { $in: leads.map((l) => l._id) } })).deletedCount;

  counts.consentEntries = (await ConsentEvent.deleteMany({ phone })).deletedCount;
  await OptoutToken.deleteMany({ phone });

  for (const store of PHONE_STORES) {
    const model = mongoose.models[store.model];
    if (!model) continue;
    const n = (await model.deleteMany({ [store.field]: { $in: [phone, key] } })).deletedCount;
    (counts[store.count] as number) += n;
  }

  // Records and counters keyed by a keyed pseudonym of the number (server/core/keys.ts): gone too.
  const verificationId = await verificationPhoneId(phone);
  counts.verificationRecords += (await PhoneVerification.deleteMany({ _id: verificationId })).deletedCount;
  const perDay = (prefix: string, id: string) => ({ _id: { $regex: `^${escapeRegex(prefix)}\\d{4}-\\d{2}-\\d{2}:${escapeRegex(id)}$` } });
  await RateLimitCounter.deleteMany({
    $or: [
      { _id: { $in: [LEAD_PHONE_PREFIX + (await leadPhoneId(phone)), VERIFY_MINUTE_PREFIX + verificationId] } },
      perDay(VISITOR_PHONE_PREFIX, await visitorPhoneId(phone)),
      perDay(VISIT_REQUEST_PREFIX, await visitRequestPhoneId(phone)),
      perDay(VERIFY_DAY_PREFIX, verificationId),
    ],
  });

  // Outbox: every row to this number, for its leads or reservations, or naming it in a webhook body.
  const ids = [...leads.map((l) => String(l._id)), ...reservationIds.map(String)];
  const groups = [`consent:${phone}`, ...reservationIds.map((id) => `reservation:${id}`)];
  const keys = leads.flatMap((l) => [`lead:${l._id}`, `visit-request:${l._id}`]);
  const rows = {
    $or: [{ to: { $in: [phone, key] } }, { 'payload.phone': { $in: [phone, key] } }, { group: { $in: groups } }, { key: { $in: keys } }, { idempotencyKey: { $in: ids } }],
  };
  counts.outboxCancelled = (await OutboxMessage.updateMany({ $and: [rows, { state: 'pending' }] }, { $set: { state: 'cancelled', lastError: 'erased at the person\'s request' } })).modifiedCount;
  counts.outboxRedacted = (
    // The AlimTalk variables repeat the name and the links: they go with the text.
    await OutboxMessage.updateMany(rows, { $set: { to: BLANK_TO, text: BLANK_TEXT, payload: { erased: true } }, $unset: { alimtalk: 1 } })
  ).modifiedCount;
  // The number's reminder group is named after it (server/consent/notify.ts): that name goes too.
  await OutboxMessage.updateMany({ group: `consent:${phone}` }, { $unset: { group: 1 } });

  await Erasure.create({ at: opts.now, by: opts.by, counts });
  return counts;
}
