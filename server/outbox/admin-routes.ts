import { Router } from 'express';
import { requireAdmin } from '../auth/csrf';
import { parseBody, requireDb } from '../http/errors';
import { CostsQuery, MessageFilter, findMessages, messageCosts } from './admin';

/** Administrator-only read of the outbox (GET /api/admin/messages?state=, GET /api/admin/messages/costs?from=&to=). */
export function messagesAdminApi(now: () => Date = () => new Date()) {
  const router = Router();
  router.get('/', requireAdmin, requireDb, async (req, res) => {
    const filter = parseBody(MessageFilter, req.query, '조회 조건이 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ items: await findMessages(filter) });
  });
  router.get('/costs', requireAdmin, requireDb, async (req, res) => {
    const query = parseBody(CostsQuery, req.query, '조회 기간이 올바르지 않습니다.');
    res.json(await messageCosts(query, now()));
  });
  return router;
}
