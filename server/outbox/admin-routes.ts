import { Router } from 'express';
import { need } from '../auth/guard';
import { parseBody } from '../http/errors';
import { recordAccess } from '../access-log/record';
import { MessageFilter, findMessages } from './admin';

/** The desk's read of the outbox, behind the admin guard (GET /api/admin/messages?state=). */
export function messagesAdminApi() {
  const router = Router();
  router.get('/', need('messages'), async (req, res) => {
    const filter = parseBody(MessageFilter, req.query, '조회 조건이 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    const items = await findMessages(filter);
    await recordAccess(req, { action: 'search', subject: `messages ${filter.state ?? 'all'}`, count: items.length });
    res.json({ items });
  });
  return router;
}
