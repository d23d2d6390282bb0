/**
 * Whether a household's 입주증 and keys are released (issue 66): its 입주 정산서 today leaves nothing to
 * pay, or the desk made an exception with a reason (listed on the desk, kept in the contract's
 * history). /my's 입주증, the desk's pass check and 열쇠 지급 read it here alike.
 */
import { siteConfig, type Pricing } from '../../shared/site.config';
import type { ContractDoc } from '../contracts/model';
import { settledToday } from '../contracts/settlement-view';
import { MoveInRecord, type MoveInRecordDoc } from './model';

export interface Release {
  /** What the 정산서 leaves today (0 or less: nothing). */
  total: number;
  /** Of it, what is owed to the sale's account (the 관리비 예치금, paid at the management office, left out): 0 releases. */
  owed: number;
  released: boolean;
  exception: string | null;
}

export async function releaseOf(contract: ContractDoc, now: Date, pricing: Pricing = siteConfig.pricing, rec?: MoveInRecordDoc | null): Promise<Release> {
  const [{ total, owed, settled }, record] = await Promise.all([settledToday(contract, now, pricing), rec === undefined ? MoveInRecord.findById(contract._id).lean<MoveInRecordDoc>() : rec]);
  const exception = record?.exception?.reason ?? null;
  return { total: Math.max(total, 0), owed: Math.max(owed, 0), released: settled || !!exception, exception };
}
