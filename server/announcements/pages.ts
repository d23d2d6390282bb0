/** Server data of the desk's announcements page. */
import type { LoaderContext, PageLoaderTable } from '../http/page-loaders';
import type { AdminAnnouncementsData } from '../../shared/page-data';
import { listAnnouncements } from './service';

export const announcementPages = {
  'admin-announcements': async (ctx) => ({ value: await adminAnnouncements(ctx) }),
} satisfies PageLoaderTable;

async function adminAnnouncements({ app, identity }: LoaderContext): Promise<AdminAnnouncementsData> {
  const { email, role } = await identity();
  if (!email) return { email, role, items: [] };
  return { email, role, items: await listAnnouncements(app.consent) };
}
