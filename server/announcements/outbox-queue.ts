/** The consent and announcement messages on the site's one outbox (no sending loop of their own). */
import { OutboxMessage } from '../outbox/model';
import type { Outbox } from '../outbox/outbox';
import type { GroupCounts, MessageQueue } from './queue';

export function outboxQueue(outbox: Outbox): MessageQueue {
  return {
    async enqueue(messages) {
      for (const m of messages) await outbox.enqueue({ ...m, channel: 'sms' });
    },
    cancelGroup: (group, reason) => outbox.cancelGroup(group, reason),
    async cancelAdvertisingTo(phone) {
      const res = await OutboxMessage.updateMany(
        { to: phone, advertising: true, state: 'pending' },
        { $set: { state: 'cancelled', cancelReason: 'opted out' } },
      );
      return res.modifiedCount;
    },
    async groupCounts(group, heldAfter) {
      const counts: GroupCounts = { queued: 0, sent: 0, failed: 0, held: 0, cancelled: 0 };
      const now = outbox.now();
      const docs = await OutboxMessage.find({ group }, { state: 1, dueAt: 1, nextAttemptAt: 1, _id: 0 }).lean<{ state: string; dueAt?: Date; nextAttemptAt: Date }[]>();
      for (const d of docs) {
        if (d.state === 'sent') counts.sent++;
        else if (d.state === 'failed') counts.failed++;
        else if (d.state === 'cancelled') counts.cancelled++;
        // Held by the night rule: due later than the broadcast's own time, and not yet.
        else if (d.state === 'pending' && (d.dueAt ?? d.nextAttemptAt) > heldAfter && (d.dueAt ?? d.nextAttemptAt) > now) counts.held++;
        else counts.queued++;
      }
      return counts;
    },
  };
}
