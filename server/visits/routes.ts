/**
 * The visitor's side of visits: open slots, booking, and the private manage link. JSON clients
 * get JSON; ordinary form posts (no JavaScript) are sent on to a page (303).
 */
import { Router, type Request, type Response } from 'express';
import { VISIT_MESSAGES } from '../../shared/visits';
import { LEAD_MESSAGES } from '../../shared/leads';
import { HttpError, parseBody, requireDb } from '../http/errors';
import { isSpam, pagePath } from '../leads/routes';
import { leadLimits } from '../leads/limits';
import { leadAttribution } from '../attribution/cookie';
import type { ServerConfig } from '../config.server';
import { VisitInput, SlotQuery } from './validate';
import { openSlots } from './slots';
import { book, cancelByToken, findByToken, type VisitContext } from './reservations';
import { MoveBody, moveReservation } from './desk';
import { recordFormConsent } from '../consent/form';
import type { ConsentContext } from '../consent/notify';

const isFormPost = (req: Request) => !!req.is('application/x-www-form-urlencoded') || !!req.is('multipart/form-data');

/** Why a no-JavaScript booking failed, as the result page explains it. */
function failurePage(req: Request, res: Response, err: HttpError | 'limited') {
  const q = new URLSearchParams({ status: 'visit' });
  if (err === 'limited') q.set('reason', 'limited');
  else if (err.status === 400) {
    q.set('reason', 'invalid');
    q.set('fields', Object.keys(err.fields ?? {}).join(','));
  } else {
    const reason = Object.entries({ full: VISIT_MESSAGES.full, closed: VISIT_MESSAGES.closed, past: VISIT_MESSAGES.past, busy: VISIT_MESSAGES.busy }).find(([, m]) => m === err.message)?.[0];
    q.set('reason', err.status === 403 ? 'not-listed' : (reason ?? 'duplicate'));
    const at = /같은 날 (.+)에 이미/.exec(err.message)?.[1];
    if (at) q.set('at', at);
  }
  const back = pagePath(req);
  if (back) q.set('back', back);
  res.redirect(303, `/lead/result?${q}`);
}

export function visitsApi(ctx: VisitContext, leads: ServerConfig['leads'], consent: ConsentContext) {
  const router = Router();

  router.get('/slots', requireDb, async (req, res) => {
    const q = parseBody(SlotQuery, req.query, '조회 조건이 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ days: await openSlots(ctx.now(), q.from, q.days, q.kind) });
  });

  // The same counters as leads (shared in MongoDB): a booking counts like a registration.
  const limits = leadLimits({ perAddress: leads.rateLimit, perPhone: leads.phoneLimit });
  const refuse = (req: Request, res: Response, error: string) =>
    isFormPost(req) ? failurePage(req, res, 'limited') : res.status(429).json({ ok: false, error });
  const addressCeiling = limits.addressCeiling((req, res) => refuse(req, res, LEAD_MESSAGES.tooManyFromAddress));

  router.post('/', requireDb, addressCeiling, async (req, res) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const form = isFormPost(req);
    if (isSpam(body, leads.minFillMs)) {
      req.log.info({ ip: req.ip }, 'visit booking rejected as spam (answered as success)');
      return form ? res.redirect(303, '/lead/result?status=ok&type=customer') : res.status(201).json({ ok: true, message: VISIT_MESSAGES.booked });
    }
    try {
      const input = parseBody(VisitInput, body, LEAD_MESSAGES.invalid);
      if (!(await limits.phoneAllowed(input.phone))) return refuse(req, res, LEAD_MESSAGES.rateLimited);
      const page = pagePath(req);
      const r = await book(ctx, { ...input, page, attribution: leadAttribution(req, page, ctx.now()) });
      await limits.countStored(req, input.phone).catch((err) => req.log.error({ err }, 'booking not counted against its limits'));
      // The optional advertising boxes, recorded as for every lead form (never blocks the booking).
      await recordFormConsent(consent, { phone: input.phone, marketing: input.marketing, night: input.night, page }).catch((err) =>
        req.log.error({ err }, 'optional consent not recorded'),
      );
      const manageUrl = `/reservation/${r.token}`;
      if (form) return res.redirect(303, `${manageUrl}?booked=1`);
      res.status(201).json({ ok: true, message: VISIT_MESSAGES.booked, reservation: { code: r.code, date: r.date, start: r.start, party: r.party, manageUrl } });
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      if (form) return failurePage(req, res, err);
      // The first field at fault is the headline, as for leads.
      const error = err.status === 400 && err.fields ? (Object.values(err.fields)[0] ?? err.message) : err.message;
      res.status(err.status).json({ ok: false, error, ...(err.fields ? { fields: err.fields } : {}) });
    }
  });

  router.post('/manage/:token/cancel', requireDb, async (req, res) => {
    const token = String(req.params.token);
    const form = isFormPost(req);
    try {
      await cancelByToken(ctx, token);
      if (form) return res.redirect(303, `/reservation/${encodeURIComponent(token)}?cancelled=1`);
      res.json({ ok: true });
    } catch (err) {
      if (!(err instanceof HttpError) || !form) throw err;
      if (err.status === 404) throw err;
      res.redirect(303, `/reservation/${encodeURIComponent(token)}?error=${err.message === VISIT_MESSAGES.cancelPast ? 'past' : 'cancelled'}`);
    }
  });
  // The buyer changes the time from the private manage link (texted the new time, like a staff move).
  router.post('/manage/:token/move', requireDb, async (req, res) => {
    const token = String(req.params.token);
    const form = isFormPost(req);
    try {
      const { slotId } = parseBody(MoveBody, req.body, VISIT_MESSAGES.fields.slotId);
      const r = await findByToken(token);
      if (!r) throw new HttpError(404, VISIT_MESSAGES.notFound);
      const moved = await moveReservation(ctx, r, slotId, { kind: 'visitor' });
      if (form) return res.redirect(303, `/reservation/${encodeURIComponent(token)}?moved=1`);
      res.json({ ok: true, message: VISIT_MESSAGES.moved, reservation: { code: moved.code, date: moved.date, start: moved.start, end: moved.end, party: moved.party } });
    } catch (err) {
      if (!(err instanceof HttpError) || !form || err.status === 404) throw err;
      res.redirect(303, `/reservation/${encodeURIComponent(token)}?error=move`);
    }
  });
  return router;
}
