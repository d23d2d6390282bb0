/** Send attempts counted as the provider answers: this instance's metrics and the shared per-minute tally of texts. */
import type { OutboxDoc } from '../outbox/model';
import type { SendResult } from '../outbox/providers/types';
import { VERIFICATION_KIND } from '../verification/service';
import { opsMetrics } from './metrics';
import { OpsSmsMinute } from './model';

const minuteOf = (at: Date) => at.toISOString().slice(0, 16);

/**
 * Counts one send attempt as soon as the provider has answered: in this instance's metrics, and
 * (texts) in the minute's shared tally the failure-rate alert reads. A refusal counts at once.
 */
export async function countAttempt(msg: OutboxDoc, result: SendResult, now: Date): Promise<void> {
  const m = opsMetrics();
  m.outboxAttempts.inc({ kind: msg.kind, channel: msg.channel, result: result.ok ? 'ok' : 'failed' });
  if (result.ok && msg.kind === VERIFICATION_KIND) m.verificationCodesSent.inc();
  if (msg.channel !== 'sms') return;
  await OpsSmsMinute.updateOne(
    { _id: minuteOf(now) },
    { $inc: { [result.ok ? 'ok' : 'failed']: 1 }, $setOnInsert: { expiresAt: new Date(now.getTime() + 86_400_000) } },
    { upsert: true },
  );
}

/** The minutes' tallies from `since` on (for the failure rate). */
export async function smsTally(since: Date): Promise<{ ok: number; failed: number }> {
  const rows = await OpsSmsMinute.find({ _id: { $gte: minuteOf(since) } }, { ok: 1, failed: 1 }).lean();
  return rows.reduce((t, r) => ({ ok: t.ok + (r.ok ?? 0), failed: t.failed + (r.failed ?? 0) }), { ok: 0, failed: 0 });
}

