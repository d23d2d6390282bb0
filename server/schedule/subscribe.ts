/**
 * POST /api/schedule-reminders: a subscription is stored with its informational consent (ledger
 * scope `schedule`), shown in the lead desk as a `schedule-reminder` lead, and its texts queued.
 * The same number subscribing again keeps its one subscription (no second set of texts).
 */
import type { Request } from 'express';
import { z } from 'zod';
import { LEAD_MESSAGES } from '../../shared/leads';
import { REMINDER_MESSAGES, SCHEDULE_NOTICE } from '../../shared/schedule';
import { kstDay } from '../../shared/kst';
import { phoneField } from '../core/phone';
import { insertLead } from '../leads/model';
import { phoneKey } from '../core/phone';
import { leadAttribution } from '../attribution/cookie';
import { forwardLead } from '../leads/forwarder';
import { recordScheduleConsent } from '../consent/ledger';
import { ScheduleSubscriber } from './model';
import { currentSchedule } from './service';
import { newStopToken, queueSubscriber, type ReminderContext } from './reminders';

const M = LEAD_MESSAGES.fields;

export const ReminderInput = z.object({
  name: z.string({ error: M.name }).trim().min(1, M.name).max(50, M.name),
  phone: phoneField({ invalid: M.phone }),
  consent: z.union([z.literal(true), z.literal(1), z.enum(['on', 'true', '1', 'yes', 'Y'])], { error: REMINDER_MESSAGES.consent }),
  /** Phone verification's proof, once it exists; accepted and not required yet. */
  verificationToken: z.string().max(200).optional(),
});

export interface SubscribeContext extends ReminderContext {
  retentionDays: number;
  webhookUrl?: string;
}

export async function subscribe(ctx: SubscribeContext, req: Request, input: z.infer<typeof ReminderInput>, page: string | undefined) {
  const now = ctx.now();
  const key = phoneKey(input.phone);
  const existing = await ScheduleSubscriber.findOne({ phoneKey: key, stoppedAt: null, expiresAt: { $gt: now } }).lean();
  if (existing) return { created: false, id: String(existing._id) };

  const expiresAt = new Date(now.getTime() + ctx.retentionDays * 86_400_000);
  const lead = await insertLead({
    type: 'schedule-reminder',
    name: input.name,
    phone: input.phone,
    phoneKey: key,
    message: '청약 일정 알림 신청',
    page,
    consentAt: now,
    createdAt: now,
    day: kstDay(now),
    attribution: leadAttribution(req, page, now),
    expiresAt,
    forward: ctx.webhookUrl ? { state: 'pending', attempts: 0, nextAttemptAt: now } : { state: 'stored', attempts: 0 },
  });
  const sub = await ScheduleSubscriber.create({ name: input.name, phone: input.phone, phoneKey: key, token: newStopToken(), leadId: lead._id, createdAt: now, expiresAt });
  await recordScheduleConsent({ phone: input.phone, channel: 'form', page, leadId: lead._id, at: now }, 'grant', SCHEDULE_NOTICE.version);
  const { items, meta } = await currentSchedule(ctx.site);
  await queueSubscriber(ctx, sub, items, meta);
  if (ctx.webhookUrl) await forwardLead(ctx.outbox, ctx.webhookUrl, lead);
  return { created: true, id: String(sub._id) };
}
