/**
 * One booking per contract and kind for the visits contract holders book on /my (옵션 계약, 중도금 대출
 * 자서): a lock document `contract:<id>:<kind>` exists while one is booked, so a second booking fails
 * on its unique _id (no read-then-write), as the phone's day lock does. Taken before the place,
 * given back when the booking fails or is cancelled.
 */
import type { Types } from 'mongoose';
import { HttpError } from '../http/errors';
import { Reservation, VisitDayLock } from './model';
import { shortDay } from '../../shared/visits';
import { SLOT_KIND_LABELS, isMoveInKind, type SlotKind } from '../../shared/winners';

export const holderLockId = (contractId: Types.ObjectId | string, kind: string) => `contract:${String(contractId)}:${kind}`;

export async function takeHolderLock(contractId: Types.ObjectId, kind: SlotKind, now: Date, retentionDays: number): Promise<void> {
  try {
    await VisitDayLock.create({ _id: holderLockId(contractId, kind), createdAt: now, expiresAt: new Date(now.getTime() + retentionDays * 86_400_000) });
  } catch (err) {
    if ((err as { code?: number }).code !== 11000) throw err;
    const existing = await Reservation.findOne({ contractId, kind, status: { $ne: 'cancelled' } }, { date: 1, start: 1 }).lean();
    const when = existing ? ` (${shortDay(existing.date)} ${existing.start})` : '';
    // 사전점검 and 입주 are moved on /my; a visit of the contract stage is cancelled and booked again.
    if (isMoveInKind(kind)) throw new HttpError(409, `이미 ${SLOT_KIND_LABELS[kind]} 예약이 있습니다${when}. 예약하신 시간을 바꾸시려면 '시간 변경'을 이용해 주세요.`);
    throw new HttpError(409, `이미 ${SLOT_KIND_LABELS[kind]} 방문을 예약하셨습니다${when}. 바꾸시려면 예약을 취소한 뒤 다시 예약해 주세요.`);
  }
}

export async function releaseHolderLock(r: { contractId?: Types.ObjectId | null; kind?: string | null }): Promise<void> {
  if (r.contractId && r.kind) await VisitDayLock.deleteOne({ _id: holderLockId(r.contractId, r.kind) });
}
