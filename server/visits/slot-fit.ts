/**
 * Which slot a booking may hold: one rule for a new booking and for every move (the manage link,
 * /my, the desk). A booking stays in slots of its own kind, so winners' slots (서류접수, 계약) keep
 * only what listed winners booked; a contract holder's kinds (옵션 계약, 자서, 사전점검, 입주) are for a
 * contract only, within its 동 when the slot names one and, for 입주, on its elevator line.
 */
import type { Types } from 'mongoose';
import { HttpError } from '../http/errors';
import { SLOT_KIND_LABELS, WINNER_MESSAGES, isBuyerKind, type SlotKind } from '../../shared/winners';
import { MOVE_IN_MESSAGES, unitOnLine } from '../../shared/movein';

/** The unit a contract's booking is for (its 호 is needed for a line). */
export interface BookingUnit {
  dong: string;
  ho?: string;
}

export interface UnitLink {
  /** The 동·호 of a booking's contract (server/contracts, above visits, hands it in: app.ts). */
  bookingUnit?: (contractId: Types.ObjectId) => Promise<BookingUnit | null>;
}

export const otherKind = (kind: SlotKind) => `${SLOT_KIND_LABELS[kind]} 예약은 ${SLOT_KIND_LABELS[kind]} 일정으로만 옮기실 수 있습니다. 다른 일정이 필요하시면 새로 예약해 주세요.`;
export const otherDong = (slotDong: string, dong: string) => `${slotDong}동 계약자분들의 일정입니다. ${dong}동 일정에서 선택해 주세요.`;

/** Refuses a slot the booking may not hold: 409 with the reason, 403 for a contract's kind without a contract. */
export function assertSlotFits(booking: { kind?: string | null; unit?: BookingUnit | null }, slot: { kind?: string | null; dong?: string | null; line?: string | null }): void {
  const kind = (booking.kind ?? 'visit') as SlotKind;
  if ((slot.kind ?? 'visit') !== kind) throw new HttpError(409, otherKind(kind));
  const unit = booking.unit;
  if (isBuyerKind(kind) !== !!unit) throw new HttpError(403, WINNER_MESSAGES.notListed);
  if (!unit) return;
  if (slot.dong && slot.dong !== unit.dong) throw new HttpError(409, otherDong(slot.dong, unit.dong));
  if (slot.line && !unitOnLine(slot.line, unit.dong, unit.ho ?? '')) throw new HttpError(409, MOVE_IN_MESSAGES.otherLine(slot.line));
}

/** The rule for a move: the booking's own unit is its contract's, looked up now (a contract's kind without one is refused). */
export async function assertMayMoveTo(link: UnitLink, r: { kind?: string | null; contractId?: Types.ObjectId | null }, slot: Parameters<typeof assertSlotFits>[1]): Promise<void> {
  const unit = isBuyerKind(r.kind) && r.contractId ? ((await link.bookingUnit?.(r.contractId)) ?? null) : null;
  assertSlotFits({ kind: r.kind, unit }, slot);
}
