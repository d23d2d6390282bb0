/**
 * Leads reach the operator's webhook through the outbox (one message `lead:<lead id>` each, sent
 * with `Idempotency-Key: <lead id>`); the lead keeps a copy of its delivery state for the inbox.
 */
import type { Outbox } from '../outbox/outbox';
import type { OutboxDoc } from '../outbox/model';
import type { Logger } from '../logger';
import { Lead } from './model';

type StoredLead = { _id: unknown; type: string; name: string; phone: string; message?: string | null; site?: string | null; page?: string | null; createdAt: Date };

export const LEAD_WEBHOOK_KIND = 'lead';

/** Queues the webhook delivery of a stored lead (a second call for the same lead creates nothing). */
export function forwardLead(outbox: Outbox, url: string, lead: StoredLead) {
  const id = String(lead._id);
  return outbox.enqueue({
    key: `${LEAD_WEBHOOK_KIND}:${id}`,
    kind: LEAD_WEBHOOK_KIND,
    channel: 'webhook',
    url,
    idempotencyKey: id,
    payload: {
      id,
      type: lead.type,
      name: lead.name,
      phone: lead.phone,
      message: lead.message,
      site: lead.site,
      page: lead.page,
      createdAt: lead.createdAt.toISOString(),
    },
  });
}

const MIRRORED_STATE = { pending: 'pending', sending: 'sending', sent: 'delivered', failed: 'failed', cancelled: 'failed' } as const;

/** Outbox observer: copies a delivery's state onto its lead. */
export async function mirrorLeadDelivery(msg: OutboxDoc) {
  const leadId = msg.idempotencyKey ?? msg.key.slice(LEAD_WEBHOOK_KIND.length + 1);
  const state = MIRRORED_STATE[msg.state as keyof typeof MIRRORED_STATE];
  await Lead.updateOne(
    { _id: leadId },
    {
      $set: {
        'forward.state': state,
        'forward.attempts': msg.attempts,
        ...(msg.nextAttemptAt ? { 'forward.nextAttemptAt': msg.nextAttemptAt } : {}),
        ...(msg.lastError ? { 'forward.lastError': msg.lastError } : {}),
        ...(msg.sentAt ? { 'forward.deliveredAt': msg.sentAt } : {}),
      },
      ...(msg.lastError ? {} : { $unset: { 'forward.lastError': 1 } }),
    },
  );
}

/**
 * At start-up: a lead stored just before a crash may have no outbox message yet. Queue those
 * (the key makes it a no-op for the others) so every lead is forwarded.
 */
export async function requeueUnforwardedLeads(outbox: Outbox, url: string, log: Logger, since = new Date(Date.now() - 3 * 86_400_000)) {
  const leads = await Lead.find({ 'forward.state': 'pending', 'forward.attempts': 0, createdAt: { $gte: since } }).lean();
  let queued = 0;
  for (const lead of leads) if ((await forwardLead(outbox, url, lead)).created) queued++;
  if (queued) log.warn({ queued }, 'queued webhook deliveries of leads stored before a crash');
}
