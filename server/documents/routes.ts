/**
 * Documents' desk API (under /api/admin, behind the desk guard, permission `content`) and their
 * public address. `/docs/{slug}.pdf` answers with the current version's bytes and the same
 * sandboxing headers as the library, but revalidated on every use (`no-cache` + ETag): a
 * replacement shows at once, and an unchanged file costs a 304. Until the desk sets one, a document
 * the site ships (the 입주자모집공고, public/announcement.pdf) answers at that address, with the same
 * headers: the address printed in ads works from the first day.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { z } from 'zod';
import mongoose from 'mongoose';
import { need } from '../accounts/permission';
import { HttpError, parseBody } from '../http/errors';
import { isDbReady } from '../db/connection';
import { getMedia } from '../media/store';
import { withMediaClaimed } from '../media/catalog';
import { mediaHeaders, sendStored } from '../media/serve';
import { inlineDisposition } from '../media/names';
import { currentFile, DOC_SLUG, docUrl, DOCUMENT_PAGES, documentVersions, listDocuments, setDocument } from './service';

const FILE_NOT_FOUND = '선택하신 파일을 찾을 수 없습니다.';

const SetBody = z.object({
  mediaId: z.string().refine((v) => mongoose.isObjectIdOrHexString(v), '라이브러리의 PDF를 선택해 주세요.'),
  note: z.string().trim().max(200, '변경 내용은 200자 이내로 입력해 주세요.').optional(),
});

/** `onReplaced`: the pages linking the document changed (their cached HTML goes, search engines are told). */
export function documentsAdminApi(opts: { now: () => Date; onReplaced: (slug: string, pages: string[]) => Promise<void> | void }) {
  const router = Router();
  const may = need('content');

  router.get('/documents', may, async (_req, res) => {
    res.json({ items: await listDocuments() });
  });

  router.put('/documents/:slug', may, async (req, res) => {
    const slug = String(req.params.slug);
    if (!DOC_SLUG.test(slug)) throw new HttpError(400, '문서 주소는 영문 소문자, 숫자, 하이픈(-)으로 입력해 주세요. (예: announcement)');
    const body = parseBody(SetBody, req.body, '입력하신 내용을 확인해 주세요.');
    const media = await getMedia(body.mediaId);
    if (!media) throw new HttpError(404, FILE_NOT_FOUND);
    if (media.kind !== 'pdf') throw new HttpError(400, '문서에는 PDF 파일만 지정할 수 있습니다.');
    if (!media.title) throw new HttpError(400, 'PDF의 제목을 먼저 입력해 주세요.');
    // Claimed while the version is written: a delete of the same file at this moment cannot also succeed.
    const set = await withMediaClaimed([body.mediaId], () => setDocument(slug, body.mediaId, body.note || undefined, req.account?.id, opts.now()), { kind: 'pdf' });
    if (!set.ok) throw new HttpError(404, FILE_NOT_FOUND);
    req.log.info({ slug, media: body.mediaId }, 'document version set');
    await opts.onReplaced(slug, DOCUMENT_PAGES[slug] ?? []);
    res.json({ slug, url: docUrl(slug), versions: await documentVersions(slug) });
  });

  return router;
}

/** Documents shipped with the site (in its static folder), served at `/docs/{slug}.pdf` until the desk sets one. */
export const SHIPPED_DOCUMENTS: Record<string, { file: string; downloadName: string }> = {
  announcement: { file: 'announcement.pdf', downloadName: '입주자모집공고.pdf' },
};

/** `staticDir`: where the shipped documents are (the built client in production, `public/` otherwise). */
export function documentRoutes(opts: { staticDir?: string } = {}) {
  const root = path.resolve(opts.staticDir ?? 'public');
  const router = Router({ caseSensitive: true, strict: true });
  router.get('/docs/:file', async (req, res, next) => {
    const m = /^([a-z0-9-]{1,60})\.pdf$/.exec(String(req.params.file));
    if (!m || !DOC_SLUG.test(m[1]!)) return next();
    mediaHeaders(res);
    if (!isDbReady()) {
      res.setHeader('Retry-After', '30');
      res.setHeader('Cache-Control', 'no-store');
      return res.status(503).type('text/plain; charset=utf-8').send('잠시 후 다시 시도해 주세요.');
    }
    const file = await currentFile(m[1]!);
    if (!file?.fileId) {
      const shipped = SHIPPED_DOCUMENTS[m[1]!];
      const stat = shipped && statSync(path.join(root, shipped.file), { throwIfNoEntry: false });
      if (shipped && stat?.isFile()) {
        // sendFile answers Range, HEAD and If-None-Match (against this ETag); no-cache: a version set later shows at once.
        res.setHeader('Content-Disposition', inlineDisposition(shipped.downloadName));
        res.setHeader('Cache-Control', 'public, no-cache');
        res.setHeader('ETag', `"shipped-${stat.size.toString(36)}-${Math.round(stat.mtimeMs).toString(36)}"`);
        return res.sendFile(shipped.file, { root, cacheControl: false, lastModified: false, headers: { 'Content-Type': 'application/pdf' } });
      }
      res.setHeader('Cache-Control', 'no-store');
      return res.status(404).type('text/plain; charset=utf-8').send('문서를 찾을 수 없습니다.');
    }
    await sendStored(req, res, {
      name: file.key,
      fileId: file.fileId,
      bytes: file.bytes,
      type: 'application/pdf',
      etag: `"${file.key}"`,
      cacheControl: 'public, no-cache',
      downloadName: file.fileName,
    });
  });
  return router;
}
