/** Server data of the 입주자모집공고 page: its stable PDF address and every version (정정공고). */
import type { PageLoaderTable } from '../http/page-loaders';
import { isDbReady } from '../db/connection';
import { docUrl, documentsGeneration, documentVersions } from './service';
import type { AnnouncementPageData } from '../../shared/documents';

/** Another instance's replacement reaches this one's cached page within this time. */
const KEEP_MS = 30_000;

export const documentPages = {
  'sales-announcement': async () => {
    // Without the database the page still links the static PDF (it is the page ads point to).
    const versions = isDbReady() ? await documentVersions('announcement').catch(() => []) : [];
    const value: AnnouncementPageData = { url: versions.length ? docUrl('announcement') : null, versions };
    const generation = documentsGeneration();
    const until = Date.now() + KEEP_MS;
    return { value, cacheWhile: () => generation === documentsGeneration() && Date.now() < until };
  },
} satisfies PageLoaderTable;
