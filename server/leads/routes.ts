/**
 * POST /api/leads: validate, store, answer; forwarding happens later in the background. JSON
 * clients get JSON; an ordinary form post (no JavaScript) is sent on to a result page, or, when
 * refused, answered with its own page again holding what was typed.
 */
import { Router, type Request, type Response } from 'express';
import { isMobilePhone, LEAD_MESSAGES, LEAD_TYPES, type LeadType } from '../../shared/leads';
import { echoFormId, echoValues } from '../../shared/form-echo';
import { answerWithForm } from '../http/form-page';
import { issueStamp } from './render-stamp';
import { quarantineExpiry, spamReason } from './quarantine';
import { LeadInput, formLeadType } from './validate';
import { insertLead, type InsertedLead } from './model';
import type { ServerConfig } from '../config.server';
import { requireDb } from '../http/errors';
import { leadAttribution } from '../attribution/cookie';
import { phoneKey } from './repeat';
import { kstDay } from '../../shared/kst';
import { leadLimits } from './limits';
import type { Outbox } from '../outbox/outbox';
import { forwardLead } from './forwarder';
import { recordFormConsent } from '../consent/form';
import type { ConsentContext } from '../consent/notify';
import type { VerificationService } from '../verification/service';
import { checkPhone } from '../verification/routes';
import { isFormPost, verificationStep } from '../verification/form-step';
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
  /** Phone verification: the advertising boxes count only for the phone's verified owner. */
  verification: VerificationService;
  /** Gives the stored lead to a counselor (or leaves it in the pool). */
  assign?: (lead: StoredLead, at: Date) => Promise<unknown>;
}

export type StoredLead = InsertedLead;

const LOCAL_PATH = /^\/(?!\/)[\w\-/.%]{0,200}$/;

type Outcome =
  /** `landline`: stored, but no text can reach the number given. */
  | { status: 201; landline?: boolean }
  | { status: 400; error: string; fields: Record<string, string> }
  | { status: 429; error: string };

async function reply(req: Request, res: Response, outcome: Outcome) {
  if (!req.is('application/x-www-form-urlencoded') && !req.is('multipart/form-data')) {
    if (outcome.status === 201) {
      return res.status(201).json({ ok: true, message: LEAD_MESSAGES.success, ...(outcome.landline ? { notice: LEAD_MESSAGES.landline } : {}) });
    }
    if (outcome.status === 429) return res.status(429).json({ ok: false, error: outcome.error });
    return res.status(400).json({ ok: false, error: outcome.error, fields: outcome.fields });
  }
  const type = typeof req.body?.type === 'string' ? req.body.type : '';
  const leadType = (LEAD_TYPES as readonly string[]).includes(type) ? (type as LeadType) : undefined;
  const back = pagePath(req);
  // No JavaScript, refused: the form's page again, holding what was typed.
  if (outcome.status !== 201 && leadType && back) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const echo = outcome.status === 400 ? { errors: outcome.fields } : { errors: {}, error: outcome.error };
    if (await answerWithForm(req, res, { form: leadType, ...echoFormId(body), path: back, values: echoValues(body), ...echo }, outcome.status)) return;
  }
  // Otherwise the outcome on a page (303 so a reload does not post again).
  const q = new URLSearchParams({ status: outcome.status === 201 ? 'ok' : outcome.status === 429 ? 'limited' : 'invalid' });
  if (['interest', 'visit-request', 'visit', 'customer'].includes(type)) q.set('type', type);
  if (outcome.status === 201 && outcome.landline) q.set('landline', '1');
  if (outcome.status === 400) q.set('fields', Object.keys(outcome.fields).join(','));
  if (back) q.set('back', back);
  return res.redirect(303, `/lead/result?${q}`);
}

/** The page the form was on: the form's own field, else the Referer's path. */
export function pagePath(req: Request): string | undefined {
  const fromBody = req.body?.page;
  if (typeof fromBody === 'string' && LOCAL_PATH.test(fromBody)) return fromBody;
  const referer = req.get('referer');
  if (!referer) return undefined; // API clients: no header, and no exception to build and throw
  try {
    const ref = new URL(referer);
    return ref.host === req.get('host') && LOCAL_PATH.test(ref.pathname) ? ref.pathname : undefined;
  } catch {
    return undefined;
  }
}

export function leadsApi({ leads, secret, outbox, onStored, onDone, consent, verification, assign }: Options) {
  const router = Router();
  const limits = leadLimits({ perAddress: leads.rateLimit, perPhone: leads.phoneLimit });

  // A form asks for its stamp when it appears; the answer is never cached (it is the start of the clock).
  router.get('/stamp', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ stamp: issueStamp(secret, consent.now()) });
  });

  router.post('/', requireDb, async (req, res) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    // Validation needs no database; then a place is taken in both limits at once.
    const parsed = LeadInput.safeParse(body);
    const taken = await limits.take(req, parsed.success ? parsed.data.phone : undefined);
    // The address ceiling first, whatever the input (a flood is refused as such).
    if (taken.over === 'address') {
      req.log.warn({ ip: req.ip }, 'lead refused: address ceiling reached');
      return reply(req, res, { status: 429, error: LEAD_MESSAGES.tooManyFromAddress });
    }
    if (!parsed.success) {
      await limits.giveBack(taken.places);
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'type')] ??= issue.message;
      const first = Object.values(fields)[0] ?? LEAD_MESSAGES.invalid;
      return reply(req, res, { status: 400, error: first, fields });
    }
    const input = parsed.data;
    if (taken.over === 'phone') {
      req.log.info('lead refused: this phone number registered several times in the last 10 minutes');
      return reply(req, res, { status: 429, error: LEAD_MESSAGES.rateLimited });
    }
    // The advertising boxes need the phone's owner: a token, or the code (the form's second step).
    const check = await checkPhone(verification, body, input.phone);
    if (input.marketing && verification.required && !check.verified) {
      if (isFormPost(req)) {
        await limits.giveBack(taken.places);
        return verificationStep(req, res, verification, input.phone, check);
      }
      if (check.failure) {
        await limits.giveBack(taken.places);
        const { error } = check.failure;
        return res.status(check.failure.status).json({ ok: false, error, fields: { [VERIFICATION_FIELDS.code]: error }, ...('attemptsLeft' in check.failure ? { attemptsLeft: check.failure.attemptsLeft } : {}) });
      }
    }
    const now = consent.now();
    const page = pagePath(req);
    // A form that looks automated is still stored (quarantine), never dropped: a person may have sent it.
    const spam = spamReason(body, { minFillMs: leads.minFillMs, secret, now });
    // Stored before the answer: a lead is never lost, whatever happens to forwarding.
    const lead = await insertLead({
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
      ...(check.verified ? { phoneVerified: true } : {}),
      forward: leads.webhookUrl && !spam ? { state: 'pending', attempts: 0, nextAttemptAt: now } : { state: 'stored', attempts: 0 },
      ...(spam ? { spamReason: spam } : {}),
    });
    const id = String(lead._id);
    if (spam) {
      // Answered like any lead; nothing is forwarded, texted or consented until the administrator restores it.
      req.log.info({ lead: id, reason: spam }, 'lead quarantined as likely spam (answered as success)');
      onDone?.();
      return reply(req, res, { status: 201 });
    }
    req.log.info({ lead: id, type: lead.type }, 'lead stored');
    // Two independent steps once stored, run at the same time; each failure is logged and none
    // fails a stored lead. All are done before the answer.
    await Promise.all([
      // Queued after the answer is decided: a queueing failure is logged, and start-up requeues it.
      (async () => {
        if (leads.webhookUrl) await forwardLead(outbox, leads.webhookUrl, lead);
        await onStored?.(lead);
      })().catch((err) => req.log.error({ err, lead: id }, 'could not queue messages for a lead')),
      // The registration itself is stored; an unrecorded optional consent only means no advertising.
      // Quarantined leads never reach here (they return above), so spam is never assigned.
      assign?.(lead, now).catch((err) => req.log.error({ err, lead: id }, 'lead not assigned; it waits in the pool')),
      recordFormConsent(consent, {
        phone: input.phone,
        marketing: input.marketing,
        night: input.night,
        page,
        leadId: lead._id,
        verified: check.verified,
        verificationRequired: verification.required,
      }).catch(
        (err) => req.log.error({ err, lead: id }, 'optional consent not recorded'),
      ),
    ]);
    onDone?.();
    await reply(req, res, { status: 201, landline: !isMobilePhone(input.phone) });
  });
  return router;
}
