/**
 * What the desk does with a deposit no contract was found for, besides linking it: 보류 (held, with
 * a note, until the buyer or the bank says whose it is; it can still be linked) or 반환 (the money
 * sent back: the day and the bank's reference kept, as the bank's own record of it). Each is
 * recorded once; a deposit already linked or returned answers 409.
 */
import { Types } from 'mongoose';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import { isDay } from '../core/time';
import { DEPOSIT_MESSAGES } from '../../shared/deposits';
import { Deposit, type DepositDoc } from './deposit-model';
import { groupDigits } from '../../shared/korean-format';

export const Hold = z.object({ note: z.string().trim().max(200).default('') });
export const Return = z.object({
  day: z.string().trim().refine(isDay, '반환한 날을 YYYY-MM-DD로 적어 주세요.'),
  reference: z.string().trim().min(1, '은행 거래번호(참조번호)를 적어 주세요.').max(60),
  note: z.string().trim().max(200).default(''),
});

const won = (n: number) => `${groupDigits(n)}원`;

async function settle(id: string, set: Record<string, unknown>, now: Date, by: string): Promise<DepositDoc> {
  if (!Types.ObjectId.isValid(id)) throw new HttpError(404, DEPOSIT_MESSAGES.notFound);
  const res = await Deposit.updateOne({ _id: id, state: { $in: ['unmatched', 'held'] } }, { $set: { ...set, settledBy: by, settledAt: now } });
  if (res.matchedCount !== 1) {
    if (!(await Deposit.exists({ _id: id }))) throw new HttpError(404, DEPOSIT_MESSAGES.notFound);
    throw new HttpError(409, DEPOSIT_MESSAGES.alreadyMatched);
  }
  return (await Deposit.findById(id).lean<DepositDoc>())!;
}

export async function holdDeposit(id: string, body: z.infer<typeof Hold>, now: Date, by: string) {
  const d = await settle(id, { state: 'held', settledNote: body.note }, now, by);
  return { deposit: d, message: `${d.depositor} ${won(d.amount)} 입금을 보류했습니다. 확인되면 계약에 연결하거나 반환으로 기록해 주세요.` };
}

export async function returnDeposit(id: string, body: z.infer<typeof Return>, now: Date, by: string) {
  const d = await settle(id, { state: 'returned', returnedOn: body.day, returnReference: body.reference, settledNote: body.note }, now, by);
  return { deposit: d, message: `${d.depositor} ${won(d.amount)} 입금을 ${body.day}에 반환한 것으로 기록했습니다(거래번호 ${body.reference}).` };
}
