/**
 * 중도금 집단대출 (issue 66): the desk records a household's loan (bank, 이자후불제 rate) and each 회차
 * the bank executed, typed in or from the bank's list. A 회차 executed pays its 중도금 as a deposit
 * does (its part by the execution day, money in by day, beyond it the contract's surplus) and is kept
 * once per 회차: the draw is claimed on the loan first (one conditional write), then paid in.
 */
import { Types } from 'mongoose';
import { HttpError } from '../http/errors';
import { isDay } from '../../shared/kst';
import { Contract, RECEIVED_BY_DAY, type ContractDoc } from './model';
import { ContractLoan, type LoanDoc } from './loan-model';
import { contractsChanged } from './revision';
import { recordChange } from './write';

export const LOAN_MESSAGES = {
  bank: '대출 은행을 입력해 주세요.',
  rate: '이자후불제 금리를 연 % 숫자로 입력해 주세요 (예: 4.5).',
  round: (r: string) => `'${r}'에 해당하는 중도금 회차가 계약에 없습니다.`,
  day: '실행일을 YYYY-MM-DD 형식으로 입력해 주세요.',
  amount: '실행 금액을 원 단위 숫자로 입력해 주세요.',
  again: (label: string) => `${label}은(는) 이미 대출 실행이 기록되어 있습니다.`,
  noLoan: '이 세대의 중도금 대출(은행과 금리)을 먼저 등록해 주세요.',
  changed: '그사이 계약 정보가 바뀌었습니다. 다시 시도해 주세요.',
} as const;

/** '1', '1회', '1회차', '중도금 1회' or the key 'mid-1' → 'mid-1'. */
export function roundKey(raw: string): string | null {
  const t = raw.replace(/\s/g, '');
  if (/^mid-\d+$/.test(t)) return t;
  const n = /^(?:중도금)?(\d{1,2})(?:회|회차|차)?$/.exec(t)?.[1];
  return n ? `mid-${Number(n)}` : null;
}

export async function setLoan(contractId: Types.ObjectId, input: { bank: string; ratePercent: number }, by: string, now: Date): Promise<void> {
  const bank = input.bank.trim();
  if (!bank || bank.length > 40) throw new HttpError(400, LOAN_MESSAGES.bank, { bank: LOAN_MESSAGES.bank });
  if (!Number.isFinite(input.ratePercent) || input.ratePercent < 0 || input.ratePercent > 30) throw new HttpError(400, LOAN_MESSAGES.rate, { ratePercent: LOAN_MESSAGES.rate });
  await ContractLoan.updateOne({ _id: contractId }, { $set: { bank, ratePercent: input.ratePercent, updatedAt: now }, $setOnInsert: { draws: [] } }, { upsert: true });
  await recordChange(contractId, by, now, `중도금 대출 등록 (${bank}, 이자후불제 연 ${input.ratePercent}%)`);
}

/**
 * One 회차 executed: kept on the loan once, then paid into its 중도금 (what it leaves open is taken,
 * the rest is the contract's surplus). 409 when that 회차 is already recorded.
 */
export async function recordDraw(contract: Pick<ContractDoc, '_id'>, draw: { round: string; day: string; amount: number }, by: string, now: Date) {
  const key = roundKey(draw.round);
  const c = await Contract.findById(contract._id).lean<ContractDoc>();
  const inst = key ? c?.instalments.find((i) => i.key === key) : undefined;
  if (!c || !inst) throw new HttpError(400, LOAN_MESSAGES.round(draw.round), { round: LOAN_MESSAGES.round(draw.round) });
  if (!isDay(draw.day)) throw new HttpError(400, LOAN_MESSAGES.day, { day: LOAN_MESSAGES.day });
  if (!Number.isInteger(draw.amount) || draw.amount <= 0) throw new HttpError(400, LOAN_MESSAGES.amount, { amount: LOAN_MESSAGES.amount });
  const loan = await ContractLoan.findById(c._id).lean<LoanDoc>();
  if (!loan) throw new HttpError(409, LOAN_MESSAGES.noLoan);
  if (loan.draws.some((d) => d.key === inst.key)) throw new HttpError(409, LOAN_MESSAGES.again(inst.label));
  // The loan as read (its time) and without this 회차: of two recording it at once, one wins.
  const draws = [...loan.draws, { key: inst.key, label: inst.label, day: draw.day, amount: draw.amount }];
  const claimed = await ContractLoan.updateOne({ _id: c._id, updatedAt: loan.updatedAt, 'draws.key': { $ne: inst.key } }, { $set: { draws, updatedAt: now } });
  if (claimed.modifiedCount !== 1) throw new HttpError(409, LOAN_MESSAGES.again(inst.label));
  // Paid in as a deposit is: conditional on the instalment's paid as read, read again when it moved.
  for (let attempt = 0; attempt < 5; attempt++) {
    const fresh = attempt ? await Contract.findById(c._id).lean<ContractDoc>() : c;
    const i = fresh!.instalments.find((x) => x.key === inst.key)!;
    const pay = Math.min(Math.max(i.amount - i.paid, 0), draw.amount);
    const surplus = draw.amount - pay;
    const parts = pay ? [...(i.parts ?? []), { day: draw.day, amount: pay }] : (i.parts ?? undefined);
    const set: Record<string, unknown> = { 'instalments.$[i].paid': i.paid + pay, updatedAt: now, ...(parts ? { 'instalments.$[i].parts': parts } : {}) };
    if (pay && i.paid + pay >= i.amount) set['instalments.$[i].paidOn'] = draw.day;
    const inc: Record<string, number> = { ...(pay ? { [`${RECEIVED_BY_DAY}.${draw.day}`]: pay } : {}), ...(surplus ? { surplus } : {}) };
    const res = await Contract.collection.updateOne(
      { _id: c._id, instalments: { $elemMatch: { key: i.key, paid: i.paid } } },
      { $set: set, ...(Object.keys(inc).length ? { $inc: inc } : {}) },
      { arrayFilters: [{ 'i.key': i.key }] },
    );
    if (res.modifiedCount === 1) {
      await contractsChanged();
      await recordChange(c._id, by, now, `중도금 대출 실행 (${inst.label}, ${draw.day}, ${loan.bank})`, [
        { field: 'loanDraw', label: inst.label, from: null, to: draw.amount },
        ...(pay ? [{ field: 'instalment.paid', label: inst.label, from: null, to: pay }] : []),
        ...(surplus ? [{ field: 'surplus', from: null, to: surplus }] : []),
      ]);
      return { key: inst.key, label: inst.label, day: draw.day, amount: draw.amount, paid: pay, surplus };
    }
  }
  throw new HttpError(409, LOAN_MESSAGES.changed);
}
