/**
 * Booking a visit never exceeds a slot's capacity, even under concurrent bookings: a place is
 * taken by one conditional update per slot ({remaining ≥ 1} → $inc), a failed booking gives its
 * place back, and one active reservation per phone per day is held by a unique key.
 * A place is never lost or counted twice: it is taken together with a hold naming the reservation
 * (given back at most once, by the booking's failure or by the repair of a crash), every status
 * change applies only to the status it expects, and a cancellation gives its place back once.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Types } from 'mongoose';
import type { SiteConfig } from '../../shared/site.config';
import { VISIT_MESSAGES, kstDay, shortDay, type ReservationStatus, type ReservationView } from '../../shared/visits';
import { LABELS } from '../../shared/labels';
import { HttpError } from '../http/errors';
import type { Outbox } from '../outbox/outbox';
import { forwardLead } from '../leads/forwarder';
import { Reservation, VisitDayLock, VisitSlot } from './model';
import { createVisitLead, reservationStatusChanged, type LeadAttribution } from './lead-link';
import { queueBooked, queueCancelled } from './messages';
import type { Logger } from '../logger';
import { WINNER_MESSAGES, isBuyerKind, isMoveInKind } from '../../shared/winners';
import { releaseHolderLock, takeHolderLock } from './holder-bookings';
import { unitFollows, type ContractLink } from './contract-link';
import { giveBackHold, keepPlace, releasePlace } from './place-repair';
import { assertSlotFits, type UnitLink } from './slot-fit';
import { STATUS_CHANGED, beforeWrite, claimCancel } from './booking-claims';

export { releasePlace, repairPlaces, STALE_HOLD_MS } from './place-repair';

export interface VisitContext extends ContractLink, UnitLink {
  site: SiteConfig;
  outbox: Outbox;
  log: Logger;
  now: () => Date;
  retentionDays: number;
  webhookUrl?: string;
  /**
   * The listed winner a documents or contract booking is for, or a neutral 403 (server/winners,
   * which depends on visits, hands it in). Without it such slots are refused.
   */
  listedWinner?: (name: string, phone: string) => Promise<{ _id: Types.ObjectId; dong?: string | null; ho?: string | null }>;
  /**
   * Someone not on the list who may still book a contract visit: a buyer holding a unit from the
   * first-come sale (server/units hands it in). They book as no winner.
   */
  contractHolder?: (name: string, phone: string) => Promise<boolean>;
}

export interface BookingInput {
  slotId: string;
  party: number;
  name: string;
  phone: string;
  message: string;
  site?: string;
  page?: string;
  /** The visitor's campaign touches (server/attribution/), stored on the linked lead. */
  attribution?: LeadAttribution;
  /** 'web' (the visitor), or staff booking for a caller ('phone') or a walk-in ('walk-in'). */
  channel?: BookingChannel;
  /** The administrator account of a staff booking. */
  bookedBy?: string;
  /** The phone was verified: only its owner is told the time of an existing booking. */
  phoneVerified?: boolean;
  /** A contract holder booking from /my (옵션 계약, 자서, 사전점검, 입주): the contract and its unit. */
  contract?: { id: Types.ObjectId; dong: string; ho?: string };
}

export type BookingChannel = 'web' | 'phone' | 'walk-in';

// No 0/O, 1/I/L: read aloud at the reception desk.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const newToken = () => randomBytes(24).toString('base64url');
/** A lock older than this without its reservation was left by a crash mid-booking. */
const STALE_LOCK_MS = 60_000;

export const lockId = (phone: string, date: string) => `${phone}|${date}`;
/** Every kind but 사전점검 and 입주 holds its phone's day (those are held per contract). */
export const usesDayLock = (kind: string | null | undefined) => !isMoveInKind(kind);

// `owner`: the caller proved the phone is theirs (or staff books it): only then is an existing booking's time named.
export async function takeDayLock(phone: string, date: string, now: Date, retentionDays: number, owner = true): Promise<void> {
  const _id = lockId(phone, date);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await VisitDayLock.create({ _id, createdAt: now, expiresAt: new Date(now.getTime() + retentionDays * 86_400_000) });
      return;
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
    }
    const existing = await Reservation.findOne({ phone, date, status: { $ne: 'cancelled' } }).lean();
    // The booked time is the phone owner's to know: anyone else gets a neutral answer.
    if (existing) throw new HttpError(409, owner ? VISIT_MESSAGES.duplicate(`${shortDay(existing.date)} ${existing.start}`) : VISIT_MESSAGES.duplicateSameDay);
    const lock = await VisitDayLock.findById(_id).lean();
    if (lock && now.getTime() - lock.createdAt.getTime() < STALE_LOCK_MS) throw new HttpError(409, VISIT_MESSAGES.busy);
    if (lock) await VisitDayLock.deleteOne({ _id, createdAt: lock.createdAt });
  }
  throw new HttpError(409, VISIT_MESSAGES.busy);
}

const refuseUnlisted = (): Promise<never> => Promise.reject(new HttpError(403, WINNER_MESSAGES.notListed));

/**
 * Who may book a documents or contract visit: a listed winner, or (contract only) a buyer holding a
 * unit from the first-come sale, who books as no winner. Anyone else gets the one neutral 403.
 */
async function bookingWinner(ctx: VisitContext, kind: string, name: string, phone: string) {
  try {
    return await (ctx.listedWinner ?? refuseUnlisted)(name, phone);
  } catch (err) {
    if (kind === 'contract' && err instanceof HttpError && err.status === 403 && (await ctx.contractHolder?.(name, phone))) return null;
    throw err;
  }
}

export async function book(ctx: VisitContext, input: BookingInput) {
  const now = ctx.now();
  if (!Types.ObjectId.isValid(input.slotId)) throw new HttpError(400, VISIT_MESSAGES.fields.slotId, { slotId: VISIT_MESSAGES.fields.slotId });
  const slot = await VisitSlot.findById(input.slotId).lean();
  if (!slot) throw new HttpError(400, VISIT_MESSAGES.fields.slotId, { slotId: VISIT_MESSAGES.fields.slotId });
  if (slot.startsAt <= now) throw new HttpError(409, VISIT_MESSAGES.past);
  if (slot.closed) throw new HttpError(409, VISIT_MESSAGES.closed);
  // Documents and contract visits: listed winners only (one neutral 403 for everyone else).
  // Option-contract and 자서 visits: contract holders from /my only (a slot of one 동, that 동's).
  const kind = slot.kind ?? 'visit';
  const holderKind = isBuyerKind(kind);
  assertSlotFits({ kind, unit: input.contract }, slot);
  const winner = kind === 'visit' || holderKind ? null : await bookingWinner(ctx, kind, input.name, input.phone);

  // A contract visit is tied to its unit now, never looked up through the phone later.
  const unitId = kind === 'contract' ? ((await ctx.contractUnit?.({ phone: input.phone, winner })) ?? undefined) : undefined;
  if (input.contract) await takeHolderLock(input.contract.id, kind, now, ctx.retentionDays);
  // 사전점검 and 입주 are per contract (its lock), not per phone and day: one phone may hold two units.
  const dayLocked = usesDayLock(kind);
  try {
    if (dayLocked) await takeDayLock(input.phone, slot.date, now, ctx.retentionDays, !!input.phoneVerified);
  } catch (err) {
    if (input.contract) await releaseHolderLock({ contractId: input.contract.id, kind });
    throw err;
  }
  let placeTaken = false;
  const reservationId = new Types.ObjectId();
  let lead: Awaited<ReturnType<typeof createVisitLead>> | undefined;
  let stored = false;
  try {
    // The place and the hold naming this reservation in one write: a crash after it leaves a trace to repair.
    await beforeWrite('book:take');
    const taken = await VisitSlot.updateOne(
      { _id: slot._id, closed: false, startsAt: { $gt: now }, remaining: { $gte: 1 } },
      { $inc: { remaining: -1, booked: 1 }, $set: { [`holds.${reservationId}`]: now } },
    );
    if (taken.modifiedCount !== 1) throw new HttpError(409, VISIT_MESSAGES.full);
    placeTaken = true;

    // A winner's documents or contract visit is not a sales lead: it stays on the winners' desk.
    // A winner's or a unit holder's documents or contract visit is not a sales lead.
    if (kind === 'visit') lead = await createVisitLead({
      name: input.name,
      phone: input.phone,
      message: input.message,
      site: input.site,
      page: input.page,
      reservationId,
      summary: `[방문예약 ${shortDay(slot.date)} ${slot.start}, ${input.party}명${input.channel && input.channel !== 'web' ? `, ${LABELS.bookingChannel[input.channel]}` : ''}]`,
      webhook: !!ctx.webhookUrl,
      retentionDays: ctx.retentionDays,
      attribution: input.attribution,
      phoneVerified: input.phoneVerified,
      now,
    });
    let reservation;
    for (let attempt = 0; !reservation; attempt++) {
      try {
        reservation = await Reservation.create({
          _id: reservationId,
          code: newCode(),
          token: newToken(),
          slotId: slot._id,
          date: slot.date,
          start: slot.start,
          end: slot.end,
          startsAt: slot.startsAt,
          party: input.party,
          name: input.name,
          phone: input.phone,
          message: input.message,
          site: input.site,
          status: 'booked',
          kind,
          winnerId: winner?._id,
          ...(input.contract ? { contractId: input.contract.id, unitDong: input.contract.dong, ...(input.contract.ho ? { unitHo: input.contract.ho } : {}) } : {}),
          unitId,
          leadId: lead?._id,
          channel: input.channel ?? 'web',
          ...(input.bookedBy ? { bookedBy: input.bookedBy } : {}),
          ...(input.phoneVerified ? { phoneVerified: true } : {}),
          createdAt: now,
          expiresAt: new Date(now.getTime() + ctx.retentionDays * 86_400_000),
        });
      } catch (err) {
        // A code collision (1 in ~900 million per pair) draws again; anything else gives up.
        if ((err as { code?: number }).code !== 11000 || attempt >= 3) {
          await lead?.deleteOne().catch(() => {});
          lead = undefined;
          throw err;
        }
      }
    }
    stored = true;
    await keepPlace(slot._id, reservationId, now, async () => {
      // The repair gave the place back meanwhile and the slot filled up: this booking is undone.
      await Reservation.deleteOne({ _id: reservationId });
      await lead?.deleteOne().catch(() => {});
      placeTaken = false;
      throw new HttpError(409, VISIT_MESSAGES.full);
    });
    if (dayLocked) await VisitDayLock.updateOne({ _id: lockId(input.phone, slot.date) }, { $set: { reservationId } });
    ctx.log.info({ reservation: String(reservationId), lead: lead ? String(lead._id) : undefined, kind, slot: String(slot._id) }, 'visit booked');
    try {
      if (ctx.webhookUrl && lead) await forwardLead(ctx.outbox, ctx.webhookUrl, lead);
      await queueBooked(ctx.outbox, ctx.site, reservation);
      if (lead) await reservationStatusChanged(lead._id, 'booked', input.bookedBy ? { kind: 'admin', account: input.bookedBy } : { kind: 'system' }, { now });
      // The unit awaits its contract (계약대기) once its contract visit is booked.
      await unitFollows(ctx, 'booked', reservation, now, input.bookedBy ?? 'visitor');
    } catch (err) {
      ctx.log.error({ err, reservation: String(reservationId) }, 'could not queue the messages of a reservation');
    }
    return reservation;
  } catch (err) {
    // Whatever failed after the lock, the phone's day and the place are given back (the place only
    // while its hold is there, so never twice; if this write fails too, the repair gives it back).
    if (placeTaken) {
      // A reservation stored before the failure goes too: no reservation without its place.
      if (stored) await Reservation.deleteOne({ _id: reservationId }).catch(() => {});
      if (lead) await lead.deleteOne().catch(() => {});
      await giveBackHold(slot._id, reservationId).catch(() => {});
    }
    if (dayLocked) await VisitDayLock.deleteOne({ _id: lockId(input.phone, slot.date), reservationId: { $exists: false } }).catch(() => {});
    if (input.contract) await releaseHolderLock({ contractId: input.contract.id, kind }).catch(() => {});
    throw err;
  }
}

type ReservationDoc = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

export function findByToken(token: string) {
  if (!/^[\w-]{20,64}$/.test(token)) return Promise.resolve(null);
  return Reservation.findOne({ token }).lean();
}

export function viewOf(r: ReservationDoc, now: Date): ReservationView {
  return { code: r.code, date: r.date, start: r.start, end: r.end, party: r.party, status: r.status as ReservationStatus, past: r.startsAt <= now };
}

/**
 * Cancels a booked reservation: frees its place and its phone's day, and tells the visitor. The
 * place and the day are those the cancel's own write found (a move landing first changes them).
 */
async function cancel(ctx: VisitContext, read: ReservationDoc, by: 'visitor' | 'admin', account?: string) {
  const now = ctx.now();
  const r = await claimCancel(read, now);
  await beforeWrite('cancel:release');
  await releasePlace(r, now);
  if (usesDayLock(r.kind)) await VisitDayLock.deleteOne({ _id: lockId(r.phone, r.date) });
  await releaseHolderLock(r);
  // A cancelled contract visit gives its unit back (decision 0028).
  await unitFollows(ctx, 'cancelled', r, now, by === 'visitor' ? 'visitor' : (account ?? 'admin'));
  ctx.log.info({ reservation: String(r._id), by }, 'visit cancelled');
  await queueCancelled(ctx.outbox, ctx.site, r, by === 'visitor').catch((err) => ctx.log.error({ err, reservation: String(r._id) }, 'could not queue the cancellation message'));
  await reservationStatusChanged(r.leadId, 'cancelled', by === 'visitor' ? { kind: 'visitor' } : { kind: 'admin', account: account ?? 'admin' }, { now });
}

export async function cancelByToken(ctx: VisitContext, token: string) {
  const r = await findByToken(token);
  if (!r) throw new HttpError(404, VISIT_MESSAGES.notFound);
  if (r.status === 'cancelled') throw new HttpError(409, VISIT_MESSAGES.alreadyCancelled);
  if (r.startsAt <= ctx.now()) throw new HttpError(409, VISIT_MESSAGES.cancelPast);
  if (r.status !== 'booked') throw new HttpError(409, VISIT_MESSAGES.cancelPast);
  await cancel(ctx, r, 'visitor');
}

/**
 * The administrator marks a party visited or no-show (not before the slot's Korean day), cancels
 * it, or undoes a mark ('booked' on a visited / no-show reservation).
 */
export async function setStatusByCode(ctx: VisitContext, code: string, status: 'visited' | 'no-show' | 'cancelled' | 'booked', account = 'admin') {
  const r = await Reservation.findOne({ code: code.toUpperCase() }).lean();
  if (!r) throw new HttpError(404, '예약을 찾을 수 없습니다.');
  const actor = { kind: 'admin' as const, account };
  const now = ctx.now();
  if (status === 'cancelled') {
    if (r.status !== 'booked') throw new HttpError(409, r.status === 'cancelled' ? VISIT_MESSAGES.alreadyCancelled : '방문 처리된 예약은 취소할 수 없습니다.');
    return cancel(ctx, r, 'admin', account);
  }
  if (r.status === 'cancelled') throw new HttpError(409, '취소된 예약입니다.');
  if (status === 'booked') {
    // Undo a mark: only from the mark itself, conditionally, so two desks never undo twice.
    if (r.status === 'booked') throw new HttpError(409, '되돌릴 방문 처리가 없습니다.');
    const done = await Reservation.updateOne({ _id: r._id, status: r.status }, { $set: { status: 'booked' }, $unset: { markedAt: 1, markedBy: 1 } });
    if (done.modifiedCount !== 1) throw new HttpError(409, STATUS_CHANGED);
    // A contract visit's done mark undone: its unit is back to awaiting the contract.
    if (r.status === 'visited') await unitFollows(ctx, 'unsigned', r, now, account);
    return reservationStatusChanged(r.leadId, 'booked', actor, { now, undone: r.status as ReservationStatus });
  }
  if (r.date > kstDay(now)) throw new HttpError(409, `방문일(${shortDay(r.date)}) 전에는 방문·미방문으로 처리할 수 없습니다.`);
  if (r.status === status) return;
  // Only from the status read: a visitor's cancel landing in between wins, and this answers 409.
  const done = await Reservation.updateOne({ _id: r._id, status: r.status }, { $set: { status, markedAt: now, markedBy: account } });
  if (done.modifiedCount !== 1) throw new HttpError(409, STATUS_CHANGED);
  // A contract visit done is a contract signed: its unit is contracted.
  if (status === 'visited') await unitFollows(ctx, 'signed', r, now, account);
  else if (r.status === 'visited') await unitFollows(ctx, 'unsigned', r, now, account); // done → no-show
  await reservationStatusChanged(r.leadId, status, actor, { now });
}
