import { Router } from 'express';
import { z } from 'zod';
import { SITE_SLUG } from '../../shared/routes';
import { PRESS_MESSAGES } from '../../shared/press';
import { createPress, deletePress, listPress, openPress, updatePress } from './service';
import { invalidatePressCache } from './cache';
import { appContext } from '../app-context';
import { isPrefetch } from '../core/request';
import type { RequestHandler } from 'express';
import { HttpError, parseBody, requireDb } from '../http/errors';
import { inlineImageIds, withImages } from './media';

const siteSlug = z.string().trim().regex(SITE_SLUG, '사이트 식별자가 올바르지 않습니다.');

/** A media library image's id (24 hex digits). */
const mediaId = z.string().regex(/^[0-9a-f]{24}$/, '대표 이미지를 라이브러리에서 선택해 주세요.');

const ListQuery = z.object({
  site: siteSlug,
  cursor: z.string().max(200).optional(),
});

const CreateBody = z.object({
  site: siteSlug,
  title: z.string().trim().min(1, '제목을 입력해 주세요.').max(200, '제목은 200자 이내로 입력해 주세요.'),
  summary: z.string().trim().min(1, '요약을 입력해 주세요.').max(500, '요약은 500자 이내로 입력해 주세요.'),
  content: z.string().max(20_000, '본문은 20,000자 이내로 입력해 주세요.').optional().default(''),
  coverId: mediaId.optional(),
});

const EditBody = z
  .object({
    title: CreateBody.shape.title.optional(),
    summary: CreateBody.shape.summary.optional(),
    content: z.string().max(20_000, '본문은 20,000자 이내로 입력해 주세요.').optional(),
    coverId: mediaId.nullable().optional(),
  })
  .refine((b) => b.title !== undefined || b.summary !== undefined || b.content !== undefined || b.coverId !== undefined, { message: PRESS_MESSAGES.nothingToChange });

/** A board exists only for the configured sites: any other slug is a 404, like its pages. */
function requireKnownSite(sites: readonly string[], site: string) {
  if (!sites.includes(site)) throw new HttpError(404, PRESS_MESSAGES.boardNotFound);
}

/** What changed: the board and the article's page (its address is gone after a delete). */
export interface PressChange {
  site: string;
  id: string;
}

/**
 * After an article is created, edited or deleted, `changed` drops every cached copy of press data:
 * the boards' first pages (cache.ts) and, through `onChanged`, the sitemap and the feeds (and
 * queues the search-engine ping).
 */
export function pressApi(editor: RequestHandler[], sites: readonly string[], onChanged?: (change: PressChange) => Promise<void> | void) {
  const router = Router();
  router.use(requireDb);
  const changed = async (change: PressChange) => {
    invalidatePressCache(change.site);
    await onChanged?.(change);
  };

  router.get('/', async (req, res) => {
    const q = parseBody(ListQuery, req.query, '요청 형식이 올바르지 않습니다.');
    requireKnownSite(sites, q.site);
    res.setHeader('Cache-Control', 'no-store');
    res.json(q.cursor ? await listPress(q.site, q.cursor) : (await appContext(req).pressCache.firstPage(q.site)).page);
  });

  router.get('/:id', async (req, res) => {
    const article = await openPress(req.params.id, undefined, { count: !isPrefetch(req) });
    if (!article) throw new HttpError(404, PRESS_MESSAGES.notFound);
    res.setHeader('Cache-Control', 'no-store');
    res.json(article);
  });

  router.post('/', ...editor, async (req, res) => {
    const body = parseBody(CreateBody, req.body, PRESS_MESSAGES.required);
    requireKnownSite(sites, body.site);
    const id = await withImages([...(body.coverId ? [body.coverId] : []), ...inlineImageIds(body.content)], () => createPress(body));
    req.log.info({ id, site: body.site }, 'press article created');
    await changed({ site: body.site, id });
    res.status(201).json({ id });
  });

  router.patch('/:id', ...editor, async (req, res) => {
    const body = parseBody(EditBody, req.body, PRESS_MESSAGES.nothingToChange);
    const images = [...(body.coverId ? [body.coverId] : []), ...(body.content !== undefined ? inlineImageIds(body.content) : [])];
    const updated = await withImages(images, () => updatePress(String(req.params.id), body));
    if (!updated) throw new HttpError(404, PRESS_MESSAGES.notFound);
    req.log.info({ id: updated.article.id }, 'press article edited');
    await changed({ site: updated.site, id: updated.article.id });
    res.json(updated.article);
  });

  router.delete('/:id', ...editor, async (req, res) => {
    const deleted = await deletePress(String(req.params.id));
    if (!deleted) throw new HttpError(404, PRESS_MESSAGES.notFound);
    req.log.info({ id: req.params.id }, 'press article deleted');
    await changed({ site: deleted.site, id: String(req.params.id) });
    res.status(204).end();
  });

  return router;
}
