/**
 * The desk's notice API (공지사항), under /api/admin/notices behind the desk guard (session, CSRF,
 * same-origin; writes go to the access record there) with the `content` permission.
 */
import { Router } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { parseDeskTime } from '../core/time';
import { HttpError, parseDeskForm, requireDb } from '../http/errors';
import { NOTICE_AUDIENCES, NOTICE_MESSAGES as M, type AdminNotice } from '../../shared/notices';
import { createNotice, deleteNotice, deskNotices, findNotice, noticeRevisions, restoreRevision, toAdmin, updateNotice } from './service';

/** A time in ISO 8601; without an offset (a `datetime-local` field) it is Korea time. */
const publishAt = z
  .string()
  .trim()
  .max(40)
  .transform((s, ctx) => {
    const d = parseDeskTime(s);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: M.publishAt });
      return z.NEVER;
    }
    return d;
  });

const Fields = {
  title: z.string({ error: M.title }).trim().min(1, M.title).max(200, M.titleLong),
  body: z.string({ error: M.body }).max(200_000, M.bodyLong).refine((s) => s.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0 || /<img\b/i.test(s), M.body),
  pinned: z.boolean().optional(),
  audience: z.enum(NOTICE_AUDIENCES, { error: M.audience }).optional(),
  // null keeps it as a draft; omitted on creation publishes it now.
  publishAt: publishAt.nullable().optional(),
  attachments: z.array(z.string().regex(/^[a-f0-9]{24}$/, M.attachments), { error: M.attachments }).max(20, M.attachments).optional(),
};
const CreateBody = z.object(Fields);
const EditBody = z
  .object({ ...Fields, title: Fields.title.optional(), body: Fields.body.optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: M.nothingToChange });
const ListQuery = z.object({
  state: z.enum(['draft', 'scheduled', 'published']).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

/** Like parseBody, with the first field's own message as the error (the desk form shows it). */
const parse = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => parseDeskForm(schema, body, M.invalid);

/** What changed, for the sitemap, the feed and the search-engine pings (app.ts). */
export interface NoticeChange {
  id: string;
  /** The notice before and after (absent: created / deleted). */
  before?: AdminNotice;
  after?: AdminNotice;
}

export function noticesAdminApi(now: () => Date, onChanged: (change: NoticeChange) => Promise<void> | void = () => {}) {
  const router = Router();
  // Each route declares its permission (the permission table's test finds routes without one).
  const may = need('content');
  router.use(requireDb);
  const who = (req: { account?: { email: string } }) => req.account!.email;

  router.get('/', may, async (req, res) => {
    const q = ListQuery.parse(req.query);
    res.json(await deskNotices({ state: q.state, q: q.q }, q.page ?? 1, now()));
  });

  router.get('/:id', may, async (req, res) => {
    const row = await findNotice(String(req.params.id));
    if (!row) throw new HttpError(404, M.notFound);
    res.json(toAdmin(row, now()));
  });

  router.post('/', may, async (req, res) => {
    const body = parse(CreateBody, req.body);
    const created = await createNotice(body, who(req), now());
    req.log.info({ id: created.id, state: created.state }, 'notice created');
    await onChanged({ id: created.id, after: created });
    res.status(201).json({ id: created.id, url: created.url });
  });

  router.patch('/:id', may, async (req, res) => {
    const body = parse(EditBody, req.body);
    const updated = await updateNotice(String(req.params.id), body, who(req), now());
    if (!updated) throw new HttpError(404, M.notFound);
    req.log.info({ id: updated.after.id, revisions: updated.after.revisions }, 'notice edited');
    await onChanged({ id: updated.after.id, ...updated });
    res.json(updated.after);
  });

  router.get('/:id/revisions', may, async (req, res) => {
    const row = await findNotice(String(req.params.id));
    if (!row) throw new HttpError(404, M.notFound);
    res.json({ items: await noticeRevisions(String(req.params.id)) });
  });

  router.post('/:id/revisions/:rev/restore', may, async (req, res) => {
    const rev = Number(req.params.rev);
    if (!(await findNotice(String(req.params.id)))) throw new HttpError(404, M.notFound);
    const restored = Number.isInteger(rev) && rev > 0 ? await restoreRevision(String(req.params.id), rev, who(req), now()) : null;
    if (!restored) throw new HttpError(404, M.revisionNotFound);
    req.log.info({ id: restored.after.id, rev }, 'notice revision restored');
    await onChanged({ id: restored.after.id, ...restored });
    res.json(restored.after);
  });

  router.delete('/:id', may, async (req, res) => {
    const row = await deleteNotice(String(req.params.id));
    if (!row) throw new HttpError(404, M.notFound);
    req.log.info({ id: req.params.id }, 'notice deleted');
    await onChanged({ id: String(req.params.id), before: toAdmin(row, now()) });
    res.status(204).end();
  });

  return router;
}

/**
 * The pages to ping after a change, and when: a published notice's page and the board at once; a
 * scheduled one at its time (the ping waits in the outbox until then); a draft not at all. A
 * notice taken down (deleted, back to a draft or to a later time) is pinged so the engines drop it.
 */
export function noticePings(change: NoticeChange, boardPath: string, now: Date): { paths: string[]; at?: Date }[] {
  const page = change.after?.url ?? change.before!.url;
  // A contract holders' notice has no public page: search engines never hear of it (but of a public one turned into it).
  const open = (n?: AdminNotice) => !!n && n.audience !== 'holders';
  const was = change.before?.state === 'published' && open(change.before);
  const pings: { paths: string[]; at?: Date }[] = [];
  if ((change.after?.state === 'published' && open(change.after)) || was) pings.push({ paths: [page, boardPath] });
  if (change.after?.state === 'scheduled' && open(change.after) && change.after.publishAt) {
    const at = new Date(change.after.publishAt);
    if (at > now) pings.push({ paths: [page, boardPath], at });
  }
  return pings;
}
