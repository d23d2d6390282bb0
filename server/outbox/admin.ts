/** The administrator's list of outgoing messages, newest first. */
import { z } from 'zod';
import { OUTBOX_STATES, type AdminMessage, type OutboxChannel, type OutboxState, type SmsBudgetStatus, type SmsType } from '../../shared/outbox';
import { OutboxMessage } from './model';
import type { VisitorBudget } from './visitor-budget';

/** Where this hour's budget of visitor texts stands (the banner on /admin and /admin/messages). */
export async function smsBudgetStatus(budget: VisitorBudget | undefined): Promise<SmsBudgetStatus | undefined> {
  if (!budget) return undefined;
  const [usedThisHour, waiting] = await Promise.all([budget.usedThisHour(), OutboxMessage.countDocuments({ heldByBudget: true, state: 'pending' })]);
  const status: SmsBudgetStatus = { perHour: budget.perHour, usedThisHour, waiting, reached: usedThisHour >= budget.perHour || waiting > 0 };
  return status;
}

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
