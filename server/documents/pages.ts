/** Server data of the 입주자모집공고 page: its stable PDF address and every version (정정공고). */
import type { PageLoaderTable } from '../http/page-loaders';
import { isDbReady } from '../db/connection';
import { docUrl, documentsGeneration, documentVersions, listDocuments } from './service';
import { Media, type MediaDoc } from '../media/model';
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
  'admin-documents': async ({ identity }) => {
    const { email, role } = await identity();
    if (!email) return { value: { email, role, items: [], pdfs: [] } };
    // The newest titled PDFs; the picker searches the library (GET /api/admin/media?kind=pdf&q=) for older ones.
    const pdfs = await Media.find({ kind: 'pdf', title: { $exists: true } }, { title: 1, fileName: 1, createdAt: 1 })
      .sort({ createdAt: -1 })
      .limit(50)
      .lean<MediaDoc[]>();
    return {
      value: {
        email,
        role,
        items: await listDocuments(),
        pdfs: pdfs.map((p) => ({ id: String(p._id), title: p.title!, fileName: p.fileName, createdAt: p.createdAt.toISOString() })),
      },
    };
  },
} satisfies PageLoaderTable;
