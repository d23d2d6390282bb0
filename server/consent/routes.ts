/**
 * Opt-out, kept free and simple: the link's page posts here (works without JavaScript), and the
 * administrator records opt-outs received by phone. Both withdraw at once, for every message not yet sent.
 */
import express, { Router } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { parseBody, requireDb } from '../http/errors';
import { recordAccess, searchTermId } from '../access-log/record';
import { phoneField } from '../core/phone';
import { consentView, phoneForToken, withdrawAll } from './ledger';
import { confirmChange, type ConsentContext } from './notify';
import { OPTOUT_MESSAGES, type ConsentChannel } from '../../shared/consent';

export async function optOut(ctx: ConsentContext, phone: string, channel: ConsentChannel, page?: string) {
  const appended = await withdrawAll({ phone, channel, page, at: ctx.now() });
  // Even without a standing consent, nothing advertising may still go to this number.
  await ctx.queue.cancelAdvertisingTo(phone);
  await confirmChange(ctx, phone, appended);
  return appended;
}

/** POST /o/<token>: JSON `{ok: true}`, or back to the page (303) for a browser's form post. */
export function optoutRoutes(ctx: ConsentContext) {
  const router = Router();
  router.post('/o/:token', express.urlencoded({ extended: false, limit: '1kb' }), requireDb, async (req, res) => {
    const token = String(req.params.token);
    const phone = await phoneForToken(token);
    const browser = req.is('application/x-www-form-urlencoded') && req.accepts(['json', 'html']) === 'html';
    if (!phone) {
      if (browser) return res.redirect(303, `/o/${encodeURIComponent(token)}`);
      return res.status(404).json({ ok: false, error: OPTOUT_MESSAGES.invalid });
    }
    const appended = await optOut(ctx, phone, 'optout-page', `/o/${token}`);
    req.log.info({ entries: appended.map((e) => String(e.id)) }, 'opt-out by link');
    if (browser) return res.redirect(303, `/o/${token}?done=1`);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, message: OPTOUT_MESSAGES.done });
  });
  return router;
}

const PhoneQuery = z.object({
  phone: phoneField({ missing: '연락처를 입력해 주세요.' }),
});

/** Administrator: a number's consent and its ledger; an opt-out received by phone. */
export function consentAdminApi(ctx: ConsentContext) {
  const router = Router();

  router.get('/consents', need('consents'), async (req, res) => {
    const { phone } = parseBody(PhoneQuery, req.query, '연락처를 정확히 입력해 주세요.');
    res.setHeader('Cache-Control', 'no-store');
    const view = await consentView(phone);
    await recordAccess(req, { action: 'search', subject: `consent ${await searchTermId(phone)}` });
    res.json(view);
  });

  router.post('/consents/optout', need('consents'), async (req, res) => {
    const { phone } = parseBody(PhoneQuery, req.body, '연락처를 정확히 입력해 주세요.');
    const appended = await optOut(ctx, phone, 'admin');
    req.log.info({ entries: appended.map((e) => String(e.id)) }, 'opt-out recorded by administrator');
    res.json({ ok: true, ...(await consentView(phone)) });
  });
  return router;
}
