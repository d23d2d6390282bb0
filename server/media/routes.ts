/**
 * The desk's media library API (mounted under /api/admin, behind the desk guard: session, CSRF,
 * same origin; each write lands in the access record). Uploads are held in memory (multer memory
 * storage, one file of at most 30 MB), and at most MEDIA_UPLOADS_AT_ONCE bodies are received at
 * once: forty parallel uploads wait their turn instead of holding 1.2 GB.
 */
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { HttpError, parseBody } from '../http/errors';
import { deleteUnused } from './claims';
import { Gate, MEDIA_LIMITS, MEDIA_MESSAGES } from './process';
import { addMedia, describeMedia, getMedia, removeBytes, toRow } from './store';
import { mediaPage, mediaQuery } from './list';
import { forgetEntry } from './serve';
import { receiveUnderGate } from './private-upload';

export const ALT_IN_KOREAN = '대체 텍스트는 한국어로 입력해 주세요. (예: 견본주택 외관 야경)';

const Describe = z
  .object({
    // Alt text is read to Korean visitors: it must be Korean (at least one Hangul letter; numbers and Latin words may go with it).
    alt: z
      .string()
      .trim()
      .min(1, '대체 텍스트를 입력해 주세요.')
      .max(300, '대체 텍스트는 300자 이내로 입력해 주세요.')
      .refine((v) => /\p{Script=Hangul}/u.test(v), ALT_IN_KOREAN)
      .optional(),
    title: z.string().trim().min(1, '문서 제목을 입력해 주세요.').max(200, '문서 제목은 200자 이내로 입력해 주세요.').optional(),
  })
  .strict();

/** The description's fields checked; a refusal names the field's own reason (the desk shows it as is). */
function describeBody(body: unknown) {
  const result = Describe.safeParse(body ?? {});
  if (result.success) return result.data;
  const [first] = result.error.issues;
  return parseBody(Describe, body, first?.message ?? '입력하신 내용을 확인해 주세요.');
}

export const MEDIA_IN_USE = '사용 중인 파일은 삭제할 수 없습니다. 아래 사용처에서 먼저 빼 주세요.';
export const MEDIA_BEING_USED = '이 파일을 지금 다른 곳에 지정하고 있어 삭제하지 않았습니다. 잠시 후 사용처를 확인하고 다시 시도해 주세요.';
const NOT_FOUND = '파일을 찾을 수 없습니다.';

const upload = multer({
  storage: multer.memoryStorage(),
  // The larger of the two limits; the image limit is checked once the type is known.
  limits: { fileSize: MEDIA_LIMITS.pdfBytes, files: 1, fields: 4, fieldSize: 2_000, parts: 6, headerPairs: 50 },
  defParamCharset: 'utf8',
});

/** Uploads being received or handled in this process (MEDIA_UPLOADS_AT_ONCE). */
export const receiving = new Gate(4);

/** Receives the multipart body under the gate; multer's refusals become Korean errors. */
function receive(limit: number): RequestHandler {
  receiving.setLimit(limit);
  return receiveUnderGate(receiving, upload.single('file'), (code) =>
    code === 'LIMIT_FILE_SIZE' ? new HttpError(413, MEDIA_MESSAGES.tooLarge) : code?.startsWith('LIMIT_') ? new HttpError(400, '한 번에 파일 하나만 올려 주세요.') : new HttpError(400, '업로드 요청을 읽을 수 없습니다. 다시 시도해 주세요.'),
  );
}

export function mediaAdminApi(opts: { uploadsAtOnce: number }) {
  const router = Router();
  const may = need('content');

  // A page of the library: ?page=&kind=image|pdf&q=&per= (per: up to 200, for pickers).
  router.get('/media', may, async (req, res) => {
    const { filter, page, size } = mediaQuery(req.query);
    res.json(await mediaPage(filter, page, size));
  });

  router.post('/media', may, receive(opts.uploadsAtOnce), async (req, res) => {
    const file = req.file;
    if (!file) throw new HttpError(400, MEDIA_MESSAGES.noFile);
    const text = describeBody({ alt: req.body?.alt || undefined, title: req.body?.title || undefined });
    const { doc, created } = await addMedia({ data: file.buffer, originalName: file.originalname, alt: text.alt, title: text.title, by: req.account?.id });
    let current = doc;
    // The same file again: its entry is answered, and a missing description is filled in.
    if (!created && ((doc.kind === 'image' && text.alt && !doc.alt) || (doc.kind === 'pdf' && text.title && !doc.title))) {
      current = (await describeMedia(String(doc._id), doc.kind === 'image' ? { alt: text.alt } : { title: text.title })) ?? doc;
    }
    req.log.info({ media: String(doc._id), kind: doc.kind, created }, created ? 'media stored' : 'media upload matched a stored file');
    const row = toRow(current);
    res.status(201).json({
      id: row.id,
      kind: row.kind,
      url: row.url,
      ...(row.kind === 'image' ? { width: row.width, height: row.height } : {}),
      ...(created ? {} : { duplicate: true }),
    });
  });

  router.patch('/media/:id', may, async (req, res) => {
    const change = describeBody(req.body);
    const doc = await getMedia(String(req.params.id));
    if (!doc) throw new HttpError(404, NOT_FOUND);
    const set = doc.kind === 'image' ? { alt: change.alt } : { title: change.title };
    if (Object.values(set)[0] === undefined) throw new HttpError(400, doc.kind === 'image' ? '대체 텍스트를 입력해 주세요.' : '문서 제목을 입력해 주세요.');
    res.json(toRow((await describeMedia(String(doc._id), set))!));
  });

  router.delete('/media/:id', may, async (req, res) => {
    const doc = await getMedia(String(req.params.id));
    if (!doc) throw new HttpError(404, NOT_FOUND);
    // The delete and a save that starts using the file cannot both succeed (claims.ts).
    const outcome = await deleteUnused(doc);
    if ('missing' in outcome) throw new HttpError(404, NOT_FOUND);
    if ('busy' in outcome) return res.status(409).json({ ok: false, error: MEDIA_BEING_USED, uses: [] });
    if ('uses' in outcome) return res.status(409).json({ ok: false, error: MEDIA_IN_USE, uses: outcome.uses });
    await removeBytes(doc);
    forgetEntry(doc.key);
    req.log.info({ media: String(doc._id) }, 'media deleted');
    res.status(204).end();
  });

  return router;
}
