/** Server data of /admin/sale: the week's report and the weeks kept (the view in the access record). */
import type { LoaderContext, PageLoaderTable } from '../http/page-loaders';
import { HttpError } from '../http/errors';
import { recordAccess } from '../access-log/record';
import { isoWeek, type AdminSaleData } from '../../shared/sale';
import { kstDay } from '../core/time';
import { reportFor } from './reports';
import { keptWeeks } from './snapshot';
import { WeekQuery } from './routes';

export const salePages = {
  'admin-sale': async (ctx) => ({ value: await adminSale(ctx) }),
} satisfies PageLoaderTable;

async function adminSale({ req, now, app, identity }: LoaderContext): Promise<AdminSaleData> {
  const { email, role } = await identity();
  if (!email) return { email, role, report: null, weeks: [] };
  const q = WeekQuery.safeParse(req.query);
  const weeks = [isoWeek(kstDay(now)), ...(await keptWeeks())];
  try {
    // The site's name as configured (the consent context carries the site's facts).
    const report = await reportFor(q.success ? q.data.week : undefined, now, app.consent.site);
    await recordAccess(req, { action: 'view', subject: `sale report ${report.week}` });
    return { email, role, report, weeks };
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) return { email, role, report: null, weeks, error: err.message };
    throw err;
  }
}
