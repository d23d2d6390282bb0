/** The desk's list of deposits: those waiting to be matched by hand first, or every one imported. */
import { z } from 'zod';
import { Deposit, type DepositDoc } from './deposit-model';
import type { AdminDeposit } from '../../shared/deposits';
import { suggestionsFor } from './deposit-match';

export const DEPOSIT_PAGE_SIZE = 50;

export const DepositQuery = z.object({
  state: z.enum(['unmatched', 'matched', 'held', 'returned', 'notified', 'all']).default('unmatched').catch('unmatched'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type DepositFilter = z.infer<typeof DepositQuery>;

export const depositView = (d: DepositDoc): AdminDeposit => ({
  id: String(d._id),
  day: d.day,
  depositor: d.depositor,
  account: d.account ?? '',
  amount: d.amount,
  state: d.state,
  ...(d.matchedBy ? { matchedBy: d.matchedBy } : {}),
  ...(d.settledNote ? { note: d.settledNote } : {}),
  ...(d.returnedOn ? { returnedOn: d.returnedOn, returnReference: d.returnReference ?? '' } : {}),
  ...(d.unitKey && d.state === 'matched' ? { unit: d.unitKey } : {}),
  allocation: (d.allocation ?? []).map((a) => ({ key: a.key, label: a.label, amount: a.amount })),
  surplus: d.surplus ?? 0,
  importedAt: d.importedAt.toISOString(),
});

export async function depositList(f: DepositFilter): Promise<{ items: AdminDeposit[]; total: number; page: number; pages: number; waiting: number }> {
  const filter = f.state === 'all' ? {} : { state: f.state };
  const [total, waiting] = await Promise.all([Deposit.countDocuments(filter), Deposit.countDocuments({ state: 'unmatched' })]);
  const pages = Math.max(1, Math.ceil(total / DEPOSIT_PAGE_SIZE));
  const page = Math.min(f.page, pages);
  const docs = await Deposit.find(filter)
    .sort({ importedAt: -1, line: 1 })
    .skip((page - 1) * DEPOSIT_PAGE_SIZE)
    .limit(DEPOSIT_PAGE_SIZE)
    .lean<DepositDoc[]>();
  // A waiting deposit comes with the contracts its depositor's text points to ("1504 정하늘").
  const items = await Promise.all(docs.map(async (d) => (d.state === 'unmatched' ? { ...depositView(d), suggestions: await suggestionsFor(d.depositor) } : depositView(d))));
  return { items, total, page, pages, waiting };
}
