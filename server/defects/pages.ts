/** Server data of the defect desk (/admin/defects): the same list, scope and access record as its API. */
import type { AdminDefectsData } from '../../shared/page-data';
import type { LoaderContext, PageLoaderTable } from '../http/page-loaders';
import { defectList, readQuery } from './admin-routes';

export const defectPages = {
  'admin-defects': async (ctx) => ({ value: await adminDefects(ctx) }),
} satisfies PageLoaderTable;

async function adminDefects({ req, identity, now }: LoaderContext): Promise<AdminDefectsData> {
  const { email, role } = await identity();
  const filter = readQuery(req.query);
  if (!email) return { email, role, filter, list: null };
  return { email, role, filter, list: await defectList(req, filter, now) };
}
