/**
 * The administrator's list of outgoing messages, newest first: filtered by phone, kind and state,
 * paged by keyset on (createdAt, _id) so any page is one indexed query, with no cap on how far back.
 */
import { z } from 'zod';
import mongoose from 'mongoose';
import { OUTBOX_STATES, type AdminMessage, type OutboxChannel, type OutboxState, type SmsType } from '../../shared/outbox';
import { cancelReasonLabel, messageKindLabel } from '../../shared/labels';
import { normalisePhone } from '../leads/validate';
import { HttpError } from '../http/errors';
import { OutboxMessage } from './model';

const blank = z.literal('').transform(() => undefined);

export const MessageFilter = z.object({
  state: z.enum(OUTBOX_STATES, { error: '상태가 올바르지 않습니다.' }).optional().or(blank),
  kind: z.string().trim().regex(/^[a-z-]{1,40}$/, '종류가 올바르지 않습니다.').optional().or(blank),
  phone: z
    .string()
    .trim()
    .max(40)
    .transform((v, ctx) => {
      const phone = normalisePhone(v);
      if (!phone) ctx.addIssue({ code: 'custom', message: '연락처를 정확히 입력해 주세요. (예: 010-1234-5678)' });
      return phone ?? '';
    })
    .optional()
    .or(blank),
  cursor: z.string().max(100).optional().or(blank),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export type MessageFilter = z.infer<typeof MessageFilter>;

export const MESSAGES_PAGE_SIZE = 100;

const encodeCursor = (m: { createdAt: Date; _id: unknown }) => Buffer.from(`${m.createdAt.getTime()}.${String(m._id)}`).toString('base64url');

function decodeCursor(cursor: string) {
  const [ms, id] = Buffer.from(cursor, 'base64url').toString().split('.');
  if (!ms || !/^\d{1,15}$/.test(ms) || !id || !mongoose.isObjectIdOrHexString(id)) throw new HttpError(400, '목록 위치 정보가 올바르지 않습니다.');
  return { at: new Date(Number(ms)), id: new mongoose.Types.ObjectId(id) };
}

/** Verification codes are never shown whole, even to the administrator. */
export function maskCodes(kind: string, text: string): string {
  return /verif/.test(kind) || text.includes('인증번호') ? text.replace(/\d{4,8}/g, (d) => '•'.repeat(d.length)) : text;
}

type Row = Record<string, unknown> & { _id: mongoose.Types.ObjectId; createdAt: Date; dueAt: Date; kind: string; state: string };

export function toAdminMessage(m: Row): AdminMessage {
  const sms = m.channel === 'sms';
  const cancelReason = (m.cancelReason as string | undefined) ?? (m.state === 'cancelled' ? (m.lastError as string | undefined) : undefined);
  return {
    id: String(m._id),
    kind: m.kind,
    label: messageKindLabel(m.kind),
    channel: m.channel as OutboxChannel,
    recipient: sms ? ((m.to as string) ?? '') : hostOf((m.url as string) ?? ''),
    smsType: (m.smsType ?? undefined) as SmsType | undefined,
    ...(sms ? { text: maskCodes(m.kind, (m.text as string) ?? ''), advertising: !!m.advertising } : {}),
    state: m.state as OutboxState,
    attempts: (m.attempts as number) ?? 0,
    lastError: m.state === 'cancelled' ? undefined : ((m.lastError as string | undefined) ?? undefined),
    cancelReason: cancelReason ? cancelReasonLabel(cancelReason) : undefined,
    ...(m.resendOf ? { resendOf: String(m.resendOf) } : {}),
    ...(m.test ? { test: true } : {}),
    createdAt: m.createdAt.toISOString(),
    scheduledAt: m.dueAt.toISOString(),
    sentAt: (m.sentAt as Date | undefined)?.toISOString(),
  };
}

export async function findMessages(filter: MessageFilter, limit = filter.limit ?? MESSAGES_PAGE_SIZE) {
  const and: Record<string, unknown>[] = [];
  if (filter.state) and.push({ state: filter.state });
  if (filter.kind) and.push({ kind: filter.kind });
  if (filter.phone) and.push({ to: filter.phone });
  if (filter.cursor) {
    const c = decodeCursor(filter.cursor);
    and.push({ $or: [{ createdAt: { $lt: c.at } }, { createdAt: c.at, _id: { $lt: c.id } }] });
  }
  const rows = await OutboxMessage.find(and.length ? { $and: and } : {}, { payload: 0 })
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit + 1)
    .lean<Row[]>();
  const page = rows.slice(0, limit);
  return { items: page.map(toAdminMessage), nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null };
}

// A webhook address may carry a secret in its path or query: the list shows its host only.
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
