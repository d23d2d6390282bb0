/**
 * POST /api/leads: validate, store, answer; forwarding happens later in the background. JSON
 * clients get JSON; an ordinary form post (no JavaScript) is sent on to a result page, or, when
 * refused, answered with its own page again holding what was typed.
 */
import { Router, type Request, type Response } from 'express';
import { Types } from 'mongoose';
import type { z } from 'zod';
import { isMobilePhone } from '../core/phone';
import { LEAD_MESSAGES, LEAD_TYPES, type LeadType, type SpamReason } from '../../shared/leads';
import { echoFormId, echoValues } from '../../shared/form-echo';
import { answerWithForm } from '../http/form-page';
import { issueStamp } from './render-stamp';
import { quarantineExpiry, isTimedPost, spamReason } from './quarantine';
import { LeadInput, formLeadType } from './validate';
import type { InsertedLead, NewLead } from './model';
import type { ServerConfig } from '../config.server';
import { leadAttribution } from '../attribution/cookie';
import { phoneKey } from '../core/phone';
import { kstDay } from '../../shared/kst';
import { leadLimits } from './limits';
import type { Outbox } from '../outbox/outbox';
import type { ConsentContext } from '../consent/notify';
import type { Logger } from '../logger';
import { isDbReady } from '../db/connection';
import { within } from '../db/deadline';
import { requestKey } from '../http/idempotency';
import { leadFollowUps, type FollowUpInput } from './follow-ups';
import { leadAcceptance, type LeadSpool } from './accept';
import { storeSpooledLead } from './drain';
import type { VerificationService } from '../verification/service';
import { checkPhone, type PhoneCheck } from '../verification/routes';
import { verificationStep } from '../verification/form-step';
import { isFormPost, pagePath, storedPagePath } from '../core/request';
import { VERIFICATION_FIELDS } from '../../shared/verification';

interface Options {
  leads: ServerConfig['leads'];
  /** Signs the forms' render stamps (server/leads/render-stamp.ts). */
  secret: string;
  outbox: Outbox;
  /** Called after a lead is stored (other capabilities react to it, e.g. its text message). */
  onStored?: (lead: StoredLead) => Promise<unknown> | void;
  /** Called once a stored lead is counted, its messages queued and its consent recorded (tests observe it). */
  onDone?: () => void;
  /** Records the optional advertising consent ticked on the form. */
  consent: ConsentContext;
  /** Where leads wait while the database cannot take them (without one, such a post answers 503). */
  spool?: LeadSpool;
  /** The drain's log. */
  log?: Logger;
  /** Phone verification: the advertising boxes count only for the phone's verified owner. */
  verification: VerificationService;
  /** Gives the stored lead to a counselor (or leaves it in the pool). */
  assign?: (lead: StoredLead, at: Date) => Promise<unknown>;
}

export type StoredLead = InsertedLead;

type Outcome =
  | { status: 201 }
  | { status: 202 }
  | { status: 400; error: string; fields: Record<string, string> }
  | { status: 429; error: string };

async function reply(req: Request, res: Response, outcome: Outcome) {
  // Stored or queued, but no text can reach the number given (a landline or 070): the answer says so.
  const phone = typeof req.body?.phone === 'string' ? req.body.phone : '';
  const landline = outcome.status < 300 && phone !== '' && !isMobilePhone(phone);
  if (!req.is('application/x-www-form-urlencoded') && !req.is('multipart/form-data')) {
    const notice = landline ? { notice: LEAD_MESSAGES.landline } : {};
    if (outcome.status === 201) return res.status(201).json({ ok: true, message: LEAD_MESSAGES.success, ...notice });
    // Spooled: the visitor reads the same confirmation; `queued` tells API clients it is not in the database yet.
    if (outcome.status === 202) return res.status(202).json({ ok: true, queued: true, message: LEAD_MESSAGES.success, ...notice });
    if (outcome.status === 429) return res.status(429).json({ ok: false, error: outcome.error });
    return res.status(400).json({ ok: false, error: outcome.error, fields: outcome.fields });
  }
  const type = typeof req.body?.type === 'string' ? req.body.type : '';
  const leadType = (LEAD_TYPES as readonly string[]).includes(type) ? (type as LeadType) : undefined;
  const back = pagePath(req);
  // No JavaScript, refused: the form's page again, holding what was typed.
  if (outcome.status !== 201 && outcome.status !== 202 && leadType && back) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const echo = outcome.status === 400 ? { errors: outcome.fields } : { errors: {}, error: outcome.error };
    if (await answerWithForm(req, res, { form: leadType, ...echoFormId(body), path: back, values: echoValues(body), ...echo }, outcome.status)) return;
  }
  // Otherwise the outcome on a page (303 so a reload does not post again).
  const q = new URLSearchParams({ status: outcome.status < 300 ? 'ok' : outcome.status === 429 ? 'limited' : 'invalid' });
  if (['interest', 'visit-request', 'visit', 'customer'].includes(type)) q.set('type', type);
  if (landline) q.set('landline', '1');
  if (outcome.status === 400) q.set('fields', Object.keys(outcome.fields).join(','));
  if (back) q.set('back', back);
  return res.redirect(303, `/lead/result?${q}`);
}


export function leadsApi({ leads, secret, outbox, onStored, onDone, consent, verification, assign, spool, log }: Options) {
  const router = Router();
  const limits = leadLimits({ perAddress: leads.rateLimit, perPhone: leads.phoneLimit });
  const followUps = leadFollowUps({ outbox, webhookUrl: leads.webhookUrl, consent, onStored, assign, verificationRequired: verification.required });
  const accept = leadAcceptance({ spool, timeoutMs: leads.dbTimeoutMs, now: consent.now });
  // The background drain stores what the spool holds, with the same follow-ups.
  if (spool && log) spool.handle(storeSpooledLead({ limits, perPhone: leads.phoneLimit, followUps, log, timeoutMs: leads.dbTimeoutMs, now: consent.now, onDone }));

  // A form asks for its stamp when it appears; the answer is never cached (it is the start of the clock).
  router.get('/stamp', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ stamp: issueStamp(secret, consent.now()) });
  });

  router.post('/', async (req, res) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    // A repeat of a post this instance spooled gets the same answer (see server/http/idempotency.ts).
    const key = requestKey(req, 'lead');
    if (key && spool?.has(key)) return reply(req, res, { status: 202 });
    const deadline = accept.deadline();
    const now = consent.now();
    // Validation and the spam check need no database.
    const parsed = LeadInput.safeParse(body);
    const spamOf = () => spamReason(body, { minFillMs: leads.minFillMs, secret, now, timed: isTimedPost(req) });
    // Without a database: a valid lead goes to the spool at once; its limit place is taken when it drains,
    // and only a live verification token (checked without the database) counts for its advertising boxes.
    const spoolNow = (input: LeadInputData, cause?: unknown, verified = verification.verified(body[VERIFICATION_FIELDS.token], input.phone), counted = false) =>
      accept.spool(req, key, leadDoc(req, input, now, spamOf(), verified), followUpOf(req, input, verified, counted), cause);
    if (!isDbReady() && parsed.success) return reply(req, res, await spoolNow(parsed.data));
    // Then a place is taken in both limits at once.
    let taken: Awaited<ReturnType<typeof limits.take>> | undefined;
    try {
      if (!isDbReady()) throw new Error('database unavailable'); // invalid input: answered below
      taken = await within(limits.take(req, parsed.success ? parsed.data.phone : undefined), deadline.left());
    } catch (err) {
      // The limits cannot be reached in time: a valid lead goes to the spool (it takes its place when drained).
      if (parsed.success) return reply(req, res, await spoolNow(parsed.data, err));
      taken = undefined;
    }
    const giveBack = async () => {
      if (taken) await limits.giveBack(taken.places).catch((err) => req.log.warn({ err }, 'lead limit place not given back'));
    };
    // A repeat of a stored post over a limit is answered as the first (it stores nothing, so it holds no place).
    if (taken?.over) {
      const first = await accept.replay(key, deadline);
      if (first) {
        await giveBack();
        return reply(req, res, first);
      }
    }
    // The address ceiling first, whatever the input (a flood is refused as such).
    if (taken?.over === 'address') {
      req.log.warn({ ip: req.ip }, 'lead refused: address ceiling reached');
      return reply(req, res, { status: 429, error: LEAD_MESSAGES.tooManyFromAddress });
    }
    if (!parsed.success) {
      await giveBack();
      return invalid(req, res, parsed);
    }
    const input = parsed.data;
    if (taken?.over === 'phone') {
      req.log.info('lead refused: this phone number registered several times in the last 10 minutes');
      return reply(req, res, { status: 429, error: LEAD_MESSAGES.rateLimited });
    }
    // The advertising boxes need the phone's owner: a token, or the code (the form's second step).
    let check: PhoneCheck;
    try {
      check = await within(checkPhone(verification, body, input.phone), deadline.left());
    } catch (err) {
      return reply(req, res, await spoolNow(input, err, verification.verified(body[VERIFICATION_FIELDS.token], input.phone), true));
    }
    if (input.marketing && verification.required && !check.verified) {
      if (isFormPost(req)) {
        await giveBack();
        return verificationStep(req, res, verification, input.phone, check);
      }
      if (check.failure) {
        await giveBack();
        const { error } = check.failure;
        return res.status(check.failure.status).json({ ok: false, error, fields: { [VERIFICATION_FIELDS.code]: error }, ...('attemptsLeft' in check.failure ? { attemptsLeft: check.failure.attemptsLeft } : {}) });
      }
    }
    // A form that looks automated is still stored (quarantine), never dropped: a person may have sent it.
    const spam = spamOf();
    const followUp = followUpOf(req, input, check.verified, true);
    // Stored before the answer: a lead is never lost, whatever happens to forwarding. A database
    // that fails or does not answer in time gets the lead later, from the spool.
    const stored = await accept.store(req, key, leadDoc(req, input, now, spam, check.verified), followUp, deadline);
    if ('status' in stored) return reply(req, res, stored);
    const id = String(stored.lead._id);
    if (spam) {
      // Answered like any lead; nothing is forwarded, texted, assigned or consented until the administrator restores it.
      req.log.info({ lead: id, reason: spam }, 'lead quarantined as likely spam (answered as success)');
      onDone?.();
      return reply(req, res, { status: 201 });
    }
    req.log.info({ lead: id, type: stored.lead.type }, 'lead stored');
    // Independent steps once stored, run at the same time; each failure is logged and none
    // fails a stored lead. All are done before the answer (unless the database stalls past the deadline).
    await within(
      followUps(stored.lead, followUp, (step, err) => req.log.error({ err, lead: id, step }, FOLLOW_UP_FAILED[step])),
      Math.max(deadline.left(), FOLLOW_UP_GRACE_MS),
    ).catch(() => req.log.warn({ lead: id }, 'lead answered before its follow-ups finished'));
    onDone?.();
    await reply(req, res, { status: 201 });
  });

  /** The lead to store, as accepted now (its id given in advance: a spooled lead keeps it). */
  function leadDoc(req: Request, input: LeadInputData, now: Date, spam: SpamReason | undefined, verified: boolean): NewLead & { _id: Types.ObjectId } {
    const page = storedPagePath(req);
    return {
      _id: new Types.ObjectId(),
      type: formLeadType(input.type, page, input.site),
      name: input.name,
      phone: input.phone,
      phoneKey: phoneKey(input.phone),
      message: input.message,
      site: input.site,
      page,
      unitType: input.unitType,
      consentAt: now,
      createdAt: now,
      day: kstDay(now),
      attribution: leadAttribution(req, page, now),
      expiresAt: spam ? quarantineExpiry(now) : new Date(now.getTime() + leads.retentionDays * 86_400_000),
      ...(verified ? { phoneVerified: true as const } : {}),
      forward: leads.webhookUrl && !spam ? { state: 'pending', attempts: 0, nextAttemptAt: now } : { state: 'stored', attempts: 0 },
      ...(spam ? { spamReason: spam } : {}),
    };
  }
  return router;
}

type LeadInputData = z.infer<typeof LeadInput>;

/** The least time follow-ups of a stored lead get before the answer goes anyway (they go on after it). */
const FOLLOW_UP_GRACE_MS = 250;

const FOLLOW_UP_FAILED = {
  messages: 'could not queue messages for a lead',
  assign: 'lead not assigned; it waits in the pool',
  consent: 'optional consent not recorded',
} as const;

/** What the follow-ups need beyond the stored lead; `counted`: its limit places are already taken. */
function followUpOf(req: Request, input: LeadInputData, verified: boolean, counted: boolean): FollowUpInput {
  return { ip: req.ip, phone: input.phone, marketing: input.marketing, night: input.night, page: storedPagePath(req), verified, counted };
}

function invalid(req: Request, res: Response, parsed: { error: z.ZodError }) {
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'type')] ??= issue.message;
  const first = Object.values(fields)[0] ?? LEAD_MESSAGES.invalid;
  return reply(req, res, { status: 400, error: first, fields });
}
