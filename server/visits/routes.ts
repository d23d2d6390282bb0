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
import { book, cancelByToken, type VisitContext } from './reservations';
import { recordFormConsent } from '../consent/form';
import { claimKey, findKey, releaseKey, requestKey, settleKey, type KeyRecord } from '../http/idempotency';
import { Reservation } from './model';
import type { ConsentContext } from '../consent/notify';

/** How long a repeat waits for the first request's booking (100 ms steps). */
const REPLAY_WAIT_STEPS = 50;

/** 201 with the reservation (JSON), or its private page (form post). */
function bookedAnswer(res: Response, r: { code: string; date: string; start: string; party: number; token: string }, form: boolean) {
  const manageUrl = `/reservation/${r.token}`;
  if (form) return res.redirect(303, `${manageUrl}?booked=1`);
  res.status(201).json({ ok: true, message: VISIT_MESSAGES.booked, reservation: { code: r.code, date: r.date, start: r.start, party: r.party, manageUrl } });
}

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
    q.set('reason', reason ?? 'duplicate');
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
    res.json({ days: await openSlots(ctx.now(), q.from, q.days) });
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
    // A repeat of a booking (same Idempotency-Key or form id) gets the first answer and books nothing.
    const key = requestKey(req, 'visit');
    if (key) {
      const first = await claimKey(key, { state: 'pending' }, ctx.now());
      if (first) return replayBooking(req, res, key, first, form);
    }
    try {
      const input = parseBody(VisitInput, body, LEAD_MESSAGES.invalid);
      if (!(await limits.phoneAllowed(input.phone))) {
        if (key) await releaseKey(key);
        return refuse(req, res, LEAD_MESSAGES.rateLimited);
      }
      const page = pagePath(req);
      const r = await book(ctx, { ...input, page, attribution: leadAttribution(req, page, ctx.now()) });
      if (key) await settleKey(key, { reservation: r._id, status: 201 }).catch((err) => req.log.error({ err }, 'booking key not settled'));
      await limits.countStored(req, input.phone).catch((err) => req.log.error({ err }, 'booking not counted against its limits'));
      // The optional advertising boxes, recorded as for every lead form (never blocks the booking).
      await recordFormConsent(consent, { phone: input.phone, marketing: input.marketing, night: input.night, page }).catch((err) =>
        req.log.error({ err }, 'optional consent not recorded'),
      );
      bookedAnswer(res, r, form);
    } catch (err) {
      if (key) await releaseKey(key).catch(() => {});
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      if (form) return failurePage(req, res, err);
      // The first field at fault is the headline, as for leads.
      const error = err.status === 400 && err.fields ? (Object.values(err.fields)[0] ?? err.message) : err.message;
      res.status(err.status).json({ ok: false, error, ...(err.fields ? { fields: err.fields } : {}) });
    }
  });

  /** The first request's answer; while it is still being booked, waits for it a few seconds. */
  async function replayBooking(req: Request, res: Response, key: string, first: KeyRecord, form: boolean) {
    let record: KeyRecord | null = first;
    for (let i = 0; record && record.state === 'pending' && i < REPLAY_WAIT_STEPS; i++) {
      await new Promise((r) => setTimeout(r, 100));
      record = await findKey(key, ctx.now());
    }
    const r = record?.reservation ? await Reservation.findById(record.reservation).lean() : null;
    // A claim left pending for a minute belongs to a request that died: free it for the next try.
    if (record?.state === 'pending' && ctx.now().getTime() - record.createdAt.getTime() > 60_000) await releaseKey(key);
    if (!r) {
      // The first request failed meanwhile (its key was freed) or is still working: the visitor may try again.
      if (form) return failurePage(req, res, new HttpError(409, VISIT_MESSAGES.busy));
      return res.status(409).json({ ok: false, error: VISIT_MESSAGES.busy });
    }
    req.log.info({ reservation: String(r._id) }, 'repeated booking (same idempotency key) answered as the first');
    bookedAnswer(res, r, form);
  }

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
  return router;
}
