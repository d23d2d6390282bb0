/**
 * The visits of this stage a contract holder books on /my: 옵션 계약 and 중도금 대출 자서, on the site's
 * slots of those kinds (a 자서 slot may be for one 동), one per contract and kind; the confirmation
 * and the reminder are the texts every booked visit gets (server/visits/messages.ts).
 */
import { Types } from 'mongoose';
import { book, type VisitContext } from '../visits/reservations';
import { openSlots } from '../visits/slots';
import { Reservation, VisitSlot } from '../visits/model';
import { HttpError } from '../http/errors';
import { HOLDER_SLOT_KINDS, SLOT_KIND_LABELS, isHolderKind, type HolderSlotKind } from '../../shared/winners';
import type { SlotDay } from '../../shared/visits';
import type { ContractDoc } from '../contracts/model';
import { kstDay } from '../../shared/kst';

export interface HolderVisitKind {
  kind: HolderSlotKind;
  label: string;
  booking: { code: string; date: string; start: string; end: string; status: string; past?: boolean } | null;
  days: SlotDay[];
}

export async function holderVisits(contract: ContractDoc, now: Date): Promise<{ kinds: HolderVisitKind[] }> {
  const kinds = await Promise.all(
    HOLDER_SLOT_KINDS.map(async (kind) => {
      const [booking, days] = await Promise.all([
        Reservation.findOne({ contractId: contract._id, kind, status: { $ne: 'cancelled' } }, { code: 1, date: 1, start: 1, end: 1, status: 1 }).sort({ createdAt: -1 }).lean(),
        // An ended contract (해약) books nothing: no days are offered.
        contract.cancelledOn ? Promise.resolve([]) : openSlots(now, undefined, 31, kind, contract.dong),
      ]);
      return {
        kind,
        label: SLOT_KIND_LABELS[kind],
        // A day passed shows what happened, with no 변경 or 취소 (issue 66).
        booking: booking ? { code: booking.code, date: booking.date, start: booking.start, end: booking.end, status: booking.status, past: booking.date < kstDay(now) } : null,
        days,
      };
    }),
  );
  return { kinds };
}

export async function bookHolderVisit(ctx: VisitContext, contract: ContractDoc, phone: string, slotId: string) {
  const slot = await VisitSlot.findById(slotId, { kind: 1 }).lean();
  if (!slot || !isHolderKind(slot.kind)) throw new HttpError(400, '예약하실 시간을 다시 선택해 주세요.');
  const name = contract.holders.find((h) => h.phone === phone)?.name ?? contract.holders[0]?.name ?? '계약자';
  const r = await book(ctx, {
    slotId,
    party: 1,
    name,
    phone,
    message: `${contract.dong}동 ${contract.ho}호`,
    channel: 'web',
    phoneVerified: true,
    contract: { id: new Types.ObjectId(String(contract._id)), dong: contract.dong },
  });
  return { kind: r.kind, label: SLOT_KIND_LABELS[slot.kind], code: r.code, date: r.date, start: r.start, end: r.end, status: r.status };
}
