/**
 * 명의변경 (권리의무승계): the desk hands a live contract to other holders, with the day, the reason, the
 * documents it checked and, for a 전매 within the 전매제한, the 시행령 제73조제4항 ground it rests on.
 * The contract keeps its id, money, options, schedule, bookings and defects; one conditional write on
 * the contract as read changes its holders, and from that write on every /my read (which checks the
 * phone on the contract) stops answering the former holder. Then what was theirs follows
 * (transfer-follow.ts): their sessions end, unsent texts are withdrawn, bookings and defects take the
 * new holder's phone, and booking links are drawn anew.
 */
import { Types } from 'mongoose';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import { kstDay } from '../core/time';
import { isMobilePhone, normalisePhone } from '../core/phone';
import { CONTRACT_MESSAGES } from '../../shared/contract-ledger';
import { LIFE_MESSAGES, RESALE_EXCEPTIONS, TRANSFER_DOCUMENTS, TRANSFER_REASONS, isResale, type ResaleExceptionId } from '../../shared/contract-life';
import { Contract, type ContractDoc } from '../contracts/model';
import { LIVE, assertLive } from '../contracts/live';
import { recordChange } from '../contracts/write';
import { contractsChanged } from '../contracts/revision';
import { resaleLimit } from './resale-limit';
import { followTransfer } from './transfer-follow';
import type { LifeContext } from './end';

const EXCEPTION_IDS = RESALE_EXCEPTIONS.map((e) => e.id) as [ResaleExceptionId, ...ResaleExceptionId[]];

export const TransferBody = z.object({
  holders: z
    .array(z.object({ name: z.string({ error: LIFE_MESSAGES.transferHolders }).trim().min(1, LIFE_MESSAGES.transferHolders).max(50, LIFE_MESSAGES.transferHolders), phone: z.string({ error: LIFE_MESSAGES.transferHolders }).max(40) }), { error: LIFE_MESSAGES.transferHolders })
    .min(1, LIFE_MESSAGES.transferHolders)
    .max(4, LIFE_MESSAGES.transferHolders),
  on: z.iso.date({ error: LIFE_MESSAGES.transferDay }),
  reason: z.enum(TRANSFER_REASONS, { error: LIFE_MESSAGES.transferReason }),
  note: z.string({ error: LIFE_MESSAGES.transferNote }).trim().max(500, LIFE_MESSAGES.transferNote).optional(),
  documents: z.array(z.enum(TRANSFER_DOCUMENTS)).max(TRANSFER_DOCUMENTS.length).optional(),
  /** A 시행령 제73조제4항 ground (its 호), for a 전매 within the 전매제한. */
  exception: z.enum(EXCEPTION_IDS).optional(),
});

const named = (hs: readonly { name: string; phone: string }[]) => hs.map((h) => `${h.name} ${h.phone}`).join(', ');

export async function transferContract(id: string, body: z.infer<typeof TransferBody>, by: string, ctx: LifeContext) {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
  const c = await Contract.findById(new Types.ObjectId(id)).lean<ContractDoc>();
  if (!c) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
  assertLive(c, 'desk');
  const now = ctx.now();
  if (body.on > kstDay(now) || (c.contractDate && body.on < c.contractDate)) throw new HttpError(400, LIFE_MESSAGES.transferDay, { on: LIFE_MESSAGES.transferDay });
  // The new holders sign in to /my with their own verified mobile phone.
  const holders = body.holders.map((h, i) => {
    const phone = normalisePhone(h.phone);
    if (!phone || !isMobilePhone(phone)) throw new HttpError(400, LIFE_MESSAGES.transferPhone(h.phone), { [`holders.${i}.phone`]: LIFE_MESSAGES.transferPhone(h.phone) });
    return { name: h.name, phone };
  });
  if (new Set(holders.map((h) => h.phone)).size !== holders.length) throw new HttpError(400, LIFE_MESSAGES.transferHolders);
  if (named(holders) === named(c.holders ?? [])) throw new HttpError(400, LIFE_MESSAGES.transferSame);
  const until = await resaleLimit();
  const limited = isResale(body.reason) && !!until && body.on <= until;
  if (limited && !body.exception) throw new HttpError(409, LIFE_MESSAGES.resaleLimited(until!));
  if (limited && !body.note) throw new HttpError(400, LIFE_MESSAGES.transferNoteRequired, { note: LIFE_MESSAGES.transferNoteRequired });

  // As read: its time and its holders (two desks within the same millisecond leave the time as it was).
  const res = await Contract.updateOne(
    { _id: c._id, updatedAt: c.updatedAt, holderPhones: c.holderPhones ?? [], ...LIVE },
    { $set: { holders, holderPhones: holders.map((h) => h.phone), updatedAt: now } },
  );
  if (res.modifiedCount !== 1) {
    const after = await Contract.findById(c._id, { cancelledOn: 1 }).lean<Pick<ContractDoc, 'cancelledOn'>>();
    if (after) assertLive(after, 'desk');
    throw new HttpError(409, CONTRACT_MESSAGES.changedMeanwhile);
  }
  await contractsChanged();
  const exception = limited ? RESALE_EXCEPTIONS.find((e) => e.id === body.exception)! : null;
  await recordChange(c._id, by, now, `명의변경 (사유: ${body.reason}, 변경일 ${body.on}${body.note ? `, 메모: ${body.note}` : ''})`, [
    { field: 'holders', from: named(c.holders ?? []), to: named(holders) },
    { field: 'transferReason', from: null, to: body.reason },
    { field: 'transferDocuments', from: null, to: body.documents?.length ? body.documents : '없음' },
    ...(exception ? [{ field: 'resaleException', from: null, to: `주택법 시행령 제73조제4항 ${exception.label}` }] : []),
  ]);
  const former = (c.holderPhones ?? []).filter((p) => !holders.some((h) => h.phone === p));
  await followTransfer({ contractId: c._id, former, holder: holders[0]! }, ctx);
  return { id: String(c._id), holders, on: body.on, reason: body.reason, ...(exception ? { exception: exception.id } : {}) };
}
