/**
 * POST /api/hooks/deposits/toss: 토스페이먼츠 DEPOSIT_CALLBACK (server to server: no session, no form).
 * 200 only once the notice is stored (and a DONE one's deposit applied); anything else is answered
 * 4xx/5xx so that Toss sends it again (up to seven times over three days). Checked and applied in
 * deposit-notices.ts; the holder's 입금 확인 text follows (deposit-texts.ts).
 */
import express, { Router } from 'express';
import { z } from 'zod';
import type { Logger } from '../logger';
import type { Pricing } from '../../shared/site.config';
import { requireDb } from '../http/errors';
import { NoticeRefused, receiveTossNotice } from './deposit-notices';
import { queueDepositTexts, type DepositTextContext } from './deposit-texts';
import { Types } from 'mongoose';

const Callback = z.object({
  createdAt: z.string().min(10).max(40),
  secret: z.string().min(1).max(200),
  orderId: z.string().min(1).max(64),
  status: z.string().min(1).max(40),
  transactionKey: z.string().min(1).max(128),
});

export function tossDepositHook(ctx: { now: () => Date; pricing: Pricing; texts: DepositTextContext; log: Logger }) {
  const router = Router();
  router.post('/deposits/toss', requireDb, express.json({ limit: '16kb' }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const body = Callback.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: 'bad body' });
    try {
      const result = await receiveTossNotice(body.data, ctx.now(), ctx.pricing);
      if (result.line?.outcome === 'applied' && result.line.depositId) await queueDepositTexts([new Types.ObjectId(result.line.depositId)], ctx.texts);
      ctx.log.info({ status: result.status, repeated: result.repeated, outcome: result.line?.outcome }, 'toss deposit notice');
      res.json({ ok: true, ...result });
    } catch (err) {
      if (!(err instanceof NoticeRefused)) throw err;
      ctx.log.warn({ reason: err.message }, 'toss deposit notice refused');
      res.status(err.status).json({ error: err.message });
    }
  });
  return router;
}
