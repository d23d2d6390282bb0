/**
 * 연체료 면제 by the desk (issue 66): the 연체료 of one instalment, all of what is owed today or a part
 * of it, taken off with a reason, who and when, on the contract (`lateWaivers`) and in its history.
 * The statement, the due list and the 정산서 read it (late-waived.ts). Never more than is owed.
 */
import { z } from 'zod';
import { HttpError, parseBody } from '../http/errors';
import { kstDay } from '../core/time';
import type { Pricing } from '../../shared/site.config';
import { Contract, type ContractDoc } from './model';
import { contractsChanged } from './revision';
import { statementOf } from './statement';
import { moneyTerms } from './money-terms';
import { recordChange } from './write';
import { groupDigits } from '../../shared/korean-format';

export const LATE_WAIVER_MESSAGES = {
  reason: '면제 사유를 2자 이상 200자 이내로 적어 주세요.',
  key: '면제할 회차를 선택해 주세요.',
  amount: '면제 금액을 원 단위 숫자로 입력해 주세요.',
  nothing: '이 회차에는 면제할 연체료가 없습니다.',
  tooMuch: (owed: number) => `면제 금액이 남은 연체료(${groupDigits(owed)}원)보다 많습니다.`,
  changed: '그사이 계약 정보가 바뀌었습니다. 새로 고친 뒤 다시 시도해 주세요.',
} as const;

const Waiver = z.object({
  key: z.string({ error: LATE_WAIVER_MESSAGES.key }).min(1, LATE_WAIVER_MESSAGES.key).max(80, LATE_WAIVER_MESSAGES.key),
  amount: z.number({ error: LATE_WAIVER_MESSAGES.amount }).int(LATE_WAIVER_MESSAGES.amount).min(1, LATE_WAIVER_MESSAGES.amount).optional(),
  reason: z.string({ error: LATE_WAIVER_MESSAGES.reason }).trim().min(2, LATE_WAIVER_MESSAGES.reason).max(200, LATE_WAIVER_MESSAGES.reason),
});

export async function waiveLate(contract: ContractDoc, body: unknown, ctx: { by: string; now: Date; pricing: Pricing }) {
  const { key, amount, reason } = parseBody(Waiver, body, LATE_WAIVER_MESSAGES.reason);
  const line = statementOf(contract, ctx.now, await moneyTerms(ctx.pricing)).payments.find((p) => p.key === key);
  if (!line) throw new HttpError(400, LATE_WAIVER_MESSAGES.key, { key: LATE_WAIVER_MESSAGES.key });
  if (line.late <= 0) throw new HttpError(409, LATE_WAIVER_MESSAGES.nothing);
  const waive = amount ?? line.late;
  if (waive > line.late) throw new HttpError(400, LATE_WAIVER_MESSAGES.tooMuch(line.late), { amount: LATE_WAIVER_MESSAGES.tooMuch(line.late) });
  const row = { key, amount: waive, reason, by: ctx.by, at: ctx.now };
  // As read: a waiver written meanwhile would let two add up beyond what is owed.
  const res = await Contract.updateOne({ _id: contract._id, updatedAt: contract.updatedAt }, { $set: { lateWaivers: [...(contract.lateWaivers ?? []), row], updatedAt: ctx.now } });
  if (res.modifiedCount !== 1) throw new HttpError(409, LATE_WAIVER_MESSAGES.changed);
  await contractsChanged();
  await recordChange(contract._id, ctx.by, ctx.now, `연체료 면제 (${line.label}): ${reason}`, [{ field: 'lateWaived', label: line.label, from: null, to: waive }]);
  return { key, label: line.label, waived: waive, owed: line.late - waive, day: kstDay(ctx.now), reason };
}
