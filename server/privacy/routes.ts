/** Administrator: POST /api/admin/erasure {phone} erases everything kept about a number and answers the counts. */
import { Router } from 'express';
import { z } from 'zod';
import { requireAdmin, requireCsrf } from '../auth/csrf';
import { parseBody, requireDb } from '../http/errors';
import { normalisePhone } from '../leads/validate';
import { erasePhone } from './erasure';

const PHONE_MESSAGE = '연락처를 정확히 입력해 주세요. (예: 010-1234-5678)';
const ErasureBody = z.object({
  phone: z
    .string({ error: PHONE_MESSAGE })
    .max(40, PHONE_MESSAGE)
    .transform((v, ctx) => {
      const phone = normalisePhone(v);
      if (!phone) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return phone ?? '';
    }),
});

export function privacyAdminApi(secret: string, now: () => Date) {
  const router = Router();
  router.post('/erasure', requireAdmin, requireDb, requireCsrf(secret), async (req, res) => {
    const { phone } = parseBody(ErasureBody, req.body, PHONE_MESSAGE);
    const counts = await erasePhone(phone, { by: req.session.adminEmail!, now: now() });
    req.log.info({ counts }, 'personal data erased at the person\'s request'); // the counts, never the number
    res.setHeader('Cache-Control', 'no-store');
    res.json(counts);
  });
  return router;
}
