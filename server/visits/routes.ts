/**
 * The visitor's side of visits: open slots, booking, and the private manage link. JSON clients
 * get JSON; ordinary form posts (no JavaScript) are sent on to a page (303), or, when refused,
 * answered with the booking form's page again.
 */
import { Router, type Request, type Response } from 'express';
import { VISIT_MESSAGES } from '../../shared/visits';
import { LEAD_MESSAGES } from '../../shared/leads';
import { isMobilePhone } from '../core/phone';
import { echoFormId, echoValues } from '../../shared/form-echo';
import { answerWithForm } from '../http/form-page';
import { HttpError, parseBody, requireDb } from '../http/errors';
import { isTimedPost, spamReason } from '../leads/quarantine';
import { quarantineBooking } from './quarantine';
import { leadLimits } from '../leads/limits';
import { leadAttribution } from '../attribution/cookie';
import type { ServerConfig } from '../config.server';
import { VisitInput, SlotQuery } from './validate';
import { openSlots } from './slots';
import { book, cancelByToken, findByToken, type VisitContext } from './reservations';
import { MoveBody, moveReservation } from './desk';
import { recordFormConsent } from '../consent/form';
import { claimKey, findKey, releaseKey, requestKey, requesterOf, settleKey, type KeyRecord } from '../http/idempotency';
import { Reservation } from './model';
import type { ConsentContext } from '../consent/notify';
import type { VerificationService } from '../verification/service';
import { checkPhone } from '../verification/routes';
import { verificationStep } from '../verification/form-step';
import { isFormPost, pagePath, storedPagePath } from '../core/request';
import { VERIFICATION_FIELDS } from '../../shared/verification';
import { VERIFICATION_MESSAGES } from '../../shared/verification-messages';

/** How long a repeat waits for the first request's booking (100 ms steps). */
const REPLAY_WAIT_STEPS = 50;

/** 201 with the reservation (JSON), or its private page (form post). */
function bookedAnswer(res: Response, r: { code: string; date: string; start: string; party: number; token: string; phone?: string }, form: boolean) {
  const manageUrl = `/reservation/${r.token}`;
  if (form) return res.redirect(303, `${manageUrl}?booked=1`);
  res.status(201).json({
    ok: true,
    message: VISIT_MESSAGES.booked,
    reservation: { code: r.code, date: r.date, start: r.start, party: r.party, manageUrl },
    // A landline gets no texts: the visitor is told so rather than to expect one.
    ...(r.phone && !isMobilePhone(r.phone) ? { notice: LEAD_MESSAGES.landline } : {}),
  });
}

/**
 * A booking taken in but not yet booked (held for a check): every client reads it as received,
 * never as a failure. JSON: 201 without a reservation; a form post: the result page saying so.
 */
function receivedAnswer(res: Response, back: string | undefined, form: boolean) {
  if (form) return res.redirect(303, `/lead/result?${new URLSearchParams({ status: 'received', ...(back ? { back } : {}) })}`);
  res.status(201).json({ ok: true, received: true, message: VISIT_MESSAGES.received });
}

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
    if (await answerWithForm(req, res, { form: 'booking', ...echoFormId(req.body ?? {}), path: back, values, ...echo }, status)) return;
  }
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
  if (back) q.set('back', back);
  res.redirect(303, `/lead/result?${q}`);
}

export function visitsApi(ctx: VisitContext, leads: ServerConfig['leads'], consent: ConsentContext, secret: string, verification: VerificationService) {
  const router = Router();

  router.get('/slots', requireDb, async (req, res) => {
    const q = parseBody(SlotQuery, req.query, '조회 조건이 올바르지 않습니다.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ days: await openSlots(ctx.now(), q.from, q.days, q.kind) });
  });

  // The same counters as leads (shared in MongoDB): a booking counts like a registration.
  const limits = leadLimits({ perAddress: leads.rateLimit, perPhone: leads.phoneLimit });
  const refuse = (req: Request, res: Response, error: string) =>
    isFormPost(req) ? failurePage(req, res, 'limited', error) : res.status(429).json({ ok: false, error });

  router.post('/', requireDb, async (req, res) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const form = isFormPost(req);
    const parsed = VisitInput.safeParse(body);
    // A place in both limits first (parallel bookings cannot all pass), given back when refused for the input.
    const taken = await limits.take(req, parsed.success ? parsed.data.phone : undefined);
    if (taken.over === 'address') return refuse(req, res, LEAD_MESSAGES.tooManyFromAddress);
    // A repeat of a booking (same Idempotency-Key or form id) gets the first answer and books nothing.
    const key = requestKey(req, 'visit');
    let claimed = false;
    try {
      const input = parseBody(VisitInput, body, LEAD_MESSAGES.invalid);
      if (taken.over === 'phone') {
        const first = key ? await findKey(key, ctx.now()) : null;
        if (!first) return refuse(req, res, LEAD_MESSAGES.rateLimited);
        await limits.giveBack(taken.places);
        return replayBooking(req, res, key!, first, form);
      }
      // Only the phone's owner books for it (a token, or the code of the form's second step).
      const check = await checkPhone(verification, body, input.phone);
      if (verification.required && !check.verified) {
        await limits.giveBack(taken.places);
        if (form) return await verificationStep(req, res, verification, input.phone, check);
        const failure = check.failure;
        if (failure) {
          return res.status(failure.status).json({ ok: false, error: failure.error, fields: { [VERIFICATION_FIELDS.code]: failure.error }, ...('attemptsLeft' in failure ? { attemptsLeft: failure.attemptsLeft } : {}) });
        }
        return res.status(403).json({ ok: false, error: VERIFICATION_MESSAGES.required });
      }
      const page = storedPagePath(req);
      const spam = spamReason(body, { minFillMs: leads.minFillMs, secret, now: ctx.now(), timed: isTimedPost(req) });
      if (spam) {
        // No place is taken; the request waits in quarantine as a lead the desk restores (booking the slot if still free).
        const id = await quarantineBooking(ctx, { ...input, page, attribution: leadAttribution(req, page, ctx.now()), phoneVerified: check.verified }, spam);
        req.log.info({ lead: id, reason: spam }, 'visit booking quarantined as likely spam (answered as received)');
        return receivedAnswer(res, pagePath(req), form);
      }
      if (key) {
        const first = await claimKey(key, { state: 'pending', by: await requesterOf(req) }, ctx.now());
        if (first) {
          await limits.giveBack(taken.places);
          return replayBooking(req, res, key, first, form);
        }
        claimed = true;
      }
      const r = await book(ctx, { ...input, page, attribution: leadAttribution(req, page, ctx.now()), phoneVerified: check.verified });
      if (key) await settleKey(key, { reservation: r._id, status: 201 }).catch((err) => req.log.error({ err }, 'booking key not settled'));
      // The optional advertising boxes, recorded as for every lead form (never blocks the booking).
      await recordFormConsent(consent, {
        phone: input.phone,
        marketing: input.marketing,
        night: input.night,
        page,
        verified: check.verified,
        verificationRequired: verification.required,
      }).catch((err) => req.log.error({ err }, 'optional consent not recorded'));
      bookedAnswer(res, r, form);
    } catch (err) {
      if (key && claimed) await releaseKey(key).catch(() => {});
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      // Invalid input, a full or closed slot, a second booking that day: refused for its input.
      if (err.status !== 429) await limits.giveBack(taken.places);
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
    // The first answer holds the private manage link: only its own sender gets it again. Anyone else
    // (a stranger who knows the buyer's name and phone) hears that it is booked and texted, nothing more.
    if (record && record.by !== (await requesterOf(req))) {
      req.log.warn('repeated booking from another requester answered without the link');
      if (form) return res.redirect(303, '/lead/result?status=booked');
      return res.status(200).json({ ok: true, message: VISIT_MESSAGES.alreadyBooked });
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
