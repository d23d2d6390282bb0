/**
 * The schedule's HTTP surface: public `GET /api/schedule`, the reminder sign-up and its stop link,
 * the iCalendar feed (`/calendar.ics`) and one file per step (`/calendar/<key>.ics`), and the
 * administrator's `GET`/`PUT /api/admin/schedule`.
 */
import express, { Router, type Response } from 'express';
import { need } from '../accounts/permission';
import { HttpError, requireDb } from '../http/errors';
import { isDbReady } from '../db/connection';
import { REMINDER_MESSAGES, SCHEDULE_MESSAGES, SCHEDULE_NOTICE, timeline, type ScheduleView } from '../../shared/schedule';
import { kstDay } from '../../shared/kst';
import { STOP_MESSAGES } from '../../shared/schedule-stop';
import { leadLimits } from '../leads/limits';
import { isFormPost, storedPagePath } from '../core/request';
import type { ServerConfig } from '../config.server';
import { recordScheduleConsent } from '../consent/ledger';
import { calendar } from './ics';
import { currentSchedule, recentChanges, saveSchedule } from './service';
import { ScheduleInput, firstProblem } from './validate';
import { activeSubscribers, rescheduleSteps, stopSubscription } from './reminders';
import { ReminderInput, subscribe, type SubscribeContext } from './subscribe';
import type { VerificationService } from '../verification/service';
import { checkPhone } from '../verification/routes';
import { verificationStep } from '../verification/form-step';
import { VERIFICATION_FIELDS } from '../../shared/verification';
import { VERIFICATION_MESSAGES } from '../../shared/verification-messages';

/** The schedule as visitors see it now (statuses and D-day for the Korean day of `now`). */
export async function scheduleView(ctx: Pick<SubscribeContext, 'site'>, now: Date): Promise<ScheduleView & { items: ReturnType<typeof timeline> }> {
  const current = isDbReady() ? await currentSchedule(ctx.site) : { items: ctx.site.schedule, updatedAt: undefined };
  return { items: timeline(current.items, now), today: kstDay(now), ...(current.updatedAt ? { updatedAt: current.updatedAt.toISOString() } : {}) };
}

/** Public: the schedule, the reminder sign-up. Mounted under /api. */
export function scheduleApi(ctx: SubscribeContext, leads: ServerConfig['leads'], verification?: VerificationService) {
  const router = Router();
  const limits = leadLimits({ perAddress: leads.rateLimit, perPhone: leads.phoneLimit });

  router.get('/schedule', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(await scheduleView(ctx, ctx.now()));
  });

  router.post('/schedule-reminders', requireDb, async (req, res) => {
    const form = isFormPost(req);
    const back = (q: string) => res.redirect(303, `/SalesInfo/schedule?${q}#reminder`);
    const parsed = ReminderInput.safeParse(req.body ?? {});
    // A place in both limits first; given back when the input is refused (parallel sign-ups cannot all pass).
    const taken = await limits.take(req, parsed.success ? parsed.data.phone : undefined);
    if (taken.over) {
      if (form) return back('reminder=limited');
      return res.status(429).json({ ok: false, error: REMINDER_MESSAGES.limited });
    }
    if (!parsed.success) {
      await limits.giveBack(taken.places);
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'name')] ??= issue.message;
      if (form) return back(`reminder=invalid&fields=${Object.keys(fields).join(',')}`);
      return res.status(400).json({ ok: false, error: Object.values(fields)[0] ?? REMINDER_MESSAGES.invalid, fields });
    }
    // Reminders text the number for months: only its owner signs it up (a token, or the code of the form's second step).
    if (verification?.required) {
      const check = await checkPhone(verification, (req.body ?? {}) as Record<string, unknown>, parsed.data.phone);
      if (!check.verified) {
        await limits.giveBack(taken.places);
        if (form) return verificationStep(req, res, verification, parsed.data.phone, check);
        const failure = check.failure;
        if (failure) return res.status(failure.status).json({ ok: false, error: failure.error, fields: { [VERIFICATION_FIELDS.code]: failure.error } });
        return res.status(403).json({ ok: false, error: VERIFICATION_MESSAGES.required });
      }
    }
    const result = await subscribe(ctx, req, parsed.data, storedPagePath(req) ?? '/SalesInfo/schedule');
    req.log.info({ subscriber: result.id, created: result.created }, 'schedule reminder sign-up');
    if (form) return back('reminder=ok');
    res.status(201).json({ ok: true, message: REMINDER_MESSAGES.success });
  });
  return router;
}

/** POST /r/<token>: the stop link's button (a form post, so it works without JavaScript). */
export function reminderStopRoutes(ctx: SubscribeContext) {
  const router = Router();
  router.post('/r/:token', express.urlencoded({ extended: false, limit: '1kb' }), requireDb, async (req, res) => {
    const token = String(req.params.token);
    const browser = req.is('application/x-www-form-urlencoded') && req.accepts(['json', 'html']) === 'html';
    const sub = await stopSubscription(token, ctx.now());
    if (sub) {
      await recordScheduleConsent({ phone: sub.phone, channel: 'optout-page', page: `/r/${token}`, leadId: sub.leadId ?? undefined, at: ctx.now() }, 'withdraw', SCHEDULE_NOTICE.version);
      req.log.info({ subscriber: String(sub._id) }, 'schedule reminders stopped by link');
    }
    if (browser) return res.redirect(303, `/r/${encodeURIComponent(token)}${sub ? '?done=1' : ''}`);
    res.setHeader('Cache-Control', 'no-store');
    if (!sub) return res.status(404).json({ ok: false, error: STOP_MESSAGES.invalid });
    res.json({ ok: true, message: STOP_MESSAGES.done });
  });
  return router;
}

/** The subscribable feed and the per-step files. */
export function calendarRoutes(ctx: Pick<SubscribeContext, 'site'>) {
  const router = Router();
  const send = (res: Response, body: string, filename: string) => {
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
    // Edits must reach phones: revalidated on every fetch.
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.send(body);
  };
  router.get('/calendar.ics', requireDb, async (_req, res) => {
    const { items, meta } = await currentSchedule(ctx.site);
    send(res, calendar(ctx.site, items, meta), 'calendar.ics');
  });
  router.get('/calendar/:file', requireDb, async (req, res, next) => {
    const m = /^([a-z0-9][a-z0-9-]{0,39})\.ics$/.exec(String(req.params.file));
    if (!m) return next();
    const { items, meta } = await currentSchedule(ctx.site);
    const step = items.find((s) => s.key === m[1]);
    if (!step) return res.status(404).type('text/plain').send('Not Found');
    send(res, calendar(ctx.site, [step], meta, `${ctx.site.projectName} ${step.label}`), `${step.key}.ics`);
  });
  return router;
}

/** The desk: read the schedule with its subscribers and changes; save it. Behind the admin guard under /api/admin. */
/** `onChanged`: after a save that changed a step (the IndexNow ping of the schedule page). */
export function scheduleAdminApi(ctx: SubscribeContext, onChanged?: () => Promise<void>) {
  const router = Router();

  router.get('/schedule', need('schedule'), async (_req, res) => {
    res.json(await adminScheduleData(ctx));
  });

  router.put('/schedule', need('schedule'), async (req, res) => {
    const parsed = ScheduleInput.safeParse(req.body ?? {});
    if (!parsed.success) {
      const { message, fields } = firstProblem(parsed.error);
      throw new HttpError(400, message || SCHEDULE_MESSAGES.invalid, fields);
    }
    const by = req.account!.email;
    const { saved, changes } = await saveSchedule(ctx.site, parsed.data.items, by, ctx.now());
    const moved = changes.length ? await rescheduleSteps(ctx, changes, saved.meta) : { cancelled: 0, queued: 0 };
    req.log.info({ rev: saved.rev, changes: changes.map((c) => `${c.kind}:${c.key}`), ...moved }, 'schedule saved');
    if (changes.length) await onChanged?.();
    res.json({ ok: true, items: saved.items, changes: changes.length, reminders: moved });
  });
  return router;
}

export async function adminScheduleData(ctx: Pick<SubscribeContext, 'site' | 'now'>) {
  const [current, subscribers, changes] = await Promise.all([currentSchedule(ctx.site), activeSubscribers(ctx.now()), recentChanges()]);
  return { items: current.items, meta: current.meta, subscribers, changes, updatedAt: current.updatedAt?.toISOString() ?? null };
}

