import { Router } from 'express';
import { requireAdmin } from '../auth/csrf';
import { findLeads, LeadFilter, leadsCsv } from './inbox';
import { parseBody, requireDb } from '../http/errors';

/** Administrator-only reads of stored leads. */
export function adminApi() {
  const router = Router();
  router.use(requireAdmin, requireDb);

  router.get('/leads', async (req, res) => {
    const filter = parseBody(LeadFilter, req.query, '검색 조건이 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ items: await findLeads(filter) });
  });

  router.get('/leads.csv', async (req, res) => {
    const filter = parseBody(LeadFilter, req.query, '검색 조건이 올바르지 않습니다.');
    const stamp = new Date().toISOString().slice(0, 10);
    res.setHeader('Cache-Control', 'no-store');
    res.attachment(`leads-${stamp}.csv`);
    res.type('text/csv; charset=utf-8').send(leadsCsv(await findLeads(filter, 50_000)));
  });
  return router;
}
