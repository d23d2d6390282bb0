/**
 * The desk's popups and slides (`/api/admin/content/popups|slides`: list, create, change, delete;
 * permission `content`, behind the desk guard, which checks CSRF and records every write), and the
 * visitors' popup list (`GET /api/content/popups?page=home|other`), read from memory and cacheable ≤ 30 s.
 */
import { Router, type Request } from 'express';
import mongoose from 'mongoose';
import type { z } from 'zod';
import { need } from '../accounts/permission';
import { HttpError, parseDeskForm } from '../http/errors';
import { isAdminPath } from '../../shared/routes';
import { publicPath } from '../../shared/private-links';
import { Popup, Slide } from './model';
import { CONTENT_MESSAGES as M, PopupCreate, PopupPatch, SlideCreate, SlidePatch, popupProblem, scheduleProblem } from './validate';
import { withMediaClaimed } from '../media/catalog';
import { adminPopups, adminSlides, imagesOf, popupViews } from './views';
import { SHARED_MAX_SECONDS, type ContentSchedule } from './schedule';

export interface ContentContext {
  schedule: ContentSchedule;
  now: () => Date;
}

/** The body checked by `schema`; the first broken rule is the answer's message. */
const parse = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => parseDeskForm(schema, body, M.invalid);

/**
 * Every library id named must be an image the library knows, with its alt text; `save` runs with
 * those images claimed, so a delete of one of them at the same moment cannot also succeed.
 */
async function withImages<T>(ids: (string | null | undefined)[], save: () => Promise<T>): Promise<T> {
  const refuse = () => new HttpError(400, M.unknownMedia, { mediaId: M.unknownMedia });
  const wanted = ids.filter((id): id is string => !!id);
  const found = await imagesOf(wanted);
  if (wanted.some((id) => !found.has(id))) throw refuse();
  const saved = await withMediaClaimed(wanted, save, { kind: 'image' });
  if (!saved.ok) throw refuse();
  return saved.value;
}

const idOf = (req: Request) => {
  const id = String(req.params.id);
  if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, M.notFound);
  return id;
};

/** null in a PATCH removes the field. */
function changes(input: Record<string, unknown>) {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    if (v === null) $unset[k] = 1;
    else $set[k] = v;
  }
  return { $set, $unset };
}

const drop = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null));

export function contentAdminApi(ctx: ContentContext) {
  const router = Router();
  // Each route declares its permission (the permission table's test finds routes without one).
  const may = need('content');
  // This instance's copy is read again at once (pages kept in memory follow through their stamp).
  const changed = () => ctx.schedule.refresh();
  const by = (req: Request) => req.account?.email ?? 'unknown';

  router.get('/popups', may, async (_req, res) => {
    res.json({ items: await adminPopups(ctx.now()) });
  });
  router.post('/popups', may, async (req, res) => {
    const input = parse(PopupCreate, req.body);
    const problem = popupProblem(input);
    if (problem) throw new HttpError(400, problem);
    const at = ctx.now();
    const doc = await withImages([input.mediaId], () => Popup.create({ ...drop(input), createdAt: at, updatedAt: at, updatedBy: by(req) }));
    await changed();
    res.status(201).json({ id: String(doc._id) });
  });
  router.patch('/popups/:id', may, async (req, res) => {
    const id = idOf(req);
    const input = parse(PopupPatch, req.body);
    const current = await Popup.findById(id).lean();
    if (!current) throw new HttpError(404, M.notFound);
    const merged = { ...current, ...input };
    const problem = popupProblem(merged);
    if (problem) throw new HttpError(400, problem);
    const { $set, $unset } = changes(input);
    await withImages([input.mediaId], () =>
      Popup.updateOne({ _id: id }, { $set: { ...$set, updatedAt: ctx.now(), updatedBy: by(req) }, ...(Object.keys($unset).length ? { $unset } : {}) }),
    );
    await changed();
    res.json({ ok: true, id });
  });
  router.delete('/popups/:id', may, async (req, res) => {
    const id = idOf(req);
    const gone = await Popup.deleteOne({ _id: id });
    if (!gone.deletedCount) throw new HttpError(404, M.notFound);
    await changed();
    res.json({ ok: true });
  });

  router.get('/slides', may, async (_req, res) => {
    res.json({ items: await adminSlides(ctx.now()) });
  });
  router.post('/slides', may, async (req, res) => {
    const input = parse(SlideCreate, req.body);
    const problem = scheduleProblem(input);
    if (problem) throw new HttpError(400, problem);
    const at = ctx.now();
    const doc = await withImages([input.mediaId, input.mobileMediaId], () => Slide.create({ ...drop(input), createdAt: at, updatedAt: at, updatedBy: by(req) }));
    await changed();
    res.status(201).json({ id: String(doc._id) });
  });
  router.patch('/slides/:id', may, async (req, res) => {
    const id = idOf(req);
    const input = parse(SlidePatch, req.body);
    if (input.mediaId === null) throw new HttpError(400, M.mediaId, { mediaId: M.mediaId });
    const current = await Slide.findById(id).lean();
    if (!current) throw new HttpError(404, M.notFound);
    const problem = scheduleProblem({ ...current, ...input });
    if (problem) throw new HttpError(400, problem);
    const { $set, $unset } = changes(input);
    await withImages([input.mediaId, input.mobileMediaId], () =>
      Slide.updateOne({ _id: id }, { $set: { ...$set, updatedAt: ctx.now(), updatedBy: by(req) }, ...(Object.keys($unset).length ? { $unset } : {}) }),
    );
    await changed();
    res.json({ ok: true, id });
  });
  router.delete('/slides/:id', may, async (req, res) => {
    const id = idOf(req);
    const gone = await Slide.deleteOne({ _id: id });
    if (!gone.deletedCount) throw new HttpError(404, M.notFound);
    await changed();
    res.json({ ok: true });
  });
  return router;
}

/** Any visitor page but the home page: all the schedule needs to know of one (`where` is `home` or `all`). */
const OTHER_PAGE = '/*';

/**
 * GET /api/content/popups?page=home|other: the popups showing now on the home page, or on any other
 * visitor page. Mounted under /api. The answer depends on nothing else, so the page names nothing
 * else: a CDN keeps two answers, and no page's address (a private link's token) is ever in the URL,
 * its cache key or its logs (decision 0033). `?path=/…`, asked by pages rendered before, still
 * answers; naming a private link, it is not kept anywhere.
 */
export function contentApi(ctx: ContentContext) {
  const router = Router();
  router.get('/content/popups', async (req, res) => {
    const { page, path: asked } = req.query;
    let path: string;
    let shared = true;
    if (page === 'home' || page === 'other') path = page === 'home' ? '/' : OTHER_PAGE;
    else {
      const raw = typeof asked === 'string' ? asked : '/';
      const typed = raw.startsWith('/') && !raw.startsWith('//') ? raw.split('?')[0]! : '/';
      shared = publicPath(typed) === typed;
      path = isAdminPath(typed) || typed === '/' ? typed : OTHER_PAGE;
    }
    const now = ctx.now();
    const docs = isAdminPath(path) ? [] : ctx.schedule.popupsFor(path, now);
    // Public and the same for everyone: a CDN and the browser may keep it until the next start or end, 30 s at most.
    const seconds = ctx.schedule.sharedCacheSeconds(path, now) ?? SHARED_MAX_SECONDS;
    res.setHeader('Cache-Control', shared ? `public, max-age=${seconds}, s-maxage=${seconds}` : 'private, no-store');
    res.json({ popups: await popupViews(docs) });
  });
  return router;
}
