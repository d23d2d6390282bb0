/**
 * The visitor's side of visits: open slots, booking, and the private manage link. JSON clients
 * get JSON; ordinary form posts (no JavaScript) are sent on to a page (303), or, when refused,
 * answered with the booking form's page again.
 */
import { Router, type Request, type Response } from 'express';
import { VISIT_MESSAGES } from '../../shared/visits';
import { isMobilePhone, LEAD_MESSAGES } from '../../shared/leads';
import { echoValues } from '../../shared/form-echo';
import { answerWithForm } from '../http/form-page';
import { HttpError, parseBody, requireDb } from '../http/errors';
import { isSpam, pagePath } from '../leads/routes';
import { leadLimits } from '../leads/limits';
import { leadAttribution } from '../attribution/cookie';
import type { ServerConfig } from '../config.server';
import { VisitInput, SlotQuery } from './validate';
import { openSlots } from './slots';
import { book, cancelByToken, type VisitContext } from './reservations';
import { recordFormConsent } from '../consent/form';
import type { ConsentContext } from '../consent/notify';

const isFormPost = (req: Request) => !!req.is('application/x-www-form-urlencoded') || !!req.is('multipart/form-data');

/** Messages of a refusal that concern the chosen time: shown beside the time field. */
const SLOT_REFUSALS: string[] = [VISIT_MESSAGES.full, VISIT_MESSAGES.closed, VISIT_MESSAGES.past];

/**
 * A no-JavaScript booking refused: the booking form's page again, holding what was typed, each
 * message beside its field (or, without the page, the result page explaining why).
 */
async function failurePage(req: Request, res: Response, err: HttpError | 'limited', limitedMessage: string = LEAD_MESSAGES.rateLimited) {
  const back = pagePath(req);
  if (back) {
    const values = echoValues((req.body ?? {}) as Record<string, unknown>);
    const echo =
      err === 'limited'
        ? { errors: {}, error: limitedMessage }
        : err.status === 400 && err.fields
          ? { errors: err.fields }
          : SLOT_REFUSALS.includes(err.message)
            ? { errors: { slotId: err.message } }
            : { errors: {}, error: err.message };
    const status = err === 'limited' ? 429 : err.status;
    if (await answerWithForm(req, res, { form: 'booking', path: back, values, ...echo }, status)) return;
  }
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
    isFormPost(req) ? failurePage(req, res, 'limited', error) : res.status(429).json({ ok: false, error });
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
      res.status(201).json({
        ok: true,
        message: VISIT_MESSAGES.booked,
        reservation: { code: r.code, date: r.date, start: r.start, party: r.party, manageUrl },
        // A landline gets no texts: the visitor is told so rather than to expect one.
        ...(isMobilePhone(input.phone) ? {} : { notice: LEAD_MESSAGES.landline }),
      });
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
  return router;
}
