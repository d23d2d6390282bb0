/**
 * 청약 일정 알림: a subscriber gets one text at 10:00 KST the day before each step still ahead and
 * one at 09:00 KST on the day it opens, each with their stop link, all through the one outbox.
 * Messages are grouped per step: editing a step cancels its pending texts and queues them anew
 * at the new date (the key carries the step's SEQUENCE, so each version is queued once);
 * deleting a step or stopping the subscription cancels them.
 */
import { randomBytes } from 'node:crypto';
import type { SiteConfig } from '../../shared/site.config';
import { addDays, stepWhen, WHERE_LABELS, type ScheduleStep } from '../../shared/schedule';
import { kstEnd, kstStart } from '../../shared/kst';
import { kstInstant } from '../../shared/visits';
import type { Outbox } from '../outbox/outbox';
import { OutboxMessage } from '../outbox/model';
import { informational } from '../outbox/templates';
import { ScheduleSubscriber, type SubscriberDoc } from './model';
import type { StepChange, StepMeta } from './service';
import { textLink } from '../../shared/channels';

export const REMINDER_KIND = 'schedule-reminder';
export const stepGroup = (key: string) => `schedule-step:${key}`;

export interface ReminderContext {
  site: SiteConfig;
  outbox: Outbox;
  now: () => Date;
}

export const stopUrl = (site: SiteConfig, token: string) => `${site.siteUrl}/r/${token}`;

/** 120 random bits, 20 URL-safe characters. */
export const newStopToken = () => randomBytes(15).toString('base64url');

// A step without a place of its own (입주) happens at the complex.
function place(site: SiteConfig, s: ScheduleStep): string {
  if (s.where === 'online') return `${WHERE_LABELS.online} ${s.url ?? site.applyhomeUrl}`;
  if (s.where === 'model-house') return site.modelHouse.address;
  return site.location;
}

/** The reminder as its AlimTalk template renders it (the same text goes as SMS/LMS). */
export function reminderMessage(site: SiteConfig, s: ScheduleStep, when: 'eve' | 'open', token: string) {
  return informational(when === 'eve' ? 'schedule-eve' : 'schedule-open', {
    단지명: site.projectName,
    일정: s.label,
    일시: stepWhen(s),
    장소: place(site, s),
    일정링크: textLink(`${site.siteUrl}/SalesInfo/schedule`, 'schedule-reminder'),
    상담전화: site.consultationPhone,
    해지링크: stopUrl(site, token),
  });
}

export const reminderText = (site: SiteConfig, s: ScheduleStep, when: 'eve' | 'open', token: string) => reminderMessage(site, s, when, token).text;

/** The two texts of a step, at 10:00 the day before and 09:00 on the day; only those still ahead. */
function messagesFor(ctx: ReminderContext, sub: Pick<SubscriberDoc, '_id' | 'phone' | 'token' | 'expiresAt'>, s: ScheduleStep, seq: number) {
  const now = ctx.now();
  const plans = [
    { when: 'eve' as const, at: kstInstant(addDays(s.start, -1), '10:00'), before: kstStart(s.start) },
    { when: 'open' as const, at: kstInstant(s.start, '09:00'), before: kstEnd(s.start) },
  ];
  return plans
    .filter((p) => p.at > now && p.at < sub.expiresAt)
    .map((p) => ({
      key: `${REMINDER_KIND}:${String(sub._id)}:${s.key}:${seq}:${p.when}`,
      kind: REMINDER_KIND,
      channel: 'sms' as const,
      to: sub.phone,
      ...reminderMessage(ctx.site, s, p.when, sub.token),
      subject: `[${ctx.site.projectName}] 청약 일정 알림`,
      notBefore: p.at,
      sendBefore: p.before,
      group: stepGroup(s.key),
    }));
}

/** Queues a subscriber's texts for every step (a second call creates nothing: same keys). */
export async function queueSubscriber(ctx: ReminderContext, sub: Pick<SubscriberDoc, '_id' | 'phone' | 'token' | 'expiresAt'>, steps: ScheduleStep[], meta: StepMeta) {
  for (const s of steps) for (const m of messagesFor(ctx, sub, s, meta[s.key]?.seq ?? 0)) await ctx.outbox.enqueue(m);
}

/** After a save: a changed step's pending texts move to its new dates; a removed step's are cancelled. */
export async function rescheduleSteps(ctx: ReminderContext, changes: StepChange[], meta: StepMeta): Promise<{ cancelled: number; queued: number }> {
  let cancelled = 0;
  let queued = 0;
  const touched = changes.filter((c) => c.kind !== 'added');
  for (const c of touched) cancelled += await ctx.outbox.cancelGroup(stepGroup(c.key), c.kind === 'removed' ? 'schedule step deleted' : 'schedule step changed');
  const toQueue = changes.filter((c) => c.kind !== 'removed').map((c) => c.after!);
  if (toQueue.length === 0) return { cancelled, queued };
  const now = ctx.now();
  const cursor = ScheduleSubscriber.find({ stoppedAt: null, expiresAt: { $gt: now } }, { phone: 1, token: 1, expiresAt: 1 }).lean().cursor();
  for await (const sub of cursor) {
    for (const s of toQueue) {
      for (const m of messagesFor(ctx, sub as SubscriberDoc, s, meta[s.key]?.seq ?? 0)) if ((await ctx.outbox.enqueue(m)).created) queued++;
    }
  }
  return { cancelled, queued };
}

/** Stops a subscription: its unsent texts are cancelled. Null when the link is unknown or already used. */
export async function stopSubscription(token: string, at: Date): Promise<SubscriberDoc | null> {
  if (!/^[A-Za-z0-9_-]{20}$/.test(token)) return null;
  const sub = await ScheduleSubscriber.findOneAndUpdate({ token, stoppedAt: null }, { $set: { stoppedAt: at } }, { returnDocument: 'after' }).lean<SubscriberDoc>();
  if (!sub) return null;
  await cancelPendingOf(sub);
  return sub;
}

/** Cancels the subscriber's texts not yet claimed by the sender. */
export async function cancelPendingOf(sub: Pick<SubscriberDoc, '_id'>): Promise<number> {
  const prefix = `${REMINDER_KIND}:${String(sub._id)}:`;
  const res = await OutboxMessage.updateMany(
    { kind: REMINDER_KIND, state: 'pending', key: { $gte: prefix, $lt: `${prefix}\uffff` } },
    { $set: { state: 'cancelled', lastError: 'reminders stopped' } },
  );
  return res.modifiedCount;
}

/** People currently subscribed (the admin page's count). */
export const activeSubscribers = (now: Date) => ScheduleSubscriber.countDocuments({ stoppedAt: null, expiresAt: { $gt: now } });
