/**
 * A contract's life on the desk, under /api/admin/contracts (mounted before the ledger's own routes),
 * owners and managers only ('contracts.all'; a counselor gets 403):
 * - POST /:id/cancel {on, reason, penalty?}: 해약, followed everywhere (end.ts); answers its money.
 * - POST /:id/refunds {amount, on, reference} → 201; PUT /:id/penalty {penalty}: an ended contract's money.
 * - POST /:id/transfer {holders, on, reason, note?, documents?, exception?}: 명의변경 (transfer.ts).
 * - GET|PUT /resale-limit {until}: the 전매제한's last day, from the 입주자모집공고.
 */
import { Router } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { parseBody, parseDeskForm } from '../http/errors';
import { CONTRACT_MESSAGES } from '../../shared/contract-ledger';
import { LIFE_MESSAGES } from '../../shared/contract-life';
import { CancelBody } from '../contracts/cancel';
import { endContract, type LifeContext } from './end';
import { PenaltyBody, RefundBody, recordRefund, setPenalty } from './refunds';
import { TransferBody, transferContract } from './transfer';
import { resaleLimit, setResaleLimit } from './resale-limit';

const ResaleLimit = z.object({ until: z.iso.date({ error: LIFE_MESSAGES.resaleLimitInvalid }).nullable() });

export function contractLifeAdminApi(ctx: LifeContext) {
  const router = Router();
  const owner = [need('contracts'), need('contracts.all')];

  router.get('/resale-limit', need('contracts'), async (_req, res) => {
    res.json({ until: await resaleLimit() });
  });

  router.put('/resale-limit', ...owner, async (req, res) => {
    const { until } = parseBody(ResaleLimit, req.body, LIFE_MESSAGES.resaleLimitInvalid);
    await setResaleLimit(until, req.account!.id, ctx.now());
    res.json({ until });
  });

  router.post('/:id/cancel', ...owner, async (req, res) => {
    const body = parseDeskForm(CancelBody, req.body, CONTRACT_MESSAGES.cancelReason);
    res.json(await endContract(String(req.params.id), body, req.account!.id, ctx));
  });

  router.post('/:id/refunds', ...owner, async (req, res) => {
    const body = parseDeskForm(RefundBody, req.body, LIFE_MESSAGES.refundInvalid);
    res.status(201).json(await recordRefund(String(req.params.id), body, { by: req.account!.id, now: ctx.now() }));
  });

  router.put('/:id/penalty', ...owner, async (req, res) => {
    const { penalty } = parseDeskForm(PenaltyBody, req.body, LIFE_MESSAGES.penaltyInvalid);
    res.json(await setPenalty(String(req.params.id), penalty, { by: req.account!.id, now: ctx.now() }));
  });

  router.post('/:id/transfer', ...owner, async (req, res) => {
    const body = parseDeskForm(TransferBody, req.body, LIFE_MESSAGES.transferHolders);
    const done = await transferContract(String(req.params.id), body, req.account!.id, ctx);
    req.log.info({ contract: done.id, reason: done.reason }, 'contract handed over');
    res.json(done);
  });

  return router;
}
