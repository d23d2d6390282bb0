/** Server data of the desk's page-text record (/admin/page-texts). */
import { z } from 'zod';
import type { AdminPageTextsData } from '../../shared/page-data';
import type { LoaderContext, PageLoaderTable } from '../http/page-loaders';
import { isDay, kstDay } from '../core/time';
import { pageTextOn } from './record';
import { recordedPaths } from './text';

const Query = z.object({
  path: z.string().max(200).optional().catch(undefined),
  day: z.string().refine(isDay).optional().catch(undefined),
});

export const pageTextPages = {
  'admin-page-texts': async (ctx) => ({ value: await adminPageTexts(ctx) }),
} satisfies PageLoaderTable;

async function adminPageTexts({ req, identity, now, app }: LoaderContext): Promise<AdminPageTextsData> {
  const { email, role } = await identity();
  const paths = recordedPaths(app.schedule.site.defaultSite);
  const q = Query.parse(req.query);
  const path = paths.some((p) => p.path === q.path) ? q.path! : paths[0]!.path;
  const day = q.day ?? kstDay(now);
  if (!email) return { email, role, paths, path, day, versions: [] };
  return { email, role, paths, path, day, versions: await pageTextOn(path, day) };
}
