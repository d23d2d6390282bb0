/**
 * Announcements reach only numbers with a standing marketing consent and a lead still kept, each as
 * one outbox message keyed `announcement:<id>:<phone>` (a crash mid-broadcast resumes, never
 * duplicates), timed by the night rule, with the legal parts added by the system.
 */
import { z } from 'zod';
import type { Types } from 'mongoose';
import { isSuppressed, suppressedAmong } from '../privacy/suppression';
import { Announcement } from './model';
import { OutboxMessage } from '../outbox/model';
import { buildAdvertisement, eucKrBytes, LMS_MAX_BYTES, smsTypeFor, cleanOperatorText } from './message';
import { nightStartKst, sendTimeFor } from './night';
import type { QueuedText } from '../outbox/message-queue';
import { Lead } from '../leads/model';
import { consentStates, optoutTokens } from '../consent/ledger';
import type { ConsentContext } from '../consent/notify';
import { HttpError } from '../http/errors';
import { LEAD_STATUSES, LEAD_TYPES } from '../../shared/leads';
import { unitTypeField } from '../leads/validate';
import { phoneField } from '../core/phone';
import {
  ANNOUNCEMENT_TEXT_MAX,
  type AnnouncementFilter,
  type AnnouncementPreview,
  type AnnouncementState,
  type AnnouncementSummary,
} from '../../shared/announcements';
import { groupDigits } from '../../shared/korean-format';

export const FilterSchema = z
  .object({
    type: z.enum(LEAD_TYPES, { error: '신청 유형이 올바르지 않습니다.' }).optional().or(z.literal('').transform(() => undefined)),
    status: z
      .enum(LEAD_STATUSES, { error: '상담 상태가 올바르지 않습니다.' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    source: z.string().trim().toLowerCase().max(100).optional().or(z.literal('').transform(() => undefined)),
    unitType: unitTypeField,
  })
  .optional()
  .default({});

const text = z
  .string({ error: '문자 내용을 입력해 주세요.' })
  .max(ANNOUNCEMENT_TEXT_MAX, `문자 내용은 ${groupDigits(ANNOUNCEMENT_TEXT_MAX)}자 이내로 입력해 주세요.`)
  .refine((t) => cleanOperatorText(t).length > 0, '문자 내용을 입력해 주세요.');

export const PreviewBody = z.object({ text, filter: FilterSchema });
export const CreateBody = z.object({
  text,
  filter: FilterSchema,
  sendAt: z.iso.datetime({ offset: true, error: '예약 시각이 올바르지 않습니다.' }).optional().or(z.literal('').transform(() => undefined)),
});

export interface Recipient {
  phone: string;
  night: boolean;
}

/** Numbers with a lead matching the filter (not deleted) and a standing marketing consent. */
export async function findRecipients(filter: AnnouncementFilter, now: Date, createdBefore?: Date): Promise<Recipient[]> {
  const query: Record<string, unknown> = { expiresAt: { $gt: now }, deletedAt: null, spam: { $ne: true } };
  if (createdBefore) query.createdAt = { $lte: createdBefore };
  if (filter.type) query.type = filter.type;
  // Leads without a status are new ones.
  if (filter.status) query.status = filter.status === 'new' ? { $in: ['new', null] } : filter.status;
  if (filter.source) query['attribution.first.source'] = filter.source;
  if (filter.unitType) query.unitType = filter.unitType;
  const phones = [...new Set((await Lead.find(query, { phone: 1, _id: 0 }).lean()).map((l) => l.phone))];
  const [states, suppressed] = await Promise.all([consentStates(phones), suppressedAmong(phones)]);
  return phones
    .filter((p) => states.get(p)?.marketing && !suppressed.has(p))
    .sort()
    .map((phone) => ({ phone, night: states.get(phone)!.night }));
}

/** Refuses texts a phone cannot show or that exceed an LMS once the legal parts are added. */
function checkText(final: string) {
  const bytes = eucKrBytes(final);
  if (bytes > LMS_MAX_BYTES) {
    throw new HttpError(400, `문자가 너무 깁니다. 필수 문구를 포함해 ${groupDigits(LMS_MAX_BYTES)}바이트 이내여야 합니다(현재 ${groupDigits(bytes)}바이트).`, { text: 'too-long' });
  }
  return bytes;
}

/** Stands for a recipient's opt-out token in previews: 20 characters, as real ones, and plainly a sample. */
export const SAMPLE_TOKEN = 'sample-optout-link00';

/** The preview shows a sample opt-out link: never a real recipient's (it would opt them out). */
export async function previewAnnouncement(ctx: ConsentContext, body: z.infer<typeof PreviewBody>): Promise<AnnouncementPreview> {
  const recipients = await findRecipients(body.filter, ctx.now());
  const sample = buildAdvertisement(ctx.site, body.text, SAMPLE_TOKEN);
  const bytes = checkText(sample);
  return { recipients: recipients.length, withoutNight: recipients.filter((r) => !r.night).length, sample, type: smsTypeFor(sample), bytes };
}

/** Messages queued per step; the announcement's state is read again and its lease renewed between steps. */
const QUEUE_BATCH = 50;
/** How long an instance may go without renewing its lease before another resumes the queuing. */
export const QUEUE_LEASE_MS = 60_000;

/**
 * Stores the announcement first (listed at once, state 'queuing'), then queues one message per
 * recipient. The same Idempotency-Key returns the announcement already made, however often it is sent.
 */
export async function createAnnouncement(ctx: ConsentContext, body: z.infer<typeof CreateBody>, opts: { idempotencyKey?: string } = {}) {
  const now = ctx.now();
  if (opts.idempotencyKey) {
    const existing = await Announcement.findOne({ idempotencyKey: opts.idempotencyKey }).lean();
    if (existing) return { id: String(existing._id), recipients: existing.recipients, repeated: true };
  }
  const sendAt = body.sendAt ? new Date(body.sendAt) : now;
  if (sendAt.getTime() < now.getTime() - 60_000) throw new HttpError(400, '예약 시각이 이미 지났습니다. 지금 이후로 정해 주세요.', { sendAt: 'past' });
  if (sendAt.getTime() > now.getTime() + 90 * 86_400_000) throw new HttpError(400, '예약은 90일 이내로만 할 수 있습니다.', { sendAt: 'too-far' });
  checkText(buildAdvertisement(ctx.site, body.text, SAMPLE_TOKEN));

  const recipients = await findRecipients(body.filter, now);
  let announcement;
  try {
    announcement = await Announcement.create({
      text: cleanOperatorText(body.text),
      filter: body.filter,
      sendAt: sendAt < now ? now : sendAt,
      createdAt: now,
      recipients: recipients.length,
      queue: 'queuing',
      leaseUntil: new Date(Date.now() + QUEUE_LEASE_MS),
      ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
    });
  } catch (err) {
    // The same key posted twice at once: the other request made it.
    if ((err as { code?: number }).code !== 11000 || !opts.idempotencyKey) throw err;
    const existing = await Announcement.findOne({ idempotencyKey: opts.idempotencyKey }).lean();
    if (!existing) throw err;
    return { id: String(existing._id), recipients: existing.recipients, repeated: true };
  }
  await queueMessages(ctx, announcement.toObject(), recipients);
  return { id: String(announcement._id), recipients: recipients.length, repeated: false };
}

interface Queueable {
  _id: Types.ObjectId;
  text: string;
  sendAt: Date;
}

/**
 * Queues the announcement's messages in steps, stopping as soon as it is cancelled. Keys make a
 * resumed queuing add only what is missing. The sender checks the state again before each text.
 */
async function queueMessages(ctx: ConsentContext, a: Queueable, recipients: Recipient[]) {
  const id = String(a._id);
  for (let i = 0; i < recipients.length; i += QUEUE_BATCH) {
    const current = await Announcement.findOneAndUpdate(
      { _id: a._id, cancelledAt: { $exists: false } },
      { $set: { leaseUntil: new Date(Date.now() + QUEUE_LEASE_MS) } },
      { returnDocument: 'after', projection: { _id: 1 } },
    ).lean();
    if (!current) {
      // Cancelled: nothing more is queued, and what this step queued after the cancel is cancelled too.
      await ctx.queue.cancelGroup(`announcement:${id}`);
      return;
    }
    const batch = recipients.slice(i, i + QUEUE_BATCH);
    const tokens = await optoutTokens(batch.map((r) => r.phone));
    const messages: QueuedText[] = batch.map((r) => {
      const notBefore = sendTimeFor(a.sendAt, r.night);
      return {
        key: `announcement:${id}:${r.phone}`,
        kind: 'announcement',
        to: r.phone,
        text: buildAdvertisement(ctx.site, a.text, tokens.get(r.phone)!),
        advertising: true,
        notBefore,
        // A slow broadcast must not run into the night for those without night consent.
        ...(r.night ? {} : { sendBefore: nightStartKst(notBefore) }),
        group: `announcement:${id}`,
      };
    });
    await ctx.queue.enqueue(messages);
  }
  await Announcement.updateOne({ _id: a._id }, { $set: { queue: 'queued' }, $unset: { leaseUntil: 1 } });
}

/**
 * Start-up: an announcement whose queuing stopped with its process (lease expired) is queued to the
 * end. Its recipients are found again among the leads it could have reached when it was made, with
 * today's consent (an opt-out since then is respected); messages already queued are not repeated.
 */
export async function resumeAnnouncements(ctx: ConsentContext): Promise<number> {
  let resumed = 0;
  for (;;) {
    const a = await Announcement.findOneAndUpdate(
      { queue: 'queuing', cancelledAt: { $exists: false }, leaseUntil: { $lt: new Date() } },
      { $set: { leaseUntil: new Date(Date.now() + QUEUE_LEASE_MS) } },
      { returnDocument: 'after' },
    ).lean();
    if (!a) return resumed;
    const recipients = await findRecipients(
      { ...(a.filter?.type ? { type: a.filter.type as AnnouncementFilter['type'] } : {}), ...(a.filter?.status ? { status: a.filter.status } : {}) },
      ctx.now(),
      a.createdAt,
    );
    await queueMessages(ctx, a, recipients);
    resumed++;
  }
}

/**
 * The sender's last look before an advertising text leaves (server/outbox `sendCheck`): its
 * announcement is not cancelled, its recipient still has a lead, and the number still consents (an opt-out stops texts in flight
 * or retrying). A reason is returned to cancel the message instead of sending it.
 */
export async function advertisingSendCheck(msg: { kind: string; group?: string | null; to?: string | null; advertising?: boolean | null }): Promise<string | null> {
  if (msg.kind === 'announcement' && msg.group?.startsWith('announcement:')) {
    const id = msg.group.slice('announcement:'.length);
    const a = /^[a-f0-9]{24}$/.test(id) ? await Announcement.findById(id, { cancelledAt: 1 }).lean() : null;
    if (!a || a.cancelledAt) return 'announcement cancelled';
    // Its recipient's leads were deleted meanwhile (a deletion request): nothing more goes to them.
    if (msg.to && !(await Lead.exists({ phone: msg.to, spam: { $ne: true } }))) return 'lead deleted';
  }
  if (msg.advertising && msg.to) {
    const state = (await consentStates([msg.to])).get(msg.to);
    if (!state?.marketing) return 'opted out';
    if (await isSuppressed(msg.to)) return 'opted out';
  }
  return null;
}

type AnnouncementDoc = NonNullable<Awaited<ReturnType<typeof findAnnouncement>>>;

async function findAnnouncement(id: string) {
  if (!/^[a-f0-9]{24}$/.test(id)) return null;
  return Announcement.findById(id).lean();
}

async function summarise(ctx: ConsentContext, a: AnnouncementDoc): Promise<AnnouncementSummary> {
  const id = String(a._id);
  const counts = await ctx.queue.groupCounts(`announcement:${id}`, a.sendAt);
  const state: AnnouncementState = a.cancelledAt
    ? 'cancelled'
    : a.queue === 'queuing'
      ? 'queuing'
      : a.sendAt > ctx.now()
      ? 'scheduled'
      : counts.queued + counts.held > 0
        ? 'sending'
        : 'done';
  return {
    id,
    state,
    text: a.text,
    filter: {
      ...(a.filter?.type ? { type: a.filter.type as AnnouncementFilter['type'] } : {}),
      ...(a.filter?.status ? { status: a.filter.status } : {}),
      ...(a.filter?.source ? { source: a.filter.source } : {}),
      ...(a.filter?.unitType ? { unitType: a.filter.unitType } : {}),
    },
    sendAt: a.sendAt.toISOString(),
    createdAt: a.createdAt.toISOString(),
    recipients: a.recipients,
    counts,
  };
}

export async function announcementSummary(ctx: ConsentContext, id: string) {
  const a = await findAnnouncement(id);
  if (!a) throw new HttpError(404, '안내 문자를 찾을 수 없습니다.');
  return summarise(ctx, a);
}

export async function listAnnouncements(ctx: ConsentContext, limit = 20) {
  const list = await Announcement.find().sort({ createdAt: -1 }).limit(limit).lean();
  return Promise.all(list.map((a) => summarise(ctx, a)));
}

/** Stops every message of the broadcast not yet being sent. */
export async function cancelAnnouncement(ctx: ConsentContext, id: string) {
  const a = await findAnnouncement(id);
  if (!a) throw new HttpError(404, '안내 문자를 찾을 수 없습니다.');
  await Announcement.collection.updateOne({ _id: a._id, cancelledAt: { $exists: false } }, { $set: { cancelledAt: ctx.now() } });
  await ctx.queue.cancelGroup(`announcement:${id}`, 'announcement cancelled');
  return announcementSummary(ctx, id);
}

export const TestBody = z.object({
  text,
  phone: phoneField({ missing: '받을 연락처를 입력해 주세요.' }),
});

/**
 * A test send to a phone the staff chose: the exact text a recipient gets (with the sample opt-out
 * link), sent once now, marked as a test, outside any audience or consent (it goes to staff).
 */
export async function sendTestAnnouncement(ctx: ConsentContext, body: z.infer<typeof TestBody>, by: string) {
  const text = buildAdvertisement(ctx.site, body.text, SAMPLE_TOKEN);
  checkText(text);
  const at = ctx.now();
  const key = `announcement-test:${at.getTime()}:${body.phone}`;
  await ctx.queue.enqueue([{ key, kind: 'announcement-test', to: body.phone, text, advertising: true }]);
  await OutboxMessage.updateOne({ key }, { $set: { test: true, requestedBy: by } });
  const msg = await OutboxMessage.findOne({ key }, { _id: 1 }).lean();
  return { id: String(msg?._id), phone: body.phone, text, test: true as const };
}
