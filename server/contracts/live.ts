/**
 * Which contract of a unit is live: the one not ended. A 해약 records its day and unsets the live key
 * in one write, and a unique index on the live key keeps one live contract per unit, so every
 * lookup by 동·호 (the import, the board, deposits, the desk's 입주 and 하자) takes it from here.
 * An ended contract stays as it was, with its holder, for the record: it is found by its id only.
 */
import type { ProjectionType } from 'mongoose';
import { HttpError } from '../http/errors';
import { LIFE_MESSAGES } from '../../shared/contract-life';
import { Contract, type ContractDoc } from './model';

/** The filter of live contracts (a 해약 sets `cancelledOn` and unsets `liveKey` together). */
export const LIVE = { cancelledOn: { $exists: false } } as const;

/** The unit's live contract, or null (none yet, or its last one ended). */
export function liveContractOf<T = ContractDoc>(unitKey: string, projection?: ProjectionType<ContractDoc>) {
  // By the unit key among live ones (indexed): contracts stored without a live key are found too.
  return Contract.findOne({ unitKey, ...LIVE }, projection).lean<T>();
}

export const isLive = (c: { cancelledOn?: string | null }) => !c.cancelledOn;

/** 409 in the holder's words (or the desk's) when the contract has ended: nothing more is done on it. */
export function assertLive(c: { cancelledOn?: string | null }, who: 'holder' | 'desk' = 'holder'): void {
  if (c.cancelledOn) throw new HttpError(409, who === 'holder' ? LIFE_MESSAGES.ended(c.cancelledOn) : LIFE_MESSAGES.endedDesk(c.cancelledOn));
}
