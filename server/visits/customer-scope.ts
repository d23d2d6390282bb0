/**
 * A counselor's reach at the model-house desk (decision 0022): the day list shows every party
 * (the reception checks everyone in), but full phone numbers only of the counselor's own and pool
 * customers; another counselor's customer is masked as in the lead list, and only the marks of the
 * day (방문 / 미방문, and undoing them) stay open on it. Moving or cancelling it answers 403.
 * Owners and managers (leads.all) see and change everything. Bookings of a contract (사전점검, 입주,
 * 옵션 계약, 대출 자서) are the move-in and contract desks' (`movein` or `contracts.all`): to anyone
 * else they show masked in the same way, and moving or cancelling them answers 403.
 */
import mongoose from 'mongoose';
import { HttpError } from '../http/errors';
import { Lead } from '../leads/model';
import { seesAll } from '../leads/assignment';
import type { SignedInAccount } from '../accounts/permission';
import { maskPhone } from '../core/phone';
import type { AdminSlot } from '../../shared/visits-admin';
import { Reservation } from './model';
import { handlesContracts as roleHandlesContracts } from '../../shared/permissions';
import { isBuyerKind } from '../../shared/winners';

export const OTHERS_CUSTOMER = '다른 상담사가 담당하는 고객의 예약은 옮기거나 취소할 수 없습니다. 담당 상담사나 팀장에게 요청해 주세요.';
export const CONTRACT_BOOKING = '계약 세대의 예약(사전점검·입주·옵션 계약·대출 자서)은 입주·계약 담당자만 옮기거나 취소할 수 있습니다. 팀장에게 요청해 주세요.';

/** Whether the account handles contract holders' bookings (the move-in desk, or every contract). */
const handlesContracts = (account: SignedInAccount) => roleHandlesContracts(account.role);

/** Of these leads, the ones assigned to someone other than `account` (a lead of the pool is everyone's). */
async function othersLeads(leadIds: string[], account: SignedInAccount): Promise<Set<string>> {
  const ids = [...new Set(leadIds.filter((id) => mongoose.isObjectIdOrHexString(id)))];
  if (!ids.length) return new Set();
  const rows = await Lead.find({ _id: { $in: ids }, $and: [{ assignee: { $type: 'string' } }, { assignee: { $ne: account.id } }] }, { _id: 1 }).lean<{ _id: unknown }[]>();
  return new Set(rows.map((r) => String(r._id)));
}

/** The day list as this reader may see it: others' customers masked, without the link to their lead. */
export async function scopeDay(slots: AdminSlot[], account: SignedInAccount | undefined): Promise<AdminSlot[]> {
  if (!account || (seesAll(account) && handlesContracts(account))) return slots;
  const others = seesAll(account) ? new Set<string>() : await othersLeads(slots.flatMap((s) => s.reservations.flatMap((r) => (r.leadId ? [r.leadId] : []))), account);
  const contractsHidden = !handlesContracts(account);
  return slots.map((s) => ({
    ...s,
    reservations: s.reservations.map((r) => {
      const masked = (contractsHidden && isBuyerKind(s.kind)) || (!!r.leadId && others.has(r.leadId));
      return masked ? { ...r, leadId: undefined, unit: undefined, phone: maskPhone(r.phone), othersCustomer: true as const } : r;
    }),
  }));
}

/** 403 when the booking is a contract's and the account does not handle them, or its lead is another counselor's (moving or cancelling it). */
export async function assertMayChange(code: string, account: SignedInAccount): Promise<void> {
  if (seesAll(account) && handlesContracts(account)) return;
  const r = await Reservation.findOne({ code: code.toUpperCase() }, { leadId: 1, kind: 1, contractId: 1 }).lean<{ leadId?: unknown; kind?: string; contractId?: unknown }>();
  if (r && (isBuyerKind(r.kind) || r.contractId) && !handlesContracts(account)) throw new HttpError(403, CONTRACT_BOOKING);
  if (seesAll(account) || !r?.leadId) return; // unknown codes answer 404 further on; a booking without a lead is the pool's
  if ((await othersLeads([String(r.leadId)], account)).size) throw new HttpError(403, OTHERS_CUSTOMER);
}
