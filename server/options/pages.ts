/** The desk's option catalogue page (/admin/options): every option, inactive ones too. */
import type { AdminOptionsData } from '../../shared/options';
import { isDbReady } from '../db/connection';
import { DB_UNAVAILABLE, HttpError } from '../http/errors';
import type { PageLoaderTable } from '../http/page-loaders';
import { adminOptions } from './catalogue';

export const optionPages = {
  // Its permission is checked first (loadPageData in server/loaders.ts), so only a current account is set here.
  'admin-options': async ({ req, app }) => {
    const email = req.account?.email ?? null;
    const role = req.account?.role ?? null;
    const types = Object.keys(app.schedule.site.pricing.prices);
    if (!email) return { value: { email, role, items: [], types } satisfies AdminOptionsData };
    if (!isDbReady()) throw new HttpError(503, DB_UNAVAILABLE);
    return { value: { email, role, items: await adminOptions(), types } satisfies AdminOptionsData };
  },
} satisfies PageLoaderTable;
