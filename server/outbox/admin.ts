/** The administrator's list of outgoing messages, newest first. */
import { z } from 'zod';
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
  type SmsType,
} from '../../shared/outbox';
import { messagePrices } from '../../shared/site.config';
import { isDay, kstDay, kstEnd, kstStart } from '../../shared/kst';
import { OutboxMessage } from './model';

export const MessageFilter = z.object({
  state: z.enum(OUTBOX_STATES, { error: '상태가 올바르지 않습니다.' }).optional().or(z.literal('').transform(() => undefined)),
});
export type MessageFilter = z.infer<typeof MessageFilter>;

export async function findMessages(filter: MessageFilter, limit = 500): Promise<AdminMessage[]> {
  const rows = await OutboxMessage.find(filter.state ? { state: filter.state } : {}).sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
  return rows.map((m) => ({
    id: String(m._id),
    kind: m.kind,
    channel: m.channel as OutboxChannel,
    recipient: m.channel === 'sms' ? (m.to ?? '') : hostOf(m.url ?? ''),
    smsType: (m.smsType ?? undefined) as SmsType | undefined,
    state: m.state as OutboxState,
    attempts: m.attempts,
    lastError: m.lastError ?? undefined,
    via: (m.via ?? undefined) as AdminMessage['via'],
    delivery: (m.delivery ?? undefined) as DeliveryResult | undefined,
    fallbackReason: m.fallbackReason ?? undefined,
    createdAt: m.createdAt.toISOString(),
    scheduledAt: m.dueAt.toISOString(),
    sentAt: m.sentAt?.toISOString(),
  }));
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


