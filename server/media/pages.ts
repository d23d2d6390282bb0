/** Server data of the desk's media library page: one page of the list, with the filters in its address. */
import type { PageLoaderTable } from '../http/page-loaders';
import { mediaPage, mediaQuery } from './list';

export const mediaPages = {
  // Its permission is checked first (server/loaders.ts): only a signed-in account allowed `content` gets the list.
  'admin-media': async ({ req, identity }) => {
    const { email, role } = await identity();
    const { filter, page } = mediaQuery(req.query);
    if (!email) return { value: { email, role, items: [], filter, page: 1, pages: 1, total: 0 } };
    return { value: { email, role, ...(await mediaPage(filter, page)) } };
  },
} satisfies PageLoaderTable;
