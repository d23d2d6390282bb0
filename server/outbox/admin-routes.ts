/**
 * The desk's outbox (behind the admin guard, permission 'messages'): the list
 * (GET /api/admin/messages?phone=&kind=&state=&cursor=), sending an informational text again
 * (POST /api/admin/messages/:id/resend) and the cost estimate (GET /api/admin/messages/costs).
 */
import { Router } from 'express';
import mongoose from 'mongoose';
import { need } from '../accounts/permission';
import { HttpError, parseBody } from '../http/errors';
import { recordAccess } from '../access-log/record';
import { CostsQuery, MessageFilter, findMessages, messageCosts, smsBudgetStatus, toAdminMessage } from './admin';
import type { VisitorBudget } from './visitor-budget';
import { OutboxMessage } from './model';
import type { Outbox } from './outbox';

/** The outbox for the desk: the list, a resend, and the cost estimate per channel. */
export function messagesAdminApi(outbox: Outbox, budget?: VisitorBudget) {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  // The hourly budget of visitor texts (the admin banner): GET /api/admin/messages/budget.
  router.get('/budget', need('messages'), async (_req, res) => {
    res.json((await smsBudgetStatus(budget)) ?? null);
  });

  router.get('/', need('messages'), async (req, res) => {
    const filter = parseBody(MessageFilter, req.query, '조회 조건이 올바르지 않습니다.');
    const page = await findMessages(filter);
    const subject = `messages ${[filter.state, filter.kind, filter.phone ? 'phone' : undefined].filter(Boolean).join(' ') || 'all'}`;
    await recordAccess(req, { action: 'search', subject, count: page.items.length });
    res.json(page);
  });

  router.post('/:id/resend', need('messages'), async (req, res) => {
    const id = String(req.params.id);
    const msg = mongoose.isObjectIdOrHexString(id) ? await OutboxMessage.findById(id).lean() : null;
    if (!msg) throw new HttpError(404, '메시지를 찾을 수 없습니다.');
    // Only informational texts: advertising follows the consent and night rules, codes expire.
    if (msg.channel !== 'sms' || msg.advertising || /verif/.test(msg.kind) || !msg.to || !msg.text) {
      throw new HttpError(409, '안내 문자만 다시 보낼 수 있습니다. (광고 문자·인증번호·웹훅 제외)');
    }
    const at = outbox.now();
    const { id: newId } = await outbox.enqueue({
      key: `resend:${id}:${at.getTime()}`,
      kind: msg.kind,
      channel: 'sms',
      to: msg.to,
      text: msg.text,
      subject: msg.subject ?? undefined,
      // The same template: a resent confirmation goes as AlimTalk like the first one.
      alimtalk: msg.alimtalk ? { templateCode: msg.alimtalk.templateCode, variables: msg.alimtalk.variables as Record<string, string> } : undefined,
    });
    await OutboxMessage.updateOne({ _id: newId }, { $set: { resendOf: msg._id, requestedBy: req.account!.email } });
    req.log.info({ message: newId, resendOf: id }, 'message resent from the desk');
    const created = await OutboxMessage.findById(newId).lean();
    res.status(201).json({ message: toAdminMessage(created as never) });
  });

  router.get('/costs', need('messages'), async (req, res) => {
    const query = parseBody(CostsQuery, req.query, '조회 기간이 올바르지 않습니다.');
    res.json(await messageCosts(query, outbox.now()));
  });
  return router;
}
