/** Server data of the desk's media library page. */
import type { PageLoaderTable } from '../http/page-loaders';
import { mediaList } from './store';

export const mediaPages = {
  // Its permission is checked first (server/loaders.ts): only a signed-in account allowed `content` gets the list.
  'admin-media': async ({ identity }) => {
    const { email, role } = await identity();
    return { value: { email, role, items: email ? await mediaList() : [] } };
  },
} satisfies PageLoaderTable;
