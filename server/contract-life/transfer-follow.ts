/**
 * What follows a 명의변경, after the contract's holders changed: each step is safe to run again.
 * - The former holders' /my sessions end (those who hold no other contract): their reads already
 *   stopped with the contract's write, since every read checks the phone on the contract.
 * - Texts not yet sent about the contract's money are withdrawn (the next sweep texts the new holders).
 * - The contract's bookings made by a former holder take the new holder's name and phone and a new
 *   manage link (the old link acts on nothing); the new holder is sent the booking and its reminder.
 * - Defects whose texts went to a former holder now go to the new holder.
 */
import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { Contract } from '../contracts/model';
import { Reservation } from '../visits/model';
import { queueHandedOver } from '../visits/messages';
import { Defect } from '../defects/model';
import { BuyerSession } from '../my/session';
import type { LifeContext } from './end';

export interface HandedOver {
  contractId: Types.ObjectId;
  /** Phones on the contract before that are not on it now. */
  former: string[];
  /** The new first holder: the bookings' and the defects' new name and phone. */
  holder: { name: string; phone: string };
}

export async function followTransfer(t: HandedOver, ctx: LifeContext): Promise<void> {
  for (const phone of t.former) {
    if (!(await Contract.exists({ holderPhones: phone }))) await BuyerSession.deleteMany({ phone });
  }
  await ctx.outbox.cancelGroup(`contract:${String(t.contractId)}`, 'holder changed');
  if (!t.former.length) return;
  const bookings = await Reservation.find({ contractId: t.contractId, status: 'booked', phone: { $in: t.former } }).lean();
  for (const r of bookings) {
    const token = randomBytes(24).toString('base64url');
    const done = await Reservation.updateOne({ _id: r._id, phone: r.phone, status: 'booked' }, { $set: { name: t.holder.name, phone: t.holder.phone, token } });
    if (done.modifiedCount !== 1) continue; // cancelled or moved meanwhile: its own texts are right
    await queueHandedOver(ctx.outbox, ctx.site, { ...r, phone: t.holder.phone, token }).catch((err: unknown) =>
      ctx.log.error({ err, reservation: String(r._id) }, 'could not queue the handed-over booking texts'),
    );
  }
  await Defect.updateMany({ contractId: t.contractId, notifyPhone: { $in: t.former } }, { $set: { notifyPhone: t.holder.phone } });
}
