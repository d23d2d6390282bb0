/**
 * A contract holder changes or cancels their own 옵션 계약 or 자서 visit on /my, as they do a 사전점검:
 * only a booking of their contract and of those kinds, moved to a slot of the same kind open to their
 * 동. The move itself is the desk's (server/visits/desk.ts: the new place is taken before the old is
 * given back, and the holder is texted); a cancellation is the visitor's own from the text's link.
 * Of a shared contract, only the holder whose phone made the booking changes it (decision 0043).
 */
import { Types } from 'mongoose';
import { HttpError } from '../http/errors';
import { Reservation, VisitSlot } from '../visits/model';
import { moveReservation } from '../visits/desk';
import { cancelByToken, type VisitContext } from '../visits/reservations';
import { SLOT_KIND_LABELS, isHolderKind } from '../../shared/winners';
import type { ContractDoc } from '../contracts/model';
import { normalisePhone } from '../core/phone';
import { JOINT_HOLDER_MESSAGES } from '../../shared/joint-holders';

const NOT_FOUND = '예약을 찾을 수 없습니다.';
const PICK = '바꾸실 시간을 다시 선택해 주세요.';

/** The contract's live 옵션 계약 or 자서 visit of this code, booked by this holder's phone (403 for the other holder's). */
async function ownVisit(contract: ContractDoc, code: string, phone: string) {
  const r = await Reservation.findOne({ code: code.toUpperCase().slice(0, 20), contractId: contract._id, status: { $ne: 'cancelled' } }).lean();
  if (!r || !isHolderKind(r.kind)) throw new HttpError(404, NOT_FOUND);
  if (normalisePhone(r.phone) !== phone) throw new HttpError(403, JOINT_HOLDER_MESSAGES.booking);
  return r;
}

export async function moveHolderVisit(ctx: VisitContext, contract: ContractDoc, phone: string, code: string, slotId: string) {
  const r = await ownVisit(contract, code, phone);
  const slot = Types.ObjectId.isValid(slotId) ? await VisitSlot.findById(slotId, { kind: 1, dong: 1 }).lean() : null;
  if (!slot || slot.kind !== r.kind) throw new HttpError(400, PICK, { slotId: PICK });
  if (slot.dong && slot.dong !== contract.dong) throw new HttpError(409, `${slot.dong}동 계약자분들의 일정입니다. ${contract.dong}동 일정에서 선택해 주세요.`);
  const moved = await moveReservation(ctx, r, slotId, { kind: 'visitor' });
  return { kind: moved.kind, label: SLOT_KIND_LABELS[r.kind], code: moved.code, date: moved.date, start: moved.start, end: moved.end, status: moved.status };
}

export async function cancelHolderVisit(ctx: VisitContext, contract: ContractDoc, phone: string, code: string) {
  const r = await ownVisit(contract, code, phone);
  await cancelByToken(ctx, r.token);
}
