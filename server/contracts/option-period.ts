/**
 * The option period (옵션 선택 기간) the desk sets: contract holders choose options on /my from its
 * first day to its deadline, both Korean calendar days, the deadline included to 23:59:59 KST.
 * One document in contract_settings; no period set means the choice is not open.
 */
import mongoose, { Schema } from 'mongoose';
import { kstDay } from '../../shared/kst';

const settingSchema = new Schema(
  {
    _id: { type: String, required: true },
    start: { type: String },
    deadline: { type: String },
    updatedAt: { type: Date },
    updatedBy: { type: String },
  },
  { collection: 'contract_settings', versionKey: false },
);
export const ContractSetting = mongoose.model('ContractSetting', settingSchema);

const OPTION_PERIOD = 'option-period';

export interface OptionPeriod {
  start: string | null;
  deadline: string | null;
}

export async function optionPeriod(): Promise<OptionPeriod> {
  const s = await ContractSetting.findById(OPTION_PERIOD).lean();
  return { start: s?.start ?? null, deadline: s?.deadline ?? null };
}

export async function setOptionPeriod(period: { start: string; deadline: string }, by: string, now: Date): Promise<void> {
  await ContractSetting.updateOne({ _id: OPTION_PERIOD }, { $set: { ...period, updatedAt: now, updatedBy: by } }, { upsert: true });
}

export type PeriodState = 'none' | 'before' | 'open' | 'closed';

export function periodState(p: OptionPeriod, now: Date): PeriodState {
  if (!p.start || !p.deadline) return 'none';
  const today = kstDay(now);
  if (today < p.start) return 'before';
  return today > p.deadline ? 'closed' : 'open';
}
