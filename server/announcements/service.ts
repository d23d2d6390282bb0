/**
 * Announcements reach only numbers with a standing marketing consent and a lead still kept, each as
 * one outbox message keyed `announcement:<id>:<phone>` (a crash mid-broadcast resumes, never
 * duplicates), timed by the night rule, with the legal parts added by the system.
 */
import { z } from 'zod';
import { Announcement } from './model';
import { OutboxMessage } from '../outbox/model';
import { buildAdvertisement, eucKrBytes, LMS_MAX_BYTES, smsTypeFor, cleanOperatorText } from './message';
import { nightStartKst, sendTimeFor } from './night';
import type { QueuedText } from './queue';
import { Lead } from '../leads/model';
import { consentStates, optoutTokens } from '../consent/ledger';
import type { ConsentContext } from '../consent/notify';
import { HttpError } from '../http/errors';
import { LEAD_STATUSES, LEAD_TYPES } from '../../shared/leads';
import { normalisePhone, unitTypeField } from '../leads/validate';
import {
  ANNOUNCEMENT_TEXT_MAX,
  type AnnouncementFilter,
  type AnnouncementPreview,
  type AnnouncementState,
  type AnnouncementSummary,
} from '../../shared/announcements';

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
  .max(ANNOUNCEMENT_TEXT_MAX, `문자 내용은 ${ANNOUNCEMENT_TEXT_MAX.toLocaleString('ko-KR')}자 이내로 입력해 주세요.`)
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
export async function findRecipients(filter: AnnouncementFilter, now: Date): Promise<Recipient[]> {
  const query: Record<string, unknown> = { expiresAt: { $gt: now }, deletedAt: null };
  if (filter.type) query.type = filter.type;
  // Leads without a status are new ones.
  if (filter.status) query.status = filter.status === 'new' ? { $in: ['new', null] } : filter.status;
  if (filter.source) query['attribution.first.source'] = filter.source;
  if (filter.unitType) query.unitType = filter.unitType;
  const phones = [...new Set((await Lead.find(query, { phone: 1, _id: 0 }).lean()).map((l) => l.phone))];
  const states = await consentStates(phones);
  return phones
    .filter((p) => states.get(p)?.marketing)
    .sort()
    .map((phone) => ({ phone, night: states.get(phone)!.night }));
}

/** Refuses texts a phone cannot show or that exceed an LMS once the legal parts are added. */
function checkText(final: string) {
  const bytes = eucKrBytes(final);
  if (bytes > LMS_MAX_BYTES) {
    throw new HttpError(400, `문자가 너무 깁니다. 필수 문구를 포함해 ${LMS_MAX_BYTES.toLocaleString('ko-KR')}바이트 이내여야 합니다(현재 ${bytes.toLocaleString('ko-KR')}바이트).`, { text: 'too-long' });
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

export async function createAnnouncement(ctx: ConsentContext, body: z.infer<typeof CreateBody>) {
  const now = ctx.now();
  const sendAt = body.sendAt ? new Date(body.sendAt) : now;
  if (sendAt.getTime() < now.getTime() - 60_000) throw new HttpError(400, '예약 시각이 이미 지났습니다. 지금 이후로 정해 주세요.', { sendAt: 'past' });
  if (sendAt.getTime() > now.getTime() + 90 * 86_400_000) throw new HttpError(400, '예약은 90일 이내로만 할 수 있습니다.', { sendAt: 'too-far' });
  checkText(buildAdvertisement(ctx.site, body.text, SAMPLE_TOKEN));

  const recipients = await findRecipients(body.filter, now);
  const announcement = await Announcement.create({
    text: cleanOperatorText(body.text),
    filter: body.filter,
    sendAt: sendAt < now ? now : sendAt,
    createdAt: now,
    recipients: recipients.length,
  });
  const id = String(announcement._id);
  const tokens = await optoutTokens(recipients.map((r) => r.phone));
  const messages: QueuedText[] = recipients.map((r) => {
    const notBefore = sendTimeFor(announcement.sendAt, r.night);
    return {
      key: `announcement:${id}:${r.phone}`,
      kind: 'announcement',
      to: r.phone,
      text: buildAdvertisement(ctx.site, announcement.text, tokens.get(r.phone)!),
      advertising: true,
      notBefore,
      // A slow broadcast must not run into the night for those without night consent.
      ...(r.night ? {} : { sendBefore: nightStartKst(notBefore) }),
      group: `announcement:${id}`,
    };
  });
  await ctx.queue.enqueue(messages);
  return { id, recipients: recipients.length };
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
  phone: z
    .string({ error: '받을 연락처를 입력해 주세요.' })
    .max(40)
    .transform((v, c) => {
      const phone = normalisePhone(v);
      if (!phone) c.addIssue({ code: 'custom', message: '연락처를 정확히 입력해 주세요. (예: 010-1234-5678)' });
      return phone ?? '';
    }),
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
