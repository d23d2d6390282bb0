import { Router } from 'express';
import { z } from 'zod';
import { SITE_SLUG } from '../../shared/routes';
import { PRESS_MESSAGES } from '../../shared/press';
import { createPress, listPress, openPress } from './service';
import { invalidatePressCache, pressCache } from './cache';
import { requireAdmin, requireCsrf } from '../auth/csrf';
import { HttpError, parseBody, requireDb } from '../http/errors';

const siteSlug = z.string().trim().regex(SITE_SLUG, '사이트 식별자가 올바르지 않습니다.');

const ListQuery = z.object({
  site: siteSlug,
  cursor: z.string().max(200).optional(),
});

const CreateBody = z.object({
  site: siteSlug,
  title: z.string().trim().min(1, '제목을 입력해 주세요.').max(200, '제목은 200자 이내로 입력해 주세요.'),
  summary: z.string().trim().min(1, '요약을 입력해 주세요.').max(500, '요약은 500자 이내로 입력해 주세요.'),
  content: z.string().max(20_000, '본문은 20,000자 이내로 입력해 주세요.').optional().default(''),
});

export function pressApi(secret: string) {
  const router = Router();
  router.use(requireDb);

  router.get('/', async (req, res) => {
    const q = parseBody(ListQuery, req.query, '요청 형식이 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    res.json(q.cursor ? await listPress(q.site, q.cursor) : (await pressCache(req).firstPage(q.site)).page);
  });

  router.get('/:id', async (req, res) => {
    const article = await openPress(req.params.id);
    if (!article) throw new HttpError(404, PRESS_MESSAGES.notFound);
    res.setHeader('Cache-Control', 'no-store');
    res.json(article);
  });

  router.post('/', requireAdmin, requireCsrf(secret), async (req, res) => {
    const body = parseBody(CreateBody, req.body, PRESS_MESSAGES.required);
    const id = await createPress(body);
    invalidatePressCache(body.site);
    req.log.info({ id, site: body.site }, 'press article created');
    res.status(201).json({ id });
  });

  return router;
}
