import { Router } from 'express';
import { requireAdmin } from '../auth/csrf';
import { parseBody, requireDb } from '../http/errors';
import { MessageFilter, findMessages } from './admin';

/** Administrator-only read of the outbox (GET /api/admin/messages?state=). */
export function messagesAdminApi() {
  const router = Router();
  router.get('/', requireAdmin, requireDb, async (req, res) => {
    const filter = parseBody(MessageFilter, req.query, '조회 조건이 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ items: await findMessages(filter) });
  });
  return router;
}
