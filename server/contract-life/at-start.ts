/**
 * At start (every instance; each step is conditional): contracts ended but not yet followed (a
 * process that died between the 해약's write and its last step) are settled, and every unit whose
 * board state is not what its ledger says is reported, by its 동-호 (no person), for the desk to look at.
 */
import type { Logger } from '../logger';
import { Contract } from '../contracts/model';
import { boardDrift } from '../contracts/board';
import { settleEnded, type LifeContext } from './end';

export async function contractLifeAtStart(ctx: LifeContext, log: Logger): Promise<{ settled: number; drift: number }> {
  let settled = 0;
  for (const c of await Contract.find({ cancelledOn: { $exists: true }, 'cancellation.settledAt': { $exists: false } }, { _id: 1 }).lean()) {
    if (await settleEnded(c._id, 'system', ctx)) settled++;
  }
  if (settled) log.warn({ settled }, 'ended contracts followed after an interrupted 해약');
  const drift = await boardDrift();
  if (drift.length) log.warn({ units: drift.slice(0, 50), count: drift.length }, 'unit board and contract ledger differ: a live contract should be 계약완료 and only then');
  return { settled, drift: drift.length };
}
