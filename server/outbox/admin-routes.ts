import { Router } from 'express';
import { requireAdmin } from '../auth/csrf';
import { parseBody, requireDb } from '../http/errors';
import { MessageFilter, findMessages, smsBudgetStatus } from './admin';
import type { VisitorBudget } from './visitor-budget';

/**
 * Administrator-only read of the outbox (GET /api/admin/messages?state=) and of the hourly budget
 * of visitor texts (GET /api/admin/messages/budget).
 */
export function messagesAdminApi(budget?: VisitorBudget) {
  const router = Router();
  router.get('/budget', requireAdmin, requireDb, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json((await smsBudgetStatus(budget)) ?? null);
  });
  router.get('/', requireAdmin, requireDb, async (req, res) => {
    const filter = parseBody(MessageFilter, req.query, '조회 조건이 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ items: await findMessages(filter) });
  });
  return router;
}
