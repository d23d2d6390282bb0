/**
 * The administrator's list of outgoing messages, newest first: filtered by phone, kind and state,
 * paged by keyset on (createdAt, _id) so any page is one indexed query, with no cap on how far back.
 */
import { z } from 'zod';
import mongoose from 'mongoose';
import {
  COST_CHANNELS,
  COST_CHANNEL_LABELS,
  OUTBOX_STATES,
  type AdminMessage,
  type CostChannel,
  type DeliveryResult,
  type MessageCosts,
  type OutboxChannel,
  type OutboxState,
  type SmsBudgetStatus,
  type SmsType,
} from '../../shared/outbox';
import { messagePrices } from '../../shared/site.config';
import { isDay, kstDay, kstEnd, kstStart } from '../../shared/kst';
import { cancelReasonLabel, messageKindLabel } from '../../shared/labels';
import { phoneField } from '../core/phone';
import { HttpError } from '../http/errors';
import { OutboxMessage } from './model';
import type { VisitorBudget } from './visitor-budget';

/** Where this hour's budget of visitor texts stands (the banner on /admin and /admin/messages). */
export async function smsBudgetStatus(budget: VisitorBudget | undefined): Promise<SmsBudgetStatus | undefined> {
  if (!budget) return undefined;
  const [usedThisHour, waiting] = await Promise.all([budget.usedThisHour(), OutboxMessage.countDocuments({ heldByBudget: true, state: 'pending' })]);
  const status: SmsBudgetStatus = { perHour: budget.perHour, usedThisHour, waiting, reached: usedThisHour >= budget.perHour || waiting > 0 };
  return status;
}

const blank = z.literal('').transform(() => undefined);

export const MessageFilter = z.object({
  state: z.enum(OUTBOX_STATES, { error: '상태가 올바르지 않습니다.' }).optional().or(blank),
  kind: z.string().trim().regex(/^[a-z-]{1,40}$/, '종류가 올바르지 않습니다.').optional().or(blank),
  phone: phoneField()
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
    via: (m.via ?? undefined) as AdminMessage['via'],
    delivery: (m.delivery ?? undefined) as DeliveryResult | undefined,
    fallbackReason: (m.fallbackReason as string | undefined) ?? undefined,
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

export const CostsQuery = z.object({
  from: z.string().refine(isDay, '시작일이 올바르지 않습니다.').optional().or(z.literal('').transform(() => undefined)),
  to: z.string().refine(isDay, '종료일이 올바르지 않습니다.').optional().or(z.literal('').transform(() => undefined)),
});

/** The channel a sent text is paid as: AlimTalk unless it went (or fell back) as SMS/LMS. */
function paidChannel(m: { via?: string | null; delivery?: string | null; smsType?: string | null }): CostChannel | null {
  if (m.delivery === 'failed') return null;
  if (m.delivery === 'sms' || m.delivery === 'lms') return m.delivery;
  if (m.via === 'alimtalk') return 'alimtalk';
  return m.smsType === 'LMS' ? 'lms' : 'sms';
}

/**
 * Texts sent between two Korean days (default: this month so far), counted per channel and priced
 * with the unit prices in the site config. Counted in code: a projection, not an aggregation.
 */
export async function messageCosts(query: { from?: string; to?: string }, now: Date): Promise<MessageCosts> {
  const today = kstDay(now);
  const to = query.to ?? today;
  const from = query.from ?? `${today.slice(0, 8)}01`;
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  const counts: Record<CostChannel, number> = { alimtalk: 0, sms: 0, lms: 0 };
  const sent = OutboxMessage.find(
    { channel: 'sms', state: 'sent', sentAt: { $gte: kstStart(lo), $lte: kstEnd(hi) } },
    { via: 1, delivery: 1, smsType: 1, _id: 0 },
  ).lean().cursor();
  for await (const m of sent) {
    const channel = paidChannel(m as { via?: string; delivery?: string; smsType?: string });
    if (channel) counts[channel]++;
  }
  const rows = COST_CHANNELS.map((channel) => ({
    channel,
    label: COST_CHANNEL_LABELS[channel],
    count: counts[channel],
    unitPrice: messagePrices[channel],
    cost: counts[channel] * messagePrices[channel],
  }));
  return { from: lo, to: hi, rows, total: rows.reduce((sum, r) => sum + r.cost, 0) };
}


