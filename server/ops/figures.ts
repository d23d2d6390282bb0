/**
 * Figures read from the shared database for the metrics and the alert checks: each a few indexed
 * queries (plain $group on one field: the bundled engine ignores compound group keys).
 */
import { OutboxMessage } from '../outbox/model';
import { OUTBOX_CHANNELS, OUTBOX_STATES } from '../../shared/outbox';
import { currentSale } from '../units/sale';
import { UnitQueue } from '../units/model';
import { standing } from '../units/queue';

export interface OutboxFigures {
  byState: { kind: string; channel: string; state: string; count: number }[];
  /** Seconds since the oldest due, unsent message was first due (0 when none). */
  oldestPendingSeconds: Record<'sms' | 'webhook', number>;
}

export async function outboxFigures(now: Date): Promise<OutboxFigures> {
  const byState: OutboxFigures['byState'] = [];
  await Promise.all(
    OUTBOX_STATES.flatMap((state) =>
      OUTBOX_CHANNELS.map(async (channel) => {
        const rows = await OutboxMessage.aggregate<{ _id: string; n: number }>([{ $match: { state, channel } }, { $group: { _id: '$kind', n: { $sum: 1 } } }]);
        for (const r of rows) byState.push({ kind: String(r._id), channel, state, count: r.n });
      }),
    ),
  );
  const [sms, webhook] = await Promise.all([oldestPendingSeconds('sms', now), oldestPendingSeconds('webhook', now)]);
  return { byState, oldestPendingSeconds: { sms, webhook } };
}

/** Seconds since the oldest due, unsent message of `channel` was first due (0 when none). */
export async function oldestPendingSeconds(channel: 'sms' | 'webhook', now: Date): Promise<number> {
  const doc = await OutboxMessage.findOne({ state: 'pending', channel, dueAt: { $lte: now } }, { dueAt: 1 }).sort({ dueAt: 1 }).lean();
  return doc ? Math.max(0, (now.getTime() - doc.dueAt.getTime()) / 1000) : 0;
}

/** Buyers in the current opening's waiting room not yet admitted; null before an opening is set. */
export async function queueLength(now: Date): Promise<number | null> {
  const sale = await currentSale();
  if (!sale.opensAt) return null;
  const last = await UnitQueue.findById(`seq:${sale.opensAt.getTime()}`, { seq: 1 }).lean<{ seq?: number }>();
  if (!last?.seq || now < sale.opensAt) return last?.seq ?? 0;
  return standing(last.seq, sale, now).position;
}
