/** Administrator: POST /api/admin/erasure {phone} erases everything kept about a number and answers the counts. */
import { Router } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { parseBody } from '../http/errors';
import { phoneField } from '../core/phone';
import { erasePhone } from './erasure';

const PHONE_MESSAGE = '연락처를 정확히 입력해 주세요. (예: 010-1234-5678)';
const ErasureBody = z.object({
  phone: phoneField({ invalid: PHONE_MESSAGE }),
});

/** Behind the desk guard (server/auth/guard.ts): owner only, as the permission table says. */
export function privacyAdminApi(now: () => Date) {
  const router = Router();
  router.post('/erasure', need('erasure'), async (req, res) => {
    const { phone } = parseBody(ErasureBody, req.body, PHONE_MESSAGE);
    const counts = await erasePhone(phone, { by: req.account!.email, now: now() });
    req.log.info({ counts }, 'personal data erased at the person\'s request'); // the counts, never the number
    res.setHeader('Cache-Control', 'no-store');
    res.json(counts);
  });
  return router;
}
