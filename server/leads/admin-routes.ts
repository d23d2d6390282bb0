/**
 * The lead desk API under /api/admin (the admin guard in app.ts has already checked the session,
 * the CSRF token of writes and the account). Each route names its permission; a counselor's
 * requests are narrowed to their own leads and the pool, and list phones are masked for them.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { need } from '../accounts/permission';
import { findLeads, LeadFilter, leadDetail, leadsCsv, type LeadView } from './inbox';
import { addLeadNote, deleteLead, setLeadStatus } from './status';
import { leadStats, StatsQuery, statsPeriod } from './stats';
import { HttpError, parseBody } from '../http/errors';
import { ASSIGNMENT_MODES, DESK_MESSAGES, LEAD_DESK_MESSAGES, LEAD_STATUSES, NOTE_MAX, type InboxLead } from '../../shared/leads';
import { can, handlesContracts } from '../../shared/permissions';
import { EXPORT_REASON_REQUIRED } from '../../shared/access-log';
import { recordAccess, searchSubject, ExportReason } from '../access-log/record';
import { accountNames, assignmentMode, claimLead, claimedFromPool, isAssignable, leadScope, reassignLead, seesAll, setAssignmentMode } from './assignment';
import { CallBody, recordCall } from './calls';
import { lateLeads, teamNumbers, todayList, type DeskRules } from './today';
import { Lead } from './model';
import { PersonQuery, personCard } from './people';
import type { LeadBookings } from './bookings';
import { releaseFromQuarantine } from './quarantine';

const LeadChange = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: LEAD_DESK_MESSAGES.badStatus }).optional(),
    assignee: z.string({ error: DESK_MESSAGES.badAssignee }).max(40).nullable().optional(),
  })
  .refine((b) => b.status !== undefined || b.assignee !== undefined, { message: LEAD_DESK_MESSAGES.badStatus });
const NoteBody = z.object({
  text: z.string({ error: LEAD_DESK_MESSAGES.noteLength }).trim().min(1, LEAD_DESK_MESSAGES.noteLength).max(NOTE_MAX, LEAD_DESK_MESSAGES.noteLength),
});
const ModeBody = z.object({ mode: z.enum(ASSIGNMENT_MODES, { error: DESK_MESSAGES.badMode }) });
/** Every download says why (개인정보 안전성 확보조치: exports are recorded with their reason). */
const RestoreBody = z.object({ spam: z.literal(false, { error: LEAD_DESK_MESSAGES.badChange }) }).strict();

/** What this reader may see of the leads. */
export const viewOf = (req: Request): LeadView => ({ scope: leadScope(req.account), maskPhones: !seesAll(req.account) });

const notFound = () => new HttpError(404, LEAD_DESK_MESSAGES.notFound);

export interface LeadDeskOptions {
  now?: () => Date;
  /** Visit bookings as the desk shows them (server/visits/lead-bookings.ts). */
  bookings: LeadBookings;
  rules: DeskRules;
  /** Retention of a restored lead (LEAD_RETENTION_DAYS, from its creation). */
  retentionDays?: number;
  /** Whether leads are forwarded to a webhook (a restored one is then pending delivery). */
  webhook?: boolean;
  /** A lead restored from quarantine is forwarded and texted as a new one would have been. */
  onRestored?: (lead: NonNullable<Exclude<Awaited<ReturnType<typeof releaseFromQuarantine>>, 'missing'>>) => Promise<unknown>;
  /** Cancels the unsent messages of a deleted lead. */
  onDeleted?: (lead: { id: string; reservationId?: string }) => Promise<unknown>;
}

export function adminApi(opts: LeadDeskOptions) {
  const now = opts.now ?? (() => new Date());
  const router = Router();
  const by = (req: Request) => req.account!.email;
  /** 404 unless the lead exists and this reader may see it. */
  const visible = async (req: Request) => {
    const id = String(req.params.id);
    if (!/^[a-f0-9]{24}$/i.test(id) || !(await Lead.exists({ _id: id, ...leadScope(req.account) }))) throw notFound();
    return id;
  };

  router.get('/leads', need('leads.read'), async (req, res) => {
    const filter = parseBody(LeadFilter, req.query, LEAD_DESK_MESSAGES.badFilter);
    const page = await findLeads(filter, undefined, viewOf(req));
    await recordAccess(req, { action: 'search', subject: await searchSubject('leads', filter), count: page.items.length });
    res.json(page);
  });

  router.get('/leads.csv', need('export'), async (req, res) => {
    const { reason } = parseBody(ExportReason, req.query, EXPORT_REASON_REQUIRED);
    const filter = parseBody(LeadFilter, req.query, LEAD_DESK_MESSAGES.badFilter);
    const view = { ...viewOf(req), maskPhones: false };
    const all: InboxLead[] = [];
    for (let cursor = filter.cursor; all.length < 50_000; ) {
      const page = await findLeads({ ...filter, cursor }, 1000, view);
      all.push(...page.items);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    await recordAccess(req, { action: 'export', subject: await searchSubject('leads.csv', filter), count: all.length, reason });
    res.attachment(`leads-${new Date().toISOString().slice(0, 10)}.csv`);
    res.type('text/csv; charset=utf-8').send(leadsCsv(all));
  });

  router.get('/people', need('leads.read'), async (req, res) => {
    const { phone } = parseBody(PersonQuery, req.query, '연락처를 정확히 입력해 주세요.');
    const card = await personCard(phone, opts.bookings, leadScope(req.account), { contracts: handlesContracts(req.account!.role) });
    if (!card) throw notFound();
    await recordAccess(req, { action: 'view', subject: 'person card', count: card.leads.length });
    res.json(card);
  });

  router.get('/leads/:id', need('leads.read'), async (req, res) => {
    const lead = await leadDetail(String(req.params.id), opts.bookings, leadScope(req.account));
    if (!lead) throw notFound();
    await recordAccess(req, { action: 'view', subject: `lead ${lead.id}` });
    res.json(lead);
  });

  router.patch('/leads/:id', need('leads.work'), async (req, res) => {
    if (req.body && typeof req.body === 'object' && 'spam' in req.body) {
      // {spam: false}: out of quarantine (스팸 보관함) and on as a new lead.
      parseBody(RestoreBody, req.body, LEAD_DESK_MESSAGES.badChange);
      const id = await visible(req);
      const lead = await releaseFromQuarantine(id, { by: by(req), now: now(), retentionDays: opts.retentionDays ?? 365, webhook: !!opts.webhook });
      if (lead === 'missing') throw notFound();
      if (!lead) throw new HttpError(409, LEAD_DESK_MESSAGES.notSpam);
      req.log.info({ lead: String(lead._id) }, 'lead restored from quarantine');
      await opts.onRestored?.(lead).catch((err) => req.log.error({ err, lead: String(lead._id) }, 'could not queue messages for a restored lead'));
      return res.json({ id: String(lead._id), spam: false });
    }
    const body = parseBody(LeadChange, req.body, LEAD_DESK_MESSAGES.badStatus);
    if (body.assignee !== undefined && !can(req.account!.role, 'assignment')) throw new HttpError(403, '담당자 지정은 팀장만 할 수 있습니다.');
    const id = await visible(req);
    const out: Record<string, unknown> = { id };
    if (body.assignee !== undefined) {
      if (body.assignee !== null && !(await isAssignable(body.assignee))) throw new HttpError(400, DESK_MESSAGES.badAssignee);
      if (!(await reassignLead(id, body.assignee, by(req), now()))) throw notFound();
      req.log.info({ lead: id }, 'lead reassigned');
      out.assignee = body.assignee ? ((await accountNames([body.assignee])).get(body.assignee) ?? null) : null;
    }
    if (body.status) {
      const change = await setLeadStatus(id, body.status, by(req), now());
      if (!change) throw notFound();
      req.log.info({ lead: change.id, from: change.from, to: change.status }, 'lead status changed');
      out.status = change.status;
    } else {
      out.status = (await Lead.findById(id, { status: 1 }).lean<{ status?: string }>())?.status ?? 'new';
    }
    res.json(out);
  });

  router.post('/leads/:id/notes', need('leads.work'), async (req, res) => {
    const { text } = parseBody(NoteBody, req.body, LEAD_DESK_MESSAGES.noteLength);
    const id = await visible(req);
    const at = now();
    if (!(await addLeadNote(id, text, by(req), at))) throw notFound();
    req.log.info({ lead: id }, 'lead note added');
    res.status(201).json({ at: at.toISOString(), by: by(req), kind: 'note', text });
  });

  router.post('/leads/:id/calls', need('leads.work'), async (req, res) => {
    const input = parseBody(CallBody, req.body, DESK_MESSAGES.badOutcome);
    const call = await recordCall(String(req.params.id), input, by(req), now(), leadScope(req.account));
    if (!call) throw notFound();
    req.log.info({ lead: String(req.params.id), outcome: call.outcome }, 'call recorded');
    res.status(201).json(call);
  });

  router.post('/leads/:id/claim', need('leads.claim'), async (req, res) => {
    const result = await claimLead(String(req.params.id), req.account!, now());
    if (result === 'missing') throw notFound();
    if (result === 'taken') {
      // Another counselor's lead is not found, as when reading it (a 409 told that it existed) —
      // unless its holder claimed it from the pool, which every counselor saw: the race was lost.
      const id = String(req.params.id);
      const seen = seesAll(req.account) || (await Lead.exists({ _id: id, ...leadScope(req.account) })) || (await claimedFromPool(id));
      if (!seen) throw notFound();
      throw new HttpError(409, DESK_MESSAGES.claimed);
    }
    req.log.info({ lead: String(req.params.id) }, 'lead claimed');
    res.json({ id: String(req.params.id), assignee: { id: req.account!.id, name: req.account!.name } });
  });

  router.delete('/leads/:id', need('erasure'), async (req, res) => {
    const deleted = await deleteLead(String(req.params.id));
    if (!deleted) throw notFound();
    await opts.onDeleted?.(deleted).catch((err) => req.log.error({ err, lead: String(req.params.id) }, 'could not cancel the messages of a deleted lead'));
    req.log.info({ lead: String(req.params.id) }, 'lead deleted by the administrator');
    res.status(204).end();
  });

  router.get('/stats', need('leads.read'), async (req, res) => {
    const at = now();
    res.json(await leadStats(statsPeriod(parseBody(StatsQuery, req.query, LEAD_DESK_MESSAGES.badPeriod), at), at, leadScope(req.account)));
  });

  router.get('/today', need('leads.work'), async (req, res) => {
    const list = await todayList(leadScope(req.account), req.account!.id, !seesAll(req.account), now(), opts.rules);
    await recordAccess(req, { action: 'search', subject: 'today', count: list.callbacks.length + list.uncalled.length });
    res.json(list);
  });

  router.get('/team', need('team'), async (req, res) => {
    const at = now();
    const period = statsPeriod(parseBody(StatsQuery, req.query, LEAD_DESK_MESSAGES.badPeriod), at);
    const [counselors, late] = await Promise.all([teamNumbers(period), lateLeads(at, opts.rules)]);
    await recordAccess(req, { action: 'search', subject: 'team first-contact flags', count: late.length });
    res.json({ period, counselors, late });
  });

  router.get('/settings/assignment', need('assignment'), async (_req, res) => {
    res.json({ mode: await assignmentMode() });
  });

  router.put('/settings/assignment', need('assignment'), async (req, res) => {
    const { mode } = parseBody(ModeBody, req.body, DESK_MESSAGES.badMode);
    await setAssignmentMode(mode);
    req.log.info({ mode }, 'assignment mode changed');
    res.json({ mode });
  });
  return router;
}
