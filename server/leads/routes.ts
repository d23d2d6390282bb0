/**
 * POST /api/leads: validate, store, answer; forwarding happens later in the background. JSON
 * clients get JSON; an ordinary form post (no JavaScript) is sent on to a result page.
 */
import { Router, type Request, type Response } from 'express';
import { Types } from 'mongoose';
import type { z } from 'zod';
import { HONEYPOT_FIELD, LEAD_MESSAGES, RENDERED_AT_FIELD, type LeadType } from '../../shared/leads';
import { LeadInput } from './validate';
import type { InsertedLead, NewLead } from './model';
import type { ServerConfig } from '../config.server';
import { leadAttribution } from '../attribution/cookie';
import { phoneKey } from './repeat';
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

interface Options {
  leads: ServerConfig['leads'];
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
}

export type StoredLead = InsertedLead;

const LOCAL_PATH = /^\/(?!\/)[\w\-/.%]{0,200}$/;

type Outcome =
  | { status: 201 }
  | { status: 202 }
  | { status: 400; error: string; fields: Record<string, string> }
  | { status: 429; error: string };

function reply(req: Request, res: Response, outcome: Outcome) {
  if (!req.is('application/x-www-form-urlencoded') && !req.is('multipart/form-data')) {
    if (outcome.status === 201) return res.status(201).json({ ok: true, message: LEAD_MESSAGES.success });
    // Spooled: the visitor reads the same confirmation; `queued` tells API clients it is not in the database yet.
    if (outcome.status === 202) return res.status(202).json({ ok: true, queued: true, message: LEAD_MESSAGES.success });
    if (outcome.status === 429) return res.status(429).json({ ok: false, error: outcome.error });
    return res.status(400).json({ ok: false, error: outcome.error, fields: outcome.fields });
  }
  // No JavaScript: show the outcome on a page (303 so a reload does not post again).
  const q = new URLSearchParams({ status: outcome.status < 300 ? 'ok' : outcome.status === 429 ? 'limited' : 'invalid' });
  const type = typeof req.body?.type === 'string' ? req.body.type : '';
  if (['interest', 'visit', 'customer'].includes(type)) q.set('type', type);
  if (outcome.status === 400) q.set('fields', Object.keys(outcome.fields).join(','));
  const back = pagePath(req);
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

export function leadsApi({ leads, outbox, onStored, onDone, consent, spool, log }: Options) {
  const router = Router();
  const limits = leadLimits({ perAddress: leads.rateLimit, perPhone: leads.phoneLimit });
  const followUps = leadFollowUps({ limits, outbox, webhookUrl: leads.webhookUrl, consent, onStored });
  const accept = leadAcceptance({ spool, timeoutMs: leads.dbTimeoutMs, now: consent.now });
  // The background drain stores what the spool holds, with the same follow-ups.
  if (spool && log) spool.handle(storeSpooledLead({ limits, followUps, log, timeoutMs: leads.dbTimeoutMs, now: consent.now, onDone }));

  router.post('/', async (req, res) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    // A repeat of a post this instance spooled gets the same answer (see server/http/idempotency.ts).
    const key = requestKey(req, 'lead');
    if (key && spool?.has(key)) return reply(req, res, { status: 202 });
    const deadline = accept.deadline();
    // Spam and validation need no database; both limits are then read in one query.
    const spam = isSpam(body, leads.minFillMs);
    const parsed = spam ? undefined : LeadInput.safeParse(body);
    if (!isDbReady() && parsed?.success) return reply(req, res, await accept.spool(req, key, leadDoc(req, parsed.data), followUpOf(req, parsed.data)));
    let reached: Awaited<ReturnType<typeof limits.reached>>;
    try {
      if (!isDbReady()) throw new Error('database unavailable'); // spam and invalid input: answered below
      reached = await within(limits.reached(req, parsed?.success ? parsed.data.phone : undefined), deadline.left());
    } catch (err) {
      // The limits cannot be read in time: a valid lead goes to the spool (its phone limit is checked when drained).
      if (parsed?.success) return reply(req, res, await accept.spool(req, key, leadDoc(req, parsed.data), followUpOf(req, parsed.data), err));
      reached = undefined;
    }
    // The address ceiling first, whatever the input (a flood is refused as such); a repeat of a stored post is answered as the first.
    if (reached) {
      const first = await accept.replay(key, deadline);
      if (first) return reply(req, res, first);
    }
    if (reached === 'address') {
      req.log.warn({ ip: req.ip }, 'lead refused: address ceiling reached');
      return reply(req, res, { status: 429, error: LEAD_MESSAGES.tooManyFromAddress });
    }
    if (!parsed) {
      req.log.info({ ip: req.ip }, 'lead rejected as spam (answered as success)');
      return reply(req, res, { status: 201 });
    }
    if (!parsed.success) return invalid(req, res, parsed);
    const input = parsed.data;
    if (reached === 'phone') {
      req.log.info('lead refused: this phone number registered several times in the last 10 minutes');
      return reply(req, res, { status: 429, error: LEAD_MESSAGES.rateLimited });
    }
    const followUp = followUpOf(req, input);
    // Stored before the answer: a lead is never lost, whatever happens to forwarding. A database
    // that fails or does not answer in time gets the lead later, from the spool.
    const stored = await accept.store(req, key, leadDoc(req, input), followUp, deadline);
    if ('status' in stored) return reply(req, res, stored);
    const id = String(stored.lead._id);
    req.log.info({ lead: id, type: input.type }, 'lead stored');
    // Three independent steps once stored, run at the same time; each failure is logged and none
    // fails a stored lead. All are done before the answer (unless the database stalls past the deadline).
    await within(
      followUps(stored.lead, followUp, (step, err) => req.log.error({ err, lead: id, step }, FOLLOW_UP_FAILED[step])),
      Math.max(deadline.left(), FOLLOW_UP_GRACE_MS),
    ).catch(() => req.log.warn({ lead: id }, 'lead answered before its follow-ups finished'));
    onDone?.();
    reply(req, res, { status: 201 });
  });

  /** The lead to store, as accepted now (its id given in advance: a spooled lead keeps it). */
  function leadDoc(req: Request, input: LeadInputData): NewLead & { _id: Types.ObjectId } {
    const now = consent.now();
    const page = pagePath(req);
    return {
      _id: new Types.ObjectId(),
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
    };
  }
  return router;
}

type LeadInputData = z.infer<typeof LeadInput>;

/** The least time follow-ups of a stored lead get before the answer goes anyway (they go on after it). */
const FOLLOW_UP_GRACE_MS = 250;

const FOLLOW_UP_FAILED = {
  count: 'lead not counted against its limits',
  messages: 'could not queue messages for a lead',
  consent: 'optional consent not recorded',
} as const;

function followUpOf(req: Request, input: LeadInputData): FollowUpInput {
  return { ip: req.ip, phone: input.phone, marketing: input.marketing, night: input.night, page: pagePath(req) };
}

function invalid(req: Request, res: Response, parsed: { error: z.ZodError }) {
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'type')] ??= issue.message;
  const first = Object.values(fields)[0] ?? LEAD_MESSAGES.invalid;
  return reply(req, res, { status: 400, error: first, fields });
}
