/** Server data of the desk's access log page. */
import type { AdminAccessLogData } from '../../shared/page-data';
import type { LoaderContext, PageLoaderTable } from '../http/page-loaders';
import { accessLogPage, AccessQuery } from './routes';

export const accessLogPages = {
  'admin-access-log': async (ctx) => ({ value: await adminAccessLog(ctx) }),
} satisfies PageLoaderTable;

async function adminAccessLog({ req, identity }: LoaderContext): Promise<AdminAccessLogData> {
  const { email, role } = await identity();
  const parsed = AccessQuery.safeParse(req.query);
  const filter = parsed.success ? parsed.data : {};
  if (!email) return { email, role, filter, page: null };
  return { email, role, filter, page: await accessLogPage(filter, 300) };
}
