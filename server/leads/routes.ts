/**
 * POST /api/leads: validate, store, answer; forwarding happens later in the background. JSON
 * clients get JSON; an ordinary form post (no JavaScript) is sent on to a result page, or, when
 * refused, answered with its own page again holding what was typed.
 */
import { Router, type Request, type Response } from 'express';
import { HONEYPOT_FIELD, isMobilePhone, LEAD_MESSAGES, LEAD_TYPES, RENDERED_AT_FIELD, type LeadType } from '../../shared/leads';
import { echoValues } from '../../shared/form-echo';
import { answerWithForm } from '../http/form-page';
import { LeadInput } from './validate';
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

interface Options {
  leads: ServerConfig['leads'];
  outbox: Outbox;
  /** Called after a lead is stored (other capabilities react to it, e.g. its text message). */
  onStored?: (lead: StoredLead) => Promise<unknown> | void;
  /** Called once a stored lead is counted, its messages queued and its consent recorded (tests observe it). */
  onDone?: () => void;
  /** Records the optional advertising consent ticked on the form. */
  consent: ConsentContext;
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
    if (await answerWithForm(req, res, { form: leadType, path: back, values: echoValues(body), ...echo }, outcome.status)) return;
  }
  // Otherwise the outcome on a page (303 so a reload does not post again).
  const q = new URLSearchParams({ status: outcome.status === 201 ? 'ok' : outcome.status === 429 ? 'limited' : 'invalid' });
  if (leadType) q.set('type', leadType);
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

/** Honeypot filled, or submitted faster than a person can fill the form. */
export function isSpam(body: Record<string, unknown>, minFillMs: number): boolean {
  const trap = body[HONEYPOT_FIELD];
  if (typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined) return true;
  const rendered = body[RENDERED_AT_FIELD];
  if (rendered === undefined || rendered === '') return false; // API clients need not send it
  const at = Number(rendered);
  return !Number.isFinite(at) || Date.now() - at < minFillMs;
}

export function leadsApi({ leads, outbox, onStored, onDone, consent }: Options) {
  const router = Router();
  const limits = leadLimits({ perAddress: leads.rateLimit, perPhone: leads.phoneLimit });

  router.post('/', requireDb, async (req, res) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    // Spam and validation need no database; both limits are then read in one query.
    const spam = isSpam(body, leads.minFillMs);
    const parsed = spam ? undefined : LeadInput.safeParse(body);
    const reached = await limits.reached(req, parsed?.success ? parsed.data.phone : undefined);
    // The address ceiling first, whatever the input (a flood is refused as such).
    if (reached === 'address') {
      req.log.warn({ ip: req.ip }, 'lead refused: address ceiling reached');
      return reply(req, res, { status: 429, error: LEAD_MESSAGES.tooManyFromAddress });
    }
    if (!parsed) {
      req.log.info({ ip: req.ip }, 'lead rejected as spam (answered as success)');
      return reply(req, res, { status: 201 });
    }
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'type')] ??= issue.message;
      const first = Object.values(fields)[0] ?? LEAD_MESSAGES.invalid;
      return reply(req, res, { status: 400, error: first, fields });
    }
    const input = parsed.data;
    if (reached === 'phone') {
      req.log.info('lead refused: this phone number registered several times in the last 10 minutes');
      return reply(req, res, { status: 429, error: LEAD_MESSAGES.rateLimited });
    }
    const now = consent.now();
    const page = pagePath(req);
    // Stored before the answer: a lead is never lost, whatever happens to forwarding.
    const lead = await insertLead({
      type: input.type as LeadType,
      name: input.name,
      phone: input.phone,
      phoneKey: phoneKey(input.phone),
      message: input.message,
      site: input.site,
      page,
      consentAt: now,
      createdAt: now,
      day: kstDay(now),
      attribution: leadAttribution(req, page, now),
      expiresAt: new Date(now.getTime() + leads.retentionDays * 86_400_000),
      forward: leads.webhookUrl ? { state: 'pending', attempts: 0, nextAttemptAt: now } : { state: 'stored', attempts: 0 },
    });
    const id = String(lead._id);
    req.log.info({ lead: id, type: input.type }, 'lead stored');
    // Three independent steps once stored, run at the same time; each failure is logged and none
    // fails a stored lead. All are done before the answer.
    await Promise.all([
      // Counted once stored, whatever happens to the connection.
      limits.countStored(req, input.phone).catch((err) => req.log.error({ err, lead: id }, 'lead not counted against its limits')),
      // Queued after the answer is decided: a queueing failure is logged, and start-up requeues it.
      (async () => {
        if (leads.webhookUrl) await forwardLead(outbox, leads.webhookUrl, lead);
        await onStored?.(lead);
      })().catch((err) => req.log.error({ err, lead: id }, 'could not queue messages for a lead')),
      // The registration itself is stored; an unrecorded optional consent only means no advertising.
      recordFormConsent(consent, { phone: input.phone, marketing: input.marketing, night: input.night, page, leadId: lead._id }).catch(
        (err) => req.log.error({ err, lead: id }, 'optional consent not recorded'),
      ),
    ]);
    onDone?.();
    await reply(req, res, { status: 201, landline: !isMobilePhone(input.phone) });
  });
  return router;
}
