/**
 * 사전점검 and 입주 booked by a contract holder on /my. Both are visit slots (server/visits), so a
 * place is taken by the slots' one conditional update and never overfilled, one booking per contract
 * and kind is held by its lock, and a move or a cancel gives the place back. On top of that:
 * an 입주 slot is for one elevator line's units, within the 입주지정기간 the desk set (if set), open to every
 * holder (most pay 잔금 with a 잔금대출 on the day they move in); the 입주증 follows the 입주 정산서 (release.ts).
 */
import { randomInt } from 'node:crypto';
import { Types } from 'mongoose';
import { HttpError } from '../http/errors';
import { ContractSetting } from '../contracts/option-period';
import type { ContractDoc } from '../contracts/model';
import { Reservation, VisitSlot } from '../visits/model';
import { book, cancelByToken, type VisitContext } from '../visits/reservations';
import { moveReservation } from '../visits/desk';
import { kstDay } from '../../shared/kst';
import { PARTY_MAX, PARTY_MIN, VISIT_MESSAGES, bookedPlace } from '../../shared/visits';
import { SLOT_KIND_LABELS, isMoveInKind, type MoveInSlotKind } from '../../shared/winners';
import { INSPECTION_BRING, MOVE_IN_MESSAGES, halfDayOf, unitOnLine, type BuyerSlot, type MoveInPeriod, type MyMoveInView } from '../../shared/movein';
import { MoveInRecord, type MoveInRecordDoc } from './model';
import { MOVE_IN_PERIOD_ID, moveInPeriod } from '../contracts/money-terms';
import { releaseOf } from './release';
import type { Pricing } from '../../shared/site.config';

/** The 입주지정기간 is read where every money view reads it (잔금 is due by its last day). */
export { moveInPeriod };

export async function setMoveInPeriod(p: MoveInPeriod, by: string, now: Date): Promise<void> {
  await ContractSetting.updateOne({ _id: MOVE_IN_PERIOD_ID }, { $set: { start: p.from, deadline: p.to, updatedAt: now, updatedBy: by } }, { upsert: true });
}

/** 잔금 is paid when every instalment keyed 'balance' or labelled 잔금 is paid in full (none: not paid). */
export function balancePaid(contract: Pick<ContractDoc, 'instalments'>): boolean {
  const rows = (contract.instalments ?? []).filter((i) => i.key === 'balance' || /^잔금/.test(i.label.trim()));
  return rows.length > 0 && rows.every((i) => (i.paid ?? 0) >= i.amount);
}

export const unitName = (c: { dong: string; ho: string }) => `${c.dong}동 ${c.ho}호`;

const oid = (c: { _id: unknown }) => new Types.ObjectId(String(c._id));
const record = (contractId: unknown) => MoveInRecord.findById(contractId).lean<MoveInRecordDoc>();

// No 0/O, 1/I/L: read aloud at the management office.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newPassCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The contract's 입주증 code, drawn the first time it is needed and kept (one write decides it). */
export async function passCode(contractId: Types.ObjectId): Promise<string> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const existing = await record(contractId);
    if (existing?.code) return existing.code;
    try {
      await MoveInRecord.updateOne({ _id: contractId, code: { $exists: false } }, { $set: { code: newPassCode() } }, { upsert: true });
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err; // another request drew it, or the code was taken: read again
    }
  }
  throw new HttpError(503, '입주증 번호를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.');
}

async function activeBooking(contractId: Types.ObjectId, kind: MoveInSlotKind) {
  return Reservation.findOne({ contractId, kind, status: { $ne: 'cancelled' } }).sort({ createdAt: -1 }).lean();
}

/** Open future slots of a kind this unit may book: its 동's 사전점검; its line's 입주 within the period. */
async function slotsFor(contract: ContractDoc, kind: MoveInSlotKind, now: Date, period: MoveInPeriod | null): Promise<BuyerSlot[]> {
  const today = kstDay(now);
  const dates = kind === 'movein' && period ? { $gte: period.from > today ? period.from : today, $lte: period.to } : { $gte: today };
  const rows = await VisitSlot.find({ kind, closed: false, startsAt: { $gt: now }, date: dates, dong: { $in: [null, contract.dong] } })
    .sort({ startsAt: 1 })
    .limit(400)
    .lean();
  return rows
    .filter((s) => !s.line || unitOnLine(s.line, contract.dong, contract.ho))
    .map((s) => ({
      id: String(s._id),
      date: s.date,
      start: s.start,
      end: s.end,
      remaining: Math.max(0, s.remaining),
      capacity: s.capacity,
      ...(s.line ? { line: s.line, half: halfDayOf(s.start) } : {}),
    }));
}

/** The two /my sections of one contract. */
export async function moveInView(contract: ContractDoc, now: Date, pricing?: Pricing): Promise<MyMoveInView> {
  const [period, rec, inspection, movein] = await Promise.all([moveInPeriod(), record(contract._id), activeBooking(oid(contract), 'inspection'), activeBooking(oid(contract), 'movein')]);
  // An ended contract (해약) is offered no slot, and its 입주증 is void.
  const live = !contract.cancelledOn;
  const [inspectionSlots, moveinSlots] = live ? await Promise.all([slotsFor(contract, 'inspection', now, period), slotsFor(contract, 'movein', now, period)]) : [[], []];
  const paid = balancePaid(contract);
  const release = await releaseOf(contract, now, pricing, rec);
  // The keys from the period's first day (no period set: the desk's move-in slots are the period).
  const keysFrom = !period || kstDay(now) >= period.from;
  const keysOn = rec?.keys ? kstDay(new Date(rec.keys.at)) : null;
  const line = moveinSlots[0]?.line ?? null;
  return {
    unit: unitName(contract),
    inspection: { booking: inspection ? { ...bookedPlace(inspection), past: inspection.date < kstDay(now) } : null, slots: inspectionSlots, bring: INSPECTION_BRING },
    movein: {
      period,
      balancePaid: paid,
      allowed: live,
      settlement: { total: release.total, released: release.released },
      keysOn,
      line,
      booking: movein ? { ...bookedPlace(movein), past: movein.date < kstDay(now) } : null,
      slots: moveinSlots,
      pass: live && release.released && keysFrom && !keysOn ? { code: await passCode(new Types.ObjectId(String(contract._id))), unit: unitName(contract), names: contract.holders.map((h) => h.name) } : null,
    },
  };
}

/**
 * 입주: within the period once the desk set one (before that, the move-in slots the desk opened are
 * the days it offers); open to every holder, 잔금 paid or not (the keys follow the 정산서).
 */
async function assertMayMoveIn(_contract: ContractDoc, slotDate: string) {
  const period = await moveInPeriod();
  if (period && (slotDate < period.from || slotDate > period.to)) throw new HttpError(409, MOVE_IN_MESSAGES.outsidePeriod(period.from, period.to));
}

async function moveInSlot(slotId: string) {
  const slot = Types.ObjectId.isValid(slotId) ? await VisitSlot.findById(slotId).lean() : null;
  if (!slot || !isMoveInKind(slot.kind)) throw new HttpError(400, MOVE_IN_MESSAGES.wrongKind, { slotId: MOVE_IN_MESSAGES.wrongKind });
  return slot as typeof slot & { kind: MoveInSlotKind };
}

/** POST /api/my/bookings: 201 with the booking; 409 when full (or already booked), 403 for 입주 before 잔금. */
export async function bookMoveIn(ctx: VisitContext, contract: ContractDoc, phone: string, input: { slotId: string; party?: number }) {
  const slot = await moveInSlot(input.slotId);
  if (slot.kind === 'movein') await assertMayMoveIn(contract, slot.date);
  const party = slot.kind === 'inspection' ? (input.party ?? 1) : 1;
  if (!Number.isInteger(party) || party < PARTY_MIN || party > PARTY_MAX) throw new HttpError(400, VISIT_MESSAGES.fields.party, { party: VISIT_MESSAGES.fields.party });
  const name = contract.holders.find((h) => h.phone === phone)?.name ?? contract.holders[0]?.name ?? '계약자';
  const r = await book(ctx, {
    slotId: input.slotId,
    party,
    name,
    phone,
    message: unitName(contract),
    channel: 'web',
    phoneVerified: true,
    contract: { id: new Types.ObjectId(String(contract._id)), dong: contract.dong, ho: contract.ho },
  });
  return { kind: slot.kind, label: SLOT_KIND_LABELS[slot.kind], ...bookedPlace(r), ...(slot.line ? { line: slot.line, half: halfDayOf(slot.start) } : {}) };
}

async function ownBooking(contract: ContractDoc, code: string) {
  const r = /^[A-Za-z0-9]{4,12}$/.test(code) ? await Reservation.findOne({ code: code.toUpperCase(), contractId: contract._id }).lean() : null;
  if (!r || !isMoveInKind(r.kind)) throw new HttpError(404, MOVE_IN_MESSAGES.notFound);
  return r;
}

/**
 * Moves the booking to another slot (the new place is taken before the old is given back): its kind,
 * 동 and line are checked by the one rule of every door (server/visits/slot-fit.ts); 입주 adds 잔금 and the period.
 */
export async function moveMoveIn(ctx: VisitContext, contract: ContractDoc, code: string, slotId: string) {
  const r = await ownBooking(contract, code);
  const slot = await moveInSlot(slotId);
  if (slot.kind === 'movein' && r.kind === 'movein') await assertMayMoveIn(contract, slot.date);
  const moved = await moveReservation(ctx, r, slotId, { kind: 'visitor' });
  return bookedPlace(moved);
}

/** Cancels the booking: its place and the contract's lock are given back, and the holder is texted. */
export async function cancelMoveIn(ctx: VisitContext, contract: ContractDoc, code: string) {
  const r = await ownBooking(contract, code);
  await cancelByToken(ctx, r.token);
}
