/**
 * NHN Cloud's result webhook (MESSAGE_RESULT_UPDATE): a delivered AlimTalk is settled at once; any
 * other result is looked up right away, since only the look-up tells whether the SMS/LMS fallback
 * arrived. Requests without the console's signature are refused; unknown messages are ignored.
 */
import express, { Router } from 'express';
import { z } from 'zod';
import type { Logger } from '../logger';
import type { Outbox } from './outbox';
import { OutboxMessage } from './model';
import { nhnWebhookSignatureOk } from './providers/nhn-alimtalk';

const Hook = z.object({
  requestId: z.string().min(1).max(128),
  recipientSeq: z.coerce.number().int().min(1).optional(),
  resultCode: z.coerce.string().max(32).optional(),
});
const Body = z.object({ event: z.string(), hooks: z.array(z.unknown()).max(1000).default([]) });

export function alimtalkWebhook(opts: { signature?: string; outbox: Outbox; log: Logger }) {
  const router = Router();
  router.post('/nhn-alimtalk', express.json({ limit: '1mb' }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!opts.signature) return res.status(404).json({ error: 'not configured' });
    if (!nhnWebhookSignatureOk(req.get('X-Toast-Webhook-Signature'), opts.signature)) return res.status(401).json({ error: 'bad signature' });
    const body = Body.safeParse(req.body);
    if (!body.success) return res.status(400).json({ error: 'bad body' });
    if (body.data.event !== 'MESSAGE_RESULT_UPDATE') return res.json({ ignored: body.data.event });
    let delivered = 0;
    let toCheck = 0;
    for (const raw of body.data.hooks) {
      const hook = Hook.safeParse(raw);
      if (!hook.success) continue;
      const { requestId, recipientSeq = 1, resultCode } = hook.data;
      const match = { providerId: requestId, recipientSeq: { $in: [recipientSeq, null] }, delivery: 'pending' as const };
      if (resultCode === '1000') {
        delivered += (await OutboxMessage.updateOne(match, { $set: { delivery: 'alimtalk' }, $unset: { resultCheckAt: 1 } })).modifiedCount;
      } else {
        toCheck += (await OutboxMessage.updateOne(match, { $set: { resultCheckAt: new Date(0) } })).modifiedCount;
      }
    }
    if (toCheck) opts.outbox.kick();
    opts.log.info({ delivered, toCheck }, 'AlimTalk results received');
    res.json({ ok: true });
  });
  return router;
}
