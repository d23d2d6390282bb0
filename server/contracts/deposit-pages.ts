/** Server data of the deposits desk and the list of instalments due (each view in the access record). */
import type { AdminDepositsData, AdminDueData, DueFilter } from '../../shared/deposits';
import type { LoaderContext, PageLoaderTable } from '../http/page-loaders';
import { recordAccess } from '../access-log/record';
import { kstDay } from '../core/time';
import { depositList, DepositQuery } from './deposit-list';
import { duePage } from './due';
import { DueQuery } from './deposit-routes';
import { moneyTerms } from './money-terms';

export const depositPages = {
  'admin-deposits': async (ctx) => ({ value: await adminDeposits(ctx) }),
  'admin-due': async (ctx) => ({ value: await adminDue(ctx) }),
} satisfies PageLoaderTable;

async function adminDeposits({ req, identity }: LoaderContext): Promise<AdminDepositsData> {
  const { email, role } = await identity();
  const filter = DepositQuery.parse(req.query);
  if (!email) return { email, role, filter, list: null };
  const list = await depositList(filter);
  await recordAccess(req, { action: 'search', subject: `deposits ${JSON.stringify(filter)}`, count: list.items.length });
  return { email, role, filter, list };
}

async function adminDue({ req, now, identity, app }: LoaderContext): Promise<AdminDueData> {
  const { email, role } = await identity();
  const filter: DueFilter = DueQuery.parse(req.query);
  if (!email) return { email, role, filter, due: null, today: kstDay(now) };
  const due = await duePage(filter, now, await moneyTerms(app.schedule.site.pricing));
  await recordAccess(req, { action: 'search', subject: `contracts-due ${JSON.stringify(filter)}`, count: due.rows.length });
  return { email, role, filter, due, today: kstDay(now) };
}
