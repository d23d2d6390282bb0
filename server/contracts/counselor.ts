/**
 * The counselor of a contract is set by the desk (owners and managers), never guessed from a lead
 * with the same phone number: the interest form is public, so a phone proves nothing. Each change is
 * in the contract's history with who made it.
 */
import { Types } from 'mongoose';
import { CONTRACT_MESSAGES } from '../../shared/contract-ledger';
import { HttpError } from '../http/errors';
import { Admin } from '../accounts/model';
import { Contract, type ContractDoc } from './model';
import { contractsChanged } from './revision';
import { recordChange } from './write';

export async function setCounselor(id: string, counselorId: string | null, ctx: { by: string; now: Date }): Promise<{ counselorId: string | null }> {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
  const c = await Contract.findById(new Types.ObjectId(id), { counselorId: 1, updatedAt: 1 }).lean<Pick<ContractDoc, '_id' | 'counselorId' | 'updatedAt'>>();
  if (!c) throw new HttpError(404, CONTRACT_MESSAGES.notFound);
  if (counselorId !== null && !(await Admin.exists({ _id: counselorId, active: { $ne: false }, role: { $in: ['counselor', 'manager', 'owner'] } }))) {
    throw new HttpError(400, CONTRACT_MESSAGES.counselorInvalid);
  }
  const from = c.counselorId ? String(c.counselorId) : null;
  if (from === counselorId) return { counselorId };
  const res = await Contract.updateOne(
    { _id: c._id, updatedAt: c.updatedAt },
    counselorId ? { $set: { counselorId: new Types.ObjectId(counselorId), updatedAt: ctx.now } } : { $unset: { counselorId: 1 }, $set: { updatedAt: ctx.now } },
  );
  if (res.modifiedCount !== 1) throw new HttpError(409, CONTRACT_MESSAGES.changedMeanwhile);
  await contractsChanged();
  await recordChange(c._id, ctx.by, ctx.now, '담당 상담사 지정', [{ field: 'counselorId', from, to: counselorId }]);
  return { counselorId };
}
