/**
 * The 전매제한 the 입주자모집공고 states (주택법 제64조, 시행령 제73조 and 별표 3): the desk enters its last
 * day once; a 전매 on or before it is refused unless one of 시행령 제73조제4항's grounds is recorded.
 * One document in contract_settings, as the option period and the 입주지정기간 are.
 */
import { ContractSetting } from '../contracts/option-period';

const RESALE_LIMIT = 'resale-limit';

/** The 전매제한's last day (YYYY-MM-DD), or null while the desk has not entered it. */
export async function resaleLimit(): Promise<string | null> {
  return (await ContractSetting.findById(RESALE_LIMIT, { deadline: 1 }).lean())?.deadline ?? null;
}

export async function setResaleLimit(until: string | null, by: string, now: Date): Promise<void> {
  await ContractSetting.updateOne({ _id: RESALE_LIMIT }, until ? { $set: { deadline: until, updatedAt: now, updatedBy: by } } : { $unset: { deadline: 1 }, $set: { updatedAt: now, updatedBy: by } }, { upsert: true });
}
