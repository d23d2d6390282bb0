/** The lead desk API (administrator only; writes also need the X-CSRF-Token header). */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { requireAdmin, requireCsrf } from '../auth/csrf';
import { findLeads, LeadFilter, leadDetail, leadsCsv } from './inbox';
import { addLeadNote, deleteLead, setLeadStatus } from './status';
import { leadStats, StatsQuery, statsPeriod } from './stats';
import { PersonQuery, personCard } from './people';
import { releaseFromQuarantine } from './quarantine';
import { HttpError, parseBody, requireDb } from '../http/errors';
import { LEAD_DESK_MESSAGES, LEAD_STATUSES, NOTE_MAX, type InboxLead } from '../../shared/leads';

const StatusBody = z.object({ status: z.enum(LEAD_STATUSES, { error: LEAD_DESK_MESSAGES.badStatus }) });
const NoteBody = z.object({
  text: z.string({ error: LEAD_DESK_MESSAGES.noteLength }).trim().min(1, LEAD_DESK_MESSAGES.noteLength).max(NOTE_MAX, LEAD_DESK_MESSAGES.noteLength),
});

const RestoreBody = z.object({ spam: z.literal(false, { error: LEAD_DESK_MESSAGES.badChange }) }).strict();

export interface LeadDeskOptions {
  now?: () => Date;
  /** Retention of a restored lead (LEAD_RETENTION_DAYS, from its creation). */
  retentionDays?: number;
  /** Whether leads are forwarded to a webhook (a restored one is then pending delivery). */
  webhook?: boolean;
  /** A lead restored from quarantine is forwarded and texted as a new one would have been. */
  onRestored?: (lead: NonNullable<Exclude<Awaited<ReturnType<typeof releaseFromQuarantine>>, 'missing'>>) => Promise<unknown>;
  /** Cancels the unsent messages of a deleted lead. */
  onDeleted?: (lead: { id: string; reservationId?: string }) => Promise<unknown>;
}

export function adminApi(secret: string, opts: LeadDeskOptions = {}) {
  const now = opts.now ?? (() => new Date());
  const router = Router();
  const csrf = requireCsrf(secret);
  router.use(requireAdmin, requireDb);
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store'); // personal data: never kept by any cache
    next();
  });
  const by = (req: Request) => req.session.adminEmail!;

  router.get('/leads', async (req, res) => {
    res.json(await findLeads(parseBody(LeadFilter, req.query, LEAD_DESK_MESSAGES.badFilter)));
  });

  router.get('/leads.csv', async (req, res) => {
    const filter = parseBody(LeadFilter, req.query, LEAD_DESK_MESSAGES.badFilter);
    const all: InboxLead[] = [];
    for (let cursor = filter.cursor; all.length < 50_000; ) {
      const page = await findLeads({ ...filter, cursor }, 1000);
      all.push(...page.items);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    res.attachment(`leads-${new Date().toISOString().slice(0, 10)}.csv`);
    res.type('text/csv; charset=utf-8').send(leadsCsv(all));
  });

  router.get('/people', async (req, res) => {
    const { phone } = parseBody(PersonQuery, req.query, '연락처를 정확히 입력해 주세요.');
    res.json(await personCard(phone));
  });

  router.get('/leads/:id', async (req, res) => {
    const lead = await leadDetail(String(req.params.id));
    if (!lead) throw new HttpError(404, LEAD_DESK_MESSAGES.notFound);
    res.json(lead);
  });

  router.patch('/leads/:id', csrf, async (req, res) => {
    if (req.body && typeof req.body === 'object' && 'spam' in req.body) {
      // {spam: false}: out of quarantine (스팸 보관함) and on as a new lead.
      parseBody(RestoreBody, req.body, LEAD_DESK_MESSAGES.badChange);
      const lead = await releaseFromQuarantine(String(req.params.id), { by: by(req), now: now(), retentionDays: opts.retentionDays ?? 365, webhook: !!opts.webhook });
      if (lead === 'missing') throw new HttpError(404, LEAD_DESK_MESSAGES.notFound);
      if (!lead) throw new HttpError(409, LEAD_DESK_MESSAGES.notSpam);
      req.log.info({ lead: String(lead._id) }, 'lead restored from quarantine');
      await opts.onRestored?.(lead).catch((err) => req.log.error({ err, lead: String(lead._id) }, 'could not queue messages for a restored lead'));
      return res.json({ id: String(lead._id), spam: false });
    }
    const { status } = parseBody(StatusBody, req.body, LEAD_DESK_MESSAGES.badStatus);
    const change = await setLeadStatus(String(req.params.id), status, by(req), now());
    if (!change) throw new HttpError(404, LEAD_DESK_MESSAGES.notFound);
    req.log.info({ lead: change.id, from: change.from, to: change.status }, 'lead status changed');
    res.json({ id: change.id, status: change.status });
  });

  router.post('/leads/:id/notes', csrf, async (req, res) => {
    const { text } = parseBody(NoteBody, req.body, LEAD_DESK_MESSAGES.noteLength);
    const at = now();
    if (!(await addLeadNote(String(req.params.id), text, by(req), at))) throw new HttpError(404, LEAD_DESK_MESSAGES.notFound);
    req.log.info({ lead: String(req.params.id) }, 'lead note added');
    res.status(201).json({ at: at.toISOString(), by: by(req), kind: 'note', text });
  });

  router.delete('/leads/:id', csrf, async (req, res) => {
    const deleted = await deleteLead(String(req.params.id));
    if (!deleted) throw new HttpError(404, LEAD_DESK_MESSAGES.notFound);
    await opts.onDeleted?.(deleted).catch((err) => req.log.error({ err, lead: String(req.params.id) }, 'could not cancel the messages of a deleted lead'));
    req.log.info({ lead: String(req.params.id) }, 'lead deleted by the administrator');
    res.status(204).end();
  });

  router.get('/stats', async (req, res) => {
    const at = now();
    res.json(await leadStats(statsPeriod(parseBody(StatsQuery, req.query, LEAD_DESK_MESSAGES.badPeriod), at), at));
  });
  return router;
}
